extends Node
## Player settings (autoload `Settings`), kept in user://settings.cfg: language,
## board style, sound, animation speed, board rotation, move confirmation, and the
## last setup of each game.

signal changed

const PATH := "user://settings.cfg"
const LANGUAGES: PackedStringArray = ["", "sk", "cs", "en"]  # "" follows the system

var language := ""
var board_style := "classic"
var sound := true
## Seconds a move takes to animate.
var animation_seconds := 0.2
## "fixed", or "turn" to face the player to move in hot-seat.
var board_rotation := "fixed"
var confirm_moves := false
## Between two humans in hot-seat, hide the board until the next player is ready.
var pass_device_screen := false
var _last_setups := {}


func _ready() -> void:
	load_settings()
	apply_language()


func load_settings() -> void:
	var file := ConfigFile.new()
	if file.load(PATH) != OK:
		return
	language = _one_of(file.get_value("app", "language", ""), LANGUAGES, "")
	board_style = str(file.get_value("board", "style", board_style))
	sound = bool(file.get_value("app", "sound", sound))
	animation_seconds = clampf(float(file.get_value("board", "animation_seconds", animation_seconds)), 0.0, 1.0)
	board_rotation = _one_of(file.get_value("board", "rotation", board_rotation), ["fixed", "turn"], "fixed")
	confirm_moves = bool(file.get_value("board", "confirm_moves", confirm_moves))
	pass_device_screen = bool(file.get_value("board", "pass_device_screen", pass_device_screen))
	var setups: Variant = file.get_value("games", "last_setups", {})
	_last_setups = setups if setups is Dictionary else {}


## Writes the settings; ConfigFile writes a new file, so a crash leaves the old one.
func save_settings() -> void:
	var file := ConfigFile.new()
	file.set_value("app", "language", language)
	file.set_value("app", "sound", sound)
	file.set_value("board", "style", board_style)
	file.set_value("board", "animation_seconds", animation_seconds)
	file.set_value("board", "rotation", board_rotation)
	file.set_value("board", "confirm_moves", confirm_moves)
	file.set_value("board", "pass_device_screen", pass_device_screen)
	file.set_value("games", "last_setups", _last_setups)
	var temporary := PATH + ".tmp"
	if file.save(temporary) == OK:
		DirAccess.rename_absolute(temporary, PATH)
	changed.emit()


func set_language(code: String) -> void:
	language = _one_of(code, LANGUAGES, "")
	apply_language()
	save_settings()


func apply_language() -> void:
	var code := language
	if code == "":
		code = OS.get_locale_language()
	TranslationServer.set_locale(code if ["sk", "cs", "en"].has(code) else "en")


func last_setup(game_id: String) -> Dictionary:
	var setup: Variant = _last_setups.get(game_id, {})
	return setup if setup is Dictionary else {}


func remember_setup(game_id: String, setup: Dictionary) -> void:
	_last_setups[game_id] = setup
	save_settings()


static func _one_of(value: Variant, allowed: Array, fallback: String) -> String:
	var text := str(value)
	return text if allowed.has(text) else fallback
