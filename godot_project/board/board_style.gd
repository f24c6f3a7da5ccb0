@tool
class_name BoardStyle
extends RefCounted
## How a board looks: the two square tones and how the pieces are drawn. Every
## named style lives here; the settings offer them by name and BoardView draws
## with the one it is given (`apply_style`).

## Board palettes by name, as shown in the settings.
const BOARD_NAMES := {
	"wood": "Calm wood",
	"green": "Green and cream",
	"slate": "Slate",
}
## Light and dark square of each palette: low contrast, so the pieces stand out
## (docs/design.md, "Look and feel").
const PALETTES := {
	"wood": [Color(0.91, 0.87, 0.78), Color(0.80, 0.74, 0.62)],
	"green": [Color(0.93, 0.92, 0.84), Color(0.71, 0.77, 0.63)],
	"slate": [Color(0.86, 0.87, 0.88), Color(0.67, 0.70, 0.73)],
}
## Piece looks by name: "filled" is our art as drawn, an army-coloured body with
## near-black lines; "flat" draws the same lines in a deep shade of the army colour.
const PIECE_NAMES := {
	"filled": "Filled",
	"flat": "Flat",
}
const DEFAULT_BOARD := "wood"
const DEFAULT_PIECES := "filled"
## How much darker than the body a flat piece's lines are.
const FLAT_LINE_SHADE := 0.45

## The line layer of each piece picture, made once: the picture's dark lines as
## white, everything else clear, so the lines can be drawn in any colour.
static var _line_layers: Dictionary = {}

var board_name: String
var piece_name: String
var light: Color
var dark: Color


## The style of these names; an unknown name falls back to the default.
static func named(board: String, pieces: String) -> BoardStyle:
	var style := BoardStyle.new()
	style.board_name = board if PALETTES.has(board) else DEFAULT_BOARD
	style.piece_name = pieces if PIECE_NAMES.has(pieces) else DEFAULT_PIECES
	style.light = PALETTES[style.board_name][0]
	style.dark = PALETTES[style.board_name][1]
	return style


## Draws a piece's picture on `canvas` inside `rect`, in the army `colour`.
func draw_piece(canvas: CanvasItem, texture: Texture2D, rect: Rect2, colour: Color) -> void:
	canvas.draw_texture_rect(texture, rect, false, colour)
	if piece_name == "flat":
		var lines := _line_layer(texture)
		if lines != null:
			canvas.draw_texture_rect(lines, rect, false, colour.darkened(FLAT_LINE_SHADE))


## The lines of a piece picture (white body, dark lines) as a white mask whose
## alpha is how dark the picture is there.
static func _line_layer(texture: Texture2D) -> Texture2D:
	var key := texture.get_rid()
	if _line_layers.has(key):
		return _line_layers[key]
	var image := texture.get_image()
	var layer: Texture2D = null
	if image != null:
		image.convert(Image.FORMAT_RGBA8)
		var pixels := image.get_data()
		for i in range(0, pixels.size(), 4):
			var darkness := 255 - pixels[i]
			pixels[i + 3] = pixels[i + 3] * darkness / 255
			pixels[i] = 255
			pixels[i + 1] = 255
			pixels[i + 2] = 255
		layer = ImageTexture.create_from_image(Image.create_from_data(image.get_width(), image.get_height(), false, Image.FORMAT_RGBA8, pixels))
	_line_layers[key] = layer
	return layer
