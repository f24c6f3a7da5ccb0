extends SceneTree
## Renders scenes under a real display, in each locale, saves them as PNG and checks
## that no picture is a single colour.
##   godot --rendering-driver opengl3 --resolution WxH --path <repo> \
##     -s res://tests/godot/screenshot.gd -- <out dir> <sk,cs,en> <res://scene.tscn>…
## Files: <out dir>/<scene>_<locale>_<W>x<H>.png


func _initialize() -> void:
	_shoot_all.call_deferred()


func _shoot_all() -> void:
	var args := OS.get_cmdline_user_args()
	if args.size() < 3:
		printerr("screenshot: usage: -- <out dir> <locales> <res://scene.tscn>…")
		quit(2)
		return
	var failed := 0
	for locale in args[1].split(","):
		for scene_path in args.slice(2):
			if not await _shoot(scene_path, locale, args[0]):
				failed += 1
	quit(1 if failed > 0 else 0)


func _shoot(scene_path: String, locale: String, out_dir: String) -> bool:
	TranslationServer.set_locale(locale)
	var scene: PackedScene = load(scene_path)
	if scene == null:
		printerr("screenshot: cannot load %s" % scene_path)
		return false
	var node := scene.instantiate()
	root.add_child(node)
	current_scene = node
	for i in 5:
		await process_frame
	await RenderingServer.frame_post_draw
	var image := root.get_viewport().get_texture().get_image()
	var file := out_dir.path_join("%s_%s_%dx%d.png" % [scene_path.get_file().get_basename(), locale, image.get_width(), image.get_height()])
	var ok := true
	var error := image.save_png(file)
	if error != OK:
		printerr("screenshot: cannot write %s (%s)" % [file, error_string(error)])
		ok = false
	elif _is_single_colour(image):
		printerr("screenshot: %s is blank (one colour)" % file)
		ok = false
	else:
		print("screenshot: %s" % file)
	node.queue_free()
	current_scene = null
	await process_frame
	return ok


func _is_single_colour(image: Image) -> bool:
	var first := image.get_pixel(0, 0)
	for y in range(0, image.get_height(), 2):
		for x in range(0, image.get_width(), 2):
			if image.get_pixel(x, y) != first:
				return false
	return true
