extends Node
## Navigation between screens and what the next screen opens (autoload `App`).

const MAIN_MENU := "res://godot_project/scenes/main_menu.tscn"
const SETUP_SCREEN := "res://godot_project/scenes/setup_screen.tscn"
const GAME_SCREEN := "res://godot_project/scenes/game_screen.tscn"
const RULES_SCREEN := "res://godot_project/scenes/rules_screen.tscn"
const SETTINGS_SCREEN := "res://godot_project/scenes/settings_screen.tscn"
## The game in play, saved after every move; "Continue" resumes it.
const AUTOSAVE := "user://autosave.ron"
## Who plays which seat of the autosaved game, beside it.
const AUTOSAVE_META := "user://autosave.cfg"

## The catalogue entry the setup and rules screens show.
var catalogue_id := "chaturaji"
## What the game screen starts: {engine_id, catalogue_id, seats, seed} or
## {resume = true} to load the autosave.
var next_game := {"engine_id": "chaturaji", "catalogue_id": "chaturaji", "seats": [], "seed": 0}
## Where the rules screen returns to.
var _rules_return := MAIN_MENU


func open_menu() -> void:
	get_tree().change_scene_to_file(MAIN_MENU)


func open_setup(id: String) -> void:
	catalogue_id = id
	get_tree().change_scene_to_file(SETUP_SCREEN)


func open_rules(id: String) -> void:
	catalogue_id = id
	var current := get_tree().current_scene
	_rules_return = current.scene_file_path if current != null else MAIN_MENU
	get_tree().change_scene_to_file(RULES_SCREEN)


func close_rules() -> void:
	get_tree().change_scene_to_file(_rules_return)


func open_settings() -> void:
	get_tree().change_scene_to_file(SETTINGS_SCREEN)


## Starts a new game: `seats` holds per army {"kind": "human"|"bot", "level": 1..5}.
## `start_number`: a numbered start position (Chess960: 0–959); -1 draws one from the seed.
func start_game(engine_id: String, seats: Array, seed: int = randi(), start_number := -1) -> void:
	next_game = {"engine_id": engine_id, "catalogue_id": catalogue_id, "seats": seats, "seed": seed, "start_number": start_number}
	get_tree().change_scene_to_file(GAME_SCREEN)


func has_autosave() -> bool:
	return FileAccess.file_exists(AUTOSAVE)


func continue_game() -> void:
	next_game = {"resume": true}
	get_tree().change_scene_to_file(GAME_SCREEN)


## Moves a save that cannot be read out of the way, keeping it for a bug report.
func set_aside(path: String) -> String:
	var aside := path.get_basename() + ".corrupt-%d.ron" % Time.get_unix_time_from_system()
	DirAccess.rename_absolute(path, aside)
	return aside


func write_autosave_meta(meta: Dictionary) -> void:
	var file := ConfigFile.new()
	for key in meta:
		file.set_value("game", key, meta[key])
	var temporary := AUTOSAVE_META + ".tmp"
	if file.save(temporary) == OK:
		DirAccess.rename_absolute(temporary, AUTOSAVE_META)


func read_autosave_meta() -> Dictionary:
	var file := ConfigFile.new()
	var meta := {}
	if file.load(AUTOSAVE_META) != OK:
		return meta
	for key in file.get_section_keys("game"):
		meta[key] = file.get_value("game", key)
	if not meta.get("seats") is Array:
		meta["seats"] = []
	return meta
