//! What stands on a square, in one byte, and the limits that byte sets: how many
//! armies and kinds a game may have.

use crate::board::army::Army;
use crate::board::kind::Kind;

pub const MAX_ARMIES: usize = 8;
/// Kinds one game may have: a cell holds kind + 1 in five bits (friendly
/// chess has 21: six pieces and fifteen merged pairs).
pub const MAX_KINDS: usize = 24;
/// Armies a cell can name (three bits): eight-player chess has eight.
pub const MAX_CELL_ARMIES: usize = 8;

/// What stands on a square: empty, or a piece of some army and kind, perhaps
/// marked as promoted. Bits: 0–4 kind + 1, 5–7 army, 8 promoted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Cell(u16);

const PROMOTED: u16 = 0x100;

impl Cell {
    pub const EMPTY: Cell = Cell(0);

    #[inline]
    pub fn piece(army: Army, kind: Kind) -> Cell {
        Cell((u16::from(army.number()) << 5) | u16::from(kind.number() + 1))
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    #[inline]
    pub fn army(self) -> Army {
        Army::new(((self.0 >> 5) & 7) as u8)
    }

    /// The same piece, marked as promoted.
    #[inline]
    pub fn promoted(self) -> Cell {
        Cell(self.0 | PROMOTED)
    }

    #[inline]
    pub fn is_promoted(self) -> bool {
        self.0 & PROMOTED != 0
    }

    #[inline]
    pub fn kind(self) -> Kind {
        Kind::new(((self.0 & 31) as u8).wrapping_sub(1))
    }
}
