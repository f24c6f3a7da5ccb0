//! Rules-page diagrams show each piece's moves as the seed describes them
//! (counted by hand on an 8 × 8 board, piece on d4).

use raja_core::diagram::piece_diagram;
use raja_core::variant;

fn names(id: &str, piece: &str) -> (String, Vec<String>, Vec<String>) {
    let variant = variant(id).expect("game exists");
    let kind = variant
        .kinds()
        .find(|&k| variant.piece(k).name == piece)
        .expect("piece exists");
    let diagram = piece_diagram(&variant, kind).expect("a diagram");
    let name = |s: &u16| variant.geometry.name(*s);
    (
        variant.geometry.name(diagram.square),
        diagram.moves.iter().map(name).collect(),
        diagram.captures.iter().map(name).collect(),
    )
}

#[test]
fn the_elephant_moves_as_a_rook() {
    let (square, moves, captures) = names("chaturaji", "elephant");
    assert_eq!(square, "d4");
    assert_eq!(
        moves.len(),
        14,
        "seven along the file and seven along the rank"
    );
    assert!(moves.contains(&"d8".to_string()) && moves.contains(&"a4".to_string()));
    assert!(captures.is_empty(), "it captures where it moves");
}

#[test]
fn the_boat_jumps_exactly_two_diagonally() {
    let (_, mut moves, _) = names("chaturaji", "boat");
    moves.sort();
    assert_eq!(moves, ["b2", "b6", "f2", "f6"]);
}

#[test]
fn the_knight_and_king_have_eight_squares_from_the_middle() {
    assert_eq!(names("chaturaji", "knight").1.len(), 8);
    assert_eq!(names("chaturaji", "king").1.len(), 8);
}

#[test]
fn the_pawn_steps_forward_and_captures_diagonally_forward() {
    let (_, moves, mut captures) = names("chaturaji", "pawn");
    assert_eq!(moves, ["d5"], "one step north for red, no double step");
    captures.sort();
    assert_eq!(captures, ["c5", "e5"]);
}

#[test]
fn the_duck_may_go_to_any_empty_square_but_its_own() {
    let (square, moves, captures) = names("duck", "duck");
    assert_eq!(square, "d4");
    assert_eq!(moves.len(), 63, "the 64 squares less d4, where it stands");
    assert!(!moves.contains(&"d4".to_string()));
    assert!(moves.contains(&"a1".to_string()) && moves.contains(&"h8".to_string()));
    assert!(captures.is_empty(), "the duck never captures");
}

#[test]
fn ouk_chatrang_s_king_and_met_show_their_first_moves_from_their_start_squares() {
    let (square, mut moves, _) = names("cambodian", "king");
    moves.sort();
    assert_eq!(square, "d1");
    // Its steps, and the knight's leaps to the next rank (b2, f2).
    assert_eq!(moves, ["b2", "c1", "c2", "d2", "e1", "e2", "f2"]);
    let (square, mut moves, _) = names("cambodian", "met");
    moves.sort();
    assert_eq!(square, "e1");
    assert_eq!(moves, ["d2", "e3", "f2"]);
    // Makruk's met has no first move: it stands in the middle.
    assert_eq!(names("makruk", "met").0, "d4");
}

#[test]
fn janggi_s_cannon_is_shown_vaulting_over_soldiers_beside_it() {
    let variant = variant("janggi").expect("game exists");
    let cannon = variant
        .kinds()
        .find(|&k| variant.piece(k).name == "cannon")
        .expect("a cannon");
    let diagram = piece_diagram(&variant, cannon).expect("a diagram");
    let name = |s: &u16| variant.geometry.name(*s);
    assert_eq!(name(&diagram.square), "e5");
    let mut screens: Vec<(String, String)> = diagram
        .screens
        .iter()
        .map(|(s, k)| (name(s), variant.piece(*k).name.clone()))
        .collect();
    screens.sort();
    let soldier = |s: &str| (s.to_string(), "soldier".to_string());
    assert_eq!(
        screens,
        [soldier("d5"), soldier("e4"), soldier("e6"), soldier("f5")]
    );
    // Beyond each soldier, to the board's edge: 3 + 3 + 4 + 3 points.
    let mut moves: Vec<String> = diagram.moves.iter().map(name).collect();
    moves.sort();
    assert_eq!(
        moves,
        [
            "a5", "b5", "c5", "e1", "e10", "e2", "e3", "e7", "e8", "e9", "g5", "h5", "i5"
        ]
    );
    assert!(diagram.captures.is_empty(), "it takes where it moves");
}

/// Three-player chess (docs/rules/threeplayer.md): each piece stands on White's
/// d4, beside the centre, so the page shows the fork, the seam and the knight
/// near the centre.
#[test]
fn the_hexagon_diagrams_stand_beside_the_centre_and_show_the_fork_and_the_seam() {
    let (square, bishop, _) = names("threeplayer", "bishop");
    assert_eq!(square, "d4");
    for branch in ["i5", "e9"] {
        assert!(
            bishop.contains(&branch.to_string()),
            "the fork's branch {branch}"
        );
    }
    let (_, rook, _) = names("threeplayer", "rook");
    for beyond in ["d5", "d8"] {
        assert!(
            rook.contains(&beyond.to_string()),
            "across the seam to {beyond}"
        );
    }
    let (_, knight, _) = names("threeplayer", "knight");
    assert!(
        (9..=10).contains(&knight.len()),
        "d4's knight has 9 or 10 targets: {knight:?}"
    );
}
