@tool
@icon("res://addons/raja/icons/board_view.svg")
class_name BoardView
extends Control
## Draws any board that a GameSession describes (any width, height and void squares)
## with its pieces, and turns taps into moves. It never plays a move itself: it
## signals `move_chosen` and the screen that owns the session decides.

signal move_chosen(move_text: String)
## Several moves lead to the tapped square (a promotion with a choice of piece).
signal choice_needed(move_texts: PackedStringArray)
## The board read its position again (pocket rows follow it).
signal refreshed

const PIECE_ART := "res://godot_project/art/pieces/%s.svg"
## The room for coordinates outside a board of points, as a share of a square.
const COORDINATE_ROOM := 0.42

## The marks' colours and sizes (themes/board_look.tres unless a scene sets its own).
@export var look: BoardLook:
	set(value):
		if look != null and look.changed.is_connected(_redraw):
			look.changed.disconnect(_redraw)
		look = value if value != null else BoardLook.standard()
		look.changed.connect(_redraw)
		_redraw()
## The armies' colours (themes/army_palette.tres unless a scene sets its own).
@export var armies: ArmyPalette:
	set(value):
		if armies != null and armies.changed.is_connected(_redraw):
			armies.changed.disconnect(_redraw)
		armies = value if value != null else ArmyPalette.standard()
		armies.changed.connect(_redraw)
		_redraw()
## Seconds a moved piece takes to slide to its square (0: no animation); the
## player's setting overrides it in a game.
@export_range(0.0, 1.0, 0.01) var animation_seconds := 0.2
## The frame round the board in the colour of the army to move (`turn_army`):
## its width in pixels, kept free round the squares (0: no frame, no room).
@export_range(0.0, 24.0, 0.5) var turn_frame_width := 0.0:
	set(value):
		turn_frame_width = value
		_redraw()
## Games with a traditional set (Xiangqi, Janggi, Shogi) draw their pieces
## from it (the player's setting); off, they are drawn as chess pieces are.
@export var traditional_pieces := true:
	set(value):
		traditional_pieces = value
		_redraw()
## File letters and rank numbers along the board's edges.
@export var show_coordinates := true:
	set(value):
		show_coordinates = value
		_redraw()

## The army whose turn it is, framing the board in its colour ("" no frame).
var turn_army := "":
	set(value):
		turn_army = value
		_redraw()
## Whether taps choose moves (off while a bot is to move or looking back).
var input_enabled := true:
	set(value):
		input_enabled = value
		_clear_selection()
		_drag_from = ""
		_dragging = false
		_redraw()
## Counter-clockwise quarter turns of the board: 0 shows the first army at the bottom.
## A drawn board (the hexagon) turns by seats instead: n shows the n-th army's
## side at the bottom.
var quarter_turns := 0:
	set(value):
		quarter_turns = posmod(value, 4)
		_redraw()
## Square tones and piece look; the player's settings set it (`apply_style`).
var style := BoardStyle.named(BoardStyle.DEFAULT_BOARD, BoardStyle.DEFAULT_PIECES)
## Whether a move waits for a second tap on its target (the player's "Confirm
## moves" setting): the first tap marks the target, a tap elsewhere drops it.
var confirm_moves := false
## Whose eyes the board shows in a game with hidden squares (fog): that army's
## view, the rest drawn as fog. "" shows everything.
var viewer := "":
	set(value):
		viewer = value
		# Without fog every army sees the whole board: nothing to read again.
		if _game_board.get("fog", true):
			refresh()

## The GameSession to show, picked in the inspector (or set `session` in code).
@export var session_node: NodePath:
	set(value):
		session_node = value
		if is_inside_tree():
			_connect_session_node()

## The session whose board this view shows. The view reads its state once
## here, then follows its `state_changed` signal: every change of the game
## (a move, an undo, a resignation, another game) redraws the board.
var session: Node:
	set(value):
		if session != null and is_instance_valid(session) and session.state_changed.is_connected(_on_session_state):
			session.state_changed.disconnect(_on_session_state)
		session = value
		_state = {}
		if session != null:
			session.state_changed.connect(_on_session_state)
			if session.has_game():
				_state = session.state()
		refresh()

var _board: Dictionary = {}
## The board of the game on show as `session.board()` gives it, the same for
## the whole game (its variant's), read once, and the game it was read for.
var _game_board: Dictionary = {}
var _game_board_of := ""
## Every game's board as read so far, by game id, for every view: a game
## opened again (a rematch, a game resumed) is not described anew (the
## eight-player board takes milliseconds to hand over).
static var _boards_read := {}
## The session's state as it last told it (`GameSession.state_changed`).
var _state: Dictionary = {}
var _pieces: Dictionary = {}  # square name -> piece dictionary
var _army_order: PackedStringArray = []
var _selected := ""
var _confirming := ""  # the target tapped once, waiting for the confirming tap
var _targets: Dictionary = {}  # target square -> Array of move entries (GameSession.move_options)
var _last_move := PackedStringArray()
var _hint := PackedStringArray()  # the squares of the hinted move
## The piece pictures read so far, by drawing, for every view: a new game
## screen does not read them from the disk again.
static var _textures: Dictionary = {}
var _icons: Dictionary = {}  # "set piece army" -> a traditional piece in one picture
var _movable: Dictionary = {}  # squares whose piece has a legal move
var _drops: Dictionary = {}  # square -> the drop moves onto it (move entries)
var _in_check: Dictionary = {}  # armies whose royal piece is attacked
var _hollow_marks: Dictionary = {}  # armies of the second team (games of teams): their marks drawn hollow
var _marks: Dictionary = {}  # kind ("throne", "marked", "promotion", "capturable") -> squares
var _dice_faces: Dictionary = {}  # square -> faces of this turn's dice that move its piece
## Whether the faces that move each piece are shown (off while the dice tumble).
var dice_hints_visible := true:
	set(value):
		dice_hints_visible = value
		_redraw()
var _drag_from := ""  # the square a press picked up, while the button is held
var _drag_point := Vector2.ZERO
var _dragging := false  # the pointer moved far enough for a drag, not a tap
var _hidden: Dictionary = {}  # squares the viewer cannot see (fog), from the engine's view
var _letters: Dictionary = {}  # piece letter -> piece name, for merged pieces
var _pocketed := false  # the game keeps pockets: drops start from a pocket row
## A piece move waiting for its second part (the duck): its entry, and the board
## as it will look after it.
var _pending: Dictionary = {}
var _preview: Dictionary = {}
## Zoom and pan of a grid too large for the view.
var _zoom := BoardZoom.new()
## The army whose side the board opened on (`focus_on`), again after a resize.
var _focus_army := ""
## The wheel zooms by this factor a notch.
const WHEEL_STEP := 1.15
var _slide_from := ""
var _slide_to := ""
var _slide := 1.0:  # 0 → 1 while the last moved piece slides
	set(value):
		var began_or_ended := (value < 1.0) != (_slide < 1.0)
		_slide = value
		# Between its first and last frame only the sliding piece moves.
		if began_or_ended:
			_redraw()
		else:
			_slide_layer.queue_redraw()
