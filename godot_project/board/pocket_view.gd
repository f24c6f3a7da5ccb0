class_name PocketView
extends Control
## One side's pocket in a game with drops (crazyhouse): the pieces it holds and how
## many. When that side is to move, a tap on a piece asks the board to show where
## it may be dropped, and a tap there plays the drop ("N@f3").

## Pocket pieces in this order, the others after them.
const ORDER := "PNBRQK"
## A row is about as high as the board's squares, within these bounds.
const ROW_LEAST := 56.0
const ROW_MOST := 104.0
const GAP := 4

var board: BoardView
## Whether this row shows the pocket of the side at the bottom of the board (else
## the other side's).
var bottom := true
## The side whose pocket this row shows now.
var army := ""
var _held: Array = []  # [{letter, count}]


## Puts a pocket row above and below `board` (in a new column that takes the
## board's place in its parent) and returns the two rows.
static func around(board: BoardView) -> Array[PocketView]:
	var parent := board.get_parent()
	var column := BoardColumn.new()
	column.name = "BoardColumn"
	column.size_flags_horizontal = board.size_flags_horizontal
	column.size_flags_vertical = board.size_flags_vertical
	column.size_flags_stretch_ratio = board.size_flags_stretch_ratio
	parent.add_child(column)
	parent.move_child(column, board.get_index())
	var rows: Array[PocketView] = []
	for at_bottom in [false, true]:
		var row := PocketView.new()
		row.name = "BottomPocket" if at_bottom else "TopPocket"
		row.bottom = at_bottom
		row.board = board
		rows.append(row)
	column.add_child(rows[0])
	board.reparent(column, false)
	column.add_child(rows[1])
	column.board = board
	board.refreshed.connect(column.queue_sort)  # another game may have another shape
	for row in rows:
		row.custom_minimum_size = Vector2(0, ROW_LEAST)
		board.refreshed.connect(row.refresh)
		board.draw.connect(row.refresh)  # the board may have turned: the rows follow
		row.refresh()
	return rows


## The board with a pocket row right above and below it: the board as tall as its
## width allows within what the rows leave, the three centred together. It is laid
## out from the column's own size only, never from what it laid out before, so
## the board cannot hold the column (and the screen) larger than the window gives.
class BoardColumn:
	extends Container

	var board: BoardView

	## The height the column wants when `width` wide: the board's, and a row
	## above and below it.
	func height_for_width(width: float) -> float:
		return board.height_for_width(width) + 2.0 * (PocketView.row_height(board, width) + GAP)

	func _get_minimum_size() -> Vector2:
		var least := Vector2.ZERO
		for child in _parts():
			var own := child.get_combined_minimum_size()
			least = Vector2(maxf(least.x, own.x), least.y + own.y)
		return least + Vector2(0, 2 * GAP)

	func _notification(what: int) -> void:
		if what != NOTIFICATION_SORT_CHILDREN or board == null:
			return
		var row := PocketView.row_height(board, size.x)
		var rows := 2.0 * (row + GAP)
		var board_height := maxf(board.get_combined_minimum_size().y, minf(size.y - rows, board.height_for_width(size.x)))
		var y := maxf(0.0, (size.y - board_height - rows) / 2.0)
		for child in _parts():
			var height := board_height if child == board else row
			fit_child_in_rect(child, Rect2(0.0, y, size.x, height))
			y += height + GAP

	func _parts() -> Array[Control]:
		var parts: Array[Control] = []
		for child in get_children():
			if child is Control and child.visible:
				parts.append(child)
		return parts


## A pocket row's height beside `board` when `width` wide: about a square's.
static func row_height(board: BoardView, width: float) -> float:
	var files := float(board._board.get("width", 8))
	return clampf(0.9 * width / files, ROW_LEAST, ROW_MOST)


## Reads the pocket again from the board's session.
func refresh() -> void:
	_held = []
	army = ""
	var session := board.session if board != null else null
	if session != null and session.has_game():
		var state := board.state()
		var pockets: Variant = state.get("pockets")
		army = board.bottom_army()
		if not bottom:
			for entry in state.get("armies", []):
				if entry["army"] != army:
					army = entry["army"]
					break
		if pockets is Dictionary:
			var pocket: Variant = pockets.get(army, {})
			if pocket is Dictionary:
				for letter in pocket:
					if int(pocket[letter]) > 0:
						_held.append({"letter": str(letter), "count": int(pocket[letter])})
	_held.sort_custom(func(a: Dictionary, b: Dictionary) -> bool: return _rank(a["letter"]) < _rank(b["letter"]))
	queue_redraw()


## The pieces in the pocket: [{letter, count}] in pocket order.
func held() -> Array:
	return _held


## The centre of the slot of the piece `letter` (for taps; (-1, -1) when not held).
func slot_centre(letter: String) -> Vector2:
	for i in _held.size():
		if _held[i]["letter"].to_upper() == letter.to_upper():
			return _slot(i).get_center()
	return Vector2(-1, -1)


func _slot(index: int) -> Rect2:
	var side := minf(size.y, ROW_MOST)
	var used := side * _held.size()
	var start := maxf(0.0, (size.x - used) / 2.0)
	return Rect2(Vector2(start + index * side, (size.y - side) / 2.0), Vector2(side, side))


static func _rank(letter: String) -> int:
	var at := ORDER.find(letter.to_upper())
	return at if at >= 0 else ORDER.length()


func _draw() -> void:
	if board == null or board.session == null:
		return
	var letters: Dictionary = board.piece_letters()
	var colour: Color = board.armies.colour_of(army)
	var picked := board.selected_drop()
	var font := get_theme_default_font()
	for i in _held.size():
		var slot := _slot(i)
		var letter: String = _held[i]["letter"]
		if picked != "" and picked == letter.to_upper() and _is_to_move():
			draw_rect(slot, board.look.selected)
		board.draw_piece_picture(self, letters.get(letter.to_lower(), ""), army, slot, colour)
		var count := str(_held[i]["count"])
		var font_size := int(slot.size.y * 0.3)
		var at := slot.end - Vector2(font.get_string_size(count, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x + 2, 4)
		draw_string_outline(font, at, count, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size, 4, board.style.light)
		draw_string(font, at, count, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size, board.armies.outline)


func _is_to_move() -> bool:
	var state := board.state()
	return not state.is_empty() and not state["over"] and state["to_move"] == army


func _gui_input(event: InputEvent) -> void:
	var press := event as InputEventMouseButton
	if press == null or not press.pressed or press.button_index != MOUSE_BUTTON_LEFT:
		return
	accept_event()
	for i in _held.size():
		if _slot(i).has_point(press.position) and _is_to_move():
			board.select_drop(_held[i]["letter"])
			return
