extends "res://tests/godot/ui_test.gd"
## Whole games on the game screen: hot-seat through taps, checked against the engine
## after every move, and bots in every seat playing to the end.

## The games the engine has; the others join as they arrive.
const GAMES: PackedStringArray = [
	"chaturaji", "chaturaji-teams", "chaturaji-dice", "chaturaji-teams-dice",
	"fourplayer-teams", "fourplayer-ffa", "chaturanga4", "seasons", "seasons-dice",
	"chess", "chess960", "antichess", "atomic", "chaturanga", "shatranj", "makruk", "cambodian",
	"sittuyin", "xiangqi", "janggi", "shogi", "minishogi",
]
## Played by taps too, not yet by bots in every seat: the hexagon and the 24 × 24
## board (its games are long; its bots are measured by `raja selfplay`).
const BY_TAPS_TOO: PackedStringArray = ["threeplayer", "eightplayer"]
const MAX_PLIES := 600


func _available(games := GAMES) -> PackedStringArray:
	var engine: PackedStringArray = ClassDB.class_call_static(&"GameSession", &"game_ids")
	return PackedStringArray(Array(games).filter(func(id: String) -> bool: return engine.has(id)))


func _open(engine_id: String, seats: Array, seed: int) -> Node:
	App.next_game = {"engine_id": engine_id, "catalogue_id": "", "seats": seats, "seed": seed}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


func test_hot_seat_games_by_taps_follow_the_engine() -> void:
	for id in _available(GAMES + BY_TAPS_TOO):
		var seed := 1000 + id.length()
		var screen := await _open(id, [], seed)
		if screen == null:
			failures.append("%s: the game screen does not open" % id)
			continue
		var reference: Node = ClassDB.instantiate(&"GameSession")
		add_child(reference)
		reference.start(id, seed)
		var rng := RandomNumberGenerator.new()
		rng.seed = seed
		var plies := 0
		while not screen.session.state()["over"] and plies < MAX_PLIES:
			var moves: PackedStringArray = screen.session.legal_moves()
			var move := moves[rng.randi_range(0, moves.size() - 1)]
			var before: int = screen.session.state()["ply"]
			await _play_by_taps(screen, move)
			reference.play(move)
			plies += 1
			if screen.session.state()["ply"] != before + 1 or screen.session.fen() != reference.fen():
				failures.append("%s: after tapping %s (ply %d) the game differs from the engine's" % [id, move, before])
				break
		check(screen.session.state()["over"] or plies == MAX_PLIES, "%s: played to the end or the cap" % id)
		print("  %s: %d plies by taps, over: %s" % [id, plies, screen.session.state()["over"]])
		reference.free()
		screen.queue_free()
		await get_tree().process_frame


## Plays `move` as a player would: the Pass button, an action button, a tap on a
## drop square, or taps on the two squares (and the piece, when there is a choice).
func _play_by_taps(screen: Node, move: String) -> void:
	var entry: Dictionary = screen.session.move_option(move)
	if entry.is_empty():
		failures.append("%s is no legal move" % move)
		return
	var options: Array = screen.session.move_options()
	if entry["pass"] and entry["from"] == "" or move == screen.session.state().get("pass_move", ""):
		await click(screen.get_node("%Pass"))
	elif entry["action"] != "":
		await get_tree().process_frame  # the panel builds its buttons
		var button: Button = screen.find_child("Action_" + move.replace(":", "_"), true, false)
		if button == null:
			failures.append("no button for the action %s" % move)
			return
		await click(button)
	elif entry["drop"] != "":
		# From the pocket of the side to move, where the game has pockets.
		var pockets: Array = screen.find_children("*", "PocketView", true, false).filter(func(row: PocketView) -> bool: return row._is_to_move())
		if not pockets.is_empty():
			var row: PocketView = pockets[0]
			await click_at(row.get_global_rect().position + row.slot_centre(entry["drop"]))
		await click_at(square_centre(screen.board, entry["to"]))
		# A piece picked in a pocket row drops alone; without one the board
		# offers every drop onto the square.
		var picked: String = entry["drop"] if not pockets.is_empty() else ""
		var drops := options.filter(func(m: Dictionary) -> bool: return m["drop"] != "" and m["to"] == entry["to"] and (picked == "" or m["drop"] == picked))
		await _pick_choice(screen, move, drops.map(func(m: Dictionary) -> String: return m["text"]))
	else:
		var choices := BoardView._piece_moves(options.filter(func(m: Dictionary) -> bool: return m["from"] == entry["from"] and m["to"] == entry["to"] and not m["pass"]))
		await _bring_into_view(screen.board, entry["from"])
		await _bring_into_view(screen.board, entry["to"])
		await click_at(square_centre(screen.board, entry["from"]))
		await click_at(square_centre(screen.board, entry["to"]))
		await _pick_choice(screen, move, choices)


