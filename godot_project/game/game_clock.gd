class_name GameClock
extends RefCounted
## An optional clock for two-player games: a time for each move, or for the
## whole game (with an increment a move). The player to move's time runs from
## the start of the turn; whoever's time runs out loses the game.

## The clocks a setup offers, by name: seconds a move, or seconds a game and
## the seconds added after each move.
const KINDS := {
	"none": {},
	"move-30": {"move": 30},
	"move-60": {"move": 60},
	"game-5": {"game": 300},
	"game-10": {"game": 600},
	"game-15+10": {"game": 900, "increment": 10},
}
## Their names in the setup.
const NAMES := {
	"none": "No clock",
	"move-30": "30 s a move",
	"move-60": "1 min a move",
	"game-5": "5 min a game",
	"game-10": "10 min a game",
	"game-15+10": "15 min a game + 10 s a move",
}
## Below this share of its time (or 10 seconds) a clock shows it runs short.
const LOW_SHARE := 0.1
const LOW_SECONDS := 10.0

## One of KINDS.
var kind := "none"
## Seconds left for each army (by name).
var left := {}
## The army whose time runs ("" when none does).
var running := ""
var _since_msec := 0


## A clock of `kind_name` (an unknown name: no clock) for `armies`.
static func of(kind_name: String, armies: Array) -> GameClock:
	var clock := GameClock.new()
	clock.kind = kind_name if KINDS.has(kind_name) else "none"
	for army: String in armies:
		clock.left[army] = clock._allowance()
	return clock


## Whether the game is played on the clock.
func is_on() -> bool:
	return kind != "none"


## The turn of `army` begins: the one that moved gets its increment, and a time
## per move starts afresh.
func begin_turn(army: String) -> void:
	if not is_on():
		return
	_stop_running()
	if running != "" and running != army:
		left[running] = left[running] + float(KINDS[kind].get("increment", 0))
	if KINDS[kind].has("move"):
		left[army] = _allowance()
	running = army
	_since_msec = Time.get_ticks_msec()


## The clocks stop (the game is over, or the screen is left).
func stop() -> void:
	_stop_running()
	running = ""


## Seconds left for `army` now.
func seconds_left(army: String) -> float:
	var seconds: float = left.get(army, 0.0)
	if army == running:
		seconds -= (Time.get_ticks_msec() - _since_msec) / 1000.0
	return maxf(0.0, seconds)


## The army whose time has run out, or "".
func flagged() -> String:
	return running if running != "" and seconds_left(running) <= 0.0 else ""


## Whether `army`'s time runs short.
func is_low(army: String) -> bool:
	var seconds := seconds_left(army)
	return seconds < LOW_SECONDS or seconds < LOW_SHARE * _allowance()


## `army`'s time as a clock shows it: "4:59", "0:07".
func text(army: String) -> String:
	var seconds := ceili(seconds_left(army))
	return "%d:%02d" % [seconds / 60, seconds % 60]


## What a save keeps: {kind, left}.
func to_saved() -> Dictionary:
	var saved_left := {}
	for army in left:
		saved_left[army] = seconds_left(army)
	return {"kind": kind, "left": saved_left}


## A clock as `saved` kept it (`to_saved`), for `armies`.
static func from_saved(saved: Variant, armies: Array) -> GameClock:
	var clock := GameClock.of(str(saved.get("kind", "none")) if saved is Dictionary else "none", armies)
	var saved_left: Variant = saved.get("left", {}) if saved is Dictionary else {}
	if saved_left is Dictionary:
		for army: String in armies:
			if saved_left.has(army):
				clock.left[army] = maxf(0.0, float(saved_left[army]))
	return clock


func _allowance() -> float:
	var entry: Dictionary = KINDS.get(kind, {})
	return float(entry.get("move", entry.get("game", 0)))


func _stop_running() -> void:
	if running != "":
		left[running] = seconds_left(running)
		_since_msec = Time.get_ticks_msec()
