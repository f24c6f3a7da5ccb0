class_name BoardFog
extends RefCounted
## Fog of war on a board: the cloud drawn over the squares a side cannot see
## (the engine says which, `GameSession.board_for`, and leaves their pieces out).

const TEXTURE_SIZE := 256

static var _cloud: Texture2D = null


## Covers each hidden square with one continuous cloud: neighbouring squares take
## neighbouring parts of the same noise, so the fog has no seams at square edges.
static func draw_fog(view: BoardView, canvas: CanvasItem, hidden: Dictionary, by_name: Dictionary) -> void:
	var cloud := _cloud_texture()
	for name in hidden:
		if not by_name.has(name):
			continue
		var rect: Rect2 = view._square_entry_rect(by_name[name])
		canvas.draw_rect(rect, view.look.fog_base)
		# The cloud repeats (seamlessly) in screen space, split where it wraps.
		var x := rect.position.x
		while x < rect.end.x:
			var from_x := fposmod(x, TEXTURE_SIZE)
			var width := minf(rect.end.x - x, TEXTURE_SIZE - from_x)
			var y := rect.position.y
			while y < rect.end.y:
				var from_y := fposmod(y, TEXTURE_SIZE)
				var height := minf(rect.end.y - y, TEXTURE_SIZE - from_y)
				canvas.draw_texture_rect_region(cloud, Rect2(x, y, width, height), Rect2(from_x, from_y, width, height), view.look.fog_cloud)
				y += height
			x += width


static func _cloud_texture() -> Texture2D:
	if _cloud == null:
		var noise := FastNoiseLite.new()
		noise.noise_type = FastNoiseLite.TYPE_SIMPLEX_SMOOTH
		noise.frequency = 0.01
		noise.fractal_octaves = 4
		var grey := noise.get_seamless_image(TEXTURE_SIZE, TEXTURE_SIZE)
		# White wisps whose opacity is the noise: the fog only ever lightens its base.
		var image := Image.create_empty(TEXTURE_SIZE, TEXTURE_SIZE, false, Image.FORMAT_RGBA8)
		for y in TEXTURE_SIZE:
			for x in TEXTURE_SIZE:
				image.set_pixel(x, y, Color(Color.WHITE, grey.get_pixel(x, y).r))
		_cloud = ImageTexture.create_from_image(image)
	return _cloud
