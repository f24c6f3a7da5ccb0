extends "res://tests/godot/ui_test.gd"
## The two-player board on the game screen: a whole chess game by taps, the board
## turned for a human playing black, a promotion chosen by taps, coordinates; and
## the board's parts for the variants (pockets, the duck, fog, merged pieces),
## through a test adapter until the engine has those games.


func _open(game_id: String, seats: Array) -> Node:
	App.next_game = {"engine_id": game_id, "catalogue_id": game_id, "seats": seats, "seed": 3}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


func _tap_move(screen: Node, from: String, to: String) -> void:
	await click_at(square_centre(screen.board, from))
	await click_at(square_centre(screen.board, to))


func test_fools_mate_by_taps_ends_in_checkmate_for_black() -> void:
	var screen := await _open("chess", [])
	for move in [["f2", "f3"], ["e7", "e5"], ["g2", "g4"], ["d8", "h4"]]:
		await _tap_move(screen, move[0], move[1])
	var state: Dictionary = screen.session.state()
	check_eq(screen.session.history(), PackedStringArray(["f2f3", "e7e5", "g2g4", "d8h4"]), "four moves by taps")
	check(state["over"], "the game is over")
	check_eq(str(state.get("reason")), "checkmate", "by checkmate")
	check_eq(state.get("winning_team"), ["black"], "black wins")
	check(screen.get_node("%GameOverLayer").visible, "the game-over panel shows")
	check_eq(screen.get_node("%Reason").text, tr("Checkmate."), "the reason in words")
	var ranking: Node = screen.get_node("%Ranking")
	var texts := ranking.find_children("*", "Label", true, false).map(func(l: Label) -> String: return l.text)
	check(texts.has(tr("Black")), "the winner's row: %s" % [texts])
	check_eq(screen.get_node("%Headline").text, tr("%s wins") % tr("Black"), "the headline names the winner")
	var dim: StyleBox = screen.get_node("%GameOverLayer").get_theme_stylebox(&"panel")
	check(dim is StyleBoxFlat and (dim as StyleBoxFlat).bg_color.a > 0.2, "the board is dimmed behind the result")
	screen.queue_free()


func test_a_human_playing_black_against_a_bot_has_black_at_the_bottom() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	var screen := await _open("chess", [{"kind": "bot", "level": 1}, {"kind": "human"}])
	var board: BoardView = screen.board
	check_eq(board.quarter_turns, 2, "the board is turned half-way")
	check(square_centre(board, "e8").y > square_centre(board, "e1").y, "black's back rank is at the bottom")
	check(square_centre(board, "h8").x < square_centre(board, "a8").x, "the h-file is on the left")
	for frame in 600:
		if screen.session.state()["ply"] == 1:
			break
		await get_tree().process_frame
	check_eq(screen.session.state()["to_move"], "black", "the bot played white's first move")
	await _tap_move(screen, "b8", "c6")
	# The bot may already have answered: black's move is the second action.
	check_eq(screen.session.history().slice(1, 2), PackedStringArray(["b8c6"]), "black's knight moved by taps on the turned board")
	var labels := BoardCoordinates.labels(board, board.session.board()["squares"])
	check_eq(labels.get("h8", []), ["h", "8"], "the corner square at the bottom left is h8 with both labels")
	check_eq(labels.get("a8", [""])[0], "a", "file a at the bottom right")
	check_eq(labels.get("h1", ["", ""])[1], "1", "rank 1 at the top left")
	Settings.animation_seconds = animation
	screen.queue_free()


func test_hot_seat_chess_keeps_white_at_the_bottom_with_coordinates() -> void:
	var screen := await _open("chess", [])
	var board: BoardView = screen.board
	check_eq(board.quarter_turns, 0, "white at the bottom")
	var labels := BoardCoordinates.labels(board, board.session.board()["squares"])
	check_eq(labels.get("a1", []), ["a", "1"], "a1 has the file and the rank")
	check_eq(labels.get("h1", []), ["h", ""], "h1 has the file")
	check_eq(labels.get("a8", []), ["", "8"], "a8 has the rank")
	check(not labels.has("e4"), "no label inside the board")
	screen.queue_free()


