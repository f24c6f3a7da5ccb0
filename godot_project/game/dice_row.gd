class_name DiceRow
extends HBoxContainer
## A row of dice: this turn's, after a "Dice:" label (dice_row.tscn), or an
## earlier turn's, after its army's swatch (dice_turn.tscn). The dice are the
## row's own children after the lead, so a test reads them in order. A row is
## made once and shown again with each move's dice (`show_dice`).

const CURRENT := "res://godot_project/game/dice_row.tscn"  # kept by SceneCache, not here: the scene holds this script
const EARLIER := "res://godot_project/game/dice_turn.tscn"  # kept by SceneCache, not here: the scene holds this script


## This turn's row.
static func current() -> DiceRow:
	return SceneCache.scene(CURRENT).instantiate()


## An earlier turn's row, of `army`.
static func earlier(army: String) -> DiceRow:
	var row: DiceRow = SceneCache.scene(EARLIER).instantiate()
	row.show_army(army)
	return row


## An earlier turn's row shows `army`'s turn: its swatch, and its name as the
## node's ("Turn_red").
func show_army(army: String) -> void:
	name = "Turn_%s" % army
	(get_node("Swatch") as ArmySwatch).show_army(army, false)


## Shows `dice` ([{face, state}], as GameSession.dice_turns tells them), each
## `side` pixels square and titled by its state's words in `titles`; the free
## ones tumble through `tumble_faces` while that is not empty. The dice views
## shown before are reused: a move rebuilds none.
func show_dice(dice: Array, side: int, titles: Dictionary, tumble_faces := PackedInt32Array()) -> void:
	var views: Array[DieFace] = []
	for child in get_children():
		if child is DieFace:
			views.append(child)
	for i in range(dice.size(), views.size()):
		remove_child(views[i])
		views[i].queue_free()
	for i in dice.size():
		var view: DieFace
		if i < views.size():
			view = views[i]
		else:
			view = DieFace.new()
			view.name = "Die%d" % i
			add_child(view)
		var die: Dictionary = dice[i]
		view.custom_minimum_size = Vector2(side, side)
		view.face = die["face"]
		view.state = die["state"]
		view.tooltip_text = titles.get(die["state"], "")
		var tumbling: bool = not tumble_faces.is_empty() and die["state"] == "free"
		if tumbling:
			view.tumble_faces = tumble_faces
		view.tumbling = tumbling
