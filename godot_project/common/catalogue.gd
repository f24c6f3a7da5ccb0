class_name Catalogue
extends RefCounted
## The catalogue of games: groups and one-line descriptions from
## godot_project/rules/*.csv (sk, cs, en), and how a catalogue entry with its
## options (mode, dice) maps to an engine game id.

const GAMES_CSV := "res://godot_project/rules/catalogue.csv"
const GROUPS_CSV := "res://godot_project/rules/groups.csv"
const RULES_PAGE := "res://godot_project/rules/%s.%s.txt"
const LOCALES: PackedStringArray = ["sk", "cs", "en"]

## Per catalogue entry, the playable forms: mode ("ffa", "pairs" or "teams", "" when the
## game has one), dice (on or off), chess960 (shuffled back ranks; off when not
## given) and the engine id. Entries missing here map to their own id, with one
## mode and no dice.
const FORMS := {
	"chess": [
		{"mode": "", "dice": false, "engine": "chess"},
		{"mode": "", "dice": false, "chess960": true, "engine": "chess960"},
	],
	"chaturaji": [
		{"mode": "ffa", "dice": false, "engine": "chaturaji"},
		{"mode": "ffa", "dice": true, "engine": "chaturaji-dice"},
		{"mode": "teams", "dice": false, "engine": "chaturaji-teams"},
		{"mode": "teams", "dice": true, "engine": "chaturaji-teams-dice"},
	],
	"fourplayer": [
		{"mode": "teams", "dice": false, "engine": "fourplayer-teams"},
		{"mode": "ffa", "dice": false, "engine": "fourplayer-ffa"},
	],
	"seasons": [
		{"mode": "", "dice": false, "engine": "seasons"},
		{"mode": "", "dice": true, "engine": "seasons-dice"},
	],
	"eightplayer": [
		{"mode": "ffa", "dice": false, "engine": "eightplayer"},
		{"mode": "pairs", "dice": false, "engine": "eightplayer-pairs"},
		{"mode": "teams", "dice": false, "engine": "eightplayer-teams"},
	],
}


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


static func forms_of(id: String) -> Array:
	return FORMS.get(id, [{"mode": "", "dice": false, "engine": id}])


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
	return ClassDB.class_call_static(&"GameSession", &"game_ids")


static func _read_csv(path: String) -> Array[Dictionary]:
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
