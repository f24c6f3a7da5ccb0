extends PanelContainer
## A game in play, hot-seat: the board, a panel with the seats, dice and buttons.
## Board left and panel right in landscape; board on top in portrait. The game is
## saved after every move, so closing the app loses nothing.
##
## No "offer a draw" button: no rule text of these games (docs/spec, docs/rules)
## lets players agree a draw; every draw they name (repetition, fifty
## moves, only kings, stalemate, nobody able to move) comes by itself, so there is
## nothing to claim either. The only agreement the rules know, Čaturanga's raja
## exchange, has its own buttons (ACTIONS).

## Held upright: the screen's height over its width from which the board goes on
## top (below it, side by side), and below which the panel takes two columns.
const PORTRAIT_RATIO := 1.2
const TWO_COLUMN_RATIO := 1.5
## The board's least side, in canvas units.
const MIN_BOARD := 240.0

## The width of a move list's column: a score sheet's, and a list whose entries
## carry their army's shape.
@export var move_column_width := 110
@export var marked_move_column_width := 136
## How narrow a marked column may become so that a whole round fits a row (three
## armies on a phone held sideways) rather than rows that break rounds.
@export var narrowest_marked_column := 112

## Haptic taps on a move and a capture (the player's setting), in milliseconds.
const HAPTIC_MOVE_MS := 20
const HAPTIC_CAPTURE_MS := 45

## Buttons for the rules' own actions, by the action's name (the part before ":").
const ACTIONS := {
	"offer": "Offer the exchange of rajas",
	"nooffer": "No exchange",
	"accept": "Accept the exchange",
	"decline": "Decline the exchange",
}

## How a die of the dice line fared, by GameSession.dice_turns' state.
const DIE_STATES := {
	"free": "To use this turn",
	"used": "Used",
	"lost": "Lost: the turn ended without it",
}
const DICE_TUMBLE_SECONDS := 0.5

## What the rules point out to the player to move, by the engine's notice key.
const NOTICES := {
	"bikjang": "bikjang: break the line between the generals, or pass",
}

## Why a game ended, by the engine's reason key.
const END_REASONS := {
	"chaturaji": "Čaturádží: one player took the three other kings, which scores at least 54 points.",
	"last-player": "Only one player is left.",
	"only-kings": "Only kings are left.",
	"ranking-fixed": "The ranking can no longer change.",
	"repetition": "The same position stood three times.",
	"fifty-moves": "Fifty moves by each player without a capture or a pawn move.",
	"seventy-moves": "Seventy moves by each player without a capture or a pawn move.",
	"fifty-moves-without-capture": "Fifty moves by each player without a capture.",
	"no-moves": "No player can move.",
	"kings-captured": "The enemy kings are taken.",
	"opponents-out": "Both opponents are out of the game.",
	"checkmate": "Checkmate.",
	"stalemate": "Stalemate.",
	"insufficient-material": "Insufficient material: neither side can mate.",
	"king-captured": "A king was taken.",
	"king-exploded": "A king exploded.",
	"no-pieces-or-moves": "A player with no piece or no move left wins.",
	"resignation": "A player resigned.",
	"decisive-lead": "One of the last two leads by more than 20 points.",
	"bare-king": "A king was left alone on the board.",
	"counting": "The count ran out: the game is drawn.",
	"perpetual-check": "Perpetual check: the player who checked with every move lost.",
	"fourfold-repetition": "The same position stood four times.",
	"pawn-drop-mate": "A dropped pawn gave mate, which is forbidden: its player lost.",
	"bikjang": "Bikjang: the generals faced each other and the player to move passed; decided on points.",
	"both-passed": "Both players passed one after the other; decided on points.",
	"repetition-on-points": "The same position stood three times; decided on points.",
	"move-rule-on-points": "Fifty moves by each player without a capture; decided on points.",
}

@onready var session: Node = %GameSession
@onready var bot: Node = %Bot
## Level 5, thinking for the human to move when asked for a hint.
@onready var hint_bot: Node = %HintBot
@onready var board: BoardView = %Board
@onready var _layout: BoxContainer = %Layout
@onready var _title: Label = %Title
@onready var _seats: VBoxContainer = %Seats
@onready var _dice: VBoxContainer = %Dice
@onready var _message: Label = %Message
@onready var _undo: Button = %Undo
@onready var _hint: Button = %Hint
@onready var _pass: Button = %Pass
@onready var _panel: PanelContainer = %Panel
@onready var _moves: ItemList = %Moves
@onready var _live: Button = %Live
@onready var _game_over: Control = %GameOverLayer
@onready var dialog: ChoiceDialog = %Dialog

## The session's state as it last told it (`GameSession.state_changed`): the
## screen reacts to the session's signals instead of asking again (`_follow_session`).
var _state: Dictionary = {}
## Per army, who plays it: {"kind": "human"} or {"kind": "bot", "level": n}.
var _seats_config: Array = []
var _turn_started_msec := 0
## The seat rows by army, and the team headers by their first army: made once
## a game (`_build_seats`), filled after every move (`_update_seats`).
var _seat_rows := {}
## The game's clock (two-player games, when the setup chose one), and the
## army whose time ran out.
var _clock := GameClock.of("none", [])
var _flagged := ""
## A layout fit waits for the end of the frame (`_queue_fit`).
var _fit_queued := false
var _team_headers := {}
## What the seats count (`_state["scoring"]`).
var _scoring := "points"
## While looking back: a session holding an earlier position of the game.
var _past: Node = null
## The human army that moved last, for the pass-the-device screen.
var _last_human := ""
## The player chose to let the bots finish once no human was left.
var _bots_finish := false
## Holds a bot's move back until players can see it happen (`_on_bot_move`): a
## child, so it goes with the screen and nothing waits on after it.
var _bot_move_delay: Timer
## Counts the bot moves held back and the cancels, so a held move that was
## cancelled (undo, leaving) is dropped when its wait ends.
var _bot_moves_held := 0
## The dice of the turn in progress tumble until then (Time.get_ticks_msec()).
var _tumble_until_msec := 0
## The pocket rows above and below the board (games with drops).
var _pockets: Array[PocketView] = []
## The move list reads in pairs, white's move and black's (chess's SAN).
var _moves_in_pairs := false
## The move list's entries as last written, and what else shaped their texts (the
## numbering, the first ply, whose eyes in fog): `_fill_moves` appends to them
## while both still hold, so a long game does not rewrite its whole list per move.
var _moves_written := PackedStringArray()
var _moves_shape := ""
## A row's height in the move list as measured, and the shape it was measured for.
var _row_pitch := 0.0
var _row_pitch_of := ""
## The autosave's description as this screen last wrote it (`_autosave`).
var _autosave_meta := {}
## The move the pass button plays now ("pass", Janggi's "e2e2"), or "".
var _pass_move := ""
## Whether the game lets a player pass a move (Janggi): the button stays.
var _passing := false


