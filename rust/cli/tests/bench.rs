//! `raja bench` against a fake UCI engine that knows only antichess: a shell
//! script that counts perft with our own `raja perft` (mode `right`) or answers a
//! wrong count (mode `wrong`). What is tested is the bench's wiring: same
//! positions where the engine knows the variant, a loud mismatch, and the chess
//! start for scale where it does not.

use std::path::PathBuf;
use std::process::Command;

struct FakeEngine {
    dir: PathBuf,
    script: PathBuf,
}

impl Drop for FakeEngine {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn fake_engine(mode: &str) -> FakeEngine {
    let dir = std::env::temp_dir().join(format!("raja-bench-{}-{mode}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let script = dir.join("engine.sh");
    let text = format!(
        r#"#!/bin/sh
set -f
variant=chess
fen=
while read -r line; do
  set -- $line
  case "$1" in
    uci)
      echo "id name fake {mode}"
      echo "option name UCI_Variant type combo default chess var chess var antichess"
      echo uciok ;;
    isready) echo readyok ;;
    setoption) [ "$3" = UCI_Variant ] && variant=$5 ;;
    position) shift 2; fen="$*" ;;
    go)
      case '{mode}' in
        wrong) echo "Nodes searched: 1" ;;
        *) [ -n "$fen" ] || fen="rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
           echo "Nodes searched: $('{raja}' perft $variant $3 --fen "$fen" | cut -d' ' -f2)" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
"#,
        raja = env!("CARGO_BIN_EXE_raja"),
    );
    std::fs::write(&script, text).expect("script written");
    let made = Command::new("chmod").arg("+x").arg(&script).status();
    assert!(made.is_ok_and(|s| s.success()), "chmod");
    FakeEngine { dir, script }
}

fn bench(fake: &FakeEngine, game: &str) -> String {
    let output = Command::new(env!("CARGO_BIN_EXE_raja"))
        .args(["bench", game, "--engine"])
        .arg(&fake.script)
        .output()
        .expect("raja runs");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{stderr}");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_variant_the_engine_knows_is_counted_on_the_same_position_by_both() {
    let fake = fake_engine("right");
    let out = bench(&fake, "antichess");
    assert!(out.starts_with("reference: fake right\n"), "{out}");
    let line = out
        .lines()
        .find(|l| l.starts_with("antichess start: perft "))
        .unwrap_or_else(|| panic!("no antichess line: {out}"));
    assert!(line.contains("; ratio "), "{line}");
    assert!(!line.contains("DIFFER"), "{line}");
}

#[test]
fn a_count_that_differs_is_reported() {
    let fake = fake_engine("wrong");
    let out = bench(&fake, "antichess");
    assert!(out.contains("(NODES DIFFER: 1)"), "{out}");
}

#[test]
fn a_variant_the_engine_lacks_is_measured_beside_its_chess() {
    let fake = fake_engine("right");
    let out = bench(&fake, "atomic");
    assert!(
        out.contains("atomic: fake right has no atomic; measured beside its chess"),
        "{out}"
    );
    assert!(out.contains("reference chess: perft "), "{out}");
    assert!(out.contains("\natomic: perft "), "{out}");
}

#[test]
fn three_and_eight_player_chess_are_measured_beside_the_references_chess_once() {
    let fake = fake_engine("right");
    let output = Command::new(env!("CARGO_BIN_EXE_raja"))
        .args(["bench", "threeplayer", "eightplayer", "--engine"])
        .arg(&fake.script)
        .output()
        .expect("raja runs");
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{out}");
    assert_eq!(out.matches("reference chess: perft ").count(), 1, "{out}");
    for game in ["threeplayer", "eightplayer"] {
        let line = out
            .lines()
            .find(|l| l.starts_with(&format!("{game}: perft ")))
            .unwrap_or_else(|| panic!("no {game} line: {out}"));
        assert!(line.contains(" nodes/s, ratio "), "{line}");
        assert!(!line.contains("ratio n/a"), "{line}");
    }
}
