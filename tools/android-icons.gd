extends SceneTree
## Renders the Android launcher icons from the app icon (godot_project/art/icon.svg):
## the legacy icon, and the adaptive icon's two layers. Run by tools/android-icons.
##
## The adaptive background is the icon's own board colour, full bleed; the foreground
## is the whole icon, shrunk so that its corners stay inside the part every launcher
## mask shows (a circle of 72 dp of the 108 dp layer), on a transparent canvas.

const ICON := "res://godot_project/art/icon.svg"
const OUT := "res://godot_project/art/android/"
const LAYER := 432 # the adaptive layers' size, 108 dp at xxxhdpi
const VISIBLE := 288.0 # 72 dp: the circle that no launcher mask cuts into
const LEGACY := 192


func _init() -> void:
	var status := _render()
	quit(status)


func _render() -> int:
	var svg := FileAccess.get_file_as_bytes(ICON)
	if svg.is_empty():
		printerr("android-icons: cannot read ", ICON)
		return 1
	var natural := _svg(svg, 1.0)
	if natural == null:
		return 1
	DirAccess.make_dir_recursive_absolute(ProjectSettings.globalize_path(OUT))

	var legacy := _svg(svg, float(LEGACY) / natural.get_width())
	# A square whose diagonal is the visible circle's diameter.
	var side := floori(VISIBLE / sqrt(2.0))
	var emblem := _svg(svg, float(side) / natural.get_width())
	if legacy == null or emblem == null:
		return 1

	var foreground := Image.create_empty(LAYER, LAYER, false, Image.FORMAT_RGBA8)
	foreground.fill(Color(0, 0, 0, 0))
	var offset := (LAYER - emblem.get_width()) / 2
	foreground.blit_rect(emblem, Rect2i(Vector2i.ZERO, emblem.get_size()), Vector2i(offset, offset))

	# The board colour: the icon's edge, halfway along its top side, where only the
	# board's own rectangle is drawn.
	var board := natural.get_pixel(natural.get_width() / 2, 2)
	board.a = 1.0
	var background := Image.create_empty(LAYER, LAYER, false, Image.FORMAT_RGBA8)
	background.fill(board)

	var written := {
		"icon_192.png": legacy,
		"adaptive_foreground_432.png": foreground,
		"adaptive_background_432.png": background,
	}
	for file_name: String in written:
		var err: Error = written[file_name].save_png(OUT + file_name)
		if err != OK:
			printerr("android-icons: cannot write ", OUT + file_name, " (error ", err, ")")
			return 1
		print(OUT + file_name)
	return 0


func _svg(svg: PackedByteArray, scale: float) -> Image:
	var image := Image.new()
	var err := image.load_svg_from_buffer(svg, scale)
	if err != OK:
		printerr("android-icons: cannot render ", ICON, " at scale ", scale, " (error ", err, ")")
		return null
	image.convert(Image.FORMAT_RGBA8)
	return image