func _ready() -> void:
	_bot_move_delay = Timer.new()
	_bot_move_delay.one_shot = true
	add_child(_bot_move_delay)
	for changed: Signal in [resized, _layout.resized, _panel.minimum_size_changed]:
		changed.connect(_queue_fit)
	%MovesArea.resized.connect(_fit_moves_area)
	board.move_chosen.connect(play)
	board.choice_needed.connect(_choose_promotion)
	_undo.pressed.connect(_on_undo)
	_pass.pressed.connect(_on_pass)
	_hint.pressed.connect(_ask_hint)
	hint_bot.move_chosen.connect(_show_hint)
	%Resign.pressed.connect(_on_resign)
	%Menu.pressed.connect(_open_menu)
	bot.move_chosen.connect(_on_bot_move)
	session.dice_thrown.connect(_on_dice_thrown)
	session.move_played.connect(_on_move_played)
	session.state_changed.connect(_on_state_changed)
	_moves.item_selected.connect(_look_back)
	_moves.resized.connect(_fit_move_columns)
	_live.pressed.connect(_back_to_live)
	%Rematch.pressed.connect(_rematch)
	%CopyRecord.pressed.connect(_copy_record)
	%ViewBoard.pressed.connect(func() -> void: _game_over.visible = false)
	%OverMenu.pressed.connect(_leave)
	board.animation_seconds = Settings.animation_seconds
	if App.next_game.get("resume", false):
		resume()
	else:
		start(App.next_game.get("engine_id", "chaturaji"), App.next_game.get("seed", 0))
	_fit_layout()


## The clock runs: its rows show the time left, and a time run out loses.
func _process(_delta: float) -> void:
	if _clock.running == "":
		return
	for army in _clock.left:
		var row: SeatRow = _seat_rows.get(army)
		if row != null:
			row.show_clock(_clock.text(army), _clock.is_low(army))
	var out := _clock.flagged()
	if out != "":
		_on_time_out(out)


## `army`'s time ran out: it loses, as if it resigned, and the result says why.
func _on_time_out(army: String) -> void:
	_clock.stop()
	_cancel_bot()
	_drop_hint()
	dialog.cancel()
	_back_to_live()
	_flagged = army  # before the signals: the result names it
	if session.resign(army) != OK:
		_flagged = ""
		_message.text = Failures.of(session)


## The armies of the game, by name.
func _army_names_in_play() -> Array:
	return _state.get("armies", []).map(func(a: Dictionary) -> String: return a["army"])


## Starts a new game; shows the reason when the engine refuses. `App.next_game`
## may name the first dice faces ("rolls"), for replays of scripted games, or a
## position to start from ("fen": tests and screenshots).
func start(game_id: String, seed: int) -> void:
	var number: int = App.next_game.get("start_number", -1)
	var swaps: int = App.next_game.get("swaps", 0)
	var rolls := PackedInt32Array(App.next_game.get("rolls", []))
	var fen: String = App.next_game.get("fen", "")
	var started: int
	if fen != "":
		started = session.start_from_fen(game_id, fen)
	elif number >= 0:
		started = session.start_numbered(game_id, number)
	elif swaps != 0:
		started = session.start_arranged(game_id, swaps)
	elif not rolls.is_empty():
		started = session.start_with_rolls(game_id, seed, rolls)
	else:
		started = session.start(game_id, seed)
	if started != OK:
		_message.text = Failures.of(session)
		return
	_seats_config = App.next_game.get("seats", [])
	_clock = GameClock.of(App.next_game.get("clock", "none"), _army_names_in_play())
	bot.seed = seed
	_show_game()
	_autosave()
	_next_turn()
	_follow_session()


## Continues a saved game: the autosave, or the save at `App.next_game.path`, which
## becomes the game in progress. An autosave that cannot be read is set aside, with
## a message, and a new game starts instead; another save is left where it is.
func resume() -> void:
	var path: String = App.next_game.get("path", App.AUTOSAVE)
	if session.load(path) == OK:
		var meta := SavedGames.read_description(path)
		_seats_config = meta.get("seats", [])
		_clock = GameClock.from_saved(meta.get("clock"), _army_names_in_play())
		App.next_game["catalogue_id"] = meta.get("catalogue_id", "")
		_show_game()
		if path != App.AUTOSAVE:
			_autosave()
		_next_turn()
		_follow_session()
		return
	var why := Failures.of(session)
	if path == App.AUTOSAVE:
		App.set_aside(App.AUTOSAVE)
	start("chaturaji", randi())
	if path == App.AUTOSAVE:
		_message.text = tr("The saved game could not be read; it was kept aside.") + " " + why
	else:
		_message.text = tr("The saved game could not be read; it was kept.") + " " + why


## Plays a move for the player to move (a tap on the board, the Pass button or
## a bot). The session's signals tell the rest: what the move did
## (`_on_move_played`), the new state (`_on_state_changed`), the next turn.
func play(move_text: String) -> void:
	if board.begin_second_part(move_text):
		return  # the duck is still to be placed: both parts are played together
	_drop_hint()
	_back_to_live()  # the board shows the live game again, and follows it
	if session.play(move_text) != OK:
		_message.text = Failures.of(session)


## From the first turn on, the screen follows the session: a new state redraws
## the panel and is saved (`_on_state_changed`), a new turn is handed to its
## player (`_next_turn`), the end shows the result (`_end_game`).
func _follow_session() -> void:
	if not session.turn_changed.is_connected(_on_turn_changed):
		session.turn_changed.connect(_on_turn_changed)
		session.game_over.connect(_on_game_over)


func _on_state_changed(state: Dictionary) -> void:
	_state = state
	if session.turn_changed.is_connected(_on_turn_changed):
		_update_panel()
		_autosave()


func _on_turn_changed(_army: String) -> void:
	_next_turn()


func _on_game_over(_final: Dictionary) -> void:
	_end_game()


## What a move did, told by the session as it is played (`move_played`): its
## sound (a check, a capture or an explosion, a plain move), and the board
## slides the piece and marks the squares.
func _on_move_played(move: Dictionary) -> void:
	var took: bool = not move.get("captures", []).is_empty() or not move.get("blasts", []).is_empty()
	var checks: bool = move.get("check", false)
	Sounds.play("check" if checks else "capture" if took else "move")
	if Settings.haptics:
		Input.vibrate_handheld(HAPTIC_CAPTURE_MS if took else HAPTIC_MOVE_MS)
	board.show_last_move(move, true)


