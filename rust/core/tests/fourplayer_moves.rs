//! Four-player chess, the rules both modes share: board, setup and order, pawns,
//! castling, promotion, check. One or more tests per rule, on built positions.

mod fourplayer_support;

use fourplayer_support::{FFA, KINGS, TEAMS, fen, fen_full, game, moves_from, play, sorted_moves};
use raja_core::Game;

const ALL_CASTLINGS: &str = "h1j1,h1f1,a7a5,a7a9,g14e14,g14i14,n8n10,n8n6";

// --- Board, setup and order -----------------------------------------------------

#[test]
fn setup_is_the_chess_com_modern_start() {
    let expected = fen_full(
        "rRd1 rNe1 rBf1 rQg1 rKh1 rBi1 rNj1 rRk1 rPd2 rPe2 rPf2 rPg2 rPh2 rPi2 rPj2 rPk2 \
         bRa4 bNa5 bBa6 bKa7 bQa8 bBa9 bNa10 bRa11 bPb4 bPb5 bPb6 bPb7 bPb8 bPb9 bPb10 bPb11 \
         yRd14 yNe14 yBf14 yKg14 yQh14 yBi14 yNj14 yRk14 \
         yPd13 yPe13 yPf13 yPg13 yPh13 yPi13 yPj13 yPk13 \
         gRn4 gNn5 gBn6 gQn7 gKn8 gBn9 gNn10 gRn11 gPm4 gPm5 gPm6 gPm7 gPm8 gPm9 gPm10 gPm11",
        'r',
        "LLLL",
        [0; 4],
        ALL_CASTLINGS,
    );
    for id in [TEAMS, FFA] {
        assert_eq!(Game::new(id, 0).unwrap().fen(), expected, "{id}");
    }
}

#[test]
fn board_is_fourteen_squared_without_the_corners() {
    let variant = raja_core::variant(TEAMS).unwrap();
    assert_eq!(variant.geometry.square_count(), 14 * 14 - 4 * 9);
    for missing in ["a1", "c3", "l1", "n3", "a12", "c14", "l14", "n12"] {
        assert_eq!(variant.geometry.parse_square(missing), None, "{missing}");
    }
    for present in ["d1", "a4", "n11", "k14", "c4", "l11"] {
        assert!(
            variant.geometry.parse_square(present).is_some(),
            "{present}"
        );
    }
}

#[test]
fn order_is_red_blue_yellow_green_clockwise() {
    let mut game = Game::new(FFA, 0).unwrap();
    let mut order = Vec::new();
    for mv in ["h2h3", "b7c7", "g13g12", "m8l8", "e2e4"] {
        order.push(game.status().to_move);
        play(&mut game, mv);
    }
    assert_eq!(order, ["red", "blue", "yellow", "green", "red"]);
}

// --- Pawns ------------------------------------------------------------------------

#[test]
fn pawns_step_two_from_their_start_square_only() {
    let mut game = Game::new(TEAMS, 0).unwrap();
    assert_eq!(moves_from(&game, "d2"), ["d2d3", "d2d4"]);
    play(&mut game, "d2d3 b4c4 d13d12 m4l4");
    // One step (or the capture of the blue pawn), no second double step.
    assert_eq!(moves_from(&game, "d3"), ["d3c4", "d3d4"]);
    play(&mut game, "d3d4");
    assert_eq!(moves_from(&game, "b5"), ["b5c5", "b5d5"]);
    assert!(
        moves_from(&game, "c4").is_empty(),
        "blocked by the red pawn"
    );
}

#[test]
fn pawns_move_away_from_their_own_side_and_capture_diagonally_forward() {
    // A blue pawn (moving east) with enemies on both diagonals ahead and behind.
    let pieces = format!("{KINGS} bPe6 yPf7 gPf5 rPd7 rPd5");
    let game = game(FFA, &fen(&pieces, 'b'));
    assert_eq!(moves_from(&game, "e6"), ["e6f5", "e6f6", "e6f7"]);
}

#[test]
fn no_en_passant() {
    let mut game = game(FFA, &fen(&format!("{KINGS} rPe2 yPf4"), 'r'));
    play(&mut game, "e2e4 a7a8");
    assert_eq!(moves_from(&game, "f4"), ["f4f3"]);
}

// --- Castling ---------------------------------------------------------------------

const CASTLING_ARMIES: &str = "rKh1 rRk1 rRd1 bKa7 bRa4 bRa11 yKg14 yRd14 yRk14 gKn8 gRn11 gRn4";

