class_name SeatRow
extends PanelContainer
## One seat of the game panel: the army's shape in its colour, its name (and who
## plays it), the pieces it is ahead by in a game of two without a score,
## "thinking…" while its bot searches, its clock where the game has one, and its
## score. The seat to move stands out on the theme's SeatToMove
## panel. The look is in seat_row.tscn and the theme.

const SCENE := "res://godot_project/game/seat_row.tscn"  # kept by SceneCache, not here: the scene holds this script

## The army this row shows.
var army := ""


static func make() -> SeatRow:
	return SceneCache.scene(SCENE).instantiate()


## Fills the row: `army_name` in its colour (grey when out of play), `title`
## and `score`; `to_move` marks the seat whose turn it is.
func show_seat(army_name: String, grey: bool, title: String, score: String, to_move: bool) -> void:
	army = army_name
	($Row/Swatch as ArmySwatch).show_army(army_name, grey)
	($Row/Name as Label).text = title
	($Row/Score as Label).text = score
	theme_type_variation = &"SeatToMove" if to_move else &"SeatRow"


## The material balance: `names`, pieces of `opponent` this army has more of
## than it (CapturedPieces), drawn by `board`, and `lead`, what this army is
## ahead by in the game's values ("+3" when above nothing).
func show_captured(board: BoardView, opponent: String, names: PackedStringArray, lead: int) -> void:
	($Row/Captured as CapturedPieces).show_pieces(board, opponent, names)
	var ahead: Label = $Row/Lead
	ahead.visible = lead > 0
	ahead.text = "+%d" % lead


## "thinking…" beside the name while this seat's bot searches.
func show_thinking(thinking: bool) -> void:
	$Row/Thinking.visible = thinking


func is_thinking() -> bool:
	return $Row/Thinking.visible


## The time left on this seat's clock ("" hides it); `low` when it runs short.
func show_clock(text: String, low: bool) -> void:
	var clock: Label = $Row/Clock
	clock.visible = text != ""
	clock.text = text
	clock.theme_type_variation = &"ClockLow" if low else &"ClockLabel"
