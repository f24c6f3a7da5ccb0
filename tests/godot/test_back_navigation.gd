extends "res://tests/godot/ui_test.gd"
## The system's back (Android's back button or gesture, Escape on a desktop) goes
## back one step on every screen, and never closes the app from inside it.


## Android's back, as the operating system delivers it: a notification to every node.
func _system_back() -> void:
	get_tree().root.propagate_notification(NOTIFICATION_WM_GO_BACK_REQUEST)
	await get_tree().process_frame


## Escape, as a desktop keyboard sends it.
func _escape() -> void:
	await press_key(KEY_ESCAPE)


func _open(path: String) -> Node:
	get_tree().change_scene_to_file(path)
	var screen := await wait_for_scene(path)
	await get_tree().process_frame
	return screen


func test_the_back_button_does_not_close_the_app() -> void:
	check(not ProjectSettings.get_setting("application/config/quit_on_go_back", true), "the project does not quit on back")
	check(not get_tree().quit_on_go_back, "the running app does not quit on back")


func test_back_from_each_screen_returns_where_its_back_button_goes() -> void:
	for path in [App.SETUP_SCREEN, App.SETTINGS_SCREEN, App.SAVED_GAMES_SCREEN]:
		for back in [_system_back, _escape]:
			App.catalogue_id = "chess"
			await _open(path)
			await back.call()
			var menu := await wait_for_scene(App.MAIN_MENU)
			check(menu != null, "back from %s opens the main menu" % path.get_file())
	# The rules page returns to the screen that opened it.
	App.catalogue_id = "chess"
	var setup := await _open(App.SETUP_SCREEN)
	await click(setup.get_node("%Rules"))
	check(await wait_for_scene(App.RULES_SCREEN) != null, "the setup opens the rules page")
	await _system_back()
	check(await wait_for_scene(App.SETUP_SCREEN) != null, "back from the rules page returns to the setup")
	# Escape in the main menu leaves the player where he is.
	var menu := await _open(App.MAIN_MENU)
	await _escape()
	await get_tree().process_frame
	check(get_tree().current_scene == menu, "Escape in the main menu stays there")
	menu.queue_free()


func test_back_in_a_game_undoes_one_step_at_a_time() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	App.next_game = {"engine_id": "chess", "catalogue_id": "chess", "seats": [], "seed": 5}
	var screen := await _open(App.GAME_SCREEN)
	var board: BoardView = screen.board
	var session: Node = screen.session
	# A piece picked up is put down again.
	await click_at(square_centre(board, "e2"))
	check(board._selected == "e2", "the pawn is picked up")
	await _system_back()
	check(board._selected == "", "back puts the pawn down")
	check_eq(session.state()["ply"], 0, "nothing was played")
	check(not screen.dialog.visible, "no menu opened for it")
	for move in [["e2", "e4"], ["e7", "e5"]]:
		await click_at(square_centre(board, move[0]))
		await click_at(square_centre(board, move[1]))
	check_eq(session.state()["ply"], 2, "two moves played")
	# Looking back at an earlier position ends with back.
	var moves: ItemList = screen.get_node("%Moves")
	moves.select(0)
	moves.item_selected.emit(0)
	await get_tree().process_frame
	check(board.session != session, "the board shows an earlier position")
	await _escape()
	check(board.session == session, "back returns to the game")
	# Then the game's menu opens, and back closes it again.
	await _system_back()
	check(screen.dialog.visible, "back opens the game's menu")
	await _system_back()
	check(not screen.dialog.visible, "back closes the menu")
	check(get_tree().current_scene == screen, "the game goes on")
	# A question that needs an answer keeps it: back cancels the resignation.
	screen._on_resign()
	await get_tree().process_frame
	check(screen.dialog.visible, "resigning asks first")
	await _escape()
	await get_tree().process_frame
	check(not screen.dialog.visible, "back cancels the question")
	check(not session.state()["over"], "nobody resigned")
	check_eq(session.state()["ply"], 2, "the game is as it was")
	# From the menu, its Main menu leaves.
	await _system_back()
	await click(screen.dialog.find_child("Option1", true, false))
	check(await wait_for_scene(App.MAIN_MENU) != null, "the menu's Main menu leaves the game")
	Settings.animation_seconds = animation
	get_tree().current_scene.queue_free()


func test_the_rules_and_settings_open_from_a_game_and_return_to_it() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	App.next_game = {"engine_id": "chess", "catalogue_id": "chess", "seats": [], "seed": 5}
	var screen := await _open(App.GAME_SCREEN)
	screen.play("e2e4")
	var fen: String = screen.session.fen()
	for visit in [{"option": "Option2", "path": App.RULES_SCREEN, "back": "%Back"}, {"option": "Option3", "path": App.SETTINGS_SCREEN, "back": "%Back"}]:
		screen._open_menu()
		await get_tree().process_frame
		await click(screen.dialog.find_child(visit["option"], true, false))
		var opened := await wait_for_scene(visit["path"])
		check(opened != null, "the game's menu opens %s" % visit["path"].get_file())
		if opened == null:
			break
		if visit["path"] == App.RULES_SCREEN:
			check_eq(App.catalogue_id, "chess", "the rules of the game in play")
		(opened.get_node(visit["back"]) as Button).pressed.emit()  # the Back button, wherever the layout puts it
		screen = await wait_for_scene(App.GAME_SCREEN)
		check(screen != null, "back from %s returns to the game" % visit["path"].get_file())
		if screen == null:
			break
		await get_tree().process_frame
		check_eq(screen.session.fen(), fen, "the same game, after e2e4")
		check_eq(screen.session.state()["ply"], 1, "one move played")
	# The main menu's settings still return to the main menu.
	await _open(App.MAIN_MENU)
	App.open_settings()
	check(await wait_for_scene(App.SETTINGS_SCREEN) != null, "the main menu opens the settings")
	await _escape()
	check(await wait_for_scene(App.MAIN_MENU) != null, "settings opened from the menu return to it")
	Settings.animation_seconds = animation
	get_tree().current_scene.queue_free()
