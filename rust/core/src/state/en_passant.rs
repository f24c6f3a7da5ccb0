//! The cells pawns skipped with a double step, where an enemy pawn may still
//! take them: one per army that made the step. In chess a cell lasts one ply;
//! in three-player chess it lasts until its owner moves again, so that either
//! opponent may take it (`GameData::en_passant_until_owner_moves`).

use crate::board::cell::MAX_ARMIES;
use crate::board::geometry::Square;

/// The square a pawn passed with its double step, where an enemy pawn may take it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EnPassant {
    pub square: Square,
    /// Where the pawn that passed stands.
    pub pawn: Square,
}

/// The open en-passant cells, by the army whose pawn skipped them. Unset slots
/// stay zeroed, so that equal sets compare equal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EnPassants {
    /// Bit `a`: army `a` has an open cell.
    owners: u8,
    cells: [EnPassant; MAX_ARMIES],
}

impl EnPassants {
    pub fn is_empty(&self) -> bool {
        self.owners == 0
    }

    /// The cell `owner`'s pawn skipped, if it is open.
    pub fn of(&self, owner: u8) -> Option<EnPassant> {
        (self.owners & (1 << owner) != 0).then(|| self.cells[usize::from(owner)])
    }

    /// Every open cell with its owner, in army order.
    pub fn iter(&self) -> impl Iterator<Item = (u8, EnPassant)> + '_ {
        (0..MAX_ARMIES as u8).filter_map(|owner| self.of(owner).map(|ep| (owner, ep)))
    }

    /// The open cell on `square`, with its owner.
    pub fn on(&self, square: Square) -> Option<(u8, EnPassant)> {
        self.iter().find(|(_, ep)| ep.square == square)
    }

    /// Opens or closes `owner`'s cell.
    pub(crate) fn set(&mut self, owner: u8, ep: Option<EnPassant>) {
        let bit = 1 << owner;
        match ep {
            Some(ep) => {
                self.owners |= bit;
                self.cells[usize::from(owner)] = ep;
            }
            None => {
                self.owners &= !bit;
                self.cells[usize::from(owner)] = EnPassant::default();
            }
        }
    }
}
