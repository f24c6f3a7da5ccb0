//! No panic on any FEN: valid FENs of Čaturanga and Seasons, mutated at random
//! (characters replaced, dropped, doubled), are either refused with an error or
//! accepted, round-trip, and can be played from (a poor man's fuzzing that runs
//! with the tests; `rust/core/fuzz` has the real targets).

use raja_core::{Game, fen};
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

const SAMPLES: &[(&str, &str)] = &[
    (
        "chaturanga4",
        "4rP3/4yK2yP/2rN5/gK7/7bK/8/rP7/8 r LLLL 0,0,0,0 0,0,0,0 0 0 7:0:3:- rbyg:1000:0000:-:-",
    ),
    (
        "chaturanga4",
        "4rP3/4rN2yP/8/gK7/7bK/8/rP7/8 r LLLL 5,0,0,0 0,0,0,0 0 1 7:0:0:i rbyg:1010:0000:r:-",
    ),
    (
        "seasons",
        "rK6bK/6wR1/8/4wK3/8/2gU5/3wR4/gK7 w LLLL 0,0,0,0 0,0,0,0 0 0 - 0,0,0,0:0:0000",
    ),
    (
        "seasons-dice",
        "rKrNrE2bWbRbK/rRrArE2bWbAbN/rSrS4bSbS/8/8/gUgU4wUwU/gNgAgE2wWwAwR/gKgRgE2wWwNwK g LLLL 0,0,0,0 0,0,0,0 0 0 7:1:1:- 0,0,0,0:0:0000",
    ),
];

const ALPHABET: &[char] = &[
    '0', '1', '2', '3', '4', '5', '6', '9', ':', ',', '-', '/', ' ', 'r', 'b', 'y', 'g', 'w', 'K',
    'P', 'B', 'U', 'S', 'L', 'X', 'R', 'i', 'm', '*', 'é',
];

fn mutate(text: &str, rng: &mut ChaCha8Rng) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for _ in 0..rng.random_range(1..4) {
        let i = rng.random_range(0..chars.len());
        match rng.random_range(0..3) {
            0 => chars[i] = *ALPHABET.choose(rng).unwrap(),
            1 => {
                chars.remove(i);
            }
            _ => chars.insert(i, chars[i]),
        }
        if chars.is_empty() {
            chars.push('x');
        }
    }
    chars.into_iter().collect()
}

#[test]
fn mutated_fens_are_refused_or_round_trip_and_play() {
    let mut rng = ChaCha8Rng::seed_from_u64(5);
    let mut accepted = 0;
    for _ in 0..3000 {
        let (id, sample) = *SAMPLES.choose(&mut rng).unwrap();
        let text = mutate(sample, &mut rng);
        let variant = raja_core::variant(id).unwrap();
        let Ok(position) = fen::parse(&variant, &text) else {
            assert!(Game::from_fen(id, &text).is_err());
            continue;
        };
        accepted += 1;
        let written = fen::write(&variant, &position);
        assert_eq!(
            fen::parse(&variant, &written).as_ref(),
            Ok(&position),
            "{text}"
        );
        let Ok(mut game) = Game::from_fen(id, &text) else {
            continue;
        };
        let _ = game.status();
        for _ in 0..20 {
            let moves = game.legal_move_strings();
            let Some(mv) = moves.choose(&mut rng) else {
                break;
            };
            game.play(&mv.clone()).unwrap();
            let fen = game.fen();
            assert_eq!(Game::from_fen(id, &fen).map(|g| g.fen()), Ok(fen.clone()));
        }
    }
    assert!(accepted > 100, "only {accepted} mutations accepted");
}
