extends PanelContainer
## Main menu: continue the last game, the catalogue in its three groups, saved
## games, settings.

## The catalogue shows its first group as the menu opens; the rest follows,
## a few cards a frame, so no frame builds the whole catalogue: at least this
## many cards a frame, and more while the frame has spent less than its budget.
const LEAST_CARDS_A_FRAME := 4
const CARDS_BUDGET_USEC := 5000

@onready var _catalogue: VBoxContainer = %Catalogue
@onready var _continue: Button = %Continue
@onready var _engine_status: Label = %EngineStatus

## The catalogue's headings and games still to add, in order: a heading's
## name (String) or a game's entry (Dictionary).
var _to_add: Array = []


func _ready() -> void:
	_continue.visible = App.has_autosave()
	if _continue.visible:
		_continue.text = _continue_text()
	_continue.pressed.connect(App.continue_game)
	%Settings.pressed.connect(App.open_settings)
	%SavedGames.pressed.connect(App.open_saved_games)
	# Only a missing engine is news here; its version is on the settings screen.
	_engine_status.visible = not ClassDB.class_exists(&"GameSession")
	if _engine_status.visible:
		_engine_status.text = tr("The rules engine is not built (tools/build-extension).")
	_fill_catalogue()


## Adds the catalogue's next cards, until none is left.
func _process(_delta: float) -> void:
	_add_cards(LEAST_CARDS_A_FRAME)


## Whether every heading and game of the catalogue is shown.
func is_filled() -> bool:
	return _to_add.is_empty()


## "Continue: Čaturádží", the game the autosave holds; the plain words when it
## cannot be read.
func _continue_text() -> String:
	var entry := SavedGames.describe(App.AUTOSAVE)
	if entry["damaged"]:
		return tr("Continue the last game")
	var game := Catalogue.game(entry["catalogue_id"])
	if game.is_empty():
		game = Catalogue.game_of_engine(entry["game"])
	return tr("Continue: %s") % game.get("name", entry["game"])


## The catalogue's groups, each a heading and its games: the first at once,
## the rest over the next frames (`_add_cards`).
func _fill_catalogue() -> void:
	var games := Catalogue.games()
	var first := 0
	for group in Catalogue.groups():
		_to_add.append(group["name"])
		for game in games:
			if game["group"] == group["id"]:
				_to_add.append(game)
		if first == 0:
			first = _to_add.size()
	_add_cards(first, 0)


## Adds the next `least` headings and cards, and more while the frame has spent
## less than `budget_usec` on them; stops adding once the catalogue is whole.
func _add_cards(least: int, budget_usec := CARDS_BUDGET_USEC) -> void:
	var started := Time.get_ticks_usec()
	var added := 0
	while not _to_add.is_empty() and (added < least or Time.get_ticks_usec() - started < budget_usec):
		var next: Variant = _to_add.pop_front()
		_catalogue.add_child(_heading(next) if next is String else _game_card(next))
		added += 1
	set_process(not _to_add.is_empty())
	# The export test starts the built game with this flag and waits for the line.
	if _to_add.is_empty() and OS.get_cmdline_user_args().has("--report-ready"):
		print("raja: main menu ready with %d games" % _catalogue.get_child_count())


func _heading(text: String) -> Label:
	var heading := Label.new()
	heading.text = text
	heading.theme_type_variation = &"Heading"
	return heading


func _game_card(game: Dictionary) -> Button:
	var card := Button.new()
	card.name = "Game_" + game["id"]
	card.custom_minimum_size = Vector2(0, 64)
	card.disabled = not game["available"]
	card.pressed.connect(App.open_setup.bind(game["id"]))
	card.tooltip_text = game["line"]
	var box := VBoxContainer.new()
	box.set_anchors_and_offsets_preset(Control.PRESET_FULL_RECT, Control.PRESET_MODE_MINSIZE, 10)
	box.mouse_filter = Control.MOUSE_FILTER_IGNORE
	box.theme_type_variation = &"GapHairline"
	var title := Label.new()
	title.text = game["name"] if game["available"] else "%s · %s" % [game["name"], tr("coming soon")]
	# A game still to come reads muted, a size down.
	title.theme_type_variation = &"Lead" if game["available"] else &"MutedLabel"
	var line := Label.new()
	line.text = game["line"]
	line.autowrap_mode = TextServer.AUTOWRAP_WORD_SMART
	line.theme_type_variation = &"Caption"
	for label in [title, line]:
		label.mouse_filter = Control.MOUSE_FILTER_IGNORE
		box.add_child(label)
	card.add_child(box)
	# The card grows with its wrapped text.
	box.minimum_size_changed.connect(func() -> void: card.custom_minimum_size.y = maxf(64, box.get_combined_minimum_size().y + 20))
	return card
