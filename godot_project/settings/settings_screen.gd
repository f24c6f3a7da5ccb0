extends PanelContainer
## Settings: language, light or dark theme, board and piece style (with a preview), animation speed,
## board rotation, sound, move confirmation. Every change is saved at once.

## Language names are written in their own language, as players look for them.
const LANGUAGE_NAMES := {"": "System", "sk": "Slovenčina", "cs": "Čeština", "en": "English"}
const ROTATIONS := {"fixed": "Fixed", "turn": "Turn to the player to move"}
const SPEED_NAMES := {"off": "Off", "slow": "Slow", "normal": "Normal", "fast": "Fast"}
const APPEARANCE_NAMES := {"system": "System", "light": "Light", "dark": "Dark"}

@onready var _language: OptionButton = %Language
@onready var _rotation: OptionButton = %Rotation


func _ready() -> void:
	for code in Settings.LANGUAGES:
		_language.add_item(tr(LANGUAGE_NAMES[code]) if code == "" else LANGUAGE_NAMES[code])
	_language.select(Settings.LANGUAGES.find(Settings.language))
	_language.item_selected.connect(_on_language)
	_fill_choice(%Appearance, APPEARANCE_NAMES, Settings.appearance, &"appearance")
	_fill_choice(_rotation, ROTATIONS, Settings.board_rotation, &"board_rotation")
	_fill_choice(%BoardStyle, BoardStyle.BOARD_NAMES, Settings.board_style, &"board_style")
	_fill_choice(%PieceStyle, BoardStyle.PIECE_NAMES, Settings.piece_style, &"piece_style")
	_fill_choice(%Speed, SPEED_NAMES, Settings.animation_speed, &"animation_speed")
	%Sound.button_pressed = Settings.sound
	%Sound.toggled.connect(func(on: bool) -> void: _change(&"sound", on))
	%Confirm.button_pressed = Settings.confirm_moves
	%Confirm.toggled.connect(func(on: bool) -> void: _change(&"confirm_moves", on))
	%Coordinates.button_pressed = Settings.show_coordinates
	%Coordinates.toggled.connect(func(on: bool) -> void: _change(&"show_coordinates", on))
	%Traditional.button_pressed = Settings.traditional_pieces
	%Traditional.toggled.connect(func(on: bool) -> void: _change(&"traditional_pieces", on))
	%Haptics.button_pressed = Settings.haptics
	%Haptics.toggled.connect(func(on: bool) -> void: _change(&"haptics", on))
	%PassDevice.button_pressed = Settings.pass_device_screen
	%PassDevice.toggled.connect(func(on: bool) -> void: _change(&"pass_device_screen", on))
	%Back.pressed.connect(App.close_settings)
	if ClassDB.class_exists(&"RajaEngine"):
		%Version.text = tr("Engine %s") % (ClassDB.instantiate(&"RajaEngine") as RefCounted).version()
	# Deferred: an option button learns its longest item's width only at the end
	# of the frame.
	_align_choices.call_deferred()
	_show_preview()
	resized.connect(_fit_layout)
	_fit_layout()


## The system's back (`App.go_back`): as the Back button.
func go_back() -> void:
	App.close_settings()


## Portrait: the options, then the preview below them. Landscape: side by side,
## the options scrolling when the screen is too low for them.
func _fit_layout() -> void:
	var landscape := size.x > size.y
	var body: BoxContainer = %Body
	var options: ScrollContainer = %OptionsScroll
	body.vertical = not landscape
	options.vertical_scroll_mode = ScrollContainer.SCROLL_MODE_AUTO if landscape else ScrollContainer.SCROLL_MODE_DISABLED
	options.size_flags_vertical = Control.SIZE_EXPAND_FILL if landscape else Control.SIZE_FILL


## Every choice as wide as the widest (board rotation's long item), so that they
## stand in one column whatever the language.
func _align_choices() -> void:
	var choices: Array[OptionButton] = [_language, %Appearance, _rotation, %BoardStyle, %PieceStyle, %Speed]
	var width := 0.0
	for choice in choices:
		width = maxf(width, choice.get_combined_minimum_size().x)
	for choice in choices:
		choice.custom_minimum_size.x = width


## Fills `button` with the translated `names` and saves the chosen key in `property`.
func _fill_choice(button: OptionButton, names: Dictionary, current: String, property: StringName) -> void:
	for key in names:
		button.add_item(tr(names[key]))
	button.select(names.keys().find(current))
	button.item_selected.connect(func(i: int) -> void: _change(property, names.keys()[i]))


func _on_language(index: int) -> void:
	Settings.set_language(Settings.LANGUAGES[index])
	# Reopen so every text is drawn in the new language.
	get_tree().reload_current_scene()


func _change(property: StringName, value: Variant) -> void:
	if property == &"animation_speed":
		Settings.set_animation_speed(value)
	else:
		Settings.set(property, value)
	Settings.save_settings()


## A start position on the preview board, so a style shows before a game.
func _show_preview() -> void:
	var session: Node = %PreviewSession
	if session.start("chaturaji", 1) == OK:
		%Preview.session = session
		%Preview.input_enabled = false
