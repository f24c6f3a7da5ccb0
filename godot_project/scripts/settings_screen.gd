extends PanelContainer
## Settings: language, board rotation, animation speed, sound, move confirmation.
## Every change is saved at once.

## Language names are written in their own language, as players look for them.
const LANGUAGE_NAMES := {"": "System", "sk": "Slovenčina", "cs": "Čeština", "en": "English"}
const ROTATIONS := {"fixed": "Fixed", "turn": "Turn to the player to move"}

@onready var _language: OptionButton = %Language
@onready var _rotation: OptionButton = %Rotation


func _ready() -> void:
	for code in Settings.LANGUAGES:
		_language.add_item(tr(LANGUAGE_NAMES[code]) if code == "" else LANGUAGE_NAMES[code])
	_language.select(Settings.LANGUAGES.find(Settings.language))
	_language.item_selected.connect(_on_language)
	for key in ROTATIONS:
		_rotation.add_item(tr(ROTATIONS[key]))
	_rotation.select(ROTATIONS.keys().find(Settings.board_rotation))
	_rotation.item_selected.connect(func(i: int) -> void: _change(&"board_rotation", ROTATIONS.keys()[i]))
	%Speed.value = Settings.animation_seconds
	%Speed.value_changed.connect(func(v: float) -> void: _change(&"animation_seconds", v))
	%Sound.button_pressed = Settings.sound
	%Sound.toggled.connect(func(on: bool) -> void: _change(&"sound", on))
	%Confirm.button_pressed = Settings.confirm_moves
	%Confirm.toggled.connect(func(on: bool) -> void: _change(&"confirm_moves", on))
	%PassDevice.button_pressed = Settings.pass_device_screen
	%PassDevice.toggled.connect(func(on: bool) -> void: _change(&"pass_device_screen", on))
	%Back.pressed.connect(App.open_menu)


func _on_language(index: int) -> void:
	Settings.set_language(Settings.LANGUAGES[index])
	# Reopen so every text is drawn in the new language.
	get_tree().reload_current_scene()


func _change(property: StringName, value: Variant) -> void:
	Settings.set(property, value)
	Settings.save_settings()
