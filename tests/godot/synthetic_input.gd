extends RefCounted
## The input events a player's tap or key press makes, pressed then released, for
## the tests and the monkey to push into a viewport one frame apart.


## A left-button tap at `point` (viewport coordinates).
static func tap(point: Vector2) -> Array[InputEvent]:
	return _pressed_then_released(mouse_button(point, MOUSE_BUTTON_LEFT, true))


## The mouse's `index` button (a wheel turn too) pressed or released at `point`.
static func mouse_button(point: Vector2, index: MouseButton, pressed: bool) -> InputEventMouseButton:
	var event := InputEventMouseButton.new()
	event.button_index = index
	event.pressed = pressed
	event.position = point
	event.global_position = point
	return event


## Pushes a mouse button event (`mouse_button`) into `viewport`, and waits a frame.
static func push_button(viewport: Viewport, point: Vector2, index: MouseButton, pressed: bool) -> void:
	viewport.push_input(mouse_button(point, index, pressed), true)
	await viewport.get_tree().process_frame


## Pushes the mouse's move to `point`, by `relative`, with the left button held,
## and waits a frame.
static func push_motion(viewport: Viewport, point: Vector2, relative: Vector2) -> void:
	var motion := InputEventMouseMotion.new()
	motion.position = point
	motion.global_position = point
	motion.relative = relative
	motion.button_mask = MOUSE_BUTTON_MASK_LEFT
	viewport.push_input(motion, true)
	await viewport.get_tree().process_frame


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
