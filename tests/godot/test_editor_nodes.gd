extends "res://tests/godot/godot_test.gd"
## What a designer gets from the addon: nodes configured in the inspector work.


func test_a_board_pointed_at_an_autostarting_session_shows_its_game() -> void:
	var demo: Node = load("res://godot_project/board/board_demo.tscn").instantiate()
	add_child(demo)
	await get_tree().process_frame
	var session: Node = demo.get_node("GameSession")
	var board: BoardView = demo.get_node("BoardView")
	check(session.has_game(), "autostart started the game: %s" % session.last_error)
	check_eq(session.state().get("game"), "chaturaji", "the inspector's game_id")
	check(board.session == session, "the board found its session through session_node")
	check_eq(board._pieces.size(), 32, "the board shows the 32 pieces")
	session.play("d2d3")
	await get_tree().process_frame
	check(board._pieces.has("d3"), "the board follows moves played on the session")
	demo.queue_free()


func test_nodes_carry_their_inspector_defaults() -> void:
	var session: Node = ClassDB.instantiate(&"GameSession")
	check_eq(session.game_id, "chaturaji", "GameSession.game_id defaults to chaturaji")
	check_eq(session.autostart, false, "GameSession does not start by itself unless asked")
	session.free()
	var bot: Node = ClassDB.instantiate(&"Bot")
	check_eq(bot.level, 3, "Bot.level defaults to 3")
	bot.free()
