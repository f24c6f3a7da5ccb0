extends "res://tests/godot/godot_test.gd"
## The board draws in layers so that a frame redraws only what changed: the
## ground (the squares' tones), the marks and pieces at rest, the piece sliding
## to its square, and what lies over the pieces. The squares' rectangles are measured once per layout and
## measured again when the board's size, turn or zoom changes.


func _board(game := "chess", size := Vector2(480, 480)) -> BoardView:
	return board_on_new_game(game, size)


## Counts the draws of the board itself (the ground) and of each of its layers.
func _count_draws(view: BoardView) -> Dictionary:
	var counts := {"ground": 0, "rest": 0, "sliding": 0, "over": 0}
	view.draw.connect(func() -> void: counts["ground"] += 1)
	view._pieces_layer.draw.connect(func() -> void: counts["rest"] += 1)
	view._slide_layer.draw.connect(func() -> void: counts["sliding"] += 1)
	view._over_layer.draw.connect(func() -> void: counts["over"] += 1)
	return counts


func test_a_frame_of_a_slide_redraws_only_the_sliding_piece() -> void:
	var view := _board()
	view.animation_seconds = 0.3
	await get_tree().process_frame
	var counts := _count_draws(view)
	var played := []
	view.session.move_played.connect(func(move: Dictionary) -> void: played.append(move))
	check_eq(view.session.play("e2e4"), OK, "e2e4 is played")
	view.show_last_move(played[0], true)
	check(view._is_sliding(), "the pawn slides")
	var frames := 0
	var until := Time.get_ticks_msec() + 3000
	while view._slide < 1.0 and Time.get_ticks_msec() < until:
		await get_tree().process_frame
		frames += 1
	await get_tree().process_frame
	check(not view._is_sliding(), "the slide ends")
	check(frames >= 3, "the slide takes frames (%d)" % frames)
	check(counts["sliding"] >= frames - 1, "the sliding piece is drawn every frame (%d draws in %d frames)" % [counts["sliding"], frames])
	check(counts["rest"] <= 2, "the squares and pieces at rest are drawn as it starts and as it lands, no more (%d)" % counts["rest"])
	check(counts["over"] <= 2, "nor what lies over them (%d)" % counts["over"])
	check_eq(counts["ground"], 0, "the squares' tones are not drawn again")


func test_the_sliding_piece_is_left_out_of_the_pieces_at_rest_until_it_lands() -> void:
	var view := _board()
	view.animation_seconds = 0.3
	var played := []
	view.session.move_played.connect(func(move: Dictionary) -> void: played.append(move))
	view.session.play("g1f3")
	view.show_last_move(played[0], true)
	check(view._is_sliding(), "the knight slides")
	check_eq([view._slide_from, view._slide_to], ["g1", "f3"], "from its square to its target")
	view.show_last_move(played[0], false)
	check(not view._is_sliding(), "shown without a slide, it stands on f3 at once")


func test_a_move_redraws_the_pieces_and_a_turn_the_ground() -> void:
	var view := _board()
	await get_tree().process_frame
	var counts := _count_draws(view)
	view.session.play("d2d4")
	await get_tree().process_frame
	check(counts["rest"] >= 1 and counts["over"] >= 1, "a move redraws the pieces and the marks over them (%s)" % counts)
	var before: Dictionary = counts.duplicate()
	view.tap("d7")
	await get_tree().process_frame
	check(counts["rest"] > before["rest"] and counts["over"] > before["over"], "a tap (a piece picked, its dots) too (%s)" % counts)
	check_eq(counts["ground"], 0, "neither draws the squares' tones again")
	view.quarter_turns = 2
	await get_tree().process_frame
	check_eq(counts["ground"], 1, "a turned board draws them again")
	view.apply_style(BoardStyle.named("green", BoardStyle.DEFAULT_PIECES))
	await get_tree().process_frame
	check_eq(counts["ground"], 2, "and another board style")
	view.size = Vector2(300, 300)
	await get_tree().process_frame
	check_eq(counts["ground"], 3, "and another size")


func test_the_squares_are_measured_again_when_the_board_turns_or_resizes() -> void:
	var view := _board()
	var a1 := view.square_centre("a1")
	var h8 := view.square_centre("h8")
	check(a1.x < h8.x and a1.y > h8.y, "a1 at the bottom left, h8 at the top right")
	view.quarter_turns = 2
	check_eq(view.square_centre("a1"), h8, "turned half-way, a1 stands where h8 stood")
	view.quarter_turns = 0
	check_eq(view.square_centre("a1"), a1, "and back")
	view.size = Vector2(240, 240)
	var small := view.square_centre("h8")
	check(small.x < h8.x, "a smaller board puts h8 nearer the left (%s, was %s)" % [small, h8])
	check_eq(view._square_at(small), "h8", "and a tap there finds h8")


func test_the_board_of_a_game_is_read_once_and_again_for_another_game() -> void:
	var view := _board()
	var first: Dictionary = view._board
	view.session.play("e2e4")
	check(is_same(view._board, first), "a move keeps the board it read: the squares do not change")
	check_eq(view.session.start("xiangqi", 1), OK, "xiangqi starts in the same session")
	check_eq(view._board["width"], 9, "another game is read afresh")
	check(view._board.get("points", false), "a board of points")


func test_a_game_opened_again_reads_neither_its_board_nor_its_pictures_again() -> void:
	var first := _board("eightplayer")
	var again := _board("eightplayer")
	check(not first._board.is_empty(), "the eight-player board is read")
	check(is_same(again._board, first._board), "a second view of the same game takes the board read for the first")
	check(again._textures.get("queen") != null and is_same(again._textures["queen"], first._textures["queen"]), "and the queen's picture read for it")
	var other := _board("chess")
	check(not is_same(other._board, first._board) and other._board["width"] == 8, "another game reads its own board")


func test_without_fog_a_new_viewer_reads_nothing_again() -> void:
	var view := _board()
	var first: Dictionary = view._board
	view.viewer = "black"
	check(is_same(view._board, first), "in chess every army sees the board")
	check(not view.has_fog(), "no fog")
	var fog := _board("fog")
	fog.viewer = "white"
	check(fog.has_fog(), "in fog of war white sees part of the board")
	check(not fog.sees("e7"), "not black's pawns")
	fog.viewer = ""
	check(not fog.has_fog(), "without a viewer the whole board shows")


func test_every_piece_s_picture_is_loaded_as_the_game_opens() -> void:
	var view := _board("duck")
	check(view._textures.get("duck") != null, "the duck's picture is there before the duck is placed")
	check(view._textures.get("queen") != null, "and the queen's before a pawn promotes")
	var xiangqi := _board("xiangqi")
	var pieces := xiangqi.traditional_set()
	check(pieces != null and pieces._textures.has("chariot.body.svg") and pieces._textures.has("chariot.red.svg"), "a traditional set's pieces are read as the game opens")
