//! Property tests over random games (seeded, so failures reproduce): no panic,
//! points never fall, grey pieces never move, the FEN round-trips at every ply,
//! undo restores, saves replay to the same position, and (diceless) every ply
//! agrees with the reference implementation.

mod common;

use common::reference::Reference;
use raja_core::{Army, Game, Position};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MAX_PLIES: usize = 400;

fn grey_pieces(game: &Game) -> Vec<(Army, u16, raja_core::position::Cell)> {
    let position: &Position = game.position();
    let mut out = Vec::new();
    for army in position.armies() {
        if !position.army_state(army).is_live() {
            for &square in position.pieces(army) {
                out.push((army, square, position.cell(square)));
            }
        }
    }
    out
}

/// Plays one random game and checks the invariants after every action.
fn random_game(id: &str, seed: u64, resign_chance: f64, check_reference: bool) -> Game {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::new(id, seed).unwrap();
    let mut reference = Reference::from_fen(&game.fen(), id.contains("teams"));
    for _ in 0..MAX_PLIES {
        if game.is_over() {
            break;
        }
        let before_fen = game.fen();
        let before_points: Vec<u32> = Army::all(4).map(|a| game.position().points(a)).collect();
        let before_grey = grey_pieces(&game);

        if check_reference {
            let mut expected = reference.clone();
            assert!(expected.settle(), "reference has no mover at {before_fen}");
            assert_eq!(
                game.position().to_move(),
                Army::new(expected.to_move as u8),
                "to move at {before_fen}"
            );
            assert_eq!(
                common::sorted_moves(&game),
                expected.move_texts(),
                "moves at {before_fen}"
            );
        }

        if rng.random_bool(resign_chance) {
            let live: Vec<Army> = game.position().live_armies().collect();
            let army = *live.choose(&mut rng).unwrap();
            game.resign(army).unwrap();
        } else {
            let moves = game.legal_move_strings();
            let chosen = moves.choose(&mut rng).unwrap().clone();
            game.play(&chosen).unwrap();
            if check_reference {
                let mut here = reference.clone();
                here.settle();
                let mv = here
                    .moves_of(here.to_move)
                    .into_iter()
                    .find(|m| m.text() == chosen)
                    .unwrap();
                reference = here.play(&mv);
                let fen = game.fen();
                assert_eq!(
                    fen.split(' ').next().unwrap(),
                    reference.board_text(),
                    "board after {chosen}"
                );
                let points: Vec<u32> = Army::all(4).map(|a| game.position().points(a)).collect();
                assert_eq!(
                    points,
                    reference.points.to_vec(),
                    "points after {chosen} from {before_fen}"
                );
                let states: String = fen.split(' ').nth(2).unwrap().to_string();
                assert_eq!(
                    states,
                    reference.states.iter().collect::<String>(),
                    "states after {chosen}"
                );
                let reference_over = reference.over() || !reference.clone().settle();
                assert_eq!(
                    game.is_over(),
                    reference_over,
                    "end after {chosen} from {before_fen}"
                );
            }
        }

        // Points never fall.
        for army in Army::all(4) {
            assert!(game.position().points(army) >= before_points[army.index()]);
        }
        // Grey pieces never move: each is where it was, or was captured.
        let after_grey = grey_pieces(&game);
        for &(army, square, cell) in &after_grey {
            let was_grey = before_grey.iter().any(|&(a, _, _)| a == army);
            if was_grey {
                assert!(
                    before_grey.contains(&(army, square, cell)),
                    "grey piece moved at {before_fen}"
                );
            }
        }
        // The FEN round-trips.
        let fen = game.fen();
        let parsed = raja_core::fen::parse(game.variant(), &fen).unwrap();
        assert_eq!(raja_core::fen::write(game.variant(), &parsed), fen);
        assert_eq!(&parsed, game.position());
        // A FEN carries no history, so only a game not over replays as a game.
        if !game.is_over() {
            let reloaded = Game::from_fen(id, &fen).unwrap();
            assert_eq!(reloaded.fen(), fen);
            assert_eq!(
                common::sorted_moves(&reloaded),
                common::sorted_moves(&game),
                "{fen}"
            );
        }
        // Undo restores the position before.
        let mut undone = game.clone();
        undone.undo().unwrap();
        assert_eq!(undone.fen(), before_fen);
    }
    // A save replays to the same position, dice included.
    let loaded = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(loaded.fen(), game.fen());
    assert_eq!(loaded.position(), game.position());
    assert_eq!(loaded.outcome(), game.outcome());
    game
}

#[test]
fn random_ffa_games_agree_with_reference() {
    for seed in 0..40 {
        random_game("chaturaji", seed, 0.0, true);
    }
}

#[test]
fn random_team_games_agree_with_reference() {
    for seed in 100..140 {
        random_game("chaturaji-teams", seed, 0.0, true);
    }
}

#[test]
fn random_games_with_resignations_keep_invariants() {
    for seed in 200..230 {
        random_game("chaturaji", seed, 0.01, false);
        random_game("chaturaji-teams", seed, 0.01, false);
    }
}

#[test]
fn random_dice_games_keep_invariants() {
    for seed in 300..340 {
        random_game("chaturaji-dice", seed, 0.005, false);
        random_game("chaturaji-teams-dice", seed, 0.005, false);
    }
}

#[test]
fn random_games_end() {
    // Random play ends by some rule long before the move cap in most games.
    let finished = (400..420)
        .filter(|&seed| random_game("chaturaji", seed, 0.0, false).is_over())
        .count();
    assert!(finished >= 10, "only {finished} of 20 random games ended");
}
