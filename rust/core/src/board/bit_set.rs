//! A set of small numbered things in one word, a bit each: the sets of kinds
//! (`KindSet`) and of armies (`ArmySet`).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::ops::{BitAnd, BitOr, BitOrAssign};

/// What a `BitSet` holds: a thing named by a number below 32, its bit.
pub trait Member: Copy {
    /// Its bit in a set (`1 << number`).
    fn bit(self) -> u32;
    /// The member whose number is `number` (below 32).
    fn from_number(number: u8) -> Self;
}

/// A set of members, one bit each (`Member::bit`), listed in their order.
#[repr(transparent)]
pub struct BitSet<T> {
    bits: u32,
    member: PhantomData<T>,
}

impl<T> BitSet<T> {
    pub const EMPTY: BitSet<T> = BitSet::from_bits(0);
    /// Every member a set can hold.
    pub const ALL: BitSet<T> = BitSet::from_bits(u32::MAX);

    /// The set whose members are the set bits of `bits` (`Member::bit`).
    #[inline]
    pub const fn from_bits(bits: u32) -> BitSet<T> {
        BitSet {
            bits,
            member: PhantomData,
        }
    }

    /// The set as bits (`Member::bit`), to index tables by set.
    #[inline]
    pub const fn bits(self) -> u32 {
        self.bits
    }

    /// The first `count` members: every kind of a game of `count`.
    #[inline]
    pub const fn first(count: usize) -> BitSet<T> {
        match 1u32.checked_shl(count as u32) {
            Some(bit) => BitSet::from_bits(bit - 1),
            None => BitSet::ALL,
        }
    }

    #[inline]
    pub const fn is_empty(self) -> bool {
        self.bits == 0
    }

    /// Whether the two sets share a member.
    #[inline]
    pub const fn intersects(self, other: BitSet<T>) -> bool {
        self.bits & other.bits != 0
    }

    #[inline]
    pub const fn len(self) -> usize {
        self.bits.count_ones() as usize
    }

    /// The set without the members of `other`.
    #[inline]
    pub const fn without(self, other: BitSet<T>) -> BitSet<T> {
        BitSet::from_bits(self.bits & !other.bits)
    }
}

impl<T: Member> BitSet<T> {
    /// The set of one member.
    #[inline]
    pub fn of(member: T) -> BitSet<T> {
        BitSet::from_bits(member.bit())
    }

    #[inline]
    pub fn contains(self, member: T) -> bool {
        self.bits & member.bit() != 0
    }

    #[inline]
    pub fn insert(&mut self, member: T) {
        self.bits |= member.bit();
    }

    #[inline]
    pub fn remove(&mut self, member: T) {
        self.bits &= !member.bit();
    }

    /// The set with `member` added.
    #[inline]
    pub fn with(self, member: T) -> BitSet<T> {
        BitSet::from_bits(self.bits | member.bit())
    }

    /// The members in the set, in their order.
    #[inline]
    pub fn iter(self) -> impl Iterator<Item = T> + Clone {
        let mut bits = self.bits;
        // One step per set bit: the lowest, then cleared.
        std::iter::from_fn(move || {
            let member = (bits != 0).then(|| T::from_number(bits.trailing_zeros() as u8));
            bits &= bits.wrapping_sub(1);
            member
        })
    }
}

// Written out rather than derived: a derive would ask the same of `T`.
impl<T> Clone for BitSet<T> {
    #[inline]
    fn clone(&self) -> Self {
        *self
    }
}

impl<T> Copy for BitSet<T> {}

impl<T> Default for BitSet<T> {
    #[inline]
    fn default() -> Self {
        BitSet::EMPTY
    }
}

impl<T> PartialEq for BitSet<T> {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        self.bits == other.bits
    }
}

impl<T> Eq for BitSet<T> {}

impl<T> Hash for BitSet<T> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.bits.hash(state);
    }
}

impl<T> fmt::Debug for BitSet<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "BitSet({:#b})", self.bits)
    }
}

impl<T> BitOr for BitSet<T> {
    type Output = BitSet<T>;

    #[inline]
    fn bitor(self, other: BitSet<T>) -> BitSet<T> {
        BitSet::from_bits(self.bits | other.bits)
    }
}

impl<T> BitOrAssign for BitSet<T> {
    #[inline]
    fn bitor_assign(&mut self, other: BitSet<T>) {
        self.bits |= other.bits;
    }
}

impl<T> BitAnd for BitSet<T> {
    type Output = BitSet<T>;

    #[inline]
    fn bitand(self, other: BitSet<T>) -> BitSet<T> {
        BitSet::from_bits(self.bits & other.bits)
    }
}

impl<T: Member> FromIterator<T> for BitSet<T> {
    fn from_iter<I: IntoIterator<Item = T>>(members: I) -> BitSet<T> {
        members.into_iter().fold(BitSet::EMPTY, BitSet::with)
    }
}
