extends "res://tests/godot/godot_test.gd"
## GameSession drives a game of the engine from GDScript.

var _turns: Array[String] = []
var _played: Array[Dictionary] = []


func _new_session() -> Node:
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	session.turn_changed.connect(func(army: String) -> void: _turns.append(army))
	session.move_played.connect(func(move: Dictionary) -> void: _played.append(move))
	return session


func test_start_lists_the_nine_opening_moves_of_red() -> void:
	var session := _new_session()
	check_eq(session.start("chaturaji", 1), OK, "start chaturaji")
	# Counted by hand: four pawn steps, knight to a3 and c3, boat to c3, king to e1 and e2.
	var moves: PackedStringArray = session.legal_moves()
	moves.sort()
	check_eq(moves, PackedStringArray(["a1c3", "a2a3", "b1a3", "b1c3", "b2b3", "c2c3", "d1e1", "d1e2", "d2d3"]), "opening moves")
	var knight: PackedStringArray = session.legal_moves_from("b1")
	knight.sort()
	check_eq(knight, PackedStringArray(["b1a3", "b1c3"]), "the knight's moves")
	check_eq(session.state()["to_move"], "red", "red moves first")


func test_play_passes_the_turn_clockwise_and_signals_it() -> void:
	var session := _new_session()
	session.start("chaturaji", 1)
	check_eq(session.play("d2d3"), OK, "red plays d2d3")
	check_eq(session.state()["to_move"], "green", "green is next")
	check_eq(_played.size(), 1, "move_played once")
	var played: Dictionary = _played[0] if _played.size() == 1 else {}
	check_eq([played.get("text"), played.get("army"), played.get("piece"), played.get("from"), played.get("to")], ["d2d3", "red", "pawn", "d2", "d3"], "move_played names the move, the mover and its piece")
	check_eq(played.get("captures"), [], "and takes nothing")
	check_eq(_turns.back(), "green", "turn_changed names green")


func test_moves_come_as_entries_and_move_played_says_what_they_took() -> void:
	var session := _new_session()
	session.start("chess", 1)
	for move in ["e2e4", "d7d5"]:
		session.play(move)
	var options: Array = session.move_options()
	check_eq(options.map(func(m: Dictionary) -> String: return m["text"]), Array(session.legal_moves()), "one entry per legal move, in order")
	var capture: Dictionary = session.move_option("e4d5")
	check_eq([capture["from"], capture["to"], capture["captures"]], ["e4", "d5", ["d5"]], "the pawn takes on d5")
	check_eq(session.move_option("e4e6"), {}, "no entry for an illegal move")
	check(session.last_error != "", "and a reason")
	_played.clear()
	check_eq(session.play("e4d5"), OK, "exd5")
	check_eq(_played[0]["captures"], [{"square": "d5", "army": "black", "piece": "pawn"}], "move_played names the piece taken")
	check_eq(session.last_move()["to"], "d5", "last_move tells it again")
	check_eq(session.start_from_fen("atomic", "rnbqkbnr/pppppppp/8/6N1/8/8/PPPPPPPP/RNBQKB1R w KQkq - 0 1"), OK, "atomic")
	_played.clear()
	session.play("g5f7")
	var blasted: Array = _played[0]["blasts"].map(func(p: Dictionary) -> String: return p["square"])
	check(blasted.has("f7") and blasted.has("g8"), "the explosion takes the knight and what stood around: %s" % [blasted])


