extends "res://tests/godot/godot_test.gd"
## Base of tests that drive the app as a player would: taps at screen positions.


const SyntheticInput := preload("res://tests/godot/synthetic_input.gd")


## A left-button press and release at `point` (viewport coordinates).
func click_at(point: Vector2) -> void:
	for event in SyntheticInput.tap(point):
		get_viewport().push_input(event, true)  # viewport coordinates: headless windows are tiny
		await get_tree().process_frame


## A key pressed and released, with Ctrl held when `ctrl`.
func press_key(keycode: Key, ctrl := false) -> void:
	for event in SyntheticInput.key(keycode, ctrl):
		get_viewport().push_input(event)
		await get_tree().process_frame


func click(control: Control) -> void:
	await click_at(control.get_global_rect().get_center())


func square_centre(board: BoardView, square: String) -> Vector2:
	for entry in board.session.board()["squares"]:
		if entry["name"] == square:
			return board.get_global_rect().position + board._square_rect(entry["file"], entry["rank"]).get_center()
	return Vector2(-1, -1)


## Waits until the scene at `path` is the current one; null after 30 frames.
func wait_for_scene(path: String) -> Node:
	for i in 30:
		await get_tree().process_frame
		var scene := get_tree().current_scene
		if scene != null and scene.scene_file_path == path:
			return scene
	return null
