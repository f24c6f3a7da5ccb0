//! What each army holds in hand (its pocket: crazyhouse, Shogi,
//! `GameData::pockets`). Pockets live in the rule state, so that unmake
//! restores them with it; the hash covers them, so that repetitions see them.
//! Dropping them is move generation's (`movegen::pockets`).

use crate::board::army::Army;
use crate::board::cell::{Cell, MAX_KINDS};
use crate::board::kind::Kind;
use crate::compile::variant::CompiledVariant;
use crate::state::position::Position;
use crate::state::rule_state::POCKET_ARMIES;

/// Most pieces of one kind a pocket holds: every piece of both armies.
pub(crate) const MAX_IN_POCKET: u8 = 64;

impl Position {
    /// Pieces of `kind` in `army`'s pocket.
    pub fn pocket(&self, army: Army, kind: Kind) -> u8 {
        self.rule_state
            .pockets
            .get(army.index())
            .and_then(|p| p.get(kind.index()))
            .copied()
            .unwrap_or(0)
    }

    /// Whether `army` holds any piece in its pocket (a king too).
    pub fn holds_any(&self, variant: &CompiledVariant, army: Army) -> bool {
        variant.kinds().any(|kind| self.pocket(army, kind) > 0)
    }

    /// The summed piece values of `army`'s pocket.
    pub fn pocket_value(&self, variant: &CompiledVariant, army: Army) -> u32 {
        variant
            .kinds()
            .map(|kind| u32::from(self.pocket(army, kind)) * variant.value(kind))
            .sum()
    }

    /// Sets the count of `kind` in `army`'s pocket, keeping the hash in step.
    /// Armies and kinds without a pocket slot are ignored.
    pub(crate) fn set_pocket(
        &mut self,
        variant: &CompiledVariant,
        army: Army,
        kind: Kind,
        count: u8,
    ) {
        let (a, k) = (army.index(), kind.index());
        if a >= POCKET_ARMIES || k >= MAX_KINDS {
            return;
        }
        let before = self.rule_state.pockets[a][k];
        self.hash ^= variant.zobrist.pocket(army, kind, before);
        self.hash ^= variant.zobrist.pocket(army, kind, count);
        self.rule_state.pockets[a][k] = count;
    }

    /// Puts one piece of `kind` into `army`'s pocket.
    pub(crate) fn add_to_pocket(&mut self, variant: &CompiledVariant, army: Army, kind: Kind) {
        let count = self.pocket(army, kind).saturating_add(1).min(MAX_IN_POCKET);
        self.set_pocket(variant, army, kind, count);
    }

    /// A captured piece goes into the capturer's pocket, as its own and
    /// unpromoted (`GameData::captures_to_hand`): a piece marked promoted
    /// (crazyhouse's `~`) as the game's promoting pawn, a promoted kind of a
    /// zone (Shogi's tokin) as the kind it was promoted from.
    pub(crate) fn take_into_hand(
        &mut self,
        variant: &CompiledVariant,
        capturer: Army,
        captured: Cell,
    ) {
        let kind = captured.kind();
        let kind = match captured.is_promoted() {
            true => variant.promoting_kind.unwrap_or(kind),
            false => variant.zones.unpromoted(kind).unwrap_or(kind),
        };
        self.add_to_pocket(variant, capturer, kind);
    }

    /// Takes one piece of `kind` out of `army`'s pocket; false if there is none.
    pub(crate) fn take_from_pocket(
        &mut self,
        variant: &CompiledVariant,
        army: Army,
        kind: Kind,
    ) -> bool {
        let count = self.pocket(army, kind);
        if count > 0 {
            self.set_pocket(variant, army, kind, count - 1);
        }
        count > 0
    }

    /// The pockets' part of the hash (FEN loading).
    pub(crate) fn pockets_hash(&self, variant: &CompiledVariant) -> u64 {
        let mut hash = 0;
        for (army, pocket) in Army::all(POCKET_ARMIES as u8).zip(&self.rule_state.pockets) {
            for (kind, &count) in Kind::all(MAX_KINDS).zip(pocket) {
                hash ^= variant.zobrist.pocket(army, kind, count);
            }
        }
        hash
    }
}
