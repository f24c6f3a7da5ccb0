extends "res://tests/godot/ui_test.gd"
## Board settings: chosen on the settings screen, kept in the settings file, and
## drawn by every board, at once.

var _saved_file := ""
var _had_file := false


func _keep_player_settings() -> void:
	_had_file = FileAccess.file_exists(Settings.PATH)
	_saved_file = FileAccess.get_file_as_string(Settings.PATH) if _had_file else ""


func _restore_player_settings() -> void:
	Settings.board_style = BoardStyle.DEFAULT_BOARD
	Settings.piece_style = BoardStyle.DEFAULT_PIECES
	Settings.set_animation_speed("normal")
	Settings.appearance = "system"
	if _had_file:
		var file := FileAccess.open(Settings.PATH, FileAccess.WRITE)
		file.store_string(_saved_file)
		file.close()
		Settings.load_settings()
	else:
		DirAccess.remove_absolute(Settings.PATH)
	Settings.apply_appearance()


## Chooses the item shown as `label`, as a player would from the button's list.
func _choose(button: OptionButton, label: String) -> void:
	for i in button.item_count:
		if button.get_item_text(i) == label:
			button.select(i)
			button.item_selected.emit(i)
			return
	failures.append("%s offers no %s" % [button.name, label])


func test_board_settings_are_kept_and_drawn_at_once() -> void:
	_keep_player_settings()
	Settings.board_style = "wood"
	Settings.piece_style = "filled"
	Settings.set_animation_speed("normal")
	get_tree().change_scene_to_file(App.SETTINGS_SCREEN)
	var screen := await wait_for_scene(App.SETTINGS_SCREEN)
	check(screen != null, "the settings open")
	if screen == null:
		_restore_player_settings()
		return
	await get_tree().process_frame
	var preview: BoardView = screen.get_node("%Preview")
	check_eq(preview.style.light, BoardPalettes.standard().light["wood"], "the preview starts in calm wood")
	var wood_dark := preview.style.dark

	_choose(screen.get_node("%BoardStyle"), tr("Slate"))
	_choose(screen.get_node("%PieceStyle"), tr("Flat"))
	_choose(screen.get_node("%Speed"), tr("Fast"))
	check_eq(preview.style.board_name, "slate", "the preview turns to slate at once")
	check_eq(preview.style.dark, BoardPalettes.standard().dark["slate"], "its dark squares take slate's tone")
	check(preview.style.dark != wood_dark, "a different tone from wood")
	check_eq(preview.style.piece_name, "flat", "and its pieces the flat look")
	check_eq(preview.animation_seconds, Settings.ANIMATION_SECONDS["fast"], "moves slide at the fast speed")

	# The file keeps them: forget them in memory, read the file again.
	Settings.board_style = "wood"
	Settings.piece_style = "filled"
	Settings.set_animation_speed("off")
	Settings.load_settings()
	check_eq(Settings.board_style, "slate", "the board style is kept")
	check_eq(Settings.piece_style, "flat", "the piece style is kept")
	check_eq(Settings.animation_speed, "fast", "the animation speed is kept")
	check_eq(Settings.animation_seconds, Settings.ANIMATION_SECONDS["fast"], "and means its seconds")

	# A game opened next draws with them.
	App.next_game = {"engine_id": "chaturaji", "catalogue_id": "chaturaji", "seats": [], "seed": 2}
	get_tree().change_scene_to_file(App.GAME_SCREEN)
	var game := await wait_for_scene(App.GAME_SCREEN)
	check(game != null, "a game opens")
	if game != null:
		await get_tree().process_frame
		check_eq(game.board.style.light, BoardPalettes.standard().light["slate"], "the game's board is slate")
		check_eq(game.board.style.piece_name, "flat", "its pieces are flat")
		check_eq(game.board.animation_seconds, Settings.ANIMATION_SECONDS["fast"], "its moves are fast")
		Settings.board_style = "green"
		Settings.save_settings()
		check_eq(game.board.style.dark, BoardPalettes.standard().dark["green"], "a change reaches the board on screen")
		game.queue_free()
	_restore_player_settings()


