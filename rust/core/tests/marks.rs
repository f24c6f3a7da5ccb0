//! The squares a board marks: Čaturanga's thrones and marked squares, promotion
//! squares of an army, and a royal piece the player to move may capture.

mod fourplayer_support;

use raja_core::Game;
use raja_core::marks::SquareMark;

/// The names of the squares marked `kind` with `selected` chosen, sorted.
fn marked(game: &Game, selected: Option<&str>, kind: SquareMark) -> Vec<String> {
    let geometry = &game.variant().geometry;
    let selected = selected.map(|name| geometry.parse_square(name).expect("a square"));
    let mut names: Vec<String> = game
        .marked_squares(selected)
        .into_iter()
        .filter(|&(k, _)| k == kind)
        .map(|(_, square)| geometry.name(square))
        .collect();
    names.sort();
    names
}

#[test]
fn chaturanga_thrones_are_the_rajas_start_squares() {
    // docs/spec/chaturanga4.cs.txt: "pole představující královské trůny (d1, h4, a5, e8)".
    let game = Game::new("chaturanga4", 1).unwrap();
    assert_eq!(
        marked(&game, None, SquareMark::Throne),
        ["a5", "d1", "e8", "h4"]
    );
}

#[test]
fn chaturanga_marks_sixteen_squares_where_the_pieces_but_pawns_start() {
    // docs/spec/chaturanga4.cs.txt: "šestnáct polí je vyznačeno": raja, elephant, knight, boat.
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
    // docs/rules/chaturaji.md: the far edge, corners boat, then knight, then elephant; the two
    // middle squares are never entered. Red promotes on rank 8, green on file h.
    let game = Game::new("chaturaji", 1).unwrap();
    let red = ["a8", "b8", "c8", "f8", "g8", "h8"];
    assert_eq!(
        marked(&game, None, SquareMark::Promotion),
        red,
        "red to move"
    );
    assert_eq!(
        marked(&game, Some("d2"), SquareMark::Promotion),
        red,
        "a red pawn"
    );
    let green = ["h1", "h2", "h3", "h6", "h7", "h8"];
    assert_eq!(
        marked(&game, Some("b5"), SquareMark::Promotion),
        green,
        "a green pawn"
    );
}

#[test]
fn a_selected_piece_that_never_promotes_shows_the_army_to_move() {
    let game = Game::new("chaturaji", 1).unwrap();
    let red = marked(&game, None, SquareMark::Promotion);
    assert_eq!(
        marked(&game, Some("a5"), SquareMark::Promotion),
        red,
        "the green king"
    );
    assert_eq!(
        marked(&game, Some("e4"), SquareMark::Promotion),
        red,
        "an empty square"
    );
}

#[test]
fn chaturanga_promotion_squares_are_the_knight_and_elephant_squares_opposite() {
    // docs/spec/chaturanga4.cs.txt: where a knight or elephant stood at the start, opposite.
    let game = Game::new("chaturanga4", 1).unwrap();
    assert_eq!(
        marked(&game, Some("d2"), SquareMark::Promotion),
        ["f8", "g8"],
        "red"
    );
    assert_eq!(
        marked(&game, Some("g4"), SquareMark::Promotion),
        ["a6", "a7"],
        "black"
    );
}

#[test]
fn seasons_pawns_promote_on_the_far_edge_of_their_own_direction() {
    // docs/rules/seasons.md: green's pawns c1 c2 move east (file h), a3 b3 north
    // (rank 8); each becomes a fers on the far edge of its direction.
    let game = Game::new("seasons", 1).unwrap();
    let file_h = ["h1", "h2", "h3", "h4", "h5", "h6", "h7", "h8"];
    assert_eq!(marked(&game, Some("c1"), SquareMark::Promotion), file_h);
    let rank_8 = ["a8", "b8", "c8", "d8", "e8", "f8", "g8", "h8"];
    assert_eq!(marked(&game, Some("a3"), SquareMark::Promotion), rank_8);
    let both = marked(&game, None, SquareMark::Promotion);
    assert_eq!(
        both.len(),
        15,
        "green to move: both edges, h8 once: {both:?}"
    );
}

#[test]
fn a_king_left_in_reach_of_the_player_to_move_is_capturable() {
    // docs/rules/fourplayer.md: a king capturable when another opponent is to
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
    // The four kings at home and red's elephant (a rook) on d5, in reach of the
    // green king on d8.
    let fen = "3gKyK3/8/8/3rE4/7bK/8/8/3rK4 r LLLL 0,0,0,0 0,0,0,0 0 0 -";
    let game = Game::from_fen("chaturaji", fen).unwrap();
    assert!(marked(&game, None, SquareMark::CapturableRoyal).is_empty());
}

#[test]
fn sittuyin_marks_the_long_diagonals_in_the_opponents_half() {
    // The squares where the army to move's pawns may become a general.
    let red = Game::new("sittuyin", 1).unwrap();
    assert_eq!(
        marked(&red, None, SquareMark::Promotion),
        ["a8", "b7", "c6", "d5", "e5", "f6", "g7", "h8"]
    );
    let black = Game::from_fen(
        "sittuyin",
        "4k3/8/4pppp/pppp4/4PPPP/PPPP4/8/4K3[] b - - 0 1",
    )
    .unwrap();
    assert_eq!(
        marked(&black, None, SquareMark::Promotion),
        ["a1", "b2", "c3", "d4", "e4", "f3", "g2", "h1"]
    );
}

#[test]
fn shogi_marks_the_promotion_zone_of_the_player_to_move() {
    let black = Game::new("minishogi", 1).unwrap();
    assert_eq!(
        marked(&black, None, SquareMark::Promotion),
        ["a5", "b5", "c5", "d5", "e5"]
    );
    let white = Game::from_fen("minishogi", "rbsgk/4p/5/P4/KGSBR[] b - - 0 1").unwrap();
    assert_eq!(
        marked(&white, None, SquareMark::Promotion),
        ["a1", "b1", "c1", "d1", "e1"]
    );
    let shogi = Game::new("shogi", 1).unwrap();
    assert_eq!(marked(&shogi, None, SquareMark::Promotion).len(), 27);
}
