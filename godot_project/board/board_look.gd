@tool
class_name BoardLook
extends Resource
## How BoardView marks squares: the colours of selection, moves, hints, checks and
## marks, and their sizes. A designer edits themes/board_look.tres in the inspector;
## the board redraws at once, in the editor too (every change emits `changed`).

const STANDARD_PATH := "res://godot_project/themes/board_look.tres"

## The selected piece's square.
@export var selected: Color:
	set(value):
		selected = value
		emit_changed()
## Squares whose piece has a legal move, while nothing is selected.
@export var movable: Color:
	set(value):
		movable = value
		emit_changed()
## Dots on the squares the selected piece may go to, rings round captures.
@export var target: Color:
	set(value):
		target = value
		emit_changed()
## The squares of the move just played.
@export var last_move: Color:
	set(value):
		last_move = value
		emit_changed()
## A hint's frames and arrow.
@export var hint: Color:
	set(value):
		hint = value
		emit_changed()
## The disc behind a royal piece in check.
@export var check: Color:
	set(value):
		check = value
		emit_changed()
## The board's own marks: frames and promotion wedges.
@export var mark: Color:
	set(value):
		mark = value
		emit_changed()
## The crown on a throne square.
@export var throne: Color:
	set(value):
		throne = value
		emit_changed()
## The brackets round a king the player to move may take.
@export var capturable: Color:
	set(value):
		capturable = value
		emit_changed()
## Behind the dice faces shown on a piece.
@export var label_back: Color:
	set(value):
		label_back = value
		emit_changed()
## A square hidden by fog, under the cloud.
@export var fog_base: Color:
	set(value):
		fog_base = value
		emit_changed()
## The cloud drawn over hidden squares.
@export var fog_cloud: Color:
	set(value):
		fog_cloud = value
		emit_changed()
## A move dot's radius, as a share of the square.
@export_range(0.0, 0.5, 0.005) var target_dot: float:
	set(value):
		target_dot = value
		emit_changed()
## The ring round a capture: its width, as a share of the square.
@export_range(0.0, 0.5, 0.005) var capture_ring: float:
	set(value):
		capture_ring = value
		emit_changed()
## The check disc's radius, as a share of the square.
@export_range(0.0, 0.5, 0.005) var check_disc: float:
	set(value):
		check_disc = value
		emit_changed()
## The hint's arrow width, as a share of the square.
@export_range(0.0, 0.5, 0.005) var hint_width: float:
	set(value):
		hint_width = value
		emit_changed()
## The army shape's radius (ArmyMark: ● ▲ ■ ◆ ✚ ★ ▼ ✖), as a share of the square.
@export_range(0.0, 0.5, 0.005) var army_mark: float:
	set(value):
		army_mark = value
		emit_changed()
## Lines of a board of points, as a share of the square.
@export_range(0.0, 0.5, 0.005) var grid_width: float:
	set(value):
		grid_width = value
		emit_changed()
## How strongly the river band of a board of points shows the board's dark
## tone (0: not at all, 1: fully).
@export_range(0.0, 1.0, 0.01) var river_opacity: float:
	set(value):
		river_opacity = value
		emit_changed()
## The opacity of the hatching over a piece out of play, in the pieces' line colour.
@export_range(0.0, 1.0, 0.01) var hatch_opacity: float:
	set(value):
		hatch_opacity = value
		emit_changed()
## The opacity of the coordinates round a drawn board (the hexagon).
@export_range(0.0, 1.0, 0.01) var label_opacity: float:
	set(value):
		label_opacity = value
		emit_changed()
## The opacity of the disc behind a merged piece's partners (friendly chess).
@export_range(0.0, 1.0, 0.01) var partner_disc_opacity: float:
	set(value):
		partner_disc_opacity = value
		emit_changed()

static var _standard: BoardLook


## The look the app draws with (loaded once).
static func standard() -> BoardLook:
	if _standard == null:
		_standard = load(STANDARD_PATH)
	return _standard
