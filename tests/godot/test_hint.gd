extends "res://tests/godot/ui_test.gd"
## The Hint button: level 5 thinks for the human to move, off the main thread,
## and the board marks its move until a move is played or taken back.


func _open(seats: Array) -> Node:
	App.next_game = {"engine_id": "chess", "catalogue_id": "chess", "seats": seats, "seed": 4}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


## Waits (at most 20 s) until the board marks a hint.
func _wait_for_hint(board: BoardView) -> void:
	var until := Time.get_ticks_msec() + 20000
	while board.hinted().is_empty() and Time.get_ticks_msec() < until:
		await get_tree().process_frame


func test_the_hint_marks_the_mate_in_one_and_a_move_clears_it() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	var screen := await _open([])
	for move in ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6"]:
		screen.play(move)
	var board: BoardView = screen.board
	var hint: Button = screen.get_node("%Hint")
	check(not hint.disabled, "a human to move may ask for a hint")
	# Seen as the press is handled: a mate in one can be found, and the button
	# freed, within the frames the tap itself takes.
	var when_pressed := {"disabled": false}
	hint.pressed.connect(func() -> void: when_pressed["disabled"] = hint.disabled, CONNECT_ONE_SHOT)
	await click(hint)
	check(when_pressed["disabled"], "the button waits while the hint is thought out")
	await _wait_for_hint(board)
	check_eq(board.hinted(), PackedStringArray(["h5", "f7"]), "the hint is the mate Qxf7#")
	check(not hint.disabled, "the button is free again")
	check_eq(screen.session.state()["ply"], 6, "a hint plays nothing")
	await click_at(square_centre(board, "h5"))
	await click_at(square_centre(board, "f7"))
	check(screen.session.state()["over"], "the player mates")
	check(board.hinted().is_empty(), "the move played clears the hint")
	Settings.animation_seconds = animation
	screen.queue_free()


func test_a_move_taken_back_drops_the_hint_still_thought_out() -> void:
	var screen := await _open([])
	screen.play("e2e4")
	await click(screen.get_node("%Hint"))
	check(screen.hint_bot.is_thinking(), "the hint is being thought out")
	await click(screen.get_node("%Undo"))
	check(not screen.hint_bot.is_thinking(), "undo stops it")
	for frame in 30:
		await get_tree().process_frame
	check(screen.board.hinted().is_empty(), "no hint for a position no longer on the board")
	check_eq(screen.session.state()["ply"], 0, "the move was taken back")
	screen.queue_free()


func test_no_hint_while_a_bot_is_to_move() -> void:
	var screen := await _open([{"kind": "human"}, {"kind": "bot", "level": 1}])
	var hint: Button = screen.get_node("%Hint")
	check(not hint.disabled, "white, the human, may ask")
	screen.play("e2e4")
	check(hint.disabled, "while the bot is to move there is no hint")
	screen.queue_free()


func test_looking_back_or_resigning_drops_the_hint() -> void:
	var screen := await _open([])
	for move in ["e2e4", "e7e5"]:
		screen.play(move)
	screen.board.show_hint("g1f3")
	var moves: ItemList = screen.get_node("%Moves")
	moves.select(0)
	moves.item_selected.emit(0)
	await get_tree().process_frame
	check(screen.board.hinted().is_empty(), "an earlier position shows no hint of the live one")
	screen._back_to_live()
	screen.board.show_hint("g1f3")
	screen._on_resign()
	await get_tree().process_frame
	await click(screen.dialog.find_child("Option0", true, false))  # resign
	check(screen.session.state()["over"], "white resigned")
	check(screen.board.hinted().is_empty(), "the resignation drops the hint")
	screen.queue_free()
