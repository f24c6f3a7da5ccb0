extends Node
## Player settings (autoload `Settings`), kept in user://settings.cfg: language,
## light or dark theme, board and piece style, sound, animation speed, board rotation, move
## confirmation, and the last setup of each game. Every board on screen follows
## the board settings at once.

signal changed

const PATH := "user://settings.cfg"
const LANGUAGES: PackedStringArray = ["", "sk", "cs", "en"]  # "" follows the system
## Seconds a move takes to slide, by animation speed (docs/design.md, "Look and feel").
const ANIMATION_SECONDS := {"off": 0.0, "slow": 0.35, "normal": 0.2, "fast": 0.12}
## "system" follows the device's dark mode; "light" is the project's theme.
const APPEARANCES: PackedStringArray = ["system", "light", "dark"]
const DARK_THEME := "res://godot_project/themes/app_theme_dark.tres"

var language := ""
## One of APPEARANCES.
var appearance := "system"
## A palette of BoardStyle.BOARD_NAMES and a look of BoardStyle.PIECE_NAMES.
var board_style := BoardStyle.DEFAULT_BOARD
var piece_style := BoardStyle.DEFAULT_PIECES
var sound := true
## One of ANIMATION_SECONDS; `animation_seconds` follows it.
var animation_speed := "normal"
## Seconds a move takes to animate.
var animation_seconds: float = ANIMATION_SECONDS["normal"]
## "fixed", or "turn" to face the player to move in hot-seat.
var board_rotation := "fixed"
var confirm_moves := false
## File letters and rank numbers along the boards' edges.
var show_coordinates := true
## Xiangqi, Janggi and Shogi in their traditional pieces (else as chess pieces).
var traditional_pieces := true
## A short vibration on a move and a longer one on a capture (phones).
var haptics := true
## Between two humans in hot-seat, hide the board until the next player is ready.
var pass_device_screen := false
var _last_setups := {}


func _ready() -> void:
	load_settings()
	apply_language()
	apply_appearance()
	# Boards take the player's look as they enter the tree, and follow changes.
	get_tree().node_added.connect(_on_node_added)
	changed.connect(_apply_to_boards)
	changed.connect(apply_appearance)


func load_settings() -> void:
	var file := ConfigFile.new()
	if file.load(PATH) != OK:
		return
	language = _one_of(file.get_value("app", "language", ""), LANGUAGES, "")
	appearance = _one_of(file.get_value("app", "appearance", appearance), APPEARANCES, "system")
	board_style = _one_of(file.get_value("board", "style", board_style), BoardStyle.BOARD_NAMES.keys(), BoardStyle.DEFAULT_BOARD)
	piece_style = _one_of(file.get_value("board", "pieces", piece_style), BoardStyle.PIECE_NAMES.keys(), BoardStyle.DEFAULT_PIECES)
	sound = bool(file.get_value("app", "sound", sound))
	# Files from before the speeds held seconds; 0 meant no animation.
	var was_off := float(file.get_value("board", "animation_seconds", 0.2)) == 0.0
	set_animation_speed(str(file.get_value("board", "animation_speed", "off" if was_off else "normal")))
	board_rotation = _one_of(file.get_value("board", "rotation", board_rotation), ["fixed", "turn"], "fixed")
	confirm_moves = bool(file.get_value("board", "confirm_moves", confirm_moves))
	pass_device_screen = bool(file.get_value("board", "pass_device_screen", pass_device_screen))
	show_coordinates = bool(file.get_value("board", "coordinates", show_coordinates))
	traditional_pieces = bool(file.get_value("board", "traditional_pieces", traditional_pieces))
	haptics = bool(file.get_value("app", "haptics", haptics))
	var setups: Variant = file.get_value("games", "last_setups", {})
	_last_setups = setups if setups is Dictionary else {}


## Writes the settings; ConfigFile writes a new file, so a crash leaves the old one.
func save_settings() -> void:
	var file := ConfigFile.new()
	file.set_value("app", "language", language)
	file.set_value("app", "appearance", appearance)
	file.set_value("app", "sound", sound)
	file.set_value("board", "style", board_style)
	file.set_value("board", "pieces", piece_style)
	file.set_value("board", "animation_speed", animation_speed)
	file.set_value("board", "rotation", board_rotation)
	file.set_value("board", "confirm_moves", confirm_moves)
	file.set_value("board", "pass_device_screen", pass_device_screen)
	file.set_value("board", "coordinates", show_coordinates)
	file.set_value("board", "traditional_pieces", traditional_pieces)
	file.set_value("app", "haptics", haptics)
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


## The dark theme over the whole window, or none (the project's light theme).
func apply_appearance() -> void:
	if not is_inside_tree():
		return
	var dark := appearance == "dark" or (appearance == "system" and DisplayServer.is_dark_mode())
	var theme: Theme = load(DARK_THEME) if dark else null
	if get_tree().root.theme != theme:
		get_tree().root.theme = theme


func set_animation_speed(speed: String) -> void:
	animation_speed = _one_of(speed, ANIMATION_SECONDS.keys(), "normal")
	animation_seconds = ANIMATION_SECONDS[animation_speed]


## The look every board takes: board palette and piece style.
func board_look() -> BoardStyle:
	return BoardStyle.named(board_style, piece_style)


func _on_node_added(node: Node) -> void:
	if node is BoardView:
		_apply_to(node)


func _apply_to_boards() -> void:
	for node in get_tree().root.find_children("*", "Control", true, false):
		if node is BoardView:
			_apply_to(node)


func _apply_to(board: BoardView) -> void:
	board.apply_style(board_look())
	board.animation_seconds = animation_seconds
	board.confirm_moves = confirm_moves
	board.show_coordinates = show_coordinates
	board.traditional_pieces = traditional_pieces


func last_setup(game_id: String) -> Dictionary:
	var setup: Variant = _last_setups.get(game_id, {})
	return setup if setup is Dictionary else {}


func remember_setup(game_id: String, setup: Dictionary) -> void:
	_last_setups[game_id] = setup
	save_settings()


static func _one_of(value: Variant, allowed: Array, fallback: String) -> String:
	var text := str(value)
	return text if allowed.has(text) else fallback
