class_name SceneCache
extends RefCounted
## The scenes read so far, by path, kept while the app runs: a screen or a row
## shown again is not read and parsed anew (a seat row's scene took a
## millisecond to read, eight times for eight seats). A row's script cannot
## keep its own scene (the scene holds the script, so neither would ever be
## freed): the rows and App keep theirs here.

static var _scenes := {}


## The scene at `path`, read the first time it is asked for.
static func scene(path: String) -> PackedScene:
	var packed: PackedScene = _scenes.get(path)
	if packed == null:
		packed = load(path)
		_scenes[path] = packed
	return packed
