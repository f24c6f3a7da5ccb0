extends "res://tests/godot/ui_test.gd"
## Menu → game → menu, driven by simulated mouse input as a player would.


func test_menu_to_game_and_back_by_taps() -> void:
	get_tree().change_scene_to_file(App.MAIN_MENU)
	var menu := await wait_for_scene(App.MAIN_MENU)
	check(menu != null, "the main menu opens")
	if menu == null:
		return
	var card: Button = menu.find_child("Game_chaturaji", true, false)
	check(card != null and not card.disabled, "the catalogue offers Čaturádží")
	if card == null:
		return
	await get_tree().process_frame
	# Scroll the catalogue to the card, as a player would.
	menu.find_child("Scroll", true, false).ensure_control_visible(card)
	await get_tree().process_frame
	await get_tree().process_frame
	await click(card)
	var setup := await wait_for_scene(App.SETUP_SCREEN)
	check(setup != null, "tapping Čaturádží opens its setup")
	if setup == null:
		return
	check_eq(setup.engine_id(), "chaturaji", "the default setup is free-for-all without dice")
	await get_tree().process_frame
	if Settings.last_setup("chaturaji").is_empty():
		check_eq(setup.seats(), [{"kind": "human"}, {"kind": "bot", "level": 2}, {"kind": "bot", "level": 2}, {"kind": "bot", "level": 2}],
			"four armies start with the player in the first seat and bots in the others")
	setup.get_node("%HotSeat").pressed.emit()
	check_eq(setup.seats(), [{"kind": "human"}, {"kind": "human"}, {"kind": "human"}, {"kind": "human"}], "one tap makes it hot-seat")
	await click(setup.get_node("%Start"))
	var screen := await wait_for_scene(App.GAME_SCREEN)
	check(screen != null, "Start opens the game screen")
	if screen == null:
		return
	await get_tree().process_frame
	var board: BoardView = screen.board
	var session: Node = screen.session
	check_eq(session.state()["to_move"], "red", "red to move")
	await click_at(square_centre(board, "d2"))
	await click_at(square_centre(board, "d3"))
	var state: Dictionary = session.state()
	check_eq(state["ply"], 1, "one move played")
	check_eq(state["to_move"], "green", "green to move after red's tap-tap")
	var red_pawn: Array = session.pieces().filter(func(p: Dictionary) -> bool: return p["square"] == "d3")
	check_eq(red_pawn.size(), 1, "the red pawn stands on d3")
	# Looking back at the start position, then returning to the game.
	await click_at(square_centre(board, "b5"))  # green moves, so there are two moves to look back over
	await click_at(square_centre(board, "c5"))
	check_eq(session.state()["ply"], 2, "green played b5c5")
	var moves: ItemList = screen.get_node("%Moves")
	check_eq(moves.item_count, 2, "the move list shows both moves")
	moves.select(0)
	moves.item_selected.emit(0)
	await get_tree().process_frame
	check(board.session != session, "the board shows an earlier position")
	check(not board.session.pieces().any(func(p: Dictionary) -> bool: return p["square"] == "c5"), "after move 1 green's pawn is not yet on c5")
	await click_at(square_centre(board, "e2"))
	check_eq(session.state()["ply"], 2, "looking back, taps play nothing")
	await click(screen.get_node("%Live"))
	check(board.session == session, "back to the game")
	await click(screen.get_node("%Undo"))
	check_eq(session.state()["ply"], 1, "undo takes green's move back")
	# A tap on an empty square that is no target selects nothing and plays nothing.
	await click_at(square_centre(board, "e5"))
	check_eq(session.state()["ply"], 1, "a stray tap plays nothing")
	await click(screen.get_node("%Undo"))
	check_eq(session.state()["ply"], 0, "undo takes the move back")
	await click(screen.get_node("%Menu"))
	check(screen.dialog.visible, "Menu opens the game's menu")
	await click(screen.dialog.find_child("Option1", true, false))  # the main menu
	var back := await wait_for_scene(App.MAIN_MENU)
	check(back != null, "the menu's Main menu returns to the main menu")
	if back != null:
		var resume: Button = back.get_node("%Continue")
		check(resume.visible, "the main menu offers to continue the game")
		check_eq(resume.text, tr("Continue: %s") % Catalogue.game("chaturaji")["name"], "Continue names the game")
	get_tree().current_scene.queue_free()


