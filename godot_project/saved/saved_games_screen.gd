extends PanelContainer
## Saved games: every save with its game, date, moves and whose turn it is; a tap
## resumes one, Delete removes one after a confirmation. A save that cannot be read
## is shown as damaged, with the reason, and stays until the player deletes it.

@onready var _list: VBoxContainer = %List
@onready var _message: Label = %Message
@onready var dialog: ChoiceDialog = %Dialog


func _ready() -> void:
	%Back.pressed.connect(App.open_menu)
	refresh()


## The system's back (`App.go_back`): cancels an open question, else as the
## Back button.
func go_back() -> void:
	if not dialog.cancel() and not dialog.visible:
		App.open_menu()


## Lists the saves again from the folder.
func refresh() -> void:
	for child in _list.get_children():
		_list.remove_child(child)  # at once: new rows reuse the names
		child.queue_free()
	var entries := SavedGames.list()
	for entry in entries:
		_list.add_child(_row(entry))
	%Empty.visible = entries.is_empty()


func _row(entry: Dictionary) -> Control:
	var row := SavedGameRow.make()
	var title: String = tr("Continue: the last game") if entry["autosave"] else entry["name"]
	row.show_save(entry["path"].get_file().get_basename(), title, _details(entry), entry["damaged"])
	row.open_pressed.connect(_resume.bind(entry["path"]))
	row.delete_pressed.connect(_delete.bind(entry))
	return row


## "Čaturádží · 29. 11. 2026 18:06 · 12 moves · Red to move", or why it is damaged.
func _details(entry: Dictionary) -> String:
	var when := SavedGames.local_time(entry["saved_at"])
	if entry["damaged"]:
		return (tr("Damaged: this save cannot be read. It is kept until you delete it.") + " " + entry["error"]) + " · " + when
	var game: String = entry["game"]
	# A save from before descriptions named the catalogue entry: found by its game.
	var catalogue_entry := Catalogue.game(entry["catalogue_id"])
	if catalogue_entry.is_empty():
		catalogue_entry = Catalogue.game_of_engine(game)
	var parts := PackedStringArray([catalogue_entry.get("name", game), when])
	parts.append(tr_n("%d move", "%d moves", entry["ply"]) % entry["ply"])
	parts.append(tr("Finished") if entry["over"] else tr("%s to move") % tr(str(entry["to_move"]).capitalize()))
	return " · ".join(parts)


func _resume(path: String) -> void:
	var why := App.resume_saved(path)
	if why != "":
		_message.text = tr("The saved game could not be read; it was kept.") + " " + why
		_message.visible = true
		refresh()


func _delete(entry: Dictionary) -> void:
	var name: String = tr("Continue: the last game") if entry["autosave"] else entry["name"]
	var choice: int = await dialog.ask(tr("Delete this save?"), name, [{"text": tr("Delete")}, {"text": tr("Cancel"), "cancel": true}])
	if choice != 0:
		return
	if SavedGames.delete(entry["path"]) != OK:
		_message.text = tr("The save could not be deleted.")
		_message.visible = true
	refresh()
