extends "res://tests/godot/godot_test.gd"
## The look comes from resources a designer edits: the Theme (themes/*.tres), the
## army palette, the board palettes and the board look. No script under
## godot_project/ writes a colour value, and no scene carries an inline colour or
## style override.

const SOURCE_DIR := "res://godot_project"
## A colour written in a script: Color(0.1, …), Color8(…), Color.html(…), Color("#…"),
## or a named constant. Color.WHITE stays allowed: it is the identity of a
## modulate or a mask, not a look.
const SCRIPT_COLOUR := "Color\\(\\s*[-+.0-9\"]|Color8\\(|Color\\.(html|hex|from_)|Color\\.(?!WHITE\\b)[A-Z][A-Z_]+\\b"
## A colour given an opacity of its own: Color(theme colour, 0.45). The opacity is
## part of the look, so it lives beside the colours (BoardLook, a theme constant).
const SCRIPT_ALPHA := "Color\\((?:[^()]|\\([^()]*\\))*,\\s*[-+]?[.0-9]+\\s*\\)"
## What a scene must not hold: colours, colour overrides, inline styles.
const SCENE_COLOUR := "Color\\(|theme_override_colors/|theme_override_styles/|type=\"StyleBox"


func test_no_script_writes_a_colour() -> void:
	var pattern := RegEx.create_from_string(SCRIPT_COLOUR)
	var scripts := _files(SOURCE_DIR, ".gd")
	check(scripts.size() > 20, "the scan finds the app's scripts (%d)" % scripts.size())
	for path in scripts:
		for hit in _hits(pattern, FileAccess.get_file_as_string(path)):
			failures.append("%s writes a colour: %s" % [path, hit])


func test_no_script_gives_a_colour_an_opacity_of_its_own() -> void:
	var pattern := RegEx.create_from_string(SCRIPT_ALPHA)
	for path in _files(SOURCE_DIR, ".gd"):
		for hit in _hits(pattern, FileAccess.get_file_as_string(path)):
			failures.append("%s writes an opacity: %s" % [path, hit])
	for bad in ["Color(style.dark, 0.45)", "Color(style.dark.darkened(0.35), 0.95)", "Color(armies.outline, 0)"]:
		check(_hits(pattern, bad).size() == 1, "the opacity scan catches %s" % bad)
	for good in ["Color(style.dark, look.river_opacity)", "Color(Color.WHITE, grey.get_pixel(x, y).r)", "Color(ink, alpha)"]:
		check(_hits(pattern, good).is_empty(), "the opacity scan lets %s pass" % good)


func test_the_opacities_are_the_look_s() -> void:
	var look := BoardLook.standard()
	for opacity in ["river_opacity", "hatch_opacity", "label_opacity", "partner_disc_opacity"]:
		var value: float = look.get(opacity)
		check(value > 0.0 and value <= 1.0, "board_look.tres sets %s (%s)" % [opacity, value])
	for path in ["res://godot_project/themes/app_theme.tres", "res://godot_project/themes/app_theme_dark.tres"]:
		var theme: Theme = load(path)
		check(theme.has_constant(&"faded_opacity", &"DieFace"), "%s says how faded a used die is" % path)
		var faded := theme.get_constant(&"faded_opacity", &"DieFace")
		check(faded > 0 and faded < 100, "a used die shows, fainter (%d%%)" % faded)


func test_no_scene_overrides_a_colour_or_style() -> void:
	var pattern := RegEx.create_from_string(SCENE_COLOUR)
	var scenes := _files(SOURCE_DIR, ".tscn")
	check(scenes.size() >= 7, "the scan finds the app's scenes (%d)" % scenes.size())
	for path in scenes:
		for hit in _hits(pattern, FileAccess.get_file_as_string(path)):
			failures.append("%s holds an inline colour or style: %s" % [path, hit])


func test_the_scans_catch_what_they_forbid() -> void:
	var script := RegEx.create_from_string(SCRIPT_COLOUR)
	for bad in ["const INK := Color(0.13, 0.12, 0.11)", "var c := Color8(200, 10, 10)", "Color.html(\"#ff0000\")",
			"colour = Color.GRAY", "Color(\"#123456\")", "Color(.5, .5, .5)"]:
		check(_hits(script, bad).size() == 1, "the script scan catches %s" % bad)
	for good in ["Color(ink, alpha)", "Color(Color.WHITE, grey)", "get_theme_color(&\"ink\", &\"DieFace\")", "var colour: Color"]:
		check(_hits(script, good).is_empty(), "the script scan lets %s pass" % good)
	var scene := RegEx.create_from_string(SCENE_COLOUR)
	for bad in ["theme_override_colors/font_color = Color(0.4, 0.37, 0.33, 1)", "[sub_resource type=\"StyleBoxFlat\" id=\"bg\"]",
			"theme_override_styles/panel = SubResource(\"bg\")"]:
		check(_hits(scene, bad).size() >= 1, "the scene scan catches %s" % bad)
	check(_hits(scene, "theme_type_variation = &\"MutedLabel\"").is_empty(), "the scene scan lets a variation pass")


