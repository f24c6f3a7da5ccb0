//! Where a search's nodes go: level 5's search of each position (a FEN a line)
//! to a node limit, its counters (`search::stats`) summed over the positions.
//! `cargo run --release -p raja-bots --example search_profile -- <game> <fens file> [nodes] [depth]`
//! (with a depth and a large node limit: the nodes each depth takes).

use std::sync::atomic::AtomicBool;
use std::time::Instant;

use raja_bots::Limits;
use raja_bots::eval::Evaluator;
use raja_bots::search::stats::{PLIES, Stats};
use raja_bots::search::{Algorithm, Searcher};
use raja_core::Game;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    if args.len() < 3 {
        eprintln!("usage: search_profile <game> <fens file> [nodes] [depth]");
        std::process::exit(2);
    }
    let nodes: u64 = args.get(3).and_then(|n| n.parse().ok()).unwrap_or(20_000);
    let depth: u32 = args.get(4).and_then(|n| n.parse().ok()).unwrap_or(64);
    let text = std::fs::read_to_string(&args[2]).expect("a file of FENs");
    let mut total = Stats::default();
    let (mut depths, mut positions, mut all_nodes) = (0u64, 0u64, 0u64);
    // Per iteration d: the nodes of iteration d and of d − 1 alone, summed
    // over the positions that finished d.
    let mut this_iteration = vec![0u64; 64];
    let mut iteration_before = vec![0u64; 64];
    // Per depth: the nodes to finish it, summed, and the positions that did.
    let mut to_depth = vec![(0u64, 0u64); 64];
    let start = Instant::now();
    for fen in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let game = Game::from_fen(&args[1], fen).expect("a FEN of the game");
        let variant = game.variant();
        let eval = Evaluator::new(variant);
        let cancel = AtomicBool::new(false);
        let position = game.position().clone();
        let limits = Limits::nodes(depth, nodes);
        let mut searcher = Searcher::new(variant, position, &eval, limits, &cancel, 0, 1);
        let report = searcher
            .run(Algorithm::AlphaBeta, &game.legal_moves())
            .expect("a move");
        let stats = searcher.stats();
        total.add(stats);
        let after = &stats.nodes_after_iteration;
        for (d, &n) in after.iter().enumerate().take(64) {
            to_depth[d].0 += n;
            to_depth[d].1 += 1;
        }
        for d in 2..after.len().min(64) {
            this_iteration[d] += after[d] - after[d - 1];
            iteration_before[d] += after[d - 1] - after[d - 2];
        }
        depths += u64::from(report.depth);
        all_nodes += report.nodes;
        positions += 1;
    }
    let elapsed = start.elapsed();
    let per = |a: u64, b: u64| 100.0 * a as f64 / b.max(1) as f64;
    let full = total.full_nodes();
    println!(
        "positions {positions}, nodes {all_nodes}, mean depth {:.2}",
        depths as f64 / positions as f64
    );
    println!(
        "time per node {:.2} µs ({:.0} nodes/s)",
        elapsed.as_secs_f64() * 1e6 / all_nodes as f64,
        all_nodes as f64 / elapsed.as_secs_f64()
    );
    println!(
        "full-width nodes {full}, quiescence nodes {} ({:.1}% of all)",
        total.quiescence_nodes,
        per(total.quiescence_nodes, full + total.quiescence_nodes)
    );
    println!(
        "table: probes {}, hits {:.1}%, cuts {:.1}% of probes",
        total.tt_probes,
        per(total.tt_hits, total.tt_probes),
        per(total.tt_cuts, total.tt_probes)
    );
    println!(
        "quiescence table: hits {:.1}%, cuts {:.1}% of quiescence nodes",
        per(total.quiescence_tt_hits, total.quiescence_nodes),
        per(total.quiescence_tt_cuts, total.quiescence_nodes)
    );
    println!(
        "quiescence nodes in check {} ({:.1}%), {:.1} answers each",
        total.quiescence_evasion_nodes,
        per(total.quiescence_evasion_nodes, total.quiescence_nodes),
        total.quiescence_evasions as f64 / total.quiescence_evasion_nodes.max(1) as f64
    );
    println!(
        "nodes searching moves {}, cut {:.1}%, first move of the cuts {:.1}%, mean index of the cutting move {:.2}",
        total.move_nodes,
        per(total.cut_nodes, total.move_nodes),
        per(total.first_move_cuts, total.cut_nodes),
        total.cut_index_sum as f64 / total.cut_nodes.max(1) as f64
    );
    println!(
        "reverse futility cuts {} ({:.1}% of full-width nodes)",
        total.reverse_futility_cuts,
        per(total.reverse_futility_cuts, full)
    );
    println!(
        "null moves tried {} ({:.1}% of full-width nodes), cut {:.1}%",
        total.null_tries,
        per(total.null_tries, full),
        per(total.null_cuts, total.null_tries)
    );
    println!(
        "quiet moves pruned: futility {}, late move {}",
        total.futility_prunes, total.late_move_prunes
    );
    println!(
        "reduced {}, searched again {:.1}%; checks extended {}",
        total.reduced,
        per(total.re_searched, total.reduced),
        total.check_extensions
    );
    println!(
        "leaf values {}, {:.1}% from the evaluation cache",
        total.evaluations,
        per(total.evaluation_hits, total.evaluations)
    );
    print!("mean nodes to finish each depth (positions that did):");
    for (d, &(sum, count)) in to_depth.iter().enumerate() {
        if let Some(mean) = sum.checked_div(count) {
            print!(" {}:{mean} ({count})", d + 1);
        }
    }
    println!();
    print!("full-width nodes by ply:");
    for (ply, n) in total.nodes_by_ply.iter().enumerate().take(PLIES) {
        if *n > 0 {
            print!(" {ply}:{n}");
        }
    }
    println!();
    print!("effective branching factor by iteration (its nodes / the one before's):");
    for d in 2..64 {
        if this_iteration[d] == 0 {
            break;
        }
        print!(
            " {}:{:.2}",
            d + 1,
            this_iteration[d] as f64 / iteration_before[d] as f64
        );
    }
    println!();
}
