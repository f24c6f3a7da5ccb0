class_name ArmySwatch
extends Control
## An army's colour in its shape (ArmyMark: ● ▲ ■ ◆ ✚ ★ ▼ ✖), for the seat list, the dice
## history and the ranking: the shape tells armies apart without colour, as it
## does on the board. The outline is the theme's (ArmySwatch/outline), dark on
## the light panels and light on the dark ones, so white and black both show.

const OUTLINE_WIDTH := 2.0

var colour: Color:
	set(value):
		if colour != value:
			colour = value
			queue_redraw()
var shape := ArmyMark.Shape.SQUARE:
	set(value):
		if shape != value:
			shape = value
			queue_redraw()


## A swatch of `army`'s colour (grey for an army out of play), `side` pixels wide.
static func of(army: String, grey: bool, side: Vector2) -> ArmySwatch:
	var swatch := ArmySwatch.new()
	swatch.custom_minimum_size = side
	swatch.show_army(army, grey)
	return swatch


## Shows `army`'s colour, or the out-of-play grey when `grey`, in its shape.
func show_army(army: String, grey: bool) -> void:
	var palette := ArmyPalette.standard()
	colour = palette.out_of_play if grey else palette.colour_of(army)
	shape = palette.shape_of(army)
	tooltip_text = TranslationServer.translate(army.capitalize())


func _draw() -> void:
	# Inside the rectangle, so the outline never spills over its neighbours.
	var radius := minf(size.x, size.y) / 2.0 - OUTLINE_WIDTH
	var outline := get_theme_color(&"outline", &"ArmySwatch")
	ArmyMark.draw(self, shape, size / 2.0, radius, colour, outline, OUTLINE_WIDTH)
