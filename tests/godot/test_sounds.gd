extends "res://tests/godot/godot_test.gd"
## The synthesised sounds: all there, none clipped or cut off, and each shaped as
## its name says (two pings for a check, a rattle for the dice, a win that rises
## and a draw that does not).

const SoundsScript := preload("res://godot_project/common/sounds.gd")
const WINDOW := 0.005  # seconds per envelope step


## A stream's samples, -1..1.
func _samples(stream: AudioStreamWAV) -> PackedFloat32Array:
	var out := PackedFloat32Array()
	out.resize(stream.data.size() / 2)
	for i in out.size():
		out[i] = stream.data.decode_s16(i * 2) / 32767.0
	return out


func _peak(samples: PackedFloat32Array) -> float:
	var peak := 0.0
	for value in samples:
		peak = maxf(peak, absf(value))
	return peak


## How often the sound starts anew: its envelope jumping to nearly twice its
## lowest of the 20 ms before (and past a tenth of the peak), at least 30 ms
## after the last start. Two tones beating together do not jump that much.
func _onsets(samples: PackedFloat32Array) -> int:
	var step := int(SoundsScript.RATE * WINDOW)
	var peak := _peak(samples)
	var count := 0
	var recent: Array[float] = [0.0]
	var last_start := -1.0
	for start in range(0, samples.size(), step):
		var level := _peak(samples.slice(start, start + step))
		var now := start / float(SoundsScript.RATE)
		if level > 1.8 * recent.min() and level > 0.1 * peak and (last_start < 0.0 or now - last_start >= 0.03):
			count += 1
			last_start = now
		recent.append(level)
		if recent.size() > 4:
			recent.pop_front()
	return count


## Zero crossings per second between two moments: for these tones about twice the
## lowest partial's frequency.
func _crossings(samples: PackedFloat32Array, from: float, to: float) -> float:
	var first := int(from * SoundsScript.RATE)
	var last := mini(int(to * SoundsScript.RATE), samples.size() - 1)
	var count := 0
	for i in range(first, last):
		if (samples[i] < 0.0) != (samples[i + 1] < 0.0):
			count += 1
	return count / (to - from)


func test_every_sound_is_made() -> void:
	var streams := SoundsScript.synthesise()
	var names := PackedStringArray(streams.keys())
	names.sort()
	var wanted := SoundsScript.NAMES.duplicate()
	wanted.sort()
	check_eq(names, wanted, "one stream per name")
	for name in streams:
		var stream: AudioStreamWAV = streams[name]
		check_eq(stream.mix_rate, SoundsScript.RATE, "%s's rate" % name)
		check(stream.get_length() > 0.05 and stream.get_length() < 1.5, "%s lasts %.2f s" % [name, stream.get_length()])


func test_no_sound_clips_or_ends_in_a_click() -> void:
	var streams := SoundsScript.synthesise()
	for name in streams:
		var samples := _samples(streams[name])
		var peak := _peak(samples)
		check(peak > 0.2, "%s is heard (peak %.2f)" % [name, peak])
		check(peak < 0.99, "%s does not clip (peak %.2f)" % [name, peak])
		var tail := _peak(samples.slice(samples.size() - 20))
		check(tail < 0.01 * peak, "%s fades out (last samples at %.3f of its peak)" % [name, tail / peak])


func test_a_check_is_two_pings_and_the_dice_rattle() -> void:
	var streams := SoundsScript.synthesise()
	check_eq(_onsets(_samples(streams["check"])), 2, "check: two pings")
	check_eq(_onsets(_samples(streams["move"])), 1, "a move: one tock")
	var dice := _samples(streams["dice"])
	check(_onsets(dice) >= 4, "the dice: several clicks (%d)" % _onsets(dice))
	# Noise crosses zero far more often than any of the tones.
	check(_crossings(dice, 0.0, 0.03) > 4000.0, "the dice clicks are noisy (%.0f crossings/s)" % _crossings(dice, 0.0, 0.03))


func test_a_win_rises_and_a_draw_does_not() -> void:
	var streams := SoundsScript.synthesise()
	var win := _samples(streams["end_win"])
	var draw := _samples(streams["end_draw"])
	var win_rise := _crossings(win, 0.4, 0.7) / _crossings(win, 0.0, 0.09)
	check(win_rise > 1.6, "the win ends higher than it starts (x%.2f)" % win_rise)
	check_eq(_onsets(win), 4, "the win: four notes")
	var draw_rise := _crossings(draw, 0.4, 0.7) / _crossings(draw, 0.0, 0.25)
	check(absf(draw_rise - 1.0) < 0.1, "the draw's second chord is the first's pitch (x%.2f)" % draw_rise)
	check_eq(_onsets(draw), 2, "the draw: two chords")
	check(_samples(streams["end"]) != win and _samples(streams["end"]) != draw, "both differ from the plain end")
