//! Chaturanga for two: won by taking the king (the seeds' catalogue line), with
//! chess.com's pieces, moves and setup (docs/rules/chaturanga.md). One test per
//! rule, and its perft. Positions built by hand; FENs, moves and results as
//! pyffish 0.0.90 gives them for its `chaturanga` with the king made a commoner
//! whose loss loses (`tools/ffish-compare`'s `chaturanga-kingcapture`); the
//! perft counts are that engine's (`go perft`), an independent oracle.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, moves, played};

const CHATURANGA: &str = "chaturanga";
const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

#[test]
fn the_start_is_chess_setup_with_the_old_pieces() {
    let game = Game::new(CHATURANGA, 0).unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(game.legal_move_strings().len(), 16);
}

#[test]
fn perft_from_the_start() {
    // Differs from Fairy-Stockfish's own `chaturanga` (68 122 at depth 4): with
    // no check, a move that leaves the king attacked is legal.
    assert_perft(CHATURANGA, START, &[16, 256, 4176, 68_133]);
}

#[test]
fn perft_with_promotions_on_both_sides() {
    assert_perft(
        CHATURANGA,
        "4k3/1P4P1/8/3q4/8/8/1p4p1/R3K2R w - - 0 1",
        &[26, 320, 8435, 106_451],
    );
}

#[test]
fn perft_of_a_crowded_middle_game() {
    assert_perft(
        CHATURANGA,
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w - - 0 1",
        &[29, 989, 28_440],
    );
}

#[test]
fn a_king_may_step_where_it_is_attacked() {
    // No check: the king on e1 may step to d1, d2 and e2 beside the rook.
    let start = "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1";
    assert_eq!(
        moves(&game(CHATURANGA, start)),
        ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]
    );
    let game = played(CHATURANGA, start, "e1e2");
    assert!(!game.status().armies[0].in_check);
}

#[test]
fn taking_the_king_wins() {
    let game = played(CHATURANGA, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1", "e1e2 d2e2");
    assert_eq!(
        end(&game),
        Some((GameResult::TeamWin { team: 1 }, EndReason::KingCaptured))
    );
    assert!(game.legal_move_strings().is_empty());
}

#[test]
fn a_lone_king_plays_on() {
    // No bare king rule and no dead draw: white's king may still be taken.
    let lone = game(CHATURANGA, "4k3/8/8/8/8/8/3r4/4K3 w - - 0 1");
    assert_eq!(end(&lone), None);
    let kings = game(CHATURANGA, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert_eq!(end(&kings), None);
}

#[test]
fn seventy_moves_without_a_capture_or_pawn_move_draw() {
    let game = played(CHATURANGA, "r3k3/8/8/8/8/8/8/R3K3 w - - 139 100", "a1a2");
    assert_eq!(
        end(&game),
        Some((GameResult::Draw, EndReason::SeventyMoves))
    );
}
