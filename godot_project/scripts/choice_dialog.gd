class_name ChoiceDialog
extends CenterContainer
## A modal question over the screen: a title, a text and a button per option.
## `await ask(…)` returns the index of the option the player chose.

signal chosen(index: int)

@onready var _title: Label = %DialogTitle
@onready var _body: Label = %DialogBody
@onready var _options: HFlowContainer = %DialogOptions


func _ready() -> void:
	visible = false


## Shows the question; options are {"text": String, "icon": Texture2D or null}.
func ask(title: String, body: String, options: Array) -> int:
	_title.text = title
	_body.text = body
	_body.visible = body != ""
	for child in _options.get_children():
		_options.remove_child(child)  # at once: the new buttons reuse the names
		child.queue_free()
	for i in options.size():
		var button := Button.new()
		button.name = "Option%d" % i
		button.text = options[i].get("text", "")
		button.icon = options[i].get("icon")
		button.expand_icon = button.icon != null
		button.custom_minimum_size = Vector2(96 if button.icon != null else 150, 64 if button.icon != null else 52)
		button.pressed.connect(chosen.emit.bind(i))
		_options.add_child(button)
	visible = true
	var index: int = await chosen
	visible = false
	return index