func test_promotion_is_chosen_by_taps() -> void:
	var screen := await _open("chess", [])
	check_eq(screen.session.start_from_fen("chess", "8/P6k/8/8/8/8/8/K7 w - - 0 1"), OK, "a promotion position")
	screen.board.refresh()
	var options: PackedStringArray = screen.session.legal_moves_from("a7")
	await _tap_move(screen, "a7", "a8")
	check(screen.dialog.visible, "the promotion choice shows")
	check_eq(screen.session.state()["ply"], 0, "nothing is played before the choice")
	await click(screen.dialog.find_child("Option%d" % options.find("a7a8n"), true, false))
	var on_a8: Array = screen.session.pieces().filter(func(p: Dictionary) -> bool: return p["square"] == "a8")
	check_eq(on_a8.size(), 1, "a piece stands on a8")
	if on_a8.size() == 1:
		check_eq(on_a8[0]["piece"], "knight", "the pawn became the chosen knight")
	screen.queue_free()


func test_a_makruk_count_shows_beside_the_player_to_move_until_it_runs_out() -> void:
	var screen := await _open("makruk", [])
	# Two rooks against a lone king: a count of 8 moves, 15 plies gone.
	check_eq(screen.session.start_from_fen("makruk", "4k3/8/8/8/8/8/R7/R2K4 b - 16 15 30"), OK, "a counting position")
	screen.board.refresh()
	screen._update_panel()
	check_eq(screen._message.text, "Black to move · Count: 8 of 8 moves", "the count before black's move")
	await _tap_move(screen, "e8", "f8")
	check_eq(screen._message.text, "White to move · Count: 8 of 8 moves", "the count after it")
	await _tap_move(screen, "a2", "h2")
	check(screen._message.text.begins_with("Game over. The count ran out"), "the count has run out: %s" % screen._message.text)
	screen.queue_free()


func test_a_rule_s_own_move_and_a_one_choice_promotion_take_two_taps() -> void:
	# Ouk Chatrang's king leaps as a knight on its first move (a move the rule
	# module adds, not the piece data).
	var screen := await _open("cambodian", [])
	await _tap_move(screen, "d1", "b2")
	check_eq(screen.session.fen(), "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1", "the king leapt")
	screen.queue_free()
	# Shatranj promotes to the fers alone: no choice to show.
	screen = await _open("shatranj", [])
	check_eq(screen.session.start_from_fen("shatranj", "3k4/1P6/8/8/8/8/6p1/3K4 w - - 0 1"), OK, "a promotion position")
	screen.board.refresh()
	await _tap_move(screen, "b7", "b8")
	check(not screen.dialog.visible, "no choice is asked")
	check_eq(screen.session.fen(), "1Q1k4/8/8/8/8/8/6p1/3K4 b - - 0 1", "the pawn became a fers")
	screen.queue_free()


func test_xiangqi_is_played_on_points_with_palaces_and_a_cannon_s_jump() -> void:
	var screen := await _open("xiangqi", [])
	var board: Dictionary = screen.session.board()
	check(board["points"], "a board of points")
	check_eq(board["palaces"].size(), 2, "a palace each")
	check_eq(PackedStringArray(board["royal"]), PackedStringArray(["general"]), "the general is what a check marks")
	check_eq(PackedStringArray(board["palaces"][0]), PackedStringArray(["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"]), "red's palace")
	# The cannon takes the horse on b10 over the black cannon, by two taps.
	await _tap_move(screen, "b3", "b10")
	check_eq(screen.session.history(), PackedStringArray(["b3b10"]), "the cannon jumped")
	check(screen.session.fen().begins_with("rCbakabnr/"), "the horse is taken: %s" % screen.session.fen())
	screen.queue_free()


func test_janggi_has_no_river_and_passes_by_the_button_only() -> void:
	var screen := await _open("janggi", [])
	var board: Dictionary = screen.session.board()
	check(board["points"] and not board["river"], "a board of points without a river")
	check(board["passing"], "a game with passes")
	check_eq(PackedStringArray(board["palaces"][0]), PackedStringArray(["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"]), "blue's palace")
	var pass_button: Button = screen.get_node("%Pass")
	check(pass_button.visible and not pass_button.disabled, "the pass button is offered")
	# Two taps on the general select it and let it go: no pass.
	await _tap_move(screen, "e2", "e2")
	check(screen.session.history().is_empty(), "tapping the general twice does not pass")
	await click(pass_button)
	check_eq(screen.session.history(), PackedStringArray(["e2e2"]), "the button passed")
	check_eq(screen.session.move_list()["moves"], ["Ke2"], "SAN writes the pass as Fairy-Stockfish does")
	check_eq(screen._moves.get_item_text(0), "1. " + tr("pass"), "the move list names it a pass")
	# Bikjang: the message says so, and a pass ends the game on points.
	check_eq(screen.session.start_from_fen("janggi", "4k4/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1"), OK, "a bikjang position")
	screen.board.refresh()
	screen._update_panel()
	check(screen._message.text.contains("bikjang"), "the message names bikjang: %s" % screen._message.text)
	await click(pass_button)
	var state: Dictionary = screen.session.state()
	check(state["over"] and state["reason"] == "bikjang", "the pass ended the game: %s" % state)
	check_eq(PackedStringArray(state["winning_team"]), PackedStringArray(["blue"]), "blue's elephant decides the count")
	screen.queue_free()


