extends PanelContainer
## Main menu: lists the games the engine offers.

@onready var _games: VBoxContainer = %Games
@onready var _engine_status: Label = %EngineStatus


func _ready() -> void:
	if not ClassDB.class_exists(&"RajaEngine"):
		_engine_status.text = "The rules engine is not built (tools/build-extension)."
		return
	var engine: RefCounted = ClassDB.instantiate(&"RajaEngine")
	var ids: PackedStringArray = engine.game_ids()
	for id in ids:
		var button := Button.new()
		button.text = id
		button.custom_minimum_size = Vector2(0, 48)
		button.pressed.connect(App.open_game.bind(id))
		_games.add_child(button)
	if ids.is_empty():
		var soon := Label.new()
		soon.text = "Games are coming soon."
		soon.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
		soon.add_theme_color_override(&"font_color", Color(0.35, 0.32, 0.28))
		_games.add_child(soon)
	_engine_status.text = "Engine %s" % engine.version()
