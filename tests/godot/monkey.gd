extends SceneTree
## A monkey: taps, back presses, Ctrl+Z and arrow keys at random on whatever screen shows, from
## the main menu on, for a while. Moves are mostly legal ones tapped on the board,
## so games go on and end; the rest are the screens' buttons, lists and questions,
## and on a board the wheel, a drag and a double tap (zoom and pan).
## It times every frame (frame_meter.gd) and first plays the scenes frames are
## judged on: bots searching while moves slide, and a long move list written
## afresh (an undo, a look back); its last lines report them.
##   godot --headless --path <repo> -s res://tests/godot/monkey.gd -- <seconds> <seed> [<game id>,…]
## With game ids it opens each of them in turn (hot-seat), an equal share of the
## time apiece, and wanders on from there: the largest boards are reached for sure.
## `tools/monkey` runs it with its own user folder and fails on any error in the log.

const MAIN_MENU := "res://godot_project/menu/main_menu.tscn"
const GAME_SCREEN := "res://godot_project/game/game_screen.tscn"
const SyntheticInput := preload("res://tests/godot/synthetic_input.gd")
const FrameMeter := preload("res://tests/godot/frame_meter.gd")

var _rng := RandomNumberGenerator.new()
var _meter: RefCounted
var _counts := {}
## The sessions seen over, so each game's end counts once.
var _ended := {}


func _initialize() -> void:
	_run.call_deferred()


func _run() -> void:
	var args := OS.get_cmdline_user_args()
	var seconds := float(args[0]) if args.size() > 0 else 60.0
	_rng.seed = int(args[1]) if args.size() > 1 else 1
	var games := args[2].split(",", false) if args.size() > 2 else PackedStringArray()
	_meter = FrameMeter.new(self)
	await _frame_scenes(_meter)
	change_scene_to_file(MAIN_MENU)
	var start := Time.get_ticks_msec()
	var until := start + int(seconds * 1000.0)
	var slowest := 0
	var opened := 0
	while Time.get_ticks_msec() < until:
		if opened < games.size() and Time.get_ticks_msec() >= start + seconds * 1000.0 * opened / games.size():
			await _open_game(games[opened])
			opened += 1
		for i in _rng.randi_range(1, 4):
			var started := Time.get_ticks_msec()
			await process_frame
			slowest = maxi(slowest, Time.get_ticks_msec() - started)
		var scene := current_scene
		if scene != null and scene.is_inside_tree():
			await _act(scene)
	var summary := PackedStringArray()
	for key in _counts:
		summary.append("%s %d" % [key, _counts[key]])
	print("monkey: %s; slowest frame %d ms" % [", ".join(summary), slowest])
	for line in _meter.report():
		print("monkey: frames %s" % line)
	# Questions still open are answered before leaving, as a player must: a screen
	# freed under an awaited question leaves its coroutines behind at exit.
	for i in 10:
		var dialog: Variant = current_scene.get("dialog") if current_scene != null else null
		if not (dialog is Control and dialog.visible):
			break
		dialog.chosen.emit(0)
		for frame in 3:
			await process_frame
	change_scene_to_file(MAIN_MENU)
	for frame in 5:
		await process_frame
	current_scene.queue_free()
	await process_frame
	quit(0)


## The scenes frames are judged on: four bots playing Čaturádží with moves
## sliding, then a Seasons game 400 plies long whose list is written afresh by
## an undo and browsed back and forth.
func _frame_scenes(meter: RefCounted) -> void:
	var app := root.get_node("/root/App")
	var settings := root.get_node("/root/Settings")
	settings.set_animation_speed("normal")
	var bots := []
	for i in 4:
		bots.append({"kind": "bot", "level": 3})
	app.catalogue_id = "chaturaji"
	app.start_game("chaturaji", bots, 7)
	var until := Time.get_ticks_msec() + 20000
	while Time.get_ticks_msec() < until:
		await process_frame
		if current_scene != null and current_scene.scene_file_path == GAME_SCREEN and current_scene.session.state().get("over", false):
			break
	_count("frame scene: bots")
	app.catalogue_id = "seasons"
	app.start_game("seasons", [], 7)
	for i in 3:
		await process_frame
	var screen := current_scene
	meter.measuring = false  # 400 moves in one frame: the setting up, not the app
	for ply in 400:
		var moves: PackedStringArray = screen.session.legal_moves()
		if moves.is_empty():
			break
		screen.play(moves[_rng.randi_range(0, moves.size() - 1)])
	for i in 3:
		await process_frame
	meter.measuring = true
	for round in 3:
		await _key(KEY_Z, true)  # an undo: the list is written afresh
		for i in 3:
			await process_frame
		await _key(KEY_HOME, false)  # back to the first move and forward again
		await _key(KEY_END, false)
	_count("frame scene: long list")


## Opens `engine_id` on the game screen, every seat a human's.
func _open_game(engine_id: String) -> void:
	_count("opened " + engine_id)
	var app := root.get_node("/root/App")
	app.catalogue_id = Catalogue.game_of_engine(engine_id).get("id", "")
	app.start_game(engine_id, [], _rng.randi())
	for frame in 3:
		await process_frame


func _count(what: String) -> void:
	_counts[what] = _counts.get(what, 0) + 1


