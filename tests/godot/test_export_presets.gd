extends "res://tests/godot/godot_test.gd"
## The release presets (export_presets.cfg) against what the release workflow and the
## Rust library provide: the presets it exports, the Android settings a store and a
## phone look at, and a library for every architecture a preset ships.

const PRESETS := "res://export_presets.cfg"
const EXTENSION := "res://addons/raja/raja.gdextension"
const BUNDLE_ID := "sk.styriakrali.app"
## Preset name → platform, as tools/release-package names them.
const RELEASE := {
	"Linux": "Linux",
	"Windows": "Windows Desktop",
	"macOS": "macOS",
	"Android": "Android",
	"iOS": "iOS",
	"Web": "Web",
}


func test_every_release_platform_has_one_preset() -> void:
	var presets := _presets()
	var found := {}
	for section in presets.get_sections():
		if section.ends_with(".options"):
			continue
		var name: String = presets.get_value(section, "name", "")
		check(not found.has(name), "preset %s appears twice" % name)
		found[name] = presets.get_value(section, "platform", "")
	for name: String in RELEASE:
		check_eq(found.get(name, ""), RELEASE[name], "the %s preset's platform" % name)


func test_apple_and_android_builds_share_one_id() -> void:
	check_eq(_option("Android", "package/unique_name"), BUNDLE_ID, "Android package name")
	check_eq(_option("iOS", "application/bundle_identifier"), BUNDLE_ID, "iOS bundle id")
	check_eq(_option("macOS", "application/bundle_identifier"), BUNDLE_ID, "macOS bundle id")


func test_android_launcher_icons_are_ours_at_launcher_sizes() -> void:
	var sizes := {
		"launcher_icons/main_192x192": 192,
		"launcher_icons/adaptive_foreground_432x432": 432,
		"launcher_icons/adaptive_background_432x432": 432,
	}
	var images := {}
	for option: String in sizes:
		var path: String = _option("Android", option)
		check(path.begins_with("res://godot_project/art/android/"), "%s is one of ours: %s" % [option, path])
		# The PNG itself, as the export reads it (not the imported texture).
		var image := Image.new()
		if image.load_png_from_buffer(FileAccess.get_file_as_bytes(path)) != OK:
			check(false, "%s does not load: %s" % [option, path])
			continue
		check_eq(image.get_size(), Vector2i(sizes[option], sizes[option]), "%s size" % option)
		images[option] = image
	var foreground: Image = images.get("launcher_icons/adaptive_foreground_432x432")
	if foreground != null:
		# Launchers cut the corners away: the emblem must sit inside, the rest clear.
		check_eq(foreground.get_pixel(0, 0).a, 0.0, "the foreground's corner is transparent")
		check_eq(foreground.get_pixel(216, 216).a, 1.0, "the foreground's centre is drawn")
	var background: Image = images.get("launcher_icons/adaptive_background_432x432")
	if background != null:
		check(not background.detect_alpha(), "the background is opaque to its edge")


func test_android_asks_only_to_vibrate() -> void:
	var asked: PackedStringArray = []
	var presets := _presets()
	var section := _options_section("Android")
	for key in presets.get_section_keys(section):
		if key.begins_with("permissions/") and presets.get_value(section, key) == true:
			asked.append(key)
	check_eq(asked, PackedStringArray(["permissions/vibrate"]), "the permissions asked")


func test_android_sdk_levels_and_orientation() -> void:
	# Godot lets a preset set its SDK levels only in a Gradle build.
	check_eq(_option("Android", "gradle_build/use_gradle_build"), true, "Gradle build")
	var min_sdk := int(_option("Android", "gradle_build/min_sdk"))
	var target_sdk := int(_option("Android", "gradle_build/target_sdk"))
	check(min_sdk >= 24, "min SDK %d is at least Godot 4.6's minimum, 24" % min_sdk)
	check(target_sdk >= min_sdk, "target SDK %d is not below the minimum %d" % [target_sdk, min_sdk])
	# Sensor: the screens have portrait and landscape layouts.
	check_eq(ProjectSettings.get_setting("display/window/handheld/orientation"), 6, "orientation")


func test_every_shipped_architecture_has_a_library() -> void:
	var extension := ConfigFile.new()
	check_eq(extension.load(EXTENSION), OK, "raja.gdextension loads")
	var android_abis := {"arm64-v8a": "android.release.arm64", "x86_64": "android.release.x86_64"}
	for abi in ["armeabi-v7a", "arm64-v8a", "x86", "x86_64"]:
		var shipped: bool = _option("Android", "architectures/" + abi)
		check_eq(shipped, android_abis.has(abi), "Android ships %s" % abi)
	var libraries := {
		"linux.release.x86_64": "Linux",
		"windows.release.x86_64": "Windows",
		"macos.release": "macOS",
		"ios.release": "iOS",
		"web.release.threads.wasm32": "Web",
	}
	for abi: String in android_abis:
		libraries[android_abis[abi]] = "Android"
	for key: String in libraries:
		var path: String = extension.get_value("libraries", key, "")
		check(path.begins_with("res://addons/raja/bin/"), "%s (%s) names a library: %s" % [key, libraries[key], path])
	check_eq(_option("Web", "variant/thread_support"), true, "the Web build has threads, as its library")
	check_eq(_option("Web", "variant/extensions_support"), true, "the Web build loads extensions")


func _presets() -> ConfigFile:
	var presets := ConfigFile.new()
	check_eq(presets.load(PRESETS), OK, "export_presets.cfg loads")
	return presets


func _options_section(preset_name: String) -> String:
	var presets := _presets()
	for section in presets.get_sections():
		if not section.ends_with(".options") and presets.get_value(section, "name", "") == preset_name:
			return section + ".options"
	check(false, "no preset %s" % preset_name)
	return ""


func _option(preset_name: String, key: String) -> Variant:
	var section := _options_section(preset_name)
	return _presets().get_value(section, key, null) if section != "" else null
