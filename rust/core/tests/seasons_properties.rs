//! Property tests over random Seasons games, with and without the die (seeded, so
//! failures reproduce): no panic; no move leaves the mover's king attacked; a
//! player in the game has his king, one out has no pieces; coins are only ever
//! passed around (their sum with the bank stays 0); pieces never multiply; the
//! FEN round-trips at every ply; undo restores; saves replay; games end.

mod common;

use raja_core::attack::{checkers, opponents};
use raja_core::{Army, ArmySet, ArmyState, Game};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MAX_ACTIONS: usize = 1500;

fn pieces_on_board(game: &Game) -> usize {
    Army::all(4).map(|a| game.position().pieces(a).len()).sum()
}

fn check_invariants(game: &Game, before_fen: &str, before_pieces: usize) {
    let variant = game.variant();
    let position = game.position();
    let state = position.rule_state();
    let coins: i32 = state.coins[..4].iter().sum::<i32>() + state.bank;
    assert_eq!(coins, 0, "coins appeared or vanished after {before_fen}");
    assert!(
        pieces_on_board(game) <= before_pieces,
        "pieces multiplied after {before_fen}"
    );
    for army in Army::all(4) {
        let kings = position
            .pieces(army)
            .iter()
            .filter(|&&s| variant.is_royal(position.cell(s).kind()))
            .count();
        match position.army_state(army) {
            ArmyState::Live => assert_eq!(kings, 1, "a player without his king at {}", game.fen()),
            _ => assert!(
                position.pieces(army).is_empty(),
                "pieces of a player out: {}",
                game.fen()
            ),
        }
    }
    let fen = game.fen();
    let parsed = raja_core::fen::parse(variant, &fen).unwrap();
    assert_eq!(raja_core::fen::write(variant, &parsed), fen);
    assert_eq!(&parsed, position);
    if !game.is_over() {
        let reloaded = Game::from_fen(game.id(), &fen).unwrap();
        assert_eq!(reloaded.fen(), fen);
        assert_eq!(common::sorted_moves(&reloaded), common::sorted_moves(game));
    }
}

fn random_game(id: &str, seed: u64, resign_chance: f64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(id, seed).unwrap();
    for _ in 0..MAX_ACTIONS {
        if game.is_over() {
            break;
        }
        let before_fen = game.fen();
        let before_pieces = pieces_on_board(&game);
        if rng.random_bool(resign_chance) {
            let live: Vec<Army> = game.position().live_armies().collect();
            game.resign(*live.choose(&mut rng).unwrap()).unwrap();
        } else {
            let mover = game.position().to_move();
            let live_before = game.position().live_armies().count();
            let moves = game.legal_move_strings();
            assert!(!moves.contains(&"pass".to_string()));
            let chosen = moves.choose(&mut rng).unwrap().clone();
            game.play(&chosen).unwrap();
            // Unless someone left the game since (an army changing hands may bring
            // new attackers), the mover's king stands unattacked.
            let position = game.position();
            if position.live_armies().count() == live_before {
                let attackers = opponents(game.variant(), position, mover);
                let attacked = checkers(game.variant(), position, mover, attackers);
                assert_eq!(
                    attacked,
                    ArmySet::EMPTY,
                    "{chosen} left the king attacked at {before_fen}"
                );
            }
        }
        check_invariants(&game, &before_fen, before_pieces);
        let mut undone = game.clone();
        undone.undo().unwrap();
        assert_eq!(undone.fen(), before_fen);
    }
    let loaded = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(loaded.fen(), game.fen());
    assert_eq!(loaded.outcome(), game.outcome());
    game
}

#[test]
fn random_games_keep_invariants_and_end() {
    let ended = (0..25)
        .filter(|&seed| random_game("seasons", seed, 0.0).is_over())
        .count();
    assert!(ended >= 20, "only {ended} of 25 random games ended");
}

#[test]
fn random_dice_games_keep_invariants_and_end() {
    let ended = (100..125)
        .filter(|&seed| random_game("seasons-dice", seed, 0.0).is_over())
        .count();
    assert!(ended >= 20, "only {ended} of 25 random games ended");
}

#[test]
fn random_games_with_resignations_keep_invariants() {
    for seed in 200..215 {
        random_game("seasons", seed, 0.01);
        random_game("seasons-dice", seed, 0.01);
    }
}
