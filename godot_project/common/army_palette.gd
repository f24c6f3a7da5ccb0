@tool
class_name ArmyPalette
extends Resource
## The armies' colours, in one resource a designer edits in the inspector
## (themes/army_palette.tres): the board, the pockets, the swatches, the chart and
## the traditional piece sheets (tools/render-pieces) all read them from here.

## The palette the app draws with.
const STANDARD_PATH := "res://godot_project/themes/army_palette.tres"

## Body colour of each army's pieces, by army name.
@export var colours: Dictionary[String, Color] = {}
## The shape of each army colour (ArmyMark.Shape: 0 ●, 1 ▲, 2 ■, 3 ◆, 4 ✚,
## 5 ★, 6 ▼, 7 ✖), the same in every game; the eight colours have eight shapes,
## so armies that meet in one game never share one.
@export var shapes: Dictionary[String, int] = {}
## An army no palette entry names (a new game's army before it is given a colour).
@export var unknown: Color
## Pieces and swatches of an army out of play.
@export var out_of_play: Color
## The pieces' line colour, also the outline of swatches and the army marks.
@export var outline: Color

static var _standard: ArmyPalette


## The app's palette (loaded once).
static func standard() -> ArmyPalette:
	if _standard == null:
		_standard = load(STANDARD_PATH)
	return _standard


## The colour `army`'s pieces are drawn in.
func colour_of(army: String) -> Color:
	return colours.get(army, unknown)


## The shape (ArmyMark.Shape) that marks `army`.
func shape_of(army: String) -> int:
	return shapes.get(army, ArmyMark.Shape.CIRCLE)