func test_sittuyin_places_from_the_hand_and_promotes_a_pawn_in_place() -> void:
	var screen := await _open("sittuyin", [])
	check_eq(screen.board._board["art"].get("general", ""), "met", "the general is drawn as the met")
	check(screen.board.piece_texture("general") == screen.board.piece_texture("met"), "with the met's picture")
	# Every first move is a placement: the king from red's hand onto e2.
	check_eq(screen._message.text, "Red to move · place a piece from your hand", "the placement is asked for")
	var rows: Array = screen.find_children("*", "PocketView", true, false).filter(func(row: PocketView) -> bool: return row._is_to_move())
	check_eq(rows.size(), 1, "red's hand is offered")
	if rows.size() == 1:
		await click_at(rows[0].get_global_rect().position + rows[0].slot_centre("K"))
		await click_at(square_centre(screen.board, "e2"))
	check_eq(screen.session.history(), PackedStringArray(["K@e2"]), "the king is placed")
	check(screen.session.legal_moves_from("a3").is_empty(), "no pawn moves while pieces are in hand")
	check_eq(screen._message.text, "Black to move · place a piece from your hand", "black places next")
	# A pawn on the long diagonal becomes a general on its own square: two taps there.
	check_eq(screen.session.start_from_fen("sittuyin", "8/5k2/8/4P3/8/8/r7/3K4[] w - - 0 1"), OK, "a promotion position")
	screen.board.refresh()
	await _tap_move(screen, "e5", "e5")
	check_eq(screen.session.history(), PackedStringArray(["e5e5f"]), "the pawn promoted in place")
	check(screen.session.fen().begins_with("8/5k2/8/4F3/"), "a general on e5: %s" % screen.session.fen())
	check_eq(screen._message.text, "Black to move", "nothing left to place")
	screen.queue_free()


func test_shogi_offers_to_promote_or_not_and_drops_from_the_hand() -> void:
	var screen := await _open("shogi", [])
	# A silver entering the zone may promote or stay: the choice shows both pieces.
	check_eq(screen.session.start_from_fen("shogi", "4k4/9/9/4S4/9/9/9/9/4K4[P] w - - 0 1"), OK, "a promotion position")
	screen.board.refresh()
	var options: PackedStringArray = screen.session.legal_moves_from("e6")
	await _tap_move(screen, "e6", "e7")
	check(screen.dialog.visible, "the choice shows")
	var icons: Array = [screen.board.piece_icon("silver_general", "black"), screen.board.piece_icon("promoted_silver", "black")]
	for i in 2:
		var option: Button = screen.dialog.find_child("Option%d" % options.find(["e6e7", "e6e7+"][i]), true, false)
		check(option != null and option.icon == icons[i], "option %d shows its piece" % i)
	await click(screen.dialog.find_child("Option%d" % options.find("e6e7+"), true, false))
	var on_e7: Array = screen.session.pieces().filter(func(p: Dictionary) -> bool: return p["square"] == "e7")
	check(on_e7.size() == 1 and on_e7[0]["piece"] == "promoted_silver", "the silver promoted")
	# White's king steps aside; black drops its pawn from the hand.
	await _tap_move(screen, "e9", "d9")
	var rows: Array = screen.find_children("*", "PocketView", true, false).filter(func(row: PocketView) -> bool: return row._is_to_move())
	check_eq(rows.size(), 1, "black's hand is offered")
	if rows.size() == 1:
		await click_at(rows[0].get_global_rect().position + rows[0].slot_centre("P"))
		await click_at(square_centre(screen.board, "c5"))
	check_eq(screen.session.history(), PackedStringArray(["e6e7+", "e9d9", "P@c5"]), "promoted, stepped, dropped")
	check_eq(screen.session.move_list().get("moves", []), ["S-53+", "K-61", "P*75"], "the move list in shogi notation")
	screen.queue_free()


