@tool
class_name BoardStyle
extends RefCounted
## How a board looks: the two square tones and how the pieces are drawn. Every
## named style lives here; the settings offer them by name and BoardView draws
## with the one it is given (`apply_style`).

## Board palettes by name, as shown in the settings; their tones are in
## themes/board_palettes.tres (BoardPalettes).
const BOARD_NAMES := {
	"wood": "Calm wood",
	"green": "Green and cream",
	"slate": "Slate",
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
	style.board_name = board if BOARD_NAMES.has(board) else DEFAULT_BOARD
	style.piece_name = pieces if PIECE_NAMES.has(pieces) else DEFAULT_PIECES
	var palettes := BoardPalettes.standard()
	style.light = palettes.light.get(style.board_name, palettes.light[DEFAULT_BOARD])
	style.dark = palettes.dark.get(style.board_name, palettes.dark[DEFAULT_BOARD])
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
