class_name DieFace
extends Control
## One die of the dice line, drawn with pips: free (to use), used (faded) or lost
## (faded and struck through). While `tumbling`, it shows random faces.

const PIPS := {
	1: [Vector2(0.5, 0.5)],
	2: [Vector2(0.27, 0.27), Vector2(0.73, 0.73)],
	3: [Vector2(0.27, 0.27), Vector2(0.5, 0.5), Vector2(0.73, 0.73)],
	4: [Vector2(0.27, 0.27), Vector2(0.73, 0.27), Vector2(0.27, 0.73), Vector2(0.73, 0.73)],
	5: [Vector2(0.27, 0.27), Vector2(0.73, 0.27), Vector2(0.5, 0.5), Vector2(0.27, 0.73), Vector2(0.73, 0.73)],
	6: [Vector2(0.27, 0.25), Vector2(0.73, 0.25), Vector2(0.27, 0.5), Vector2(0.73, 0.5), Vector2(0.27, 0.75), Vector2(0.73, 0.75)],
}
const TUMBLE_STEP := 0.07

var face := 1:
	set(value):
		if face != value:
			face = value
			queue_redraw()
## "free", "used" or "lost", as GameSession.dice_turns reports it.
var state := "free":
	set(value):
		if state != value:
			state = value
			queue_redraw()
var tumbling := false:
	set(value):
		if tumbling != value:
			tumbling = value
			set_process(value)
			queue_redraw()
## The faces a tumble shows (the die's own range).
var tumble_faces := PackedInt32Array([1, 2, 3, 4, 5, 6])
var _shown := 1
var _since_step := 0.0


func _ready() -> void:
	set_process(tumbling)


func _process(delta: float) -> void:
	_since_step += delta
	if _since_step >= TUMBLE_STEP:
		_since_step = 0.0
		_shown = tumble_faces[randi() % tumble_faces.size()]
		queue_redraw()


func _draw() -> void:
	var side := minf(size.x, size.y)
	var rect := Rect2((size - Vector2(side, side)) / 2.0, Vector2(side, side))
	var faded := state != "free" and not tumbling
	# How faded a used die shows: the theme's DieFace/faded_opacity, in percent.
	var alpha := get_theme_constant(&"faded_opacity", &"DieFace") / 100.0 if faded else 1.0
	var tilt := (float(_shown % 3) - 1.0) * 0.12 if tumbling else 0.0
	draw_set_transform(rect.get_center(), tilt, Vector2.ONE)
	var local := Rect2(-rect.size / 2.0, rect.size)
	# Colours from the theme (type DieFace: body, ink, strike, faded_opacity).
	var body := Color(get_theme_color(&"body", &"DieFace"), alpha)
	var ink := Color(get_theme_color(&"ink", &"DieFace"), alpha)
	draw_rect(local, body)
	draw_rect(local, ink, false, maxf(1.5, side * 0.05))
	var shown := _shown if tumbling else face
	for pip in PIPS.get(shown, []):
		draw_circle(local.position + pip * side, side * 0.1, ink)
	if not PIPS.has(shown):  # a face no pips draw: its number
		draw_string(get_theme_default_font(), local.position + Vector2(0, side * 0.68), str(shown), HORIZONTAL_ALIGNMENT_CENTER, side, int(side * 0.6), ink)
	draw_set_transform(Vector2.ZERO)
	if state == "lost" and not tumbling:
		draw_line(rect.position + Vector2(side * 0.1, side * 0.9), rect.position + Vector2(side * 0.9, side * 0.1), get_theme_color(&"strike", &"DieFace"), maxf(2.0, side * 0.08))
