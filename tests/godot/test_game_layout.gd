extends "res://tests/godot/ui_test.gd"
## The game screen's shapes and cues: the board's share of a phone and a tablet
## held upright, the two-column panel of a tablet, a move list of whole rows,
## the seat to move and its frame, a bot's "thinking…", partners grouped.

const GameScreenScript := preload("res://godot_project/game/game_screen.gd")


## The game screen inside a window of `size` canvas units.
func _screen_sized(engine_id: String, size: Vector2, seats: Array = []) -> Node:
	App.next_game = {"engine_id": engine_id, "catalogue_id": "", "seats": seats, "seed": 3}
	var holder := Control.new()
	holder.size = size
	add_child(holder)
	var screen: Node = load(App.GAME_SCREEN).instantiate()
	holder.add_child(screen)
	for i in 4:
		await get_tree().process_frame
	return screen


func test_a_phone_held_upright_gives_the_board_its_whole_width() -> void:
	var screen := await _screen_sized("chaturaji", Vector2(720, 1280))
	var board: Control = screen.board
	check(board.size.x >= 690.0, "the board is as wide as the screen allows: %s" % board.size)
	check(board.size.y >= board.size.x - 1.0 and board.size.y <= board.size.x + 1.0, "and square for a square board: %s" % board.size)
	check(screen.get_node("%Body").vertical, "the panel in one column")
	check(screen.get_node("%Panel").get_global_rect().end.y <= 1280.0 + 0.5, "the panel stays inside the screen")
	screen.get_parent().queue_free()


func test_a_tablet_held_upright_has_a_panel_in_two_columns() -> void:
	var screen := await _screen_sized("chaturaji", Vector2(960, 1280))
	check(not screen.get_node("%Body").vertical, "seats beside the moves")
	check(screen.board.size.x >= 0.9 * 960.0, "the board takes nine tenths of the width or more: %s" % screen.board.size)
	check(screen.get_node("%Panel").get_global_rect().end.y <= 1280.0 + 0.5, "the panel stays inside the screen")
	screen.get_parent().queue_free()


func test_held_sideways_the_board_and_the_panel_stand_side_by_side() -> void:
	var screen := await _screen_sized("chess", Vector2(1280, 720))
	check(not screen.get_node("%Layout").vertical, "side by side")
	check(screen.board.size.y >= 690.0, "the board as tall as the screen: %s" % screen.board.size)
	screen.get_parent().queue_free()


func test_the_move_list_shows_whole_rows() -> void:
	for shape in [Vector2(720, 1280), Vector2(960, 1280), Vector2(1280, 720)]:
		var screen := await _screen_sized("chaturaji", shape)
		for i in 30:
			screen.play(screen.session.legal_moves()[0])
		await get_tree().process_frame
		await get_tree().process_frame
		var list: ItemList = screen.get_node("%Moves")
		var pitch: float = screen._move_row_pitch()
		var rows := list.size.y / pitch
		check(list.clip_contents, "%s: rows never show beyond the list" % shape)
		check(absf(rows - roundf(rows)) < 0.01, "%s: the list is a whole number of rows high (%.2f)" % [shape, rows])
		var bar := list.get_v_scroll_bar()
		check(bar.visible, "%s: thirty moves scroll" % shape)
		# Scrolled to the newest move: the top row starts at a row's edge.
		var offset := fmod(bar.value, pitch)
		check(offset < 0.5 or pitch - offset < 0.5, "%s: no row cut at the top (scrolled %.1f of a %.1f row)" % [shape, bar.value, pitch])
		screen.get_parent().queue_free()


