class_name Catalogue
extends RefCounted
## The catalogue of games: groups and one-line descriptions from
## godot_project/rules/*.csv (sk, cs, en), and how a catalogue entry with its
## options (mode, dice) maps to an engine game id (the engine's data files say).

const GAMES_CSV := "res://godot_project/rules/catalogue.csv"
const GROUPS_CSV := "res://godot_project/rules/groups.csv"
const RULES_PAGE := "res://godot_project/rules/%s.%s.txt"
const LOCALES: PackedStringArray = ["sk", "cs", "en"]

## What the files and the engine say, read once: the rows of each CSV by path,
## each entry's forms by id, the engine's game ids. Screens ask often (every
## game screen names its game), and none of it changes while the app runs.
static var _csv_rows := {}
static var _forms := {}
static var _engine_game_ids := PackedStringArray()

## The groups in catalogue order: [{id, name}] in the current language.
static func groups() -> Array[Dictionary]:
	var result: Array[Dictionary] = []
	for row in _read_csv(GROUPS_CSV):
		result.append({"id": row["group"], "name": row["name_" + language()]})
	return result


## The games in catalogue order: [{id, group, name, line, forms, available}].
static func games() -> Array[Dictionary]:
	var engine_ids := _engine_ids()
	var result: Array[Dictionary] = []
	for row in _read_csv(GAMES_CSV):
		var forms := forms_of(row["id"]).filter(func(f: Dictionary) -> bool: return engine_ids.has(f["engine"]))
		result.append({
			"id": row["id"],
			"group": row["group"],
			"name": row["name_" + language()],
			"line": row["line_" + language()],
			"forms": forms,
			"available": not forms.is_empty(),
		})
	return result


static func game(id: String) -> Dictionary:
	for entry in games():
		if entry["id"] == id:
			return entry
	return {}


## The catalogue entry that plays the engine's game `engine_id`, or {}.
static func game_of_engine(engine_id: String) -> Dictionary:
	for entry in games():
		if forms_of(entry["id"]).any(func(form: Dictionary) -> bool: return form["engine"] == engine_id):
			return entry
	return {}


## The playable forms of catalogue entry `id`, as the engine's data files list
## them: [{engine, mode, dice, chess960}], mode "ffa", "pairs" or "teams" where
## the entry's forms differ in it, else ""; [] for a game the engine lacks.
static func forms_of(id: String) -> Array:
	if not ClassDB.class_exists(&"GameSession"):
		return []
	if not _forms.has(id):
		_forms[id] = ClassDB.class_call_static(&"GameSession", &"catalogue_forms", id)
	return _forms[id]


## The engine id for a catalogue entry with the chosen options, or "" if none.
static func engine_id(id: String, mode: String, dice: bool, chess960 := false) -> String:
	for form in forms_of(id):
		if form["mode"] == mode and form["dice"] == dice and form.get("chess960", false) == chess960:
			return form["engine"]
	return ""


## Catalogue entries whose rules page is another entry's.
const SHARED_PAGES := {"chess960": "chess"}


## The rules page of a catalogue entry in the current language ("" when none).
static func rules_text(id: String) -> String:
	var path := RULES_PAGE % [SHARED_PAGES.get(id, id), language()]
	if not FileAccess.file_exists(path):
		return ""
	return FileAccess.get_file_as_string(path)


static func has_rules(id: String) -> bool:
	return FileAccess.file_exists(RULES_PAGE % [SHARED_PAGES.get(id, id), "en"])


## The UI language among sk, cs and en (English for any other locale).
static func language() -> String:
	var lang := TranslationServer.get_locale().substr(0, 2)
	return lang if LOCALES.has(lang) else "en"


static func _engine_ids() -> PackedStringArray:
	if not ClassDB.class_exists(&"GameSession"):
		return PackedStringArray()
	if _engine_game_ids.is_empty():
		_engine_game_ids = ClassDB.class_call_static(&"GameSession", &"game_ids")
	return _engine_game_ids


static func _read_csv(path: String) -> Array[Dictionary]:
	if not _csv_rows.has(path):
		_csv_rows[path] = _parse_csv(path)
	return _csv_rows[path]


static func _parse_csv(path: String) -> Array[Dictionary]:
	var rows: Array[Dictionary] = []
	var file := FileAccess.open(path, FileAccess.READ)
	if file == null:
		push_error("Catalogue: cannot read %s" % path)
		return rows
	var header := file.get_csv_line()
	while not file.eof_reached():
		var fields := file.get_csv_line()
		if fields.size() != header.size():
			continue  # the empty last line
		var row := {}
		for i in header.size():
			row[header[i]] = fields[i]
		rows.append(row)
	return rows
