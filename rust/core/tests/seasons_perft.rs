//! Seasons perft and legal moves checked against `seasons_support::reference`, an
//! independent, deliberately simple implementation written from the seed.

mod seasons_support;

use raja_core::Army;
use raja_core::Game;
use rand::SeedableRng;
use rand::seq::IndexedRandom;
use rand_chacha::ChaCha8Rng;
use seasons_support::reference::Reference;

const ID: &str = "seasons";

/// Built positions: checks from several sides, a king in reach, a mate and a
/// stalemate waiting at the next turn, pawns next to their far edges, alfils and
/// fers among the pieces.
const POSITIONS: &[&str] = &[
    "rK6bK/6wR1/8/4wK3/8/2gU5/3wR4/gK7 w LLLL 0,0,0,0 0,0,0,0 0 0 - 0,0,0,0:0:0000",
    "rK6bK/8/8/4wK3/8/2gU5/3wR4/gK5wR1 g LLLL 0,0,0,0 0,0,0,0 0 0 - 0,0,0,0:0:0000",
    "2rN4bK/rK7/3bR4/8/3gK4/8/gU7/7wK r LLLL 0,0,0,0 0,0,0,0 0 0 - 0,0,0,0:0:0000",
    "rK2gU3bK/1rR6/8/2gF1bA3/3gE4/1wU4bS1/gA2rS4/gK6wK g LLLL 0,0,0,0 0,0,0,0 0 0 - 0,0,0,0:0:0000",
    "bK7/8/1wR6/8/8/8/gUgW6/gK1wK3wR1 g LXLL 0,0,0,0 0,0,0,0 0 0 - 0,0,0,0:0:0100",
];

#[test]
fn perft_from_the_start_matches_the_reference() {
    let game = Game::new(ID, 0).unwrap();
    let reference = Reference::from_fen(&game.fen());
    for depth in 1..=5 {
        assert_eq!(
            game.perft(depth).unwrap(),
            reference.perft(depth),
            "depth {depth}"
        );
    }
}

#[test]
fn perft_of_built_positions_matches_the_reference() {
    for fen in POSITIONS {
        let game = Game::from_fen(ID, fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
        let reference = Reference::from_fen(fen);
        for depth in 1..=3 {
            assert_eq!(
                game.perft(depth).unwrap(),
                reference.perft(depth),
                "{fen} depth {depth}"
            );
        }
    }
}

#[test]
fn random_games_agree_with_the_reference_at_every_ply() {
    for seed in 0..12 {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new(ID, seed).unwrap();
        let mut reference = Reference::from_fen(&game.fen());
        for _ in 0..300 {
            let mut here = reference.clone();
            let reference_on = here.settle();
            assert_eq!(!game.is_over(), reference_on, "end at {}", game.fen());
            if game.is_over() {
                break;
            }
            assert_eq!(
                game.position().to_move(),
                Army::new(here.to_move),
                "to move at {}",
                game.fen()
            );
            let mut moves = game.legal_move_strings();
            moves.sort();
            assert_eq!(moves, here.move_texts(), "moves at {}", game.fen());
            let chosen = moves.choose(&mut rng).unwrap().clone();
            game.play(&chosen).unwrap();
            reference = here.play(&chosen);
        }
    }
}
