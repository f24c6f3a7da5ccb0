extends "res://tests/godot/ui_test.gd"
## What a game tells the player besides the board: the sounds of a check, a throw
## of the dice and the end, the flip of the board from the game's menu, the
## coordinates and haptics settings, and the material balance beside the seats.


func _open(engine_id: String, seats: Array) -> Node:
	App.next_game = {"engine_id": engine_id, "catalogue_id": "", "seats": seats, "seed": 3}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


func test_a_check_the_dice_and_the_end_have_their_sounds() -> void:
	var sound := Settings.sound
	Settings.sound = true
	var screen := await _open("chess", [])
	screen.play("e2e4")
	check_eq(Sounds.last_played, "move", "a quiet move sounds as a move")
	screen.play("f7f6")
	screen.play("d1h5")
	check_eq(Sounds.last_played, "check", "a move that gives check sounds as a check")
	screen.play("g7g6")
	screen.play("h5g6")
	check_eq(Sounds.last_played, "check", "a capture that checks: the check is the news")
	screen.play("h7g6")
	check_eq(Sounds.last_played, "capture", "a plain capture sounds as one")
	screen.queue_free()
	# Fool's mate between two players at this device: the winner is one of them.
	screen = await _open("chess", [])
	for move in ["f2f3", "e7e5", "g2g4", "d8h4"]:
		screen.play(move)
	await get_tree().process_frame
	check(screen.session.state()["over"], "mate")
	check_eq(Sounds.last_played, "end_win", "a human's win ends on the winning arpeggio")
	screen.queue_free()
	# Against a bot that mates: the plain chime.
	screen = await _open("chess", [{"kind": "human"}, {"kind": "bot", "level": 1}])
	for move in ["f2f3", "e7e5", "g2g4", "d8h4"]:
		screen.play(move)
		screen.bot.cancel()  # black's moves are played here, not searched
	await get_tree().process_frame
	check_eq(Sounds.last_played, "end", "a human's loss ends on the plain chime")
	screen.queue_free()
	screen = await _open("chaturaji-dice", [])
	check_eq(Sounds.last_played, "dice", "the first throw of the dice rattles")
	screen.queue_free()
	Settings.sound = sound


func test_the_games_menu_flips_the_board() -> void:
	var screen := await _open("chess", [])
	var board: BoardView = screen.board
	var turns := board.quarter_turns
	screen._open_menu()
	await get_tree().process_frame
	var flip: Button = screen.dialog.find_child("Option4", true, false)
	check(flip != null and flip.text == tr("Flip the board"), "the game's menu offers to flip the board")
	if flip == null:
		screen.queue_free()
		return
	await click(flip)
	check_eq(board.quarter_turns, posmod(turns + 2, 4), "the board turns half-way")
	check(square_centre(board, "e8").y > square_centre(board, "e1").y, "black's side at the bottom")
	screen._open_menu()
	await get_tree().process_frame
	await click(screen.dialog.find_child("Option4", true, false))
	check_eq(board.quarter_turns, turns, "and back again")
	screen.queue_free()


func test_coordinates_and_haptics_are_settings() -> void:
	var coordinates := Settings.show_coordinates
	var haptics := Settings.haptics
	get_tree().change_scene_to_file(App.SETTINGS_SCREEN)
	var screen := await wait_for_scene(App.SETTINGS_SCREEN)
	check(screen != null, "the settings open")
	if screen == null:
		return
	var preview: BoardView = screen.get_node("%Preview")
	check(preview.show_coordinates, "coordinates show by default")
	screen.get_node("%Coordinates").button_pressed = false
	check(not Settings.show_coordinates, "the switch is the setting")
	check(not preview.show_coordinates, "the board drops its coordinates at once")
	screen.get_node("%Haptics").button_pressed = false
	check(not Settings.haptics, "haptics switch off")
	var file := ConfigFile.new()
	check_eq(file.load(Settings.PATH), OK, "the settings file is written")
	check_eq(file.get_value("board", "coordinates", true), false, "the file keeps the coordinates")
	check_eq(file.get_value("app", "haptics", true), false, "and the haptics")
	screen.get_node("%Coordinates").button_pressed = coordinates
	screen.get_node("%Haptics").button_pressed = haptics
	check_eq(preview.show_coordinates, coordinates, "and back")
	screen.queue_free()


func test_each_seat_of_chess_shows_the_pieces_it_is_ahead_by() -> void:
	var screen := await _open("chess", [])
	var white: CapturedPieces = screen.find_child("Seat_white", true, false).get_node("Row/Captured")
	var black: CapturedPieces = screen.find_child("Seat_black", true, false).get_node("Row/Captured")
	check(not white.visible and not black.visible, "level at the start: nothing shown")
	for move in ["e2e4", "d7d5", "e4d5"]:
		screen.play(move)
	check(white.visible and white.pieces == PackedStringArray(["pawn"]), "white took a pawn: %s" % [white.pieces])
	check_eq(white.army, "black", "drawn as black's")
	check(not black.visible, "black is behind: nothing beside it")
	var white_lead: Label = white.get_parent().get_node("Lead")
	var black_lead: Label = black.get_parent().get_node("Lead")
	check(white_lead.visible and white_lead.text == "+1", "white is a pawn ahead: %s" % white_lead.text)
	check(not black_lead.visible, "black is not ahead")
	for move in ["g8f6", "f1b5", "c7c6", "d5c6", "d8d5", "c6b7", "d5b5", "b7a8q", "b5b2"]:
		screen.play(move)
	# White took three pawns and a rook and made a queen of a pawn; black took a
	# bishop and a pawn: white is a queen, a rook and a pawn ahead, black a bishop.
	check_eq(white.pieces, PackedStringArray(["queen", "rook", "pawn"]), "white's, strongest first")
	check_eq(black.pieces, PackedStringArray(["bishop"]), "black's")
	check_eq(white_lead.text, "+12", "9 + 5 + 1 - 3 by chess's values")
	check(not black_lead.visible, "black still behind")
	screen.queue_free()


func test_a_game_with_pockets_shows_what_was_taken_in_the_pockets_only() -> void:
	var screen := await _open("crazyhouse", [])
	for move in ["e2e4", "d7d5", "e4d5"]:
		screen.play(move)
	for row in screen.find_children("Seat_*", "", true, false):
		check(not row.get_node("Row/Captured").visible, "no balance beside %s" % row.name)
	check_eq(screen.session.state()["pockets"]["white"].get("P"), 1, "the pawn taken is in white's pocket")
	screen.queue_free()
