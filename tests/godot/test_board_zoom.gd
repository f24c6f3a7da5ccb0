extends "res://tests/godot/godot_test.gd"
## Zoom and pan of a grid too large for its view: the board opens on the
## player's side, the wheel zooms about the pointer, a double tap shows the
## whole board and returns, two fingers pinch, and taps still find squares.
## Four-player chess in a small view stands in for the 24 × 24 board on a phone.


func _board(view_size: Vector2, game := "fourplayer-teams") -> BoardView:
	return board_on_new_game(game, view_size)


func test_a_board_with_small_cells_opens_zoomed_on_the_players_side() -> void:
	var view := _board(Vector2(280, 280))  # 20 px cells for the whole board
	view.focus_on("red")
	check(view.zoom() > 1.0, "zoomed in")
	check(view._cell_size() >= BoardZoom.COMFORTABLE_CELL, "a finger's cell")
	var king := view.square_centre("h1")
	check(Rect2(Vector2.ZERO, view.size).has_point(king), "red's king in view")
	check_eq(view._square_at(king), "h1", "a tap on it finds its square")
	var large := _board(Vector2(900, 900))
	large.focus_on("red")
	check_eq(large.zoom(), 1.0, "a board with large cells shows all of it")


func test_the_wheel_zooms_about_the_pointer_and_a_double_tap_shows_the_whole_board() -> void:
	var view := _board(Vector2(280, 280))
	var point := view.square_centre("g7")
	view.zoom_at(1.5, point)
	check(view.zoom() > 1.4, "the wheel zooms")
	check(view.square_centre("g7").distance_to(point) < 1.0, "the square under the pointer stays")
	view.focus_on("red")
	var focused := view.zoom()
	check(view._zoom.double_tap(Vector2(50, 50), "a1", 1000) == false, "one tap is a tap")
	check(view._zoom.double_tap(Vector2(52, 51), "a1", 1200), "a second one soon after is a double tap")
	check_eq(view.zoom(), 1.0, "the whole board")
	view._zoom.double_tap(Vector2(52, 51), "a1", 5000)
	view._zoom.double_tap(Vector2(52, 51), "a1", 5100)
	check_eq(view.zoom(), focused, "and back to the player's side")


func test_two_fingers_pinch_and_pan() -> void:
	var view := _board(Vector2(280, 280))
	for finger in 2:
		var touch := InputEventScreenTouch.new()
		touch.index = finger
		touch.pressed = true
		touch.position = Vector2(100 + finger * 80, 140)
		check(view._zoom_input(touch) == (finger == 1), "the second finger starts a pinch")
	var spread := InputEventScreenDrag.new()
	spread.index = 1
	spread.position = Vector2(260, 140)
	check(view._zoom_input(spread), "moving a finger apart is a pinch")
	check(view.zoom() > 1.5, "spreading the fingers zooms in: %s" % view.zoom())
	for finger in 2:
		var lift := InputEventScreenTouch.new()
		lift.index = finger
		lift.pressed = false
		view._zoom_input(lift)
	check(view._zoom._touches.is_empty(), "both fingers lifted")


func test_the_eight_player_board_on_a_phone_opens_on_each_players_arm() -> void:
	var view := _board(Vector2(390, 390), "eightplayer")  # about 16 px a cell whole
	check_eq(view.session.board()["squares"].size(), 516, "the 24 × 24 board less its corners and notches")
	for seat in [["white", "h1"], ["red", "a8"], ["purple", "q24"], ["green", "x8"]]:
		view.quarter_turns = view.turns_for(seat[0])
		view.focus_on(seat[0])
		check(view.zoom() > 2.0, "%s: zoomed in (%.1f)" % [seat[0], view.zoom()])
		var king := view.square_centre(seat[1])
		check(Rect2(Vector2.ZERO, view.size).has_point(king), "%s's king on %s in view" % seat)
		check_eq(view._square_at(king), seat[1], "a tap on it finds it")


## Presses and releases the left button at `point` of `view`, as a tap does.
func _tap(view: BoardView, point: Vector2) -> void:
	for pressed in [true, false]:
		var event := InputEventMouseButton.new()
		event.button_index = MOUSE_BUTTON_LEFT
		event.pressed = pressed
		event.position = point
		view._gui_input(event)


## A legal move to a neighbouring square: [from, to, its text].
func _a_pawn_step(view: BoardView) -> Array:
	for move: Dictionary in view.session.move_options():
		var from := view.square_centre(move["from"])
		var to := view.square_centre(move["to"])
		if not move["pass"] and from.distance_to(to) < view._cell_size() * 1.1:
			return [move["from"], move["to"], move["text"]]
	return []


func test_two_quick_taps_on_neighbouring_squares_are_a_move_not_a_double_tap() -> void:
	var view := _board(Vector2(390, 390), "eightplayer")
	var mover: String = view.session.state()["to_move"]
	view.quarter_turns = view.turns_for(mover)
	view.focus_on(mover)
	var focused := view.zoom()
	var chosen := []
	view.move_chosen.connect(func(move: String) -> void: chosen.append(move))
	# Zoomed in: a piece and the square beside it, tapped 10 px apart across
	# their border, at once.
	var step := _a_pawn_step(view)
	check(not step.is_empty(), "a piece with a move to the next square")
	var from := view.square_centre(step[0])
	var to := view.square_centre(step[1])
	var border := (from + to) / 2.0
	var across := (to - from).normalized() * 5.0
	check_eq(view._square_at(border - across), step[0], "5 px this side of the border is the piece")
	check_eq(view._square_at(border + across), step[1], "5 px beyond it is the target")
	_tap(view, border - across)
	_tap(view, border + across)
	check_eq(chosen, [step[2]], "zoomed: the two taps played the move")
	check_eq(view.zoom(), focused, "zoomed: the view stayed as it was")
	# The whole board in view, cells about 16 px: neighbours' centres are
	# closer than a double tap's slop.
	chosen.clear()
	view._zoom.zoom = 1.0
	view._zoom.pan = Vector2.ZERO
	from = view.square_centre(step[0])
	to = view.square_centre(step[1])
	check(from.distance_to(to) < BoardZoom.DOUBLE_TAP_SLOP, "whole board: the squares %.0f px apart" % from.distance_to(to))
	_tap(view, from)
	_tap(view, to)
	check_eq(chosen, [step[2]], "whole board: the two taps played the move")
	check_eq(view.zoom(), 1.0, "whole board: the view stayed whole")
	# Two quick taps on one square, a while later, still toggle the view.
	view._zoom._last_tap_ms = -100000
	_tap(view, to)
	_tap(view, to)
	check_eq(view.zoom(), focused, "a double tap on one square zooms back in")
