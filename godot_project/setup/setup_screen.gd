extends PanelContainer
## Game setup: mode (teams or each for himself), dice, Chess960 and its start
## (random or by number), a clock (games for two), the pieces each player swaps
## before the game (Janggi's horse and elephant), each seat human or bot with a
## level, then start. The last setup of each game is remembered.

const MODE_NAMES := {"ffa": "Free for all", "pairs": "Pairs", "teams": "Teams"}

@onready var _mode_row: HBoxContainer = %ModeRow
@onready var _mode: OptionButton = %Mode
@onready var _dice: CheckButton = %Dice
@onready var _chess960: CheckButton = %Chess960
@onready var _start_row: HBoxContainer = %StartRow
@onready var _random_start: CheckButton = %RandomStart
@onready var _start_number: SpinBox = %StartNumber
@onready var _seats: VBoxContainer = %Seats
@onready var _swaps: VBoxContainer = %Swaps
@onready var _clock: OptionButton = %Clock

var _game: Dictionary = {}
var _modes: PackedStringArray = []
var _seat_choices: Array[OptionButton] = []
## One switch per pair of start pieces a player may exchange, in bit order.
var _swap_switches: Array[CheckButton] = []


func _ready() -> void:
	_game = Catalogue.game(App.catalogue_id)
	%Title.text = _game.get("name", App.catalogue_id)
	%Line.text = _game.get("line", "")
	%Back.pressed.connect(App.open_menu)
	%Rules.visible = Catalogue.has_rules(App.catalogue_id)
	%Rules.pressed.connect(App.open_rules.bind(App.catalogue_id))
	%Start.pressed.connect(start)
	var forms: Array = _game.get("forms", [])
	for form in forms:
		if not _modes.has(form["mode"]):
			_modes.append(form["mode"])
	for mode in _modes:
		_mode.add_item(tr(MODE_NAMES.get(mode, mode)))
	_mode_row.visible = _modes.size() > 1
	_dice.visible = forms.any(func(f: Dictionary) -> bool: return f["dice"]) and forms.any(func(f: Dictionary) -> bool: return not f["dice"])
	var shuffled := func(f: Dictionary) -> bool: return f.get("chess960", false)
	_chess960.visible = forms.any(shuffled) and not forms.all(shuffled)
	for kind in GameClock.NAMES:
		_clock.add_item(tr(GameClock.NAMES[kind]))
	_restore(Settings.last_setup(App.catalogue_id))
	_fill_swaps(int(Settings.last_setup(App.catalogue_id).get("swaps", 0)))
	_mode.item_selected.connect(func(_i: int) -> void: _fill_seats())
	_dice.toggled.connect(func(_on: bool) -> void: _fill_seats())
	_chess960.toggled.connect(func(_on: bool) -> void: _fill_seats())
	_random_start.toggled.connect(func(on: bool) -> void: _start_number.editable = not on)
	%HotSeat.pressed.connect(_all_human)
	_fill_seats()


## The system's back (`App.go_back`): as the Back button.
func go_back() -> void:
	App.open_menu()


## The engine id for the chosen options.
func engine_id() -> String:
	var mode := _modes[_mode.selected] if _mode.selected >= 0 and _mode.selected < _modes.size() else ""
	var dice := _dice.visible and _dice.button_pressed
	var chess960 := _chess960.visible and _chess960.button_pressed
	var id := Catalogue.engine_id(App.catalogue_id, mode, dice, chess960)
	if id == "" and not _game.get("forms", []).is_empty():
		id = _game["forms"][0]["engine"]
	return id


## Hot-seat in one tap: every seat human.
func _all_human() -> void:
	for choice in _seat_choices:
		choice.select(0)


## The seats as chosen: [{"kind": "human"} or {"kind": "bot", "level": n}].
func seats() -> Array:
	var result := []
	for choice in _seat_choices:
		result.append({"kind": "human"} if choice.selected == 0 else {"kind": "bot", "level": choice.selected})
	return result


func start() -> void:
	var id := engine_id()
	if id == "":
		return
	Settings.remember_setup(App.catalogue_id, {
		"mode": _mode.selected, "dice": _dice.button_pressed, "seats": seats().map(func(s: Dictionary) -> int: return s.get("level", 0)),
		"chess960": _chess960.button_pressed, "random_start": _random_start.button_pressed, "start_number": int(_start_number.value),
		"swaps": swaps(), "clock": clock(),
	})
	App.start_game(id, seats(), randi(), start_number(), swaps(), clock())


