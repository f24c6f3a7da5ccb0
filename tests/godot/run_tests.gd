extends SceneTree
## Headless test runner: `godot --headless --path <repo> -s res://tests/godot/run_tests.gd`
## (add `-- <word>…` to run only the files whose names contain one of the words).
## Loads every `test_*.gd` in this folder, runs each `test_*` method (awaiting those
## that are coroutines), prints a line per test and `N passed, N failed` last, and
## exits non-zero when anything failed or no test ran.

const TEST_DIR := "res://tests/godot"


func _initialize() -> void:
	_run.call_deferred()


func _run() -> void:
	var passed := 0
	var failed := 0
	for file in _test_files():
		var script: GDScript = load(TEST_DIR.path_join(file))
		if script == null or not script.can_instantiate():
			print("FAIL %s: does not load" % file)
			failed += 1
			continue
		for method in script.get_script_method_list():
			var name: String = method["name"]
			if not name.begins_with("test_"):
				continue
			var suite: Node = script.new()
			root.add_child(suite)
			await suite.call(name)
			if suite.failures.is_empty():
				passed += 1
				print("ok   %s %s" % [file, name])
			else:
				failed += 1
				for failure in suite.failures:
					print("FAIL %s %s: %s" % [file, name, failure])
			suite.queue_free()
			await process_frame
	if passed + failed == 0:
		print("no tests found in %s" % TEST_DIR)
		failed = 1
	print("%d passed, %d failed" % [passed, failed])
	quit(1 if failed > 0 else 0)


func _chosen(file: String) -> bool:
	var words := OS.get_cmdline_user_args()
	return words.is_empty() or Array(words).any(func(word: String) -> bool: return file.contains(word))


func _test_files() -> PackedStringArray:
	var files: PackedStringArray = []
	for file in DirAccess.get_files_at(TEST_DIR):
		if file.begins_with("test_") and file.ends_with(".gd") and _chosen(file):
			files.append(file)
	files.sort()
	return files
