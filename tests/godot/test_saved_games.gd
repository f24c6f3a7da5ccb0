extends "res://tests/godot/ui_test.gd"
## Saved games by taps: save from the game's menu, list, resume, delete; a damaged
## save is listed as such and kept. Saves go to a folder of their own here, one
## per test run, as runs from other checkouts share user://.

var _folder := "user://test_saves-%d" % OS.get_process_id()


func _use_test_folder() -> void:
	_empty_test_folder()
	SavedGames.folder = _folder


func _empty_test_folder() -> void:
	if not DirAccess.dir_exists_absolute(_folder):
		return
	for file in DirAccess.get_files_at(_folder):
		DirAccess.remove_absolute(_folder.path_join(file))


func _restore_folder() -> void:
	_empty_test_folder()
	DirAccess.remove_absolute(_folder)
	SavedGames.folder = "user://saves"


func _open_game(seed: int) -> Node:
	App.next_game = {"engine_id": "chaturaji", "catalogue_id": "chaturaji", "seats": [{"kind": "human"}, {"kind": "bot", "level": 2}, {"kind": "human"}, {"kind": "human"}], "seed": seed}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


## Saves the game on `screen` under `name` through its menu, by taps.
func _save_by_taps(screen: Node, name: String) -> void:
	await click(screen.get_node("%Menu"))
	await click(screen.dialog.find_child("Option0", true, false))  # Save game
	var field: LineEdit = screen.dialog.find_child("DialogText", true, false)
	check(field != null, "Save game asks for a name")
	if field == null:
		return
	var game_name: String = screen.get_node("%Title").text
	check(field.text.begins_with(game_name) and field.text.length() > game_name.length() + 10, "the name offered is the game's name and the date: %s" % field.text)
	field.text = name
	await click(screen.dialog.find_child("Option0", true, false))  # Save
	await get_tree().process_frame


func _open_saved_games() -> Node:
	get_tree().change_scene_to_file(App.MAIN_MENU)
	var menu := await wait_for_scene(App.MAIN_MENU)
	await get_tree().process_frame
	await click(menu.get_node("%SavedGames"))
	var list := await wait_for_scene(App.SAVED_GAMES_SCREEN)
	await get_tree().process_frame
	return list


## The row of the save named `name` on the saved-games screen, or null.
func _row_named(screen: Node, name: String) -> Control:
	for row in screen.get_node("%List").get_children():
		if row.find_child("Title", true, false).text == name:
			return row
	return null


