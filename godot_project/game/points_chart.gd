class_name PointsChart
extends Control
## A line per army: its points (or coins, which may fall below zero) after every
## move of the game; the zero line is drawn as the axis. Each line is edged in
## the swatches' outline, so white shows on a light panel, and ends in its
## army's shape (ArmyMark), so lines differ without colour.

const LINE_WIDTH := 2.5
const EDGE_WIDTH := 1.5
const MARK_RADIUS := 6.0

## [{"army": String, "values": PackedInt32Array}], one per army.
var series: Array = []:
	set(value):
		series = value
		queue_redraw()


func _draw() -> void:
	var longest := 1
	var highest := 1
	var lowest := 0
	for line in series:
		longest = maxi(longest, line["values"].size() - 1)
		for value in line["values"]:
			highest = maxi(highest, value)
			lowest = mini(lowest, value)
	var area := Rect2(Vector2(4, 4) + Vector2(MARK_RADIUS, MARK_RADIUS), size - Vector2(8, 8) - 2.0 * Vector2(MARK_RADIUS, MARK_RADIUS))
	var span := float(highest - lowest)
	var zero_y := area.position.y + area.size.y * float(highest) / span
	var axis := get_theme_color(&"axis", &"PointsChart")  # the theme's PointsChart/axis
	var edge := get_theme_color(&"outline", &"ArmySwatch")
	draw_line(Vector2(area.position.x, zero_y), Vector2(area.end.x, zero_y), axis, 1.0)
	draw_line(area.position, area.position + Vector2(0, area.size.y), axis, 1.0)
	var palette := ArmyPalette.standard()
	for line in series:
		var points := PackedVector2Array()
		var values: PackedInt32Array = line["values"]
		for i in values.size():
			points.append(area.position + Vector2(area.size.x * i / longest, area.size.y * float(highest - values[i]) / span))
		var army: String = line["army"]
		if points.size() >= 2:
			draw_polyline(points, edge, LINE_WIDTH + 2.0 * EDGE_WIDTH, true)
			draw_polyline(points, palette.colour_of(army), LINE_WIDTH, true)
		if not points.is_empty():
			ArmyMark.draw(self, palette.shape_of(army), points[points.size() - 1], MARK_RADIUS, palette.colour_of(army), edge, EDGE_WIDTH)