func test_chess960_starts_by_number() -> void:
	var session := _new_session()
	check_eq(ClassDB.class_call_static(&"GameSession", &"start_count", "chess960"), 960, "960 starts")
	check_eq(ClassDB.class_call_static(&"GameSession", &"start_count", "chess"), 0, "chess has one start")
	check_eq(session.start_numbered("chess960", 518), OK, "start 518")
	check_eq(session.fen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1", "518 is the classical start")
	check_eq(session.start_numbered("chess960", 0), OK, "start 0")
	check_eq(session.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "start 0")
	check_eq(session.start_numbered("chess960", 960), FAILED, "960 is out of range")
	check_eq(session.start_numbered("chess960", -1), FAILED, "-1 is out of range")
	check_eq(session.start_numbered("chess", 3), FAILED, "chess has no numbered starts")
	check_eq(Catalogue.engine_id("chess", "", false, true), "chess960", "the Chess960 switch of the chess entry")
	check_eq(Catalogue.engine_id("chess", "", false), "chess", "chess without the switch")
	check(Catalogue.has_rules("chess960"), "the Chess960 entry has rules")
	check_eq(Catalogue.rules_text("chess960"), Catalogue.rules_text("chess"), "on the chess page (its catalogue row says)")
	check(Catalogue.rules_text("chess").length() > 0, "the chess page is read")


func test_bad_input_is_an_error_not_a_crash() -> void:
	var session := _new_session()
	check_eq(session.start("no-such-game", 1), FAILED, "unknown game fails")
	check(session.last_error.contains("unknown game"), "last_error names the problem: %s" % session.last_error)
	check(not session.has_game(), "no game after a failed start")
	check_eq(session.play("d2d3"), FAILED, "play without a game fails")
	session.start("chaturaji", 1)
	check_eq(session.play("d2d5"), FAILED, "an illegal move fails")
	check(session.last_error.contains("not legal"), "last_error says the move is not legal: %s" % session.last_error)
	check_eq(session.play(""), FAILED, "an empty move fails")
	check_eq(session.legal_moves_from("zz99").size(), 0, "a square off the board has no moves")
	check_eq(session.landing_piece("d2d5"), "", "an illegal move leaves no piece")
	check(session.last_error.contains("no legal move"), "last_error says so: %s" % session.last_error)
	check_eq(session.landing_piece(""), "", "nor does an empty text")
	check_eq(session.state()["ply"], 0, "failed calls change nothing")


func test_undo_restores_the_position() -> void:
	var session := _new_session()
	session.start("chaturaji", 1)
	var start_fen: String = session.fen()
	session.play("b1c3")
	check(session.fen() != start_fen, "a move changes the FEN")
	check_eq(session.undo(), OK, "undo")
	check_eq(session.fen(), start_fen, "undo gives back the start")
	check_eq(session.undo(), FAILED, "nothing more to undo")


func test_save_and_load_round_trip() -> void:
	var session := _new_session()
	session.start("chaturaji-dice", 42)
	var moves: PackedStringArray = session.legal_moves()
	if not moves.is_empty():
		session.play(moves[0])
	var path := "user://test_round_trip.ron"
	check_eq(session.save(path), OK, "save: %s" % session.last_error)
	var other := _new_session()
	check_eq(other.load(path), OK, "load: %s" % other.last_error)
	check_eq(other.fen(), session.fen(), "loaded game has the same position")
	DirAccess.remove_absolute(ProjectSettings.globalize_path(path))
	check_eq(other.load("user://does_not_exist.ron"), FAILED, "a missing save fails")


func test_board_describes_the_geometry() -> void:
	var session := _new_session()
	session.start("chaturaji", 1)
	var board: Dictionary = session.board()
	check_eq(board["width"], 8, "width")
	check_eq(board["height"], 8, "height")
	check_eq(board["squares"].size(), 64, "every square of the 8x8 board")
	var pieces: Array = session.pieces()
	check_eq(pieces.size(), 32, "four armies of eight")
	var red_king := pieces.filter(func(p: Dictionary) -> bool: return p["army"] == "red" and p["piece"] == "king")
	check_eq(red_king.size(), 1, "one red king")
	if red_king.size() == 1:
		check_eq(red_king[0]["square"], "d1", "the red king starts on d1")


func test_fog_shows_each_side_only_what_it_sees() -> void:
	var session := _new_session()
	check_eq(session.start_from_fen("fog", "4k3/8/8/7p/8/2p5/8/1N2K3 w - - 0 1"), OK, "fog from a FEN")
	var white: PackedStringArray = session.visible_squares("white")
	white.sort()
	check_eq(white, PackedStringArray(["a3", "b1", "c3", "d1", "d2", "e1", "e2", "f1", "f2"]), "white sees its pieces and where they may move")
	var board: Dictionary = session.board_for("white")
	var seen: Array = board["pieces"].map(func(p: Dictionary) -> String: return p["square"])
	seen.sort()
	check_eq(seen, ["b1", "c3", "e1"], "white sees the pawn its knight could take, not the king or the h5 pawn")
	check_eq(board["fen"], "8/8/8/8/8/2p5/8/1N2K3 w - - 0 1", "the view as a FEN")
	var visible := 0
	for square in board["squares"]:
		if square["visible"]:
			visible += 1
	check_eq([board["squares"].size(), visible], [64, 9], "every square is listed, nine visible")
	check_eq(session.board_for("b")["pieces"].size(), 3, "black (by letter) sees its own three pieces")
	check_eq(session.visible_squares("nobody").size(), 0, "an unknown army sees nothing")
	check_eq(session.board_for("nobody").size(), 0, "and has no board")
	session.start("chess", 0)
	check_eq(session.visible_squares("black").size(), 64, "chess hides nothing")
	check_eq(session.board_for("black")["pieces"].size(), 32, "every piece is seen in chess")


func test_friendly_pieces_name_both_parts_of_a_merged_piece() -> void:
	var session := _new_session()
	check_eq(session.start_from_fen("friendly", "4k3/8/8/3(BN)4/8/8/8/4K3 w - - 0 1"), OK, "friendly from a FEN")
	var merged: Array = session.pieces().filter(func(p: Dictionary) -> bool: return p.has("merged"))
	check_eq(merged.size(), 1, "one merged piece")
	check_eq([merged[0]["square"], merged[0]["piece"], merged[0]["merged"]], ["d5", "bishop-knight", "BN"], "its parts' letters")


func test_crazyhouse_pockets_and_drops() -> void:
	var session := _new_session()
	check_eq(session.start_from_fen("crazyhouse", "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1"), OK, "start crazyhouse")
	check_eq(session.state()["pockets"]["white"]["P"], 0, "white's pocket starts empty")
	check_eq(session.play("e4d5"), OK, "white takes a pawn")
	check_eq(session.state()["pockets"]["white"]["P"], 1, "the pawn is in white's pocket")
	check_eq(session.play("e8d7"), OK, "black moves")
	var drops: Array = session.move_options().filter(func(m: Dictionary) -> bool: return m["drop"] == "P")
	check_eq(drops.size(), 46, "the pawn may be dropped on ranks 2 to 7 but d5, d7")
	check(drops.any(func(m: Dictionary) -> bool: return m["text"] == "P@e4" and m["to"] == "e4" and m["from"] == ""), "P@e4 among the drops")
	check_eq(session.move_options().filter(func(m: Dictionary) -> bool: return m["drop"] == "N").size(), 0, "no knight to drop")
	check_eq(session.legal_moves_from("@P").size(), 0, "a drop is no square's move")
	check_eq(session.play("P@e4"), OK, "white drops the pawn")
	check_eq(session.state()["pockets"]["white"]["P"], 0, "the pocket is empty again")
	check(not session.pieces().any(func(p: Dictionary) -> bool: return p["army"] == ""), "no piece of nobody in crazyhouse")


## Where the neutral pieces stand: the duck is a piece like any, of no army.
func _duck_squares(session: Node) -> Array:
	return session.pieces().filter(func(p: Dictionary) -> bool: return p["army"] == "" and p["piece"] == "duck").map(func(p: Dictionary) -> String: return p["square"])


func test_duck_moves_come_in_two_parts() -> void:
	var session := _new_session()
	check_eq(session.start("duck", 1), OK, "start duck")
	check_eq(_duck_squares(session), [], "no duck before the first move")
	check(not session.state().has("pockets"), "no pockets in duck chess")
	check_eq(session.legal_moves().size(), 640, "20 piece moves times 32 squares")
	var squares: PackedStringArray = session.duck_squares("e2e4")
	check_eq(squares.size(), 32, "the duck's squares after e2e4")
	check(squares.has("e2"), "the duck may go where the pawn stood")
	check_eq(session.duck_squares("e2e5").size(), 0, "no squares after an illegal move")
	check(session.last_error != "", "the illegal first part is named")
	check_eq(session.play("e2e4,e4d5"), OK, "a whole move")
	check_eq(_duck_squares(session), ["d5"], "the duck stands on d5, a piece of nobody")
	check_eq(session.state()["to_move"], "black", "black is next")
	check_eq(session.play("e7e5,e5d5"), FAILED, "the duck may not stay")


func test_move_list_is_san_for_chess_and_the_actions_elsewhere() -> void:
	var session := _new_session()
	check(session.move_list().is_empty(), "no game, no list")
	session.start("chess960", 1)
	var list: Dictionary = session.move_list()
	check(list["pairs"], "Chess960 reads in pairs")
	check_eq(list["first_ply"], 0, "from the usual start")
	session.start_from_fen("chess", "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1")
	session.play("e8c8")
	session.play("e1g1")
	list = session.move_list()
	check_eq(list["moves"], ["O-O-O", "O-O"], "castling to either side")
	check_eq(list["first_ply"], 1, "black moved first")
	session.start("chaturaji", 1)
	var red: String = session.legal_moves()[0]
	session.play(red)
	list = session.move_list()
	check(not list["pairs"], "Čaturádží lists every action by itself")
	check_eq(list["moves"], [red], "in its own notation")


func test_standard_record_is_pgn_for_chess_pgn4_for_four_player_chess() -> void:
	var session := _new_session()
	session.start("chess", 1)
	session.play("e2e4")
	check(session.standard_record().contains("1. e4 *"), "chess is written as PGN")
	session.start("crazyhouse", 1)
	session.play("e2e4")
	var crazyhouse: String = session.standard_record()
	check(crazyhouse.contains("[Variant \"Crazyhouse\"]") and crazyhouse.contains("1. e4 *"), "crazyhouse as PGN, its variant named")
	session.start("fourplayer-teams", 1)
	session.play("e2e4")
	check(session.standard_record().contains("[Variant \"Teams\"]"), "four-player chess as PGN4")
	session.start("chaturaji", 1)
	check_eq(session.standard_record(), "", "Čaturádží has no standard format: the screen writes its own")


func test_a_capture_and_a_check_are_told_by_move_played() -> void:
	var session := _new_session()
	session.start_from_fen("chess", "4k3/8/8/3q4/8/8/3R4/4K3 w - - 0 1")
	_played.clear()
	check_eq(session.play("d2d5"), OK, "the rook takes the queen")
	var move: Dictionary = _played[0] if _played.size() == 1 else {}
	check_eq(move.get("captures"), [{"square": "d5", "army": "black", "piece": "queen"}], "move_played names the queen taken and its square")
	check(not move.get("check", true), "no check yet")
	_played.clear()
	session.play("e8e7")
	session.play("d5d7")
	check(_played[-1].get("check", false), "a check is told with the move")
	check_eq(_played[-1].get("captures"), [], "a move onto an empty square takes nothing")


func test_the_duck_s_placement_is_part_of_the_move_played() -> void:
	var session := _new_session()
	session.start("duck", 1)
	_played.clear()
	session.play("e2e4,e4d5")
	var move: Dictionary = _played[0] if _played.size() == 1 else {}
	check_eq([move.get("from"), move.get("to"), move.get("second"), move.get("captures")], ["e2", "e4", "d5", []], "the pawn's move and where the duck went, no capture")


func test_a_fog_player_reads_only_its_own_moves() -> void:
	var session := _new_session()
	session.start("fog", 1)
	session.play("e2e4")
	session.play("e7e5")
	var white: Dictionary = session.move_list_for("white")
	check_eq(white["moves"], ["e2e4", ""], "black's move is left out for white")
	check_eq(white["hidden"], [1], "and named hidden")
	check_eq(session.move_list_for("black")["hidden"], [0], "black does not read white's")
	check_eq(session.move_list()["hidden"], [], "the whole list hides nothing")
	var board: Dictionary = session.board_for("white")
	check(not board["pieces"].any(func(p: Dictionary) -> bool: return p["square"] == "e8"), "white's board lacks the black king it cannot see")
	check_eq(session.move_list_for("nobody"), {}, "an unknown reader reads nothing")
	check(session.last_error != "", "and is told why")
	session.start("chess", 1)
	session.play("e2e4")
	check_eq(session.move_list_for("black")["moves"], ["e4"], "without fog every move is read")


func test_undo_until_goes_back_to_a_human_s_turn_with_one_set_of_signals() -> void:
	var session := _new_session()
	var states: Array = []
	session.state_changed.connect(func(state: Dictionary) -> void: states.append(state))
	session.start("chaturaji", 1)
	for i in 5:
		session.play(session.legal_moves()[0])
	check_eq(session.history().size(), 5, "five moves: red, green, yellow, blue, red")
	states.clear()
	_turns.clear()
	check_eq(session.undo_until(PackedStringArray(["green"])), OK, "back to green's turn")
	check_eq(session.history().size(), 1, "red's first move stays")
	check_eq([states.size(), _turns.size(), _turns.back()], [1, 1, "green"], "one state and one turn told")
	check_eq(states[0]["to_move"], "green", "the state told is the one reached")
	check_eq(session.undo_until(PackedStringArray(["purple"])), FAILED, "an unknown army")
	check_eq(session.history().size(), 1, "takes nothing back")
	check_eq(session.undo_until(PackedStringArray()), OK, "no army: back to the start")
	check_eq(session.history().size(), 0, "nothing left")
	check_eq(session.undo_until(PackedStringArray(["red"])), FAILED, "nothing to take back")


func test_game_over_is_told_when_a_move_ends_the_game_and_when_an_ended_game_is_loaded() -> void:
	var session := _new_session()
	var ends: Array = []
	session.game_over.connect(func(state: Dictionary) -> void: ends.append(state))
	session.start("chess", 1)
	for move in ["f2f3", "e7e5", "g2g4"]:
		session.play(move)
	check(ends.is_empty(), "no end yet")
	session.play("d8h4")
	check_eq(ends.size(), 1, "the mate ends the game")
	check(ends[0]["over"], "and the state told is over")
	var path := "user://game_over_test.save"
	check_eq(session.save(path), OK, "saved")
	_turns.clear()
	check_eq(session.load(path), OK, "loaded")
	check_eq([ends.size(), _turns.size()], [2, 0], "the ended game loaded is told over, no turn")
	DirAccess.remove_absolute(ProjectSettings.globalize_path(path))


func test_board_squares_name_their_file_and_rank_and_the_duck_s_diagram_is_nobody_s() -> void:
	var session := _new_session()
	session.start("fourplayer-teams", 1)
	var squares: Array = session.board()["squares"]
	var n11: Array = squares.filter(func(s: Dictionary) -> bool: return s["name"] == "n11")
	check_eq([n11[0]["file_name"], n11[0]["rank_name"]], ["n", "11"], "the parts of n11, told by the engine")
	session.start("duck", 1)
	var duck: Array = session.piece_diagrams().filter(func(d: Dictionary) -> bool: return d["piece"] == "duck")
	check(duck.size() == 1 and duck[0]["neutral"], "the duck is nobody's")
	var pawn: Array = session.piece_diagrams().filter(func(d: Dictionary) -> bool: return d["piece"] == "pawn")
	check(pawn.size() == 1 and not pawn[0]["neutral"], "a pawn is an army's")
