extends "res://tests/godot/godot_test.gd"
## Base of tests that drive the app as a player would: taps at screen positions.


const SyntheticInput := preload("res://tests/godot/synthetic_input.gd")


## A left-button press and release at `point` (viewport coordinates).
func click_at(point: Vector2) -> void:
	await SyntheticInput.tap_at(get_viewport(), point)


## A key pressed and released, with Ctrl held when `ctrl`.
func press_key(keycode: Key, ctrl := false) -> void:
	await SyntheticInput.press(get_viewport(), keycode, ctrl)


func click(control: Control) -> void:
	await click_at(control.get_global_rect().get_center())


func square_centre(board: BoardView, square: String) -> Vector2:
	return SyntheticInput.square_centre(board, square)


## Waits until the scene at `path` is the current one; null after 30 frames.
func wait_for_scene(path: String) -> Node:
	for i in 30:
		await get_tree().process_frame
		var scene := get_tree().current_scene
		if scene != null and scene.scene_file_path == path:
			return scene
	return null
