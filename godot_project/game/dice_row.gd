class_name DiceRow
extends HBoxContainer
## A row of dice: this turn's, after a "Dice:" label (dice_row.tscn), or an
## earlier turn's, after its army's swatch (dice_turn.tscn). The dice are the
## row's own children after the lead, so a test reads them in order.

const CURRENT := preload("res://godot_project/game/dice_row.tscn")
const EARLIER := preload("res://godot_project/game/dice_turn.tscn")


## This turn's row.
static func current() -> DiceRow:
	return CURRENT.instantiate()


## An earlier turn of `army`.
static func earlier(army: String) -> DiceRow:
	var row: DiceRow = EARLIER.instantiate()
	row.name = "Turn_%s" % army
	(row.get_node("Swatch") as ArmySwatch).show_army(army, false)
	return row


func add_dice(dice: Array) -> void:
	for die in dice:
		add_child(die)
