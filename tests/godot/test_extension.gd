extends "res://tests/godot/godot_test.gd"
## The Rust extension loads and answers from GDScript.


func test_engine_class_is_registered() -> void:
	check(ClassDB.class_exists(&"RajaEngine"), "RajaEngine is registered by the extension")


func test_engine_reports_its_cargo_version() -> void:
	var engine: RefCounted = ClassDB.instantiate(&"RajaEngine")
	check(engine != null, "RajaEngine can be instantiated")
	if engine == null:
		return
	var version: String = engine.version()
	var parts := version.split(".")
	check_eq(parts.size(), 3, "version has three parts")
	for part in parts:
		check(part.is_valid_int(), "version part %s is a number" % part)


func test_the_settings_show_the_engine_version_and_the_menu_does_not() -> void:
	var scene: PackedScene = load(ProjectSettings.get_setting("application/run/main_scene"))
	var menu: Node = scene.instantiate()
	add_child(menu)
	await get_tree().process_frame
	check(not menu.get_node("%EngineStatus").visible, "the main menu shows no engine version when the engine is built")
	menu.queue_free()
	var settings: Node = (load(App.SETTINGS_SCREEN) as PackedScene).instantiate()
	add_child(settings)
	await get_tree().process_frame
	var engine: RefCounted = ClassDB.instantiate(&"RajaEngine")
	check_eq(settings.get_node("%Version").text, tr("Engine %s") % engine.version(), "the settings show the engine version")
	settings.queue_free()
