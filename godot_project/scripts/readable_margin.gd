@tool
class_name ReadableMargin
extends MarginContainer
## A margin that keeps its content at most `max_width` wide and centred, so text
## and buttons stay readable on a wide desktop window and fill a phone's width.

@export var max_width := 760.0:
	set(value):
		max_width = value
		_fit()
@export var min_margin := 16


func _ready() -> void:
	resized.connect(_fit)
	_fit()


func _fit() -> void:
	var side := maxi(min_margin, int((size.x - max_width) / 2.0))
	add_theme_constant_override(&"margin_left", side)
	add_theme_constant_override(&"margin_right", side)
