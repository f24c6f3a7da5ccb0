class_name SavedGameRow
extends HBoxContainer
## One save on the saved-games screen: a card to resume it (its name and details,
## the details in the warning colour when the save is damaged) and a Delete
## button. The look is in saved_game_row.tscn.

signal open_pressed
signal delete_pressed

const SCENE := "res://godot_project/saved/saved_game_row.tscn"  # kept by SceneCache, not here: the scene holds this script
## The card's least height; it grows with its wrapped details.
const CARD_HEIGHT := 72.0

@onready var _card: Button = $Open
@onready var _box: VBoxContainer = $Open/Box


static func make() -> SavedGameRow:
	return SceneCache.scene(SCENE).instantiate()


func _ready() -> void:
	_card.pressed.connect(open_pressed.emit)
	$Delete.pressed.connect(delete_pressed.emit)
	_box.minimum_size_changed.connect(_fit_card)


## Fills the row for the save `id`: its `title`, `details`, and whether it is damaged
## (then it cannot be opened).
func show_save(id: String, title: String, details: String, damaged: bool) -> void:
	name = "Row_" + id
	($Open/Box/Title as Label).text = title
	var line: Label = $Open/Box/Details
	line.text = details
	line.theme_type_variation = &"WarningCaption" if damaged else &"Caption"
	($Open as Button).disabled = damaged


func _fit_card() -> void:
	_card.custom_minimum_size.y = maxf(CARD_HEIGHT, _box.get_combined_minimum_size().y + 20)