## The layers drawn over the ground (the squares' tones, this node's own
## drawing, redrawn only when the board's layout or look changes): the marks
## and the pieces at rest, the piece sliding to its square, then everything
## above the pieces (the hint, fog, coordinates, targets, the turn frame, a
## dragged piece). A frame of a slide redraws only the sliding piece.
var _pieces_layer := Layer.new(_draw_pieces)
var _slide_layer := Layer.new(_draw_sliding)
var _over_layer := Layer.new(_draw_over)
## What the ground was last drawn for: the board, and its layout and tones.
var _ground_board: Dictionary = {}
var _ground_key := []
## Each square's rectangle (and on a drawn board its cell) as the board is laid
## out now, by name, and what that layout was measured for (`_lay_out`).
var _rects := {}
var _polygons := {}
var _bounds := Rect2()
var _cell := 0.0
var _laid_out_board: Dictionary = {}
var _laid_out := []
## The board's square entries by name, and the board they were read from.
var _by_name := {}
var _named_board: Dictionary = {}


## A layer of the board drawn apart from the rest, by one of the board's methods.
class Layer:
	extends Control
	var _paint: Callable

	func _init(paint: Callable) -> void:
		_paint = paint
		mouse_filter = Control.MOUSE_FILTER_IGNORE
		set_anchors_preset(Control.PRESET_FULL_RECT)

	func _draw() -> void:
		_paint.call(self)


func _init() -> void:
	add_child(_pieces_layer, false, Node.INTERNAL_MODE_FRONT)
	add_child(_slide_layer, false, Node.INTERNAL_MODE_FRONT)
	add_child(_over_layer, false, Node.INTERNAL_MODE_FRONT)
	look = null  # the setters fall back to the standard resources
	armies = null


## Redraws the board: its layers, and the ground where it changed.
func _redraw() -> void:
	if _ground_changed():
		queue_redraw()
	if _over_layer != null:
		_pieces_layer.queue_redraw()
		_slide_layer.queue_redraw()
		_over_layer.queue_redraw()


## Whether the ground would look other than when it was last drawn: another
## board, size, zoom, turn, tone or line.
func _ground_changed() -> bool:
	if look == null:
		return true
	var key := [size, _zoom.zoom, _zoom.pan, quarter_turns, turn_frame_width, show_coordinates,
		style.light, style.dark, look.grid_width, look.river_opacity]
	if is_same(_ground_board, _board) and key == _ground_key:
		return false
	_ground_board = _board
	_ground_key = key
	return true


func _ready() -> void:
	mouse_filter = Control.MOUSE_FILTER_STOP
	resized.connect(_redraw)
	resized.connect(func() -> void:
		if _focus_army != "":
			focus_on(_focus_army))
	_connect_session_node()
	if Engine.is_editor_hint() and session == null:
		_preview_in_editor()


func _connect_session_node() -> void:
	if session_node.is_empty():
		return
	var node := get_node_or_null(session_node)
	if node != null and node.has_method(&"board") and session != node:
		session = node


func _on_session_state(state: Dictionary) -> void:
	_state = state
	refresh()


## The session's state as the board last heard it (`GameSession.state()`);
## empty without a game.
func state() -> Dictionary:
	return _state


## The board of the game on show, its variant's, as `GameSession.board()`
## gives it (read once a game, whatever the viewer); {} without a game.
func game_board() -> Dictionary:
	return _game_board


## The game's pieces by the letter moves use for them ("n" → "knight"), in the
## game's piece order.
func piece_letters() -> Dictionary:
	return _letters


## Reads the board and pieces again from the session and redraws.
func refresh() -> void:
	_board = {}
	_pieces = {}
	_army_order = []
	_movable = {}
	_drops = {}
	_in_check = {}
	_hollow_marks = {}
	_hidden = {}
	_letters = {}
	_pocketed = false
	if session != null and session.has_game():
		var game: String = _state.get("game", "")
		var another_game := game == "" or game != _game_board_of
		if another_game:
			_game_board = _boards_read.get(game, {}) if game != "" else {}
			if _game_board.is_empty():
				_game_board = session.board()
				if game != "":
					_boards_read[game] = _game_board
			_game_board_of = game
		# With a viewer the engine says what that army sees (fog); the board
		# draws only that.
		var seen: Dictionary = session.board_for(viewer) if viewer != "" and _game_board.get("fog", false) else {}
		_board = seen if not seen.is_empty() else _game_board
		for entry: Dictionary in session.piece_letters():
			_letters[entry["letter"]] = entry["piece"]
		var state := _state
		_pocketed = state.get("pockets") is Dictionary
		for square in _board["squares"]:
			if not square.get("visible", true):
				_hidden[square["name"]] = true
		for piece in seen["pieces"] if seen.has("pieces") else session.pieces():
			_pieces[piece["square"]] = piece
		# Partners share a kind of mark: the first team's filled, the second's hollow.
		var teams: Variant = state.get("teams")
		if teams is Array and teams.size() == 2:
			for army: String in teams[1]["armies"]:
				_hollow_marks[army] = true
		for army in state.get("armies", []):
			_army_order.append(army["army"])
			if army.get("in_check", false):
				_in_check[army["army"]] = true
		for move: Dictionary in session.move_options():
			if move["from"] != "":
				_movable[move["from"]] = true
			elif move["drop"] != "" and not _pocketed:
				_drops.get_or_add(move["to"], []).append(move)
		if another_game:
			_load_pictures()
	_clear_selection()
	_refresh_marks()
	_redraw()
	refreshed.emit()


## Loads the pictures of every piece of the game as it opens, rather than in
## the frame a piece first shows (the duck placed, a pawn promoted): a picture
## read from the disk then costs a frame more than its budget.
func _load_pictures() -> void:
	var pieces := traditional_set()
	for piece_name: String in _letters.values():
		_texture(piece_name)
		var drawing := _drawing_of(piece_name)
		if pieces != null and pieces.has_piece(drawing):
			for army in _army_order:
				pieces.characters(drawing, army)


## Shows a rules diagram instead of a game: one piece of the first army and the
## squares it reaches (dots) and captures on (rings), with the pieces it vaults
## over if it moves only so. `board` is `session.board()`.
func show_diagram(board: Dictionary, diagram: Dictionary, army: String) -> void:
	session = null
	input_enabled = false
	_marks = {}
	_dice_faces = {}
	_board = board
	# A piece of nobody (the duck) stands in its own colours.
	var owner := "" if diagram.get("neutral", false) else army
	var piece := {"square": diagram["square"], "army": owner, "piece": diagram["piece"], "grey": false}
	if diagram.has("parts"):
		piece["parts"] = diagram["parts"]
	_pieces = {diagram["square"]: piece}
	# Own pieces a vaulting cannon needs beside it to move at all.
	for screen in diagram.get("screens", []):
		_pieces[screen["square"]] = {"square": screen["square"], "army": army, "piece": screen["piece"], "grey": false}
	_army_order = []  # one piece: no army mark
	_selected = diagram["square"]
	_targets = {}
	for square in diagram["moves"]:
		_targets[square] = []
	for square in diagram["captures"]:
		_targets[square] = []
		# A ghost enemy shows what a capture there means.
		_pieces[square] = {"square": square, "army": "", "piece": "", "grey": true}
	_redraw()


