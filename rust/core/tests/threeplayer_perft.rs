//! Three-player chess perft against the external engine's counts in
//! `oracle/threeplayer_perft.txt` (cmrschwarz/three_player_chess; the file says how
//! they were made), never against numbers our own code produced. The reference
//! implementation is checked now; the engine joins when it plays the game.
//!
//! Counts above `QUICK` leaves are `#[ignore]`d; run them with
//! `cargo test --release -p raja-core --test threeplayer_perft -- --ignored`.

mod threeplayer_support;

use threeplayer_support::reference::{Plays, Reference, START};

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
            assert_eq!(parts.len(), 3, "{line}");
            Counted {
                name: parts[0],
                fen: parts[1],
                counts: parts[2].split(' ').map(|n| n.parse().unwrap()).collect(),
            }
        })
        .collect()
}

fn check(largest: u64, smallest: u64) {
    for position in oracle() {
        let reference = Reference::from_fen(position.fen).unwrap();
        assert_eq!(
            reference.fen(),
            position.fen,
            "{} reads back",
            position.name
        );
        assert_eq!(reference.perft(0), 1);
        for (depth, &count) in position.counts.iter().enumerate() {
            if count > largest || count < smallest {
                continue;
            }
            let depth = depth as u32 + 1;
            assert_eq!(
                reference.perft(depth),
                count,
                "{} depth {depth}",
                position.name
            );
        }
    }
}

#[test]
fn the_data_covers_the_start_and_the_rules() {
    let data = oracle();
    assert_eq!(data[0].fen, START);
    assert_eq!(data[0].counts[..3], [20, 400, 8000]);
    assert!(data.len() >= 10);
    for position in &data {
        assert!(position.counts.len() >= 4, "{}: depths 1-4", position.name);
    }
}

#[test]
fn reference_matches_the_oracle() {
    check(QUICK, 0);
}

#[test]
#[ignore]
fn reference_matches_the_oracle_deeper() {
    check(u64::MAX, QUICK + 1);
}
