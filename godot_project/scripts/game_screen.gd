extends PanelContainer
## A game in play, hot-seat: the board, a panel with the seats, dice and buttons.
## Board left and panel right in landscape; board on top in portrait. The game is
## saved after every move, so closing the app loses nothing.

## Why a game ended, by the engine's reason key.
const END_REASONS := {
	"chaturaji": "Čaturádží: one player took the three other kings.",
	"last-player": "Only one player is left.",
	"only-kings": "Only kings are left.",
	"ranking-fixed": "The ranking can no longer change.",
	"repetition": "The same position stood three times.",
	"fifty-moves": "Fifty moves by each player without a capture or a pawn move.",
	"no-moves": "No player can move.",
	"kings-captured": "Both enemy kings are taken.",
}

@onready var session: Node = %GameSession
@onready var board: BoardView = %Board
@onready var _layout: BoxContainer = %Layout
@onready var _title: Label = %Title
@onready var _seats: VBoxContainer = %Seats
@onready var _dice: Label = %Dice
@onready var _message: Label = %Message
@onready var _undo: Button = %Undo
@onready var _pass: Button = %Pass
@onready var _panel: PanelContainer = %Panel


func _ready() -> void:
	resized.connect(_fit_layout)
	board.move_chosen.connect(play)
	_undo.pressed.connect(_on_undo)
	_pass.pressed.connect(play.bind("pass"))
	%Menu.pressed.connect(App.open_menu)
	if App.next_game.get("resume", false):
		resume()
	else:
		start(App.next_game.get("engine_id", "chaturaji"), App.next_game.get("seed", 0))
	_fit_layout()


## Starts a new game; shows the reason when the engine refuses.
func start(game_id: String, seed: int) -> void:
	if session.start(game_id, seed) != OK:
		_message.text = session.last_error
		return
	_show_game()
	_autosave()


## Continues the autosaved game. A save that cannot be read is set aside, with a
## message, and a new game starts instead.
func resume() -> void:
	if session.load(App.AUTOSAVE) == OK:
		_show_game()
		return
	var why: String = session.last_error
	App.set_aside(App.AUTOSAVE)
	start("chaturaji", randi())
	_message.text = tr("The saved game could not be read (%s); it was kept aside.") % why


## Plays a move for the player to move (a tap on the board or the Pass button).
func play(move_text: String) -> void:
	if session.play(move_text) != OK:
		_message.text = session.last_error
		return
	board.refresh()
	board.show_last_move(move_text)
	_update_panel()
	_autosave()


func _on_undo() -> void:
	if session.undo() == OK:
		board.refresh()
		_update_panel()
		_autosave()


func _show_game() -> void:
	var id: String = session.state()["game"]
	var entry := Catalogue.game(App.next_game.get("catalogue_id", id))
	_title.text = entry.get("name", id)
	board.session = session
	_update_panel()


func _autosave() -> void:
	if session.save(App.AUTOSAVE) != OK:
		_message.text = tr("The game could not be saved: %s") % session.last_error


func _fit_layout() -> void:
	var portrait := size.y > size.x
	_layout.vertical = portrait
	# In portrait the board takes what the panel leaves; in landscape they share.
	_panel.size_flags_vertical = Control.SIZE_FILL if portrait else Control.SIZE_EXPAND_FILL


func _update_panel() -> void:
	var state: Dictionary = session.state()
	for child in _seats.get_children():
		child.queue_free()
	for army in state.get("armies", []):
		_seats.add_child(_seat_row(army, army["army"] == state["to_move"] and not state["over"]))
	var faces: Variant = state.get("dice")
	_dice.visible = faces != null
	if faces != null:
		_dice.text = tr("Dice: %s") % " ".join(PackedStringArray(Array(faces).map(str)))
	_pass.disabled = not session.legal_moves().has("pass")
	_undo.disabled = state["ply"] == 0
	if state["over"]:
		var reason: String = str(state.get("reason", ""))
		_message.text = tr("Game over.") + " " + tr(END_REASONS.get(reason, reason))
	else:
		_message.text = tr("%s to move") % tr(state["to_move"].capitalize())


func _seat_row(army: Dictionary, to_move: bool) -> Control:
	var row := HBoxContainer.new()
	row.add_theme_constant_override(&"separation", 10)
	var swatch := ColorRect.new()
	swatch.custom_minimum_size = Vector2(24, 24)
	swatch.color = BoardView.ARMY_COLOURS.get(army["army"], Color.GRAY)
	if army["grey"]:
		swatch.color = BoardView.GREY_TINT
	row.add_child(swatch)
	var name := Label.new()
	name.text = ("▶ " if to_move else "   ") + tr(army["army"].capitalize())
	name.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	name.add_theme_font_size_override(&"font_size", 20)
	row.add_child(name)
	var points := Label.new()
	points.text = tr_n("%d point", "%d points", army["points"]) % army["points"]
	if army["state"] != "live":
		points.text += "  (%s)" % tr(army["state"].capitalize())
	points.add_theme_font_size_override(&"font_size", 20)
	row.add_child(points)
	return row
