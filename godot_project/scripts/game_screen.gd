extends PanelContainer
## A game in play, hot-seat: the board, a panel with the seats, dice and buttons.
## Board left and panel right in landscape; board on top in portrait.

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
	start(App.next_game_id, App.next_seed)
	_fit_layout()


## Starts a new game; shows the reason when the engine refuses.
func start(game_id: String, seed: int) -> void:
	if session.start(game_id, seed) != OK:
		_message.text = session.last_error
		return
	_title.text = game_id
	board.session = session
	_update_panel()


## Plays a move for the player to move (a tap on the board or the Pass button).
func play(move_text: String) -> void:
	if session.play(move_text) != OK:
		_message.text = session.last_error
		return
	board.refresh()
	board.show_last_move(move_text)
	_update_panel()


func _on_undo() -> void:
	if session.undo() == OK:
		board.refresh()
		_update_panel()


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
		_dice.text = "Dice: %s" % " ".join(PackedStringArray(Array(faces).map(str)))
	_pass.disabled = not session.legal_moves().has("pass")
	if state["over"]:
		_message.text = "Game over: %s" % str(state.get("reason", ""))
	else:
		_message.text = "%s to move" % state["to_move"].capitalize()


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
	name.text = ("▶ " if to_move else "   ") + army["army"].capitalize()
	name.size_flags_horizontal = Control.SIZE_EXPAND_FILL
	name.add_theme_font_size_override(&"font_size", 20)
	name.add_theme_color_override(&"font_color", Color(0.13, 0.12, 0.11))
	row.add_child(name)
	var points := Label.new()
	points.text = str(army["points"]) + ("" if army["state"] == "live" else "  (%s)" % army["state"])
	points.add_theme_font_size_override(&"font_size", 20)
	points.add_theme_color_override(&"font_color", Color(0.13, 0.12, 0.11))
	row.add_child(points)
	return row
