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
