//! The command line as DESIGN.md specifies it: output formats and exit codes.

mod common;

use common::{assert_one_line_error, raja, stdout};

#[test]
fn games_lists_one_id_a_line() {
    let output = raja(&["games"]);
    assert!(output.status.success());
    assert_eq!(
        stdout(&output),
        "chaturaji\nchaturaji-teams\nchaturaji-dice\nchaturaji-teams-dice\nchaturanga4\nfourplayer-teams\nfourplayer-ffa\nseasons\nseasons-dice\nchess\nchess960\nantichess\natomic\ncrazyhouse\nduck\nfog\nfriendly\nchaturanga\nshatranj\nmakruk\ncambodian\nsittuyin\nxiangqi\njanggi\nshogi\nminishogi\n"
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
