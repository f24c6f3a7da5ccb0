extends Node
## The app's sounds (autoload `Sounds`), synthesised at start-up rather than loaded:
## a wooden "tock" for a move, a lower, fuller one for a capture, a bright double
## tone for a check, a rattle of clicks for the dice, and at the end of a game a
## soft chime ("end"), a rising arpeggio for a win and two calm chords for a draw.
## They play only when the sound setting is on.

const RATE := 22050
const FADE_SECONDS := 0.01
## Every sound's name.
const NAMES: PackedStringArray = ["move", "capture", "check", "dice", "end", "end_win", "end_draw"]

var _player := AudioStreamPlayer.new()
var _streams := {}


## The sound asked for last while the sound is on, heard or not (no device plays
## headless): tests ask which sound a moment made.
var last_played := ""


func _ready() -> void:
	add_child(_player)
	# Without a sound device (headless runs, tests, the Dummy driver) nobody hears
	# anything, and the Dummy driver never mixes, so it would hold every sound.
	if DisplayServer.get_name() == "headless" or AudioServer.get_driver_name() == "Dummy":
		return
	_streams = synthesise()


func _exit_tree() -> void:
	# Let go of the streams before the engine's last check for leaked objects.
	_player.stop()
	_player.stream = null
	_streams.clear()


## Plays one of NAMES.
func play(name: String) -> void:
	if not Settings.sound:
		return
	last_played = name
	if not _streams.has(name):
		return
	_player.stream = _streams[name]
	_player.play()


## Every sound, by name (NAMES).
static func synthesise() -> Dictionary:
	var bright := [1318.5, 1975.5]
	return {
		"move": _tone([660.0, 990.0], 0.09, 38.0),
		"capture": _tone([330.0, 495.0, 660.0], 0.16, 22.0),
		# Two short pings a tenth of a second apart.
		"check": _notes([[0.0, bright, 34.0], [0.12, bright, 26.0]], 0.28),
		"dice": _rattle(6, 0.42, 29),
		"end": _tone([523.25, 659.25, 783.99], 0.7, 4.0),
		# C, E, G, then the octave ringing on: up and bright.
		"end_win":
		_notes(
			[
				[0.0, [523.25, 1046.5], 7.0, 0.6],
				[0.1, [659.25, 1318.5], 7.0, 0.6],
				[0.2, [783.99, 1567.98], 6.0, 0.6],
				[0.3, [1046.5, 2093.0, 1567.98], 3.5, 0.6],
			],
			1.0
		),
		# The same open fifth twice, low and soft: neither up nor down.
		"end_draw": _notes([[0.0, [392.0, 587.33], 6.0, 0.7], [0.3, [392.0, 587.33], 4.0, 0.7]], 0.9),
	}


## A short percussive tone: partials at `frequencies`, decaying at `decay` per second.
static func _tone(frequencies: Array, seconds: float, decay: float) -> AudioStreamWAV:
	return _notes([[0.0, frequencies, decay]], seconds)


## Tones mixed into `seconds` of sound, each [start in seconds, partial
## frequencies, decay per second] with an optional fourth, its loudness.
static func _notes(notes: Array, seconds: float) -> AudioStreamWAV:
	var samples := PackedFloat32Array()
	samples.resize(int(RATE * seconds))
	for note: Array in notes:
		var start: float = note[0]
		var frequencies: Array = note[1]
		var decay: float = note[2]
		var gain: float = note[3] if note.size() > 3 else 1.0
		for i in range(int(RATE * start), samples.size()):
			var t := i / float(RATE) - start
			var value := 0.0
			for k in frequencies.size():
				value += sin(TAU * frequencies[k] * t) / (k + 1)
			samples[i] += value * exp(-decay * t) * 0.35 * gain
	return _stream(samples)


## A die rolling on wood: `clicks` short bursts of noise with a ring, at uneven
## moments and each fainter than the last; `seed_value` makes it the same every time.
static func _rattle(clicks: int, seconds: float, seed_value: int) -> AudioStreamWAV:
	var random := RandomNumberGenerator.new()
	random.seed = seed_value
	var samples := PackedFloat32Array()
	samples.resize(int(RATE * seconds))
	var start := 0.0
	for click in clicks:
		var ring := random.randf_range(1800.0, 3200.0)
		var gain := 0.75 * pow(0.8, click)
		var first := int(RATE * start)
		for i in range(first, mini(first + int(RATE * 0.035), samples.size())):
			var t := (i - first) / float(RATE)
			var value := random.randf_range(-0.6, 0.6) + 0.4 * sin(TAU * ring * t)
			samples[i] += value * exp(-150.0 * t) * gain
		start += random.randf_range(0.045, 0.085)
	return _stream(samples)


## The samples as 16-bit sound; the last FADE_SECONDS fade out, so that no sound
## stops on a click.
static func _stream(samples: PackedFloat32Array) -> AudioStreamWAV:
	var data := PackedByteArray()
	data.resize(samples.size() * 2)
	var fade := int(RATE * FADE_SECONDS)
	for i in samples.size():
		var left := samples.size() - 1 - i
		var value := samples[i] * (minf(1.0, left / float(fade)) if left < fade else 1.0)
		data.encode_s16(i * 2, int(clampf(value, -1.0, 1.0) * 32767.0))
	var stream := AudioStreamWAV.new()
	stream.format = AudioStreamWAV.FORMAT_16_BITS
	stream.mix_rate = RATE
	stream.data = data
	return stream
