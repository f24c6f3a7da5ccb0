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


func test_main_scene_lists_the_engine_version() -> void:
	var scene: PackedScene = load(ProjectSettings.get_setting("application/run/main_scene"))
	var menu: Node = scene.instantiate()
	add_child(menu)
	await get_tree().process_frame
	var status: Label = menu.get_node("%EngineStatus")
	var engine: RefCounted = ClassDB.instantiate(&"RajaEngine")
	check_eq(status.text, "Engine %s" % engine.version(), "menu shows the engine version")
	menu.queue_free()
