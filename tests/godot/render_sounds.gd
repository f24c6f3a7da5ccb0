extends SceneTree
## Writes every synthesised sound (Sounds.synthesise) as target/sounds/<name>.wav
## and its waveform as <name>.png, to look at and listen to:
## `godot --headless --path <repo> -s res://tests/godot/render_sounds.gd` (tools/render-sounds).
## The picture: the samples' span per column in dark grey, the clipping limits in
## red at the top and bottom edges, a tick every 0.1 s.

const SOUNDS := "res://godot_project/common/sounds.gd"
const OUT := "res://target/sounds"
const WIDTH := 800
const HEIGHT := 200


func _initialize() -> void:
	# After the autoloads are in the tree: the sounds' script refers to Settings.
	_render.call_deferred()


func _render() -> void:
	var sounds: GDScript = load(SOUNDS)
	if sounds == null or not sounds.can_instantiate():
		printerr("render_sounds: ", SOUNDS, " does not load")
		quit(1)
		return
	var folder := ProjectSettings.globalize_path(OUT)
	DirAccess.make_dir_recursive_absolute(folder)
	var streams: Dictionary = sounds.synthesise()
	for name: String in streams:
		var stream: AudioStreamWAV = streams[name]
		var wav := folder.path_join(name + ".wav")
		if stream.save_to_wav(wav) != OK:
			printerr("render_sounds: cannot write ", wav)
			quit(1)
			return
		_waveform(stream).save_png(folder.path_join(name + ".png"))
		print("%s  %.2f s" % [wav, stream.get_length()])
	quit(0)


func _waveform(stream: AudioStreamWAV) -> Image:
	var image := Image.create(WIDTH, HEIGHT, false, Image.FORMAT_RGB8)
	image.fill(Color(0.97, 0.96, 0.93))
	var count := stream.data.size() / 2
	var seconds := count / float(stream.mix_rate)
	for x in WIDTH:
		image.set_pixel(x, 0, Color(0.85, 0.2, 0.2))
		image.set_pixel(x, HEIGHT - 1, Color(0.85, 0.2, 0.2))
		image.set_pixel(x, HEIGHT / 2, Color(0.75, 0.75, 0.72))
		var first := x * count / WIDTH
		var last := maxi(first + 1, (x + 1) * count / WIDTH)
		var low := 1.0
		var high := -1.0
		for i in range(first, mini(last, count)):
			var value := stream.data.decode_s16(i * 2) / 32767.0
			low = minf(low, value)
			high = maxf(high, value)
		for y in range(_row(high), _row(low) + 1):
			image.set_pixel(x, y, Color(0.2, 0.2, 0.22))
	for tick in int(seconds * 10) + 1:
		var x := mini(WIDTH - 1, int(tick * 0.1 / seconds * WIDTH))
		for y in 8:
			image.set_pixel(x, HEIGHT - 2 - y, Color(0.3, 0.45, 0.8))
	return image


func _row(value: float) -> int:
	return clampi(int((1.0 - value) * 0.5 * (HEIGHT - 3)) + 1, 1, HEIGHT - 2)