func test_a_game_without_a_count_shows_none() -> void:
	var screen := await _open("makruk", [])
	check_eq(screen._message.text, "White to move", "no count while pawns are left")
	screen.queue_free()


## A board on a real session of `game_id`, from `fen` if given.
func _board_on(session: GameSession) -> BoardView:
	var board := BoardView.new()
	board.size = Vector2(640, 640)
	add_child(session)
	add_child(board)
	board.animation_seconds = 0.0
	board.session = session
	return board


func _session(game_id: String, fen: String = "") -> GameSession:
	var session := GameSession.new()
	var started: int = session.start(game_id, 1) if fen == "" else session.start_from_fen(game_id, fen)
	check_eq(started, OK, "%s starts" % game_id)
	return session


func test_a_pocket_piece_is_dropped_by_two_taps() -> void:
	var session := _session("crazyhouse", "4k3/8/8/8/8/8/8/4K3[NNPq] w - - 0 1")
	var parent := VBoxContainer.new()
	parent.size = Vector2(560, 700)
	add_child(parent)
	var board := BoardView.new()
	board.size_flags_vertical = Control.SIZE_EXPAND_FILL
	parent.add_child(board)
	add_child(session)
	board.session = session
	var rows := PocketView.around(board)
	await get_tree().process_frame
	await get_tree().process_frame
	check_eq(rows[1].army, "white", "the bottom row is white's")
	check_eq(rows[0].army, "black", "the top row is black's")
	check_eq(rows[1].held(), [{"letter": "P", "count": 1}, {"letter": "N", "count": 2}], "white's pocket in piece order")
	check(board._drops.is_empty(), "no drop dots on every empty square: drops start from the pocket")
	var moved := []
	board.move_chosen.connect(func(move: String) -> void: moved.append(move))
	await click_at(rows[0].get_global_rect().position + rows[0].slot_centre("q"))
	check_eq(board.selected_drop(), "", "black's pocket is not white's to use")
	await click_at(rows[1].get_global_rect().position + rows[1].slot_centre("N"))
	check_eq(board.selected_drop(), "N", "the knight is picked")
	await click_at(square_centre(board, "e4"))
	check_eq(moved, ["N@e4"], "the drop is chosen")
	check_eq(session.play(moved[0]), OK, "and the engine plays it")
	check_eq(session.state()["pockets"]["white"]["N"], 1, "one knight left in the pocket")
	parent.queue_free()
	session.queue_free()


func test_the_duck_is_placed_as_the_second_half_of_the_move() -> void:
	var session := _session("duck")
	var board := _board_on(session)
	var moved := []
	board.move_chosen.connect(func(move: String) -> void: moved.append(move))
	board.tap("e2")
	check(board._movable.has("e2"), "the pawn can move though every move has two parts")
	board.tap("e4")
	check(moved.is_empty(), "nothing is played after the piece move alone")
	var duck_squares: Array = board._targets.keys().map(str)
	duck_squares.sort()
	var expected: Array = Array(session.duck_squares("e2e4"))
	expected.sort()
	check_eq(duck_squares, expected, "the duck's squares are the engine's")
	check_eq(duck_squares.size(), 32, "every empty square once the pawn stands on e4")
	check_eq(board._preview.get("e4", {}).get("piece", ""), "pawn", "the pawn is shown on e4 meanwhile")
	board.tap("h5")
	check_eq(moved, ["e2e4,e4h5"], "both parts are one move")
	board.tap("g1")
	board.tap("f3")
	board.tap("a7")  # a black pawn's square, no place for the duck: the move is dropped
	check_eq(moved.size(), 1, "a tap elsewhere cancels the knight's move")
	check(board._preview.is_empty(), "the board shows the position again")
	check_eq(session.play(moved[0]), OK, "the engine plays the whole move")
	var ducks: Array = session.pieces().filter(func(p: Dictionary) -> bool: return p["piece"] == "duck")
	check_eq(ducks.map(func(p: Dictionary) -> String: return p["square"] + ":" + p["army"]), ["h5:"], "and the duck stands on h5, nobody's")
	board.queue_free()
	session.queue_free()


