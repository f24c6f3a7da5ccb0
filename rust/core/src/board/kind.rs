//! A kind of piece, named by its place in its game's piece list; and sets of kinds.

use std::fmt;

use crate::board::bit_set::{BitSet, Member};

/// A kind of piece: its index in the game's piece list (`GameData::pieces`),
/// so one game's kinds mean nothing in another. Written as its number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Kind(u8);

impl Kind {
    /// The kind at `number` in the game's piece list.
    #[inline]
    pub const fn new(number: u8) -> Kind {
        Kind(number)
    }

    /// The kind at `index` in the game's piece list, if an index that large names one.
    #[inline]
    pub fn from_index(index: usize) -> Option<Kind> {
        u8::try_from(index).ok().map(Kind)
    }

    /// Its place in the piece list, to index per-kind tables.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its place in the piece list as a number (the hash's and a cell's byte).
    #[inline]
    pub const fn number(self) -> u8 {
        self.0
    }

    /// The first `count` kinds: every kind of a game of `count`.
    #[inline]
    pub fn all(count: usize) -> impl DoubleEndedIterator<Item = Kind> + ExactSizeIterator + Clone {
        (0..count.min(usize::from(u8::MAX)) as u8).map(Kind)
    }

    /// Its bit in a set of kinds (`1 << number`, the shift taken modulo 32
    /// as the masks of sets always took it: a game has at most `MAX_KINDS`).
    #[inline]
    pub const fn bit(self) -> u32 {
        1u32.wrapping_shl(self.0 as u32)
    }
}

impl fmt::Display for Kind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// A set of kinds, one bit each (`Kind::bit`): the kinds a piece may capture,
/// the royal kinds, the kinds a die lets move.
pub type KindSet = BitSet<Kind>;

impl Member for Kind {
    #[inline]
    fn bit(self) -> u32 {
        Kind::bit(self)
    }

    #[inline]
    fn from_number(number: u8) -> Kind {
        Kind(number)
    }
}

#[cfg(test)]
mod tests {
    use super::{Kind, KindSet};

    #[test]
    fn a_set_lists_its_kinds_in_order_and_knows_its_members() {
        let set: KindSet = [Kind::new(5), Kind::new(0), Kind::new(31)]
            .into_iter()
            .collect();
        let kinds: Vec<u8> = set.iter().map(Kind::number).collect();
        assert_eq!(kinds, [0, 5, 31]);
        assert!(set.contains(Kind::new(5)) && !set.contains(Kind::new(4)));
        assert_eq!(set.len(), 3);
        assert!(set.intersects(KindSet::of(Kind::new(31))));
        assert!(
            !set.without(KindSet::of(Kind::new(0)))
                .contains(Kind::new(0))
        );
    }

    #[test]
    fn the_first_kinds_of_a_game() {
        assert_eq!(KindSet::first(3).iter().count(), 3);
        assert_eq!(KindSet::first(32), KindSet::ALL);
        assert!(KindSet::first(0).is_empty());
    }
}
