extends Node
## Navigation between screens and what the next screen opens (autoload `App`).

const MAIN_MENU := "res://godot_project/menu/main_menu.tscn"
const SETUP_SCREEN := "res://godot_project/setup/setup_screen.tscn"
const GAME_SCREEN := "res://godot_project/game/game_screen.tscn"
const RULES_SCREEN := "res://godot_project/rules/rules_screen.tscn"
const SETTINGS_SCREEN := "res://godot_project/settings/settings_screen.tscn"
const SAVED_GAMES_SCREEN := "res://godot_project/saved/saved_games.tscn"
## The game in play, saved after every move; "Continue" resumes it.
const AUTOSAVE := SavedGames.AUTOSAVE

## The catalogue entry the setup and rules screens show.
var catalogue_id := "chaturaji"
## What the game screen starts: {engine_id, catalogue_id, seats, seed}, or
## {resume = true} to load the autosave ({resume = true, path = …}: another save).
var next_game := {"engine_id": "chaturaji", "catalogue_id": "chaturaji", "seats": [], "seed": 0}
## Where the rules and settings screens return to.
var _return_to := MAIN_MENU

## The canvas a screen lays out on, its shorter side in canvas units: phones and
## small windows get the project's (720: a phone's width), a tablet or a large
## monitor a wider one, so its board grows instead of its text.
const PHONE_CANVAS := 720
const LARGE_CANVAS := 960
## A window whose shorter side has this many pixels is large, unless its
## density says it is a phone's high-resolution screen.
const LARGE_WINDOW_PIXELS := 1200
const PHONE_DPI := 400


func _ready() -> void:
	# Android's back button or gesture goes back a step (`go_back`) instead of
	# closing the app from any screen; the project setting says so too, for the
	# first frame.
	get_tree().quit_on_go_back = false
	get_tree().root.size_changed.connect(fit_canvas)
	fit_canvas()


## Sets the canvas for the window's size (PHONE_CANVAS, LARGE_CANVAS).
func fit_canvas() -> void:
	var window := get_tree().root
	var pixels: Vector2i = window.size
	var large := mini(pixels.x, pixels.y) >= LARGE_WINDOW_PIXELS and DisplayServer.screen_get_dpi() < PHONE_DPI
	var side := LARGE_CANVAS if large else PHONE_CANVAS
	if window.content_scale_size != Vector2i(side, side):
		window.content_scale_size = Vector2i(side, side)


func _notification(what: int) -> void:
	if what == NOTIFICATION_WM_GO_BACK_REQUEST:
		# Deferred: the notification reaches every node in turn, and the scene
		# may not change while the tree is walked.
		go_back.call_deferred(true)


func _unhandled_input(event: InputEvent) -> void:
	if event.is_action_pressed(&"ui_cancel"):
		get_viewport().set_input_as_handled()
		go_back(false)


## Back one step, as a phone's back button does (`system`) or Escape on a
## desktop: the screen shown answers it (`go_back()`: close a question, leave for
## the screen before). The main menu is the first screen: the phone's back leaves
## the app there, and Escape does nothing.
func go_back(system: bool) -> void:
	var screen := get_tree().current_scene
	if screen == null:
		return
	if screen.has_method(&"go_back"):
		screen.go_back()
	elif system and screen.scene_file_path == MAIN_MENU:
		get_tree().quit()


## Shows the screen at `path` in place of the current one, its scene read once.
func _show(path: String) -> void:
	get_tree().change_scene_to_packed(SceneCache.scene(path))


func open_menu() -> void:
	_show(MAIN_MENU)


func open_setup(id: String) -> void:
	catalogue_id = id
	_show(SETUP_SCREEN)


func open_rules(id: String) -> void:
	catalogue_id = id
	_remember_return()
	_show(RULES_SCREEN)


func close_rules() -> void:
	_show(_return_to)


func open_settings() -> void:
	_remember_return()
	_show(SETTINGS_SCREEN)


func close_settings() -> void:
	_show(_return_to)


## The screen the rules or settings return to. A game comes back as it was: the
## game screen saved it (the autosave) before it left, and resumes it.
func _remember_return() -> void:
	var current := get_tree().current_scene
	_return_to = current.scene_file_path if current != null else MAIN_MENU
	if _return_to == GAME_SCREEN:
		next_game = {"resume": true}


func open_saved_games() -> void:
	_show(SAVED_GAMES_SCREEN)


## Starts a new game: `seats` holds per army {"kind": "human"|"bot", "level": 1..5}.
## `start_number`: a numbered start position (Chess960: 0–959); -1 draws one from the seed.
## `swaps`: the pairs of start pieces exchanged, one bit each (Janggi; `GameSession.start_swaps`).
func start_game(engine_id: String, seats: Array, seed: int = randi(), start_number := -1, swaps := 0, clock := "none") -> void:
	next_game = {"engine_id": engine_id, "catalogue_id": catalogue_id, "seats": seats, "seed": seed, "start_number": start_number, "swaps": swaps, "clock": clock}
	_show(GAME_SCREEN)


func has_autosave() -> bool:
	return FileAccess.file_exists(AUTOSAVE)


func continue_game() -> void:
	next_game = {"resume": true}
	_show(GAME_SCREEN)


## Moves a save that cannot be read out of the way, keeping it for a bug report.
func set_aside(path: String) -> String:
	var aside := path.get_basename() + ".corrupt-%d.ron" % Time.get_unix_time_from_system()
	DirAccess.rename_absolute(path, aside)
	return aside


## Resumes a saved game on the game screen, where it becomes the game in progress
## (the autosave). Returns "" or why the save cannot be read, without leaving.
func resume_saved(path: String) -> String:
	if path != AUTOSAVE:
		if not ClassDB.class_exists(&"GameSession"):
			return tr("The rules engine is not built.")
		var session: Node = ClassDB.instantiate(&"GameSession")
		var loaded: int = session.load(path)
		var why := Failures.of(session)
		session.free()
		if loaded != OK:
			return why
	next_game = {"resume": true, "path": path}
	_show(GAME_SCREEN)
	return ""


## Who plays which seat of the autosaved game, and which catalogue entry it is.
func write_autosave_meta(meta: Dictionary) -> void:
	SavedGames.write_description(AUTOSAVE, meta)


