//! The cells pawns skipped with a double step, where an enemy pawn may still
//! take them: one per army that made the step. In chess a cell lasts one ply;
//! in three-player chess it lasts until its owner moves again, so that either
//! opponent may take it (`GameData::en_passant_until_owner_moves`).

use crate::board::army::{Army, ArmySet};
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
    /// The armies with an open cell.
    owners: ArmySet,
    cells: [EnPassant; MAX_ARMIES],
}

impl EnPassants {
    pub fn is_empty(&self) -> bool {
        self.owners.is_empty()
    }

    /// The cell `owner`'s pawn skipped, if it is open.
    pub fn of(&self, owner: Army) -> Option<EnPassant> {
        self.owners
            .contains(owner)
            .then(|| self.cells[owner.index()])
    }

    /// Every open cell with its owner, in army order.
    pub fn iter(&self) -> impl Iterator<Item = (Army, EnPassant)> + '_ {
        self.owners
            .iter()
            .map(|owner| (owner, self.cells[owner.index()]))
    }

    /// The open cell on `square`, with its owner.
    pub fn on(&self, square: Square) -> Option<(Army, EnPassant)> {
        self.iter().find(|(_, ep)| ep.square == square)
    }

    /// Opens or closes `owner`'s cell.
    pub(crate) fn set(&mut self, owner: Army, ep: Option<EnPassant>) {
        match ep {
            Some(ep) => {
                self.owners.insert(owner);
                self.cells[owner.index()] = ep;
            }
            None => {
                self.owners.remove(owner);
                self.cells[owner.index()] = EnPassant::default();
            }
        }
    }
}
