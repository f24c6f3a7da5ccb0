//! Priateľský šach (friendly chess), as the project designs it and
//! `docs/rules/friendly.md` refines it. Moves are chess moves without check
//! (`games/friendly.ron`); a move onto an enemy piece is a capture to shared
//! code, and this module turns it into a friendship after the move landed:
//!
//! - the mover and the befriended piece merge into one piece of the mover's side
//!   (a kind of its own in the data, made of the two: `PieceDef::merges`);
//! - chain reaction: every enemy piece of the befriended piece's kind on a square
//!   next to the merge square changes side, and each change spreads the same way
//!   from its own square;
//! - kings never change side and never merge; moving onto the enemy king wins.
//!
//! Which pieces may move onto which is data too (`captures_only`): unmerged
//! pieces onto any enemy piece, merged pieces and kings onto the enemy king only.
//! Ends: the enemy king taken wins, a player without a move loses, threefold
//! repetition and fifty moves without a merge or pawn move draw.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::rules::chess::{king_taken_or_resigned, win_for};
use crate::rules::draws::repetition_or_fifty_moves;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome};
use crate::state::position::{Cell, Position};
use crate::state::undo::Undo;

/// The eight squares around one.
const NEIGHBOURS: [(i32, i32); 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

pub struct Friendly {
    /// `merge[a * kinds + b]`: the kind two pieces of kinds `a` and `b` become.
    merge: Vec<Option<Kind>>,
    kinds: usize,
}

impl Friendly {
    /// The merge table from the merged pieces' parts (per kind, as
    /// `Variant::merged` holds them).
    pub fn new(parts: &[Option<(Kind, Kind)>]) -> Friendly {
        let kinds = parts.len();
        let mut merge = vec![None; kinds * kinds];
        for (kind, parts) in Kind::all(kinds).zip(parts) {
            if let Some((a, b)) = *parts {
                let (a, b) = (a.index(), b.index());
                merge[a * kinds + b] = Some(kind);
                merge[b * kinds + a] = Some(kind);
            }
        }
        Friendly { merge, kinds }
    }

    /// The kind `a` and `b` merge into, if they may merge.
    pub fn merged(&self, a: Kind, b: Kind) -> Option<Kind> {
        let (a, b) = (a.index(), b.index());
        if a >= self.kinds || b >= self.kinds {
            return None;
        }
        self.merge[a * self.kinds + b]
    }

    /// Turns the enemy pieces of the befriended kind around `from` to `mover`'s
    /// side, and on from each one turned.
    fn chain_reaction(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        befriended: Cell,
        from: Square,
        undo: &mut Undo,
    ) {
        let (enemy, kind) = (befriended.army(), befriended.kind());
        let mut turned: Vec<Square> = vec![from];
        let mut next = 0;
        while let Some(&square) = turned.get(next) {
            next += 1;
            for (df, dr) in NEIGHBOURS {
                let Some(near) = variant.geometry.offset(square, df, dr) else {
                    continue;
                };
                if position.cell(near) != Cell::piece(enemy, kind) {
                    continue;
                }
                if !position.edit_by_rule(variant, near, Cell::piece(mover, kind), undo) {
                    return;
                }
                // A rook turned on its home square takes its castling right along.
                let lost = position.castling_rights() & variant.castling_lost(near, near);
                if lost != 0 {
                    position.set_castling(variant, position.castling_rights() & !lost);
                }
                turned.push(near);
            }
        }
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Friendly::new(
        &crate::compile::variant::merged_parts(data)?,
    )))
}

impl Rules for Friendly {
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        let befriended = undo.captured();
        if befriended.is_empty() || variant.is_royal(befriended.kind()) {
            return;
        }
        let landed = position.cell(to);
        let Some(kind) = self.merged(landed.kind(), befriended.kind()) else {
            return;
        };
        if position.edit_by_rule(variant, to, Cell::piece(mover, kind), undo) {
            self.chain_reaction(variant, position, mover, befriended, to, undo);
        }
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        // A stalemate, which here loses (there is no check to tell it from mate).
        let winner = position.next_live_after(position.to_move());
        Stuck::End(win_for(variant, winner, EndReason::Stalemate))
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        king_taken_or_resigned(variant, position)
            .or_else(|| repetition_or_fifty_moves(variant, position))
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        let winner = position.next_live_after(position.to_move());
        win_for(variant, winner, EndReason::NoMoves)
    }
}
