class_name ArmySwatch
extends Control
## An army's colour as a small square, for the seat list and the ranking. A
## near-black outline, the line colour of the pieces, keeps every army colour
## visible on the light panels: white's swatch would vanish without it.

const OUTLINE_WIDTH := 2.0

var colour: Color:
	set(value):
		colour = value
		queue_redraw()


## A swatch of `army`'s colour (grey for an army out of play), `side` pixels wide.
static func of(army: String, grey: bool, side: Vector2) -> ArmySwatch:
	var swatch := ArmySwatch.new()
	swatch.custom_minimum_size = side
	swatch.show_army(army, grey)
	return swatch


## Shows `army`'s colour, or the out-of-play grey when `grey`.
func show_army(army: String, grey: bool) -> void:
	var palette := ArmyPalette.standard()
	colour = palette.out_of_play if grey else palette.colour_of(army)
	tooltip_text = TranslationServer.translate(army.capitalize())


func _draw() -> void:
	var rect := Rect2(Vector2.ZERO, size)
	draw_rect(rect, colour)
	# Drawn inside the rectangle, so the outline never spills over its neighbours.
	var inset := rect.grow(-OUTLINE_WIDTH / 2.0)
	draw_rect(inset, ArmyPalette.standard().outline, false, OUTLINE_WIDTH)
