//! Atomic chess perft. The deepest count of each position is Fairy-Stockfish's
//! published one (`tests/perft.sh`, variant `atomic`); the shallower counts are
//! pyffish 0.0.90's, by recursion over `legal_moves` (an independent oracle).
//! The big counts are `#[ignore]`d; run them with
//! `cargo test --release -p raja-core --test atomic_perft -- --ignored`.

use raja_core::Game;

fn check(fen: &str, counts: &[u64]) {
    let game = Game::from_fen("atomic", fen).unwrap();
    for (depth, &count) in counts.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(game.perft(depth).unwrap(), count, "depth {depth}: {fen}");
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const POSITION_2: &str = "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1";
const POSITION_3: &str = "rn1qkb1r/p5pp/2p5/3p4/N3P3/5P2/PPP4P/R1BQK3 w Qkq - 0 1";
const POSITION_4: &str = "r4b1r/2kb1N2/p2Bpnp1/8/2Pp3p/1P1PPP2/P5PP/R3K2R b KQ - 0 1";

#[test]
fn start_position() {
    check(START, &[20, 400, 8902]);
}

#[test]
fn position_with_explosions_near_the_kings() {
    check(POSITION_4, &[4, 148]);
}

#[test]
fn positions_2_and_3_shallow() {
    check(POSITION_2, &[40, 1238]);
    check(POSITION_3, &[28, 833]);
}

#[test]
#[ignore = "slow in debug builds"]
fn start_position_depth_4() {
    check(START, &[20, 400, 8902, 197_326]);
}

#[test]
#[ignore = "slow in debug builds"]
fn position_2_depth_4() {
    assert_eq!(
        Game::from_fen("atomic", POSITION_2)
            .unwrap()
            .perft(4)
            .unwrap(),
        1_434_825
    );
}

#[test]
#[ignore = "slow in debug builds"]
fn position_3_depth_4() {
    assert_eq!(
        Game::from_fen("atomic", POSITION_3)
            .unwrap()
            .perft(4)
            .unwrap(),
        714_499
    );
}