func test_unknown_names_and_old_files_read_sensibly() -> void:
	_keep_player_settings()
	var file := ConfigFile.new()
	file.set_value("board", "style", "purple")
	file.set_value("board", "pieces", 7)
	file.set_value("board", "animation_speed", "warp")
	file.save(Settings.PATH)
	Settings.load_settings()
	check_eq(Settings.board_style, BoardStyle.DEFAULT_BOARD, "an unknown palette reads as the default")
	check_eq(Settings.piece_style, BoardStyle.DEFAULT_PIECES, "an unknown piece look reads as the default")
	check_eq(Settings.animation_speed, "normal", "an unknown speed reads as normal")
	# A file from before the speeds: animation_seconds = 0 meant no animation.
	var old := ConfigFile.new()
	old.set_value("board", "animation_seconds", 0.0)
	old.save(Settings.PATH)
	Settings.load_settings()
	check_eq(Settings.animation_speed, "off", "no animation stays off")
	check_eq(Settings.animation_seconds, 0.0, "and slides in no time")
	var style := BoardStyle.named("purple", "flat")
	check_eq(style.board_name, BoardStyle.DEFAULT_BOARD, "BoardStyle.named falls back too")
	_restore_player_settings()


func test_the_flat_look_draws_the_lines_in_the_army_colour() -> void:
	var texture: Texture2D = load("res://godot_project/art/pieces/rook.svg")
	var lines: Texture2D = BoardStyle._line_layer(texture)
	check(lines != null, "the rook has a line layer")
	if lines == null:
		return
	var picture := texture.get_image()
	var layer := lines.get_image()
	check_eq(layer.get_size(), picture.get_size(), "the layer matches the picture")
	# The rook's body is white in the art: clear in the layer. Its outline is dark:
	# opaque in the layer. (The middle of the tower and the stroke at its left side.)
	var body := Vector2i(picture.get_width() / 2, int(picture.get_height() * 0.6))
	check(picture.get_pixelv(body).r > 0.9, "the art's body is light there")
	check(layer.get_pixelv(body).a < 0.1, "the body is clear in the line layer")
	var darkest := 1.0
	var darkest_alpha := 0.0
	for x in picture.get_width():
		var pixel := picture.get_pixel(x, body.y)
		if pixel.a > 0.9 and pixel.r < darkest:
			darkest = pixel.r
			darkest_alpha = layer.get_pixel(x, body.y).a
	check(darkest < 0.3, "the art has a dark line across the tower")
	check(darkest_alpha > 0.7, "the line is opaque in the line layer (%f)" % darkest_alpha)


func test_the_choices_stand_in_one_column_in_every_language() -> void:
	var before := TranslationServer.get_locale()
	for locale in ["sk", "cs", "en"]:
		TranslationServer.set_locale(locale)
		get_tree().change_scene_to_file(App.SETTINGS_SCREEN)
		var screen := await wait_for_scene(App.SETTINGS_SCREEN)
		check(screen != null, "%s: the settings open" % locale)
		if screen == null:
			continue
		await get_tree().process_frame
		await get_tree().process_frame
		var first: OptionButton = screen.get_node("%Language")
		for name in ["Rotation", "BoardStyle", "PieceStyle", "Speed"]:
			var choice: OptionButton = screen.get_node("%" + name)
			check_eq(choice.global_position.x, first.global_position.x, "%s: %s starts where the language does" % [locale, name])
			check_eq(choice.size.x, first.size.x, "%s: %s is as wide as the language" % [locale, name])
	TranslationServer.set_locale(before)


func test_the_dark_theme_is_chosen_kept_and_drawn_at_once() -> void:
	_keep_player_settings()
	get_tree().change_scene_to_file(App.SETTINGS_SCREEN)
	var screen := await wait_for_scene(App.SETTINGS_SCREEN)
	check(screen != null, "the settings open")
	if screen == null:
		_restore_player_settings()
		return
	var background := func() -> Color:
		return (screen.get_theme_stylebox(&"panel", &"ScreenBackground") as StyleBoxFlat).bg_color
	var light_ground: Color = background.call()
	check(light_ground.get_luminance() > 0.7, "the settings open light (headless has no dark mode)")
	_choose(screen.get_node("%Appearance"), "Dark")
	check_eq(Settings.appearance, "dark", "the choice is the setting")
	check_eq(get_tree().root.theme, load(Settings.DARK_THEME), "the whole window takes the dark theme")
	check(background.call().get_luminance() < 0.2, "the screen turns dark at once")
	var text: Color = screen.get_theme_color(&"font_color", &"Label")
	check(text.get_luminance() > 0.7, "and its text light")
	var file := ConfigFile.new()
	check_eq(file.load(Settings.PATH), OK, "the settings file is written")
	check_eq(file.get_value("app", "appearance", ""), "dark", "the file keeps the theme")
	_choose(screen.get_node("%Appearance"), "Light")
	check(get_tree().root.theme == null, "light is the project's own theme")
	check_eq(background.call(), light_ground, "and the ground is light again")
	file.set_value("app", "appearance", "purple")
	file.save(Settings.PATH)
	Settings.load_settings()
	check_eq(Settings.appearance, "system", "an unknown theme reads as the system's")
	_restore_player_settings()
