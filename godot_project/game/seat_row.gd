class_name SeatRow
extends HBoxContainer
## One seat of the game panel: the army's swatch, its name (with the turn marker
## and who plays it) and its score. The look is in seat_row.tscn.

const SCENE := "res://godot_project/game/seat_row.tscn"  # loaded when needed: the scene holds this script


static func make() -> SeatRow:
	return (load(SCENE) as PackedScene).instantiate()


## Fills the row: `army` in its colour (grey when out of play), `title` and `score`.
func show_seat(army: String, grey: bool, title: String, score: String) -> void:
	($Swatch as ArmySwatch).show_army(army, grey)
	($Name as Label).text = title
	($Score as Label).text = score
