//! Parallel search (Lazy SMP): the threads search the same root at once, each
//! with its own position, move lists and ordering, all sharing one
//! transposition table, so each finds much of its tree already searched by
//! the others. The main thread's result is the answer; the helpers start one
//! ply deeper every other thread, so that they fill the table ahead of it, and
//! stop as soon as it is done (or cancelled).

use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use raja_core::variant::Variant;
use raja_core::{Move, Position};

use super::budget::{Limits, Resources};
use super::memory::Memory;
use super::{Algorithm, Report, Searcher};
use crate::eval::Evaluator;
use crate::value::Value;

/// More threads than this are taken for this many.
pub const MAX_THREADS: usize = 64;

/// What one search needs, whatever the number of threads.
pub struct Task<'a> {
    pub variant: &'a Variant,
    pub position: &'a Position,
    pub eval: &'a Evaluator,
    pub limits: Limits,
    pub noise: Value,
    pub seed: u64,
    pub algorithm: Algorithm,
    pub root_moves: &'a [Move],
}

/// Searches `task` on `resources.threads` threads sharing the table of
/// `memory` (a new search of it: `Table::new_search`), the main thread with
/// the move ordering `memory` kept, and keeps it again; the nodes reported
/// are all threads' together.
pub fn search(
    task: &Task,
    resources: Resources,
    memory: &Memory,
    cancel: &AtomicBool,
) -> Option<Report> {
    let table = &*memory.table(resources.hash_mb);
    table.new_search();
    let variant = task.variant;
    let ordering = || {
        let squares = variant.geometry.square_count();
        memory.take_ordering(squares, variant.kind_count(), variant.army_count())
    };
    let threads = resources.threads.clamp(1, MAX_THREADS);
    let searcher = |cancel, seed, limits| {
        Searcher::sharing(
            task.variant,
            task.position.clone(),
            task.eval,
            limits,
            cancel,
            task.noise,
            seed,
            table,
        )
    };
    let main = |cancel| {
        let mut main = searcher(cancel, task.seed, task.limits);
        main.ordering = ordering();
        let report = main.run(task.algorithm, task.root_moves);
        memory.keep_ordering(main.ordering);
        report
    };
    if threads == 1 {
        return main(cancel);
    }
    let done = AtomicBool::new(false);
    thread::scope(|scope| {
        let helpers: Vec<_> = (1..threads)
            .map(|i| {
                // The node limit is the main thread's: helpers run until it ends.
                let limits = Limits {
                    nodes: u64::MAX,
                    ..task.limits
                };
                let (done, searcher) = (&done, &searcher);
                scope.spawn(move || {
                    // The same noise for every thread: the level misjudges alike.
                    let mut helper = searcher(done, task.seed, limits);
                    helper.first_depth = 1 + (i as u32 % 2);
                    helper.run(task.algorithm, task.root_moves).map(|r| r.nodes)
                })
            })
            .collect();
        let report = main(cancel);
        done.store(true, Ordering::Relaxed);
        let helper_nodes: u64 = helpers
            .into_iter()
            .filter_map(|helper| helper.join().ok().flatten())
            .sum();
        report.map(|report| Report {
            nodes: report.nodes + helper_nodes,
            ..report
        })
    })
}