## Marks the squares of the move just played: `move` is what
## GameSession.move_played tells (or `last_move()`), {} clears the mark.
func show_last_move(move: Dictionary, animate := false) -> void:
	_last_move = _squares_of(move)
	_slide = 1.0
	if animate and animation_seconds > 0.0 and move.get("from", "") != "" and move.get("to", "") != "":
		_slide_from = move["from"]
		_slide_to = move["to"]
		_slide = 0.0
		create_tween().tween_property(self, "_slide", 1.0, animation_seconds).set_trans(Tween.TRANS_SINE)
	_redraw()


## Marks the move a hint suggests (a legal move's text): its squares outlined,
## an arrow from the piece to where it goes; "" clears the mark.
func show_hint(move_text: String) -> void:
	var move: Dictionary = session.move_option(move_text) if move_text != "" and session != null and session.has_game() else {}
	_hint = _squares_of(move)
	_redraw()


## The squares the hint marks.
func hinted() -> PackedStringArray:
	return _hint


func _draw_hint(canvas: CanvasItem, by_name: Dictionary) -> void:
	var centres := PackedVector2Array()
	for name in _hint:
		if by_name.has(name):
			var rect := _rect_of(name)
			if _drawn():
				var outline := _cell_polygon(by_name[name])
				outline.append(outline[0])
				canvas.draw_polyline(outline, look.hint, maxf(2.0, rect.size.x * 0.07))
			else:
				canvas.draw_rect(rect.grow(-rect.size.x * 0.04), look.hint, false, maxf(2.0, rect.size.x * 0.07))
			centres.append(rect.get_center())
	if centres.size() < 2 or centres[0] == centres[1]:
		return
	var width := _cell_size() * look.hint_width
	var direction := (centres[1] - centres[0]).normalized()
	var tip := centres[1] - direction * width
	canvas.draw_line(centres[0], tip - direction * width * 1.5, look.hint, width)
	var side := direction.orthogonal() * width * 1.5
	canvas.draw_colored_polygon(PackedVector2Array([tip, tip - direction * width * 2.5 + side, tip - direction * width * 2.5 - side]), look.hint)


## Draws with another look (square tones, piece style) from now on.
func apply_style(new_style: BoardStyle) -> void:
	style = new_style
	_redraw()


## The quarter turns that put `army` at the bottom, from where its pawns walk
## (on a drawn board, its seat's number).
func turns_for(army: String) -> int:
	if _drawn():
		var seats: Array = _board["armies"]
		for i in seats.size():
			if seats[i]["army"] == army:
				return i
		return 0
	for entry in _board.get("armies", []):
		if entry["army"] == army:
			match Vector2i(entry["forward"][0], entry["forward"][1]):
				Vector2i(1, 0):
					return 1
				Vector2i(0, -1):
					return 2
				Vector2i(-1, 0):
					return 3
	return 0


## The army whose side of the board is at the bottom as the board is turned.
func bottom_army() -> String:
	for entry in _board.get("armies", []):
		if turns_for(entry["army"]) == quarter_turns:
			return entry["army"]
	return _army_order[0] if not _army_order.is_empty() else ""


## Whether some squares are hidden from the viewer (fog).
func has_fog() -> bool:
	return not _hidden.is_empty()


## Whether the viewer sees `square` (every square without fog).
func sees(square: String) -> bool:
	return not _hidden.has(square)


## A piece from the pocket is picked (`letter` as drops write it, "N" in "N@f3"):
## the board shows where it may go, and a tap there drops it.
func select_drop(letter: String) -> void:
	if session == null or not session.has_game() or not input_enabled:
		return
	_clear_selection()
	for move: Dictionary in session.move_options():
		if move["drop"] == letter.to_upper():
			_targets.get_or_add(move["to"], []).append(move)
	if not _targets.is_empty():
		_selected = "@" + letter.to_upper()
	_redraw()


## The pocket piece picked for a drop ("" when none).
func selected_drop() -> String:
	return _selected.substr(1) if _selected.begins_with("@") else ""


## When the move `piece_move` (a text) is the first part of moves that have a
## second (the duck), shows where that can go and returns true; a tap there
## plays both parts as one move.
func begin_second_part(piece_move: String) -> bool:
	if session == null or not session.has_game():
		return false
	var targets := {}
	var first := {}
	for move: Dictionary in session.move_options():
		if move["first"] == piece_move and move["second"] != "":
			targets[move["second"]] = [move]
			first = move
	if targets.is_empty():
		return false
	_clear_selection()
	_targets = targets
	_pending = first
	_preview = _pieces.duplicate()
	if _preview.has(first["from"]):
		_preview[first["to"]] = _preview[first["from"]]
		_preview.erase(first["from"])
	_redraw()
	return true


func _clear_selection() -> void:
	_selected = ""
	_confirming = ""
	_targets = {}
	_pending = {}
	_preview = {}


## Drops the piece the player picked up (or the duck move waiting for its
## second part); false when nothing was picked.
func deselect() -> bool:
	if _selected == "" and _pending.is_empty():
		return false
	_clear_selection()
	_refresh_marks()
	_redraw()
	return true


## The height this board wants when `width` wide: its squares' shape, with the
## turn frame's and the coordinates' room round them.
func height_for_width(width: float) -> float:
	if _board.is_empty():
		return width
	var room := _coordinate_room()
	var cell := (width - 2.0 * turn_frame_width) / (float(_board["width"]) + 2.0 * room)
	return cell * (float(_board["height"]) + 2.0 * room) + 2.0 * turn_frame_width


## On a board of points the coordinates stand outside the lines, under the
## files and beside the ranks, as printed boards have them: the share of a
## square kept free on each side for them (0 elsewhere: they sit in squares).
func _coordinate_room() -> float:
	return COORDINATE_ROOM if show_coordinates and _board.get("points", false) else 0.0


func _cell_size() -> float:
	_lay_out()
	return _cell


## Measures the squares again when the board, its size, zoom, pan or turn
## changed since the last time: a frame then reads each square's rectangle
## (and a drawn board's cell) instead of working it out again.
func _lay_out() -> void:
	var key := [size, _zoom.zoom, _zoom.pan, quarter_turns, turn_frame_width, show_coordinates]
	if is_same(_laid_out_board, _board) and key == _laid_out:
		return
	_laid_out_board = _board
	_laid_out = key
	_rects = {}
	_polygons = {}
	_bounds = Rect2()
	_cell = 0.0
	if _board.is_empty():
		return
	_cell = _frame_scale() * DRAWN_CELL if _drawn() else _zoom.cell_size(_whole_cell_size())
	for square in _board["squares"]:
		var name: String = square["name"]
		if _drawn():
			_polygons[name] = _measured_cell_polygon(square)
			_rects[name] = _cell_piece_rect(_polygons[name])
		else:
			_rects[name] = _square_rect(square["file"], square["rank"])
		_bounds = _rects[name] if _bounds.size == Vector2.ZERO else _bounds.merge(_rects[name])


