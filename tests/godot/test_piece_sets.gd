extends "res://tests/godot/ui_test.gd"
## The traditional piece sets: Xiangqi, Janggi and Shogi drawn in their own
## pieces when the player wants them, Shogi's pointing at the opponent.


func _open(engine_id: String) -> Node:
	App.next_game = {"engine_id": engine_id, "catalogue_id": "", "seats": [], "seed": 3}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


func test_each_game_with_a_set_draws_from_it_and_the_setting_turns_it_off() -> void:
	var before := Settings.traditional_pieces
	Settings.traditional_pieces = true
	Settings.save_settings()
	for expected in [["xiangqi", true, false], ["janggi", true, false], ["shogi", false, true], ["minishogi", false, true]]:
		var screen := await _open(expected[0])
		var pieces: PieceSet = screen.board.traditional_set()
		check(pieces != null, "%s has its set" % expected[0])
		if pieces != null:
			check_eq([pieces.tinted, pieces.turned], [expected[1], expected[2]], "%s: tinted, turned" % expected[0])
			for piece in screen.session.pieces():
				check(pieces.has_piece(piece["piece"]) and pieces.characters(piece["piece"], piece["army"]) != null, "%s: the set draws %s of %s" % [expected[0], piece["piece"], piece["army"]])
		screen.queue_free()
	var chess := await _open("chess")
	check(chess.board.traditional_set() == null, "chess has no traditional set")
	chess.queue_free()
	Settings.traditional_pieces = false
	Settings.save_settings()
	var plain := await _open("xiangqi")
	check(plain.board.traditional_set() == null, "off: Xiangqi in the chess-style pieces")
	check(plain.board.piece_icon("chariot", "red") == plain.board.piece_texture("chariot"), "and their pictures in the choice")
	plain.queue_free()
	Settings.traditional_pieces = before
	Settings.save_settings()


func test_shogi_pieces_point_at_the_opponent_however_the_board_turns() -> void:
	var before := Settings.traditional_pieces
	Settings.traditional_pieces = true
	var screen := await _open("shogi")
	var board: BoardView = screen.board
	check_eq([board.piece_turn("black"), board.piece_turn("white")], [0.0, PI], "sente upright, gote turned round")
	board.quarter_turns += 2
	check_eq([board.piece_turn("black"), board.piece_turn("white")], [PI, 0.0], "the board flipped: the other way round")
	var icon := board.piece_icon("promoted_silver", "black")
	check(icon != null and icon != board.piece_texture("promoted_silver"), "the choice shows the set's piece, body and characters in one picture")
	Settings.traditional_pieces = before
	screen.queue_free()
