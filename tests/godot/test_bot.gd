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


## A frame's own time: wall-clock time less the time the main thread was ready to
## run but the OS gave its CPU to others (on a loaded machine that can be most of
## it). Time the main thread spends working, or blocked waiting for the bot (a
## lock, a join), counts: that is what must stay short.
func test_no_frame_waits_while_the_strongest_bot_thinks() -> void:
	var session := _session("chaturaji")
	var bot := _bot(5)
	bot.think(session)
	var longest := 0
	var longest_wall := 0
	var last := Time.get_ticks_usec()
	var last_denied := _cpu_denied_usec()
	var frames := 0
	while bot.is_thinking() and frames < 20000:
		await get_tree().process_frame
		var now := Time.get_ticks_usec()
		var denied := _cpu_denied_usec()
		longest_wall = maxi(longest_wall, now - last)
		longest = maxi(longest, (now - last) - (denied - last_denied))
		last = now
		last_denied = denied
		frames += 1
	check_eq(_answers.size(), 1, "the level-5 bot answered")
	check(frames > 10, "frames kept coming while it thought (%d)" % frames)
	check(longest < 50_000, "no frame took 50 ms or more of its own (longest %d µs; %d µs on the clock)" % [longest, longest_wall])


## How long, in µs, this (the main) thread has been ready to run but waited for a
## CPU: Linux's scheduler statistics (on-CPU ns, waiting ns, time slices). 0 where
## they cannot be read, so frames are timed by the clock alone.
func _cpu_denied_usec() -> int:
	var file := FileAccess.open("/proc/thread-self/schedstat", FileAccess.READ)
	if file == null:
		return 0
	var fields := file.get_line().split(" ")
	return int(fields[1]) / 1000 if fields.size() == 3 and fields[1].is_valid_int() else 0


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