func test_fog_hides_the_squares_and_pieces_the_viewer_cannot_see() -> void:
	var board := _board_on(_session("fog"))
	var session: GameSession = board.session
	check(not board.has_fog(), "without a viewer the board shows everything")
	check(board._pieces.has("e8"), "the black king is drawn")
	board.viewer = "white"
	check(board.has_fog(), "white's view has fog")
	check(not board.sees("e8") and board.sees("e2") and board.sees("e4"), "white sees its pieces and where they may go")
	check(not board._pieces.has("e8") and not board._pieces.has("a7"), "black's pieces are never drawn")
	check(board._pieces.has("e1"), "white's own pieces are drawn")
	board.viewer = ""
	check(board._pieces.has("e8"), "the fog lifts")
	board.queue_free()
	session.queue_free()


func test_a_merged_piece_draws_both_symbols() -> void:
	var board := _board_on(_session("friendly", "4k3/8/8/8/8/8/8/1(BN)2K1N1 w - - 0 1"))
	var session: GameSession = board.session
	check_eq(board.parts_of(board._pieces["b1"]), PackedStringArray(["bishop", "knight"]), "the first part large, the second beside it")
	check_eq(board.parts_of(board._pieces["g1"]), PackedStringArray(["knight"]), "an unmerged knight is one piece")
	board.queue_free()
	session.queue_free()


func _open_setup(id: String) -> Node:
	Settings.remember_setup(id, {})  # the defaults, whatever an earlier run chose
	App.catalogue_id = id
	get_tree().change_scene_to_file(App.SETUP_SCREEN)
	var setup := await wait_for_scene(App.SETUP_SCREEN)
	await get_tree().process_frame
	return setup


func test_janggi_s_setup_swaps_horse_and_elephant_and_a_rematch_keeps_them() -> void:
	var setup := await _open_setup("janggi")
	var switches: Array = setup.get_node("%Swaps").find_children("Swap*", "CheckButton", true, false)
	check_eq(switches.size(), 4, "a switch for each wing of each player")
	check_eq(setup.swaps(), 0, "none exchanged by default")
	if switches.size() == 4:
		await click(switches[0])  # blue's b1–c1
		await click(switches[3])  # red's g10–h10
	check_eq(setup.swaps(), 0b1001, "the two chosen")
	await click(setup.get_node("%Start"))
	var screen := await wait_for_scene(App.GAME_SCREEN)
	check(screen != null, "Start opens the game")
	if screen == null:
		return
	var arranged := "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1"
	check_eq(screen.session.fen(), arranged, "horse and elephant exchanged on those wings")
	screen.bot.cancel()
	screen._rematch()
	var again: Node = null
	for i in 30:
		await get_tree().process_frame
		var scene := get_tree().current_scene
		if scene != null and scene != screen and scene.scene_file_path == App.GAME_SCREEN:
			again = scene
			break
	check(again != null, "the rematch opens a new game")
	if again != null:
		check_eq(again.session.fen(), arranged, "the rematch starts the same way")
		again.bot.cancel()


