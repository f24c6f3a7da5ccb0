extends RefCounted
## Times every frame of a SceneTree and files it under what the game screen was
## doing: a bot searching, a move sliding, the move list written afresh,
## answering a tap or a key (`note_input()`, and a screen opened), or anything
## else. `report()` gives each kind's count, slowest frame, 99th
## percentile and frames over the budget, twice: by the clock, and by the CPU
## time the main thread spent (Linux's /proc schedstat), which a machine busy
## with other work does not inflate as it does the clock. For the monkey
## (tests/godot/monkey.gd): a measurement, never a pass or fail.

## A frame's budget at 60 frames a second, in milliseconds.
const BUDGET_MS := 16.0
const GAME_SCREEN := "res://godot_project/game/game_screen.tscn"
const KINDS := ["bot thinking", "move sliding", "list refilled", "tap answered", "other"]
## The kinds the budget is for (issue 29): a bot thinking, a move sliding, a long
## list refilled. A tap's answer (a screen opened) is reported, not judged.
const JUDGED := ["bot thinking", "move sliding", "list refilled"]

## False while a scene is being set up (hundreds of moves played in one frame):
## those frames are not the app's.
var measuring := true:
	set(value):
		measuring = value
		_last_usec = Time.get_ticks_usec()
		_last_cpu_nsec = _cpu_nsec()

var _tree: SceneTree
var _last_usec := 0
var _last_cpu_nsec := 0
## The main thread's schedstat (CPU nanoseconds first), or "" where there is none.
var _schedstat := ""
## Frame times in milliseconds by kind, by the clock and in CPU time.
var _wall := {}
var _cpu := {}
## The first frames of the judged kinds over the budget, described.
var _slow := PackedStringArray()
## A tap's answers that took longer than this (milliseconds), and the first of
## them, described by the screen that shows after them: which screens are slow
## to open.
const SLOW_TAP_MS := 50.0
var _slow_taps := PackedStringArray()
var _list_count := -1
var _list: ItemList = null
## Frames still to be filed as a tap's answer: a tap is pressed and released a
## frame apart, and its answer (a scene changed, deferred calls) may come a frame
## later.
var _answering := 0
var _scene: Node = null
## The first frame carries the start-up (scripts loaded, the first scene): not timed.
var _started := false


func _init(tree: SceneTree) -> void:
	_tree = tree
	for kind in KINDS:
		_wall[kind] = PackedFloat32Array()
		_cpu[kind] = PackedFloat32Array()
	var pid := OS.get_process_id()
	var path := "/proc/%d/task/%d/schedstat" % [pid, pid]
	if FileAccess.file_exists(path):
		_schedstat = path
	measuring = true
	tree.process_frame.connect(_on_frame)


## A tap or a key is about to be pushed: the work it starts falls in the next
## three frames.
func note_input() -> void:
	_answering = 3


## The main thread's CPU time so far, in nanoseconds (0 without schedstat).
func _cpu_nsec() -> int:
	if _schedstat == "":
		return 0
	var file := FileAccess.open(_schedstat, FileAccess.READ)
	return file.get_line().get_slice(" ", 0).to_int() if file != null else 0


## The frame just ended took from the last signal to this one.
func _on_frame() -> void:
	var now := Time.get_ticks_usec()
	var cpu := _cpu_nsec()
	var wall_ms := (now - _last_usec) / 1000.0
	var cpu_ms := (cpu - _last_cpu_nsec) / 1000000.0
	_last_usec = now
	_last_cpu_nsec = cpu
	var kind := _kind()
	if not _started:
		_started = true
		return
	if not measuring:
		return
	_wall[kind].append(wall_ms)
	_cpu[kind].append(cpu_ms)
	# CPU time where the system tells it: the clock also counts other programs' turns.
	var judged_ms := cpu_ms if _schedstat != "" else wall_ms
	if kind == "tap answered" and judged_ms > SLOW_TAP_MS and _slow_taps.size() < 10:
		var shown := _tree.current_scene
		var what := shown.scene_file_path.get_file() if shown != null else "no screen"
		if shown != null and shown.scene_file_path == GAME_SCREEN and shown.is_node_ready() and shown.session.has_game():
			what += " (%s)" % shown.session.state().get("game", "")
		_slow_taps.append("%.1f ms CPU, %.1f ms by the clock: %s" % [cpu_ms, wall_ms, what])
	if kind in JUDGED and judged_ms > BUDGET_MS and _slow.size() < 10:
		var state: Dictionary = _tree.current_scene.session.state()
		_slow.append("%s, %.1f ms CPU, %.1f ms by the clock: %s at ply %d%s" % [kind, cpu_ms, wall_ms, state.get("game", ""), state.get("ply", 0), ", over" if state.get("over", false) else ""])


## What the frame that just ended was doing.
func _kind() -> String:
	var scene := _tree.current_scene
	var answering := _answering > 0 or scene != _scene
	_answering = maxi(0, _answering - 1)
	_scene = scene
	if scene == null or scene.scene_file_path != GAME_SCREEN or not scene.is_node_ready():
		_list = null
		return "tap answered" if answering else "other"
	var list: ItemList = scene.get_node("%Moves")
	var count := list.item_count
	var refilled := list == _list and (count < _list_count or count > _list_count + 1) and count > 20
	_list = list
	_list_count = count
	if refilled:
		return "list refilled"
	if answering:
		return "tap answered"
	if scene.board._slide < 1.0:
		return "move sliding"
	if scene.bot.is_thinking() or scene.hint_bot.is_thinking():
		return "bot thinking"
	return "other"


## One line per kind: frames, then slowest, 99th percentile and frames over the
## budget by the clock and in CPU time.
func report() -> PackedStringArray:
	var lines := PackedStringArray()
	for kind in KINDS:
		if _wall[kind].is_empty():
			lines.append("%s: no frames" % kind)
			continue
		var line := "%s: %d frames; clock %s" % [kind, _wall[kind].size(), _summary(_wall[kind])]
		if _schedstat != "":
			line += "; CPU %s" % _summary(_cpu[kind])
		lines.append(line)
	for slow in _slow:
		lines.append("over the budget: %s" % slow)
	for slow in _slow_taps:
		lines.append("a tap answered in over %d ms: %s" % [int(SLOW_TAP_MS), slow])
	return lines


## "slowest 12.3 ms, 99th percentile 8.1 ms, 0 over 16 ms"
func _summary(times: PackedFloat32Array) -> String:
	var sorted := times.duplicate()
	sorted.sort()
	var over := 0
	for ms in sorted:
		if ms > BUDGET_MS:
			over += 1
	var p99 := sorted[mini(sorted.size() - 1, int(sorted.size() * 0.99))]
	return "slowest %.1f ms, 99th percentile %.1f ms, %d over %d ms" % [sorted[sorted.size() - 1], p99, over, int(BUDGET_MS)]