## A grid's cell size with the whole board in view (room left for the turn's
## frame and the coordinates outside).
func _whole_cell_size() -> float:
	var room := size - Vector2.ONE * 2.0 * turn_frame_width
	var cells := Vector2(_board["width"], _board["height"]) + Vector2.ONE * 2.0 * _coordinate_room()
	return floorf(minf(room.x / cells.x, room.y / cells.y))


# --- Zoom and pan (a grid too large for its view) ---------------------------------------

## The board's pixels with the whole of it in view.
func _whole_board_size() -> Vector2:
	return Vector2(_board["width"], _board["height"]) * _whole_cell_size()


## Opens the board on `army`'s side, zoomed so a cell is large enough for a
## finger, when the whole board's cells would be smaller (eight-player chess on
## a phone); else shows the whole board.
func focus_on(army: String) -> void:
	_focus_army = army
	if _board.is_empty() or _drawn():
		return
	_zoom.zoom = 1.0
	_zoom.pan = Vector2.ZERO
	var middle := Vector2.ZERO
	var count := 0
	for square in _board["squares"]:
		var piece: Dictionary = _pieces.get(square["name"], {})
		if piece.get("army", "") == army:
			middle += _square_rect(square["file"], square["rank"]).get_center()
			count += 1
	if count == 0:
		middle = size / 2.0
	else:
		middle /= count
	_zoom.focus(middle, _whole_cell_size(), size, _whole_board_size())
	_zoomed()


## How far the board is zoomed: 1 shows all of it.
func zoom() -> float:
	return _zoom.zoom


## Zooms by `factor` about `point` of the view (the wheel, a pinch).
func zoom_at(factor: float, point: Vector2) -> void:
	if _board.is_empty() or _drawn():
		return
	_zoom.zoom_at(factor, point, size, _whole_board_size())
	_zoomed()


func _zoomed() -> void:
	clip_contents = _zoom.zoom > 1.0
	_redraw()


## The wheel, a trackpad's pinch and pan, two fingers, and on a zoomed board a
## drag that picked up no piece: true when the event moved the board.
func _zoom_input(event: InputEvent) -> bool:
	if _board.is_empty() or _drawn():
		return false
	var board_size := _whole_board_size()
	if _zoom.touch(event, size, board_size):
		_drag_from = ""
		_dragging = false
		_zoomed()
		return true
	var wheel := event as InputEventMouseButton
	if wheel != null and wheel.pressed and wheel.button_index in [MOUSE_BUTTON_WHEEL_UP, MOUSE_BUTTON_WHEEL_DOWN]:
		zoom_at(WHEEL_STEP if wheel.button_index == MOUSE_BUTTON_WHEEL_UP else 1.0 / WHEEL_STEP, wheel.position)
		return true
	var magnify := event as InputEventMagnifyGesture
	if magnify != null:
		zoom_at(magnify.factor, magnify.position)
		return true
	var pan_gesture := event as InputEventPanGesture
	if pan_gesture != null and _zoom.zoom > 1.0:
		_zoom.pan -= pan_gesture.delta * _whole_cell_size()
		_zoom.clamp_pan(size, board_size)
		_zoomed()
		return true
	var motion := event as InputEventMouseMotion
	if motion != null and _zoom.zoom > 1.0 and _drag_from == "" and motion.button_mask & MOUSE_BUTTON_MASK_LEFT:
		_zoom.pan += motion.relative
		_zoom.clamp_pan(size, board_size)
		_zoomed()
		return true
	var press := event as InputEventMouseButton
	if press != null and press.pressed and press.button_index == MOUSE_BUTTON_LEFT:
		if _zoom.double_tap(press.position, _square_at(press.position), Time.get_ticks_msec()):
			_zoomed()
			return true
	return false


# --- A drawn board (the hexagon): cells as the engine shapes them ---------------------

## A drawn board's typical cell side, in its frame's units (a back-rank cell is 1).
const DRAWN_CELL := 0.85
## How far from its centre a drawn board with its labels reaches, in frame
## units, and the board it was measured on.
var _reach := 1.0
var _reach_of: Dictionary = {}


## Whether the cells are drawn from their corners (the engine's `drawn`), not
## as the squares of a grid.
func _drawn() -> bool:
	return _board.get("drawn", false)


## The turn in degrees that puts the seat `quarter_turns` at the bottom.
func _frame_turn() -> float:
	var seats: Array = _board.get("armies", [])
	if seats.is_empty():
		return 0.0
	return seats[posmod(quarter_turns, seats.size())].get("turn_degrees", 0.0)


## Screen pixels per frame unit: the board and its labels fit the view.
func _frame_scale() -> float:
	if not is_same(_reach_of, _board):  # measured once per board read
		_reach_of = _board
		_reach = 1.0
		for square in _board["squares"]:
			for corner in square["corners"]:
				_reach = maxf(_reach, Vector2(corner[0], corner[1]).length())
		for label in _board.get("labels", []):
			_reach = maxf(_reach, Vector2(label["at"][0], label["at"][1]).length() + 0.4)
	return (minf(size.x, size.y) - 2.0 * turn_frame_width) / (2.0 * _reach)


## A point of the frame (y up) on the screen, the board turned.
func _to_screen(point: Array, scale: float, turn: float) -> Vector2:
	var turned := Vector2(point[0], point[1]).rotated(deg_to_rad(turn))
	return size / 2.0 + Vector2(turned.x, -turned.y) * scale


## The cell of `square` (an entry of `board()["squares"]`) on the screen.
func _cell_polygon(square: Dictionary) -> PackedVector2Array:
	_lay_out()
	return _polygons[square["name"]]


func _measured_cell_polygon(square: Dictionary) -> PackedVector2Array:
	var scale := _frame_scale()
	var turn := _frame_turn()
	var polygon := PackedVector2Array()
	for corner in square["corners"]:
		polygon.append(_to_screen(corner, scale, turn))
	return polygon


## Where a piece of a drawn cell (its corners on the screen) stands: a square
## on the cell's centre, as large as the cell's area allows.
func _cell_piece_rect(polygon: PackedVector2Array) -> Rect2:
	var centre := Vector2.ZERO
	for point in polygon:
		centre += point / polygon.size()
	var area := 0.0
	for i in polygon.size():
		area += polygon[i].cross(polygon[(i + 1) % polygon.size()]) / 2.0
	var side := sqrt(absf(area)) * 0.98
	return Rect2(centre - Vector2(side, side) / 2.0, Vector2(side, side))


## The square's tone, or a highlight over it: its cell on a drawn board.
func _fill_square(square: Dictionary, colour: Color) -> void:
	if _drawn():
		draw_colored_polygon(_cell_polygon(square), colour)
	else:
		draw_rect(_square_entry_rect(square), colour)


func _tint_square(canvas: CanvasItem, square: Dictionary, colour: Color) -> void:
	if _drawn():
		canvas.draw_colored_polygon(_cell_polygon(square), colour)
	else:
		_tint(canvas, _square_entry_rect(square), colour)


