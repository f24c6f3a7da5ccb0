extends "res://tests/godot/ui_test.gd"
## Hot-seat helpers: the pass-the-device screen, and the choice when no human is left.


func _open(seats: Array) -> Node:
	App.next_game = {"engine_id": "chaturaji", "catalogue_id": "chaturaji", "seats": seats, "seed": 9}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


func test_the_board_hides_between_two_humans_when_asked() -> void:
	var before := Settings.pass_device_screen
	Settings.pass_device_screen = true
	var screen := await _open([])
	var place: Rect2 = screen.board.get_global_rect()
	await click_at(square_centre(screen.board, "d2"))
	await click_at(square_centre(screen.board, "d3"))
	await get_tree().process_frame
	check(screen.dialog.visible, "the pass-the-device screen shows")
	check_eq(screen.board.modulate.a, 0.0, "the board is hidden from the next player")
	check(not screen.board.input_enabled, "and takes no taps")
	check_eq(screen.board.get_global_rect(), place, "it keeps its place: the screen does not jump")
	await click(screen.dialog.find_child("Option0", true, false))
	check(not screen.dialog.visible and screen.board.modulate.a == 1.0, "the next player opens the board")
	check(screen.board.input_enabled, "and plays on it")
	check_eq(screen.session.state()["to_move"], "green", "green is to move")
	Settings.pass_device_screen = before
	screen.queue_free()


func test_when_no_human_is_left_the_player_may_let_the_bots_finish() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	var seats := [{"kind": "human"}, {"kind": "bot", "level": 1}, {"kind": "bot", "level": 1}, {"kind": "bot", "level": 1}]
	var screen := await _open(seats)
	check_eq(screen.session.resign("red"), OK, "red resigns")
	screen._next_turn()
	await get_tree().process_frame
	check(screen.dialog.visible, "the dialog asks what to do")
	await click(screen.dialog.find_child("Option0", true, false))  # let the bots finish
	for frame in 20000:
		if screen.session.state()["over"]:
			break
		await get_tree().process_frame
	check(screen.session.state()["over"], "the bots finished the game")
	Settings.animation_seconds = animation
	screen.queue_free()


func test_resign_turns_the_army_grey_after_a_confirmation() -> void:
	var screen := await _open([])
	await click(screen.get_node("%Resign"))
	check(screen.dialog.visible, "resigning asks first")
	await click(screen.dialog.find_child("Option1", true, false))  # cancel
	check_eq(screen.session.state()["armies"][0]["state"], "live", "cancel keeps red in the game")
	await click(screen.get_node("%Resign"))
	await click(screen.dialog.find_child("Option0", true, false))
	check_eq(screen.session.state()["armies"][0]["state"], "resigned", "red resigned")
	check_eq(screen.session.state()["to_move"], "green", "green moves next")
	screen.queue_free()


func test_an_undo_drops_the_bot_move_still_held_back_for_players_to_see() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.5  # a bot's move shows a second after its turn began
	var seats := [{"kind": "human"}, {"kind": "bot", "level": 1}, {"kind": "human"}, {"kind": "human"}]
	var screen := await _open(seats)
	screen.play("d2d3")
	var held: Timer = screen._bot_move_delay
	for frame in 2000:
		if not screen.bot.is_thinking() and held.time_left > 0.0:
			break
		await get_tree().process_frame
	check(held.time_left > 0.0, "green's move is held back")
	screen._on_undo()
	var message: String = screen._message.text
	await get_tree().create_timer(1.5).timeout
	check_eq(screen.session.state()["ply"], 0, "the undone position stays")
	check_eq(screen.session.state()["to_move"], "red", "red is to move again")
	check_eq(screen._message.text, message, "no stale move was tried")
	Settings.animation_seconds = animation
	screen.queue_free()
