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
@onready var bot: Node = %Bot
@onready var board: BoardView = %Board
@onready var _layout: BoxContainer = %Layout
@onready var _title: Label = %Title
@onready var _seats: VBoxContainer = %Seats
@onready var _dice: Label = %Dice
@onready var _message: Label = %Message
@onready var _undo: Button = %Undo
@onready var _pass: Button = %Pass
@onready var _panel: PanelContainer = %Panel

## Per army, who plays it: {"kind": "human"} or {"kind": "bot", "level": n}.
var _seats_config: Array = []
var _turn_started_msec := 0
var _seats_seen := 0


func _ready() -> void:
	resized.connect(_fit_layout)
	board.move_chosen.connect(play)
	_undo.pressed.connect(_on_undo)
	_pass.pressed.connect(play.bind("pass"))
	%Menu.pressed.connect(_leave)
	bot.move_chosen.connect(_on_bot_move)
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
	_seats_config = App.next_game.get("seats", [])
	bot.seed = seed
	_show_game()
	_autosave()
	_next_turn()


## Continues the autosaved game. A save that cannot be read is set aside, with a
## message, and a new game starts instead.
func resume() -> void:
	if session.load(App.AUTOSAVE) == OK:
		var meta := App.read_autosave_meta()
		_seats_config = meta.get("seats", [])
		App.next_game["catalogue_id"] = meta.get("catalogue_id", "")
		_show_game()
		_next_turn()
		return
	var why: String = session.last_error
	App.set_aside(App.AUTOSAVE)
	start("chaturaji", randi())
	_message.text = tr("The saved game could not be read (%s); it was kept aside.") % why


## Plays a move for the player to move (a tap on the board, the Pass button or a bot).
func play(move_text: String) -> void:
	if session.play(move_text) != OK:
		_message.text = session.last_error
		return
	board.refresh()
	board.show_last_move(move_text)
	_update_panel()
	_autosave()
	_next_turn()


## Whether the army to move is played by a bot, and at which level (0: a human).
func bot_level_to_move() -> int:
	var state: Dictionary = session.state()
	if state.is_empty() or state["over"]:
		return 0
	var index := 0
	for army in state["armies"]:
		if army["army"] == state["to_move"]:
			break
		index += 1
	if index >= _seats_config.size():
		return 0
	var seat: Dictionary = _seats_config[index]
	return int(seat.get("level", 0)) if seat.get("kind") == "bot" else 0


## Hands the turn to the bot when a bot seat is to move; a human's turn waits for taps.
func _next_turn() -> void:
	var level := bot_level_to_move()
	board.input_enabled = level == 0
	if level == 0:
		return
	_turn_started_msec = Time.get_ticks_msec()
	bot.level = level
	if bot.think(session) != OK:
		board.input_enabled = true


func _on_bot_move(move_text: String) -> void:
	# A bot's move shows no sooner than two animation lengths after its turn
	# began, so players see it happen.
	var least := 2.0 * Settings.animation_seconds
	var waited := (Time.get_ticks_msec() - _turn_started_msec) / 1000.0
	if waited < least:
		await get_tree().create_timer(least - waited).timeout
		if not is_inside_tree() or bot.is_thinking():
			return
	play(move_text)


## Takes back the last move; against bots, back to the last human move.
func _on_undo() -> void:
	bot.cancel()
	if session.undo() != OK:
		return
	while bot_level_to_move() > 0 and session.state()["ply"] > 0:
		if session.undo() != OK:
			break
	board.refresh()
	_update_panel()
	_autosave()
	_next_turn()


func _leave() -> void:
	bot.cancel()
	App.open_menu()


func _show_game() -> void:
	var id: String = session.state()["game"]
	var entry := Catalogue.game(App.next_game.get("catalogue_id", id))
	_title.text = entry.get("name", id)
	board.session = session
	_update_panel()


func _autosave() -> void:
	if session.save(App.AUTOSAVE) != OK:
		_message.text = tr("The game could not be saved: %s") % session.last_error
		return
	App.write_autosave_meta({"seats": _seats_config, "catalogue_id": App.next_game.get("catalogue_id", "")})


func _fit_layout() -> void:
	var portrait := size.y > size.x
	_layout.vertical = portrait
	# In portrait the board takes what the panel leaves; in landscape they share.
	_panel.size_flags_vertical = Control.SIZE_FILL if portrait else Control.SIZE_EXPAND_FILL


func _update_panel() -> void:
	var state: Dictionary = session.state()
	_seats_seen = 0
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
	name.text = ("▶ " if to_move else "   ") + tr(army["army"].capitalize()) + _seat_kind(_seats_seen)
	_seats_seen += 1
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



func _seat_kind(index: int) -> String:
	if index >= _seats_config.size() or _seats_config[index].get("kind") != "bot":
		return ""
	return " · " + tr("Bot, level %d") % int(_seats_config[index].get("level", 1))
