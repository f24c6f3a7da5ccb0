class_name DiceRow
extends HBoxContainer
## A row of dice: this turn's, after a "Dice:" label (dice_row.tscn), or an
## earlier turn's, after its army's swatch (dice_turn.tscn). The dice are the
## row's own children after the lead, so a test reads them in order.

const CURRENT := "res://godot_project/game/dice_row.tscn"  # loaded when needed: the scene holds this script
const EARLIER := "res://godot_project/game/dice_turn.tscn"  # loaded when needed: the scene holds this script


## This turn's row.
static func current() -> DiceRow:
	return (load(CURRENT) as PackedScene).instantiate()


## An earlier turn of `army`.
static func earlier(army: String) -> DiceRow:
	var row: DiceRow = (load(EARLIER) as PackedScene).instantiate()
	row.name = "Turn_%s" % army
	(row.get_node("Swatch") as ArmySwatch).show_army(army, false)
	return row


func add_dice(dice: Array) -> void:
	for die in dice:
		add_child(die)
