//! `raja match` against a fake UCI engine: a shell script that logs what it is told
//! and answers with the first legal move `raja moves` gives for the position (or
//! misbehaves, by mode); in four-player chess one that speaks 4pchess's dialect
//! (a FEN4 alone, `h2-h4` moves). Against the real Fairy-Stockfish when it is
//! installed.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

const FAIRY_STOCKFISH: &str = "/usr/games/fairy-stockfish";

/// A fake engine's directory, removed when the test is done with it.
struct FakeEngine {
    dir: PathBuf,
    script: PathBuf,
    log: PathBuf,
}

impl Drop for FakeEngine {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// A fresh directory with an executable `engine.sh`, written by `script` from
/// the path of the log it keeps of its input.
fn fake(name: &str, script: impl FnOnce(&Path) -> String) -> FakeEngine {
    let dir = std::env::temp_dir().join(format!("raja-uci-{}-{name}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    let log = dir.join("input.log");
    let text = script(&log);
    let script = dir.join("engine.sh");
    std::fs::write(&script, text).expect("script written");
    let made = Command::new("chmod").arg("+x").arg(&script).status();
    assert!(made.is_ok_and(|s| s.success()), "chmod");
    FakeEngine { dir, script, log }
}

/// Writes a fake engine for `mode` (`good`, `crash`, `illegal`, `silent`,
/// `novariant`, `notemplate`: the template of our VariantPath file unknown)
/// into a fresh directory.
fn fake_engine(name: &str, mode: &str) -> FakeEngine {
    let variants = if mode == "novariant" {
        "shogi"
    } else {
        "chess"
    };
    fake(name, |log| {
        format!(
            r#"#!/bin/sh
set -f
game=chess
while read -r line; do
  echo "$line" >> '{log}'
  set -- $line
  case "$1" in
    uci)
      echo "id name fake {mode}"
      echo "option name UCI_Variant type combo default {variants} var {variants}"
      echo "option name UCI_Chess960 type check default false"
      echo uciok ;;
    isready) echo readyok ;;
    setoption)
      [ "$3" = UCI_Chess960 ] && [ "$5" = true ] && game=chess960
      [ "$3" = VariantPath ] && [ '{mode}' = notemplate ] \
        && echo "Variant template 'chaturanga' does not exist." ;;
    position)
      shift 2; fen="$1 $2 $3 $4 $5 $6"; shift 6
      [ "$1" = moves ] && shift
      moves="$*" ;;
    go)
      case '{mode}' in
        crash) exit 3 ;;
        silent) ;;
        illegal) echo "bestmove a1a1" ;;
        *)
          mv=$('{raja}' moves $game --fen "$fen" --moves "$moves" | head -n 1)
          echo "info depth 1 nodes 7 pv $mv"
          echo "bestmove ${{mv:-(none)}}" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
"#,
            log = log.display(),
            raja = env!("CARGO_BIN_EXE_raja"),
        )
    })
}

/// Writes a fake 4pchess for `mode` (`good`, `claim`: says the game is over
/// instead of moving, `invalid`: refuses every position yet answers `go`).
fn fake_four_player(name: &str, mode: &str) -> FakeEngine {
    fake(&format!("4-{name}"), |log| {
        format!(
            r#"#!/bin/sh
set -f
while read -r line; do
  echo "$line" >> '{log}'
  set -- $line
  case "$1" in
    uci) echo "id name fake4 {mode}"; echo uciok ;;
    isready) echo readyok ;;
    position)
      fen="$3"
      [ '{mode}' = invalid ] && echo "info string Invalid FEN: $fen" ;;
    go)
      case '{mode}' in
        claim) echo "info string Game completed. RY won." ;;
        *)
          mv=$('{raja}' moves fourplayer-teams --fen "$fen" | head -n 1 \
            | sed -E 's/^([a-n][0-9]+)([a-n][0-9]+)([qrbn]?)$/\1-\2=\3/; s/=$//; s/=([qrbn])$/=\U\1/')
          echo "info depth 2 time 5 nodes 11 pv $mv score 0 nps 2200"
          echo "bestmove $mv" ;;
      esac ;;
    quit) exit 0 ;;
  esac
done
"#,
            log = log.display(),
            raja = env!("CARGO_BIN_EXE_raja"),
        )
    })
}