fn castling_game(id: &str, extra: &str, to_move: char) -> Game {
    let pieces = format!("{CASTLING_ARMIES} {extra}");
    game(
        id,
        &fen_full(&pieces, to_move, "LLLL", [0; 4], ALL_CASTLINGS),
    )
}

#[test]
fn castling_both_ways_written_as_the_kings_two_square_move() {
    let expected = [
        (
            'r',
            "h1",
            ["h1f1", "h1g1", "h1g2", "h1h2", "h1i1", "h1i2", "h1j1"],
        ),
        (
            'b',
            "a7",
            ["a7a5", "a7a6", "a7a8", "a7a9", "a7b6", "a7b7", "a7b8"],
        ),
        (
            'y',
            "g14",
            [
                "g14e14", "g14f13", "g14f14", "g14g13", "g14h13", "g14h14", "g14i14",
            ],
        ),
        (
            'g',
            "n8",
            ["n8m7", "n8m8", "n8m9", "n8n10", "n8n6", "n8n7", "n8n9"],
        ),
    ];
    for (army, king, moves) in expected {
        for id in [TEAMS, FFA] {
            assert_eq!(
                moves_from(&castling_game(id, "", army), king),
                moves,
                "{id} {army}"
            );
        }
    }
}

#[test]
fn castling_moves_the_rook_beside_the_king() {
    for (army, castle, king_to, rook_from, rook_to) in [
        ('r', "h1j1", "j1", "k1", "i1"),
        ('r', "h1f1", "f1", "d1", "g1"),
        ('b', "a7a5", "a5", "a4", "a6"),
        ('b', "a7a9", "a9", "a11", "a8"),
        ('y', "g14e14", "e14", "d14", "f14"),
        ('y', "g14i14", "i14", "k14", "h14"),
        ('g', "n8n10", "n10", "n11", "n9"),
        ('g', "n8n6", "n6", "n4", "n7"),
    ] {
        let mut game = castling_game(FFA, "", army);
        play(&mut game, castle);
        let variant = game.variant();
        let cell = |name: &str| {
            game.position()
                .cell(variant.geometry.parse_square(name).unwrap())
        };
        assert!(variant.is_royal(cell(king_to).kind()), "{castle}");
        assert_eq!(variant.piece(cell(rook_to).kind()).letter, 'R', "{castle}");
        assert!(cell(rook_from).is_empty(), "{castle}");
        // Both castlings of that army are gone; the others stay.
        let field = game.fen().rsplit(' ').next().unwrap().to_string();
        assert_eq!(field.split(',').count(), 6, "{castle}: {field}");
        let king_from = &castle[..castle.len() - king_to.len()];
        assert!(
            field.split(',').all(|c| !c.starts_with(king_from)),
            "{field}"
        );
    }
}

#[test]
fn castling_through_a_square_attacked_by_the_next_opponent_is_illegal() {
    // Blue (next after Red) guards i1 with a rook on i6.
    let game = castling_game(FFA, "bRi6", 'r');
    assert!(!moves_from(&game, "h1").contains(&"h1j1".to_string()));
    assert!(moves_from(&game, "h1").contains(&"h1f1".to_string()));
}

#[test]
fn castling_through_a_square_attacked_by_the_other_opponent_is_illegal() {
    // Green (last after Red) guards g1 with a bishop on k5: k5-j4-i3-h2-g1.
    let game = castling_game(TEAMS, "gBk5", 'r');
    let moves = moves_from(&game, "h1");
    assert!(!moves.contains(&"h1f1".to_string()), "{moves:?}");
    assert!(moves.contains(&"h1j1".to_string()));
}

#[test]
fn a_partner_never_stops_castling() {
    // Yellow guards g1 and i1: an opponent in FFA, Red's partner in teams.
    let extra = "yBk5 yRi6";
    assert!(
        !moves_from(&castling_game(FFA, extra, 'r'), "h1")
            .iter()
            .any(|m| m == "h1j1" || m == "h1f1")
    );
    let teams = moves_from(&castling_game(TEAMS, extra, 'r'), "h1");
    assert!(
        teams.contains(&"h1j1".to_string()) && teams.contains(&"h1f1".to_string()),
        "{teams:?}"
    );
}