## Whether the army to move is played by a bot, and at which level (0: a human).
func bot_level_to_move() -> int:
	var state: Dictionary = _state
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
	var state: Dictionary = _state
	if state["over"]:
		_end_game()
		return
	_clock.begin_turn(state["to_move"])
	if level == 0:
		if Settings.board_rotation == "turn":
			board.quarter_turns = board.turns_for(state["to_move"])
		if _passes_the_device(state["to_move"]):
			await _hide_board_until_passed(state["to_move"])
			_show_board_again()
		_look_through(_viewer())  # only now: the next player may be looking
		return
	_look_through(_viewer())
	if _humans_seated() and not _humans_in_play() and not _bots_finish:
		board.input_enabled = false
		var choice: int = await dialog.ask(tr("No human is playing any more"), tr("Let the bots finish the game, or end it here?"), [{"text": tr("Let the bots finish")}, {"text": tr("End the game")}])
		if choice == 1:
			_leave()
			return
		_bots_finish = true
	_turn_started_msec = Time.get_ticks_msec()
	bot.level = level
	if bot.think(session) != OK:
		board.input_enabled = true
		return
	_show_thinking(state["to_move"])


## The game is over: the clock stops, the fog lifts, the result shows.
func _end_game() -> void:
	board.input_enabled = false
	_clock.stop()
	_look_through("")  # the fog lifts
	_show_game_over()


## While a bot searches: "thinking…" in its seat's row and in the message line.
func _show_thinking(army: String) -> void:
	var row: SeatRow = _seat_rows.get(army)
	if row != null:
		row.show_thinking(true)
	_message.text = tr("%s is thinking…") % tr(army.capitalize()) + _count_text(_state) + _notice_text(_state)


func _on_bot_move(move_text: String) -> void:
	# A bot's move shows no sooner than two animation lengths after its turn
	# began, so players see it happen.
	var least := 2.0 * Settings.animation_seconds
	var waited := (Time.get_ticks_msec() - _turn_started_msec) / 1000.0
	# Nor while its dice still tumble: at most the tumble's length more.
	var tumbling := (_tumble_until_msec - Time.get_ticks_msec()) / 1000.0
	var wait := maxf(least - waited, tumbling)
	if wait > 0.0:
		_bot_moves_held += 1
		var held := _bot_moves_held
		_bot_move_delay.start(wait)
		await _bot_move_delay.timeout
		if held != _bot_moves_held or bot.is_thinking():
			return
	play(move_text)


## Stops the bot: its search, and a move of it still held back.
func _cancel_bot() -> void:
	bot.cancel()
	_bot_move_delay.stop()
	_bot_moves_held += 1


## Takes back the last move; against bots, back to the last human move.
func _on_undo() -> void:
	_cancel_bot()
	_drop_hint()
	_back_to_live()
	# The result goes before the signals hand the turn back.
	var was_over := _game_over.visible
	_game_over.visible = false
	if session.undo_until(_human_armies()) != OK:
		_game_over.visible = was_over
		return
	_flagged = ""


## The hint: level 5 thinks for the human to move, and the board marks its move.
func _ask_hint() -> void:
	if _live.visible:
		_back_to_live()
	if hint_bot.think(session) == OK:
		_hint.disabled = true


func _show_hint(move_text: String) -> void:
	_hint.disabled = false
	board.show_hint(move_text)
	if move_text == _pass_move:
		_message.text = tr("Hint: pass")


## Forgets the hint asked for: its search, and its mark on the board.
func _drop_hint() -> void:
	hint_bot.cancel()
	board.show_hint("")


## The pass button: the rest of a dice turn, or Janggi's pass.
func _on_pass() -> void:
	if _pass_move != "":
		play(_pass_move)


## The player to move gives up, after a confirmation: the army turns grey.
func _on_resign() -> void:
	var army: String = _state["to_move"]
	var name := tr(army.capitalize())
	var choice: int = await dialog.ask(tr("Resign?"), tr("%s gives up the game.") % name, [{"text": tr("Resign")}, {"text": tr("Cancel"), "cancel": true}])
	if choice != 0:
		return
	_drop_hint()
	Sounds.play("end")
	if session.resign(army) != OK:
		_message.text = Failures.of(session)


## Ctrl+Z on a desktop (`ui_undo`) takes a move back as the Undo button does,
## while no question is open.
func _unhandled_input(event: InputEvent) -> void:
	if event.is_action_pressed(&"ui_undo") and not dialog.visible and _undo.visible and not _undo.disabled:
		get_viewport().set_input_as_handled()
		_on_undo()


## The arrow keys on a desktop browse the moves as taps on the list do, whatever
## has the focus (a clicked button keeps it, and would take the arrows to move
## it): Left one move back, Right one forward (onto the last move: back to the
## game), Home the first move, End the game as it stands.
func _input(event: InputEvent) -> void:
	if dialog.visible or _game_over.visible or not _moves.is_visible_in_tree():
		return
	var step := 0
	if event.is_action_pressed(&"ui_left", true):
		step = -1
	elif event.is_action_pressed(&"ui_right", true):
		step = 1
	elif event.is_action_pressed(&"ui_home"):
		step = -_moves.item_count
	elif event.is_action_pressed(&"ui_end"):
		step = _moves.item_count
	if step != 0 and _browse(step):
		get_viewport().set_input_as_handled()


## Looks `step` moves back (negative) or forward from the position shown, within
## the moves listed; forward to the last move is the game as it stands. False
## when there is nowhere to go.
func _browse(step: int) -> bool:
	var playable := range(_moves.item_count).filter(func(item: int) -> bool: return _moves.get_item_metadata(item) >= 0)
	if playable.is_empty():
		return false
	var selected := _moves.get_selected_items()
	var last := playable.size() - 1
	# Live, the board shows the position after the last move.
	var shown: int = playable.find(selected[0]) if _live.visible and not selected.is_empty() else last
	var target := clampi(shown + step, 0, last)
	if target == last:
		if not _live.visible:
			return false
		_back_to_live()
		return true
	if target == shown:
		return false
	_moves.select(playable[target])
	_moves.ensure_current_is_visible()
	_look_back(playable[target])
	return true


## The system's back (`App.go_back`), one step at a time: the open question is
## cancelled, the result closed to view the board, the picked piece put down,
## the look back ended; then the game's menu opens (it asks before leaving).
func go_back() -> void:
	if dialog.visible:
		dialog.cancel()
	elif _game_over.visible:
		_game_over.visible = false
	elif board.deselect():
		pass
	elif _live.visible:
		_back_to_live()
	else:
		_open_menu()


## The game's menu: save the game under a name, leave for the main menu, or read
## the rules or change the settings and come back to the game.
func _open_menu() -> void:
	if dialog.visible:
		return  # another question is open; it is answered first
	var options := [{"text": tr("Save game")}, {"text": tr("Main menu")}, {"text": tr("Rules")}, {"text": tr("Settings")},
		{"text": tr("Flip the board")}, {"text": tr("Back to the game"), "cancel": true}]
	match await dialog.ask(tr("Menu"), "", options):
		0:
			_save_game()
		1:
			_leave()
		2:
			_visit(App.open_rules.bind(_catalogue_id()))
		3:
			_visit(App.open_settings)
		4:
			board.quarter_turns += 2


