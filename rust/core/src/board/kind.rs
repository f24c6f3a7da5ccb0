//! A kind of piece, named by its place in its game's piece list; and sets of kinds.

use std::fmt;
use std::ops::{BitAnd, BitOr, BitOrAssign};

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
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[repr(transparent)]
pub struct KindSet(u32);

impl KindSet {
    pub const EMPTY: KindSet = KindSet(0);
    /// Every kind a game can have.
    pub const ALL: KindSet = KindSet(u32::MAX);

    /// The set whose members are the set bits of `bits` (`Kind::bit`).
    #[inline]
    pub const fn from_bits(bits: u32) -> KindSet {
        KindSet(bits)
    }

    /// The set as bits (`Kind::bit`), to index tables by set.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.0
    }

    /// The set of one kind.
    #[inline]
    pub const fn of(kind: Kind) -> KindSet {
        KindSet(kind.bit())
    }

    /// The first `count` kinds: every kind of a game of `count`.
    #[inline]
    pub const fn first(count: usize) -> KindSet {
        match 1u32.checked_shl(count as u32) {
            Some(bit) => KindSet(bit - 1),
            None => KindSet::ALL,
        }
    }

    #[inline]
    pub const fn contains(self, kind: Kind) -> bool {
        self.0 & kind.bit() != 0
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Whether the two sets share a kind.
    #[inline]
    pub const fn intersects(self, other: KindSet) -> bool {
        self.0 & other.0 != 0
    }

    #[inline]
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    #[inline]
    pub fn insert(&mut self, kind: Kind) {
        self.0 |= kind.bit();
    }

    #[inline]
    pub fn remove(&mut self, kind: Kind) {
        self.0 &= !kind.bit();
    }

    /// The set with `kind` added.
    #[inline]
    pub const fn with(self, kind: Kind) -> KindSet {
        KindSet(self.0 | kind.bit())
    }

    /// The set without the kinds of `other`.
    #[inline]
    pub const fn without(self, other: KindSet) -> KindSet {
        KindSet(self.0 & !other.0)
    }

    /// The kinds in the set, in piece-list order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = Kind> + Clone {
        let mut bits = self.0;
        // One step per set bit: the lowest, then cleared.
        std::iter::from_fn(move || {
            let kind = (bits != 0).then(|| Kind(bits.trailing_zeros() as u8));
            bits &= bits.wrapping_sub(1);
            kind
        })
    }
}

impl BitOr for KindSet {
    type Output = KindSet;

    #[inline]
    fn bitor(self, other: KindSet) -> KindSet {
        KindSet(self.0 | other.0)
    }
}

impl BitOrAssign for KindSet {
    #[inline]
    fn bitor_assign(&mut self, other: KindSet) {
        self.0 |= other.0;
    }
}

impl BitAnd for KindSet {
    type Output = KindSet;

    #[inline]
    fn bitand(self, other: KindSet) -> KindSet {
        KindSet(self.0 & other.0)
    }
}

impl FromIterator<Kind> for KindSet {
    fn from_iter<I: IntoIterator<Item = Kind>>(kinds: I) -> KindSet {
        kinds.into_iter().fold(KindSet::EMPTY, KindSet::with)
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
