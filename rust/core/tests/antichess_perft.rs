//! Antichess perft. The deepest count of each position is Fairy-Stockfish's
//! published one (`tests/perft.sh`: `antichess` from the start, and the pawn
//! endings of `giveaway`, whose rules are antichess's where no king can castle);
//! the shallower counts are pyffish 0.0.90's, by recursion over `legal_moves`
//! (an independent oracle). The start to depth 4 is `#[ignore]`d; run it with
//! `cargo test --release -p raja-core --test antichess_perft -- --ignored`.

use raja_core::Game;

fn check(fen: &str, counts: &[u64]) {
    let game = Game::from_fen("antichess", fen).unwrap();
    for (depth, &count) in counts.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(game.perft(depth).unwrap(), count, "depth {depth}: {fen}");
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

#[test]
fn start_position() {
    check(START, &[20, 400, 8067]);
}

#[test]
#[ignore = "slow in debug builds"]
fn start_position_depth_4() {
    check(START, &[20, 400, 8067, 153_299]);
}

#[test]
fn pawns_that_must_take() {
    check("8/1p6/8/8/8/8/P7/8 w - - 0 1", &[2, 4, 4, 3]);
}

#[test]
fn pawn_race_to_depth_12() {
    check("8/2p5/8/8/8/8/P7/8 w - - 0 1", &[2, 4, 4, 4, 4, 4]);
    let game = Game::from_fen("antichess", "8/2p5/8/8/8/8/P7/8 w - - 0 1").unwrap();
    assert_eq!(game.perft(12).unwrap(), 2557);
}