## The turn cue round a drawn board: its outline (the cell corners farthest
## from the centre, the hexagon's corners) in the colour of the army to move.
func _draw_drawn_turn_frame(canvas: CanvasItem) -> void:
	var scale := _frame_scale()
	var turn := _frame_turn()
	var far := 0.0
	for square in _board["squares"]:
		for corner in square["corners"]:
			far = maxf(far, Vector2(corner[0], corner[1]).length())
	var outline := []
	for square in _board["squares"]:
		for corner in square["corners"]:
			var point := Vector2(corner[0], corner[1])
			if point.length() > far * 0.999 and not outline.any(func(p: Vector2) -> bool: return p.distance_to(point) < 0.01):
				outline.append(point)
	outline.sort_custom(func(a: Vector2, b: Vector2) -> bool: return a.angle() < b.angle())
	var points := PackedVector2Array()
	for point in outline:
		points.append(_to_screen([point.x, point.y], scale, turn))
	if points.size() < 3:
		return
	points.append(points[0])
	canvas.draw_polyline(points, armies.colour_of(turn_army), turn_frame_width)


## A drawn board's coordinates: the engine's labels round its edge.
func _draw_drawn_labels(canvas: CanvasItem) -> void:
	var scale := _frame_scale()
	var turn := _frame_turn()
	var font := get_theme_default_font()
	var font_size := int(clampf(scale * 0.45, 8.0, 22.0))
	var colour := Color(style.dark.darkened(0.35), look.label_opacity)
	for label in _board.get("labels", []):
		var at := _to_screen(label["at"], scale, turn)
		var width := font.get_string_size(label["text"], HORIZONTAL_ALIGNMENT_LEFT, -1, font_size).x
		canvas.draw_string(font, at + Vector2(-width / 2.0, font_size * 0.35), label["text"], HORIZONTAL_ALIGNMENT_LEFT, -1, font_size, colour)


## Where `square` (a name) is on the view, its centre; (-1, -1) for none.
func square_centre(square: String) -> Vector2:
	for entry in _board.get("squares", []):
		if entry["name"] == square:
			return _square_entry_rect(entry).get_center()
	return Vector2(-1, -1)


## The rectangle a piece of this square entry is drawn in.
func _square_entry_rect(square: Dictionary) -> Rect2:
	_lay_out()
	return _rects[square["name"]]


func _origin() -> Vector2:
	var whole := ((size - _whole_board_size()) / 2.0).floor()
	return _zoom.origin(whole, size)


func _square_rect(file: int, rank: int) -> Rect2:
	var cell := _cell_size()
	var x := file
	var y: int = _board["height"] - 1 - rank
	# Turning is for square boards; others only turn half-way (2) or not at all.
	var turns := quarter_turns if _board["width"] == _board["height"] else quarter_turns & 2
	for i in turns:
		var last: int = _board["width"] - 1
		var turned := Vector2i(y, last - x)  # a quarter turn counter-clockwise
		x = turned.x
		y = turned.y
	return Rect2(_origin() + Vector2(x, y) * cell, Vector2(cell, cell))


func _square_at(point: Vector2) -> String:
	_lay_out()
	for name: String in _rects:
		if _drawn():
			if Geometry2D.is_point_in_polygon(point, _polygons[name]):
				return name
		elif _rects[name].has_point(point):
			return name
	return ""


## The ground: the squares' tones, or a board of points' lines; the layers
## above draw the rest (`_draw_pieces`, `_draw_sliding`, `_draw_over`).
func _draw() -> void:
	if _board.is_empty():
		return
	if _board.get("points", false):
		_draw_points(_squares_by_name())
	else:
		for square in _board["squares"]:
			var light: bool = square.get("light", (square["file"] + square["rank"]) % 2 == 1)
			_fill_square(square, style.light if light else style.dark)


## The board's marks, the squares tinted (the last move, the pieces that may
## move, the selection) and the pieces at rest.
func _draw_pieces(canvas: CanvasItem) -> void:
	if _board.is_empty():
		return
	var by_name := _squares_by_name()
	_draw_marks(canvas, by_name)
	for name in _last_move:
		if by_name.has(name) and not _hidden.has(name):
			_tint_square(canvas, by_name[name], look.last_move)
	if input_enabled and _selected == "":
		for name in _movable:
			if by_name.has(name):
				_tint_square(canvas, by_name[name], look.movable)
		for name in _drops:
			if by_name.has(name):
				var rect := _rect_of(name)
				canvas.draw_circle(rect.get_center(), rect.size.x * look.target_dot, look.target)
	if by_name.has(_selected):
		_tint_square(canvas, by_name[_selected], look.selected)
	if by_name.has(_confirming):
		_tint_square(canvas, by_name[_confirming], look.selected)
	var shown := _shown_pieces()
	var sliding := _is_sliding()
	for name in shown:
		if by_name.has(name) and not (sliding and name == _slide_to) and not (_dragging and name == _drag_from):
			_draw_piece(canvas, shown[name], _rect_of(name))


## The pieces the board shows: those of the position, or of the move waiting
## for its second part.
func _squares_by_name() -> Dictionary:
	if not is_same(_named_board, _board):
		_named_board = _board
		_by_name = {}
		for square in _board.get("squares", []):
			_by_name[square["name"]] = square
	return _by_name


func _shown_pieces() -> Dictionary:
	return _preview if not _pending.is_empty() else _pieces


## Whether the last moved piece is on its way to its square now.
func _is_sliding() -> bool:
	var by_name := _squares_by_name()
	return _slide < 1.0 and by_name.has(_slide_from) and _shown_pieces().has(_slide_to) and not _hidden.has(_slide_from)


## The piece sliding to its square, above the pieces it passes.
func _draw_sliding(canvas: CanvasItem) -> void:
	if _board.is_empty() or not _is_sliding():
		return
	var start := _rect_of(_slide_from)
	var end := _rect_of(_slide_to)
	_draw_piece(canvas, _shown_pieces()[_slide_to], Rect2(start.position.lerp(end.position, _slide), end.size))


## Over the pieces: the hint, fog, coordinates, targets, capturable kings, dice
## faces, the turn frame and a piece being dragged.
func _draw_over(canvas: CanvasItem) -> void:
	if _board.is_empty():
		return
	var by_name := _squares_by_name()
	_draw_hint(canvas, by_name)
	if not _hidden.is_empty():
		BoardFog.draw_fog(self, canvas, _hidden, by_name)
	if show_coordinates and _drawn():
		_draw_drawn_labels(canvas)
	elif show_coordinates:
		BoardCoordinates.draw_on(self, canvas, _board["squares"])
	var shown := _shown_pieces()
	for name in _targets:
		if by_name.has(name):
			var rect := _rect_of(name)
			if shown.has(name):
				canvas.draw_arc(rect.get_center(), rect.size.x * 0.46, 0, TAU, 32, look.target, rect.size.x * look.capture_ring)
			else:
				canvas.draw_circle(rect.get_center(), rect.size.x * look.target_dot, look.target)
	_draw_capturable(canvas, by_name)
	_draw_dice_hints(canvas, by_name)
	_draw_turn_frame(canvas)
	_draw_dragged(canvas)


