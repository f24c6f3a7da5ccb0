//! An army: one side of a game, named by its place in turn order; and sets of them.

use std::fmt;

use serde::{Deserialize, Serialize};

use crate::board::bit_set::{BitSet, Member};

/// One of a game's armies, by its place in turn order: army 0 moves first.
/// The game's data gives each its name and letter (`Variant::army_name`,
/// `Variant::army_letter`); a neutral piece (the duck) belongs to the army
/// after the last (`Variant::neutral_army`). Written as its number.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
#[serde(transparent)]
#[repr(transparent)]
pub struct Army(u8);

impl Army {
    /// The army that moves first.
    pub const FIRST: Army = Army(0);
    /// The army that moves second: in a game of two, the other one.
    pub const SECOND: Army = Army(1);

    /// The army `number` in turn order (0 first).
    #[inline]
    pub const fn new(number: u8) -> Army {
        Army(number)
    }

    /// The army at `index` in turn order, if an index that large names one.
    #[inline]
    pub fn from_index(index: usize) -> Option<Army> {
        u8::try_from(index).ok().map(Army)
    }

    /// Its place in turn order, to index per-army arrays.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its place in turn order as a number (the save's and the hash's).
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The first `count` armies in turn order: every army of a game of `count`.
    #[inline]
    pub fn all(count: u8) -> impl DoubleEndedIterator<Item = Army> + ExactSizeIterator + Clone {
        (0..count).map(Army)
    }

    /// The army `steps` places after this one, round a table of `count`.
    #[inline]
    pub fn after(self, steps: u8, count: u8) -> Army {
        let count = u16::from(count.max(1));
        Army(((u16::from(self.0) + u16::from(steps)) % count) as u8)
    }

    /// The army `steps` places before this one, round a table of `count`.
    #[inline]
    pub fn before(self, steps: u8, count: u8) -> Army {
        let count = count.max(1);
        self.after(count - steps % count, count)
    }

    /// The other army of a game of two.
    #[inline]
    pub const fn other(self) -> Army {
        Army(self.0 ^ 1)
    }

    /// Its bit in a set of armies (`1 << number`).
    #[inline]
    pub const fn bit(self) -> u32 {
        1 << self.0
    }
}

/// A set of armies, one bit each (`Army::bit`): the opponents whose pieces
/// attack a square, the armies checking a king.
pub type ArmySet = BitSet<Army>;

impl Member for Army {
    #[inline]
    fn bit(self) -> u32 {
        Army::bit(self)
    }

    #[inline]
    fn from_number(number: u8) -> Army {
        Army(number)
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::{Army, ArmySet};

    #[test]
    fn the_next_armies_wrap_round_the_table() {
        let blue = Army::new(1);
        assert_eq!(blue.after(1, 4), Army::new(2));
        assert_eq!(blue.after(3, 4), Army::new(0));
        assert_eq!(Army::new(3).after(255, 4), Army::new(2));
        assert_eq!(blue.before(1, 4), Army::new(0));
        assert_eq!(blue.before(2, 4), Army::new(3));
        assert_eq!(blue.before(4, 4), blue);
        assert_eq!(blue.other(), Army::FIRST);
    }

    #[test]
    fn a_game_of_three_has_armies_zero_to_two() {
        let armies: Vec<usize> = Army::all(3).map(Army::index).collect();
        assert_eq!(armies, [0, 1, 2]);
    }

    #[test]
    fn a_set_lists_its_armies_in_turn_order() {
        let set: ArmySet = [Army::new(3), Army::new(0), Army::new(2)]
            .into_iter()
            .collect();
        assert!(set.contains(Army::new(2)) && !set.contains(Army::new(1)));
        assert_eq!(set.len(), 3);
        let armies: Vec<u8> = set.iter().map(Army::number).collect();
        assert_eq!(armies, [0, 2, 3]);
        assert!(ArmySet::EMPTY.iter().next().is_none());
    }
}
