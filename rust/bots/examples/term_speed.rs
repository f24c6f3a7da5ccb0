//! Nodes per second of level 5's search with and without one evaluation term
//! of the dice games, on the same positions in the same run, alternating, so a
//! loaded machine slows both alike.
//! `cargo run --release -p raja-bots --example term_speed -- exposure|king-danger|check-threats`
//! (`exposure`: pieces exposed to likely rolls, `threats`; `king-danger`: a
//! checked army's chance to lose its king to the dice, `king_danger`;
//! `check-threats`: checks the enemies' coming rolls could give, `check_threats`).

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use raja_bots::Limits;
use raja_bots::eval::{Evaluator, Weights};
use raja_bots::search::{Algorithm, Searcher};
use raja_core::Game;

const NODES: u64 = 200_000;

/// A term: the games it applies to, how many seeded positions per game, and
/// how to switch it off.
struct Term {
    games: &'static [&'static str],
    positions: u64,
    off: fn(&mut Weights),
}

const EXPOSURE: Term = Term {
    games: &[
        "chaturaji-dice",
        "chaturaji-teams-dice",
        "chaturanga4",
        "seasons-dice",
    ],
    positions: 8,
    off: |weights| weights.exposure = 0,
};

const KING_DANGER: Term = Term {
    games: &["seasons-dice"],
    positions: 16,
    off: |weights| weights.king_danger = 0,
};

const CHECK_THREATS: Term = Term {
    games: &["seasons-dice"],
    positions: 16,
    off: |weights| weights.check_threats = 0,
};

fn main() {
    let term = match std::env::args().nth(1).as_deref() {
        Some("exposure") => EXPOSURE,
        Some("king-danger") => KING_DANGER,
        Some("check-threats") => CHECK_THREATS,
        _ => {
            eprintln!("usage: term_speed exposure|king-danger|check-threats");
            std::process::exit(2);
        }
    };
    for &id in term.games {
        // (nodes, time) without and with the term.
        let mut totals = [(0u64, Duration::ZERO); 2];
        for seed in 0..term.positions {
            let Ok(mut game) = Game::new(id, seed) else {
                continue;
            };
            for _ in 0..12 + seed {
                let Some(mv) = raja_bots::random_move(&game, seed) else {
                    break;
                };
                if game.play_move(mv).is_err() {
                    break;
                }
            }
            if game.is_over() {
                continue;
            }
            let variant = game.variant();
            let mut off = Weights::for_variant(variant);
            (term.off)(&mut off);
            let evaluators = [
                Evaluator::with_weights(variant, off),
                Evaluator::new(variant),
            ];
            let moves = game.legal_moves();
            for (total, eval) in totals.iter_mut().zip(&evaluators) {
                let cancel = AtomicBool::new(false);
                let start = Instant::now();
                let mut searcher = Searcher::new(
                    variant,
                    game.position().clone(),
                    eval,
                    Limits::nodes(64, NODES),
                    &cancel,
                    0,
                    seed,
                );
                let report = searcher.run(Algorithm::for_variant(variant), &moves);
                total.0 += report.map_or(0, |r| r.nodes);
                total.1 += start.elapsed();
            }
        }
        let rate = |(nodes, time): (u64, Duration)| nodes as f64 / time.as_secs_f64().max(1e-9);
        println!(
            "{id}: without {:.2} M nodes/s, with {:.2} M nodes/s ({:.0}%)",
            rate(totals[0]) / 1e6,
            rate(totals[1]) / 1e6,
            100.0 * rate(totals[1]) / rate(totals[0]).max(1e-9)
        );
    }
}
