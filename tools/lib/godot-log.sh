# Helpers for running Godot whose exit code is not to be trusted: the log decides too.
# Sourced by tools/test, tools/screenshots and tools/play.

# Lines in Godot's output that mean a broken run even when Godot exits 0.
# A Rust panic in the extension, or a call it refused, shows as "[panic …" or
# "godot-rust function call failed".
GODOT_FAILURE_PATTERN='SCRIPT ERROR|Parse Error|Can'"'"'t open dynamic library|leaked|FATAL|Failed to load script|Cannot load GDExtension|Program crashed|\[panic |godot-rust function call failed'

# godot_checked LOG ARGS…: runs tools/godot ARGS, keeps the output in LOG (and shows
# it), fails when Godot fails or the log shows a failure.
godot_checked() {
  local log=$1; shift
  mkdir -p "$(dirname "$log")"
  local status=0
  tools/godot --audio-driver Dummy "$@" >"$log" 2>&1 || status=$?
  cat "$log"
  if (( status != 0 )); then
    echo "tools: Godot exited with $status (log: $log)" >&2
    return 1
  fi
  if grep -Eq "$GODOT_FAILURE_PATTERN" "$log"; then
    echo "tools: Godot's log shows a failure (log: $log):" >&2
    grep -E "$GODOT_FAILURE_PATTERN" "$log" | head -n 5 >&2
    return 1
  fi
}

# godot_import: imports the project's resources. The extension is listed up front,
# because Godot 4.6.3 crashes on exit when it discovers a new extension during the
# first import (FATAL: Index p_index = 1 is out of bounds), and loads it cleanly at
# start-up.
godot_import() {
  mkdir -p .godot
  [[ -f .godot/extension_list.cfg ]] || echo "res://addons/raja/raja.gdextension" >.godot/extension_list.cfg
  godot_checked target/godot-import.log --headless --path "$PWD" --import >/dev/null
  echo "imported"
}
