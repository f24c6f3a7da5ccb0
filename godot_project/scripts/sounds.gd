extends Node
## The app's sounds (autoload `Sounds`), synthesised at start-up rather than loaded:
## a wooden "tock" for a move, a lower, fuller one for a capture, a soft chime at
## the end of a game. They play only when the sound setting is on.

const RATE := 22050

var _player := AudioStreamPlayer.new()
var _streams := {}


func _ready() -> void:
	add_child(_player)
	# Without a sound device (headless runs, tests, the Dummy driver) nobody hears
	# anything, and the Dummy driver never mixes, so it would hold every sound.
	if DisplayServer.get_name() == "headless" or AudioServer.get_driver_name() == "Dummy":
		return
	_streams["move"] = _tone([660.0, 990.0], 0.09, 38.0)
	_streams["capture"] = _tone([330.0, 495.0, 660.0], 0.16, 22.0)
	_streams["end"] = _tone([523.25, 659.25, 783.99], 0.7, 4.0)


func _exit_tree() -> void:
	# Let go of the streams before the engine's last check for leaked objects.
	_player.stop()
	_player.stream = null
	_streams.clear()


## Plays "move", "capture" or "end".
func play(name: String) -> void:
	if not Settings.sound or not _streams.has(name):
		return
	_player.stream = _streams[name]
	_player.play()


## A short percussive tone: partials at `frequencies`, decaying at `decay` per second.
static func _tone(frequencies: Array, seconds: float, decay: float) -> AudioStreamWAV:
	var count := int(RATE * seconds)
	var data := PackedByteArray()
	data.resize(count * 2)
	for i in count:
		var t := float(i) / RATE
		var value := 0.0
		for k in frequencies.size():
			value += sin(TAU * frequencies[k] * t) / (k + 1)
		value *= exp(-decay * t) * 0.35
		data.encode_s16(i * 2, int(clampf(value, -1.0, 1.0) * 32767.0))
	var stream := AudioStreamWAV.new()
	stream.format = AudioStreamWAV.FORMAT_16_BITS
	stream.mix_rate = RATE
	stream.data = data
	return stream
