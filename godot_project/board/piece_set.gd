@tool
class_name PieceSet
extends Resource
## A traditional piece set (art/pieces/traditional/<set>/, its README): each
## piece a body, drawn as it is, and a character layer, which `tinted` sets
## draw in the army's colour (Xiangqi's and Janggi's ink) and the others in
## their own ink (Shogi's); `turned` sets point each piece towards the
## opponent (Shogi). A game names its set in its data (board()["piece_set"]);
## the player's settings say whether the board draws it.

const FOLDER := "res://godot_project/art/pieces/traditional/%s"

## The character layer takes the army's colour.
@export var tinted := true
## Pieces point towards the opponent: the second army's are drawn turned round.
@export var turned := false

var folder := ""
var _textures: Dictionary = {}
static var _sets: Dictionary = {}


## The set of this name (its folder's piece_set.tres), or null if there is none.
static func named(set_name: String) -> PieceSet:
	if set_name == "":
		return null
	if not _sets.has(set_name):
		var path := (FOLDER % set_name).path_join("piece_set.tres")
		var found: PieceSet = load(path) if ResourceLoader.exists(path) else null
		if found != null:
			found.folder = FOLDER % set_name
		_sets[set_name] = found
	return _sets[set_name]


## The wooden or ivory piece of `piece` (a name of the game data), or null.
func body(piece: String) -> Texture2D:
	return _texture("%s.body.svg" % piece)


## The characters `army` writes on `piece`: its own file, else the one both
## armies share; null if the set has neither.
func characters(piece: String, army: String) -> Texture2D:
	var own := _texture("%s.%s.svg" % [piece, army])
	return own if own != null else _texture("%s.svg" % piece)


## Whether the set draws `piece` (it has its body).
func has_piece(piece: String) -> bool:
	return body(piece) != null


func _texture(file: String) -> Texture2D:
	if not _textures.has(file):
		var path := folder.path_join(file)
		_textures[file] = load(path) if ResourceLoader.exists(path) else null
	return _textures[file]