## Saves the game as a new entry of the saved games, named by the player.
func _save_game() -> void:
	var suggested := "%s %s" % [_title.text, SavedGames.local_time(int(Time.get_unix_time_from_system()))]
	var index: int = await dialog.ask_text(tr("Save game"), suggested, tr("Save"), tr("Cancel"))
	var name := dialog.text_answer(index)
	if name == "":
		return
	var error := SavedGames.save(session, name, _seats_config, App.next_game.get("catalogue_id", ""))
	_message.text = tr("Saved as “%s”.") % name if error == "" else tr("The game could not be saved.") + " " + error


## The catalogue entry of this game (a game started without one: its engine's).
func _catalogue_id() -> String:
	var id: String = App.next_game.get("catalogue_id", "")
	return id if id != "" else Catalogue.game_of_engine(_state.get("game", "")).get("id", "chaturaji")


## Leaves for a screen that comes back to this game: saved first, then resumed.
func _visit(open: Callable) -> void:
	_cancel_bot()
	_autosave()
	open.call()


func _leave() -> void:
	_cancel_bot()
	App.open_menu()


func _show_game() -> void:
	var id: String = _state["game"]
	var entry := Catalogue.game(App.next_game.get("catalogue_id", id))
	if entry.is_empty():  # opened without its entry (a mode's id, none): the entry playing it
		entry = Catalogue.game_of_engine(id)
	_title.text = entry.get("name", id) + _start_label(id)
	board.session = session
	var home := _home_army()
	if home != "":
		board.quarter_turns = board.turns_for(home)
		# A board too large for the screen opens on the player's own side.
		board.focus_on.call_deferred(home)
	if _state.get("pockets") is Dictionary and _pockets.is_empty():
		_pockets = PocketView.around(board)
	_passing = board.game_board().get("passing", false)
	# The move list's army marks are drawn now, with the screen, rather than in
	# the frame of each army's first move.
	if _state["armies"].size() > 2:
		for army in _army_names_in_play():
			ArmyMark.icon(army, get_theme_color(&"outline", &"ArmySwatch"))
	_update_panel()
	_fit_layout()


## Saves the game in progress after each change. The disk's part runs off the
## frame (GameSession.save_in_background); what is handed over is written before
## the app closes or goes to the background (_notification), and when the session
## is freed with the screen.
func _autosave() -> void:
	if session.save_in_background(App.AUTOSAVE) != OK:
		_message.text = tr("The game could not be saved.") + " " + Failures.of(session)
		return
	var meta := {"seats": _seats_config, "catalogue_id": App.next_game.get("catalogue_id", ""), "clock": _clock.to_saved()}
	# The description changes with the seats or the clock, not with every move:
	# written on the main thread, it is written only when it changed.
	if meta != _autosave_meta:
		App.write_autosave_meta(meta)
		_autosave_meta = meta.duplicate(true)


func _notification(what: int) -> void:
	if what in [NOTIFICATION_WM_CLOSE_REQUEST, NOTIFICATION_APPLICATION_PAUSED] and is_instance_valid(session):
		if session.finish_saves() != OK:
			printerr("raja: the autosave failed: %s" % session.last_error)


## Fits the layout once, at the end of the frame, however many sizes changed.
func _queue_fit() -> void:
	if not _fit_queued:
		_fit_queued = true
		_fit_layout.call_deferred()


## The screen's shape decides the layout (docs/screens.md, "Shapes of screen"):
## held upright, the board on top at its full width and the panel below taking
## the rest, in two columns (seats beside the moves) when the screen is too
## squat for one (a tablet); held sideways or square, the board left and the
## panel right.
func _fit_layout() -> void:
	_fit_queued = false
	# Before its first layout (from _ready) the screen has no size yet: it will
	# fill the window, so the window's shape decides, and the board is laid
	# out and drawn once, at its size, instead of a first time in a wrong shape.
	var whole := size if size != Vector2.ZERO else get_viewport_rect().size
	var portrait := whole.y >= whole.x * PORTRAIT_RATIO
	_layout.vertical = portrait
	%Body.vertical = not (portrait and whole.y < whole.x * TWO_COLUMN_RATIO)
	# The board, or the column that holds it between its pocket rows.
	var area: Control = board.get_parent() if board.get_parent() is PocketView.BoardColumn else board
	if not portrait:
		area.size_flags_vertical = Control.SIZE_EXPAND_FILL
		area.custom_minimum_size = Vector2(MIN_BOARD, MIN_BOARD)
		return
	# Upright: the board as tall as its width asks, as long as the panel keeps
	# its least height; the panel (its move list) has the rest.
	area.size_flags_vertical = Control.SIZE_FILL
	var inner := _layout.size if _layout.size != Vector2.ZERO else _inner_size(whole)
	var panel_least := _panel.get_combined_minimum_size().y + _layout.get_theme_constant(&"separation")
	var wanted: float = area.height_for_width(inner.x)
	area.custom_minimum_size = Vector2(0, clampf(wanted, MIN_BOARD, maxf(MIN_BOARD, inner.y - panel_least)))


## What the layout will have of a screen `whole` in size, within the screen's
## panel and margins.
func _inner_size(whole: Vector2) -> Vector2:
	var margin: MarginContainer = _layout.get_parent()
	var margins := Vector2(margin.get_theme_constant(&"margin_left") + margin.get_theme_constant(&"margin_right"),
		margin.get_theme_constant(&"margin_top") + margin.get_theme_constant(&"margin_bottom"))
	return whole - margins - get_theme_stylebox(&"panel").get_minimum_size()


## The move list shows whole rows: as many as its area holds, never a row cut
## in half at its top or bottom (the list, clipped, stands inside its frame's
## padding, where no row may show); the area's remainder stays empty below it.
func _fit_moves_area() -> void:
	var area: Control = %MovesArea
	var frame: PanelContainer = %MovesFrame
	var padding := frame.get_theme_stylebox(&"panel").get_minimum_size().y
	var pitch := _move_row_pitch()
	var rows := maxi(1, int((area.size.y - padding) / pitch))
	frame.position = Vector2.ZERO
	frame.size = Vector2(area.size.x, minf(area.size.y, rows * pitch + padding))


