extends "res://tests/godot/godot_test.gd"
## Every method scripts may call on GameSession and Bot, with what a careless
## script might pass: no game, unknown games, squares off the board, negative and
## huge numbers, half moves, other games' moves, broken files. A call must fail
## with a reason or do something sensible, and never panic: a panic prints
## "[panic" in Godot's log, which tools/test counts as a failure (tools/lib/godot-log.sh).

const TEXTS := ["", " ", "zz99", "a0", "a1", "a1a1", "d2d3", "d2d5", "e2e4", "P@e4", "@@", "e2e4,e4e5",
	",", "d7d8q", "a1=Q", "0000", "pass", "-1", "red", "white", "chaturaji", "🙂e2", "\t"]
const NUMBERS := [-9223372036854775807 - 1, -(1 << 40), -1, 0, 1, 2, 3, 959, 960, 1000, 1 << 31, 1 << 62, 9223372036854775807]
const FENS := ["", "8/8/8/8/8/8/8/8 w - - 0 1", "k7/8/8/8/8/8/8/7K w - - 99999999999999999999 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "9/9/9/9/9/9/9/9/9/9 w - - 0 1",
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1", "/////////////////"]

## The calls `_careless_calls` makes: seven methods taking a text, two a number, and
## these, which take nothing.
const ARGUMENTLESS := [&"legal_moves", &"move_options", &"last_move", &"start_number", &"state", &"board", &"piece_letters", &"piece_values", &"piece_diagrams", &"pieces", &"history", &"move_list", &"dice_moves", &"fen", &"standard_record", &"has_game", &"finish_saves"]
var _calls_per_round := (TEXTS.size() + 1) * 7 + NUMBERS.size() * 2 + ARGUMENTLESS.size()


func _new_session() -> Node:
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	return session


## Calls every method of `session` with every careless value; returns how many
## calls came back.
func _careless_calls(session: Node) -> int:
	var calls := 0
	for text: String in TEXTS + [TEXTS[2].repeat(5000)]:
		for method in [&"legal_moves_from", &"move_option", &"duck_squares", &"landing_piece", &"visible_squares", &"board_for", &"marked_squares"]:
			session.call(method, text)
			calls += 1
	for number: int in NUMBERS:
		var snapshot: Node = session.snapshot_at(number)
		if snapshot != null:
			snapshot.free()
		session.dice_turns(number)
		calls += 2
	for method in ARGUMENTLESS:
		session.call(method)
		calls += 1
	return calls


## The moves and resignations a careless script might try, on a started game.
func _careless_moves(session: Node) -> void:
	for text: String in TEXTS:
		session.play(text)
		session.resign(text)
	session.undo()


func test_every_call_without_a_game_fails_cleanly() -> void:
	var session := _new_session()
	check_eq(_careless_calls(session), _calls_per_round, "every call came back")
	check_eq(session.play("d2d3"), FAILED, "no game: play fails")
	check_eq(session.undo(), FAILED, "no game: undo fails")
	check_eq(session.save("user://careless.save"), FAILED, "no game: nothing to save")
	check(not session.has_game(), "still no game")
	session.queue_free()


func test_a_bad_square_army_or_index_is_answered_with_a_reason() -> void:
	var session := _new_session()
	check_eq(session.start("chess", 1), OK, "a game")
	var bad_calls := [
		[&"legal_moves_from", "zz99", PackedStringArray()], [&"legal_moves_from", "e2e4", PackedStringArray()],
		[&"move_option", "e2e5", {}], [&"duck_squares", "e2e4", PackedStringArray()],
		[&"landing_piece", "a1a8", ""], [&"visible_squares", "nobody", PackedStringArray()],
		[&"board_for", "purple", {}],
	]
	for call: Array in bad_calls:
		session.last_error = ""
		check_eq(session.call(call[0], call[1]), call[2], "%s(%s) answers empty" % [call[0], call[1]])
		check(session.last_error != "", "%s(%s) says why" % [call[0], call[1]])
	session.last_error = ""
	session.marked_squares("q9")
	check(session.last_error.contains("q9"), "marked_squares names the bad square: %s" % session.last_error)
	for count: int in [-1, 1, 1 << 40]:
		session.last_error = ""
		check_eq(session.snapshot_at(count), null, "no snapshot after %d actions of 0" % count)
		check(session.last_error != "", "snapshot_at(%d) says why" % count)
	check_eq(session.legal_moves_from("g1").size(), 2, "a good square still answers")
	check_eq(session.last_error, "", "and clears the reason")
	session.queue_free()


func test_bad_starts_fail_and_keep_the_game() -> void:
	var session := _new_session()
	check_eq(session.start("chess", 1), OK, "a game to keep")
	for id: String in TEXTS:
		for number: int in NUMBERS:
			if id != "chaturaji":
				check_eq(session.start(id, number), FAILED, "no game %s" % id)
			session.start_numbered(id, number)
			session.start_arranged(id, number)
			GameSession.start_count(id)
			GameSession.start_swaps(id)
		for rolls in [PackedInt32Array(), PackedInt32Array([0]), PackedInt32Array([7]), PackedInt32Array([-1, 1 << 30])]:
			session.start_with_rolls(id, 1, rolls)
		for fen: String in FENS:
			session.start_from_fen(id, fen)
	for number: int in NUMBERS:
		check_eq(session.start_numbered("chess960", number), OK if number >= 0 and number < 960 else FAILED, "Chess960 no. %d" % number)
	check_eq(session.start("chess", 1), OK, "chess starts again")
	for fen: String in FENS:
		var before: String = session.fen()
		session.start_from_fen("chess", fen)
		if session.fen() != before:
			check(session.has_game() and not session.legal_moves().is_empty() or session.state()["over"], "a FEN taken gives a playable game: %s" % fen)
	session.queue_free()


func test_every_game_survives_careless_calls() -> void:
	var session := _new_session()
	for id: String in GameSession.game_ids():
		check_eq(session.start(id, 7), OK, "%s starts" % id)
		_careless_moves(session)
		check_eq(_careless_calls(session), _calls_per_round, "%s: every call came back" % id)
		# Played to its end, where every call must still hold.
		var plies := 0
		while not session.state()["over"] and plies < 400:
			var moves: PackedStringArray = session.legal_moves()
			if moves.is_empty():
				break
			session.play(moves[plies % moves.size()])
			plies += 1
		_careless_moves(session)
		_careless_calls(session)
		check(session.has_game(), "%s: the game is still there" % id)
	session.queue_free()


func test_broken_files_fail_to_load_and_keep_the_game() -> void:
	var session := _new_session()
	check_eq(session.start("seasons-dice", 3), OK, "a game to keep")
	for move in range(6):
		session.play(session.legal_moves()[0])
	var kept: String = session.fen()
	var good := "user://careless-good.save"
	check_eq(session.save(good), OK, "a good save")
	var text := FileAccess.get_file_as_string(good)
	var broken := "user://careless-broken.save"
	var cuts := [0, 1, text.length() / 3, text.length() / 2, text.length() - 1]
	for cut: int in cuts:
		var file := FileAccess.open(broken, FileAccess.WRITE)
		file.store_string(text.left(cut))
		file.close()
		check_eq(session.load(broken), FAILED, "a save cut at %d fails to load" % cut)
	var file := FileAccess.open(broken, FileAccess.WRITE)
	file.store_buffer(PackedByteArray([0xff, 0xfe, 0, 1, 2, 0x80]))
	file.close()
	check_eq(session.load(broken), FAILED, "bytes that are no text fail to load")
	for path in ["", "user://", "user://no-such.save", "/proc/self/mem", "/", "res://"]:
		check_eq(session.load(path), FAILED, "%s fails to load" % path)
	check_eq(session.fen(), kept, "the game stays after every failed load")
	# A save onto a folder fails and leaves no temporary file.
	DirAccess.make_dir_recursive_absolute("user://careless-folder")
	check_eq(session.save("user://careless-folder"), FAILED, "no save onto a folder")
	check(not FileAccess.file_exists("user://careless-folder.tmp"), "nor a temporary file left")
	DirAccess.remove_absolute(ProjectSettings.globalize_path("user://careless-folder"))
	check_eq(session.save(""), FAILED, "no save without a name")
	DirAccess.remove_absolute(ProjectSettings.globalize_path(good))
	DirAccess.remove_absolute(ProjectSettings.globalize_path(broken))
	session.queue_free()


func test_a_bot_with_any_level_or_seed_plays_a_legal_move() -> void:
	var session := _new_session()
	check_eq(session.start("chaturaji", 5), OK, "a game")
	var bot: Node = ClassDB.instantiate(&"Bot")
	add_child(bot)
	var chosen: Array[String] = []
	bot.move_chosen.connect(func(move: String) -> void: chosen.append(move))
	for level: int in [-(1 << 62), 0, 1 << 62]:
		bot.level = level
		bot.seed = -level
		chosen.clear()
		check_eq(bot.think(session), OK, "level %d thinks" % level)
		bot.think(session)  # again at once: the first search is cancelled
		while bot.is_thinking():
			await get_tree().process_frame
		check_eq(chosen.size(), 1, "level %d answers once" % level)
		if chosen.size() == 1:
			check(session.legal_moves().has(chosen[0].get_slice(",", 0)), "level %d: %s is legal" % [level, chosen[0]])
	var empty := _new_session()
	check_eq(bot.think(empty), ERR_UNCONFIGURED, "no game: nothing to think about")
	bot.cancel()
	bot.cancel()
	bot.queue_free()
	empty.queue_free()
	session.queue_free()
