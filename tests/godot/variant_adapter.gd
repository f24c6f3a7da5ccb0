extends Node
## For tests only: a real chess GameSession with the variant keys of the binding
## contract added in GDScript (pockets and drops, the duck's second part, a fog
## view, merged pieces), so the board's handling of them can be tested before the
## engine has those games. Each key is on only when a test sets it.

var real: Node
## Crazyhouse: army -> {letter: count}; on when not empty. Drops go to `drop_squares`.
var pockets := {}
var drop_squares: PackedStringArray = []
## Duck: every piece move needs the duck on one of these squares.
var duck_squares: PackedStringArray = []
## Fog: the squares `visible_squares` returns for every army; on when not empty.
var seen: PackedStringArray = []
## Friendly: square -> merged letters ("NB").
var merged := {}
## Every move played, as written.
var played: PackedStringArray = []


func _init() -> void:
	real = ClassDB.instantiate(&"GameSession")
	add_child(real)
	real.start("chess", 1)


func has_game() -> bool:
	return real.has_game()


func marked_squares(selected: String) -> Dictionary:
	return real.marked_squares(selected)


func dice_moves() -> Dictionary:
	return real.dice_moves()


func board() -> Dictionary:
	return real.board()


func piece_letters() -> Dictionary:
	return real.piece_letters()


func pieces() -> Array:
	var result := []
	for piece in real.pieces():
		if merged.has(piece["square"]):
			piece["merged"] = merged[piece["square"]]
		result.append(piece)
	return result


func state() -> Dictionary:
	var result: Dictionary = real.state()
	if not pockets.is_empty():
		result["pockets"] = pockets
	if not duck_squares.is_empty():
		result["duck"] = ""
	return result


func legal_moves() -> PackedStringArray:
	var moves := PackedStringArray()
	for move in real.legal_moves():
		moves.append_array(_with_duck(move))
	var pocket: Dictionary = pockets.get(real.state()["to_move"], {})
	for letter in pocket:
		for square in drop_squares:
			moves.append("%s@%s" % [letter.to_upper(), square])
	return moves


func legal_moves_from(square: String) -> PackedStringArray:
	var moves := PackedStringArray()
	for move in real.legal_moves_from(square):
		moves.append_array(_with_duck(move))
	return moves


func visible_squares(_army: String) -> PackedStringArray:
	return seen


func play(move_text: String) -> int:
	if not legal_moves().has(move_text):
		return FAILED
	played.append(move_text)
	return real.play(move_text.get_slice(",", 0)) if not move_text.contains("@") else OK


func _with_duck(move: String) -> PackedStringArray:
	if duck_squares.is_empty():
		return PackedStringArray([move])
	var to := move.substr(2, 2)
	var moves := PackedStringArray()
	for square in duck_squares:
		moves.append("%s,%s%s" % [move, to, square])
	return moves
