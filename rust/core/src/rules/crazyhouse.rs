//! Crazyhouse (lichess; Fairy-Stockfish `crazyhouse`): chess in which a captured
//! piece changes side into the capturer's pocket, and a player may drop a piece
//! from his pocket onto any empty square instead of moving. Pawns are not
//! dropped on the first or last rank; a promoted piece goes back into the
//! pocket as a pawn (promoted pieces are marked, `~` in the FEN); a drop may
//! give check and mate, and a drop between king and checker answers a check.
//!
//! Moves, check, castling, en passant and promotion are chess data
//! (`games/crazyhouse.ron`), and so is taking captured pieces into the pocket
//! (`captures_to_hand`, done by `make`); this module adds the drops, and says
//! when the game is over: mate and stalemate as in chess, threefold repetition
//! and fifty moves. There is no insufficient material: pieces come back.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveSink};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::in_check;
use crate::movegen::pockets::push_drops;
use crate::movegen::variant::Variant;
use crate::rules::chess::{mate_or_stalemate, resignation};
use crate::rules::draws::repetition_or_fifty_moves_unless_mate;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::Position;
use crate::state::undo::Undo;

pub struct Crazyhouse {
    /// The pawn, which stands in for any drop when a drop must shield the king.
    pub pawn: Kind,
}

impl Crazyhouse {
    /// Pawns are never dropped on the first or last rank.
    fn may_drop(&self, variant: &Variant, kind: Kind, square: Square) -> bool {
        let rank = variant.geometry.coords(square).1;
        !variant.is_pawn(kind) || (rank != 0 && rank + 1 != variant.geometry.height())
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Crazyhouse {
        pawn: data.kind_named("pawn")?,
    }))
}

impl Rules for Crazyhouse {
    fn adds_moves(&self) -> bool {
        true
    }

    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        let may_drop = |kind, square| self.may_drop(variant, kind, square);
        push_drops(variant, position, army, kinds, self.pawn, may_drop, sink);
    }

    /// A drop: the piece leaves the pocket for the board.
    fn play_action(
        &self,
        variant: &Variant,
        position: &mut Position,
        mv: Move,
        undo: &mut Undo,
    ) -> bool {
        position.drop_from_pocket(variant, mv, undo);
        true
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let checked = in_check(variant, position, position.to_move());
        mate_or_stalemate(variant, position, checked)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        // Threefold repetition and fifty moves (unless the last move mates).
        resignation(variant, position).or_else(|| {
            repetition_or_fifty_moves_unless_mate(variant, position, |p, army| {
                in_check(variant, p, army)
            })
        })
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game.
        draw(EndReason::NoMoves)
    }
}
