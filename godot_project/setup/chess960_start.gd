class_name Chess960Start
extends RefCounted
## Which of the 960 Chess960 starts a back rank is, in Scharnagl's numbering (518
## the classical start), so a game in progress can show its start's number. The
## engine numbers starts the same way (docs/rules/chess.md).

## Where the two knights stand among the five squares the bishops and the queen
## leave free, by the number's last digit (Scharnagl's table).
const KNIGHTS: PackedStringArray = ["NN...", "N.N..", "N..N.", "N...N", ".NN..", ".N.N.", ".N..N", "..NN.", "..N.N", "...NN"]


## The number of white's back rank (`rank` as in a FEN, a to h: "RNBQKBNR" is 518),
## or -1 when it is no Chess960 start.
static func number_of(rank: String) -> int:
	if rank.length() != 8:
		return -1
	var light := -1  # the bishop on b, d, f or h
	var dark := -1  # the bishop on a, c, e or g
	for file in 8:
		if rank[file] == "B":
			if file % 2 == 1:
				light = file / 2
			else:
				dark = file / 2
	if light < 0 or dark < 0:
		return -1
	var free := rank.substr(0, 0)
	for file in 8:
		if rank[file] != "B":
			free += rank[file]
	var queen := free.find("Q")
	if queen < 0:
		return -1
	var rest := free.erase(queen)
	var knights := rest.replace("R", ".").replace("K", ".")
	var pattern := KNIGHTS.find(knights)
	if pattern < 0 or rest.replace("N", "") != "RKR":
		return -1
	return light + 4 * (dark + 4 * (queen + 6 * pattern))


## The number of the start of a game whose first FEN is `fen`, or -1.
static func number_of_fen(fen: String) -> int:
	var ranks := fen.get_slice(" ", 0).split("/")
	return number_of(ranks[ranks.size() - 1]) if ranks.size() == 8 else -1
