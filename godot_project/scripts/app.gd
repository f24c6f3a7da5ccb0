extends Node
## App-wide state shared between screens (autoload `App`): which game to open next.

const MAIN_MENU := "res://godot_project/scenes/main_menu.tscn"
const GAME_SCREEN := "res://godot_project/scenes/game_screen.tscn"

## The game the game screen starts when it opens.
var next_game_id := "chaturaji"
var next_seed := 0


func open_game(game_id: String) -> void:
	next_game_id = game_id
	next_seed = randi()
	get_tree().change_scene_to_file(GAME_SCREEN)


func open_menu() -> void:
	get_tree().change_scene_to_file(MAIN_MENU)
