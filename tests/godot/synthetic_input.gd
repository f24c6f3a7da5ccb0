extends RefCounted
## The input events a player's tap or key press makes, pressed then released, for
## the tests and the monkey to push into a viewport one frame apart.


## A left-button tap at `point` (viewport coordinates).
static func tap(point: Vector2) -> Array[InputEvent]:
	var event := InputEventMouseButton.new()
	event.button_index = MOUSE_BUTTON_LEFT
	event.position = point
	event.global_position = point
	return _pressed_then_released(event)


## A key press, with Ctrl held when `ctrl`.
static func key(keycode: Key, ctrl := false) -> Array[InputEvent]:
	var event := InputEventKey.new()
	event.keycode = keycode
	event.physical_keycode = keycode
	event.ctrl_pressed = ctrl
	return _pressed_then_released(event)


## `event` pressed, then a copy of it released.
static func _pressed_then_released(event: InputEvent) -> Array[InputEvent]:
	var released: InputEvent = event.duplicate()
	event.set("pressed", true)
	released.set("pressed", false)
	return [event, released]


## Taps `point` of `viewport` (its own coordinates: headless windows are tiny),
## one frame a event.
static func tap_at(viewport: Viewport, point: Vector2) -> void:
	for event in tap(point):
		viewport.push_input(event, true)
		await viewport.get_tree().process_frame


## Presses a key in `viewport`, one frame a event.
static func press(viewport: Viewport, keycode: Key, ctrl := false) -> void:
	for event in key(keycode, ctrl):
		viewport.push_input(event)
		await viewport.get_tree().process_frame


## Where `square` of `board` is on the screen; (-1, -1) for no such square.
static func square_centre(board: BoardView, square: String) -> Vector2:
	var centre := board.square_centre(square)
	return centre if centre == Vector2(-1, -1) else board.get_global_rect().position + centre