## The height a row of the move list takes, separation included: as the list
## lays its rows out, once it has two (then kept while the list's entries keep
## their shape: measuring lays the whole list out); before, from its font and icons.
func _move_row_pitch() -> float:
	if _row_pitch > 0.0 and _row_pitch_of == _moves_shape:
		return _row_pitch
	_moves.force_update_list_size()
	if _moves.item_count > 1:
		var first := _moves.get_item_rect(0).position.y
		for i in range(1, _moves.item_count):
			var top := _moves.get_item_rect(i).position.y
			if top > first:
				_row_pitch = top - first
				_row_pitch_of = _moves_shape
				return _row_pitch
	var font := _moves.get_theme_font(&"font")
	var text := font.get_height(_moves.get_theme_font_size(&"font_size"))
	var icon := float(ArmyMark.ICON_SIDE) if not _moves_in_pairs else 0.0
	return ceilf(maxf(text, icon)) + _moves.get_theme_constant(&"v_separation")


func _update_panel() -> void:
	var state: Dictionary = _state
	_scoring = state.get("scoring", "points")
	_update_seats(state)
	board.turn_army = "" if state["over"] else state["to_move"]
	_update_dice(state)
	var legal: Array = session.move_options()
	# Dice games pass the rest of a turn; Janggi's player may pass a move.
	_pass_move = str(state.get("pass_move", ""))
	_pass.visible = state.get("dice") != null or not session.dice_turns(1).is_empty() or _passing
	_pass.disabled = _pass_move == "" or bot_level_to_move() > 0
	_hint.disabled = state["over"] or bot_level_to_move() > 0 or hint_bot.is_thinking()
	%Resign.disabled = state["over"] or bot_level_to_move() > 0
	_fill_actions(legal)
	_fill_moves()
	_undo.disabled = state["ply"] == 0
	if state["over"]:
		var reason: String = str(state.get("reason", ""))
		_message.text = tr("Game over.") + " " + tr(END_REASONS.get(reason, reason))
	else:
		_message.text = tr("%s to move") % tr(state["to_move"].capitalize()) + _placing_text(state, legal) + _count_text(state) + _notice_text(state)


## What the rules point out to the player to move (Janggi's bikjang): " · …".
func _notice_text(state: Dictionary) -> String:
	var notice: String = str(state.get("notice", ""))
	return " · " + tr(NOTICES.get(notice, notice)) if notice != "" else ""


## While every legal move places a piece from the hand (Sittuyin's setup): " · place a piece".
func _placing_text(state: Dictionary, legal: Array) -> String:
	if not state.has("pockets") or legal.is_empty() or legal.any(func(m: Dictionary) -> bool: return m["drop"] == ""):
		return ""
	return " · " + tr("place a piece from your hand")


## A running count towards a draw (Makruk), in moves: " · Count: 5 of 16".
func _count_text(state: Dictionary) -> String:
	var count: Variant = state.get("count")
	if count is not Dictionary:
		return ""
	var moves := (int(count["plies"]) + 1) / 2
	return " · " + tr("Count: %d of %d moves") % [moves, int(count["limit"]) / 2]


## What a seat's number says: points, coins (Seasons chess), or nothing (chess).
func _tally(army: Dictionary) -> String:
	match _scoring:
		"coins":
			return tr_n("%d coin", "%d coins", absi(army["coins"])) % army["coins"]
		"nothing":
			return ""
	return tr_n("%d point", "%d points", army["points"]) % army["points"]


## In a game of two that keeps no score and has no pockets (chess and its kin),
## each seat shows the pieces it is ahead by.
func _show_material(state: Dictionary) -> void:
	var armies: Array = state.get("armies", [])
	if armies.size() != 2 or _scoring != "nothing" or state.get("pockets") is Dictionary:
		return
	var names: Array = armies.map(func(a: Dictionary) -> String: return a["army"])
	var ahead := CapturedPieces.balance(session.pieces(), names, session.piece_letters().map(func(e: Dictionary) -> String: return e["piece"]))
	var values: Dictionary = session.piece_values()
	var lead := CapturedPieces.worth(ahead[names[0]], values) - CapturedPieces.worth(ahead[names[1]], values)
	for i in 2:
		_seat_rows[names[i]].show_captured(board, names[1 - i], ahead[names[i]], lead if i == 0 else -lead)


## The seat rows afresh for this game: in a game of teams, partners together
## under a header that names the team and its points.
func _build_seats(state: Dictionary) -> void:
	# Out of the container at once, so no row of the last game lingers a frame.
	for child in _seats.get_children():
		_seats.remove_child(child)
		child.queue_free()
	_seat_rows = {}
	_team_headers = {}
	var groups: Array = []
	if state.get("teams") is Array:
		for team: Dictionary in state["teams"]:
			groups.append(team["armies"])
	else:
		for army: Dictionary in state.get("armies", []):
			groups.append([army["army"]])
	for group: Array in groups:
		var parent: Container = _seats
		if group.size() > 1:
			var box := VBoxContainer.new()
			box.name = "Team_" + "_".join(group)
			box.theme_type_variation = &"GapHairline"
			var header := Label.new()
			header.name = "Header"
			header.theme_type_variation = &"MutedLabel"
			box.add_child(header)
			_team_headers[group[0]] = header
			_seats.add_child(box)
			parent = box
		for army: String in group:
			var row := SeatRow.make()
			row.name = "Seat_" + army
			parent.add_child(row)
			_seat_rows[army] = row


## Fills the seat rows: names, who plays them, scores, the seat to move, and
## each team's points.
func _update_seats(state: Dictionary) -> void:
	var armies: Array = state.get("armies", [])
	if _seat_rows.size() != armies.size() or not armies.all(func(a: Dictionary) -> bool: return _seat_rows.has(a["army"])):
		_build_seats(state)
	for i in armies.size():
		var army: Dictionary = armies[i]
		var score := _tally(army)
		if army["state"] != "live":
			score += "  (%s)" % tr(army["state"].capitalize())
		var to_move: bool = army["army"] == state["to_move"] and not state["over"]
		var row: SeatRow = _seat_rows[army["army"]]
		row.show_seat(army["army"], army["grey"], tr(army["army"].capitalize()) + _seat_kind(i), score, to_move)
		row.show_thinking(false)
		row.show_clock(_clock.text(army["army"]) if _clock.is_on() else "", _clock.is_on() and _clock.is_low(army["army"]))
	_show_material(state)
	if state.get("teams") is Array:
		for team: Dictionary in state["teams"]:
			var names := " + ".join(_army_names(team["armies"]))
			var points := "" if _scoring != "points" else " · " + tr_n("%d point", "%d points", team["points"]) % team["points"]
			_team_headers[team["armies"][0]].text = tr("Team %s") % names + points