func _draw_piece(canvas: CanvasItem, piece: Dictionary, rect: Rect2) -> void:
	if piece["piece"] == "":
		return  # a diagram's capture square: only its ring shows
	if piece["army"] == "":  # nobody's piece (the duck): in its own colours, no army mark
		var own := _texture(piece["piece"])
		if own != null:
			canvas.draw_texture_rect(own, rect.grow(-rect.size.x * 0.06), false)
		return
	var parts := parts_of(piece)
	var texture := _texture(parts[0])
	var colour: Color = armies.colour_of(piece["army"])
	if piece["grey"]:
		colour = armies.out_of_play
	# The pieces whose loss ends an army (`royal` in the game data): a check marks them.
	if _in_check.has(piece["army"]) and PackedStringArray(_board.get("royal", [])).has(piece["piece"]):
		canvas.draw_circle(rect.get_center(), rect.size.x * look.check_disc, look.check)
	if not draw_piece_picture(canvas, parts[0], piece["army"], rect, colour):
		canvas.draw_circle(rect.get_center(), rect.size.x * 0.36, colour)
	if piece["grey"]:
		_draw_hatch(canvas, rect)
	if parts.size() > 1:
		_draw_merged_partners(canvas, parts.slice(1), rect, colour)
	_draw_army_mark(canvas, piece["army"], rect)


## Draws the picture of `piece_name` of `army` on `canvas` (this board, or a
## pocket row beside it) into the square `rect`, in `colour`: from the game's
## traditional set where the player wants it and it has the piece (its body,
## then its characters, turned towards the opponent in a turned set), else our
## own pictures in the board's style. False when there is no picture.
func draw_piece_picture(canvas: CanvasItem, piece_name: String, army: String, rect: Rect2, colour: Color) -> bool:
	var drawing := _drawing_of(piece_name)
	var pieces := traditional_set()
	if pieces != null and pieces.has_piece(drawing):
		canvas.draw_set_transform(rect.get_center(), piece_turn(army) if pieces.turned else 0.0)
		var local := Rect2(-rect.size / 2.0, rect.size)
		canvas.draw_texture_rect(pieces.body(drawing), local, false)
		var ink := pieces.characters(drawing, army)
		if ink != null:
			canvas.draw_texture_rect(ink, local, false, colour if pieces.tinted else Color.WHITE)
		canvas.draw_set_transform(Vector2.ZERO)
		return true
	var texture := _texture(piece_name)
	if texture == null:
		return false
	style.draw_piece(canvas, texture, rect.grow(-rect.size.x * 0.06), colour)
	return true


## How far a turned set's piece of `army` is turned on the screen, in radians:
## none for the army whose side is at the bottom, half a turn for the one
## across, so every piece points towards its opponents.
func piece_turn(army: String) -> float:
	return float(posmod(turns_for(army) - quarter_turns, 4)) * PI / 2.0


## The game's traditional piece set, when the player wants it drawn and the
## game has one (board()["piece_set"]); null otherwise.
func traditional_set() -> PieceSet:
	return PieceSet.named(str(_board.get("piece_set", ""))) if traditional_pieces else null


## The pieces a piece shows, the first drawn large: itself, or for a merged piece
## (friendly chess, "merged": "NB", or in a diagram "parts") the pieces it is made of.
func parts_of(piece: Dictionary) -> PackedStringArray:
	if piece.has("parts"):
		return PackedStringArray(piece["parts"])
	var merged: String = piece.get("merged", "")
	if merged == "":
		return PackedStringArray([piece["piece"]])
	var parts := PackedStringArray()
	for letter in merged:
		parts.append(_letters.get(letter.to_lower(), piece["piece"]))
	return parts


## A merged piece's partners, small in its lower left corner on a light disc.
func _draw_merged_partners(canvas: CanvasItem, parts: PackedStringArray, rect: Rect2, colour: Color) -> void:
	var small := rect.size.x * 0.5
	for i in parts.size():
		var corner := Rect2(rect.position + Vector2(i * small * 0.8, rect.size.y - small), Vector2(small, small))
		canvas.draw_circle(corner.get_center(), small * 0.48, Color(style.dark if colour.get_luminance() > 0.5 else style.light, look.partner_disc_opacity))
		canvas.draw_arc(corner.get_center(), small * 0.48, 0, TAU, 24, armies.outline, 1.5)
		var texture := _texture(parts[i])
		if texture != null:
			canvas.draw_texture_rect(texture, corner, false, colour)


## The turn cue: a frame round the squares in the colour of the army to move,
## edged in the pieces' line colour so white shows on a light screen.
func _draw_turn_frame(canvas: CanvasItem) -> void:
	if turn_frame_width <= 0.0 or turn_army == "" or _board.is_empty():
		return
	if _drawn():
		_draw_drawn_turn_frame(canvas)
		return
	_lay_out()
	var bounds := _bounds.grow(_coordinate_room() * _cell_size())
	var frame := bounds.grow(turn_frame_width / 2.0)
	canvas.draw_rect(frame, armies.colour_of(turn_army), false, turn_frame_width)
	canvas.draw_rect(frame.grow(turn_frame_width / 2.0), armies.outline, false, 1.0)
	canvas.draw_rect(bounds, armies.outline, false, 1.0)


## A square's highlight: the square tinted, or on a board of points a disc
## round the point, so the lines stay clear.
func _tint(canvas: CanvasItem, rect: Rect2, colour: Color) -> void:
	if _board.get("points", false):
		canvas.draw_circle(rect.get_center(), rect.size.x * 0.47, colour)
	else:
		canvas.draw_rect(rect, colour)


## A board of points (Xiangqi, Janggi): lines through the squares' centres,
## broken by the river between the middle ranks but at the edges where the
## board has one, and each palace crossed by its diagonals.
func _draw_points(by_name: Dictionary) -> void:
	var width: int = _board["width"]
	var height: int = _board["height"]
	var corner_a := _square_rect(0, 0)
	var corner_b := _square_rect(width - 1, height - 1)
	draw_rect(corner_a.merge(corner_b).grow(_coordinate_room() * _cell_size()), style.light)
	var centre := func(file: int, rank: int) -> Vector2: return _square_rect(file, rank).get_center()
	var line_colour := style.dark.darkened(0.45)
	var thin := maxf(1.0, _cell_size() * look.grid_width)
	var river_south := height / 2 - 1
	var has_river: bool = _board.get("river", false)
	if has_river:
		# The river: a calm band between the two middle ranks.
		var river := Rect2(centre.call(0, river_south), Vector2.ZERO).expand(centre.call(width - 1, river_south + 1))
		draw_rect(river, Color(style.dark, look.river_opacity))
	for rank in height:
		draw_line(centre.call(0, rank), centre.call(width - 1, rank), line_colour, thin)
	for file in width:
		if file == 0 or file == width - 1 or not has_river:
			draw_line(centre.call(file, 0), centre.call(file, height - 1), line_colour, thin)
		else:
			draw_line(centre.call(file, 0), centre.call(file, river_south), line_colour, thin)
			draw_line(centre.call(file, river_south + 1), centre.call(file, height - 1), line_colour, thin)
	for palace in _board.get("palaces", []):
		var files := []
		var ranks := []
		for name in palace:
			if by_name.has(name):
				files.append(by_name[name]["file"])
				ranks.append(by_name[name]["rank"])
		if files.is_empty():
			continue
		var low := Vector2i(files.min(), ranks.min())
		var high := Vector2i(files.max(), ranks.max())
		draw_line(centre.call(low.x, low.y), centre.call(high.x, high.y), line_colour, thin)
		draw_line(centre.call(low.x, high.y), centre.call(high.x, low.y), line_colour, thin)
	draw_rect(Rect2(centre.call(0, 0), Vector2.ZERO).expand(centre.call(width - 1, height - 1)), line_colour, false, thin * 2.0)


