//! Transposition table: values of positions already searched, keyed by zobrist
//! hash (plus the dice of the turn), always-replace with a depth preference.

use raja_core::Move;

use crate::sides::WIN_BOUND;
use crate::value::Value;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bound {
    Exact,
    /// The value is at least this (a cut-off above the window).
    Lower,
    /// The value is at most this (nothing reached the window).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub struct Entry {
    key: u64,
    pub mv: Option<Move>,
    pub value: Value,
    pub depth: i16,
    pub bound: Bound,
}

pub struct Table {
    entries: Vec<Option<Entry>>,
    mask: usize,
}

impl Table {
    /// A table of 2^`bits` entries.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        Table {
            entries: vec![None; size],
            mask: size - 1,
        }
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        self.entries[key as usize & self.mask].filter(|e| e.key == key)
    }

    #[inline]
    pub fn store(&mut self, key: u64, entry: Entry) {
        let slot = &mut self.entries[key as usize & self.mask];
        let keep = slot.is_some_and(|old| old.key == key && old.depth > entry.depth);
        if !keep {
            *slot = Some(Entry { key, ..entry });
        }
    }
}

impl Entry {
    /// An entry whose win distances count from the node, not the root, so a
    /// transposition at another ply reads them right.
    pub fn new(mv: Option<Move>, value: Value, depth: i16, bound: Bound, ply: usize) -> Entry {
        Entry {
            key: 0,
            mv,
            value: to_table(value, ply),
            depth,
            bound,
        }
    }

    pub fn value_at(&self, ply: usize) -> Value {
        from_table(self.value, ply)
    }
}

fn to_table(value: Value, ply: usize) -> Value {
    let ply = ply as Value;
    if value > WIN_BOUND {
        value + ply
    } else if value < -WIN_BOUND {
        value - ply
    } else {
        value
    }
}

fn from_table(value: Value, ply: usize) -> Value {
    let ply = ply as Value;
    if value > WIN_BOUND {
        value - ply
    } else if value < -WIN_BOUND {
        value + ply
    } else {
        value
    }
}