## The dice line: this turn's dice (faded when used, struck through when lost), and
## below them the turns of the others since this army's last turn. Its rows are
## made with the first dice and filled again after every move.
func _update_dice(state: Dictionary) -> void:
	var turns: Array = session.dice_turns(state.get("armies", []).size())
	_dice.visible = not turns.is_empty() and not state["over"]
	if not _dice.visible:
		return
	var current: Dictionary = turns.back()
	var earlier := []
	for turn in turns.slice(0, turns.size() - 1):
		earlier.append(turn)
		if turn["army"] == current["army"]:
			earlier.clear()  # from here on, what happened since this army last threw
	var titles := {}
	for die_state: String in DIE_STATES:
		titles[die_state] = tr(DIE_STATES[die_state])
	var row: DiceRow = _dice.get_node_or_null("Current")
	if row == null:
		row = DiceRow.current()
		_dice.add_child(row)
	var tumbling := Time.get_ticks_msec() < _tumble_until_msec
	row.show_dice(current["dice"], 40, titles, _die_range() if tumbling else PackedInt32Array())
	_show_earlier_dice(earlier, titles)


## The turns of the others since the army to move last threw, each after its
## army's swatch, under "Earlier:" (hidden while there are none).
func _show_earlier_dice(earlier: Array, titles: Dictionary) -> void:
	var others: HFlowContainer = _dice.get_node_or_null("Earlier")
	if others == null:
		if earlier.is_empty():
			return
		others = HFlowContainer.new()
		others.name = "Earlier"
		others.theme_type_variation = &"GapLarge"
		var since := Label.new()
		since.text = tr("Earlier:")
		since.theme_type_variation = &"Caption"
		others.add_child(since)
		_dice.add_child(others)
	others.visible = not earlier.is_empty()
	var groups: Array[DiceRow] = []
	for child in others.get_children():
		if child is DiceRow:
			groups.append(child)
	for i in range(earlier.size(), groups.size()):
		others.remove_child(groups[i])
		groups[i].queue_free()
	# The rows kept take their new armies' names in two steps, so that no row
	# takes a name another still holds (Godot would rename it).
	for i in mini(earlier.size(), groups.size()):
		if groups[i].name != "Turn_%s" % earlier[i]["army"]:
			groups[i].name = "Turn%d" % i
	for i in earlier.size():
		var turn: Dictionary = earlier[i]
		var group: DiceRow
		if i < groups.size():
			group = groups[i]
			if group.name != "Turn_%s" % turn["army"]:
				group.show_army(turn["army"])
		else:
			group = DiceRow.earlier(turn["army"])
			others.add_child(group)
		group.show_dice(turn["dice"], 28, titles)


## The faces of this game's die, for a tumble: those seen so far in the game.
func _die_range() -> PackedInt32Array:
	var faces := PackedInt32Array()
	for turn in session.dice_turns(64):
		for die in turn["dice"]:
			if not faces.has(die["face"]):
				faces.append(die["face"])
	return faces if faces.size() > 1 else PackedInt32Array([1, 2, 3, 4, 5, 6])


## New dice tumble for half a second; the board shows what they move after. Nothing
## waits for it: the bot thinks meanwhile and the board takes taps.
func _on_dice_thrown(_army: String, _faces: PackedInt32Array) -> void:
	Sounds.play("dice")
	if Settings.animation_seconds <= 0.0 or DisplayServer.get_name() == "headless":
		return
	_tumble_until_msec = Time.get_ticks_msec() + int(DICE_TUMBLE_SECONDS * 1000.0)
	board.dice_hints_visible = false
	get_tree().create_timer(DICE_TUMBLE_SECONDS).timeout.connect(_end_tumble)


func _end_tumble() -> void:
	if not is_inside_tree() or Time.get_ticks_msec() < _tumble_until_msec:
		return  # a newer throw tumbles on
	board.dice_hints_visible = true
	_update_dice(_state)


func _seat_kind(index: int) -> String:
	if index >= _seats_config.size() or _seats_config[index].get("kind") != "bot":
		return ""
	return " · " + tr("Bot, level %d") % int(_seats_config[index].get("level", 1))


## One button per action the rules offer now (an exchange offer, its answer),
## among the `legal` moves (`GameSession.move_options`); the buttons stay while
## the same actions are offered.
func _fill_actions(legal: Array) -> void:
	var actions: HFlowContainer = %Actions
	var offered := legal.filter(func(move: Dictionary) -> bool: return move["action"] != "")
	var texts := offered.map(func(move: Dictionary) -> String: return move["text"])
	var shown := actions.get_children().map(func(button: Button) -> String: return button.get_meta(&"move", ""))
	if texts != shown:
		for child in actions.get_children():
			actions.remove_child(child)
			child.queue_free()
		for move: Dictionary in offered:
			var button := Button.new()
			button.name = "Action_" + move["text"].replace(":", "_")
			button.set_meta(&"move", move["text"])
			var kind: String = move["action"]
			button.text = tr(ACTIONS.get(kind, kind))
			button.custom_minimum_size = Vector2(0, 48)
			button.pressed.connect(play.bind(move["text"]))
			actions.add_child(button)
	for button: Button in actions.get_children():
		button.disabled = bot_level_to_move() > 0
	actions.visible = actions.get_child_count() > 0


## The move list, one entry per action, each entry's metadata its action's index
## (-1: no action), as the engine writes it (`GameSession.move_list`): numbered
## by rounds, not plies. Two armies read as a score sheet, white's move numbered
## and black's beside it ("1. e4", "e5"), each ply an entry of its own, so a tap
## on either shows that position, and rows hold whole moves
## (`_fit_move_columns`). With more armies each entry carries its army's shape
## in its colour, the round's number on its first. Moves added since the last
## call are appended and moves taken back removed; another game, another viewer
## or another theme rewrites the list.
func _fill_moves() -> void:
	# In fog the engine leaves out the moves the viewer may not see, as it
	# leaves out the pieces.
	var fog := board.has_fog() and board.viewer != ""
	var list: Dictionary = session.move_list_for(board.viewer) if fog else session.move_list()
	var moves := PackedStringArray(list.get("moves", []))
	var movers := PackedStringArray(list.get("armies", []))
	var rounds := PackedInt32Array(list.get("rounds", []))
	var passes := PackedInt32Array(list.get("passes", []))
	var resignations := PackedInt32Array(list.get("resignations", []))
	var hidden := PackedInt32Array(list.get("hidden", []))
	var pairs: bool = list.get("pairs", false)
	var armies: Array = _state["armies"]
	# The marks' outline is the theme's: a change of theme rewrites the list.
	var outline := get_theme_color(&"outline", &"ArmySwatch")
	var shape := "%s %s %d %s" % [pairs, board.viewer if fog else "", armies.size(), outline.to_html()]
	# Black moved first: white's place in the first row stays empty.
	var gap: bool = pairs and not moves.is_empty() and movers[0] != armies[0]["army"]
	var kept := mini(_moves_written.size(), moves.size())
	if shape != _moves_shape or kept == 0 or moves.slice(0, kept) != _moves_written.slice(0, kept):
		_moves.clear()
		kept = 0
	else:
		# Taken back: the entries of the moves undone go, the rest stay (a long
		# list written afresh would cost frames).
		while _moves.item_count > kept + int(gap):
			_moves.remove_item(_moves.item_count - 1)
	_moves_shape = shape
	_moves_written = moves
	_moves_in_pairs = pairs
	if kept == moves.size() and _moves.item_count > 0:
		return
	if kept == 0 and gap:
		var first := _moves.add_item("%d. …" % rounds[0])
		_moves.set_item_selectable(first, false)
		_moves.set_item_metadata(first, -1)
	for i in range(kept, moves.size()):
		var text := moves[i]
		if hidden.has(i):
			text = "…"
		elif passes.has(i):
			text = tr("pass")  # Janggi's SAN writes a pass as the general's move
		elif resignations.has(i) and text == "":
			text = tr("resigns")
		if rounds[i] > 0 and not (i == 0 and gap):
			text = "%d. %s" % [rounds[i], text]
		var index := _moves.add_item(text)
		_moves.set_item_metadata(index, i)
		if not pairs:
			_moves.set_item_icon(index, ArmyMark.icon(movers[i], outline))
			_moves.set_item_tooltip(index, tr(movers[i].capitalize()))
	_fit_move_columns()
	_fit_moves_area()
	_scroll_moves_to_end.call_deferred()


