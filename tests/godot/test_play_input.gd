extends "res://tests/godot/ui_test.gd"
## The game screen's input beyond taps: dragging a piece (to a target, and back when
## let go elsewhere), the dice line after scripted throws, and the marked squares.

## Four-player chess, red to move, whose rook on a10 reaches the blue king on a7.
const KING_IN_REACH := "***3yK4***/***8***/***8***/14/rR13/14/13gK/bK13/14/14/14/***8***/***8***/***4rK3*** r LLLL 0,0,0,0 0,0,0,0 0 0 - -"


func _open(engine_id: String, extra := {}) -> Node:
	App.next_game = {"engine_id": engine_id, "catalogue_id": "", "seats": [], "seed": 3}
	App.next_game.merge(extra)
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


func _close(screen: Node) -> void:
	App.next_game = {}
	screen.queue_free()
	await get_tree().process_frame


## A left-button press at `from`, the pointer moving to `to` in steps with the
## button held, and the release there, as a mouse or an emulated touch sends them.
func drag(from: Vector2, to: Vector2) -> void:
	await press_and_move(from, to)
	await release_at(to)


func press_and_move(from: Vector2, to: Vector2) -> void:
	await SyntheticInput.push_button(get_viewport(), from, MOUSE_BUTTON_LEFT, true)
	for step in range(1, 5):
		await SyntheticInput.push_motion(get_viewport(), from.lerp(to, step / 4.0), (to - from) / 4.0)


func release_at(point: Vector2) -> void:
	await SyntheticInput.push_button(get_viewport(), point, MOUSE_BUTTON_LEFT, false)


func _piece_on(session: Node, square: String) -> Dictionary:
	for piece in session.pieces():
		if piece["square"] == square:
			return piece
	return {}


func test_dragging_a_piece_onto_a_target_plays_it() -> void:
	var screen := await _open("chaturaji")
	var board: BoardView = screen.board
	var session: Node = screen.session
	await drag(square_centre(board, "d2"), square_centre(board, "d3"))
	check_eq(session.state()["ply"], 1, "the drag played one move")
	check_eq(session.history(), PackedStringArray(["d2d3"]), "the move is d2d3")
	check_eq(_piece_on(session, "d3").get("piece", ""), "pawn", "the red pawn stands on d3")
	check(_piece_on(session, "d2").is_empty(), "d2 is empty")
	check(not board.is_dragging(), "nothing is dragged after the release")
	await _close(screen)


func test_a_piece_let_go_off_its_targets_goes_back() -> void:
	var screen := await _open("chaturaji")
	var board: BoardView = screen.board
	var session: Node = screen.session
	var fen_before: String = session.fen()
	await press_and_move(square_centre(board, "d2"), square_centre(board, "d5"))
	check(board.is_dragging(), "the pawn follows the pointer while the button is held")
	await release_at(square_centre(board, "d5"))
	check_eq(session.state()["ply"], 0, "nothing played")
	check_eq(session.fen(), fen_before, "the position is unchanged")
	check_eq(_piece_on(session, "d2").get("piece", ""), "pawn", "the pawn is back on d2")
	check(not board.is_dragging(), "nothing is dragged after the release")
	# Tap-tap still plays after a drag went back.
	await click_at(square_centre(board, "c2"))
	await click_at(square_centre(board, "c3"))
	check_eq(session.history(), PackedStringArray(["c2c3"]), "tap-tap plays c2c3")
	await _close(screen)


func test_a_drag_that_moves_a_little_is_a_tap() -> void:
	var screen := await _open("chaturaji")
	var board: BoardView = screen.board
	var start := square_centre(board, "d2")
	await drag(start, start + Vector2(2, 1))
	check_eq(screen.session.state()["ply"], 0, "a wobble plays nothing")
	await click_at(square_centre(board, "d3"))
	check_eq(screen.session.history(), PackedStringArray(["d2d3"]), "the wobble selected d2, the tap on d3 played it")
	await _close(screen)


## The faces and states of the DieFace views in `row`.
func _dice_in(row: Node) -> Array:
	var dice := []
	if row == null:
		return dice
	for child in row.get_children():
		if child is DieFace:
			dice.append([child.face, child.state])
	return dice


