//! Seasons chess (docs/spec/seasons.sk.txt): one test or more per
//! rule sentence and per decision of docs/rules/seasons.md, on built positions.

mod common;

use common::{moves_from, sorted_moves, status_value};
use raja_core::{Army, ArmyState, Game};

const ID: &str = "seasons";
const DICE: &str = "seasons-dice";
/// Nobody out, no coins.
const NO_COINS: &str = "0,0,0,0:0:0000";

/// A FEN of `id` with these pieces, side to move, army states, dice field and coins.
fn fen_full(pieces: &str, to_move: char, states: &str, dice: &str, coins: &str) -> String {
    let base = common::fen_with(pieces, to_move, states);
    let board = base.split(' ').next().unwrap();
    format!("{board} {to_move} {states} 0,0,0,0 0,0,0,0 0 0 {dice} {coins}")
}

fn fen(pieces: &str, to_move: char) -> String {
    fen_full(pieces, to_move, "LLLL", "-", NO_COINS)
}

fn game(fen: &str) -> Game {
    common::game(ID, fen)
}

fn dice_game(fen: &str, rolls: &[u8]) -> Game {
    Game::with_rolls(DICE, 0, Some(fen), rolls).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn strings(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

/// The piece on `square` as the FEN writes it (`gK`), or "".
fn piece_on(game: &Game, square: &str) -> String {
    let geometry = &game.variant().geometry;
    let cell = game.position().cell(geometry.parse_square(square).unwrap());
    if cell.is_empty() {
        return String::new();
    }
    format!(
        "{}{}",
        game.variant().army_letter(cell.army()),
        game.variant().piece(cell.kind()).letter
    )
}

fn coins(game: &Game) -> Vec<i64> {
    let status = status_value(game);
    (0..4)
        .map(|a| status["armies"][a]["coins"].as_i64().unwrap())
        .collect()
}

// --- Board, armies, order ------------------------------------------------------

#[test]
fn each_army_in_its_corner_turned_by_the_seasons() {
    let game = Game::new(ID, 0).unwrap();
    let expected = [
        ("a1", "gK"),
        ("b1", "gR"),
        ("a2", "gN"),
        ("b2", "gA"),
        ("c1", "gE"),
        ("c2", "gE"),
        ("a3", "gU"),
        ("b3", "gU"),
        ("a8", "rK"),
        ("a7", "rR"),
        ("b8", "rN"),
        ("b7", "rA"),
        ("a6", "rS"),
        ("b6", "rS"),
        ("c8", "rE"),
        ("c7", "rE"),
        ("h8", "bK"),
        ("g8", "bR"),
        ("h7", "bN"),
        ("g7", "bA"),
        ("f8", "bW"),
        ("f7", "bW"),
        ("h6", "bS"),
        ("g6", "bS"),
        ("h1", "wK"),
        ("h2", "wR"),
        ("g1", "wN"),
        ("g2", "wA"),
        ("h3", "wU"),
        ("g3", "wU"),
        ("f1", "wW"),
        ("f2", "wW"),
    ];
    for (square, piece) in expected {
        assert_eq!(piece_on(&game, square), piece, "{square}");
    }
}

#[test]
fn order_green_red_black_white() {
    let mut game = Game::new(ID, 0).unwrap();
    let mut order = Vec::new();
    for mv in ["a3a4", "a6a5", "h6h5", "h3h4", "b3b4"] {
        order.push(game.status().to_move);
        game.play(mv).unwrap();
    }
    assert_eq!(order, ["green", "red", "black", "white", "green"]);
}

#[test]
fn perft_from_the_start_counted_by_hand() {
    // Each army has 7 moves (knight 2, alfil 1, four pawns 1 each; king and rook
    // are walled in) and none of the first four plies touches another army.
    let game = Game::new(ID, 0).unwrap();
    assert_eq!(
        sorted_moves(&game),
        strings(&["a2b4", "a2c3", "b2d4", "c1d1", "c2d2", "a3a4", "b3b4"])
    );
    for (depth, nodes) in [(1, 7), (2, 49), (3, 343), (4, 2401)] {
        assert_eq!(game.perft(depth), Ok(nodes), "depth {depth}");
    }
    // Regression value: from ply 5 the armies meet.
    assert_eq!(game.perft(5), Ok(21952));
}

// --- Pieces ----------------------------------------------------------------------

#[test]
fn king_one_square_rook_straight_knight_jumps() {
    let g = game(&fen("gKd4 gRc3 gNh5 rKa8 bKh8 wKh1", 'g'));
    assert_eq!(moves_from(&g, "d4").len(), 7, "c3 is its own rook");
    assert_eq!(
        moves_from(&g, "c3").len(),
        14,
        "the c-file and the third rank"
    );
    assert_eq!(
        moves_from(&g, "h5"),
        strings(&["h5f4", "h5f6", "h5g3", "h5g7"])
    );
}

#[test]
fn alfil_jumps_exactly_two_diagonally_over_anything() {
    let g = game(&fen("gKa1 gAd4 gUe5 rKa8 bKh8 wKh1", 'g'));
    assert_eq!(
        moves_from(&g, "d4"),
        strings(&["d4b2", "d4b6", "d4f2", "d4f6"])
    );
}

#[test]
fn pawn_keeps_its_direction_one_square_captures_diagonally_forward() {
    let g = game(&fen("gKa1 gUc3 gEd5 rSe4 rKa8 bKh8 wKh1 bSe6", 'g'));
    assert_eq!(moves_from(&g, "c3"), strings(&["c3c4"]), "north, never two");
    assert_eq!(
        moves_from(&g, "d5"),
        strings(&["d5e4", "d5e5", "d5e6"]),
        "east"
    );
}

#[test]
fn pawn_becomes_a_fers_on_the_far_edge() {
    let mut g = game(&fen("gKa1 gEg4 gUd7 rKa8 bKh8 wKh1", 'g'));
    g.play("g4h4").unwrap();
    assert_eq!(piece_on(&g, "h4"), "gF");
    let mut g = game(&fen("gKa1 gEg4 gUd7 rKa8 bKh8 wKh1", 'g'));
    g.play("d7d8").unwrap();
    assert_eq!(piece_on(&g, "d8"), "gF");
}

#[test]
fn fers_one_square_diagonally() {
    let g = game(&fen("gKa1 gFd4 rKa8 bKh8 wKh1", 'g'));
    assert_eq!(
        moves_from(&g, "d4"),
        strings(&["d4c3", "d4c5", "d4e3", "d4e5"])
    );
}

// --- Check and mate ----------------------------------------------------------------

#[test]
fn no_move_may_leave_the_own_king_attacked_by_any_opponent() {
    // Green's rook is pinned by black's rook; the king may not step into red's reach.
    let g = game(&fen("gKd1 gRd4 bRd8 rRc7 rKa8 bKh8 wKh1", 'g'));
    assert!(moves_from(&g, "d4").iter().all(|m| m.starts_with("d4d")));
    assert!(!moves_from(&g, "d1").contains(&"d1c1".to_string()));
    assert!(!moves_from(&g, "d1").contains(&"d1c2".to_string()));
}

/// White's rook closes the mate on green's king in a1.
const MATE: &str = "gKa1 gUc3 rKa8 bKh8 wKe5 wRd2 wRg7";

#[test]
fn mate_is_judged_on_the_mated_players_turn_and_his_army_passes_to_the_mater() {
    let mut g = game(&fen(MATE, 'w'));
    g.play("g7g1").unwrap();
    // Green's turn came: mated. His king leaves, his pawn is white's, still going north.
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(piece_on(&g, "a1"), "");
    assert_eq!(piece_on(&g, "c3"), "wU");
    assert_eq!(g.status().to_move, "red");
    // White: a coin for the check, two for the mate (king and pawn).
    assert_eq!(coins(&g), [-3, 0, 0, 3]);
    assert!(g.fen().ends_with(" -3,0,0,3:0:1000"));
}

#[test]
fn mate_is_credited_to_the_attacker_who_moved_last() {
    // Black's rook already gives check; white's move gives a second check that
    // closes the net: both attack, white moved last.
    let pieces = "gKa1 rKa8 bKh8 bRa5 wKe4 wRd2 wRg7";
    let mut g = game(&fen(pieces, 'w'));
    g.play("g7g1").unwrap();
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(coins(&g)[3], 2, "check and the king");
    // Checked by black alone; white's move does not attack: black mates.
    let pieces = "gKa1 gUh4 rKa8 bKh8 bRb8 bRc1 wKe5 wRd2 wRg7";
    let mut g = game(&fen(pieces, 'w'));
    g.play("g7g6").unwrap();
    assert_eq!(piece_on(&g, "h4"), "bU");
}

#[test]
fn king_left_in_reach_may_be_taken_and_that_counts_as_mate() {
    // Red's knight uncovers black's rook on green's king; black takes it.
    let pieces = "gKd4 gUa3 bRd8 rNd6 rKa7 bKh8 wKh1";
    let mut g = game(&fen(pieces, 'r'));
    g.play("d6c8").unwrap();
    assert!(g.legal_move_strings().contains(&"d8d4".to_string()));
    g.play("d8d4").unwrap();
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(piece_on(&g, "a3"), "bU");
    assert_eq!(piece_on(&g, "d4"), "bR");
    assert_eq!(coins(&g), [-2, 0, 2, 0]);
    let mut undone = g.clone();
    undone.undo().unwrap();
    assert_eq!(piece_on(&undone, "a3"), "gU");
    assert_eq!(undone.position().army_state(Army::FIRST), ArmyState::Live);
}

#[test]
fn stalemated_player_leaves_and_his_pieces_leave_the_board() {
    let pieces = "gKa1 gUh3 wUh4 rKa8 bKh8 wKe5 wRb7 wRg2";
    let g = game(&fen(pieces, 'g'));
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(piece_on(&g, "a1"), "");
    assert_eq!(piece_on(&g, "h3"), "");
    assert_eq!(g.status().to_move, "red");
    assert_eq!(coins(&g), [0, 0, 0, 0]);
}

#[test]
fn resigning_player_leaves_and_his_pieces_leave_the_board() {
    let mut g = Game::new(ID, 0).unwrap();
    g.resign(Army::SECOND).unwrap();
    assert_eq!(g.position().army_state(Army::SECOND), ArmyState::Resigned);
    assert!(g.position().pieces(Army::SECOND).is_empty());
    assert_eq!(piece_on(&g, "a8"), "");
    assert!(g.fen().ends_with(":0100"));
}

// --- The end ---------------------------------------------------------------------

#[test]
fn last_king_wins_the_others_ranked_by_the_order_they_left() {
    // Red left first, black second; white mates green, the last one: white wins.
    let pieces = "gKa1 gUc3 wKe5 wRd2 wRg7";
    let fen = fen_full(pieces, 'w', "LXXL", "-", "2,-1,0,1:5:0120");
    let mut g = game(&fen);
    g.play("g7g1").unwrap();
    assert!(g.is_over());
    let status = status_value(&g);
    assert_eq!(status["reason"], "last-player");
    let ranking: Vec<(&str, u64)> = status["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["army"].as_str().unwrap(), p["place"].as_u64().unwrap()))
        .collect();
    assert_eq!(
        ranking,
        [("white", 1), ("green", 2), ("black", 3), ("red", 4)]
    );
    // Green pays the check, the mate (2 pieces) and, as the last out, 2 to the
    // winner, who also takes the bank of 5.
    assert_eq!(coins(&g), [2 - 1 - 2 - 2, -1, 0, 1 + 1 + 2 + 2 + 5]);
    assert_eq!(status["bank"], 0);
}

#[test]
fn second_player_out_puts_his_winnings_and_a_coin_a_piece_into_the_bank() {
    // Red is out already; green (3 coins) is stalemated with two pieces.
    let pieces = "gKa1 gUh3 wUh4 bKd8 wKe5 wRb7 wRg2";
    let fen = fen_full(pieces, 'g', "LXLL", "-", "3,0,0,0:0:0100");
    let g = game(&fen);
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert!(g.fen().ends_with(" -2,0,0,0:5:2100"), "{}", g.fen());
}

#[test]
fn draw_when_only_kings_remain() {
    let g = game(&fen("gKa1 rKa8 bKh8 wKh1", 'g'));
    assert!(g.is_over());
    let status = status_value(&g);
    assert_eq!(status["reason"], "only-kings");
    assert!(
        status["ranking"]
            .as_array()
            .unwrap()
            .iter()
            .all(|p| p["place"] == 1)
    );
    assert_eq!(status["draw"], true, "everyone first is a draw");
}

#[test]
fn a_drawn_ranking_lists_the_armies_by_the_coins_they_hold() {
    // Green 3, red -4, black 1, white 0 coins, and only kings: a draw.
    let g = game(&fen_full(
        "gKa1 rKa8 bKh8 wKh1",
        'g',
        "LLLL",
        "-",
        "3,-4,1,0:0:0000",
    ));
    let status = status_value(&g);
    assert_eq!(status["draw"], true);
    let order: Vec<&str> = status["ranking"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["army"].as_str().unwrap())
        .collect();
    assert_eq!(order, ["green", "black", "white", "red"]);
}

#[test]
fn draw_after_fifty_rounds_without_capture_or_pawn_move() {
    let fen = fen("gKa1 gRb1 rKa8 bKh8 wKh1", 'g').replace(" 0 0 - ", " 199 0 - ");
    let mut g = game(&fen);
    g.play("b1b2").unwrap();
    assert_eq!(status_value(&g)["reason"], "fifty-moves");
}

#[test]
fn draw_by_threefold_repetition() {
    let pieces = "gKa1 gUd4 rSd5 rKa8 bKh8 wKh1";
    let mut g = game(&fen(pieces, 'g'));
    let cycle = [
        "a1a2", "a8b8", "h8h7", "h1g1", "a2a1", "b8a8", "h7h8", "g1h1",
    ];
    for mv in cycle.iter().chain(cycle.iter()) {
        assert!(!g.is_over());
        g.play(mv).unwrap();
    }
    assert_eq!(status_value(&g)["reason"], "repetition");
}

// --- Coins -------------------------------------------------------------------------

#[test]
fn coins_a_lost_piece_pays_the_taker_a_check_pays_the_checker() {
    let mut g = game(&fen("gKa1 gRd1 rUd5 rKa8 bKh8 wKh1", 'g'));
    g.play("d1d5").unwrap();
    assert_eq!(coins(&g), [1, -1, 0, 0]);
    let mut g = game(&fen("gKa1 gRd1 rKa8 bKh7 wKh1", 'g'));
    g.play("d1d8").unwrap();
    assert_eq!(coins(&g), [1, -1, 0, 0], "check along rank 8 on red's king");
}

#[test]
fn coins_a_discovered_check_pays_the_mover_an_old_attack_does_not() {
    // The knight uncovers the rook on red's king; the rook's attack on white's
    // king was there before the move and is no check given by it.
    let mut g = game(&fen("gKa1 gRd1 gNd4 rKd8 bKh8 wKh1", 'g'));
    g.play("d4f5").unwrap();
    assert_eq!(coins(&g), [1, -1, 0, 0]);
}

// --- The die -------------------------------------------------------------------------

#[test]
fn die_6_king_5_fers_4_rook_3_knight_2_alfil_1_pawn() {
    let pieces = "gKa1 gFc3 gRe1 gNh5 gAd4 gUf4 rKa8 bKh8 wKh1";
    let expected = [
        (6, "a1"),
        (5, "c3"),
        (4, "e1"),
        (3, "h5"),
        (2, "d4"),
        (1, "f4"),
    ];
    for (face, square) in expected {
        let g = dice_game(
            &fen_full(pieces, 'g', "LLLL", &format!("7:0:{face}:-"), NO_COINS),
            &[],
        );
        let moves = g.legal_move_strings();
        assert!(!moves.is_empty());
        assert!(
            moves.iter().all(|m| m.starts_with(square)),
            "{face}: {moves:?}"
        );
    }
}

#[test]
fn die_without_such_a_move_loses_the_turn() {
    let pieces = "gKa1 rKa8 bKh8 wKh1 gUa3";
    let g = dice_game(&fen_full(pieces, 'g', "LLLL", "7:0:4:-", NO_COINS), &[6]);
    assert_eq!(g.status().to_move, "red");
    assert_eq!(g.position().ply(), 0);
}

#[test]
fn check_the_die_does_not_allow_to_meet_loses_the_turn_and_the_king_may_be_taken() {
    let pieces = "gKa1 gAc4 gUa3 rKa8 bKh8 wKh3 wRh1";
    let g0 = dice_game(
        &fen_full(pieces, 'g', "LLLL", "7:0:2:-", NO_COINS),
        &[6, 6, 4],
    );
    assert_eq!(
        g0.status().to_move,
        "red",
        "green's 2 cannot meet the check: turn lost"
    );
    let mut g = g0.clone();
    g.play("a8b8").unwrap();
    g.play("h8g8").unwrap();
    assert!(g.legal_move_strings().contains(&"h1a1".to_string()));
    g.play("h1a1").unwrap();
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(piece_on(&g, "c4"), "wA");
}

#[test]
fn mate_and_stalemate_do_not_depend_on_the_die() {
    // Mated whatever the throw: a 6 (king) changes nothing.
    let mate = "gKa1 gUc3 rKa8 bKh8 wKe5 wRd2 wRg1";
    let g = dice_game(&fen_full(mate, 'g', "LLLL", "7:0:6:-", NO_COINS), &[6]);
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(piece_on(&g, "c3"), "wU");
    // Stalemated under a 1 as under any throw.
    let stale = "gKa1 gUh3 wUh4 rKa8 bKh8 wKe5 wRb7 wRg2";
    let g = dice_game(&fen_full(stale, 'g', "LLLL", "7:0:1:-", NO_COINS), &[6]);
    assert_eq!(g.position().army_state(Army::FIRST), ArmyState::Eliminated);
    assert_eq!(piece_on(&g, "h3"), "");
}

// --- FEN -----------------------------------------------------------------------------

#[test]
fn fen_round_trips_the_coins_field() {
    let fen = fen_full(
        "gKa1 gUc3 wKe5 wRh2 wRg7",
        'w',
        "LXRL",
        "-",
        "12,-3,0,-9:4:0120",
    );
    let g = game(&fen);
    assert_eq!(g.fen(), fen);
    let start = Game::new(ID, 0).unwrap().fen();
    assert!(start.ends_with(" - 0,0,0,0:0:0000"));
}

#[test]
fn fen_errors_name_the_coins_field() {
    let good = fen("gKa1 rKa8 bKh8 wKh1 gUa3", 'g');
    for bad in [
        good.replace(NO_COINS, "0,0,0:0:0000"),
        good.replace(NO_COINS, "0,0,0,x:0:0000"),
        good.replace(NO_COINS, "0,0,0,0:0:000"),
        good.replace(NO_COINS, "0,0,0,0:0:0009"),
        good.replace(NO_COINS, "0,0,0,0:99999999:0000"),
        good.replace(&format!(" {NO_COINS}"), ""),
    ] {
        let error = Game::from_fen(ID, &bad)
            .err()
            .unwrap_or_else(|| panic!("{bad}"));
        assert!(error.to_string().starts_with("bad FEN"), "{error}");
    }
}
