extends "res://tests/godot/godot_test.gd"
## Every visible string is translated into sk, cs and en, with matching
## placeholders, and Slovak and Czech have their three plural forms.

const LOCALES: PackedStringArray = ["sk", "cs", "en"]
const LOCALE_FILE := "res://godot_project/locale/%s.po"
const SOURCE_DIR := "res://godot_project"
## Scripts whose constant tables hold texts shown through tr().
const TABLES := {
	"res://godot_project/game/game_screen.gd": ["END_REASONS", "ACTIONS", "DIE_STATES"],
	"res://godot_project/setup/setup_screen.gd": ["MODE_NAMES"],
	"res://godot_project/settings/settings_screen.gd": ["ROTATIONS", "SPEED_NAMES", "APPEARANCE_NAMES"],
	"res://godot_project/board/board_style.gd": ["BOARD_NAMES", "PIECE_NAMES"],
	"res://godot_project/common/failures.gd": ["TEXTS"],
	"res://godot_project/game/game_clock.gd": ["NAMES"],
}


func test_every_visible_string_is_translated_in_every_locale() -> void:
	var catalogues := {}
	for locale in LOCALES:
		catalogues[locale] = PoFile.read(LOCALE_FILE % locale)
		check(not catalogues[locale].is_empty(), "%s.po reads" % locale)
	var needed := _visible_strings()
	check(needed.size() > 30, "the extraction finds the app's strings (%d)" % needed.size())
	for msgid in needed:
		for locale in LOCALES:
			var entry: Variant = catalogues[locale].get(msgid)
			if entry == null:
				failures.append("%s: missing msgid %s" % [locale, msgid.c_escape()])
				continue
			for text in entry:
				check(text != "", "%s: empty translation of %s" % [locale, msgid.c_escape()])
				check_eq(_placeholders(text), _placeholders(msgid), "%s: placeholders of %s" % [locale, msgid.c_escape()])
	for locale in LOCALES:
		for msgid in catalogues[locale]:
			check(catalogues["en"].has(msgid), "%s has %s, which en.po lacks" % [locale, msgid.c_escape()])


func test_no_msgid_is_written_twice() -> void:
	for locale in LOCALES:
		var repeated := PoFile.repeated_ids(LOCALE_FILE % locale)
		check(repeated.is_empty(), "%s.po repeats %s" % [locale, ", ".join(repeated)])


func test_plural_forms_follow_each_language() -> void:
	var cases := {
		"sk": {1: "1 bod", 3: "3 body", 5: "5 bodov"},
		"cs": {1: "1 bod", 4: "4 body", 7: "7 bodů"},
		"en": {1: "1 point", 3: "3 points", 5: "5 points"},
	}
	var before := TranslationServer.get_locale()
	for locale in cases:
		TranslationServer.set_locale(locale)
		for n in cases[locale]:
			check_eq(tr_n("%d point", "%d points", n) % n, cases[locale][n], "%s plural for %d" % [locale, n])
	TranslationServer.set_locale(before)


func test_texts_switch_with_the_locale() -> void:
	var before := TranslationServer.get_locale()
	var expected := {"sk": "Nastavenia", "cs": "Nastavení", "en": "Settings"}
	for locale in expected:
		TranslationServer.set_locale(locale)
		check_eq(tr("Settings"), expected[locale], "Settings in %s" % locale)
	TranslationServer.set_locale(before)


