class_name ChoiceDialog
extends CenterContainer
## A modal question over the screen: a title, a text and a button per option.
## `await ask(…)` returns the index of the option the player chose; `await
## ask_text(…)` asks for a line of text. The system's back (`cancel`) chooses the
## option marked "cancel", where there is one.

signal chosen(index: int)

@onready var _title: Label = %DialogTitle
@onready var _body: Label = %DialogBody
@onready var _options: HFlowContainer = %DialogOptions

## The option the system's back chooses, -1 where a question must be answered.
var _cancel := -1


func _ready() -> void:
	visible = false


## Shows the question; options are {"text": String, "icon": Texture2D or null,
## "cancel": true for the one the system's back chooses}.
func ask(title: String, body: String, options: Array) -> int:
	_title.text = title
	_body.text = body
	_body.visible = body != ""
	for child in _options.get_children():
		_options.remove_child(child)  # at once: the new buttons reuse the names
		child.queue_free()
	_cancel = options.find_custom(func(option: Dictionary) -> bool: return option.get("cancel", false))
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


## Answers the open question with its cancelling option, as the system's back
## does; false when no question is open or it has no such option.
func cancel() -> bool:
	if not visible or _cancel < 0:
		return false
	chosen.emit(_cancel)
	return true


## Asks for a line of text, offering `text`; returns what the player accepted
## (`text` when the field was emptied), or "" when cancelled.
func ask_text(title: String, text: String, accept: String, cancel_text: String) -> String:
	var field := LineEdit.new()
	field.name = "DialogText"
	field.text = text
	field.max_length = 80
	field.custom_minimum_size = Vector2(300, 48)
	field.select_all_on_focus = true
	field.text_submitted.connect(func(_submitted: String) -> void: chosen.emit(0))
	_body.add_sibling(field)
	field.grab_focus.call_deferred()
	var index := await ask(title, "", [{"text": accept}, {"text": cancel_text, "cancel": true}])
	var answer := field.text.strip_edges()
	field.get_parent().remove_child(field)
	field.queue_free()
	if index != 0:
		return ""
	return answer if answer != "" else text