#[test]
fn no_castling_out_of_check_or_into_check() {
    // Out of check: a blue rook on h6 checks the red king.
    let game = castling_game(FFA, "bRh6", 'r');
    assert!(
        !moves_from(&game, "h1")
            .iter()
            .any(|m| m == "h1j1" || m == "h1f1")
    );
    // Into check: a green rook on j5 guards j1, the king's target square.
    let game = castling_game(FFA, "gRj5", 'r');
    let moves = moves_from(&game, "h1");
    assert!(!moves.contains(&"h1j1".to_string()) && moves.contains(&"h1f1".to_string()));
}

#[test]
fn no_castling_with_a_piece_between_king_and_rook() {
    // A red knight on e1 stands between king and queen's rook.
    let moves = moves_from(&castling_game(FFA, "rNe1", 'r'), "h1");
    assert!(!moves.contains(&"h1f1".to_string()) && moves.contains(&"h1j1".to_string()));
}

#[test]
fn castling_right_is_lost_once_king_or_rook_moved() {
    let mut game = castling_game(FFA, "", 'r');
    play(&mut game, "k1k2 a7b7 g14g13 n8m8 k2k1 b7a7 g13g14 m8n8");
    let moves = moves_from(&game, "h1");
    assert!(!moves.contains(&"h1j1".to_string()) && moves.contains(&"h1f1".to_string()));
    play(&mut game, "h1f1");
    // Blue, Yellow and Green moved their kings: no castling left at all.
    assert!(game.fen().ends_with(" -"), "{}", game.fen());
}

// --- Promotion --------------------------------------------------------------------

fn promotions(id: &str, pawn: &str, to_move: char, from: &str) -> Vec<String> {
    moves_from(&game(id, &fen(&format!("{KINGS} {pawn}"), to_move)), from)
}

#[test]
fn teams_promote_on_the_eleventh_rank_with_a_choice_of_piece() {
    let choices = |mv: &str| ["b", "n", "q", "r"].map(|p| format!("{mv}{p}")).to_vec();
    assert_eq!(promotions(TEAMS, "rPe10", 'r', "e10"), choices("e10e11"));
    assert_eq!(promotions(TEAMS, "bPj6", 'b', "j6"), choices("j6k6"));
    assert_eq!(promotions(TEAMS, "yPe5", 'y', "e5"), choices("e5e4"));
    assert_eq!(promotions(TEAMS, "gPe9", 'g', "e9"), choices("e9d9"));
    // The 8th rank is no promotion rank in teams.
    assert_eq!(promotions(TEAMS, "rPe7", 'r', "e7"), ["e7e8"]);
}

#[test]
fn free_for_all_promotes_on_the_eighth_rank_with_a_choice_of_piece() {
    let choices = |mv: &str| ["b", "n", "q", "r"].map(|p| format!("{mv}{p}")).to_vec();
    assert_eq!(promotions(FFA, "rPe7", 'r', "e7"), choices("e7e8"));
    assert_eq!(promotions(FFA, "bPg6", 'b', "g6"), choices("g6h6"));
    assert_eq!(promotions(FFA, "yPe8", 'y', "e8"), choices("e8e7"));
    assert_eq!(promotions(FFA, "gPh9", 'g', "h9"), choices("h9g9"));
}

#[test]
fn promotion_by_capture_and_the_chosen_piece_appears() {
    let mut game = game(FFA, &fen(&format!("{KINGS} rPe7 bRf8"), 'r'));
    assert_eq!(
        moves_from(&game, "e7"),
        [
            "e7e8b", "e7e8n", "e7e8q", "e7e8r", "e7f8b", "e7f8n", "e7f8q", "e7f8r"
        ]
    );
    play(&mut game, "e7f8n");
    assert!(game.fen().contains("rN~"), "{}", game.fen());
}

// --- Check ------------------------------------------------------------------------

#[test]
fn a_move_may_not_leave_the_own_king_attacked() {
    // The red rook on h4 is pinned by a blue rook on h9 against the red king.
    let game = game(FFA, &fen(&format!("{KINGS} rRh4 bRh9"), 'r'));
    assert_eq!(
        moves_from(&game, "h4"),
        ["h4h2", "h4h3", "h4h5", "h4h6", "h4h7", "h4h8", "h4h9"]
    );
}

#[test]
fn a_checked_player_must_answer_the_check() {
    // A green rook on h8 checks the red king on h1 down the h-file.
    let game = game(FFA, &fen(&format!("{KINGS} gRh8 rNe4"), 'r'));
    let mut expected = vec!["h1g1", "h1g2", "h1i1", "h1i2"];
    expected.sort();
    assert_eq!(sorted_moves(&game), expected);
}