/// Runs `raja match`; returns success, stdout, stderr.
fn raja_match(engine: &Path, args: &[&str]) -> (bool, String, String) {
    let engine = engine.to_str().expect("a UTF-8 path");
    common::texts(&common::raja(
        &[&["match"], args, &["--engine", engine]].concat(),
    ))
}

fn report(stdout: &str) -> Value {
    serde_json::from_str(stdout.lines().last().unwrap_or("")).expect("JSON on the last line")
}

#[test]
fn plays_both_colours_of_an_opening_and_reports_the_score() {
    let fake = fake_engine("good", "good");
    let (engine, log) = (&fake.script, &fake.log);
    let args = [
        "chess",
        "--games",
        "2",
        "--seed",
        "3",
        "--nodes",
        "3000",
        "--engine-nodes",
        "777",
    ];
    let (ok, stdout, stderr) = raja_match(engine, &args);
    assert!(ok, "{stderr}");
    assert!(stderr.contains("2/2 games"), "progress bar: {stderr}");
    assert!(stdout.contains("score (win, draw ½)"), "table: {stdout}");
    let report = report(&stdout);
    assert_eq!(report["scored_games"], 2, "{report}");
    assert_eq!(report["errors"].as_array().map(Vec::len), Some(0));
    let results = report["results"].as_array().cloned().unwrap_or_default();
    let colours: Vec<&str> = results.iter().filter_map(|r| r["ours"].as_str()).collect();
    assert_eq!(colours, ["white", "black"]);
    assert!(results.iter().all(|r| r["opening"] == 0));
    let ours = &report["seats"][0];
    let theirs = &report["seats"][1];
    assert_eq!(ours["games"], 2);
    // An engine that plays its first legal move loses to level 5.
    assert_eq!(ours["wins"], 2, "{report}");
    assert_eq!(theirs["losses"], 2);
    assert_eq!(
        theirs["mean_nodes"], 7.0,
        "nodes from the engine's info lines"
    );
    let input = std::fs::read_to_string(log).expect("log");
    for told in [
        "uci",
        "setoption name UCI_Variant value chess",
        "ucinewgame",
        "position fen ",
        "go nodes 777",
    ] {
        assert!(
            input.lines().any(|l| l.starts_with(told)),
            "{told:?} not sent"
        );
    }
    assert!(!input.contains("UCI_Chess960"), "no 960 switch in chess");
}

#[test]
fn chess960_turns_the_960_switch_on_and_castles_king_takes_rook() {
    let fake = fake_engine("960", "good");
    let (engine, log) = (&fake.script, &fake.log);
    let args = ["chess960", "--games", "2", "--seed", "5", "--nodes", "2000"];
    let (ok, stdout, stderr) = raja_match(engine, &args);
    assert!(ok, "{stderr}");
    assert_eq!(report(&stdout)["scored_games"], 2, "{stdout}");
    let input = std::fs::read_to_string(log).expect("log");
    assert!(input.contains("setoption name UCI_Chess960 value true"));
    // Shredder-FEN castling rights: rook files, not KQkq.
    let position = input
        .lines()
        .find(|l| l.starts_with("position fen "))
        .unwrap_or("");
    let castling = position.split_whitespace().nth(4).unwrap_or("");
    assert!(
        castling.chars().all(|c| "ABCDEFGHabcdefgh".contains(c)),
        "{position}"
    );
}

#[test]
fn an_engine_that_dies_or_plays_illegally_spoils_the_game_only() {
    for (mode, symptom) in [("crash", "died"), ("illegal", "illegal")] {
        let fake = fake_engine(mode, mode);
        let engine = &fake.script;
        let args = ["chess", "--games", "2", "--nodes", "500"];
        let (ok, stdout, stderr) = raja_match(engine, &args);
        assert!(ok, "{mode}: {stderr}");
        let report = report(&stdout);
        assert_eq!(report["scored_games"], 0, "{mode}: {report}");
        let errors = report["errors"].as_array().cloned().unwrap_or_default();
        assert_eq!(errors.len(), 2, "{mode}: {report}");
        assert!(
            errors[0]["error"]
                .as_str()
                .is_some_and(|e| e.contains(symptom)),
            "{mode}: {report}"
        );
        assert!(stdout.contains("spoiled by the engine"), "{mode}: {stdout}");
    }
}

