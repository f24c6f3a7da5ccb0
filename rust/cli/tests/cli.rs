//! The command line as docs/design.md describes it: output formats and exit codes.

mod common;

use common::{assert_one_line_error, raja, stdout};

#[test]
fn games_lists_one_id_a_line() {
    // Data file by data file in name order, each file's forms in its order.
    let output = raja(&["games"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "antichess\natomic\ncambodian\nchaturaji\nchaturaji-teams\nchaturaji-dice\nchaturaji-teams-dice\nchaturanga\nchaturanga4\nchess\nchess960\ncrazyhouse\nduck\neightplayer\neightplayer-pairs\neightplayer-teams\nfog\nfourplayer-teams\nfourplayer-ffa\nfriendly\njanggi\nmakruk\nminishogi\nseasons\nseasons-dice\nshatranj\nshogi\nsittuyin\nthreeplayer\nxiangqi\n"
    );
}

#[test]
fn perft_last_line_is_nodes() {
    let output = raja(&["perft", "chaturaji", "3"]);
    assert_eq!(stdout(&output), "nodes 729\n");
    let divided = stdout(&raja(&[
        "perft",
        "chaturaji",
        "2",
        "--divide",
        "--moves",
        "d2d3",
    ]));
    let lines: Vec<&str> = divided.lines().collect();
    assert!(lines.contains(&"b5c5: 9"), "{divided}");
    assert_eq!(lines.last(), Some(&"nodes 81"));
}

#[test]
fn moves_fen_and_status() {
    let moves = stdout(&raja(&["moves", "chaturaji", "--moves", "d2d3"]));
    assert_eq!(moves.lines().count(), 9);
    let fen = stdout(&raja(&["fen", "chaturaji", "--moves", "d2d3"]));
    let again = stdout(&raja(&["fen", "chaturaji", "--fen", fen.trim()]));
    assert_eq!(fen, again);
    let status = stdout(&raja(&["status", "chaturaji-dice", "--seed", "4"]));
    let value: serde_json::Value = serde_json::from_str(&status).unwrap();
    assert_eq!(value["to_move"], "red");
    assert_eq!(value["dice"].as_array().map(|d| d.len()), Some(2));
    assert_eq!(status.lines().count(), 1);
}

#[test]
fn bad_input_exits_2_with_one_line() {
    assert_one_line_error(
        &["perft", "chaturaji", "2", "--moves", "d2d3 e2e5"],
        "move e2e5 is not legal after 1 move(s)",
    );
    assert_one_line_error(&["moves", "nope"], "unknown game");
    assert_one_line_error(&["fen", "chaturaji", "--fen", "8/8 r"], "bad FEN");
    assert_one_line_error(&["perft", "chaturaji", "x"], "depth");
    assert_one_line_error(&["perft", "chaturaji-dice", "2"], "diceless");
    assert_one_line_error(&["status"], "usage: raja status");
    assert_one_line_error(&["frobnicate"], "unknown command");
    assert_one_line_error(&[], "usage");
    assert_one_line_error(&["moves", "chaturaji", "--fen"], "needs a value");
    assert_one_line_error(&["moves", "chaturaji", "--colour", "red"], "unknown option");
}

#[test]
fn chaturanga_moves_fen_status_and_exchange_actions() {
    let fen =
        "4rP3/4yK2yP/2rN5/gK7/7bK/8/rP7/8 r LLLL 0,0,0,0 0,0,0,0 0 0 7:0:3:- rbyg:1000:0000:-:-";
    let moves = stdout(&raja(&[
        "moves",
        "chaturanga4",
        "--fen",
        fen,
        "--moves",
        "c6e7",
    ]));
    assert_eq!(moves, "offer:ry\nnooffer\n");
    let after = ["--fen", fen, "--moves", "c6e7 offer:ry accept K@f8"];
    let written = stdout(&raja(&[&["fen", "chaturanga4"][..], &after[..]].concat()));
    assert!(
        written.trim_end().ends_with(" rbyg:0000:1000:-:-"),
        "{written}"
    );
    let status = stdout(&raja(&["status", "chaturanga4", "--seed", "3"]));
    let value: serde_json::Value = serde_json::from_str(&status).unwrap();
    assert_eq!(value["armies"][1]["army"], "black");
    assert_eq!(value["armies"][3]["played_by"], "green");
    assert_one_line_error(&["perft", "chaturanga4", "1"], "diceless");
    assert_one_line_error(&["moves", "chaturanga4", "--moves", "pass"], "not legal");
}

#[test]
fn seasons_perft_moves_fen_and_status() {
    assert_eq!(stdout(&raja(&["perft", "seasons", "3"])), "nodes 343\n");
    let moves = stdout(&raja(&["moves", "seasons"]));
    assert_eq!(moves.lines().count(), 7);
    let fen = stdout(&raja(&["fen", "seasons", "--moves", "a3a4 a6a5"]));
    assert!(fen.trim_end().ends_with(" - 0,0,0,0:0:0000"), "{fen}");
    let again = stdout(&raja(&["fen", "seasons", "--fen", fen.trim()]));
    assert_eq!(fen, again);
    let status = stdout(&raja(&["status", "seasons-dice", "--seed", "7"]));
    let value: serde_json::Value = serde_json::from_str(&status).unwrap();
    assert_eq!(value["armies"][0]["army"], "green");
    assert_eq!(value["bank"], 0);
    assert_one_line_error(&["perft", "seasons-dice", "1"], "diceless");
}

/// Every subcommand, as `raja --help` lists it.
const COMMANDS: [&str; 13] = [
    "games", "perft", "moves", "fen", "status", "selfplay", "soak", "match", "bench", "compare",
    "pgn", "tune", "uci",
];

#[test]
fn every_subcommand_has_its_help() {
    let top = raja(&["--help"]);
    assert!(top.status.success());
    let listed = stdout(&top);
    // The commands `raja --help` lists, each the first word of its line: every
    // one is checked here, so a new command comes with its help.
    let commands: Vec<&str> = listed
        .split("Commands:")
        .nth(1)
        .and_then(|rest| rest.split("Options:").next())
        .unwrap_or("")
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .collect();
    assert_eq!(commands, COMMANDS, "{listed}");
    for command in COMMANDS {
        assert!(
            listed.lines().any(|l| l.trim_start().starts_with(command)),
            "raja --help lacks {command}: {listed}"
        );
        let help = raja(&[command, "--help"]);
        assert_eq!(help.status.code(), Some(0), "raja {command} --help");
        let text = stdout(&help);
        assert!(
            text.contains(&format!("Usage: raja {command}")),
            "raja {command} --help: {text}"
        );
        assert!(text.contains("-h, --help"), "raja {command} --help: {text}");
    }
    let perft = stdout(&raja(&["perft", "--help"]));
    for option in ["--fen", "--chess960", "--moves", "--seed", "--divide"] {
        assert!(perft.contains(option), "raja perft --help lacks {option}");
    }
    assert!(!perft.contains("--games"), "{perft}");
}

#[test]
fn an_option_that_means_nothing_for_a_command_is_refused() {
    for (args, option) in [
        (&["games", "--fen", "8/8 w"][..], "--fen"),
        (&["perft", "chaturaji", "2", "--fen4"], "--fen4"),
        (&["moves", "chaturaji", "--divide"], "--divide"),
        (&["fen", "chaturaji", "--games", "3"], "--games"),
        (&["status", "chaturaji", "--engine", "x"], "--engine"),
        (&["selfplay", "chaturaji", "--fen", "x"], "--fen"),
        (&["bench", "chess", "--seed", "3"], "--seed"),
        (&["compare", "chess", "--moves", "e2e4"], "--moves"),
        (&["pgn", "chess", "--divide"], "--divide"),
        (&["pgn", "--import", "-", "--moves", "e2e4"], "--moves"),
        (&["match", "--list", "--games", "2"], "--list"),
        (&["soak", "--divide"], "--divide"),
        (&["tune", "chess", "--games", "2"], "--games"),
        (&["uci", "--moves", "e2e4"], "--moves"),
    ] {
        assert_one_line_error(args, option);
    }
    assert_one_line_error(&["games", "chess"], "unexpected argument \"chess\"");
    assert_one_line_error(
        &[
            "fen",
            "chess960",
            "--fen",
            "8/8/8/8/8/8/8/8 w - - 0 1",
            "--chess960",
            "3",
        ],
        "--fen cannot be given with --chess960",
    );
}

#[test]
fn a_bad_number_names_the_option_and_the_value() {
    assert_one_line_error(
        &["perft", "chaturaji", "65"],
        "depth 65 is not a number from 0 to 64",
    );
    assert_one_line_error(
        &["moves", "chaturaji", "--seed", "-3"],
        "--seed -3 is not a number",
    );
    assert_one_line_error(
        &["selfplay", "chaturaji", "--games", "99999999999"],
        "--games 99999999999 is not a number from 0 to 4294967295",
    );
    assert_one_line_error(
        &["match", "chess", "--engine", "x", "--level", "6"],
        "--level 6 is not a level 1–5",
    );
}
