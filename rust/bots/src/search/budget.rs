//! When a search must stop: depth, node and time limits, and a cancel flag that
//! another thread (the Godot binding, an undo) may raise at any moment.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// What a search may spend. The node limit makes a search deterministic; the
/// time limit is a hard stop for slow machines.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Deepest iteration, in plies.
    pub depth: u32,
    pub nodes: u64,
    pub time: Option<Duration>,
}

impl Limits {
    /// Only a node limit (and a depth): deterministic on every machine.
    pub fn nodes(depth: u32, nodes: u64) -> Limits {
        Limits {
            depth,
            nodes,
            time: None,
        }
    }
}

/// What a search may use of the machine, as a UCI GUI sets it (`Threads`, `Hash`):
/// the threads of the parallel search and the size of their shared table
/// (`search::parallel`). One thread keeps a node-limited search deterministic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Resources {
    pub threads: usize,
    /// Transposition table size, in MiB.
    pub hash_mb: usize,
}

impl Default for Resources {
    fn default() -> Resources {
        Resources {
            threads: 1,
            hash_mb: 16,
        }
    }
}

/// Checking the clock and the flag costs more than a node; do it this often.
const CHECK_EVERY: u64 = 1024;

/// Counts nodes and says when to stop.
pub struct Budget<'a> {
    limits: Limits,
    start: Instant,
    cancel: &'a AtomicBool,
    pub nodes: u64,
    pub stopped: bool,
}

impl<'a> Budget<'a> {
    pub fn new(limits: Limits, cancel: &'a AtomicBool) -> Budget<'a> {
        Budget {
            limits,
            start: Instant::now(),
            cancel,
            nodes: 0,
            stopped: false,
        }
    }

    pub fn limits(&self) -> Limits {
        self.limits
    }

    /// Counts a node; true once the search must unwind.
    #[inline]
    pub fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes.is_multiple_of(CHECK_EVERY) && !self.stopped {
            self.stopped = self.nodes >= self.limits.nodes
                || self.cancel.load(Ordering::Relaxed)
                || self.limits.time.is_some_and(|t| self.start.elapsed() >= t);
        }
        self.stopped
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn unlimited_but(time: Duration) -> Limits {
        Limits {
            depth: u32::MAX,
            nodes: u64::MAX,
            time: Some(time),
        }
    }

    #[test]
    fn a_passed_deadline_stops_the_search_at_the_next_check() {
        let cancel = AtomicBool::new(false);
        let mut budget = Budget::new(unlimited_but(Duration::ZERO), &cancel);
        let before_the_check = (1..CHECK_EVERY).filter(|_| budget.tick()).count();
        assert_eq!(
            before_the_check, 0,
            "the clock is read every {CHECK_EVERY} nodes"
        );
        assert!(budget.tick(), "the check finds the time up");
        assert!(budget.tick(), "and the search stays stopped");
    }

    #[test]
    fn a_deadline_ahead_lets_the_search_go_on() {
        let cancel = AtomicBool::new(false);
        let mut budget = Budget::new(unlimited_but(Duration::from_secs(3600)), &cancel);
        let stops = (0..20 * CHECK_EVERY).filter(|_| budget.tick()).count();
        assert_eq!(stops, 0);
        cancel.store(true, Ordering::Relaxed);
        let ticks_to_stop = (1..=CHECK_EVERY).find(|_| budget.tick());
        assert_eq!(
            ticks_to_stop,
            Some(CHECK_EVERY),
            "a cancel stops it at the next check"
        );
    }
}
