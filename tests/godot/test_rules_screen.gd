extends "res://tests/godot/ui_test.gd"
## Rules pages: the seed text in the chosen language and the engine's piece diagrams.


func _open(id: String) -> Node:
	App.catalogue_id = id
	get_tree().change_scene_to_file(App.RULES_SCREEN)
	var screen := await wait_for_scene(App.RULES_SCREEN)
	await get_tree().process_frame
	# The diagrams, below the text, follow it over a few frames.
	for i in 60:
		if screen == null or screen.is_filled():
			break
		await get_tree().process_frame
	check(screen != null and screen.is_filled(), "every diagram of %s is shown within 60 frames" % id)
	return screen


func test_the_page_is_the_seed_text_in_the_locale() -> void:
	var before := TranslationServer.get_locale()
	TranslationServer.set_locale("sk")
	var screen := await _open("chaturaji")
	var text: String = screen.get_node("%Text").get_parsed_text()
	check(text.begins_with("Čaturádží"), "the Slovak page starts with the seed's title")
	check(text.contains("Kráľ ťahá o jedno pole ľubovoľným smerom."), "it carries the seed's sentences")
	TranslationServer.set_locale("en")
	screen = await _open("chaturaji")
	check(screen.get_node("%Text").get_parsed_text().contains("The king moves one square in any direction."), "the English page is the translation")
	TranslationServer.set_locale(before)
	screen.queue_free()


func test_every_piece_has_a_diagram_from_the_engine() -> void:
	var screen := await _open("chaturaji")
	var diagrams: Node = screen.get_node("%Diagrams")
	check_eq(diagrams.get_child_count(), 5, "king, elephant, knight, boat and pawn")
	var boat: Node = diagrams.get_node_or_null("Diagram_boat")
	check(boat != null, "the boat has a diagram")
	if boat != null:
		var view: BoardView = boat.get_child(1)
		var targets := view._targets.keys()
		targets.sort()
		check_eq(targets, ["b2", "b6", "f2", "f6"], "the boat jumps two squares diagonally from d4")
	screen.queue_free()


func test_chess_and_chess960_share_a_page_with_six_piece_diagrams() -> void:
	var before := TranslationServer.get_locale()
	TranslationServer.set_locale("en")
	var screen := await _open("chess960")
	var text: String = screen.get_node("%Text").get_parsed_text()
	check(text.begins_with("Chess"), "Chess960 shows the chess page")
	check(text.contains("en passant"), "it tells en passant")
	check_eq(screen.get_node("%Diagrams").get_child_count(), 6, "king, queen, rook, bishop, knight and pawn")
	TranslationServer.set_locale(before)
	screen.queue_free()


func test_the_duck_has_a_diagram_of_every_empty_square() -> void:
	var before := TranslationServer.get_locale()
	TranslationServer.set_locale("cs")
	var screen := await _open("duck")
	var duck: Node = screen.get_node("%Diagrams").get_node_or_null("Diagram_duck")
	check(duck != null, "the duck has a diagram")
	if duck != null:
		check_eq(duck.get_child(0).text, "Kachna", "named in the page's language")
		var view: BoardView = duck.get_child(1)
		check_eq(view._targets.size(), 63, "any square but its own")
		check(not view._targets.has("d4"), "not where it stands")
		check_eq(view._pieces["d4"]["piece"], "duck", "drawn as the duck")
	TranslationServer.set_locale(before)
	screen.queue_free()


func test_friendly_chess_names_a_merged_piece_by_its_parts() -> void:
	var before := TranslationServer.get_locale()
	TranslationServer.set_locale("en")
	var screen := await _open("friendly")
	var merged: Node = screen.get_node("%Diagrams").get_node_or_null("Diagram_queen-rook")
	check(merged != null, "the queen and rook merged have a diagram")
	if merged != null:
		check_eq(merged.get_child(0).text, "Queen + Rook", "named by both parts")
		var view: BoardView = merged.get_child(1)
		check_eq(view.parts_of(view._pieces["d4"]), PackedStringArray(["queen", "rook"]), "drawn as both pieces")
	TranslationServer.set_locale(before)
	screen.queue_free()
