//! The command line with the four-player chess games: perft, moves, FEN and FEN4,
//! status, and the error contract (exit 2, one line on stderr).

mod common;

use common::{assert_one_line_error, raja, stdout};

#[test]
fn perft_and_moves_of_the_start() {
    // Red: eight pawns with one or two steps and two knights with two moves each.
    for id in ["fourplayer-teams", "fourplayer-ffa"] {
        assert_eq!(stdout(&raja(&["perft", id, "1"])), "nodes 20\n");
        assert_eq!(stdout(&raja(&["moves", id])).lines().count(), 20);
    }
    let divided = stdout(&raja(&["perft", "fourplayer-teams", "2", "--divide"]));
    // After f2f3 the red queen pins Blue's b6 pawn against the blue king on a7.
    assert!(divided.lines().any(|l| l == "f2f3: 18"), "{divided}");
}

#[test]
fn fen_and_fen4_round_trip_through_the_command_line() {
    let moves = "h2h4 b7d7 g13g11 m8l8 h1h2";
    let fen = stdout(&raja(&["fen", "fourplayer-ffa", "--moves", moves]));
    let again = stdout(&raja(&["fen", "fourplayer-ffa", "--fen", fen.trim()]));
    assert_eq!(fen, again);
    let fen4 = stdout(&raja(&[
        "fen",
        "fourplayer-ffa",
        "--fen4",
        "--moves",
        moves,
    ]));
    assert!(fen4.starts_with("B-0,0,0,0-0,1,1,1-0,1,1,1-"), "{fen4}");
    let from_fen4 = stdout(&raja(&[
        "fen",
        "fourplayer-ffa",
        "--fen4",
        "--fen",
        fen4.trim(),
    ]));
    assert_eq!(fen4, from_fen4);
}

#[test]
fn status_shows_points_and_the_end() {
    let status = stdout(&raja(&[
        "status",
        "fourplayer-teams",
        "--moves",
        "resign:blue",
    ]));
    let value: serde_json::Value = serde_json::from_str(&status).unwrap();
    assert_eq!(value["over"], true);
    assert_eq!(value["reason"], "resignation");
    assert_eq!(value["winning_team"], serde_json::json!(["red", "yellow"]));
    let status = stdout(&raja(&[
        "status",
        "fourplayer-ffa",
        "--moves",
        "resign:blue",
    ]));
    let value: serde_json::Value = serde_json::from_str(&status).unwrap();
    assert_eq!(value["armies"][1]["state"], "walking");
}

#[test]
fn bad_input_exits_2_with_one_line() {
    assert_one_line_error(
        &["moves", "fourplayer-ffa", "--moves", "h2h5"],
        "move h2h5 is not legal after 0 move(s)",
    );
    assert_one_line_error(
        &["fen", "fourplayer-ffa", "--fen", "R-0,0,0,0-1,1,1,1"],
        "bad FEN FEN4",
    );
    assert_one_line_error(&["fen", "fourplayer-teams", "--fen", "14/14 r"], "bad FEN");
    assert_one_line_error(
        &[
            "moves",
            "fourplayer-ffa",
            "--fen",
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x",
        ],
        "ranks",
    );
}
