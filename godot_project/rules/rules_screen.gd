extends PanelContainer
## The rules page of a game: the seed text in the chosen language, and a diagram
## of each piece's moves drawn by the engine's own move generator.

const DIAGRAM_SIZE := Vector2(210, 210)
## Pieces that differ only by their direction ("pawn-east") carry an arrow.
const DIRECTIONS := {"north": " ↑", "east": " →", "south": " ↓", "west": " ←"}

## The diagrams stand below the text, out of sight as the page opens: they are
## added after it, at least one a frame and more while the frame has spent
## less than this on them.
const DIAGRAMS_BUDGET_USEC := 4000

@onready var _text: RichTextLabel = %Text
@onready var _diagrams: HFlowContainer = %Diagrams

## The diagrams still to add (GameSession.piece_diagrams), the board they are
## drawn on and the army whose pieces they show.
var _to_add: Array = []
var _board: Dictionary = {}
var _army := ""


func _ready() -> void:
	%Back.pressed.connect(App.close_rules)
	_text.text = to_bbcode(Catalogue.rules_text(App.catalogue_id), get_theme_font_size(&"font_size", &"Title"), get_theme_font_size(&"font_size", &"Heading"))
	if _text.text == "":
		_text.text = tr("No rules page yet.")
	_add_diagrams()


## The system's back (`App.go_back`): as the Back button.
func go_back() -> void:
	App.close_rules()


func _add_diagrams() -> void:
	var forms: Array = Catalogue.forms_of(App.catalogue_id)
	var session: Node = ClassDB.instantiate(&"GameSession")
	add_child(session)
	if forms.is_empty() or session.start(forms[0]["engine"], 0) != OK:
		%PiecesTitle.visible = false
		return
	_board = session.board()
	_army = _board["armies"][0]["army"]
	_to_add = session.piece_diagrams()


## Adds the next diagrams (`DIAGRAMS_BUDGET_USEC`), until none is left.
func _process(_delta: float) -> void:
	var started := Time.get_ticks_usec()
	while not _to_add.is_empty():
		_add_diagram(_to_add.pop_front())
		if Time.get_ticks_usec() - started >= DIAGRAMS_BUDGET_USEC:
			break
	set_process(not _to_add.is_empty())


## Whether every piece's diagram is shown.
func is_filled() -> bool:
	return _to_add.is_empty()


func _add_diagram(diagram: Dictionary) -> void:
	var cell := VBoxContainer.new()
	cell.name = "Diagram_" + diagram["piece"]
	var name := Label.new()
	name.text = piece_title(diagram)
	name.horizontal_alignment = HORIZONTAL_ALIGNMENT_CENTER
	cell.add_child(name)
	var view := BoardView.new()
	view.custom_minimum_size = DIAGRAM_SIZE
	cell.add_child(view)
	_diagrams.add_child(cell)
	view.show_diagram(_board, diagram, _army)


## A diagram's title: the piece's name; a merged piece (friendly chess) as its
## two parts, "Queen + Rook"; a piece with a direction ("pawn-east") with an arrow.
static func piece_title(diagram: Dictionary) -> String:
	var parts := PackedStringArray(diagram.get("parts", []))
	if not parts.is_empty():
		return " + ".join(Array(parts).map(func(part: String) -> String: return TranslationServer.translate(part.capitalize())))
	var piece: String = diagram["piece"]
	return TranslationServer.translate(piece.get_slice("-", 0).capitalize()) + DIRECTIONS.get(piece.get_slice("-", 1), "")


## Plain rules text as BBCode: the first line is the title; a short line that stands
## alone between blank lines and ends without punctuation is a heading. The sizes
## are the theme's Title and Heading (the type scale).
static func to_bbcode(text: String, title_size: int, heading_size: int) -> String:
	var blocks := text.strip_edges().split("\n\n")
	var out := PackedStringArray()
	for i in blocks.size():
		var block := blocks[i].strip_edges().replace("[", "[lb]")
		if block == "":
			continue
		if i == 0:
			out.append("[font_size=%d][b]%s[/b][/font_size]" % [title_size, block])
		elif _is_heading(block):
			out.append("[font_size=%d][b]%s[/b][/font_size]" % [heading_size, block])
		else:
			out.append(block)
	return "\n\n".join(out)


static func _is_heading(block: String) -> bool:
	return not block.contains("\n") and block.length() < 60 and not ".:!?…“”\"".contains(block.right(1))
