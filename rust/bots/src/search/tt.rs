//! Transposition table: values of positions already searched, keyed by zobrist
//! hash (plus the dice of the turn and the root's army), in buckets of a
//! depth-preferred and an always-replace entry, sized in megabytes, shared by
//! a parallel search and kept from one search to the next: each search is a
//! generation, and a deep entry of an earlier one gives way to any new one.

use std::sync::Mutex;
use std::sync::atomic::{AtomicU8, Ordering};

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
    /// The search that stored it (`Table::new_search`).
    generation: u8,
}

/// Buckets of two entries, each bucket behind its own lock so that the threads
/// of a parallel search share one table (uncontended, a lock costs far less
/// than a node).
pub struct Table {
    buckets: Vec<Mutex<Bucket>>,
    mask: usize,
    generation: AtomicU8,
}

/// Depth-preferred and always-replace: the deeper result of a position stays
/// until a search at least as deep (or a later search) replaces it, while the
/// newest result of any other position always finds room beside it.
#[derive(Clone, Copy, Default)]
struct Bucket {
    deep: Option<Entry>,
    recent: Option<Entry>,
}

impl Table {
    /// A table of 2^`bits` buckets.
    pub fn new(bits: u32) -> Table {
        let size = 1usize << bits;
        Table {
            buckets: (0..size).map(|_| Mutex::new(Bucket::default())).collect(),
            mask: size - 1,
            generation: AtomicU8::new(0),
        }
    }

    /// The largest table that fits in `megabytes` MiB (at least one bucket,
    /// at most 2^26 buckets).
    pub fn with_megabytes(megabytes: usize) -> Table {
        let bytes = megabytes.saturating_mul(1 << 20);
        let bucket = std::mem::size_of::<Mutex<Bucket>>();
        let fitting = (bytes / bucket).max(1);
        let bits = (usize::BITS - 1 - fitting.leading_zeros()).min(26);
        Table::new(bits)
    }

    /// A new search begins: what earlier ones stored may still be read, but
    /// gives way to what this one stores.
    pub fn new_search(&self) {
        self.generation.fetch_add(1, Ordering::Relaxed);
    }

    /// Buckets in the table.
    pub fn len(&self) -> usize {
        self.buckets.len()
    }

    pub fn is_empty(&self) -> bool {
        self.buckets.is_empty()
    }

    fn bucket(&self, key: u64) -> std::sync::MutexGuard<'_, Bucket> {
        // A thread that panicked mid-store left a bucket of plain values: usable.
        let slot = &self.buckets[key as usize & self.mask];
        slot.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    #[inline]
    pub fn probe(&self, key: u64) -> Option<Entry> {
        let bucket = *self.bucket(key);
        [bucket.deep, bucket.recent]
            .into_iter()
            .flatten()
            .find(|e| e.key == key)
    }

    #[inline]
    pub fn store(&self, key: u64, entry: Entry) {
        let generation = self.generation.load(Ordering::Relaxed);
        let entry = Entry {
            key,
            generation,
            ..entry
        };
        let mut bucket = self.bucket(key);
        match bucket.deep {
            Some(deep) if deep.depth > entry.depth && deep.generation == generation => {
                if deep.key == key && entry.bound != Bound::Exact {
                    return; // a shallower bound adds nothing to a deeper result
                }
                bucket.recent = Some(entry);
            }
            _ => {
                if let Some(deep) = bucket.deep.filter(|deep| deep.key != key) {
                    // The deep entry it displaces still fits in the other slot.
                    bucket.recent = Some(deep);
                }
                bucket.deep = Some(entry);
            }
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
            generation: 0,
        }
    }

    pub fn value_at(&self, ply: usize) -> Value {
        from_table(self.value, ply)
    }

    /// The entry's value at `ply` where its bound decides the window (alpha,
    /// beta): exact, or a lower bound at or above beta, or an upper bound at or
    /// below alpha.
    pub fn decided_value(&self, ply: usize, alpha: Value, beta: Value) -> Option<Value> {
        let value = self.value_at(ply);
        let decides = match self.bound {
            Bound::Exact => true,
            Bound::Lower => value >= beta,
            Bound::Upper => value <= alpha,
        };
        decides.then_some(value)
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

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(depth: i16, value: Value) -> Entry {
        Entry::new(None, value, depth, Bound::Exact, 0)
    }

    #[test]
    fn a_deep_entry_survives_shallower_ones_which_take_the_other_slot() {
        let table = Table::new(4);
        let (deep, other, third) = (1u64, 1 + 16, 1 + 32); // one bucket
        table.store(deep, entry(6, 10));
        table.store(other, entry(2, 20));
        assert_eq!(table.probe(deep).map(|e| e.value), Some(10));
        assert_eq!(table.probe(other).map(|e| e.value), Some(20));
        table.store(third, entry(3, 30));
        assert_eq!(table.probe(deep).map(|e| e.value), Some(10), "still there");
        assert!(table.probe(other).is_none(), "the always slot was replaced");
        table.store(third, entry(7, 31));
        assert_eq!(table.probe(third).map(|e| e.value), Some(31));
        assert_eq!(table.probe(deep).map(|e| e.value), Some(10), "moved aside");
    }

    #[test]
    fn a_deep_entry_of_an_earlier_search_gives_way_to_a_new_one() {
        let table = Table::new(4);
        let (old, new) = (3u64, 3 + 16);
        table.store(old, entry(9, 1));
        table.new_search();
        assert_eq!(table.probe(old).map(|e| e.value), Some(1), "still readable");
        table.store(new, entry(2, 2));
        assert_eq!(table.probe(new).map(|e| e.value), Some(2));
        assert_eq!(table.probe(old).map(|e| e.value), Some(1), "moved aside");
        table.store(new + 16, entry(1, 3));
        assert!(table.probe(old).is_none(), "then replaced");
        assert_eq!(
            table.probe(new).map(|e| e.value),
            Some(2),
            "the new deep entry stays"
        );
    }

    #[test]
    fn the_table_fits_the_megabytes_it_is_given() {
        let bucket = std::mem::size_of::<Mutex<Bucket>>();
        for megabytes in [1, 16, 100] {
            let table = Table::with_megabytes(megabytes);
            assert!(table.len() * bucket <= megabytes << 20, "{megabytes} MiB");
            assert!(
                2 * table.len() * bucket > megabytes << 20,
                "{megabytes} MiB"
            );
        }
        assert_eq!(Table::with_megabytes(0).len(), 1);
    }
}
