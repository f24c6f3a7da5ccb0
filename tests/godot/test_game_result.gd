extends "res://tests/godot/ui_test.gd"
## The result a finished game shows: who won or that it is a draw, each army's
## row in its order with what it counts, and the chart.


func _open_at(engine_id: String, fen: String) -> Node:
	App.next_game = {"engine_id": engine_id, "catalogue_id": "", "seats": [], "seed": 3, "fen": fen}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


## Each row of the result: [place, text].
func _rows(screen: Node) -> Array:
	var rows := []
	for row in screen.get_node("%Ranking").get_children():
		if not row.is_queued_for_deletion():
			rows.append([row.get_node("Place").text, row.get_node("Text").text])
	return rows


func test_a_drawn_seasons_game_says_draw_and_lists_the_coins_held() -> void:
	TranslationServer.set_locale("en")
	# Only kings: a draw; green holds 3 coins, red owes 4, black 1, white none.
	var screen := await _open_at("seasons", "rK6bK/8/8/8/8/8/8/gK6wK g LLLL 0,0,0,0 0,0,0,0 0 0 - 3,-4,1,0:0:0000")
	check(screen.get_node("%GameOverLayer").visible, "the result shows")
	check_eq(screen.get_node("%Headline").text, "Draw", "a draw says so, not a winner")
	var rows := _rows(screen)
	check_eq(rows.map(func(r: Array) -> String: return r[0]), ["", "", "", ""], "no places in a draw")
	check_eq(rows.map(func(r: Array) -> String: return r[1]), ["Green  3 coins", "Black  1 coin", "White  0 coins", "Red  -4 coins"], "by the coins held")
	var chart: PointsChart = screen.get_node("%Chart")
	check_eq(chart.series.map(func(line: Dictionary) -> String: return line["army"]), ["green", "red", "black", "white"], "a line per army")
	check_eq(Array(chart.series[0]["values"]), [3], "the coins of the start, the only position")
	screen.queue_free()


func test_a_chaturaji_shows_its_54_points_and_why() -> void:
	TranslationServer.set_locale("en")
	# Red took green's and yellow's kings (12 points); now it takes black's.
	var screen := await _open_at("chaturaji", "4yK2rE/8/8/gK7/6bPbK/8/8/3rK4 r LXXL 12,0,3,0 2,0,0,0 0 0 -")
	screen.play("h8h4")
	await get_tree().process_frame
	check_eq(screen.get_node("%Headline").text, "Red wins", "the winner named")
	check(screen.get_node("%Reason").text.contains("at least 54 points"), "the reason says why: %s" % screen.get_node("%Reason").text)
	var rows := _rows(screen)
	check_eq(rows[0], ["1.", "Red  54 points (17 taken)"], "the ranking's 54, beside the points taken")
	check_eq(rows[1], ["2.", "Yellow  3 points"], "the others as they scored")
	var chart: PointsChart = screen.get_node("%Chart")
	check_eq(Array(chart.series[0]["values"]), [12, 17], "red's points before and after the last capture")
	screen.queue_free()


func test_eight_player_teams_ends_without_points_or_a_flat_chart() -> void:
	TranslationServer.set_locale("en")
	App.next_game = {"engine_id": "eightplayer-teams", "catalogue_id": "eightplayer", "seats": [], "seed": 3}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	check_eq(screen.session.state()["scoring"], "nothing", "Teams counts no points")
	# Each player to move resigns until one team is left.
	for i in 8:
		if screen.session.state()["over"]:
			break
		screen.get_node("%Resign").pressed.emit()
		await get_tree().process_frame
		screen.dialog.chosen.emit(0)
		await get_tree().process_frame
	check(screen.session.state()["over"], "the resignations end the game")
	check(screen.get_node("%Headline").text.ends_with("win"), "a team wins: %s" % screen.get_node("%Headline").text)
	check(not screen.get_node("%Chart").visible, "no chart of points nobody counted")
	for row in _rows(screen):
		check(not row[1].contains("point"), "no points in the result: %s" % row[1])
	screen.queue_free()