## The clock chosen (GameClock.KINDS), "none" where the game has none.
func clock() -> String:
	if not %ClockRow.visible or _clock.selected < 0:
		return "none"
	return GameClock.NAMES.keys()[_clock.selected]


## The pairs of start pieces to exchange, one bit each (`GameSession.start_swaps`).
func swaps() -> int:
	var bits := 0
	for i in _swap_switches.size():
		if _swap_switches[i].button_pressed:
			bits |= 1 << i
	return bits


## A switch per pair of start pieces a player may exchange: "Blue, b1–c1: Horse ⇄ Elephant".
func _fill_swaps(remembered: int) -> void:
	for child in _swaps.get_children():
		_swaps.remove_child(child)
		child.queue_free()
	_swap_switches.clear()
	var pairs: Array = ClassDB.class_call_static(&"GameSession", &"start_swaps", engine_id())
	if pairs.is_empty():
		return
	var heading := Label.new()
	heading.text = tr("Before the game, exchange:")
	_swaps.add_child(heading)
	for i in pairs.size():
		var pair: Dictionary = pairs[i]
		var switch := CheckButton.new()
		switch.name = "Swap%d" % i
		switch.custom_minimum_size = Vector2(0, 48)
		switch.text = "%s, %s–%s: %s ⇄ %s" % [tr(pair["army"].capitalize()), pair["squares"][0], pair["squares"][1], tr(pair["pieces"][0].capitalize()), tr(pair["pieces"][1].capitalize())]
		switch.button_pressed = remembered & (1 << i) != 0
		_swaps.add_child(switch)
		_swap_switches.append(switch)


## The numbered start chosen, or -1 for a random one (or a game without numbered starts).
func start_number() -> int:
	if not _start_row.visible or _random_start.button_pressed:
		return -1
	return int(_start_number.value)


func _restore(setup: Dictionary) -> void:
	var mode: int = setup.get("mode", 0)
	if mode >= 0 and mode < _mode.item_count:
		_mode.select(mode)
	_dice.button_pressed = bool(setup.get("dice", false))
	_chess960.button_pressed = bool(setup.get("chess960", false))
	_random_start.button_pressed = bool(setup.get("random_start", true))
	_start_number.value = int(setup.get("start_number", 518))
	_start_number.editable = not _random_start.button_pressed
	var clock_at: int = GameClock.NAMES.keys().find(str(setup.get("clock", "none")))
	_clock.select(maxi(0, clock_at))


## One row per army of the chosen game: its colour and who plays it.
func _fill_seats() -> void:
	var remembered: Array = Settings.last_setup(App.catalogue_id).get("seats", [])
	for child in _seats.get_children():
		child.queue_free()
	_seat_choices.clear()
	var starts: int = ClassDB.class_call_static(&"GameSession", &"start_count", engine_id())
	_start_row.visible = starts > 0
	if starts > 0:
		_start_number.max_value = starts - 1
	var armies: PackedStringArray = ClassDB.class_call_static(&"GameSession", &"army_names", engine_id())
	if not armies.is_empty():
		var bots := ClassDB.class_exists(&"Bot")
		%ClockRow.visible = armies.size() == 2
		for i in armies.size():
			var row := HBoxContainer.new()
			var swatch := ArmySwatch.of(armies[i], false, Vector2(28, 28))
			swatch.size_flags_vertical = Control.SIZE_SHRINK_CENTER
			row.add_child(swatch)
			var name := Label.new()
			name.text = "  " + tr(armies[i].capitalize())
			name.size_flags_horizontal = Control.SIZE_EXPAND_FILL
			row.add_child(name)
			var choice := OptionButton.new()
			choice.custom_minimum_size = Vector2(220, 48)
			choice.add_item(tr("Human"))
			if bots:
				for level in range(1, 6):
					choice.add_item(tr("Bot, level %d") % level)
			var level: int = remembered[i] if i < remembered.size() and remembered[i] is int else _default_level(i, armies.size())
			choice.select(level if level < choice.item_count else 0)
			row.add_child(choice)
			_seats.add_child(row)
			_seat_choices.append(choice)


## Every game starts with the player in the first seat and bots (level 2) in the
## others; hot-seat is a choice per seat away.
func _default_level(seat: int, _armies: int) -> int:
	return 2 if seat > 0 and ClassDB.class_exists(&"Bot") else 0