func test_two_saves_are_listed_resumed_and_deleted_by_taps() -> void:
	_use_test_folder()
	var screen := await _open_game(11)
	await click_at(square_centre(screen.board, "d2"))
	await click_at(square_centre(screen.board, "d3"))  # red d2d3, then the bot answers
	var started := Time.get_ticks_msec()
	while screen.session.state()["to_move"] != "yellow" and Time.get_ticks_msec() - started < 20000:
		await get_tree().process_frame
	check_eq(screen.session.state()["to_move"], "yellow", "the bot played green's move")
	var first_fen: String = screen.session.fen()
	var first_ply: int = screen.session.state()["ply"]
	await _save_by_taps(screen, "First game")
	var yellow_move: Dictionary = screen.session.move_options().filter(func(m: Dictionary) -> bool: return m["from"] != "" and not m["pass"])[0]
	await click_at(square_centre(screen.board, yellow_move["from"]))
	await click_at(square_centre(screen.board, yellow_move["to"]))
	check_eq(screen.session.state()["ply"], first_ply + 1, "yellow moved")
	var second_fen: String = screen.session.fen()
	await _save_by_taps(screen, "Second game")
	check(screen.get_node("%Message").text.contains("Second game"), "the screen says where the game went: %s" % screen.get_node("%Message").text)
	check_eq(DirAccess.get_files_at(_folder).size(), 4, "two saves, each with its description")

	var list := await _open_saved_games()
	check(list != null, "Saved games opens from the main menu")
	if list == null:
		_restore_folder()
		return
	var first := _row_named(list, "First game")
	var second := _row_named(list, "Second game")
	check(first != null and second != null, "both saves are listed")
	check(_row_named(list, tr("Continue: the last game")) != null, "the autosave is listed as Continue")
	if first == null or second == null:
		_restore_folder()
		return
	var details: String = first.find_child("Details", true, false).text
	check(details.contains("Čaturádží") or details.contains("Chaturaji"), "the row names the game: %s" % details)
	check(details.contains(tr_n("%d move", "%d moves", first_ply) % first_ply), "the row counts the moves: %s" % details)
	check(details.contains(tr("%s to move") % tr("Yellow")), "the row says whose turn it is: %s" % details)

	# Resume the first: the game screen shows its position, with its seats.
	await click(first.get_child(0))
	var resumed := await wait_for_scene(App.GAME_SCREEN)
	check(resumed != null, "a tap on a save resumes it")
	if resumed == null:
		_restore_folder()
		return
	await get_tree().process_frame
	check_eq(resumed.session.fen(), first_fen, "the resumed game is the first save's position")
	check_eq(resumed.session.state()["ply"], first_ply, "with its moves")
	check_eq(resumed.bot_level_to_move(), 0, "yellow is a human again")
	check_eq(resumed._seats_config.size(), 4, "the seats come back with the save")

	# Delete the second after a confirmation; cancelling keeps it.
	list = await _open_saved_games()
	second = _row_named(list, "Second game")
	await click(second.get_child(1))
	check(list.dialog.visible, "delete asks first")
	await click(list.dialog.find_child("Option1", true, false))  # cancel
	check(_row_named(list, "Second game") != null, "cancel keeps the save")
	await click(_row_named(list, "Second game").get_child(1))
	await click(list.dialog.find_child("Option0", true, false))  # delete
	await get_tree().process_frame
	check(_row_named(list, "Second game") == null, "the deleted save leaves the list")
	check(_row_named(list, "First game") != null, "the other save stays")
	check_eq(DirAccess.get_files_at(_folder).size(), 2, "the save and its description are gone from the folder")
	var kept := SavedGames.list().filter(func(e: Dictionary) -> bool: return e["name"] == "First game")
	check(kept.size() == 1 and not kept[0]["damaged"], "the first save still loads")
	check(second_fen != first_fen, "the two saves held different positions")
	get_tree().current_scene.queue_free()
	_restore_folder()


func test_a_damaged_save_is_listed_as_damaged_and_kept() -> void:
	_use_test_folder()
	DirAccess.make_dir_recursive_absolute(_folder)
	var broken := _folder.path_join("broken.ron")
	var file := FileAccess.open(broken, FileAccess.WRITE)
	file.store_string("(format: 1, game: \"chaturaji\", seed: 1, actions: [\"d2d9\"], fen: \"")
	file.close()
	var truncated := _folder.path_join("half.ron")
	file = FileAccess.open(truncated, FileAccess.WRITE)
	file.store_string("(format: 1, game: \"chaturaji\", seed: 3, actions: [\"zz\"], fen: \"x\")")
	file.close()
	var list := await _open_saved_games()
	check(list != null, "the list opens with damaged saves in it")
	if list == null:
		_restore_folder()
		return
	for name in ["broken", "half"]:
		var row := _row_named(list, name)
		check(row != null, "%s is listed" % name)
		if row == null:
			continue
		check(row.get_child(0).disabled, "%s cannot be opened" % name)
		var details: String = row.find_child("Details", true, false).text
		check(details.begins_with(tr("Damaged: this save cannot be read. It is kept until you delete it.")), "%s says it is damaged: %s" % [name, details])
		check(details.contains(tr(Failures.TEXTS["bad-save"])), "%s says why in the player's words: %s" % [name, details])
	await click(_row_named(list, "half").get_child(0))
	check_eq(get_tree().current_scene, list, "a tap on a damaged save opens nothing")
	check(FileAccess.file_exists(broken) and FileAccess.file_exists(truncated), "damaged saves are kept")
	check(App.resume_saved(truncated) != "", "resuming a damaged save says why it cannot")
	check_eq(get_tree().current_scene, list, "and stays on the list")
	# A save damaged after the list was drawn: the game screen says so, keeps it.
	App.next_game = {"resume": true, "path": truncated}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	check(screen != null, "the game screen opens")
	if screen != null:
		await get_tree().process_frame
		var message: String = screen.get_node("%Message").text
		check(message.contains(tr(Failures.TEXTS["bad-save"])), "the message gives the reason in the player's words: %s" % message)
		check(not message.contains("zz"), "not the parser's detail, which goes to the log: %s" % message)
		check(FileAccess.file_exists(truncated), "the damaged save stays where it is")
		screen.queue_free()
	_restore_folder()


