extends RefCounted
## The input events a player's tap or key press makes, pressed then released, for
## the tests and the monkey to push into a viewport one frame apart.


## A left-button tap at `point` (viewport coordinates).
static func tap(point: Vector2) -> Array[InputEvent]:
	var events: Array[InputEvent] = []
	for pressed in [true, false]:
		var event := InputEventMouseButton.new()
		event.button_index = MOUSE_BUTTON_LEFT
		event.pressed = pressed
		event.position = point
		event.global_position = point
		events.append(event)
	return events


## A key press, with Ctrl held when `ctrl`.
static func key(keycode: Key, ctrl := false) -> Array[InputEvent]:
	var events: Array[InputEvent] = []
	for pressed in [true, false]:
		var event := InputEventKey.new()
		event.keycode = keycode
		event.physical_keycode = keycode
		event.ctrl_pressed = ctrl
		event.pressed = pressed
		events.append(event)
	return events
