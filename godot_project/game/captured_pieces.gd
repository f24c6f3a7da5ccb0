class_name CapturedPieces
extends Control
## The material balance beside a seat of a two-army game, as chess players know it
## from lichess: the pieces this army has more of than its opponent (those it took
## and has not lost back), small, in the opponent's colour, the strongest first;
## the seat row adds what they are worth ("+3").
## Drawn by the board, in the board's piece set; nothing when the armies are level.

## The board whose pieces are drawn here.
var board: BoardView
## The opponent's army, whose pieces these are.
var army := ""
## The piece names shown, in order.
var pieces: PackedStringArray = []


## For each of the two armies in `entries` (`GameSession.pieces()`), the names of
## the pieces it has more of than the other, each as often as it has more, in
## the game's order of its pieces (`order`, the names as the game data lists
## them: the strongest first); {army: PackedStringArray}.
static func balance(entries: Array, armies: Array, order: Array) -> Dictionary:
	var counts := {}
	for army_name in armies:
		counts[army_name] = {}
	for entry: Dictionary in entries:
		var owner: String = entry.get("army", "")
		if counts.has(owner):  # not the duck, nor anyone else's
			counts[owner][entry["piece"]] = counts[owner].get(entry["piece"], 0) + 1
	var more := {}
	for army_name in armies:
		var other: String = armies[1] if army_name == armies[0] else armies[0]
		var names := PackedStringArray()
		for piece: String in order:
			for i in counts[army_name].get(piece, 0) - counts[other].get(piece, 0):
				names.append(piece)
		more[army_name] = names
	return more


## What the pieces of `names` are worth together, by `values` (the game data's,
## `GameSession.piece_values()`).
static func worth(names: PackedStringArray, values: Dictionary) -> int:
	var total := 0
	for piece in names:
		total += int(values.get(piece, 0))
	return total


## Shows `names`, pieces of `opponent` drawn by `view`.
func show_pieces(view: BoardView, opponent: String, names: PackedStringArray) -> void:
	board = view
	army = opponent
	pieces = names
	visible = not names.is_empty()
	custom_minimum_size.x = _place(names.size()) + custom_minimum_size.y if not names.is_empty() else 0.0
	queue_redraw()


## Where the piece at `index` starts: pieces of one kind overlap by half, the next
## kind stands a little apart, so eight pawns stay short and kinds read apart.
func _place(index: int) -> float:
	var side := custom_minimum_size.y
	var x := 0.0
	for i in range(1, mini(index + 1, pieces.size())):
		x += side * (0.45 if pieces[i] == pieces[i - 1] else 0.9)
	return x


func _draw() -> void:
	if board == null:
		return
	var side := custom_minimum_size.y
	var top := (size.y - side) / 2.0
	var colour := board.armies.colour_of(army)
	for i in pieces.size():
		board.draw_piece_picture(self, pieces[i], army, Rect2(Vector2(_place(i), top), Vector2(side, side)), colour)