## Texts of scenes (text = "…"), tr()/tr_n() literals of scripts, the scripts'
## text tables, the translated constants (translate(CONSTANT)), and the army and
## state names the engine reports.
func _visible_strings() -> PackedStringArray:
	var found := {}
	var scene_text := RegEx.create_from_string("(?m)^(?:text|tooltip_text) = \"((?:[^\"\\\\]|\\\\.)*)\"")
	var tr_call := RegEx.create_from_string("\\btr(?:_n)?\\(\"((?:[^\"\\\\]|\\\\.)*)\"(?:,\\s*\"((?:[^\"\\\\]|\\\\.)*)\")?")
	for path in _files(SOURCE_DIR):
		var source := FileAccess.get_file_as_string(path)
		if path.ends_with(".tscn"):
			for m in scene_text.search_all(source):
				found[m.get_string(1).c_unescape()] = true
		elif path.ends_with(".gd"):
			for m in tr_call.search_all(source):
				found[m.get_string(1).c_unescape()] = true
	# A script's constant passed to TranslationServer.translate() is a text too.
	var translated_constant := RegEx.create_from_string("\\btranslate\\(([A-Z_]+)\\)")
	for path in _files(SOURCE_DIR):
		if path.ends_with(".gd"):
			var constants: Dictionary = (load(path) as GDScript).get_script_constant_map()
			for m in translated_constant.search_all(FileAccess.get_file_as_string(path)):
				if constants.get(m.get_string(1)) is String:
					found[constants[m.get_string(1)]] = true
	for path in TABLES:
		var script: GDScript = load(path)
		for table in TABLES[path]:
			for text in script.get_script_constant_map()[table].values():
				found[text] = true
	found["System"] = true
	for id in ClassDB.class_call_static(&"GameSession", &"game_ids"):
		var session: Node = ClassDB.instantiate(&"GameSession")
		if session.start(id, 0) == OK:
			for army in session.state()["armies"]:
				found[army["army"].capitalize()] = true
			for entry: Dictionary in session.piece_letters():
				found[entry["piece"].get_slice("-", 0).capitalize()] = true
		session.free()
	for state in ["live", "eliminated", "resigned"]:
		found[state.capitalize()] = true
	var result := PackedStringArray()
	for text in found:
		if RegEx.create_from_string("[A-Za-zÀ-ž]").search(text) != null:
			result.append(text)
	return result


func _files(dir: String) -> PackedStringArray:
	var result := PackedStringArray()
	for file in DirAccess.get_files_at(dir):
		result.append(dir.path_join(file))
	for sub in DirAccess.get_directories_at(dir):
		result.append_array(_files(dir.path_join(sub)))
	return result


static func _placeholders(text: String) -> PackedStringArray:
	var result := PackedStringArray()
	for m in RegEx.create_from_string("%[sdf]").search_all(text):
		result.append(m.get_string())
	return result


## A minimal reader of gettext .po files: msgid -> Array of msgstr (one, or one
## per plural form). Enough for the files we write; not a general parser.
class PoFile:
	static func read(path: String) -> Dictionary:
		var entries := {}
		for entry in entries_in_order(path):
			entries[entry[0]] = entry[1]
		return entries

	## The msgids written more than once (a merge can add one twice).
	static func repeated_ids(path: String) -> PackedStringArray:
		var seen := {}
		var repeated := PackedStringArray()
		for entry in entries_in_order(path):
			if seen.has(entry[0]):
				repeated.append(entry[0])
			seen[entry[0]] = true
		return repeated

	## [msgid, strings] pairs as the file has them.
	static func entries_in_order(path: String) -> Array:
		var entries: Array = []
		var file := FileAccess.open(path, FileAccess.READ)
		if file == null:
			return entries
		var msgid := ""
		var strings: Array = []
		var field := ""
		for raw in file.get_as_text().split("\n"):
			var line := raw.strip_edges()
			if line.begins_with("#") or line == "":
				continue
			var quoted := line.substr(line.find("\"")) if line.contains("\"") else ""
			var text := quoted.substr(1, quoted.length() - 2).c_unescape() if quoted.length() >= 2 else ""
			if line.begins_with("msgid_plural"):
				field = "plural"
			elif line.begins_with("msgid"):
				if msgid != "":
					entries.append([msgid, strings])
				msgid = text
				strings = []
				field = "id"
			elif line.begins_with("msgstr"):
				strings.append(text)
				field = "str"
			elif line.begins_with("\""):
				if field == "id":
					msgid += text
				elif field == "str":
					strings[-1] += text
		if msgid != "":
			entries.append([msgid, strings])
		return entries
