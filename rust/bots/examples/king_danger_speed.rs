//! Nodes per second of level 5's search with and without the king-danger term
//! (`king_danger`), on the same positions in the same run, alternating, so a loaded
//! machine slows both alike. `cargo run --release -p raja-bots --example king_danger_speed`

use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use raja_bots::Limits;
use raja_bots::eval::{Evaluator, Weights};
use raja_bots::search::{Algorithm, Searcher};
use raja_core::Game;

const NODES: u64 = 200_000;

fn main() {
    for id in ["seasons-dice"] {
        // (nodes, time) without and with the term.
        let mut totals = [(0u64, Duration::ZERO); 2];
        for seed in 0..16u64 {
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
            off.king_danger = 0;
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
