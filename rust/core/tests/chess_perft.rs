//! Chess and Chess960 perft against published tables only:
//! chessprogramming.org "Perft Results" (start position, Kiwipete, positions 3–6)
//! and "Chess960 Perft Results" (Andrew Grant's list, first positions). The
//! depth-4 counts of the last two Chess960 positions, past the table's depth 3,
//! are Fairy-Stockfish 11.1's `go perft 4` (an independent engine).
//!
//! The deeper counts are `#[ignore]`d; run them with
//! `cargo test --release -p raja-core --test chess_perft -- --ignored`.

use raja_core::Game;

fn check(id: &str, fen: &str, counts: &[u64]) {
    let game = Game::from_fen(id, fen).unwrap();
    for (depth, &count) in counts.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(
            game.perft(depth).unwrap(),
            count,
            "{id} depth {depth}: {fen}"
        );
    }
}

const START: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POSITION_4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POSITION_4_MIRRORED: &str =
    "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1";
const POSITION_5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
const POSITION_6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

#[test]
fn start_position() {
    let game = Game::new("chess", 0).unwrap();
    assert_eq!(game.fen(), START);
    check("chess", START, &[20, 400, 8902, 197_281]);
}

#[test]
fn kiwipete() {
    check("chess", KIWIPETE, &[48, 2039, 97_862]);
}

#[test]
fn position_3() {
    check("chess", POSITION_3, &[14, 191, 2812, 43_238]);
}

#[test]
fn position_4_and_its_mirror() {
    check("chess", POSITION_4, &[6, 264, 9467]);
    check("chess", POSITION_4_MIRRORED, &[6, 264, 9467]);
}

#[test]
fn position_5() {
    check("chess", POSITION_5, &[44, 1486, 62_379]);
}

#[test]
fn position_6() {
    check("chess", POSITION_6, &[46, 2079, 89_890]);
}

#[test]
#[ignore = "seconds in release, minutes in debug"]
fn deeper() {
    check("chess", START, &[20, 400, 8902, 197_281, 4_865_609]);
    check("chess", KIWIPETE, &[48, 2039, 97_862, 4_085_603]);
    check(
        "chess",
        POSITION_3,
        &[14, 191, 2812, 43_238, 674_624, 11_030_083],
    );
    check("chess", POSITION_4, &[6, 264, 9467, 422_333, 15_833_292]);
    check("chess", POSITION_5, &[44, 1486, 62_379, 2_103_487]);
    check("chess", POSITION_6, &[46, 2079, 89_890, 3_894_594]);
}

/// Chess960 Perft Results, positions 1–4 with their published counts to depth 4.
const CHESS960: &[(&str, [u64; 4])] = &[
    (
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
        [21, 528, 12_189, 326_672],
    ),
    (
        "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
        [21, 807, 18_002, 667_366],
    ),
    (
        // The king on f1 castles with the rook on e1 or g1: they swap squares.
        "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
        [20, 479, 10_471, 273_318],
    ),
    (
        "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
        [22, 593, 13_440, 382_958],
    ),
];

/// Two more of the list, to its published depth 3 (depth 4: Fairy-Stockfish).
const CHESS960_MORE: &[(&str, [u64; 4])] = &[
    (
        "1rqbkrbn/1ppppp1p/1n6/p1N3p1/8/2P4P/PP1PPPP1/1RQBKRBN w FBfb - 0 9",
        [0, 0, 14_569, 287_739],
    ),
    (
        "rbbqn1kr/pp2p1pp/6n1/2pp1p2/2P4P/P7/BP1PPPP1/R1BQNNKR w HAha - 0 9",
        [0, 0, 25_798, 890_435],
    ),
];

#[test]
fn chess960_positions() {
    for (fen, counts) in CHESS960 {
        check("chess960", fen, &counts[..3]);
    }
    for (fen, counts) in CHESS960_MORE {
        let game = Game::from_fen("chess960", fen).unwrap();
        assert_eq!(game.perft(3).unwrap(), counts[2], "{fen}");
    }
}

#[test]
#[ignore = "seconds in release, minutes in debug"]
fn chess960_positions_depth_4() {
    for (fen, counts) in CHESS960.iter().chain(CHESS960_MORE) {
        let game = Game::from_fen("chess960", fen).unwrap();
        assert_eq!(game.perft(4).unwrap(), counts[3], "{fen}");
    }
}

#[test]
fn chess960_start_518_is_the_classical_start() {
    let game = Game::chess960("chess960", 518).unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1"
    );
    assert_eq!(game.perft(3).unwrap(), 8902);
}
