class_name PointsChart
extends Control
## A line per army: its points (or coins, which may fall below zero) after every
## move of the game; the zero line is drawn as the axis.

## [{"colour": Color, "values": PackedInt32Array}], one per army.
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
	var area := Rect2(Vector2(4, 4), size - Vector2(8, 8))
	var span := float(highest - lowest)
	var zero_y := area.position.y + area.size.y * float(highest) / span
	var axis := get_theme_color(&"axis", &"PointsChart")  # the theme's PointsChart/axis
	draw_line(Vector2(area.position.x, zero_y), Vector2(area.end.x, zero_y), axis, 1.0)
	draw_line(area.position, area.position + Vector2(0, area.size.y), axis, 1.0)
	for line in series:
		var points := PackedVector2Array()
		var values: PackedInt32Array = line["values"]
		for i in values.size():
			points.append(area.position + Vector2(area.size.x * i / longest, area.size.y * float(highest - values[i]) / span))
		if points.size() >= 2:
			# Edged in the axis colour, so a white army's line shows on a light card.
			draw_polyline(points, axis, 4.5, true)
			draw_polyline(points, line["colour"], 2.5, true)