## Rows hold whole moves: a score sheet an even number of columns, as many as
## fit; with more armies a round a row where it fits (three armies in three
## columns, not four), else a part of one (eight armies in rows of four).
func _fit_move_columns() -> void:
	var width := move_column_width if _moves_in_pairs else marked_move_column_width
	var gap := _moves.get_theme_constant(&"h_separation")
	var fit := int(_moves.size.x) / maxi(1, width + gap)
	if _moves_in_pairs:
		_moves.fixed_column_width = width
		_moves.max_columns = maxi(2, fit - fit % 2)
		return
	var movers: int = _state.get("armies", []).size()
	var columns := whole_rounds(maxi(1, fit), movers)
	if movers > fit and movers % columns != 0:
		# A round that breaks across rows: narrower columns, where that holds it.
		var room := _moves.size.x - _moves.get_v_scroll_bar().get_combined_minimum_size().x
		var snug := int(room) / movers - gap
		if snug >= narrowest_marked_column:
			width = snug
			columns = movers
	_moves.fixed_column_width = width
	_moves.max_columns = columns


## The most columns, up to `fit`, whose rows hold whole rounds of `movers`
## moves: a multiple of them, else the largest part they divide into (more
## than one), else all that fit.
static func whole_rounds(fit: int, movers: int) -> int:
	if movers < 1:
		return fit
	if fit >= movers:
		return fit - fit % movers
	for columns in range(fit, 1, -1):
		if movers % columns == 0:
			return columns
	return fit


func _scroll_moves_to_end() -> void:
	# The list lays out its new items in the next frame; then scroll to the newest.
	if not is_inside_tree():
		return  # a screen being left (or not yet shown) has nothing to scroll
	await get_tree().process_frame
	if is_inside_tree():
		var bar := _moves.get_v_scroll_bar()
		bar.value = bar.max_value


## Shows the position after the selected move; play waits until "Back to the game".
func _look_back(item: int) -> void:
	var index: int = _moves.get_item_metadata(item)
	if index < 0:
		return
	var snapshot: Node = session.snapshot_at(index + 1)
	if snapshot == null:
		return
	_drop_hint()
	if _past != null:
		_past.queue_free()
	_past = snapshot
	add_child(_past)
	board.session = _past
	board.input_enabled = false
	board.show_last_move(_past.last_move())
	_live.visible = true


func _back_to_live() -> void:
	if _past != null:
		_past.queue_free()
		_past = null
	if board.session != session:
		board.session = session
	board.input_enabled = bot_level_to_move() == 0
	_moves.deselect_all()
	_live.visible = false


func _show_game_over() -> void:
	var state: Dictionary = _state
	_scoring = state.get("scoring", "points")
	var reason: String = str(state.get("reason", ""))
	%Reason.text = tr(END_REASONS.get(reason, reason))
	if _flagged != "":
		%Reason.text = tr("%s ran out of time.") % tr(_flagged.capitalize())
	var ranking: VBoxContainer = %Ranking
	for child in ranking.get_children():
		child.queue_free()
	var drawn: bool = state.get("draw", false)
	if state.get("ranking") != null:
		# The ranking's score orders the places; the row shows what the seats
		# count, and the score where the end raised it (a čaturádží's 54).
		var armies := {}
		for army in state["armies"]:
			armies[army["army"]] = army
		for placing in state["ranking"]:
			var place := "" if drawn else "%d." % placing["place"]
			var army: String = placing["army"]
			ranking.add_child(_result_row(place, [army], tr(army.capitalize()) + "  " + _ranked_tally(armies[army], int(placing["score"]))))
	elif state.get("winning_team") != null:
		var winners: Array = state["winning_team"]
		ranking.add_child(_result_row("", winners, " + ".join(_army_names(winners))))
	else:
		ranking.add_child(_result_row("", [], tr("Draw")))
	%Headline.text = _headline(state)
	# A game that scores only its end (three-player chess) still charts the
	# pieces each army took; two armies need no chart, nor a game that counted
	# nothing all along (eight-player Pairs and Teams).
	var series := _points_series()
	%Chart.visible = (_scoring != "nothing" or state["armies"].size() > 2) and _any_counted(series)
	%Chart.series = series
	_game_over.visible = true
	Sounds.play(_end_sound(state))


## What a placed army's row says: its points with the score the end gave it,
## where that is more ("54 points (23 taken)"), or its coins.
func _ranked_tally(army: Dictionary, score: int) -> String:
	if _scoring == "nothing":
		# The end alone scores (three-player chess, 3/1/0).
		return tr_n("%d point", "%d points", score) % score
	if _scoring != "points" or score <= int(army["points"]):
		return _tally(army)
	return tr_n("%d point", "%d points", score) % score + " " + tr("(%d taken)") % army["points"]


## A win for a player at this device sounds as one, a draw calmly; a game the
## bots won among themselves, or a human lost, ends on the plain chime.
func _end_sound(state: Dictionary) -> String:
	if state.get("draw", false):
		return "end_draw"
	var winners: Array = []
	if state.get("winning_team") != null:
		winners = state["winning_team"]
	elif state.get("ranking") != null and not state["ranking"].is_empty():
		winners = [state["ranking"][0]["army"]]
	var armies: Array = state.get("armies", [])
	for i in armies.size():
		if winners.has(armies[i]["army"]) and _seat_is_human(i):
			return "end_win"
	return "end"