#[test]
fn an_engine_silent_past_its_timeout_loses_the_game() {
    let fake = fake_engine("silent", "silent");
    let engine = &fake.script;
    let args = [
        "chess",
        "--games",
        "2",
        "--nodes",
        "500",
        "--engine-timeout",
        "300",
    ];
    let (ok, stdout, stderr) = raja_match(engine, &args);
    assert!(ok, "{stderr}");
    let report = report(&stdout);
    assert_eq!(report["scored_games"], 2, "{report}");
    assert_eq!(report["score"], 1.0, "both games ours: {report}");
    assert_eq!(
        report["errors"].as_array().map(Vec::len),
        Some(0),
        "{report}"
    );
    let forfeits = report["forfeits"].as_array().cloned().unwrap_or_default();
    assert_eq!(forfeits.len(), 2, "{report}");
    assert!(
        forfeits[0]["error"]
            .as_str()
            .is_some_and(|e| e.contains("timed out")),
        "{report}"
    );
    assert_eq!(report["reasons"]["engine-timeout"], 2, "{report}");
    assert!(stdout.contains("lost by the engine"), "{stdout}");
}

#[test]
fn three_spoiled_games_in_a_row_stop_the_run() {
    let fake = fake_engine("crash3", "crash");
    let engine = &fake.script;
    let (ok, _, stderr) = raja_match(engine, &["chess", "--games", "4", "--nodes", "500"]);
    assert!(!ok);
    assert!(stderr.contains("3 games in a row"), "{stderr}");
}

#[test]
fn an_engine_without_the_variant_or_a_game_without_a_counterpart_is_an_error() {
    let fake = fake_engine("novariant", "novariant");
    let engine = &fake.script;
    let (ok, _, stderr) = raja_match(engine, &["chess", "--games", "1"]);
    assert!(!ok);
    assert!(
        stderr.contains("does not know the variant \"chess\""),
        "{stderr}"
    );
    let (ok, _, stderr) = raja_match(engine, &["chaturaji", "--games", "1"]);
    assert!(!ok);
    assert!(
        stderr.contains("no Fairy-Stockfish counterpart") && stderr.contains("fourplayer-teams"),
        "{stderr}"
    );
    // An engine that cannot build our variant from its template says so
    // (Debian's 11.1 has no `chaturanga`) and would play chess instead.
    let fake = fake_engine("notemplate", "notemplate");
    let (ok, stdout, stderr) = raja_match(&fake.script, &["chaturanga", "--games", "2"]);
    assert!(!ok && stdout.is_empty(), "{stdout}");
    assert!(
        stderr.contains("cannot learn the variant \"chaturanga-kingcapture\"")
            && stderr.contains("Variant template 'chaturanga' does not exist."),
        "{stderr}"
    );
    let (ok, _, stderr) = raja_match(Path::new("/nonexistent/engine"), &["chess"]);
    assert!(!ok);
    assert!(stderr.contains("engine did not start"), "{stderr}");
}

#[test]
fn list_names_every_counterpart_and_why_fog_has_none() {
    let text = common::stdout(&common::raja(&["match", "--list"]));
    assert!(
        text.lines().any(|l| l == "chess960 chess chess960"),
        "{text}"
    );
    assert!(text.lines().any(|l| l.starts_with("fog - ")), "{text}");
}

#[test]
fn plays_the_real_fairy_stockfish_when_installed() {
    if !Path::new(FAIRY_STOCKFISH).exists() {
        eprintln!("skipped: {FAIRY_STOCKFISH} is not installed (apt-get install fairy-stockfish)");
        return;
    }
    for game in ["chess", "chess960"] {
        let args = [
            game,
            "--games",
            "2",
            "--seed",
            "1",
            "--nodes",
            "2000",
            "--engine-nodes",
            "200",
        ];
        let (ok, stdout, stderr) = raja_match(Path::new(FAIRY_STOCKFISH), &args);
        assert!(ok, "{game}: {stderr}");
        let report = report(&stdout);
        assert_eq!(report["scored_games"], 2, "{game}: {report}");
        assert!(
            report["engine"]
                .as_str()
                .is_some_and(|n| n.starts_with("Fairy-Stockfish")),
            "{report}"
        );
    }
}