## A small shape per army (● ▲ ■ ◆ ✚ ★ ▼ ✖, ArmyMark: each colour's own), so armies
## differ without colour; white and black alone differ enough without it. In a
## game of teams the first team's marks are filled and the second's hollow, so
## partners are seen together.
func _draw_army_mark(canvas: CanvasItem, army: String, rect: Rect2) -> void:
	if _army_order.size() == 2 or not _army_order.has(army):
		return  # two armies, a rules diagram's lone piece, or no army
	var centre := rect.position + Vector2(rect.size.x * 0.84, rect.size.y * 0.16)
	var radius := rect.size.x * look.army_mark
	if _hollow_marks.has(army):
		ArmyMark.draw_hollow(canvas, armies.shape_of(army), centre, radius, armies.outline, maxf(1.5, radius * 0.35))
	else:
		ArmyMark.draw(canvas, armies.shape_of(army), centre, radius, armies.outline, armies.outline)


func _draw_hatch(canvas: CanvasItem, rect: Rect2) -> void:
	var step := rect.size.x / 6.0
	var hatch := Color(armies.outline, look.hatch_opacity)
	for i in range(1, 12):
		var a := rect.position + Vector2(i * step, 0)
		var b := rect.position + Vector2(0, i * step)
		var clipped := _clip_to_square(a, b, rect)
		if clipped.size() == 2:
			canvas.draw_line(clipped[0], clipped[1], hatch, 1.5)


## The part of the segment a–b (a diagonal from the top edge to the left edge) inside rect.
func _clip_to_square(a: Vector2, b: Vector2, rect: Rect2) -> PackedVector2Array:
	var right := rect.position.x + rect.size.x
	var bottom := rect.position.y + rect.size.y
	if a.x > right:
		a = Vector2(right, a.y + (a.x - right))
	if b.y > bottom:
		b = Vector2(b.x + (b.y - bottom), bottom)
	if a.y > bottom or b.x > right:
		return PackedVector2Array()
	return PackedVector2Array([a, b])


## The picture of a piece, by the piece's name in the game data.
func piece_texture(piece_name: String) -> Texture2D:
	return _texture(piece_name)


## A piece of `army` as one picture, for a button (the promotion choice): from
## the traditional set where the board draws it (body and characters in one),
## else the piece's own picture.
func piece_icon(piece_name: String, army: String) -> Texture2D:
	var drawing := _drawing_of(piece_name)
	var pieces := traditional_set()
	if pieces == null or not pieces.has_piece(drawing):
		return _texture(piece_name)
	var key := "%s %s %s" % [pieces.folder, drawing, army]
	if not _icons.has(key):
		var image := pieces.body(drawing).get_image()
		image.convert(Image.FORMAT_RGBA8)
		var ink_texture := pieces.characters(drawing, army)
		if ink_texture != null:
			var ink := ink_texture.get_image()
			ink.convert(Image.FORMAT_RGBA8)
			if pieces.tinted:
				var colour := armies.colour_of(army)
				for y in ink.get_height():
					for x in ink.get_width():
						ink.set_pixel(x, y, ink.get_pixel(x, y) * colour)
			image.blend_rect(ink, Rect2i(Vector2i.ZERO, ink.get_size()), Vector2i.ZERO)
		_icons[key] = ImageTexture.create_from_image(image)
	return _icons[key]


## The drawing a piece is shown by: variants of a piece share its picture
## ("pawn-east" is drawn as "pawn"), and a piece may borrow another's (the
## board's "art": Sittuyin's general is a met).
func _drawing_of(piece_name: String) -> String:
	return _board.get("art", {}).get(piece_name, piece_name.get_slice("-", 0))


func _texture(piece_name: String) -> Texture2D:
	var drawing := _drawing_of(piece_name)
	if not _textures.has(drawing):
		var path := PIECE_ART % drawing
		_textures[drawing] = load(path) if ResourceLoader.exists(path) else null
	return _textures[drawing]


func _gui_input(event: InputEvent) -> void:
	if _zoom_input(event):
		accept_event()
		return
	# Touch arrives as mouse events (Godot emulates the mouse from touch).
	var motion := event as InputEventMouseMotion
	if motion != null:
		if _drag_from != "" and motion.button_mask & MOUSE_BUTTON_MASK_LEFT:
			accept_event()
			_drag_to(motion.position)
		return
	var press := event as InputEventMouseButton
	if press == null or press.button_index != MOUSE_BUTTON_LEFT:
		return
	accept_event()
	if press.pressed:
		var square := _square_at(press.position)
		tap(square)
		_drag_start(square, press.position)
	else:
		_drag_release(press.position)


## A tap on `square`: select a piece, choose a target, or clear the selection.
func tap(square: String) -> void:
	if session == null or not session.has_game() or not input_enabled:
		return
	if (_selected != "" or not _pending.is_empty()) and _targets.has(square):
		if confirm_moves and _confirming != square:
			_confirming = square
			_redraw()
			return
		var moves: Array = _targets[square]
		if _pending.is_empty():
			moves = _piece_moves(moves)
		else:
			moves = moves.map(func(move: Dictionary) -> String: return move["text"])
		_clear_selection()
		_redraw()
		if moves.size() == 1:
			if not begin_second_part(moves[0]):
				move_chosen.emit(moves[0])
		else:
			choice_needed.emit(PackedStringArray(moves))
		return
	_clear_selection()
	if _drops.has(square):  # a piece from the hand (a raja returning) goes here
		var drops := PackedStringArray(_drops[square].map(func(move: Dictionary) -> String: return move["text"]))
		_redraw()
		if drops.size() == 1:
			move_chosen.emit(drops[0])
		else:
			choice_needed.emit(drops)
		return
	if square != "":
		for move: Dictionary in session.move_options():
			if move["from"] == square and not move["pass"]:
				_targets.get_or_add(move["to"], []).append(move)
		if not _targets.is_empty():
			_selected = square
	_refresh_marks()
	_redraw()


## The texts of the different moves among the entries `moves`: a move in two
## parts (the duck's) is chosen by its first part, its second comes later.
static func _piece_moves(moves: Array) -> Array:
	var firsts := []
	for move: Dictionary in moves:
		var first: String = move["first"] if move["second"] != "" else move["text"]
		if not firsts.has(first):
			firsts.append(first)
	return firsts


## The squares a move entry names: where it came from, went, and put the duck.
static func _squares_of(move: Dictionary) -> PackedStringArray:
	var squares := PackedStringArray()
	for key in ["from", "to", "second"]:
		if move.get(key, "") != "":
			squares.append(move[key])
	return squares


