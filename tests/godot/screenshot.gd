extends SceneTree
## Renders a scene under a real display and saves it as PNG, then checks that the
## picture is not a single colour.
##   godot --rendering-driver opengl3 --resolution WxH --path <repo> \
##     -s res://tests/godot/screenshot.gd -- <scene> <out.png>


func _initialize() -> void:
	_shoot.call_deferred()


func _shoot() -> void:
	var args := OS.get_cmdline_user_args()
	if args.size() != 2:
		printerr("screenshot: usage: -- <res://scene.tscn> <out.png>")
		quit(2)
		return
	var scene: PackedScene = load(args[0])
	if scene == null:
		printerr("screenshot: cannot load %s" % args[0])
		quit(2)
		return
	root.add_child(scene.instantiate())
	for i in 5:
		await process_frame
	await RenderingServer.frame_post_draw
	var image := root.get_viewport().get_texture().get_image()
	var error := image.save_png(args[1])
	if error != OK:
		printerr("screenshot: cannot write %s (%s)" % [args[1], error_string(error)])
		quit(1)
		return
	if _is_single_colour(image):
		printerr("screenshot: %s is blank (one colour)" % args[1])
		quit(1)
		return
	print("screenshot: %s %dx%d" % [args[1], image.get_width(), image.get_height()])
	quit(0)


func _is_single_colour(image: Image) -> bool:
	var first := image.get_pixel(0, 0)
	for y in range(0, image.get_height(), 2):
		for x in range(0, image.get_width(), 2):
			if image.get_pixel(x, y) != first:
				return false
	return true
