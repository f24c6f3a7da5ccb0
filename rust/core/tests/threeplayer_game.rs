//! The `threeplayer` game of the core against the external engine's counts
//! (`oracle/threeplayer_perft.txt`, cmrschwarz/three_player_chess, its
//! duplicate knight targets merged) and the rules of docs/rules/threeplayer.md.
//! Counts above `QUICK` leaves are `#[ignore]`d; run them with
//! `cargo test --release -p raja-core --test threeplayer_game -- --ignored`.

mod threeplayer_support;

use raja_core::{Game, fen, perft::perft, variant};
use threeplayer_support::reference::{Plays, Reference};

/// The largest count the quick test checks.
const QUICK: u64 = 200_000;

struct Counted {
    name: &'static str,
    fen: &'static str,
    counts: Vec<u64>,
}

fn oracle() -> Vec<Counted> {
    include_str!("oracle/threeplayer_perft.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|line| {
            let parts: Vec<&str> = line.split(" | ").collect();
            Counted {
                name: parts[0],
                fen: parts[1],
                counts: parts[2].split(' ').map(|n| n.parse().unwrap()).collect(),
            }
        })
        .collect()
}

fn check(largest: u64, smallest: u64) {
    let variant = variant("threeplayer").unwrap();
    for position in oracle() {
        let mut read =
            fen::parse(&variant, position.fen).unwrap_or_else(|e| panic!("{}: {e}", position.name));
        assert_eq!(
            fen::write(&variant, &read),
            position.fen,
            "{} reads back",
            position.name
        );
        for (depth, &count) in position.counts.iter().enumerate() {
            if count > largest || count < smallest {
                continue;
            }
            let depth = depth as u32 + 1;
            assert_eq!(
                perft(&variant, &mut read, depth),
                count,
                "{} depth {depth}",
                position.name
            );
        }
    }
}

#[test]
fn perft_matches_the_oracle() {
    check(QUICK, 0);
}

#[test]
#[ignore]
fn perft_matches_the_oracle_deeper() {
    check(u64::MAX, QUICK + 1);
}

#[test]
fn the_shortest_mate_is_won_by_black() {
    let mut game = Game::new("threeplayer", 0).unwrap();
    game.play_all("d2d3 i7i5 g11g10 e1d2 j8b4 f12h10").unwrap();
    let outcome = game.outcome().expect("White is mated");
    println!("{outcome:?} {}", game.fen());
}

/// The first line on which the engine's legal moves differ from the
/// reference's, walking every line `depth` plies deep.
fn first_difference(game: &Game, reference: &Reference, depth: u32, line: &str) -> Option<String> {
    let mut reference = reference.clone();
    let mut theirs = reference.settled_moves().map_or(Vec::new(), |moves| {
        moves.iter().map(Reference::text).collect::<Vec<_>>()
    });
    theirs.sort();
    let mut ours = match game.is_over() {
        true => Vec::new(),
        false => game.legal_move_strings(),
    };
    ours.sort();
    if ours != theirs {
        let extra: Vec<_> = ours.iter().filter(|m| !theirs.contains(m)).collect();
        let missing: Vec<_> = theirs.iter().filter(|m| !ours.contains(m)).collect();
        return Some(format!(
            "after {line:?} ({}): engine also {extra:?}, lacks {missing:?}",
            game.fen()
        ));
    }
    if depth <= 1 {
        return None;
    }
    ours.iter().find_map(|mv| {
        let mut next = game.clone();
        next.play(mv).unwrap();
        let mut after = reference.clone();
        after.play_text(mv).unwrap();
        first_difference(&next, &after, depth - 1, &format!("{line} {mv}"))
    })
}

#[test]
fn the_engines_moves_are_the_references_on_every_line() {
    for position in oracle() {
        let game = Game::from_fen("threeplayer", position.fen).unwrap();
        let reference = Reference::from_fen(position.fen).unwrap();
        let diff = first_difference(&game, &reference, 2, "");
        assert!(diff.is_none(), "{}: {}", position.name, diff.unwrap());
    }
}

/// Random games, seeded: at every ply the FEN reads back to the same position
/// and text, the kept hash is the one computed from scratch, the moves are the
/// reference's, and every game ends by a rule or reaches the cap.
#[test]
fn random_games_keep_the_fen_the_hash_and_the_references_moves() {
    use rand::SeedableRng;
    use rand::seq::IndexedRandom;
    let variant = variant("threeplayer").unwrap();
    let mut ended = 0;
    for seed in 0..12 {
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(seed);
        let mut game = Game::new("threeplayer", seed).unwrap();
        let mut reference = Reference::from_fen(&game.fen()).unwrap();
        for _ in 0..300 {
            let text = game.fen();
            let read = fen::parse(&variant, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(fen::write(&variant, &read), text);
            assert_eq!(
                game.position().hash(),
                game.position().compute_hash(&variant),
                "{text}"
            );
            let theirs = reference.settled_moves();
            if game.is_over() {
                assert!(theirs.is_none(), "the reference plays on at {text}");
                ended += 1;
                break;
            }
            let mut theirs: Vec<String> = theirs
                .unwrap_or_else(|| panic!("the reference ended at {text}"))
                .iter()
                .map(Reference::text)
                .collect();
            theirs.sort();
            let mut ours = game.legal_move_strings();
            ours.sort();
            assert_eq!(ours, theirs, "{text}");
            let mv = ours.choose(&mut rng).unwrap().clone();
            game.play(&mv).unwrap();
            reference.play_text(&mv).unwrap();
        }
    }
    assert!(ended > 0, "some random game ends by a rule");
}
