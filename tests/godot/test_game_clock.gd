extends "res://tests/godot/ui_test.gd"
## The optional clock of two-player games: chosen in the setup, shown beside
## each seat, running for the player to move, and a time run out loses.


func test_the_clock_counts_for_the_player_to_move_and_adds_its_increment() -> void:
	var clock := GameClock.of("game-15+10", ["white", "black"])
	check(clock.is_on(), "a game clock")
	check_eq(clock.text("white"), "15:00", "fifteen minutes each")
	clock.begin_turn("white")
	clock.left["white"] = 100.0
	clock.begin_turn("black")
	check(clock.seconds_left("white") > 109.0 and clock.seconds_left("white") <= 110.0, "white's move added ten seconds: %.2f" % clock.seconds_left("white"))
	check_eq(clock.running, "black", "black's time runs")
	var per_move := GameClock.of("move-30", ["white", "black"])
	per_move.begin_turn("white")
	per_move.left["white"] = 3.0
	per_move.begin_turn("black")
	per_move.begin_turn("white")
	check_eq(per_move.text("white"), "0:30", "a time per move starts afresh each turn")
	var saved := GameClock.from_saved(clock.to_saved(), ["white", "black"])
	check_eq(saved.kind, "game-15+10", "a save keeps the kind")
	check(absf(saved.left["white"] - clock.seconds_left("white")) < 0.5, "and the time left")
	check(not GameClock.of("none", ["white", "black"]).is_on(), "no clock")


func test_the_setup_offers_a_clock_to_games_for_two_only() -> void:
	for expected in [["chess", true], ["xiangqi", true], ["chaturaji", false]]:
		Settings.remember_setup(expected[0], {})
		App.catalogue_id = expected[0]
		get_tree().change_scene_to_file(App.SETUP_SCREEN)
		var setup := await wait_for_scene(App.SETUP_SCREEN)
		await get_tree().process_frame
		check_eq(setup.get_node("%ClockRow").visible, expected[1], "%s offers a clock" % expected[0])
		if expected[1]:
			setup.get_node("%Clock").select(GameClock.NAMES.keys().find("game-5"))
			check_eq(setup.clock(), "game-5", "the choice is a clock kind")
		setup.queue_free()


func test_a_time_run_out_loses_the_game() -> void:
	TranslationServer.set_locale("en")
	App.start_game("chess", [], 3, -1, 0, "game-5")
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	var white: SeatRow = screen.get_node("%Seats").find_child("Seat_white", true, false)
	check(white.get_node("Row/Clock").visible, "the clock shows beside the seat")
	check_eq(white.get_node("Row/Clock").text, "5:00", "five minutes")
	screen.play("e2e4")
	check_eq(screen._clock.running, "black", "black's time runs after white's move")
	screen._clock.left["black"] = 0.05
	var until := Time.get_ticks_msec() + 5000
	while not screen.session.state()["over"] and Time.get_ticks_msec() < until:
		await get_tree().process_frame
	var state: Dictionary = screen.session.state()
	check(state["over"], "black's time ran out: the game is over")
	check_eq(state.get("winning_team"), ["white"], "white wins")
	check_eq(screen.get_node("%Reason").text, "Black ran out of time.", "the result says why")
	check_eq(screen._clock.running, "", "the clocks stop")
	screen.queue_free()
