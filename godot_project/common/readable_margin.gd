@tool
class_name ReadableMargin
extends MarginContainer
## A margin that keeps its content at most `max_width` wide and centred, so text
## and buttons stay readable on a wide desktop window and fill a phone's width; on
## phones it also keeps clear of notches and rounded corners (the safe area).

@export var max_width := 760.0:
	set(value):
		max_width = value
		_fit()
@export var min_margin := 16


func _ready() -> void:
	resized.connect(_fit)
	_fit()


func _fit() -> void:
	var safe := _safe_insets()
	var side := maxi(min_margin, int((size.x - max_width) / 2.0))
	_set_margin(&"margin_left", side + int(safe.position.x))
	_set_margin(&"margin_right", side + int(safe.size.x))
	_set_margin(&"margin_top", min_margin + int(safe.position.y))
	_set_margin(&"margin_bottom", min_margin + int(safe.size.y))


## An override lays the content out again, even with the value it had: set
## only what changed.
func _set_margin(margin: StringName, value: int) -> void:
	if not has_theme_constant_override(margin) or get_theme_constant(margin) != value:
		add_theme_constant_override(margin, value)


## Left and top insets in `position`, right and bottom in `size`, in canvas units.
func _safe_insets() -> Rect2:
	if Engine.is_editor_hint() or not OS.has_feature("mobile") or not is_inside_tree():
		return Rect2()
	var window := Vector2(DisplayServer.window_get_size())
	var safe := Rect2(DisplayServer.get_display_safe_area())
	if window.x <= 0 or safe.size.x <= 0:
		return Rect2()
	var scale := get_viewport().get_visible_rect().size.x / window.x
	return Rect2(safe.position * scale, (window - safe.end) * scale)
