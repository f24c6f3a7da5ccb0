extends SceneTree
## Renders scenes under a real display, in each locale, saves them as PNG and checks
## that no picture is a single colour.
##   godot --rendering-driver opengl3 --resolution WxH --path <repo> \
##     -s res://tests/godot/screenshot.gd -- <out dir> <sk,cs,en> <shot>…
## A shot is a scene (res://….tscn), `setup:<catalogue id>` for the setup of one
## game, `rules:<catalogue id>` for its rules page scrolled to the piece diagrams, or `play:<game id>:<plies>`
## for the game screen after that many seeded random moves (`end`: until the game
## is over), `hint:<game id>:<plies>` the same with a hint asked for and marked,
## `zoom:<game id>:<plies>` the same with the board turned to the player to move
## and opened on their side (zoomed where its cells are small: the 24 × 24 board
## on a phone), `resign:<game id>:<plies>` the same, then each player to move
## resigns by the Resign button until the game is over (the game-over screen of
## a game random moves take thousands of plies to end),
## `dark:<folder/scene>` a screen of godot_project/ in the dark theme (`dark:game`:
## a game of Čaturádží in progress), `line:<game id>:<m1,m2,…>` the game screen
## after these moves (a check), `select:<game id>:<m1,…>:<square>` the same
## with the piece on `square` picked up and its moves dotted,
## `promote:<game id>:<m1,…>:<from>:<to>` the same with the promotion choice
## asked, `pass:<game id>:<m1,…>` the pass-the-device screen after them;
## game and dark shots are taken in the first locale only, unless prefixed
## `every-locale:` (`every-locale:play:threeplayer:24`).
## Files: <out dir>/<scene or game id[-plies]>_<locale>_<W>x<H>.png


## A shot's prefix that takes it in every locale, a game's too.
const EVERY_LOCALE := "every-locale:"

var _examples_made := false


func _initialize() -> void:
	_shoot_all.call_deferred()


func _shoot_all() -> void:
	var args := OS.get_cmdline_user_args()
	if args.size() < 3:
		printerr("screenshot: usage: -- <out dir> <locales> <res://scene.tscn>…")
		quit(2)
		return
	var failed := 0
	var locales := args[1].split(",")
	for locale in locales:
		for shot in args.slice(2):
			var scene_path: String = shot.trim_prefix(EVERY_LOCALE)
			# Screens in every locale; games in progress in the first one only.
			var first_only := ["play:", "hint:", "zoom:", "resign:", "dark:", "line:", "select:", "promote:", "pass:"].any(func(kind: String) -> bool: return scene_path.begins_with(kind))
			if first_only and not shot.begins_with(EVERY_LOCALE) and locale != locales[0]:
				continue
			if not await _shoot(scene_path, locale, args[0]):
				failed += 1
	_remove_example_saves()
	quit(1 if failed > 0 else 0)


func _shoot(shot: String, locale: String, out_dir: String) -> bool:
	TranslationServer.set_locale(locale)
	var scene_path := shot
	var name := shot.get_file().get_basename()
	var plan := shot.split(":")
	var game_shot := plan[0] in ["play", "hint", "zoom", "resign"] and plan.size() == 3
	var line_shot := plan[0] in ["line", "select", "promote", "pass"] and plan.size() >= 3
	if plan[0] == "dark" and plan.size() == 2 and plan[1] == "game":
		plan = PackedStringArray(["dark", "game", "chaturaji", "24"])
		game_shot = true
	root.get_node("/root/Settings").pass_device_screen = plan[0] == "pass"
	if game_shot or line_shot:
		var game: String = plan[2] if plan[0] == "dark" else plan[1]
		scene_path = "res://godot_project/game/game_screen.tscn"
		match plan[0]:
			"play", "hint", "zoom", "resign":
				name = "%s-%s%s" % [plan[1], plan[2], "" if plan[0] == "play" else "-" + plan[0]]
			"dark":
				name = "dark-game-%s" % game
			_:
				name = "%s-%s" % [plan[0], game]
		root.get_node("/root/App").next_game = {"engine_id": game, "catalogue_id": _catalogue_id(game), "seats": _seats(game), "seed": 5}
		root.get_node("/root/Settings").animation_seconds = 0.0
	elif plan[0] == "setup" and plan.size() == 2:
		scene_path = "res://godot_project/setup/setup_screen.tscn"
		name = "setup-%s" % plan[1]
		root.get_node("/root/App").catalogue_id = plan[1]
	elif plan[0] == "dark" and plan.size() == 2:
		scene_path = "res://godot_project/%s.tscn" % plan[1]
		name = "dark-%s" % plan[1].get_file()
	elif plan[0] == "rules" and plan.size() == 2:
		scene_path = "res://godot_project/rules/rules_screen.tscn"
		name = "rules-%s" % plan[1]
		root.get_node("/root/App").catalogue_id = plan[1]
	if scene_path.ends_with("saved_games.tscn"):
		_make_example_saves()
	var scene: PackedScene = load(scene_path)
	if scene == null:
		printerr("screenshot: cannot load %s" % scene_path)
		return false
	var settings := root.get_node("/root/Settings")
	settings.appearance = "dark" if shot.begins_with("dark:") else "light"
	settings.apply_appearance()
	var node := scene.instantiate()
	root.add_child(node)
	current_scene = node
	await process_frame
	if game_shot:
		_play_random(node, plan[3] if plan[0] == "dark" else plan[2])
	if plan[0] == "zoom" and game_shot:
		var army: String = node.session.state()["to_move"]
		node.board.quarter_turns = node.board.turns_for(army)
		node.board.focus_on(army)
	if plan[0] == "resign" and game_shot:
		await _resign_to_the_end(node)
	if line_shot:
		for move in plan[2].split(",", false):
			node.play(move)
		await process_frame
		match plan[0]:
			"select":
				node.board.tap(plan[3])
			"promote":
				node.board.tap(plan[3])
				node.board.tap(plan[4])
	if plan[0] == "hint" and game_shot:
		node.get_node("%Hint").pressed.emit()
		var until := Time.get_ticks_msec() + 20000
		while node.board.hinted().is_empty() and Time.get_ticks_msec() < until:
			await process_frame
	# The main menu adds its catalogue over a few frames.
	while node.has_method(&"is_filled") and not node.is_filled():
		await process_frame
	for i in 5:
		await process_frame
	if plan[0] == "rules":
		var scroll: ScrollContainer = node.get_node("%Scroll")
		scroll.scroll_vertical = int(node.get_node("%PiecesTitle").position.y)
		for i in 2:
			await process_frame
	await RenderingServer.frame_post_draw
	var image := root.get_viewport().get_texture().get_image()
	var file := out_dir.path_join("%s_%s_%dx%d.png" % [name, locale, image.get_width(), image.get_height()])
	var ok := true
	var error := image.save_png(file)
	if error != OK:
		printerr("screenshot: cannot write %s (%s)" % [file, error_string(error)])
		ok = false
	elif _is_single_colour(image):
		printerr("screenshot: %s is blank (one colour)" % file)
		ok = false
	else:
		print("screenshot: %s" % file)
	# A question still open (the promotion, pass-the-device) is answered first: a
	# screen freed under an awaited question leaves its coroutine, and the
	# textures it holds, behind at exit.
	var dialog: Variant = node.get("dialog")
	if dialog is ChoiceDialog and dialog.visible and not dialog.cancel():
		dialog.chosen.emit(0)
	node.queue_free()
	current_scene = null
	await process_frame
	return ok


