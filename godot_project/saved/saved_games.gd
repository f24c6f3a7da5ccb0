class_name SavedGames
extends RefCounted
## The player's saved games. Each is the core's save (`<id>.ron`: versioned,
## written to a temporary file and renamed by GameSession.save, so a crash never
## leaves half of one) with a description beside it (`<id>.cfg`: name, catalogue
## entry, seats, time). Named saves live in `folder`; the autosave, the game in
## progress, sits apart. A save that does not load is listed as damaged and left
## where it is: only the player deletes a save.

## The game in play, saved after every move; "Continue" resumes it.
const AUTOSAVE := "user://autosave.ron"
const DESCRIPTION_VERSION := 1
## How a date reads in each language: {day}, {month}, {year}, {hour}, {minute};
## {dd} and {mm} are the day and month with two digits.
const DATE_FORMAT := "{year}-{mm}-{dd} {hour}:{minute}"

## Where named saves live; tests point it elsewhere.
static var folder := "user://saves"


## Saves the game of `session` as a new save named `name`, with who plays each
## seat. Returns "" or why it failed.
static func save(session: Node, name: String, seats: Array, catalogue_id: String) -> String:
	var made := DirAccess.make_dir_recursive_absolute(folder)
	if made != OK:
		return "%s: %s" % [folder, error_string(made)]
	var stamp := int(Time.get_unix_time_from_system())
	var path := folder.path_join("game-%d.ron" % stamp)
	var suffix := 1
	while FileAccess.file_exists(path) or FileAccess.file_exists(description_path(path)):
		suffix += 1
		path = folder.path_join("game-%d-%d.ron" % [stamp, suffix])
	# The description first: a save without one still lists (by its file name),
	# while a description whose save never came is not listed at all.
	var described := write_description(path, {"name": name, "catalogue_id": catalogue_id, "seats": seats, "saved_at": stamp})
	if described != OK:
		return Failures.text("io", "%s: %s" % [description_path(path), error_string(described)])
	if session.save(path) != OK:
		DirAccess.remove_absolute(description_path(path))
		return Failures.of(session)
	return ""


## Every save, the autosave first and then the newest first: {path, autosave, name,
## catalogue_id, game, saved_at, ply, to_move, over, damaged, error}.
static func list() -> Array[Dictionary]:
	var entries: Array[Dictionary] = []
	if FileAccess.file_exists(AUTOSAVE):
		entries.append(describe(AUTOSAVE))
	var named: Array[Dictionary] = []
	var files := DirAccess.get_files_at(folder) if DirAccess.dir_exists_absolute(folder) else PackedStringArray()
	for file in files:
		if file.ends_with(".ron"):
			named.append(describe(folder.path_join(file)))
	named.sort_custom(func(a: Dictionary, b: Dictionary) -> bool: return a["saved_at"] > b["saved_at"] or (a["saved_at"] == b["saved_at"] and a["path"] > b["path"]))
	entries.append_array(named)
	return entries


## What the list shows of one save; loading it is the only honest check.
static func describe(path: String) -> Dictionary:
	var meta := read_description(path)
	var entry := {
		"path": path,
		"autosave": path == AUTOSAVE,
		"name": str(meta.get("name", path.get_file().get_basename())),
		"catalogue_id": str(meta.get("catalogue_id", "")),
		"seats": meta.get("seats", []),
		"saved_at": int(meta.get("saved_at", FileAccess.get_modified_time(path))),
		"damaged": true,
		"error": "",
	}
	var session: Node = ClassDB.instantiate(&"GameSession") if ClassDB.class_exists(&"GameSession") else null
	if session == null:
		entry["error"] = TranslationServer.translate("The rules engine is not built.")
		return entry
	if session.load(path) == OK:
		var summary: Dictionary = session.summary()
		entry["damaged"] = false
		entry["game"] = summary["game"]
		entry["ply"] = summary["ply"]
		entry["to_move"] = summary["to_move"]
		entry["over"] = summary["over"]
	else:
		entry["error"] = Failures.of(session)
	session.free()
	return entry


## Deletes a save and its description.
static func delete(path: String) -> Error:
	var removed := DirAccess.remove_absolute(path)
	if FileAccess.file_exists(description_path(path)):
		DirAccess.remove_absolute(description_path(path))
	return removed


static func description_path(save_path: String) -> String:
	return save_path.get_basename() + ".cfg"


## Writes a save's description to a temporary file and renames it into place.
static func write_description(save_path: String, meta: Dictionary) -> Error:
	var file := ConfigFile.new()
	file.set_value("save", "version", DESCRIPTION_VERSION)
	for key in meta:
		file.set_value("game", key, meta[key])
	var target := description_path(save_path)
	var temporary := target + ".tmp"
	var written := file.save(temporary)
	if written != OK:
		return written
	return DirAccess.rename_absolute(temporary, target)


## A save's description; {} when there is none or it cannot be read.
static func read_description(save_path: String) -> Dictionary:
	var file := ConfigFile.new()
	var meta := {}
	if file.load(description_path(save_path)) != OK or not file.has_section("game"):
		return meta
	for key in file.get_section_keys("game"):
		meta[key] = file.get_value("game", key)
	if not meta.get("seats") is Array:
		meta["seats"] = []
	return meta


## A moment as the player's language writes dates, in local time.
static func local_time(unix_seconds: int) -> String:
	var bias_minutes: int = Time.get_time_zone_from_system().get("bias", 0)
	var moment := Time.get_datetime_dict_from_unix_time(unix_seconds + bias_minutes * 60)
	return TranslationServer.translate(DATE_FORMAT).format({
		"day": moment["day"],
		"month": moment["month"],
		"dd": "%02d" % moment["day"],
		"mm": "%02d" % moment["month"],
		"year": moment["year"],
		"hour": "%02d" % moment["hour"],
		"minute": "%02d" % moment["minute"],
	})
