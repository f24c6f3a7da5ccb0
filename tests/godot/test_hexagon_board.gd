extends "res://tests/godot/godot_test.gd"
## The three-player hexagon in the board view: drawn from the engine's cell
## shapes, each cell found again by a tap on its centre, a move played by two
## taps, dots on both branches of the fork, and the board turned by seats.


func _board(size := Vector2(600, 600)) -> BoardView:
	return board_on_new_game("threeplayer", size)


func test_every_cell_is_found_again_by_a_tap_on_its_centre() -> void:
	var view := _board()
	var squares: Array = view.session.board()["squares"]
	check_eq(squares.size(), 96, "the hexagon's cells")
	var found := 0
	for square in squares:
		if view._square_at(view.square_centre(square["name"])) == square["name"]:
			found += 1
	check_eq(found, 96, "each cell's centre lies in that cell")
	check_eq(view._square_at(Vector2(2, 2)), "", "a corner of the view outside the hexagon is no cell")


func test_two_taps_play_a_move_across_the_screen() -> void:
	var view := _board()
	var chosen := []
	view.move_chosen.connect(func(text: String) -> void: chosen.append(text))
	view.tap(view._square_at(view.square_centre("e2")))
	check(view._targets.has("e3") and view._targets.has("e4"), "the pawn's one and two steps are dotted")
	view.tap(view._square_at(view.square_centre("e4")))
	check_eq(chosen, ["e2e4"], "the second tap chooses the move")


func test_a_bishop_beside_the_centre_shows_dots_on_both_branches_of_the_fork() -> void:
	var view := _board()
	var session: Node = view.session
	var bishop := {}
	for diagram in session.piece_diagrams():
		if diagram["piece"] == "bishop":
			bishop = diagram
	check_eq(bishop.get("square", ""), "d4", "the bishop stands beside the centre")
	view.show_diagram(session.board(), bishop, "white")
	for branch in ["i5", "e9"]:
		check(view._targets.has(branch), "a dot on the fork's branch " + branch)
		var polygon: PackedVector2Array = view._cell_polygon(_entry(session, branch))
		check(Geometry2D.is_point_in_polygon(view.square_centre(branch), polygon), "the dot on %s is inside its cell" % branch)


func test_each_seat_is_turned_to_the_bottom() -> void:
	var view := _board(Vector2(600, 700))
	for army in ["white", "black", "red"]:
		view.quarter_turns = view.turns_for(army)
		var king := ""
		for piece in view.session.pieces():
			if piece["army"] == army and piece["piece"] == "king":
				king = piece["square"]
		var lowest := 0.0
		for piece in view.session.pieces():
			lowest = maxf(lowest, view.square_centre(piece["square"]).y)
		check(view.square_centre(king).y > lowest - view._cell_size(), "%s's king on %s is on the bottom row" % [army, king])
		check(view.square_centre(king).y > view.size.y * 0.7, "%s's king is at the bottom" % army)


func _entry(session: Node, name: String) -> Dictionary:
	for square in session.board()["squares"]:
		if square["name"] == name:
			return square
	return {}
