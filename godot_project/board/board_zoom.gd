class_name BoardZoom
extends RefCounted
## Zoom and pan of a grid board too large for its view (eight-player chess's
## 24 × 24 on a phone): two fingers pinch and move it on a touch screen, the
## wheel zooms and a drag pans on a desktop, a double tap shows the whole board
## and another goes back. A board whose cells would be smaller than a finger
## opens zoomed onto the player's own side (`focus`). The view maps its squares
## through `cell_size` and `origin`; zoom 1 is the whole board, centred.

const MAX_ZOOM := 5.0
## Below this cell size (pixels) a board opens zoomed onto the player's side.
const COMFORTABLE_CELL := 44.0
const DOUBLE_TAP_MS := 350
const DOUBLE_TAP_SLOP := 24.0

var zoom := 1.0
var pan := Vector2.ZERO
## The view zoomed onto the player's side, where a double tap returns.
var _focus_zoom := 1.0
var _focus_pan := Vector2.ZERO
var _touches := {}  # finger index -> position, while two or more are down
var _last_tap_ms := -100000
var _last_tap_at := Vector2(-1000, -1000)
var _last_tap_square := ""


## A cell's side at this zoom, from its side with the whole board in view.
func cell_size(whole_cell: float) -> float:
	return whole_cell * zoom


## The board's origin on the view at this zoom, from its origin with the whole
## board centred in a view of `view_size`.
func origin(whole_origin: Vector2, view_size: Vector2) -> Vector2:
	var centre := view_size / 2.0
	return centre + (whole_origin - centre) * zoom + pan


## Zooms by `factor` about `point` of the view (that point stays put).
func zoom_at(factor: float, point: Vector2, view_size: Vector2, board_size: Vector2) -> void:
	var new_zoom := clampf(zoom * factor, 1.0, MAX_ZOOM)
	var centre := view_size / 2.0
	pan = point - centre - (point - centre - pan) * new_zoom / zoom
	zoom = new_zoom
	clamp_pan(view_size, board_size)


## Keeps the board over the view: it may not be dragged off it.
func clamp_pan(view_size: Vector2, board_size: Vector2) -> void:
	var room := ((board_size * zoom - view_size) / 2.0).max(Vector2.ZERO)
	pan = pan.clamp(-room, room)
	if zoom <= 1.0:
		pan = Vector2.ZERO


## Opens zoomed so a cell is COMFORTABLE_CELL wide, `point` (a point of the
## whole board's picture, e.g. the player's pieces' middle) in the middle of
## the view; the whole board when its cells are large enough.
func focus(point: Vector2, whole_cell: float, view_size: Vector2, board_size: Vector2) -> void:
	zoom = 1.0
	pan = Vector2.ZERO
	if whole_cell > 0.0 and whole_cell < COMFORTABLE_CELL:
		zoom = minf(COMFORTABLE_CELL / whole_cell, MAX_ZOOM)
		pan = -(point - view_size / 2.0) * zoom
		clamp_pan(view_size, board_size)
	_focus_zoom = zoom
	_focus_pan = pan


## A press at `point` on `square` at `time_ms`: true when it is the second of a
## double tap, which toggled between the whole board and the zoomed view. Both
## taps must fall on one square: two quick taps on neighbouring squares a few
## pixels apart (a piece and its target across their border, or small cells with
## the whole board in view) are a move, not a double tap.
func double_tap(point: Vector2, square: String, time_ms: int) -> bool:
	var second := (
		time_ms - _last_tap_ms < DOUBLE_TAP_MS
		and point.distance_to(_last_tap_at) < DOUBLE_TAP_SLOP
		and square == _last_tap_square
	)
	_last_tap_ms = -100000 if second else time_ms
	_last_tap_at = point
	_last_tap_square = square
	if not second or (zoom <= 1.0 and _focus_zoom <= 1.0):
		return false
	if zoom > 1.0:
		_focus_zoom = zoom
		_focus_pan = pan
		zoom = 1.0
		pan = Vector2.ZERO
	else:
		zoom = _focus_zoom
		pan = _focus_pan
	return true


## Two fingers: a pinch zooms about their middle, moving them pans. Returns
## true while two or more fingers are down (the view ignores taps then).
func touch(event: InputEvent, view_size: Vector2, board_size: Vector2) -> bool:
	var press := event as InputEventScreenTouch
	if press != null:
		if press.pressed:
			_touches[press.index] = press.position
		else:
			_touches.erase(press.index)
		return _touches.size() >= 2 or (not press.pressed and not _touches.is_empty())
	var drag := event as InputEventScreenDrag
	if drag == null or not _touches.has(drag.index) or _touches.size() < 2:
		if drag != null and _touches.has(drag.index):
			_touches[drag.index] = drag.position
		return false
	var fingers: Array = _touches.keys()
	var other: int = fingers[0] if fingers[0] != drag.index else fingers[1]
	var before: Vector2 = _touches[drag.index]
	var still: Vector2 = _touches[other]
	var old_middle := (before + still) / 2.0
	var new_middle := (drag.position + still) / 2.0
	var spread := before.distance_to(still)
	if spread > 1.0:
		zoom_at(drag.position.distance_to(still) / spread, old_middle, view_size, board_size)
	pan += new_middle - old_middle
	clamp_pan(view_size, board_size)
	_touches[drag.index] = drag.position
	return true