#[test]
fn each_side_has_its_own_limits_and_the_report_gives_the_elo_interval() {
    let fake = fake_engine("limits", "good");
    let (engine, log) = (&fake.script, &fake.log);
    let args = [
        "chess",
        "--games",
        "2",
        "--movetime",
        "40",
        "--engine-movetime",
        "25",
        "--engine-nodes",
        "900",
    ];
    let (ok, stdout, stderr) = raja_match(engine, &args);
    assert!(ok, "{stderr}");
    let input = std::fs::read_to_string(log).expect("log");
    assert!(
        input.lines().any(|l| l == "go nodes 900 movetime 25"),
        "{input}"
    );
    let report = report(&stdout);
    assert_eq!(report["movetime_ms"], 40);
    assert_eq!(report["engine_movetime_ms"], 25);
    let ours = &report["seats"][0];
    assert_eq!(ours["bot"], "L5 (40 ms)");
    assert!(
        ours["max_ms_per_move"]
            .as_f64()
            .is_some_and(|ms| ms < 1000.0),
        "{ours}"
    );
    // Two wins: no upper bound on the Elo; Wilson's 2 of 2 gives the lower,
    // 2 / (2 + 1.96²) = 0.3424 → −400·log10(0.6576/0.3424) = −113.4.
    assert_eq!(report["score"], 1.0);
    assert_eq!(report["elo"]["ci95"][1], Value::Null);
    assert_eq!(report["elo"]["ci95"][0], -113.4, "{report}");
    assert!(stdout.contains("Elo +∞ (-113 … +∞)"), "{stdout}");
}

#[test]
fn the_sprt_stops_the_run_once_it_decides_and_prints_the_llr_as_it_goes() {
    let fake = fake_engine("sprt", "good");
    let args = ["chess", "--games", "40", "--nodes", "500", "--sprt", "0,10"];
    let (ok, stdout, stderr) = raja_match(&fake.script, &args);
    assert!(ok, "{stderr}");
    assert!(stderr.contains("LLR "), "{stderr}");
    let report = report(&stdout);
    // Level 5 wins every game against the first legal move: H1 as soon as
    // the test may decide (30 games, sprt::MIN_GAMES), not at the 40 asked.
    assert_eq!(report["games"], 30, "{report}");
    assert_eq!(report["sprt"]["verdict"], "H1 accepted");
    assert!(report["sprt"]["llr"].as_f64().is_some_and(|llr| llr > 2.94));
    assert!(stdout.contains("SPRT elo0 0 elo1 10"), "{stdout}");
    common::assert_one_line_error(
        &["match", "chess", "--engine", "x", "--sprt", "10,0"],
        "--sprt",
    );
}

#[test]
fn a_book_gives_the_starts_of_the_openings() {
    let fake = fake_engine("book", "good");
    let (engine, log) = (&fake.script, &fake.log);
    let book = fake.dir.join("book.epd");
    let start = "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2";
    std::fs::write(&book, format!("# one line\n{start}\n")).expect("book");
    let book = book.to_str().expect("UTF-8");
    let args = ["chess", "--games", "2", "--nodes", "500", "--book", book];
    let (ok, stdout, stderr) = raja_match(engine, &args);
    assert!(ok, "{stderr}");
    let report = report(&stdout);
    assert_eq!(
        (
            report["book_size"].as_u64(),
            report["opening_plies"].as_u64()
        ),
        (Some(1), Some(0))
    );
    let input = std::fs::read_to_string(log).expect("log");
    let first = input
        .lines()
        .find(|l| l.starts_with("position "))
        .unwrap_or("");
    // Our bot is White in the first game: the engine's first position is one move on.
    assert!(
        first.starts_with(&format!("position fen {start} moves ")),
        "{first}"
    );
}