## The result in a few words: who won, or that it is a draw.
func _headline(state: Dictionary) -> String:
	var winners: Array = []
	if state.get("draw", false):
		return tr("Draw")
	if state.get("winning_team") != null:
		winners = state["winning_team"]
	elif state.get("ranking") != null:
		# Those sharing the first place win together.
		winners = state["ranking"].filter(func(p: Dictionary) -> bool: return p["place"] == 1).map(func(p: Dictionary) -> String: return p["army"])
	if winners.is_empty():
		return tr("Game over")
	var wins := tr("%s wins") if winners.size() == 1 else tr("%s win")
	return wins % " + ".join(_army_names(winners))


func _army_names(armies: Array) -> PackedStringArray:
	return PackedStringArray(armies.map(func(a: String) -> String: return tr(a.capitalize())))


## A line of the result: its place (if any), a swatch for each army it names
## (a winning team shows both partners), and its text.
func _result_row(place: String, armies: Array, text: String) -> Control:
	var row := RankingRow.make()
	row.show_result(place, armies, text)
	return row


## Whether any line of the chart ever leaves zero.
func _any_counted(series: Array) -> bool:
	return series.any(func(line: Dictionary) -> bool: return Array(line["values"]).any(func(v) -> bool: return v != 0))


## Each army's points (or coins) after every action, for the chart.
func _points_series() -> Array:
	var lines: Array = session.score_history()
	var armies: Array = _state["armies"]
	var series := []
	for i in mini(armies.size(), lines.size()):
		series.append({"army": armies[i]["army"], "values": lines[i]})
	return series


## The same game again, its pieces arranged as they were (Janggi's swaps).
func _rematch() -> void:
	_cancel_bot()
	App.start_game(_state["game"], _seats_config, randi(), -1, int(App.next_game.get("swaps", 0)), _clock.kind)


## The game's record for the clipboard and a file in user://records/: its standard
## format where it has one (PGN for chess and its variants but atomic, duck and
## fog; PGN4 for four-player chess), else the
## game, its start and every action in this app's notation.
func record_text() -> String:
	var standard: String = session.standard_record()
	if standard != "":
		return standard
	var state: Dictionary = _state
	var lines := PackedStringArray([
		"[Game \"%s\"]" % state["game"],
		"[Date \"%s\"]" % Time.get_date_string_from_system(),
		"[Result \"%s\"]" % str(state.get("reason", "*")),
	])
	var history: PackedStringArray = session.history()
	var moves := PackedStringArray()
	for i in history.size():
		moves.append("%d. %s" % [i + 1, history[i]])
	lines.append("")
	lines.append(" ".join(moves))
	return "\n".join(lines) + "\n"


func _copy_record() -> void:
	var text := record_text()
	DisplayServer.clipboard_set(text)
	DirAccess.make_dir_recursive_absolute("user://records")
	var path := "user://records/%s-%d.txt" % [_state["game"], Time.get_unix_time_from_system()]
	var file := FileAccess.open(path, FileAccess.WRITE)
	if file != null:
		file.store_string(text)
		_message.text = tr("The record is on the clipboard and in %s.") % ProjectSettings.globalize_path(path)


## Several moves reach the tapped square: the player picks the piece it leaves
## there ("a7a8q" a queen, Shogi's "c7c8+" a tokin and "c7c8" the pawn).
func _choose_promotion(moves: PackedStringArray) -> void:
	var options := []
	for move in moves:
		var piece: String = session.landing_piece(move)
		options.append({"text": "" if piece != "" else move, "icon": board.piece_icon(piece, _state["to_move"])})
	options.append({"text": tr("Cancel"), "cancel": true})
	var index: int = await dialog.ask(tr("Promote to"), "", options)
	if index < moves.size():
		play(moves[index])


## Between two humans at one device, the board hides until the next one is
## ready: whether the turn of `army` (a human's) passes the device now.
func _passes_the_device(army: String) -> bool:
	var previous := _last_human
	_last_human = army
	# With fog the board always hides: each player may see only their own side.
	return (Settings.pass_device_screen or board.has_fog()) and previous != "" and previous != army


## Hides the board and asks for the device to be passed to `army`: `await` the
## signal it returns (the dialog's own, so a screen left meanwhile leaves no
## coroutine behind).
func _hide_board_until_passed(army: String) -> Signal:
	# The board (and in fog the moves) are not drawn, but keep their place: the
	# screen does not jump, and the board comes back where it was.
	board.input_enabled = false
	board.modulate.a = 0.0
	if board.has_fog():
		_moves.modulate.a = 0.0
	var name := tr(army.capitalize())
	return dialog.ask(tr("Pass the device"), tr("%s to move") % name, [{"text": tr("Show the board")}])


func _show_board_again() -> void:
	board.modulate.a = 1.0
	_moves.modulate.a = 1.0
	board.input_enabled = bot_level_to_move() == 0  # as _next_turn: the game may have moved on


## " · Chess960 no. 123" for a game with numbered starts (the engine reads the
## number from its first position), "" for the others.
func _start_label(id: String) -> String:
	var number: int = session.start_number()
	if number < 0:
		return ""
	var named: bool = App.next_game.get("catalogue_id", id) == "chess960"
	return " · " + ("" if named else "Chess960 ") + tr("no. %d") % number


## The one army humans play against bots ("" in hot-seat or with bots only): it
## sits at the bottom of the board, and in fog the board shows its view.
func _home_army() -> String:
	var armies: Array = _state.get("armies", [])
	var humans := []
	for i in armies.size():
		if _seat_is_human(i):
			humans.append(armies[i]["army"])
	return humans[0] if humans.size() == 1 and armies.size() > 1 else ""


## Whose eyes the board shows in a game with hidden squares: the human's against
## bots, the player to move in hot-seat, everything when only bots play.
func _viewer() -> String:
	var state: Dictionary = _state
	if state["over"]:
		return ""
	var home := _home_army()
	if home != "":
		return home
	return state["to_move"] if _humans_seated() else ""


## Shows the board (and the move list) as `army` sees it in fog; "" shows all.
func _look_through(army: String) -> void:
	if board.viewer != army:
		board.viewer = army
		_fill_moves()


## The armies humans play, by name.
func _human_armies() -> PackedStringArray:
	var humans := PackedStringArray()
	var armies: Array = _state.get("armies", [])
	for i in armies.size():
		if _seat_is_human(i):
			humans.append(armies[i]["army"])
	return humans


func _seat_is_human(index: int) -> bool:
	return index >= _seats_config.size() or _seats_config[index].get("kind") != "bot"


func _humans_seated() -> bool:
	for i in _state["armies"].size():
		if _seat_is_human(i):
			return true
	return false


func _humans_in_play() -> bool:
	var armies: Array = _state["armies"]
	for i in armies.size():
		if _seat_is_human(i) and armies[i]["state"] == "live":
			return true
	return false