## On a board zoomed onto one side (the 24 × 24 board), turns the wheel out
## until `square` shows, as a player on a desktop would.
func _bring_into_view(board: BoardView, square: String) -> void:
	var view := board.get_global_rect()
	while board.zoom() > 1.0 and not view.has_point(square_centre(board, square)):
		await SyntheticInput.push_button(get_viewport(), view.get_center(), MOUSE_BUTTON_WHEEL_DOWN, true)
	check(view.has_point(square_centre(board, square)), "%s is in view to be tapped" % square)


## When the board asked which piece, taps the picture of `move`'s piece.
func _pick_choice(screen: Node, move: String, choices: Array) -> void:
	if choices.size() < 2:
		return
	await get_tree().process_frame
	check(screen.dialog.visible, "a choice of piece is offered for %s" % move)
	var option: Button = screen.dialog.find_child("Option%d" % choices.find(move), true, false)
	if option != null:
		await click(option)


func test_bots_in_every_seat_finish_the_game() -> void:
	var animation := Settings.animation_seconds
	Settings.animation_seconds = 0.0
	for id in _available():
		var seats := []
		for i in 4:
			seats.append({"kind": "bot", "level": 1 + i % 2})
		var screen := await _open(id, seats, 77)
		if screen == null:
			failures.append("%s: the game screen does not open" % id)
			continue
		for frame in 40000:
			if screen.session.state()["over"]:
				break
			await get_tree().process_frame
		var state: Dictionary = screen.session.state()
		check(state["over"], "%s: the bots finished the game (ply %d)" % [id, state["ply"]])
		print("  %s: bots played %d plies, %s" % [id, state["ply"], state["reason"]])
		check(state["ranking"] != null or state["winning_team"] != null or state["draw"], "%s: the end has a result" % id)
		await get_tree().process_frame
		check(screen.get_node("%GameOverLayer").visible, "%s: the game-over panel shows" % id)
		check(screen.get_node("%Ranking").get_child_count() >= 1, "%s: the panel lists the result" % id)
		if state["ranking"] == null and state["winning_team"] != null:
			var swatches: Array = screen.get_node("%Ranking").find_children("*", "", true, false).filter(func(n: Node) -> bool: return n is ArmySwatch)
			var colours: Array = swatches.map(func(s: ArmySwatch) -> Color: return s.colour)
			var expected: Array = Array(state["winning_team"]).map(func(a: String) -> Color: return ArmyPalette.standard().colour_of(a))
			check_eq(colours, expected, "%s: a swatch for each winner" % id)
		var standard: String = screen.session.standard_record()
		if standard != "":
			check_eq(screen.record_text(), standard, "%s: the record is in the game's standard format" % id)
			check(standard.contains("[Result") and standard.length() > 100, "%s: with its result and moves" % id)
		else:
			check(screen.record_text().contains("[Game \"%s\"]" % id), "%s: the record names the game" % id)
		screen.queue_free()
		await get_tree().process_frame
	Settings.animation_seconds = animation