func test_the_dice_line_shows_used_and_lost_dice() -> void:
	# Čaturádží at the start: the elephants (dice 4 and 6) are boxed in by their own
	# pieces. Red throws 4 and 1, green 4 and 4, yellow 1 and 1.
	var screen := await _open("chaturaji-dice", {"rolls": [4, 1, 4, 4, 1, 1]})
	var board: BoardView = screen.board
	var session: Node = screen.session
	var line: Node = screen.get_node("%Dice")
	check_eq(_dice_in(line.get_node_or_null("Current")), [[4, "free"], [1, "free"]], "red's two dice are to use")
	check_eq(board.dice_faces().get("d2", PackedInt32Array()), PackedInt32Array([1]), "the 1 moves the pawn on d2")
	check(not board.dice_faces().has("c1"), "no die moves the boxed-in elephant on c1")
	var first_die: Node = line.get_node_or_null("Current/Die0")
	await click_at(square_centre(board, "d2"))
	await click_at(square_centre(board, "d3"))
	check_eq(session.history(), PackedStringArray(["d2d3"]), "red played d2d3 with the 1")
	check_eq(session.state()["to_move"], "yellow", "green's turn was lost whole")
	check_eq(_dice_in(line.get_node_or_null("Earlier/Turn_red")), [[4, "lost"], [1, "used"]], "red's 4 is lost, the 1 used")
	check_eq(_dice_in(line.get_node_or_null("Earlier/Turn_green")), [[4, "lost"], [4, "lost"]], "green's two 4s are lost")
	check_eq(_dice_in(line.get_node_or_null("Current")), [[1, "free"], [1, "free"]], "yellow's dice are to use")
	check(first_die != null and is_same(line.get_node_or_null("Current/Die0"), first_die), "a move shows its dice in the views it had: none is made anew")
	check_eq(board.dice_faces().get("e7", PackedInt32Array()), PackedInt32Array([1]), "a 1 moves yellow's pawn on e7")
	check(not board.dice_faces().has("g8"), "no die moves yellow's knight")
	# A saved game shows the same dice when loaded.
	var path := "user://test_dice_line.save"
	var turns: Array = session.dice_turns(8)
	check_eq(session.save(path), OK, "the game saves")
	var loaded: Node = ClassDB.instantiate(&"GameSession")
	add_child(loaded)
	check_eq(loaded.load(path), OK, "the game loads")
	check_eq(loaded.dice_turns(8), turns, "the loaded game shows the same dice")
	loaded.free()
	DirAccess.remove_absolute(ProjectSettings.globalize_path(path))
	# Undo gives red back its two dice to use.
	await click(screen.get_node("%Undo"))
	check_eq(session.state()["ply"], 0, "the move is taken back")
	check_eq(_dice_in(line.get_node_or_null("Current")), [[4, "free"], [1, "free"]], "after undo red's dice are to use again")
	var earlier: Control = line.get_node_or_null("Earlier")
	check(earlier == null or not earlier.visible, "no earlier turns before the first move")
	await _close(screen)


func test_scripted_rolls_are_checked() -> void:
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	check_eq(session.start_with_rolls("chaturaji-dice", 1, PackedInt32Array([7])), FAILED, "7 is no face of a six-sided die")
	check(session.last_error != "", "the refusal says why")
	check_eq(session.start_with_rolls("chaturanga4", 1, PackedInt32Array([1])), FAILED, "the long die of Čaturanga has no 1")
	check_eq(session.start_with_rolls("chaturaji", 1, PackedInt32Array([1])), FAILED, "a game without dice takes no rolls")
	check_eq(session.start_with_rolls("chaturanga4", 1, PackedInt32Array([5])), OK, "a 5 is on the long die")
	check_eq(session.dice_turns(1)[0]["dice"], [{"face": 5, "state": "free"}], "red threw the 5")
	session.free()


func test_chaturanga_marks_thrones_and_four_player_chess_a_king_in_reach() -> void:
	var screen := await _open("chaturanga4")
	var board: BoardView = screen.board
	var thrones := board.marked("throne")
	thrones.sort()
	check_eq(thrones, PackedStringArray(["a5", "d1", "e8", "h4"]), "the four thrones")
	check_eq(board.marked("marked").size(), 16, "the sixteen marked squares of the seed")
	check_eq(board.marked("promotion"), PackedStringArray(["f8", "g8"]), "red's pawns promote on f8 and g8")
	await _close(screen)
	screen = await _open("fourplayer-ffa")
	board = screen.board
	check(board.marked("throne").is_empty(), "four-player chess has no thrones")
	check_eq(board.marked("promotion").size(), 14, "red promotes on its 8th rank, all fourteen squares across the middle")
	check(board.marked("capturable").is_empty(), "no king in reach at the start")
	check_eq(screen.session.start_from_fen("fourplayer-ffa", KING_IN_REACH), OK, "the position loads")
	board.refresh()
	check_eq(board.marked("capturable"), PackedStringArray(["a7"]), "the blue king red may take is marked")
	await _close(screen)


func test_confirm_moves_plays_a_move_on_the_second_tap_only() -> void:
	var before := Settings.confirm_moves
	Settings.confirm_moves = true
	var screen := await _open("chaturaji")
	var board: BoardView = screen.board
	var session: Node = screen.session
	check(board.confirm_moves, "the board follows the setting")
	await click_at(square_centre(board, "d2"))
	await click_at(square_centre(board, "d3"))
	check_eq(session.state()["ply"], 0, "the first tap on the target plays nothing")
	check_eq(board.confirming(), "d3", "it marks the target")
	await click_at(square_centre(board, "d3"))
	check_eq(session.state()["ply"], 1, "the second tap plays the move")
	check_eq(board.confirming(), "", "and the mark is gone")
	# Green: a tap elsewhere drops the waiting move instead of playing it.
	var green_move: Dictionary = session.move_options().filter(func(m: Dictionary) -> bool: return m["from"] != "" and not m["pass"])[0]
	var squares := PackedStringArray([green_move["from"], green_move["to"]])
	await click_at(square_centre(board, squares[0]))
	await click_at(square_centre(board, squares[1]))
	check_eq(board.confirming(), squares[1], "green's target waits")
	await click_at(square_centre(board, "h1"))
	check_eq(board.confirming(), "", "a tap elsewhere drops it")
	check_eq(session.state()["ply"], 1, "and plays nothing")
	Settings.confirm_moves = false
	Settings.changed.emit()
	check(not board.confirm_moves, "switched off, the board plays on the first tap")
	await click_at(square_centre(board, squares[0]))
	await click_at(square_centre(board, squares[1]))
	check_eq(session.state()["ply"], 2, "one tap on the target plays")
	Settings.confirm_moves = before
	await _close(screen)
