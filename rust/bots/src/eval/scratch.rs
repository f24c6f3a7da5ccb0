//! The working space of one evaluation of the features (`features`), kept
//! per thread and handed to the terms: attack maps, counts of each kind, pawns
//! per line.

use raja_core::variant::Variant;
use raja_core::{Army, Kind, Position};

use super::mobility::AttackMaps;

/// The working space of one evaluation, kept per thread.
#[derive(Default)]
pub struct Scratch {
    pub maps: AttackMaps,
    /// Per (army, kind): pieces of it on the board.
    pub kind_counts: Vec<u8>,
    /// Per (army, line of its frame): its pawns there, and its enemies'.
    pub own_pawns: Vec<u8>,
    pub enemy_pawns: Vec<u8>,
    kinds: usize,
}

/// Lines (files) the pawn counts hold; further lines are not judged.
pub const LINES: usize = 32;

impl Scratch {
    pub fn reset(&mut self, variant: &Variant, position: &Position) {
        let armies = usize::from(position.army_count());
        self.kinds = variant.kind_count();
        self.kind_counts.clear();
        self.kind_counts.resize(armies * self.kinds, 0);
        for lines in [&mut self.own_pawns, &mut self.enemy_pawns] {
            lines.clear();
            lines.resize(armies * LINES, 0);
        }
        self.maps.reset(variant.geometry.square_count(), armies);
    }

    #[inline]
    pub fn kind_count(&mut self, army: Army, kind: Kind) -> &mut u8 {
        &mut self.kind_counts[army.index() * self.kinds + kind.index()]
    }
}
