class_name ArmyMark
extends RefCounted
## The shapes that tell armies apart without their colour (● ▲ ■ ◆ ✚ ★ ▼ ✖): on
## the board beside each piece, as the swatches of the panel, the dice history
## and the ranking, on the chart's lines and in the move list. Each army colour
## keeps its shape in every game (ArmyPalette.shapes): red is always ●, and the
## eight armies of eight-player chess have eight.

enum Shape { CIRCLE, TRIANGLE, SQUARE, DIAMOND, PLUS, STAR, TRIANGLE_DOWN, CROSS }

## An item list icon's side, in pixels.
const ICON_SIDE := 20

## Icons for item lists, made once per army, size and outline: the shape in the
## army's colour, outlined.
static var _icons: Dictionary = {}


## The outline of `shape` of radius `r` round `centre` (a circle as a polygon).
## Every outline is one simple polygon, so it fills and strokes as one.
static func outline_of(shape: int, centre: Vector2, r: float) -> PackedVector2Array:
	match shape:
		Shape.TRIANGLE:
			return PackedVector2Array([centre + Vector2(0, -r), centre + Vector2(r, r * 0.8), centre + Vector2(-r, r * 0.8)])
		Shape.TRIANGLE_DOWN:
			return PackedVector2Array([centre + Vector2(0, r), centre + Vector2(-r, -r * 0.8), centre + Vector2(r, -r * 0.8)])
		Shape.SQUARE:
			var s := r * 0.85
			return PackedVector2Array([centre + Vector2(-s, -s), centre + Vector2(s, -s), centre + Vector2(s, s), centre + Vector2(-s, s)])
		Shape.DIAMOND:
			return PackedVector2Array([centre + Vector2(0, -r * 1.1), centre + Vector2(r, 0), centre + Vector2(0, r * 1.1), centre + Vector2(-r, 0)])
		Shape.PLUS:
			return _cross(centre, r, 0.0)
		Shape.CROSS:
			return _cross(centre, r * 1.1, PI / 4.0)
		Shape.STAR:
			# Five points, the inner corners at 0.45 of the outer: thick enough to
			# show its colour at the board's small size.
			var star := PackedVector2Array()
			for i in 10:
				var reach := r * 1.1 if i % 2 == 0 else r * 0.5
				star.append(centre + Vector2.from_angle(-PI / 2.0 + TAU * i / 10.0) * reach)
			return star
	var circle := PackedVector2Array()
	for i in 24:
		circle.append(centre + Vector2.from_angle(TAU * i / 24.0) * r)
	return circle


## A cross of two bars (arms a third of `r` each side of the middle), turned by
## `angle`: upright it is ✚, turned an eighth ✖.
static func _cross(centre: Vector2, r: float, angle: float) -> PackedVector2Array:
	var w := r * 0.34
	var corners := [
		Vector2(-w, -r), Vector2(w, -r), Vector2(w, -w), Vector2(r, -w), Vector2(r, w), Vector2(w, w),
		Vector2(w, r), Vector2(-w, r), Vector2(-w, w), Vector2(-r, w), Vector2(-r, -w), Vector2(-w, -w),
	]
	var points := PackedVector2Array()
	for corner: Vector2 in corners:
		points.append(centre + corner.rotated(angle))
	return points


## Draws `shape` on `canvas`: filled with `fill`, and outlined with `line` when
## `width` > 0.
static func draw(canvas: CanvasItem, shape: int, centre: Vector2, r: float, fill: Color, line: Color, width := 0.0) -> void:
	canvas.draw_colored_polygon(outline_of(shape, centre, r), fill)
	if width > 0.0:
		draw_hollow(canvas, shape, centre, r, line, width)


## Draws `shape` on `canvas` as an outline only, in `line`, `width` wide.
static func draw_hollow(canvas: CanvasItem, shape: int, centre: Vector2, r: float, line: Color, width: float) -> void:
	var closed := outline_of(shape, centre, r)
	closed.append(closed[0])
	canvas.draw_polyline(closed, line, width, true)


## `army`'s shape, filled with its colour and outlined in `line` (the theme's
## ArmySwatch/outline, so black shows on a dark panel too), as a texture `side`
## pixels square (an item list's icon).
static func icon(army: String, line: Color, side := ICON_SIDE) -> Texture2D:
	var key := "%s %s %d" % [army, line.to_html(), side]
	if _icons.has(key):
		return _icons[key]
	var palette := ArmyPalette.standard()
	var points := outline_of(palette.shape_of(army), Vector2(side, side) / 2.0, side * 0.42)
	var image := Image.create(side, side, false, Image.FORMAT_RGBA8)
	var fill := palette.colour_of(army)
	for y in side:
		for x in side:
			var at := Vector2(x + 0.5, y + 0.5)
			if Geometry2D.is_point_in_polygon(at, points):
				var edge := _distance_to_edge(at, points)
				image.set_pixel(x, y, line if edge < 1.5 else fill)
	var texture := ImageTexture.create_from_image(image)
	_icons[key] = texture
	return texture


static func _distance_to_edge(point: Vector2, polygon: PackedVector2Array) -> float:
	var nearest := INF
	for i in polygon.size():
		var closest := Geometry2D.get_closest_point_to_segment(point, polygon[i], polygon[(i + 1) % polygon.size()])
		nearest = minf(nearest, point.distance_to(closest))
	return nearest
