//! Property tests over random Čaturanga games (seeded, so failures reproduce):
//! no panic, the FEN round-trips at every ply, points never fall, undo restores,
//! saves replay, a colour in the game always has a piece (or a raja to put back),
//! seats pass only within a pair, and every game ends by a rule.

mod common;

use raja_core::{Army, ArmyState, Game};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const ID: &str = "chaturanga4";
const MAX_ACTIONS: usize = 3000;

/// Rajas in the middle and one of each pair already held: exchanges, thrones and
/// boat squares come up often in random play from here.
const CROWDED: &str = "gBgP2yKyEyNyB/gNgP2yPyPyPyP/gEgP6/1gPrK5/3bKrN1bP1/6bPbE/rPrPrPrP2bPbN/rB1rE3bPbB r LLLL 0,0,0,0 0,0,0,0 0 0 5:0:-:- rbyg:0001:0000:-:-";

fn check_invariants(game: &Game, before_fen: &str, before_points: &[u32]) {
    let position = game.position();
    let variant = game.variant();
    for army in Army::all(4) {
        assert!(
            position.points(army) >= before_points[army.index()],
            "points fell after {before_fen}"
        );
        let state = position.rule_state();
        if position.army_state(army) == ArmyState::Live {
            let has_something =
                !position.pieces(army).is_empty() || state.returning[army.index()] > 0;
            assert!(
                has_something,
                "a colour with nothing is live at {}",
                game.fen()
            );
        }
        let controller = position.controller(army);
        assert!(
            controller == army || variant.partners(controller, army),
            "seat passed outside the pair at {}",
            game.fen()
        );
    }
    // The FEN round-trips, and a game loaded from it offers the same moves.
    let fen = game.fen();
    let parsed = raja_core::fen::parse(variant, &fen).unwrap();
    assert_eq!(raja_core::fen::write(variant, &parsed), fen);
    assert_eq!(&parsed, position);
    if !game.is_over() {
        let reloaded = Game::from_fen(ID, &fen).unwrap();
        assert_eq!(reloaded.fen(), fen);
        assert_eq!(common::sorted_moves(&reloaded), common::sorted_moves(game));
    }
}

/// Plays one random game, checking the invariants after every action.
fn random_game(seed: u64, start: Option<&str>, resign_chance: f64) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = match start {
        Some(fen) => Game::with_rolls(
            ID,
            0,
            Some(&fen.replace("5:0:", &format!("{seed}:0:"))),
            &[],
        ),
        None => Game::new(ID, seed),
    }
    .unwrap();
    for _ in 0..MAX_ACTIONS {
        if game.is_over() {
            break;
        }
        let before_fen = game.fen();
        let before_points: Vec<u32> = Army::all(4).map(|a| game.position().points(a)).collect();
        if rng.random_bool(resign_chance) {
            let live: Vec<Army> = game.position().live_armies().collect();
            game.resign(*live.choose(&mut rng).unwrap()).unwrap();
        } else {
            let moves = game.legal_move_strings();
            assert!(
                !moves.is_empty(),
                "no move in a game not over: {before_fen}"
            );
            assert!(!moves.contains(&"pass".to_string()), "the move is forced");
            let chosen = moves.choose(&mut rng).unwrap().clone();
            game.play(&chosen).unwrap();
        }
        check_invariants(&game, &before_fen, &before_points);
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
fn random_games_from_the_start_keep_invariants_and_end() {
    let mut ended = 0;
    for seed in 0..30 {
        if random_game(seed, None, 0.0).is_over() {
            ended += 1;
        }
    }
    assert!(ended >= 25, "only {ended} of 30 random games ended");
}

#[test]
fn random_games_with_exchanges_keep_invariants() {
    let mut actions = std::collections::BTreeSet::new();
    for seed in 100..160 {
        let game = random_game(seed, Some(CROWDED), 0.0);
        for action in game.action_texts() {
            let kind = match action.as_str() {
                a if a.starts_with("offer:") => "offer",
                a if a.contains('@') => "drop",
                a @ ("accept" | "decline" | "nooffer") => a,
                _ => continue,
            };
            actions.insert(kind.to_string());
        }
    }
    // The exchange machinery was exercised, not just compiled.
    for expected in ["offer", "nooffer", "accept", "decline", "drop"] {
        assert!(
            actions.contains(expected),
            "{expected} never played: {actions:?}"
        );
    }
}

#[test]
fn random_games_with_resignations_keep_invariants() {
    for seed in 200..220 {
        random_game(seed, None, 0.01);
    }
}