## In the editor, a designer sees a real start position.
func _preview_in_editor() -> void:
	if not ClassDB.class_exists(&"GameSession"):
		return
	var preview: Node = ClassDB.instantiate(&"GameSession")
	add_child(preview, false, Node.INTERNAL_MODE_FRONT)  # internal: never saved with the scene
	if preview.start("chaturaji", 1) == OK:
		session = preview


# --- Marked squares ------------------------------------------------------------------

## Reads the squares to mark (thrones, promotion squares, capturable kings) and, in
## dice games, which faces move each piece.
func _refresh_marks() -> void:
	_marks = {}
	_dice_faces = {}
	if session == null or not session.has_game():
		return
	_marks = session.marked_squares(_selected)
	for moves: Dictionary in session.dice_moves():
		var face: int = moves["face"]
		for square: String in moves["squares"]:
			var faces: PackedInt32Array = _dice_faces.get_or_add(square, PackedInt32Array())
			if not faces.has(face):
				faces.append(face)
				_dice_faces[square] = faces


## The squares marked `kind` ("throne", "marked", "promotion", "capturable").
func marked(kind: String) -> PackedStringArray:
	return PackedStringArray(_marks.get(kind, []))


## Which faces of this turn's dice move the piece on each square.
func dice_faces() -> Dictionary:
	return _dice_faces


func _rect_of(name: String) -> Rect2:
	_lay_out()
	return _rects[name]


## Under the pieces: the board's own marks (a frame), thrones (a crown in a corner)
## and promotion squares (small corner wedges), all quiet.
func _draw_marks(canvas: CanvasItem, by_name: Dictionary) -> void:
	for name in marked("marked"):
		if by_name.has(name):
			var rect := _rect_of(name).grow(-_cell_size() * 0.07)
			canvas.draw_rect(rect, look.mark, false, maxf(1.5, _cell_size() * 0.03))
	for name in marked("promotion"):
		if by_name.has(name) and _drawn():
			# Wedges in the cell's own corners.
			var cell := _cell_polygon(by_name[name])
			for i in cell.size():
				var corner := cell[i]
				var next := cell[(i + 1) % cell.size()]
				var previous := cell[(i + cell.size() - 1) % cell.size()]
				canvas.draw_colored_polygon(PackedVector2Array([corner, corner.lerp(next, 0.18), corner.lerp(previous, 0.18)]), look.mark)
		elif by_name.has(name):
			var rect := _rect_of(name)
			var w := rect.size.x * 0.16
			for corner in [rect.position, rect.position + Vector2(rect.size.x, 0), rect.end, rect.position + Vector2(0, rect.size.y)]:
				var inward: Vector2 = (rect.get_center() - corner).sign()
				canvas.draw_colored_polygon(PackedVector2Array([corner, corner + Vector2(inward.x * w, 0), corner + Vector2(0, inward.y * w)]), look.mark)
	for name in marked("throne"):
		if by_name.has(name):
			_draw_crown(canvas, _rect_of(name))


## A small crown in the square's lower right corner, seen beside a piece.
func _draw_crown(canvas: CanvasItem, rect: Rect2) -> void:
	var w := rect.size.x * 0.26
	var h := w * 0.7
	var base := rect.end - Vector2(rect.size.x * 0.05 + w, rect.size.y * 0.06)
	var points := PackedVector2Array([
		base, base + Vector2(0, -h), base + Vector2(w * 0.25, -h * 0.45), base + Vector2(w * 0.5, -h),
		base + Vector2(w * 0.75, -h * 0.45), base + Vector2(w, -h), base + Vector2(w, 0),
	])
	canvas.draw_colored_polygon(points, look.throne)


## Over the pieces: a king the player to move may take, in target brackets (the
## check ring is a disc behind the piece, so the two read apart without colour).
func _draw_capturable(canvas: CanvasItem, by_name: Dictionary) -> void:
	for name in marked("capturable"):
		if not by_name.has(name):
			continue
		var rect := _rect_of(name).grow(-_cell_size() * 0.03)
		var arm := rect.size.x * 0.28
		var width := maxf(2.0, rect.size.x * 0.07)
		for corner in [rect.position, rect.position + Vector2(rect.size.x, 0), rect.end, rect.position + Vector2(0, rect.size.y)]:
			var inward: Vector2 = (rect.get_center() - corner).sign()
			canvas.draw_polyline(PackedVector2Array([corner + Vector2(0, inward.y * arm), corner, corner + Vector2(inward.x * arm, 0)]), look.capturable, width)


## In dice games, each piece a die moves shows that die's face in its lower left
## corner while nothing is selected.
func _draw_dice_hints(canvas: CanvasItem, by_name: Dictionary) -> void:
	if not dice_hints_visible or not input_enabled or _selected != "" or _dice_faces.is_empty():
		return
	var font := get_theme_default_font()
	for name in _dice_faces:
		if not by_name.has(name):
			continue
		var rect := _rect_of(name)
		var r := rect.size.x * 0.13
		var centre := rect.position + Vector2(r * 1.25, rect.size.y - r * 1.25)
		var text := "".join(PackedStringArray(Array(_dice_faces[name]).map(str)))
		var width := maxf(2.0 * r, r * 1.3 * text.length())
		canvas.draw_rect(Rect2(centre - Vector2(r, r), Vector2(width, 2.0 * r)), look.label_back)
		canvas.draw_rect(Rect2(centre - Vector2(r, r), Vector2(width, 2.0 * r)), armies.outline, false, 1.5)
		var size := int(r * 1.5)
		canvas.draw_string(font, centre + Vector2(-r, r * 0.5), text, HORIZONTAL_ALIGNMENT_CENTER, width, size, armies.outline)


# --- Dragging a piece ------------------------------------------------------------------

## The target waiting for its confirming tap ("" when none).
func confirming() -> String:
	return _confirming


## A press on a piece that has moves picks it up; the tap has selected it already.
func _drag_start(square: String, point: Vector2) -> void:
	_drag_from = square if square != "" and _selected == square else ""
	_drag_point = point
	_dragging = false


func _drag_to(point: Vector2) -> void:
	# A short wobble is still a tap; beyond a fifth of a square it is a drag.
	if not _dragging and point.distance_to(_drag_point) < _cell_size() * 0.2:
		return
	_dragging = true
	_drag_point = point
	_redraw()


## Releasing a dragged piece on a target plays it; anywhere else it goes back.
func _drag_release(point: Vector2) -> void:
	var was_dragging := _dragging
	var from := _drag_from
	_drag_from = ""
	_dragging = false
	if not was_dragging or from == "":
		return
	var square := _square_at(point)
	if square != from and _selected == from and _targets.has(square):
		tap(square)
	elif square != from:
		_clear_selection()
		_refresh_marks()
	_redraw()


## Whether a piece is being dragged now.
func is_dragging() -> bool:
	return _dragging


func _draw_dragged(canvas: CanvasItem) -> void:
	if not _dragging or not _pieces.has(_drag_from):
		return
	var cell := _cell_size()
	var rect := Rect2(_drag_point - Vector2(cell, cell) * 0.55, Vector2(cell, cell) * 1.1)
	_draw_piece(canvas, _pieces[_drag_from], rect)
