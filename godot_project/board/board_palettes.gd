@tool
class_name BoardPalettes
extends Resource
## The square tones of every board palette the settings offer (BoardStyle.BOARD_NAMES),
## in one resource a designer edits in the inspector (themes/board_palettes.tres).
## Low contrast, so the pieces stand out (docs/design.md, "Look and feel").

const STANDARD_PATH := "res://godot_project/themes/board_palettes.tres"

## The light squares' tone, by palette name.
@export var light: Dictionary[String, Color] = {}
## The dark squares' tone, by palette name.
@export var dark: Dictionary[String, Color] = {}

static var _standard: BoardPalettes


## The app's palettes (loaded once).
static func standard() -> BoardPalettes:
	if _standard == null:
		_standard = load(STANDARD_PATH)
	return _standard
