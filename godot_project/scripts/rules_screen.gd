extends PanelContainer
## The rules page of a game: the seed text in the chosen language.

@onready var _text: RichTextLabel = %Text


func _ready() -> void:
	%Back.pressed.connect(App.close_rules)
	_text.text = to_bbcode(Catalogue.rules_text(App.catalogue_id))
	if _text.text == "":
		_text.text = tr("No rules page yet.")


## Plain rules text as BBCode: the first line is the title; a short line that stands
## alone between blank lines and ends without punctuation is a heading.
static func to_bbcode(text: String) -> String:
	var blocks := text.strip_edges().split("\n\n")
	var out := PackedStringArray()
	for i in blocks.size():
		var block := blocks[i].strip_edges().replace("[", "[lb]")
		if block == "":
			continue
		if i == 0:
			out.append("[font_size=30][b]%s[/b][/font_size]" % block)
		elif _is_heading(block):
			out.append("[b]%s[/b]" % block)
		else:
			out.append(block)
	return "\n\n".join(out)


static func _is_heading(block: String) -> bool:
	return not block.contains("\n") and block.length() < 60 and not ".:!?…“”\"".contains(block.right(1))
