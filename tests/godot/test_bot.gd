extends "res://tests/godot/godot_test.gd"
## The Bot node thinks in a thread, answers on the main thread, and can be cancelled.

var _answers: Array[String] = []


func _session(game_id: String) -> Node:
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	session.start(game_id, 7)
	return session


func _bot(level: int) -> Node:
	var bot: Node = ClassDB.instantiate(&"Bot")
	bot.level = level
	bot.seed = 11
	add_child(bot)
	bot.move_chosen.connect(func(move: String) -> void: _answers.append(move))
	return bot


func test_bot_answers_with_a_legal_move() -> void:
	var session := _session("chaturaji")
	var bot := _bot(2)
	check_eq(bot.think(session), OK, "think starts")
	check(bot.is_thinking(), "the bot is thinking")
	for i in 600:
		if not _answers.is_empty():
			break
		await get_tree().process_frame
	check_eq(_answers.size(), 1, "one answer")
	if _answers.size() == 1:
		check(session.legal_moves().has(_answers[0]), "the answer %s is legal" % _answers[0])
	check(not bot.is_thinking(), "done thinking")


## The search runs beside the main thread: frames keep coming while the strongest
## bot thinks. How long each frame takes is measured, not tested (a loaded machine
## would fail any bound): tools/monkey's frame meter, docs/screens.md.
func test_frames_keep_coming_while_the_strongest_bot_thinks() -> void:
	var session := _session("chaturaji")
	var bot := _bot(5)
	bot.think(session)
	var frames := 0
	while bot.is_thinking() and frames < 20000:
		await get_tree().process_frame
		frames += 1
	check_eq(_answers.size(), 1, "the level-5 bot answered")
	check(frames > 10, "frames kept coming while it thought (%d)" % frames)


func test_cancel_drops_the_answer() -> void:
	var session := _session("chaturaji")
	var bot := _bot(5)
	bot.think(session)
	bot.cancel()
	check(not bot.is_thinking(), "cancel stops thinking at once")
	for i in 30:
		await get_tree().process_frame
	check(_answers.is_empty(), "no answer after cancel")


func test_bad_arguments_are_refused() -> void:
	var bot := _bot(3)
	check_eq(bot.think(null), ERR_INVALID_PARAMETER, "think without a session")
	var empty: Node = ClassDB.instantiate(&"GameSession")
	add_child(empty)
	check_eq(bot.think(empty), ERR_UNCONFIGURED, "think on a session without a game")
	check(not bot.is_thinking(), "nothing runs")
