//! Makruk (pychess and Fairy-Stockfish `makruk`), one test per rule, and its
//! perft. Positions built by hand; FENs (a running count's limit and plies in
//! the en-passant and halfmove fields), moves and results as pyffish 0.0.90
//! gives them; the perft counts are Fairy-Stockfish's (`go perft`), an
//! independent oracle.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, moves, moves_from, played};

const MAKRUK: &str = "makruk";
const START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1";

#[test]
fn the_start_has_the_pawns_on_the_third_rank() {
    let game = Game::new(MAKRUK, 0).unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(game.legal_move_strings().len(), 23);
}

#[test]
fn perft_from_the_start() {
    assert_perft(MAKRUK, START, &[23, 529, 12_012, 273_026]);
}

#[test]
#[ignore = "slow in debug builds"]
fn perft_from_the_start_depth_5() {
    assert_perft(MAKRUK, START, &[23, 529, 12_012, 273_026, 6_223_994]);
}

#[test]
fn perft_of_a_middle_game() {
    assert_perft(
        MAKRUK,
        "r1s1ks1r/3nm3/pppppppp/3n4/4N3/PPPPPPPP/3M4/R1S1KSNR b - - 4 8",
        &[26, 624, 15_712],
    );
}

#[test]
fn perft_with_promotions_on_both_sides() {
    assert_perft(
        MAKRUK,
        "4k3/8/8/1P4P1/1p1m2p1/8/8/R2K3R w - - 0 1",
        &[26, 258, 7043, 73_649],
    );
}

#[test]
fn the_khon_steps_diagonally_or_straight_forward() {
    let game = game(MAKRUK, "4k3/8/8/8/3S4/8/8/4K3 w - - 0 1");
    assert_eq!(
        moves_from(&game, "d4"),
        ["d4c3", "d4c5", "d4d5", "d4e3", "d4e5"]
    );
}

#[test]
fn a_pawn_becomes_a_met_on_the_sixth_rank() {
    let start = "4k3/8/8/4P3/8/8/8/R3K3 w - - 0 1";
    assert!(moves(&game(MAKRUK, start)).contains(&"e5e6m".to_string()));
    assert!(!moves(&game(MAKRUK, start)).contains(&"e5e6".to_string()));
    // With the last pawn gone the lone black king counts the pieces' honour:
    // 16 moves (32 plies) against a rook, from the 4 pieces on the board (8
    // plies).
    let game = played(MAKRUK, start, "e5e6m");
    assert_eq!(game.fen(), "4k3/8/4M3/8/8/8/8/R3K3 b - 32 8 1");
}

#[test]
fn stalemate_draws() {
    let game = game(MAKRUK, "k7/2K5/1M6/8/8/8/8/7R b - - 0 1");
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::Stalemate)));
}

#[test]
fn without_pawns_the_side_to_move_counts_the_boards_honour() {
    // Black, with a knight of his own, counts 64 moves (128 plies) from 0.
    let game = played(MAKRUK, "3k4/3n4/8/8/8/8/8/R2K3N w - - 0 1", "a1a2");
    assert_eq!(game.fen(), "3k4/3n4/8/8/8/8/R7/3K3N b - 128 0 1");
}

#[test]
fn a_lone_king_counts_the_pieces_honour_from_the_pieces_on_the_board() {
    // Two rooks against the lone king: 8 moves (16 plies), counted from the
    // four pieces on the board (8 plies).
    let game = played(MAKRUK, "3k4/8/8/8/8/8/r7/R2K2R1 w - - 0 1", "a1a2");
    assert_eq!(game.fen(), "3k4/8/8/8/8/8/R7/3K2R1 b - 16 8 1");
    // A count begun with pieces on both sides restarts when a capture bares
    // the king.
    let game = played(
        MAKRUK,
        "3k4/3n4/8/8/8/8/8/R2K2R1 w - - 0 1",
        "a1a7 d8e8 a7d7",
    );
    assert_eq!(game.fen(), "4k3/3R4/8/8/8/8/8/3K2R1 b - 16 8 2");
}

#[test]
fn a_count_past_its_limit_draws_unless_the_move_mates() {
    let start = "4k3/8/8/8/8/8/R7/R2K4 b - 16 15 30";
    let reaching = played(MAKRUK, start, "e8f8");
    assert_eq!(reaching.fen(), "5k2/8/8/8/8/8/R7/R2K4 w - 16 16 31");
    assert_eq!(end(&reaching), None);
    let past = played(MAKRUK, start, "e8f8 a2h2");
    assert_eq!(past.fen(), "5k2/8/8/8/8/8/7R/R2K4 b - 16 17 31");
    assert_eq!(end(&past), Some((GameResult::Draw, EndReason::Counting)));
    // The same ply that mates wins instead.
    let mated = played(MAKRUK, "7k/R7/8/8/8/8/8/1R1K4 w - 16 16 31", "b1b8");
    assert_eq!(
        end(&mated),
        Some((GameResult::TeamWin { team: 0 }, EndReason::Checkmate))
    );
}

#[test]
fn too_little_material_to_mate_draws() {
    let drawn = |fen: &str| {
        end(&game(MAKRUK, fen)) == Some((GameResult::Draw, EndReason::InsufficientMaterial))
    };
    // A met, a pawn (which can only become a met), mets all on one colour.
    assert!(drawn("4k3/8/8/8/8/8/8/3MK3 w - - 0 1"));
    assert!(drawn("4k3/8/8/8/8/4P3/8/4K3 w - - 0 1"));
    assert!(drawn("4k3/8/8/8/8/8/8/3MKM2 w - - 0 1"));
    // Mets on both colours, or a knight with another piece, can mate.
    assert!(!drawn("4k3/8/8/8/8/8/8/2MMK3 w - - 0 1"));
    assert!(!drawn("4k3/8/8/8/8/4m3/8/3NK3 w - - 0 1"));
}

#[test]
fn a_saved_game_keeps_its_count() {
    let mut game = game(MAKRUK, "4k3/8/8/8/8/8/R7/R2K4 b - 16 14 30");
    game.play("e8f8").unwrap();
    let loaded = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(loaded.fen(), "5k2/8/8/8/8/8/R7/R2K4 w - 16 15 31");
    assert_eq!(loaded.fen(), game.fen());
}
