//! Fog of war perft: its legal moves are chess's pseudo-legal moves with king
//! capture (no check; castling whatever attacks the king's squares; a game whose
//! king was taken has no moves). No table is published for it, so the counts are
//! python-chess's (`chess.Board.pseudo_legal_moves` with castling allowed through
//! attacked squares, recursion stopped at a taken king), printed by
//! `tools/ffish-compare --perft DEPTH [--fen FEN] fog`: an independent generator.

use raja_core::Game;

fn check(fen: &str, counts: &[u64]) {
    let game = Game::from_fen("fog", fen).unwrap();
    for (depth, &count) in counts.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(game.perft(depth).unwrap(), count, "depth {depth}: {fen}");
    }
}

#[test]
fn start_position() {
    let game = Game::new("fog", 0).unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // Chess has 197 281 at depth 4: the difference is the moves check forbids.
    check(&game.fen(), &[20, 400, 8902, 197_742]);
}

#[test]
fn kiwipete() {
    check(
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        &[48, 2049, 98_903],
    );
}

#[test]
fn position_3() {
    check(
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        &[16, 278, 4840, 88_813],
    );
}

#[test]
fn position_4() {
    check(
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        &[38, 1845, 71_811],
    );
}