func test_an_interrupted_save_leaves_no_half_save_in_the_list() -> void:
	_use_test_folder()
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	session.start("chaturaji", 4)
	session.play("d2d3")
	check_eq(SavedGames.save(session, "Kept", [], ""), "", "a save (without its catalogue entry, as older ones)")
	# A crash mid-write leaves only a temporary file beside the saves: it is no save.
	var leftover := FileAccess.open(_folder.path_join("game-1.ron.tmp"), FileAccess.WRITE)
	leftover.store_string("(format: 1, gam")
	leftover.close()
	var entries := SavedGames.list().filter(func(e: Dictionary) -> bool: return not e["autosave"])
	check_eq(entries.size(), 1, "only the whole save is listed")
	check(entries.size() == 1 and entries[0]["name"] == "Kept" and not entries[0]["damaged"], "and it loads")
	var list := await _open_saved_games()
	var details: String = _row_named(list, "Kept").find_child("Details", true, false).text
	check(details.begins_with(Catalogue.game("chaturaji")["name"] + " · "), "the game is named after its catalogue entry: %s" % details)
	list.queue_free()
	session.queue_free()
	_restore_folder()


## The autosave is written off the frame (GameSession.save_in_background); a move
## made just before the game closes, or just before the screen goes, is still saved.
func test_the_last_move_is_autosaved_when_the_app_closes_or_the_screen_goes() -> void:
	var screen := await _open_game(12)
	await click_at(square_centre(screen.board, "d2"))
	await click_at(square_centre(screen.board, "d3"))
	var fen: String = screen.session.fen()
	# As the window's close button: the screen waits for the save before the app goes.
	screen.propagate_notification(NOTIFICATION_WM_CLOSE_REQUEST)
	check_eq(_autosaved_fen(), fen, "the move is on the disk when the app is told to close")
	var bot_moved := Time.get_ticks_msec()
	while screen.session.fen() == fen and Time.get_ticks_msec() - bot_moved < 20000:
		await get_tree().process_frame
	fen = screen.session.fen()
	# Leaving the screen frees the session, which finishes its saves first.
	get_tree().change_scene_to_file(App.MAIN_MENU)
	await wait_for_scene(App.MAIN_MENU)
	check_eq(_autosaved_fen(), fen, "the bot's move is on the disk once the game screen is gone")


func _autosaved_fen() -> String:
	var session: Node = ClassDB.instantiate(&"GameSession")
	var loaded: int = session.load(App.AUTOSAVE)
	var fen: String = session.fen() if loaded == OK else "not loaded: " + session.last_error
	session.free()
	return fen


## The autosave's description (seats, the game's entry, the clock) is written on
## the main thread, so only when it changed, not at every move.
func test_the_autosave_s_description_is_written_only_when_it_changes() -> void:
	var description := SavedGames.description_path(App.AUTOSAVE)
	for clock in ["none", "game-15+10"]:
		App.next_game = {"engine_id": "chess", "catalogue_id": "chess", "seats": [], "seed": 1, "clock": clock}
		get_tree().change_scene_to_file(App.GAME_SCREEN)
		var screen := await wait_for_scene(App.GAME_SCREEN)
		await get_tree().process_frame
		check(FileAccess.file_exists(description), "a new game describes its autosave (clock %s)" % clock)
		DirAccess.remove_absolute(description)
		screen.play("e2e4")
		if clock == "none":
			check(not FileAccess.file_exists(description), "a move that changes nothing it says leaves the description be")
		else:
			check(FileAccess.file_exists(description), "with a clock a move writes it again: the time left changed")
			check_eq(SavedGames.read_description(App.AUTOSAVE).get("clock", {}).get("kind", ""), clock, "the clock is described")
		screen.queue_free()
		await get_tree().process_frame
