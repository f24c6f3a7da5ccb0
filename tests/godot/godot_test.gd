extends Node
## Base of every headless Godot test script. A test script extends this file; each of
## its methods whose name starts with `test_` is one test. A test fails when any
## check in it fails; checks record a message and let the test go on.

var failures: PackedStringArray = []


func check(condition: bool, message: String) -> void:
	if not condition:
		failures.append(message)


func check_eq(actual: Variant, expected: Variant, message: String) -> void:
	if typeof(actual) != typeof(expected) or actual != expected:
		failures.append("%s: expected %s, got %s" % [message, var_to_str(expected), var_to_str(actual)])


## A board view of `size` on a new game of `game` (one seat taken by a human),
## both children of this test.
func board_on_new_game(game: String, size: Vector2) -> BoardView:
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	check_eq(session.start(game, 1), OK, "%s starts" % game)
	var view := BoardView.new()
	view.size = size
	add_child(view)
	view.session = session
	return view