#[test]
fn four_player_teams_against_4pchess_sends_fen4_only_and_alternates_the_teams() {
    let fake = fake_four_player("good", "good");
    let (engine, log) = (&fake.script, &fake.log);
    let args = [
        "fourplayer-teams",
        "--games",
        "2",
        "--nodes",
        "2000",
        "--engine-movetime",
        "50",
    ];
    let (ok, stdout, stderr) = raja_match(engine, &args);
    assert!(ok, "{stderr}");
    let report = report(&stdout);
    assert_eq!(report["scored_games"], 2, "{report}");
    assert_eq!(report["engine_position"], "fen4");
    let sides: Vec<&str> = report["results"]
        .as_array()
        .map(|r| r.iter().filter_map(|g| g["ours"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(sides, ["red-yellow", "blue-green"]);
    let input = std::fs::read_to_string(log).expect("log");
    let positions: Vec<&str> = input
        .lines()
        .filter(|l| l.starts_with("position"))
        .collect();
    assert!(!positions.is_empty());
    for line in &positions {
        let words: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(words.len(), 3, "a FEN4 and no moves: {line}");
        assert!(
            ["R-", "B-", "Y-", "G-"]
                .iter()
                .any(|p| words[2].starts_with(p)),
            "{line}"
        );
    }
    assert!(input.lines().any(|l| l == "go movetime 50"), "{input}");
    // The engine's moves were read: it moved in both games.
    assert!(
        report["seats"][1]["bot_moves"]
            .as_u64()
            .is_some_and(|n| n > 2),
        "{report}"
    );
}

#[test]
fn four_player_engines_that_claim_or_refuse_spoil_the_game_and_a_limit_is_required() {
    for (mode, symptom) in [
        ("claim", "holds the game over"),
        ("invalid", "refused the position"),
    ] {
        let fake = fake_four_player(mode, mode);
        let args = [
            "fourplayer-teams",
            "--games",
            "2",
            "--nodes",
            "500",
            "--engine-movetime",
            "20",
        ];
        let (ok, stdout, stderr) = raja_match(&fake.script, &args);
        assert!(ok, "{mode}: {stderr}");
        let report = report(&stdout);
        assert_eq!(report["scored_games"], 0, "{mode}: {report}");
        let error = report["errors"][0]["error"].as_str().unwrap_or("");
        assert!(error.contains(symptom), "{mode}: {error}");
    }
    let fake = fake_four_player("nodes", "good");
    let engine = fake.script.to_str().expect("UTF-8");
    common::assert_one_line_error(
        &["match", "fourplayer-teams", "--engine", engine],
        "--engine-movetime",
    );
    // A node limit alone goes to the engine as it is (for a 4pchess patched
    // to keep it), without a time.
    let args = [
        "fourplayer-teams",
        "--games",
        "2",
        "--nodes",
        "500",
        "--engine-nodes",
        "100",
    ];
    let (ok, stdout, stderr) = raja_match(&fake.script, &args);
    assert!(ok, "{stderr}");
    assert_eq!(report(&stdout)["scored_games"], 2, "{stdout}");
    let input = std::fs::read_to_string(&fake.log).expect("log");
    let goes: Vec<&str> = input.lines().filter(|l| l.starts_with("go")).collect();
    assert!(!goes.is_empty());
    assert!(goes.iter().all(|l| *l == "go nodes 100"), "{input}");
}

#[test]
fn a_free_for_all_against_our_own_engine_seats_ours_in_every_army_and_counts_first_places() {
    let raja = Path::new(env!("CARGO_BIN_EXE_raja"));
    let args = [
        "fourplayer-ffa",
        "--engine-arg",
        "uci",
        "--engine-arg",
        "--variant",
        "--engine-arg",
        "fourplayer-ffa",
        "--games",
        "4",
        "--nodes",
        "200",
        "--engine-nodes",
        "200",
        "--engine-movetime",
        "100000",
    ];
    let (ok, stdout, stderr) = raja_match(raja, &args);
    assert!(ok, "{stderr}");
    let report = report(&stdout);
    assert_eq!(report["sides"], 4, "{report}");
    assert_eq!(report["scored_games"], 4, "{report}");
    assert!(
        report["elo"].is_null(),
        "no Elo between four sides: {report}"
    );
    let results = report["results"].as_array().cloned().unwrap_or_default();
    let seats: Vec<&str> = results.iter().filter_map(|r| r["ours"].as_str()).collect();
    assert_eq!(seats, ["red", "blue", "yellow", "green"], "{report}");
    assert!(
        results.iter().all(|r| r["result"]
            .as_str()
            .is_some_and(|t| t.starts_with("places "))),
        "{report}"
    );
    let openings: Vec<u64> = results
        .iter()
        .filter_map(|r| r["opening"].as_u64())
        .collect();
    assert_eq!(openings, [0, 0, 0, 0], "one opening from every seat");
    assert!(stdout.contains("first places"), "{stdout}");
}