func _is_single_colour(image: Image) -> bool:
	var first := image.get_pixel(0, 0)
	for y in range(0, image.get_height(), 2):
		for x in range(0, image.get_width(), 2):
			if image.get_pixel(x, y) != first:
				return false
	return true


## Plays seeded random moves on a game screen: `plies` of them, or to the end.
func _play_random(screen: Node, plies: String) -> void:
	var rng := RandomNumberGenerator.new()
	rng.seed = 5
	var limit := 2000 if plies == "end" else plies.to_int()
	for i in limit:
		if screen.session.state()["over"]:
			break
		var moves: PackedStringArray = screen.session.legal_moves()
		screen.play(moves[rng.randi_range(0, moves.size() - 1)])
	screen.bot.cancel()  # the picture shows the random moves, not a bot's late answer


## Each player to move resigns, by the button and its question, until the game
## is over.
func _resign_to_the_end(screen: Node) -> void:
	for i in screen.session.state()["armies"].size():
		if screen.session.state()["over"]:
			return
		screen.get_node("%Resign").pressed.emit()
		await process_frame
		screen.dialog.chosen.emit(0)
		for frame in 2:
			await process_frame


## Fog is seen through one side's eyes: white against a bot. Other games: hot-seat.
func _seats(engine_id: String) -> Array:
	if engine_id == "fog":
		return [{"kind": "human"}, {"kind": "bot", "level": 1}]
	return []


## The catalogue entry a game is played as (its title on the game screen): its own,
## else the one whose forms the engine's data lists it in (eightplayer-teams is a
## form of eightplayer).
func _catalogue_id(engine_id: String) -> String:
	if not Catalogue.game(engine_id).is_empty():
		return engine_id
	return Catalogue.game_of_engine(engine_id).get("id", engine_id)


## The saved-games screen shows examples, not whatever this machine has saved: two
## games and a damaged file, in a folder of this run's own (user:// is shared).
func _make_example_saves() -> void:
	if _examples_made:
		return
	_examples_made = true
	SavedGames.folder = "user://screenshot_saves-%d" % OS.get_process_id()
	var session: Node = ClassDB.instantiate(&"GameSession")
	for example in [["chaturaji", 7, "Čaturádží, večer u Petra"], ["fourplayer-teams", 5, "Four-player chess with Jana"]]:
		if session.start(example[0], example[1]) == OK:
			var rng := RandomNumberGenerator.new()
			rng.seed = example[1]
			for i in 17:
				var moves: PackedStringArray = session.legal_moves()
				if moves.is_empty():
					break
				session.play(moves[rng.randi_range(0, moves.size() - 1)])
			SavedGames.save(session, example[2], [], _catalogue_id(example[0]))
	session.free()
	var damaged := FileAccess.open(SavedGames.folder.path_join("old-save.ron"), FileAccess.WRITE)
	if damaged != null:
		damaged.store_string("(format: 1, game: \"chaturaji\", seed: 1, actions: [\"d2d9\"]")


func _remove_example_saves() -> void:
	if not _examples_made:
		return
	for file in DirAccess.get_files_at(SavedGames.folder):
		DirAccess.remove_absolute(SavedGames.folder.path_join(file))
	DirAccess.remove_absolute(SavedGames.folder)
