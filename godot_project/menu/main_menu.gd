extends PanelContainer
## Main menu: continue the last game, the catalogue in its three groups, saved
## games, settings.

@onready var _catalogue: VBoxContainer = %Catalogue
@onready var _continue: Button = %Continue
@onready var _engine_status: Label = %EngineStatus


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
	# The export test starts the built game with this flag and waits for the line.
	if OS.get_cmdline_user_args().has("--report-ready"):
		print("raja: main menu ready with %d games" % _catalogue.get_child_count())


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


func _fill_catalogue() -> void:
	var games := Catalogue.games()
	for group in Catalogue.groups():
		var heading := Label.new()
		heading.text = group["name"]
		heading.theme_type_variation = &"Heading"
		_catalogue.add_child(heading)
		for game in games:
			if game["group"] == group["id"]:
				_catalogue.add_child(_game_card(game))


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
