//! Property tests over random four-player games (seeded, so failures reproduce):
//! no panic; at every ply the legal moves, the player to move, the points and the
//! army states agree with the reference implementation; the FEN and FEN4
//! round-trip;
//! undo restores; saves and PGN4 records replay. Captures are preferred so that games reach kings,
//! mates and eliminations.

mod fourplayer_support;

use fourplayer_support::reference::Reference;
use fourplayer_support::{FFA, TEAMS, points, sorted_moves};
use raja_core::Army;
use raja_core::Game;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const MAX_PLIES: usize = 400;

fn check_ply(game: &Game, reference: &Reference, id: &str) {
    let fen = game.fen();
    let reloaded = Game::from_fen(id, &fen).unwrap_or_else(|e| panic!("{fen}: {e}"));
    assert_eq!(reloaded.fen(), fen, "FEN round trip");
    assert_eq!(
        reloaded.position(),
        game.position(),
        "position round trip at {fen}"
    );
    // FEN4 knows no walking kings: they and their side to move are written as out.
    let fen4 = game.fen4();
    let from_fen4 = Game::from_fen(id, &fen4).unwrap_or_else(|e| panic!("{fen4}: {e}"));
    if game
        .position()
        .army_state(game.position().to_move())
        .is_live()
    {
        assert_eq!(from_fen4.fen4(), fen4, "FEN4 round trip");
    }
    let mut expected = reference.clone();
    let going_on = expected.settle();
    assert_eq!(
        game.is_over(),
        !going_on,
        "end at {fen}: {:?}",
        game.outcome()
    );
    assert_eq!(points(game), expected.points, "points at {fen}");
    let states: Vec<bool> = Army::all(4)
        .map(|a| game.position().army_state(a).is_live())
        .collect();
    let expected_states: Vec<bool> = expected.states.iter().map(|&s| s == 'L').collect();
    assert_eq!(states, expected_states, "army states at {fen}");
    if going_on {
        assert_eq!(
            game.position().to_move(),
            Army::new(expected.to_move as u8),
            "to move at {fen}"
        );
        assert_eq!(sorted_moves(game), expected.move_texts(), "moves at {fen}");
    }
}

fn random_game(id: &str, seed: u64) {
    random_game_from(id, seed, &Game::new(id, seed).unwrap().fen());
}

fn random_game_from(id: &str, seed: u64, start: &str) {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut game = Game::from_fen(id, start).unwrap();
    let mut reference = Reference::from_fen(&game.fen(), id == TEAMS);
    // PGN4 records a resignation in the resigning player's turn only.
    let mut in_turn_resignations_only = true;
    for _ in 0..MAX_PLIES {
        check_ply(&game, &reference, id);
        if game.is_over() {
            break;
        }
        reference.settle();
        if rng.random_bool(0.01) {
            let live: Vec<Army> = game.position().live_armies().collect();
            let army = *live.choose(&mut rng).unwrap();
            in_turn_resignations_only &= army == game.position().to_move();
            game.resign(army).unwrap();
            // Free for all: the resigned king walks on by itself.
            reference.states[army.index()] = if id == TEAMS { 'R' } else { 'W' };
            if reference.to_move == army.index() {
                reference.to_move = (1..=4)
                    .map(|i| (reference.to_move + i) % 4)
                    .find(|&a| matches!(reference.states[a], 'L' | 'W'))
                    .unwrap_or(reference.to_move);
            }
            continue;
        }
        let moves = reference.legal_moves();
        let captures: Vec<_> = moves
            .iter()
            .filter(|m| reference.at(m.to).is_some())
            .collect();
        let chosen = match captures.choose(&mut rng) {
            Some(capture) if rng.random_bool(0.6) => (*capture).clone(),
            _ => moves.choose(&mut rng).unwrap().clone(),
        };
        let before = game.fen();
        game.play(&chosen.text()).unwrap();
        let mut undone = game.clone();
        undone.undo().unwrap();
        assert_eq!(undone.fen(), before, "undo of {}", chosen.text());
        reference.play(&chosen);
    }
    let replayed = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(replayed.fen(), game.fen(), "save replay");
    if in_turn_resignations_only {
        let record = game.pgn4().unwrap();
        let mut read = Game::from_fen(id, start).unwrap();
        read.play_pgn4(&record).unwrap();
        assert_eq!(read.fen(), game.fen(), "PGN4 replay of {record}");
    }
}

#[test]
fn random_team_games_agree_with_the_reference() {
    for seed in 0..10 {
        random_game(TEAMS, seed);
    }
}

/// Few pieces, kings in the open: checks, mates, stalemates and the ends come
/// within a few dozen plies.
#[test]
fn random_open_games_agree_with_the_reference() {
    let open = fourplayer_support::fen(
        "rKh4 bKd7 yKg11 gKk8 rQe6 bQj5 yRf8 gRi10 rNg6 bBh9 yPe10 gPk6 rPi3 bPc8",
        'r',
    );
    for seed in 0..24 {
        random_game_from(TEAMS, 200 + seed, &open);
        random_game_from(FFA, 300 + seed, &open);
    }
}

#[test]
fn random_free_for_all_games_agree_with_the_reference() {
    for seed in 0..10 {
        random_game(FFA, 100 + seed);
    }
}

/// Mutates `text` at random: a deleted, repeated or replaced character, or a cut.
fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    const ALPHABET: &[char] = &[
        '-', ',', '/', 'x', '1', '0', '9', 'r', 'K', 'd', 'R', '{', '.', ' ', 'é', '=', '+',
    ];
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        if chars.is_empty() {
            break;
        }
        let i = rng.random_range(0..chars.len());
        match rng.random_range(0..4) {
            0 => {
                chars.remove(i);
            }
            1 => chars.insert(i, chars[i]),
            2 => chars[i] = *ALPHABET.choose(rng).unwrap(),
            _ => chars.truncate(i),
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_fen4_and_pgn4_are_errors_or_games_never_panics() {
    let mut rng = ChaCha8Rng::seed_from_u64(4);
    let mut game = Game::new(FFA, 0).unwrap();
    play_some(&mut game);
    let (fen4, record) = (game.fen4(), game.pgn4().unwrap());
    for _ in 0..3000 {
        let text = mutate(&fen4, &mut rng);
        for id in [TEAMS, FFA] {
            if let Ok(mut loaded) = Game::from_fen(id, &text) {
                assert_eq!(
                    Game::from_fen(id, &loaded.fen4()).unwrap().fen4(),
                    loaded.fen4()
                );
                let _ = loaded.perft(1);
                let _ = loaded.play_pgn4("1. e2-e4");
            }
        }
        let text = mutate(&record, &mut rng);
        let mut replay = Game::new(FFA, 0).unwrap();
        let _ = replay.play_pgn4(&text);
        let _ = replay.pgn4();
    }
}

fn play_some(game: &mut Game) {
    for mv in "e2e4 b5d5 g13g12 m8l8 e4d5 b6c6 g12g11 l8k8 j1k3".split(' ') {
        game.play(mv).unwrap();
    }
}