func test_the_chess960_switch_of_the_chess_entry_starts_the_numbered_position() -> void:
	var setup := await _open_setup("chess")
	check(setup.get_node("%Chess960").visible, "the Šach entry has the Chess960 switch")
	check(not setup.get_node("%StartRow").visible, "classical chess has no start number")
	check_eq(setup.engine_id(), "chess", "off: classical chess")
	check_eq(setup.seats(), [{"kind": "human"}, {"kind": "bot", "level": 2}], "against a bot by default")
	await click(setup.get_node("%Chess960"))
	check_eq(setup.engine_id(), "chess960", "on: Chess960")
	check(setup.get_node("%StartRow").visible, "the start: random or a number")
	await click(setup.get_node("%RandomStart"))  # off: a number
	var number: SpinBox = setup.get_node("%StartNumber")
	number.get_line_edit().text = "0"  # typed
	number.apply()
	await click(setup.get_node("%Start"))
	var screen := await wait_for_scene(App.GAME_SCREEN)
	check(screen != null, "Start opens the game")
	if screen == null:
		return
	check_eq(screen.session.fen(), "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "start 0 (published)")
	var title: String = screen.get_node("%Title").text
	check(title.ends_with("Chess960 " + tr("no. %d") % 0), "the number is shown in the game: %s" % title)
	screen.bot.cancel()
	screen.queue_free()
	Settings.remember_setup("chess", {})  # leave no choice of this test behind


func test_the_chess960_entry_starts_a_random_numbered_position() -> void:
	var setup := await _open_setup("chess960")
	check(not setup.get_node("%Chess960").visible, "Chess960 needs no switch")
	check(setup.get_node("%StartRow").visible, "its start: random or a number")
	check(setup.get_node("%RandomStart").button_pressed, "random by default")
	await click(setup.get_node("%Start"))
	var screen := await wait_for_scene(App.GAME_SCREEN)
	if screen == null:
		check(false, "Start opens the game")
		return
	var number: int = screen.session.start_number()
	check(number >= 0 and number < 960, "a Chess960 start (%d)" % number)
	check(screen.get_node("%Title").text.ends_with(" · " + tr("no. %d") % number), "its number is shown")
	screen.bot.cancel()
	screen.queue_free()
	Settings.remember_setup("chess960", {})


func test_every_chess960_start_is_named_by_its_number() -> void:
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	for start in [["RNBQKBNR", 518], ["BBQNNRKR", 0], ["RKRNNQBB", 959], ["RNBQRBKN", -1], ["BNBQKRNR", -1]]:
		var rank: String = start[0]
		var fen := "%s/pppppppp/8/8/8/8/PPPPPPPP/%s w - - 0 1" % [rank.to_lower(), rank]
		check_eq(session.start_from_fen("chess960", fen), OK, "a game from %s" % rank)
		check_eq(session.start_number(), start[1], "%s is start %d (published; -1: none of the 960)" % start)
	check_eq(session.start("chess", 1), OK, "chess")
	check_eq(session.start_number(), -1, "chess has no numbered starts")
	var wrong := []
	for n in 960:
		if session.start_numbered("chess960", n) != OK or session.start_number() != n:
			wrong.append(n)
	check_eq(wrong, [], "the engine's start n reads back as n")
	session.queue_free()


## The texts of the game screen's move list, in order.
func _move_list(screen: Node) -> PackedStringArray:
	var list: ItemList = screen.get_node("%Moves")
	var texts := PackedStringArray()
	for i in list.item_count:
		texts.append(list.get_item_text(i))
	return texts


func test_the_chess_move_list_is_numbered_san() -> void:
	var screen := await _open("chess", [])
	for move in ["e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7"]:
		screen.play(move)
	check_eq(_move_list(screen), PackedStringArray(["1. e4", "e5", "2. Bc4", "Nc6", "3. Qh5", "Nf6", "4. Qxf7#"]), "the scholar's mate as a score sheet")
	var list: ItemList = screen.get_node("%Moves")
	check_eq(list.max_columns % 2, 0, "rows hold whole moves")
	# A tap on black's reply shows the position after it.
	list.select(3)
	list.item_selected.emit(3)
	await get_tree().process_frame
	var past: Array = screen.board.session.pieces().map(func(p: Dictionary) -> String: return p["square"] + p["piece"])
	check(past.has("c6knight") and past.has("c4bishop") and not past.has("h5queen"), "the board shows the position after 2... Nc6")
	screen.queue_free()


func test_castling_and_check_in_the_move_list() -> void:
	var screen := await _open("chess", [])
	for move in ["e2e4", "e7e5", "g1f3", "f8c5", "f1c4", "g8f6", "e1g1", "c5f2"]:
		screen.play(move)
	var texts := _move_list(screen)
	check_eq(texts.slice(6), PackedStringArray(["4. O-O", "Bxf2+"]), "castling is O-O, the bishop's capture gives check")
	screen.queue_free()


func test_a_chess_game_from_black_leaves_white_s_first_place_empty() -> void:
	var screen := await _open("chess", [])
	check_eq(screen.session.start_from_fen("chess", "4k3/8/8/8/8/8/4P3/4K3 b - - 0 1"), OK, "a position with black to move")
	screen.play("e8d7")
	screen.play("e2e4")
	check_eq(_move_list(screen), PackedStringArray(["1. …", "Kd7", "2. e4"]), "black's first move beside an empty place")
	screen._on_undo()
	check_eq(_move_list(screen), PackedStringArray(["1. …", "Kd7"]), "an undo takes white's move away and keeps the empty place")
	screen.play("e2e4")
	var list: ItemList = screen.get_node("%Moves")
	check(not list.is_item_selectable(0), "the empty place is no move to look at")
	list.item_selected.emit(1)
	await get_tree().process_frame
	check(screen.board.session.pieces().any(func(p: Dictionary) -> bool: return p["square"] == "d7"), "the first move's position shows")
	check(screen.board.session.pieces().any(func(p: Dictionary) -> bool: return p["square"] == "e2"), "before white's reply")
	screen.queue_free()


func test_other_games_keep_their_own_move_strings_numbered_by_moves() -> void:
	var screen := await _open("friendly", [])
	for move in ["e2e4", "d7d5", "g1f3"]:
		screen.play(move)
	check_eq(_move_list(screen), PackedStringArray(["1. e2e4", "d7d5", "2. g1f3"]), "friendly chess: our notation, a number a move, not a ply")
	check_eq(screen.get_node("%Moves").max_columns % 2, 0, "rows hold whole moves")
	screen.queue_free()


func test_a_duck_move_reads_as_the_piece_and_the_duck_s_square() -> void:
	var screen := await _open("duck", [])
	for move in ["g1f3,f3d5", "e7e6,e6c3"]:
		screen.play(move)
	check_eq(_move_list(screen), PackedStringArray(["1. Nf3 @d5", "e6 @c3"]), "the piece's SAN, then where the duck lands")
	screen.queue_free()


func test_a_four_army_list_counts_rounds_and_marks_each_army() -> void:
	var screen := await _open("chaturaji", [])
	for i in 5:
		screen.play(screen.session.legal_moves()[0])
	var texts := _move_list(screen)
	check_eq(Array(texts).map(func(t: String) -> bool: return t.begins_with("1. ")), [true, false, false, false, false], "round 1 numbered once")
	check(texts[4].begins_with("2. "), "the fifth move begins round 2: %s" % texts[4])
	var list: ItemList = screen.get_node("%Moves")
	for i in list.item_count:
		var army: String = screen.session.move_list()["armies"][i]
		check_eq(list.get_item_icon(i), ArmyMark.icon(army, screen.get_theme_color(&"outline", &"ArmySwatch")), "entry %d carries %s's shape" % [i, army])
	check(list.get_item_icon(0) != list.get_item_icon(1), "red's mark is not green's")
	screen.queue_free()


func test_black_s_mark_in_the_move_list_shows_on_the_dark_theme() -> void:
	var before := get_tree().root.theme
	get_tree().root.theme = load(Settings.DARK_THEME)
	var screen := await _open("threeplayer", [])
	for i in 2:
		screen.play(screen.session.legal_moves()[0])
	var list: ItemList = screen.get_node("%Moves")
	var entry := Array(screen.session.move_list()["armies"]).find("black")
	check(entry >= 0, "black has moved")
	if entry >= 0:
		var icon := list.get_item_icon(entry).get_image()
		var light := 0
		for y in icon.get_height():
			for x in icon.get_width():
				var pixel := icon.get_pixel(x, y)
				if pixel.a > 0.9 and pixel.get_luminance() > 0.7:
					light += 1
		check(light > 10, "black's shape is edged in the dark theme's light outline (%d light pixels)" % light)
	screen.queue_free()
	get_tree().root.theme = before


func test_the_move_list_follows_an_undo_and_another_move() -> void:
	var screen := await _open("chess", [])
	for move in ["e2e4", "e7e5", "g1f3"]:
		screen.play(move)
	var list: ItemList = screen.get_node("%Moves")
	list.set_item_custom_fg_color(0, Color.RED)  # a mark a list written afresh would lose
	screen._on_undo()
	await get_tree().process_frame
	check_eq(_move_list(screen), PackedStringArray(["1. e4", "e5"]), "the taken-back move leaves the list")
	check_eq(list.get_item_custom_fg_color(0), Color.RED, "the entries before it stay as they were, not written afresh")
	screen.play("f1c4")
	screen.play("g8f6")
	check_eq(_move_list(screen), PackedStringArray(["1. e4", "e5", "2. Bc4", "Nf6"]), "the new moves follow")
	var indices := range(list.item_count).map(func(i: int) -> int: return list.get_item_metadata(i))
	check_eq(indices, [0, 1, 2, 3], "each entry names its action")
	screen.queue_free()


## Plays `plies` seeded random moves in one go, as a script (or a loaded game) may.
func _play_random(screen: Node, plies: int) -> void:
	var rng := RandomNumberGenerator.new()
	rng.seed = 5
	for i in plies:
		var moves: PackedStringArray = screen.session.legal_moves()
		if screen.session.state()["over"] or moves.is_empty():
			break
		screen.play(moves[rng.randi_range(0, moves.size() - 1)])


## Whether the board and the side panel lie inside the window, as `what`.
func _check_fits(screen: Node, what: String) -> void:
	var window := screen.get_viewport().get_visible_rect()
	var panel: Control = screen.get_node("%Panel")
	check(window.encloses(screen.board.get_global_rect()), "%s: the board %s lies in the window %s" % [what, screen.board.get_global_rect(), window])
	check(window.encloses(panel.get_global_rect()), "%s: the panel %s lies in the window %s" % [what, panel.get_global_rect(), window])


func test_a_long_game_keeps_the_screen_inside_the_window() -> void:
	var window := get_tree().root
	var size_before := window.size
	window.size = Vector2i(1920, 1080)
	var screen := await _open("crazyhouse", [])
	_play_random(screen, 400)
	check_eq(screen.session.state()["ply"], 400, "a long game")
	for shape in [Vector2i(1920, 1080), Vector2i(720, 1280), Vector2i(1920, 1080)]:
		window.size = shape
		for i in 3:
			await get_tree().process_frame
		_check_fits(screen, "crazyhouse after 400 plies at %s" % shape)
	window.size = size_before
	screen.queue_free()


func test_xiangqi_numbers_each_players_files_from_their_right_as_wxf_reads_them() -> void:
	var screen := await _open("xiangqi", [])
	var board: BoardView = screen.board
	var squares: Array = board.session.board()["squares"]
	var labels := BoardCoordinates.labels(board, squares)
	check_eq(labels.get("i1", []), ["1", ""], "red's first file is its right-hand one")
	check_eq(labels.get("a1", []), ["9", ""], "and its ninth the left-hand one")
	check(not labels.has("a5"), "no rank numbers")
	var across := BoardCoordinates.top_labels(board, squares)
	check_eq(across.get("a10", ""), "1", "black's first file is red's left-hand one")
	check_eq(across.get("i10", ""), "9", "black's ninth")
	await _tap_move(screen, "h3", "e3")
	var list: ItemList = screen.get_node("%Moves")
	check_eq(list.get_item_text(0), "1. C2=5", "the move list is in WXF")
	screen.queue_free()


func test_the_board_follows_the_session_s_signals_without_being_asked() -> void:
	var session := _session("chess")
	var board := _board_on(session)
	check_eq(session.play("e2e4"), OK, "a move played on the session alone")
	check(board._pieces.has("e4") and not board._pieces.has("e2"), "the board shows it: it follows state_changed")
	check_eq(board.state()["to_move"], "black", "and keeps the state told")
	session.undo()
	check(board._pieces.has("e2"), "an undo too")
	board.queue_free()
	session.queue_free()


func test_the_game_screen_reacts_to_a_move_the_session_tells() -> void:
	var screen := await _open("chess", [])
	screen.session.play("e2e4")
	await get_tree().process_frame
	check_eq(_move_list(screen), PackedStringArray(["1. e4"]), "the move list follows the session's signal")
	check_eq(screen._state["to_move"], "black", "the screen's state is the one told")
	screen.queue_free()


func test_in_fog_the_move_list_leaves_out_the_other_side_s_moves() -> void:
	var screen := await _open("fog", [{"kind": "human"}, {"kind": "bot", "level": 1}])
	screen._cancel_bot()
	screen.session.play("e2e4")
	screen._cancel_bot()
	screen.session.play("e7e5")
	screen._cancel_bot()
	await get_tree().process_frame
	check_eq(screen.board.viewer, "white", "the human's eyes")
	var texts := _move_list(screen)
	check(texts.size() == 2 and texts[0].contains("e4") and texts[1] == "…", "black's move stays hidden, as the engine hides it: %s" % [texts])
	screen.queue_free()


func test_a_mode_opened_by_its_engine_id_is_titled_by_its_game_s_name() -> void:
	var name: String = Catalogue.game("eightplayer")["name"]
	for mode in ["eightplayer-teams", "eightplayer-pairs"]:
		for catalogue_id in [mode, ""]:  # a mode's id where an entry's was expected, or none
			App.next_game = {"engine_id": mode, "catalogue_id": catalogue_id, "seats": [], "seed": 3}
			get_tree().change_scene_to_file(App.GAME_SCREEN)
			var screen := await wait_for_scene(App.GAME_SCREEN)
			if screen == null:
				check(false, "%s opens" % mode)
				continue
			await get_tree().process_frame
			var title: String = screen.get_node("%Title").text
			check(title.begins_with(name), "%s (entry %s): the title %s is the game's name %s" % [mode, catalogue_id, title, name])
			check(not title.contains("eightplayer"), "%s: no raw id in %s" % [mode, title])
			screen.queue_free()
			await get_tree().process_frame