func test_the_main_menu_shows_its_first_group_at_once_and_the_rest_within_a_few_frames() -> void:
	var menu: Node = SceneCache.scene(App.MAIN_MENU).instantiate()
	add_child(menu)
	var catalogue: VBoxContainer = menu.get_node("%Catalogue")
	var groups := Catalogue.groups()
	var games := Catalogue.games()
	var first := games.filter(func(game: Dictionary) -> bool: return game["group"] == groups[0]["id"])
	check_eq(catalogue.get_child_count(), 1 + first.size(), "the first group, its heading and its games, shows with the menu")
	check(menu.find_child("Game_" + first[0]["id"], true, false) != null, "its first game among them")
	check(not menu.is_filled(), "the other groups are still to come")
	for i in 30:
		if menu.is_filled():
			break
		await get_tree().process_frame
	check(menu.is_filled(), "the catalogue is whole within 30 frames")
	check_eq(catalogue.get_child_count(), groups.size() + games.size(), "every group's heading and every game")
	check(menu.find_child("Game_" + games.back()["id"], true, false) != null, "the last game too")
	menu.queue_free()


func test_ctrl_z_takes_a_move_back_unless_a_question_is_open() -> void:
	var screen := await _chess_after(["e2e4", "e7e5"])
	var session: Node = screen.session
	check_eq(session.state()["ply"], 2, "two moves played")
	await press_key(KEY_Z, true)
	check_eq(session.state()["ply"], 1, "Ctrl+Z takes black's move back")
	screen._open_menu()
	await get_tree().process_frame
	await press_key(KEY_Z, true)
	check_eq(session.state()["ply"], 1, "with the menu open Ctrl+Z takes nothing back")
	screen.dialog.cancel()
	await get_tree().process_frame
	await press_key(KEY_Z, true)
	check_eq(session.state()["ply"], 0, "after the menu closes it does again")
	await get_tree().process_frame
	screen.queue_free()


func test_arrow_keys_browse_the_moves_whatever_has_the_focus() -> void:
	var screen := await _chess_after(["e2e4", "e7e5", "g1f3"])
	var session: Node = screen.session
	var board: BoardView = screen.board
	var live: Button = screen.get_node("%Live")
	# A clicked button keeps the focus; the arrows still browse, not move it.
	var undo: Button = screen.get_node("%Undo")
	undo.grab_focus()
	var piece_on := func(square: String) -> bool:
		return board.session.pieces().any(func(p: Dictionary) -> bool: return p["square"] == square)
	await press_key(KEY_LEFT)
	check(board.session != session and live.visible, "Left looks one move back")
	check(not piece_on.call("f3") and piece_on.call("e5"), "the board shows the position after 1… e5")
	check(undo.has_focus(), "the focus stays where it was")
	await press_key(KEY_LEFT)
	check(not piece_on.call("e5") and piece_on.call("e4"), "Left again: after 1. e4")
	await press_key(KEY_LEFT)
	check(piece_on.call("e4") and live.visible, "before the first move Left stops")
	await press_key(KEY_RIGHT)
	check(piece_on.call("e5") and not piece_on.call("f3"), "Right: one move forward")
	await press_key(KEY_RIGHT)
	check(board.session == session and not live.visible, "Right onto the last move returns to the game")
	await press_key(KEY_HOME)
	check(board.session != session and not piece_on.call("e5"), "Home: after the first move")
	await press_key(KEY_END)
	check(board.session == session and not live.visible, "End: the game as it stands")
	check_eq(session.state()["ply"], 3, "browsing plays and takes back nothing")
	screen._open_menu()
	await get_tree().process_frame
	await press_key(KEY_LEFT)
	check(board.session == session, "with the menu open the arrows browse nothing")
	screen.dialog.cancel()
	await get_tree().process_frame
	screen.queue_free()


## The game screen with a hot-seat game of chess after these moves.
func _chess_after(moves: Array) -> Node:
	App.next_game = {"engine_id": "chess", "catalogue_id": "chess", "seats": [], "seed": 3}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	for move in moves:
		screen.play(move)
	await get_tree().process_frame
	return screen