func _act(scene: Node) -> void:
	if scene.scene_file_path == GAME_SCREEN:
		var session: Node = scene.session
		if session.has_game() and session.state()["over"] and not _ended.has(session.get_instance_id()):
			_ended[session.get_instance_id()] = true
			_count("game over")
	var roll := _rng.randf()
	if roll < 0.08:
		_count("back")
		if scene.scene_file_path == MAIN_MENU:
			await _key(KEY_ESCAPE, false)  # the phone's back would leave the app
		elif _rng.randf() < 0.5:
			root.propagate_notification(Node.NOTIFICATION_WM_GO_BACK_REQUEST)
		else:
			await _key(KEY_ESCAPE, false)
		return
	if roll < 0.11:
		_count("ctrl+z")
		await _key(KEY_Z, true)
		return
	if roll < 0.14:
		_count("arrow")
		await _key([KEY_LEFT, KEY_RIGHT, KEY_HOME, KEY_END, KEY_UP, KEY_DOWN][_rng.randi_range(0, 5)], false)
		return
	if roll < 0.17 and scene.scene_file_path == GAME_SCREEN and scene.board.is_visible_in_tree():
		await _gesture(scene.board)
		return
	if scene.scene_file_path == GAME_SCREEN and roll < 0.75 and await _tap_a_move(scene):
		return
	await _tap_a_control(scene)


## Taps a legal move on the board of a human to move: its squares one after the
## other (a promotion then asks, a duck waits for its square). False when none.
func _tap_a_move(screen: Node) -> bool:
	var board: BoardView = screen.board
	if not board.input_enabled or not board.is_visible_in_tree() or screen.dialog.visible:
		return false
	var moves: PackedStringArray = screen.session.legal_moves()
	if moves.is_empty():
		return false
	var move := moves[_rng.randi_range(0, moves.size() - 1)]
	var entry: Dictionary = screen.session.move_option(move)
	if entry.get("from", "") == "" or entry["pass"]:
		_count("move played")
		screen.play(move)  # drops, passes, actions: nothing to tap on the board
		return true
	_count("move tapped")
	for square in [entry["from"], entry["to"]]:
		await _click(SyntheticInput.square_centre(board, square))
	return true


## Taps a button, an entry of a list or a square of the board, at random among
## those shown and enabled; inside an open question only its options.
func _tap_a_control(scene: Node) -> void:
	var targets: Array[Control] = []
	var dialog: Node = scene.get("dialog")
	var within: Node = dialog if dialog is Control and dialog.visible else scene
	_collect(within, targets)
	if targets.is_empty():
		return
	var target := targets[_rng.randi_range(0, targets.size() - 1)]
	if target is ItemList:
		var list := target as ItemList
		if list.item_count == 0:
			return
		_count("list entry")
		var item := _rng.randi_range(0, list.item_count - 1)
		list.ensure_current_is_visible()
		await _click(list.get_global_rect().position + list.get_item_rect(item).get_center())
		return
	if target is BoardView:
		_count("board")
		var rect := target.get_global_rect()
		await _click(rect.position + Vector2(_rng.randf(), _rng.randf()) * rect.size)
		return
	_count(target.get_class())
	var scroll := _scroll_of(target)
	if scroll != null:
		scroll.ensure_control_visible(target)
		await process_frame
	await _click(target.get_global_rect().get_center())


## The wheel, a drag or a double tap somewhere on `board`: zoom and pan where
## the board is too large for its view, nothing (or a tap) where it is not.
func _gesture(board: BoardView) -> void:
	var rect := board.get_global_rect()
	var point := rect.position + Vector2(_rng.randf(), _rng.randf()) * rect.size
	var kind := _rng.randi_range(0, 2)
	if kind == 0:
		_count("wheel")
		var turn := MOUSE_BUTTON_WHEEL_UP if _rng.randf() < 0.5 else MOUSE_BUTTON_WHEEL_DOWN
		await SyntheticInput.push_button(root, point, turn, true)
	elif kind == 1:
		_count("drag")
		await SyntheticInput.push_button(root, point, MOUSE_BUTTON_LEFT, true)
		var step := Vector2(_rng.randf_range(-60, 60), _rng.randf_range(-60, 60))
		for i in 3:
			point += step
			await SyntheticInput.push_motion(root, point, step)
		await SyntheticInput.push_button(root, point, MOUSE_BUTTON_LEFT, false)
	else:
		_count("double tap")
		await _click(point)
		await _click(point)


func _collect(node: Node, targets: Array[Control]) -> void:
	for child in node.get_children():
		if child is Control and not child.is_visible_in_tree():
			continue
		if child is BaseButton and not child.disabled or child is ItemList or child is BoardView:
			targets.append(child)
		_collect(child, targets)


func _scroll_of(control: Control) -> ScrollContainer:
	var node := control.get_parent()
	while node != null:
		if node is ScrollContainer:
			return node
		node = node.get_parent()
	return null


func _click(point: Vector2) -> void:
	_meter.note_input()
	await SyntheticInput.tap_at(root, point)


func _key(keycode: Key, ctrl: bool) -> void:
	_meter.note_input()
	await SyntheticInput.press(root, keycode, ctrl)
