class_name ChoiceDialog
extends CenterContainer
## A modal question over the screen: a title, a text and a button per option.
## `await ask(…)` gives the index of the option the player chose; `await
## ask_text(…)` asks for a line of text. The system's back (`cancel`) chooses the
## option marked "cancel", where there is one.

signal chosen(index: int)

@onready var _title: Label = %DialogTitle
@onready var _body: Label = %DialogBody
@onready var _options: HFlowContainer = %DialogOptions

## The option the system's back chooses, -1 where a question must be answered.
var _cancel := -1
## The text question's field (`ask_text`) until its answer is read, and the
## text it offered.
var _field: LineEdit = null
var _offered := ""


func _ready() -> void:
	visible = false
	# Connected first, so the question is gone before those awaiting it go on
	# (and may ask the next).
	chosen.connect(func(_index: int) -> void: visible = false)


## Shows the question; options are {"text": String, "icon": Texture2D or null,
## "cancel": true for the one the system's back chooses}. `await` the signal it
## returns (`chosen`) for the index of the option chosen. It hands back the
## signal instead of awaiting it itself: a coroutine awaiting another keeps it
## alive, so a screen freed under an open question would leave both behind
## (leaked at exit); a caller awaiting the dialog's own signal is let go with it.
func ask(title: String, body: String, options: Array) -> Signal:
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
	return chosen


## Answers the open question with its cancelling option, as the system's back
## does; false when no question is open or it has no such option.
func cancel() -> bool:
	if not visible or _cancel < 0:
		return false
	chosen.emit(_cancel)
	return true


## Asks for a line of text, offering `text`: `await` the signal it returns (as
## `ask`'s), then `text_answer(index)` tells what the player gave.
func ask_text(title: String, text: String, accept: String, cancel_text: String) -> Signal:
	_drop_field()
	_field = LineEdit.new()
	_field.name = "DialogText"
	_field.text = text
	_field.max_length = 80
	_field.custom_minimum_size = Vector2(300, 48)
	_field.select_all_on_focus = true
	_field.text_submitted.connect(func(_submitted: String) -> void: chosen.emit(0))
	_body.add_sibling(_field)
	_field.grab_focus.call_deferred()
	_offered = text
	return ask(title, "", [{"text": accept}, {"text": cancel_text, "cancel": true}])


## What the text question answered with `index` gave: the line the player
## accepted (the offered text when the field was emptied), or "" when cancelled.
func text_answer(index: int) -> String:
	var answer := _field.text.strip_edges() if _field != null else ""
	_drop_field()
	if index != 0:
		return ""
	return answer if answer != "" else _offered


func _drop_field() -> void:
	if _field != null:
		_field.get_parent().remove_child(_field)
		_field.queue_free()
		_field = null