func test_the_theme_has_every_colour_the_scripts_ask_for() -> void:
	var theme: Theme = load(ProjectSettings.get_setting("gui/theme/custom"))
	for asked in [["body", "DieFace"], ["ink", "DieFace"], ["strike", "DieFace"], ["axis", "PointsChart"],
			["font_color", "MutedLabel"], ["font_color", "WarningLabel"]]:
		check(theme.has_color(asked[0], asked[1]), "the theme has %s/%s" % [asked[1], asked[0]])
	for variation in ["ScreenBackground", "SidePanel", "OverlayPanel"]:
		check(theme.has_stylebox("panel", variation), "the theme has the %s panel" % variation)
	check(theme.has_icon("checked", "CheckButton") and theme.has_icon("unchecked", "CheckButton"), "the switches have their own icons")
	check(theme.has_stylebox("grabber", "VScrollBar"), "the scrollbars are themed")


func test_the_look_resources_hold_every_colour() -> void:
	var look := BoardLook.standard()
	for property in look.get_property_list():
		if property["type"] == TYPE_COLOR and property["usage"] & PROPERTY_USAGE_EDITOR:
			var colour: Color = look.get(property["name"])
			check(colour.a > 0.0, "board_look.tres sets %s" % property["name"])
	var palette := ArmyPalette.standard()
	for army in ["red", "green", "yellow", "black", "blue", "white"]:
		check(palette.colours.has(army), "army_palette.tres colours %s" % army)
	check(palette.colour_of("red") != palette.colour_of("blue"), "armies differ")
	var palettes := BoardPalettes.standard()
	for board in BoardStyle.BOARD_NAMES:
		check(palettes.light.has(board) and palettes.dark.has(board), "board_palettes.tres has both tones of %s" % board)


func test_the_board_redraws_when_its_look_changes() -> void:
	var view := BoardView.new()
	check(view.look == BoardLook.standard(), "a new board draws with the standard look")
	check(view.armies == ArmyPalette.standard(), "and the standard army palette")
	var own := BoardLook.new()
	view.look = own
	check(own.changed.is_connected(view._redraw), "a look set in the inspector redraws the board when edited")
	check(not BoardLook.standard().changed.is_connected(view._redraw), "the old look no longer does")
	view.free()


## The type scale: each text size is a type variation of the project theme, so a
## designer changes a size in one place; scenes and scripts name the variation.
const TYPE_SCALE := ["Display", "Title", "Heading", "Lead", "Caption"]
const SIZE_OVERRIDE := "theme_override_font_sizes/|add_theme_font_size_override\\(|font_size=[0-9]"


func test_text_sizes_come_from_the_type_scale() -> void:
	var pattern := RegEx.create_from_string(SIZE_OVERRIDE)
	for path in _files(SOURCE_DIR, ".tscn") + _files(SOURCE_DIR, ".gd"):
		for hit in _hits(pattern, FileAccess.get_file_as_string(path)):
			failures.append("%s sets a text size of its own: %s" % [path, hit])
	for bad in ["theme_override_font_sizes/font_size = 20", "label.add_theme_font_size_override(&\"font_size\", 15)", "[font_size=30][b]"]:
		check(_hits(pattern, bad).size() == 1, "the scan catches %s" % bad)
	var theme: Theme = load(ProjectSettings.get_setting("gui/theme/custom"))
	var sizes: Array[int] = []
	for variation in TYPE_SCALE:
		check(theme.has_font_size(&"font_size", variation), "the theme has the %s size" % variation)
		sizes.append(theme.get_font_size(&"font_size", variation))
	sizes.insert(TYPE_SCALE.find("Caption"), theme.default_font_size)  # body text
	for i in sizes.size() - 1:
		check(sizes[i] > sizes[i + 1], "the scale falls step by step: %s" % [sizes])
	var dark: Theme = load(Settings.DARK_THEME)
	check(not dark.has_default_font_size() and dark.get_font_size_type_list().is_empty(), "the dark theme holds no sizes: the light one's apply")
	check(dark.get_type_variation_list(&"Label").is_empty(), "nor variations of its own, which would cut the light theme's chains")


