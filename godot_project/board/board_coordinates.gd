class_name BoardCoordinates
extends RefCounted
## Coordinates on a board: the letter or number that changes along the bottom row
## and along the left column (Shogi's numbers, where its notation reads them),
## small in a corner of those squares, in the colour of the other kind of square;
## on a board of points (Xiangqi, Janggi) outside the lines, centred under each
## file and beside each rank, in the room the board keeps for them. They follow the board as it turns. Xiangqi's WXF
## numbers each player's files from that player's right, so its board shows the
## files' numbers along the bottom for the player sitting there and along the top
## for the one across, and no ranks.

## Below this square size the labels would be unreadable; none are drawn.
const SMALLEST_CELL := 28.0


## The labels as the board is turned now: {square name: [text along the bottom
## row or "", text along the left column or ""]}.
static func labels(view: BoardView, squares: Array) -> Dictionary:
	var rects := _rects(view, squares)
	var bottom_row := _edge(squares, rects, func(rect: Rect2) -> float: return rect.position.y, false)
	var result := {}
	if view._board.get("wxf_numbers", false):
		var numbers := _numbered_from_the_right(bottom_row, rects, true)
		for name in numbers:
			result[name] = [numbers[name], ""]
		return result
	var left_column := _edge(squares, rects, func(rect: Rect2) -> float: return rect.position.x, true)
	var numbered: bool = view._board.get("shogi_numbers", false)
	for square in bottom_row:
		var text := _shogi_number(view, square, bottom_row, true) if numbered else _varying_part(square, bottom_row, true)
		result[square["name"]] = [text, ""]
	for square in left_column:
		var text := _shogi_number(view, square, left_column, false) if numbered else _varying_part(square, left_column, false)
		result.get_or_add(square["name"], ["", ""])[1] = text
	return result


## Along the top row, the numbers of the player across the board (WXF): {square
## name: text}; empty for other boards.
static func top_labels(view: BoardView, squares: Array) -> Dictionary:
	if not view._board.get("wxf_numbers", false):
		return {}
	var rects := _rects(view, squares)
	var top_row := _edge(squares, rects, func(rect: Rect2) -> float: return rect.position.y, true)
	return _numbered_from_the_right(top_row, rects, false)


## Each square's rectangle as the board is turned now, by name.
static func _rects(view: BoardView, squares: Array) -> Dictionary:
	var rects := {}
	for square in squares:
		rects[square["name"]] = view._square_entry_rect(square)
	return rects


## The squares along one edge: those whose rectangle's `coordinate` is the
## least (`least`) or the greatest.
static func _edge(squares: Array, rects: Dictionary, coordinate: Callable, least: bool) -> Array:
	var values := squares.map(func(s: Dictionary) -> float: return coordinate.call(rects[s["name"]]))
	var edge: float = values.min() if least else values.max()
	return squares.filter(func(s: Dictionary) -> bool: return coordinate.call(rects[s["name"]]) == edge)


## A row's files numbered from 1 at the right of the player who faces it: the
## screen's right for the one at the bottom (`bottom`), its left for the one at
## the top. {square name: number}.
static func _numbered_from_the_right(row: Array, rects: Dictionary, bottom: bool) -> Dictionary:
	var ordered := row.duplicate()
	ordered.sort_custom(func(a: Dictionary, b: Dictionary) -> bool:
		var ax: float = rects[a["name"]].position.x
		var bx: float = rects[b["name"]].position.x
		return ax > bx if bottom else ax < bx)
	var result := {}
	for index in ordered.size():
		result[ordered[index]["name"]] = str(index + 1)
	return result


## Shogi's numbers, as its notation reads them (`P-76`): files counted from the
## first player's right, ranks from the far side.
static func _shogi_number(view: BoardView, square: Dictionary, line: Array, file: bool) -> String:
	if line.size() > 1:
		file = line.all(func(s: Dictionary) -> bool: return s["rank"] == square["rank"])
	if file:
		return str(int(view._board["width"]) - int(square["file"]))
	return str(int(view._board["height"]) - int(square["rank"]))


static func draw_on(view: BoardView, canvas: CanvasItem, squares: Array) -> void:
	if squares.is_empty() or view._cell_size() < SMALLEST_CELL:
		return
	var font := view.get_theme_default_font()
	var font_size := int(view._cell_size() * 0.2)
	var found := labels(view, squares)
	var across := top_labels(view, squares)
	var points: bool = view._board.get("points", false)
	for square in squares:
		var rect: Rect2 = view._square_entry_rect(square)
		var ink := _ink(view, square)
		if across.has(square["name"]):
			var text: String = across[square["name"]]
			var width := font.get_string_size(text, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x
			var at := Vector2(rect.end.x - width - rect.size.x * 0.05, rect.position.y + rect.size.y * 0.04 + font.get_ascent(font_size))
			if points:  # above the top line, centred on the file
				at = Vector2(rect.get_center().x - width / 2.0, rect.position.y - font.get_descent(font_size) - rect.size.y * 0.06)
			canvas.draw_string(font, at, text, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size, ink)
		if not found.has(square["name"]):
			continue
		var along_bottom: String = found[square["name"]][0]
		var along_left: String = found[square["name"]][1]
		if along_bottom != "":
			var width := font.get_string_size(along_bottom, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x
			var at := rect.end - Vector2(width + rect.size.x * 0.05, rect.size.y * 0.06)
			if points:  # below the bottom line, centred on the file
				at = Vector2(rect.get_center().x - width / 2.0, rect.end.y + font.get_ascent(font_size) + rect.size.y * 0.04)
			canvas.draw_string(font, at, along_bottom, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size, ink)
		if along_left != "":
			var at := rect.position + Vector2(rect.size.x * 0.05, rect.size.y * 0.04 + font.get_ascent(font_size))
			if points:  # left of the left line, level with the rank
				var width := font.get_string_size(along_left, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x
				at = Vector2(rect.position.x - width - rect.size.x * 0.06, rect.get_center().y + font.get_ascent(font_size) / 2.0 - font.get_descent(font_size) / 2.0)
			canvas.draw_string(font, at, along_left, HORIZONTAL_ALIGNMENT_LEFT, -1, font_size, ink)


## The file letters when the squares of the line share a rank, the rank number
## when they share a file; a line of one square shows its file (`file`) or rank.
## The engine names both parts of each square (`file_name`, `rank_name`).
static func _varying_part(square: Dictionary, line: Array, file: bool) -> String:
	if line.size() > 1:
		file = line.all(func(s: Dictionary) -> bool: return s["rank"] == square["rank"])
	return square["file_name"] if file else square["rank_name"]


## Ink of the dark squares on light ones and of the light squares on dark ones,
## a little stronger so it reads.
static func _ink(view: BoardView, square: Dictionary) -> Color:
	# A board of points (Xiangqi) is one light ground.
	var light: bool = (square["file"] + square["rank"]) % 2 == 1 or view._board.get("points", false)
	return view.style.dark.darkened(0.25) if light else view.style.light.lightened(0.2)
