//! The leaves' values kept by position: a node is often evaluated again
//! (the next iteration revisits the last one's nodes, re-searches and
//! transpositions reach it twice, pruning and quiescence both stand on it), and
//! the evaluation is most of a node's time. Direct-mapped, always replaced; a
//! value is the evaluation's own, so a hit changes no result.

use crate::value::Value;

/// Entries of a searcher's cache: 2^16, a megabyte.
const BITS: u32 = 16;

pub struct EvalCache {
    /// Per slot the key it holds (with its low bit set, so an empty slot
    /// matches no key) and the value.
    slots: Vec<(u64, Value)>,
}

impl Default for EvalCache {
    fn default() -> EvalCache {
        EvalCache {
            slots: vec![(0, 0); 1 << BITS],
        }
    }
}

impl EvalCache {
    #[inline]
    fn index(key: u64) -> usize {
        (key >> (64 - BITS)) as usize
    }

    /// The value stored for `key`, if any.
    #[inline]
    pub fn get(&self, key: u64) -> Option<Value> {
        let (stored, value) = self.slots[EvalCache::index(key)];
        (stored == key | 1).then_some(value)
    }

    #[inline]
    pub fn put(&mut self, key: u64, value: Value) {
        self.slots[EvalCache::index(key)] = (key | 1, value);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_is_found_by_its_key_until_another_takes_its_slot() {
        let mut cache = EvalCache::default();
        let key = 0x1234_5678_9ABC_DEF0;
        assert_eq!(cache.get(key), None);
        assert_eq!(cache.get(0), None, "an empty slot holds no key");
        cache.put(key, -42);
        assert_eq!(cache.get(key), Some(-42));
        // Same slot (the high bits), another key: replaced.
        let rival = key ^ 0x10;
        assert_eq!(cache.get(rival), None);
        cache.put(rival, 7);
        assert_eq!((cache.get(rival), cache.get(key)), (Some(7), None));
    }
}
