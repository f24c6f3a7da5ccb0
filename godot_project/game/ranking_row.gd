class_name RankingRow
extends HBoxContainer
## A line of the game's result: its place (if any), a swatch for each army it
## names (a winning team shows both partners) and its text. The look is in
## ranking_row.tscn.

const SCENE := "res://godot_project/game/ranking_row.tscn"  # kept by SceneCache, not here: the scene holds this script
const SWATCH_SIDE := Vector2(22, 22)


static func make() -> RankingRow:
	return SceneCache.scene(SCENE).instantiate()


func show_result(place: String, armies: Array, text: String) -> void:
	($Place as Label).text = place
	for army: String in armies:
		var swatch := ArmySwatch.of(army, false, SWATCH_SIDE)
		swatch.size_flags_vertical = Control.SIZE_SHRINK_CENTER
		$Swatches.add_child(swatch)
	$Swatches.visible = not armies.is_empty()
	($Text as Label).text = text