func test_rows_of_the_move_list_hold_whole_rounds() -> void:
	var columns := func(fit: int, movers: int) -> int: return GameScreenScript.whole_rounds(fit, movers)
	check_eq([columns.call(4, 3), columns.call(4, 4), columns.call(4, 8), columns.call(9, 8), columns.call(6, 8), columns.call(2, 3), columns.call(1, 3)], [3, 4, 4, 8, 4, 2, 1], "three armies in three columns, eight in four or eight; where a round cannot fit whole, all that fit")
	var screen := await _screen_sized("threeplayer", Vector2(720, 1280))
	for i in 6:
		screen.play(screen.session.legal_moves()[0])
	await get_tree().process_frame
	var list: ItemList = screen.get_node("%Moves")
	check_eq(list.max_columns, 3, "three-player chess on a phone: a round a row")
	var first_column := range(list.item_count).filter(func(i: int) -> bool: return list.get_item_rect(i).position.x == list.get_item_rect(0).position.x)
	check_eq(first_column, [0, 3], "each row begins with a round's first move")
	screen.get_parent().queue_free()
	# Held sideways the list is narrower than three columns of the usual width:
	# the columns narrow so that a round still fills a row.
	screen = await _screen_sized("threeplayer", Vector2(1280, 720))
	for i in 6:
		screen.play(screen.session.legal_moves()[0])
	await get_tree().process_frame
	list = screen.get_node("%Moves")
	check(list.size.x < 3 * (screen.marked_move_column_width + list.get_theme_constant(&"h_separation")), "the sideways list is too narrow for three usual columns: %s" % list.size)
	check_eq(list.max_columns, 3, "three-player chess held sideways: a round a row")
	first_column = range(list.item_count).filter(func(i: int) -> bool: return list.get_item_rect(i).position.x == list.get_item_rect(0).position.x)
	check_eq(first_column, [0, 3], "each row begins with a round's first move")
	screen.get_parent().queue_free()


func test_the_seat_to_move_stands_out_and_the_board_is_framed_in_its_colour() -> void:
	var screen := await _screen_sized("chaturaji", Vector2(720, 1280))
	var rows: Array = screen.get_node("%Seats").find_children("Seat_*", "SeatRow", true, false)
	check_eq(rows.size(), 4, "a row per army")
	check_eq(rows.filter(func(r: SeatRow) -> bool: return r.theme_type_variation == &"SeatToMove").map(func(r: SeatRow) -> String: return r.army), ["red"], "red's row stands out")
	check_eq(screen.board.turn_army, "red", "the board framed in red")
	screen.play(screen.session.legal_moves()[0])
	check_eq(rows.filter(func(r: SeatRow) -> bool: return r.theme_type_variation == &"SeatToMove").map(func(r: SeatRow) -> String: return r.army), ["green"], "then green's")
	check_eq(screen.board.turn_army, "green", "and the frame green")
	screen.get_parent().queue_free()


func test_a_bot_that_searches_says_it_is_thinking() -> void:
	TranslationServer.set_locale("en")
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	var screen := await _screen_sized("chess", Vector2(720, 1280), [{"kind": "human"}, {"kind": "bot", "level": 5}])
	screen.play("e2e4")
	var black: SeatRow = screen.get_node("%Seats").find_child("Seat_black", true, false)
	check(screen.bot.is_thinking(), "black's bot searches")
	check(black.is_thinking(), "its row says thinking…")
	check_eq(screen.get_node("%Message").text, "Black is thinking…", "and the message line")
	var until := Time.get_ticks_msec() + 30000
	while screen.session.state()["to_move"] == "black" and Time.get_ticks_msec() < until:
		await get_tree().process_frame
	check(not black.is_thinking(), "once it moved, no longer")
	Settings.animation_seconds = animation
	screen.get_parent().queue_free()


func test_partners_sit_together_under_their_team_and_its_points() -> void:
	TranslationServer.set_locale("en")
	var screen := await _screen_sized("fourplayer-teams", Vector2(720, 1280))
	var seats: Node = screen.get_node("%Seats")
	var teams := seats.get_children().map(func(n: Node) -> String: return n.name)
	check_eq(teams, ["Team_red_yellow", "Team_blue_green"], "two teams, partners together")
	var header: Label = seats.get_node("Team_red_yellow/Header")
	check_eq(header.text, "Team Red + Yellow · 0 points", "the team and its points")
	check(screen.board._hollow_marks.has("blue") and screen.board._hollow_marks.has("green"), "the second team's marks are hollow on the board")
	check(not screen.board._hollow_marks.has("red"), "the first team's filled")
	screen.get_parent().queue_free()