## Spacing is a scale too (GapHairline … GapWide, for any container: a box's
## separation, a grid's and a flow's both ways); nothing in a scene overrides the
## theme, and a script only where the theme cannot know the value: the margins
## of the screen's safe area (readable_margin.gd).
const SPACING_SCALE := ["GapHairline", "GapTight", "GapSmall", "GapMedium", "GapLarge", "GapWide"]
const ANY_OVERRIDE := "theme_override_|add_theme_[a-z_]+_override\\("
const SAFE_AREA := "res://godot_project/common/readable_margin.gd"


func test_nothing_overrides_the_theme_but_the_safe_area() -> void:
	var pattern := RegEx.create_from_string(ANY_OVERRIDE)
	for path in _files(SOURCE_DIR, ".tscn") + _files(SOURCE_DIR, ".gd"):
		if path != SAFE_AREA:
			for hit in _hits(pattern, FileAccess.get_file_as_string(path)):
				failures.append("%s overrides the theme: %s" % [path, hit])
	check(_hits(pattern, "theme_override_constants/separation = 10").size() == 1, "the scan catches a scene's override")
	check(_hits(pattern, "box.add_theme_constant_override(&\"separation\", 2)").size() == 1, "and a script's")
	var theme: Theme = load(ProjectSettings.get_setting("gui/theme/custom"))
	var gaps: Array[int] = []
	for variation in SPACING_SCALE:
		for constant in [&"separation", &"h_separation", &"v_separation"]:
			check(theme.has_constant(constant, variation), "%s sets %s" % [variation, constant])
		gaps.append(theme.get_constant(&"separation", variation))
	for i in gaps.size() - 1:
		check(gaps[i] < gaps[i + 1], "the gaps grow step by step: %s" % [gaps])
	var box := VBoxContainer.new()
	box.theme_type_variation = &"GapLarge"
	add_child(box)
	check_eq(box.get_theme_constant(&"separation"), theme.get_constant(&"separation", &"GapLarge"), "a box takes its gap from the scale")
	box.free()


## A caption in the dark theme: the dark theme's muted colour, the project
## theme's caption size (a variation's chain comes from the project theme).
func test_the_dark_theme_keeps_the_type_scale() -> void:
	var project: Theme = load(ProjectSettings.get_setting("gui/theme/custom"))
	var dark: Theme = load(Settings.DARK_THEME)
	var window := Window.new()
	window.theme = dark
	window.visible = false
	var caption := Label.new()
	caption.theme_type_variation = &"Caption"
	var title := Label.new()
	title.theme_type_variation = &"Title"
	window.add_child(caption)
	window.add_child(title)
	get_tree().root.add_child(window)
	check_eq(caption.get_theme_font_size(&"font_size"), project.get_font_size(&"font_size", &"Caption"), "a caption's size")
	check_eq(caption.get_theme_color(&"font_color"), dark.get_color(&"font_color", &"MutedLabel"), "in the dark theme's muted colour")
	check_eq(title.get_theme_font_size(&"font_size"), project.get_font_size(&"font_size", &"Title"), "a title's size")
	check_eq(title.get_theme_color(&"font_color"), dark.get_color(&"font_color", &"Label"), "in the dark theme's ink")
	window.free()


static func _hits(pattern: RegEx, text: String) -> PackedStringArray:
	var found := PackedStringArray()
	for line in text.split("\n"):
		if not line.strip_edges().begins_with("#") and pattern.search(line) != null:
			found.append(line.strip_edges())
	return found


static func _files(dir: String, extension: String) -> PackedStringArray:
	var result := PackedStringArray()
	for file in DirAccess.get_files_at(dir):
		if file.ends_with(extension):
			result.append(dir.path_join(file))
	for sub in DirAccess.get_directories_at(dir):
		result.append_array(_files(dir.path_join(sub), extension))
	return result


func test_every_army_of_every_game_has_a_shape_of_its_own() -> void:
	var palette := ArmyPalette.standard()
	var outlines := {}
	for army in palette.colours:
		check(palette.shapes.has(army), "army_palette.tres gives %s a shape" % army)
		var outline := ArmyMark.outline_of(palette.shape_of(army), Vector2.ZERO, 10.0)
		check(not outlines.has(outline), "%s's outline is no other colour's" % army)
		outlines[outline] = army
	for id in ClassDB.class_call_static(&"GameSession", &"game_ids"):
		var session: Node = ClassDB.instantiate(&"GameSession")
		if session.start(id, 0) == OK:
			var seen := {}
			for army in session.state()["armies"]:
				var shape := palette.shape_of(army["army"])
				check(not seen.has(shape), "%s: %s and %s share a shape" % [id, army["army"], seen.get(shape, "")])
				seen[shape] = army["army"]
		session.free()