#[test]
fn in_teams_a_king_capture_is_legal_even_where_it_leaves_the_capturers_own_king_attacked() {
    // Blue, Green's partner, checks the red king down the h-file; the red queen
    // on k8 could take the green king on n8. In teams she may, and that ends the
    // game; free for all, Red must answer the check.
    let pieces = "rKh1 bKa7 yKg14 gKn8 bRh8 rQk8";
    let mut teams = game(TEAMS, &fen(pieces, 'r'));
    assert!(teams.status().armies[0].in_check);
    assert!(sorted_moves(&teams).contains(&"k8n8".to_string()));
    play(&mut teams, "k8n8");
    let status = teams.status();
    assert!(status.over, "taking the king ends the game at once");
    assert_eq!(status.reason, Some(raja_core::EndReason::KingCaptured));
    assert_eq!(
        status.winning_team,
        Some(vec!["red".into(), "yellow".into()])
    );
    let ffa = game(FFA, &fen(pieces, 'r'));
    assert!(!sorted_moves(&ffa).contains(&"k8n8".to_string()));
}

#[test]
fn in_teams_a_pinned_piece_may_take_a_king_since_the_capture_ends_the_game() {
    // The red rook on h4 is pinned by a blue rook on h9; the green king stands
    // on e4, on the rook's rank. Only in teams may the rook leave the pin to take it.
    let pieces = "rKh1 bKa7 yKg14 gKe4 rRh4 bRh9";
    let teams = game(TEAMS, &fen(pieces, 'r'));
    assert!(moves_from(&teams, "h4").contains(&"h4e4".to_string()));
    let ffa = game(FFA, &fen(pieces, 'r'));
    assert!(!moves_from(&ffa, "h4").contains(&"h4e4".to_string()));
}

#[test]
fn in_teams_only_a_king_capture_may_leave_the_own_king_attacked() {
    // Checked by the blue rook, Red may take the green king, but no other
    // piece of Green's: the queen's capture of the green rook stays illegal.
    let pieces = "rKh1 bKa7 yKg14 gKn8 gRk5 bRh8 rQk8";
    let teams = game(TEAMS, &fen(pieces, 'r'));
    let queen = moves_from(&teams, "k8");
    assert!(queen.contains(&"k8n8".to_string()), "{queen:?}");
    assert!(!queen.contains(&"k8k5".to_string()), "{queen:?}");
}

#[test]
fn grey_pieces_block_but_never_attack() {
    // Blue is out: its queen on h3 neither checks the red king nor lets the
    // yellow rook on h9 through.
    let pieces = format!("{KINGS} bQh3 yRh9");
    let game = game(FFA, &fen_full(&pieces, 'r', "LXLL", [0; 4], "-"));
    let moves = moves_from(&game, "h1");
    assert!(
        moves.contains(&"h1h2".to_string()) && moves.contains(&"h1g2".to_string()),
        "{moves:?}"
    );
}

#[test]
fn partners_never_attack_each_other_nor_capture() {
    let pieces = format!("{KINGS} yQh2");
    let teams = game(TEAMS, &fen(&pieces, 'r'));
    assert!(!teams.status().over);
    let moves = moves_from(&teams, "h1");
    assert!(
        !moves.contains(&"h1h2".to_string()),
        "partner's queen is not taken"
    );
    assert!(
        moves.contains(&"h1g1".to_string()),
        "the partner's queen gives no check"
    );
    let ffa = game(FFA, &fen(&pieces, 'r'));
    assert_eq!(
        moves_from(&ffa, "h1"),
        ["h1h2"],
        "in FFA the queen checks and may be taken"
    );
}

#[test]
fn a_king_left_capturable_may_be_taken_by_a_third_player() {
    // Red uncovers a check on Green (the red bishop leaves f6); Blue moves on;
    // Yellow, whose rook also attacks the green king, takes it.
    for id in [TEAMS, FFA] {
        let pieces = "rKh1 bKa7 yKg14 gKk8 rRe8 rBf8 yRk12 bPb5";
        let mut game = game(id, &fen(pieces, 'r'));
        play(&mut game, "f8g9 b5c5");
        assert!(
            moves_from(&game, "k12").contains(&"k12k8".to_string()),
            "{id}"
        );
        play(&mut game, "k12k8");
        let status = game.status();
        if id == TEAMS {
            assert!(status.over, "{id}: taking a king wins");
            assert_eq!(
                status.winning_team,
                Some(vec!["red".into(), "yellow".into()])
            );
        } else {
            assert_eq!(status.armies[3].state, "eliminated");
            assert_eq!(status.armies[2].points, 20);
        }
    }
}
