//! Where the features of a position go (`features`): a `Sink` either adds
//! the weights up (`Weighted`, the evaluator) or records the counts (`Trace`,
//! the tuner and the tests). The terms write to it; they never see who reads.

use raja_core::Army;
use raja_core::position::MAX_ARMIES;

use super::layout::{Layout, Slot};
use super::positional::Taper;
use crate::value::Value;

/// Where the features of a position go.
pub trait Sink {
    /// `army` has the feature weighed by `slot`, `count` times.
    fn add(&mut self, army: Army, slot: Slot, count: Value);
    /// `army` has the feature `numerator / denominator` times (the
    /// evaluator divides the weighted product, in whole units).
    fn add_fraction(&mut self, army: Army, slot: Slot, numerator: Value, denominator: Value);
}

/// Adds the weights up: each army's middlegame and endgame sums.
pub struct Weighted<'a> {
    tapers: &'a [Taper],
    pub mid: [Value; MAX_ARMIES],
    pub end: [Value; MAX_ARMIES],
}

impl<'a> Weighted<'a> {
    pub fn new(layout: &'a Layout) -> Weighted<'a> {
        Weighted {
            tapers: &layout.tapers,
            mid: [0; MAX_ARMIES],
            end: [0; MAX_ARMIES],
        }
    }
}

impl Sink for Weighted<'_> {
    #[inline]
    fn add(&mut self, army: Army, slot: Slot, count: Value) {
        if let Some(t) = self.tapers.get(slot as usize) {
            self.mid[army.index()] += t.mid * count;
            self.end[army.index()] += t.end * count;
        }
    }

    #[inline]
    fn add_fraction(&mut self, army: Army, slot: Slot, numerator: Value, denominator: Value) {
        if let Some(t) = self.tapers.get(slot as usize) {
            let d = denominator.max(1);
            self.mid[army.index()] += t.mid * numerator / d;
            self.end[army.index()] += t.end * numerator / d;
        }
    }
}

/// Records every feature: army, slot and count.
#[derive(Default)]
pub struct Trace {
    pub hits: Vec<(Army, Slot, f64)>,
}

impl Trace {
    /// How many times `army` has the feature of `slot`.
    pub fn count(&self, army: Army, slot: Slot) -> f64 {
        self.hits
            .iter()
            .filter(|&&(a, s, _)| a == army && s == slot)
            .map(|&(_, _, c)| c)
            .sum()
    }
}

impl Sink for Trace {
    fn add(&mut self, army: Army, slot: Slot, count: Value) {
        if count != 0 {
            self.hits.push((army, slot, f64::from(count)));
        }
    }

    fn add_fraction(&mut self, army: Army, slot: Slot, numerator: Value, denominator: Value) {
        if numerator != 0 {
            let count = f64::from(numerator) / f64::from(denominator.max(1));
            self.hits.push((army, slot, count));
        }
    }
}
