//! The squares a board marks: Čaturanga's thrones and marked squares, promotion
//! squares of an army, and a royal piece the player to move may capture.

mod common;
mod fourplayer_support;

use raja_core::Game;
use raja_core::marks::SquareMark;

/// The names of the squares marked `kind`, sorted.
fn marked(game: &Game, army: Option<u8>, kind: SquareMark) -> Vec<String> {
    let geometry = &game.variant().geometry;
    let mut names: Vec<String> = game
        .marked_squares(army)
        .into_iter()
        .filter(|&(k, _)| k == kind)
        .map(|(_, square)| geometry.name(square))
        .collect();
    names.sort();
    names
}

#[test]
fn chaturanga_thrones_are_the_rajas_start_squares() {
    // Seed 003: "pole představující královské trůny (d1, h4, a5, e8)".
    let game = Game::new("chaturanga4", 1).unwrap();
    assert_eq!(
        marked(&game, None, SquareMark::Throne),
        ["a5", "d1", "e8", "h4"]
    );
}

#[test]
fn chaturanga_marks_sixteen_squares_where_the_pieces_but_pawns_start() {
    // Seed 003: "šestnáct polí je vyznačeno"; RULES.md: raja, elephant, knight, boat.
    let game = Game::new("chaturanga4", 1).unwrap();
    let squares = marked(&game, None, SquareMark::RuleSquare);
    let expected = [
        "a1", "a5", "a6", "a7", "a8", "b1", "c1", "d1", "e8", "f8", "g8", "h1", "h2", "h3", "h4",
        "h8",
    ];
    assert_eq!(squares, expected);
}

#[test]
fn games_without_thrones_mark_none() {
    for id in ["chaturaji", "fourplayer-ffa", "seasons"] {
        let game = Game::new(id, 1).unwrap();
        assert!(marked(&game, None, SquareMark::Throne).is_empty(), "{id}");
        assert!(
            marked(&game, None, SquareMark::RuleSquare).is_empty(),
            "{id}"
        );
    }
}

#[test]
fn chaturaji_promotion_squares_leave_out_the_two_middle_squares() {
    // RULES.md: the far edge, corners boat, then knight, then elephant; the two
    // middle squares are never entered. Red (army 0) promotes on rank 8, green
    // (army 1) on file h.
    let game = Game::new("chaturaji", 1).unwrap();
    let red = ["a8", "b8", "c8", "f8", "g8", "h8"];
    assert_eq!(marked(&game, None, SquareMark::Promotion), red);
    assert_eq!(marked(&game, Some(0), SquareMark::Promotion), red);
    let green = ["h1", "h2", "h3", "h6", "h7", "h8"];
    assert_eq!(marked(&game, Some(1), SquareMark::Promotion), green);
}

#[test]
fn chaturanga_promotion_squares_are_the_knight_and_elephant_squares_opposite() {
    // Seed 003: where a knight or an elephant stood at the start, across the board.
    let game = Game::new("chaturanga4", 1).unwrap();
    assert_eq!(marked(&game, Some(0), SquareMark::Promotion), ["f8", "g8"]);
}

#[test]
fn an_army_out_of_range_falls_back_to_the_army_to_move() {
    let game = Game::new("chaturaji", 1).unwrap();
    assert_eq!(
        marked(&game, Some(9), SquareMark::Promotion),
        marked(&game, None, SquareMark::Promotion)
    );
}

#[test]
fn a_king_left_in_reach_of_the_player_to_move_is_capturable() {
    // RULES.md, four-player chess: a king capturable when another opponent is to
    // move may be captured by him. Red's rook on a10 reaches the blue king on a7.
    use fourplayer_support::{FFA, fen, game};
    let position = game(FFA, &fen("rKh1 bKa7 yKg14 gKn8 rRa10", 'r'));
    assert_eq!(marked(&position, None, SquareMark::CapturableRoyal), ["a7"]);
    let quiet = game(FFA, &fen("rKh1 bKa7 yKg14 gKn8 rRd10", 'r'));
    assert!(marked(&quiet, None, SquareMark::CapturableRoyal).is_empty());
}

#[test]
fn without_check_no_king_is_marked_capturable() {
    // Čaturádží has no check: taking a king is an ordinary capture there.
    let game = common::game("chaturaji", &common::fen("rKd1 gKd8 yKe8 bKh4 rEd5", 'r'));
    assert!(marked(&game, None, SquareMark::CapturableRoyal).is_empty());
}
