extends "res://tests/godot/ui_test.gd"
## A screen left while one of its questions is open (the game's menu, a save's
## name, passing the device) leaves no coroutine behind: whoever awaits the
## question awaits the dialog's own signal, and goes with the dialog. (A
## coroutine that awaited another one kept both alive, leaked at exit.)


func _open_chess() -> Node:
	App.next_game = {"engine_id": "chess", "catalogue_id": "", "seats": [], "seed": 3}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var screen := await wait_for_scene(App.GAME_SCREEN)
	await get_tree().process_frame
	return screen


## The coroutines waiting on `dialog`'s answer: those awaiting its signal, and
## those awaiting them in turn.
func _waiting_on(dialog: ChoiceDialog) -> Array[WeakRef]:
	var waiting: Array[WeakRef] = []
	var signals: Array[Signal] = [dialog.chosen]
	while not signals.is_empty():
		for connection in signals.pop_back().get_connections():
			# A coroutine resumes through its state's _signal_callback (the state
			# takes no calls of its own from a script).
			var resume: Callable = connection["callable"]
			if resume.get_method() == &"_signal_callback":
				waiting.append(weakref(resume.get_object()))
				signals.append(Signal(resume.get_object(), &"completed"))
	return waiting


func test_a_screen_left_under_an_open_question_leaves_no_coroutine_behind() -> void:
	var pass_device := Settings.pass_device_screen
	Settings.pass_device_screen = true
	var questions := {
		"the game's menu": func(screen: Node) -> void: screen._open_menu(),
		"a save's name": func(screen: Node) -> void: screen._save_game(),
		"passing the device": func(screen: Node) -> void: screen.play("e2e4"),
	}
	for question: String in questions:
		var screen := await _open_chess()
		questions[question].call(screen)
		await get_tree().process_frame
		check(screen.dialog.visible, "%s is asked" % question)
		var waiting := _waiting_on(screen.dialog)
		check(not waiting.is_empty(), "a coroutine awaits the answer to %s" % question)
		screen.queue_free()
		for i in 3:
			await get_tree().process_frame
		var left := waiting.filter(func(state: WeakRef) -> bool: return state.get_ref() != null)
		check_eq(left.size(), 0, "coroutines left once the screen asking %s is gone" % question)
	Settings.pass_device_screen = pass_device
