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
