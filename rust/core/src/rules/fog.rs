//! Fog of war (chess.com): chess without check, won by taking the king. The rules
//! are whole here and in `games/fog.ron` (`check: false`: every pseudo-legal
//! move is legal, castling included whatever attacks the king's squares); what
//! a side may see is `crate::game::view`, built beside the rules and never inside them.
//!
//! Ends: taking the king wins; a resignation wins for the other side; a player
//! with no move at all draws (stalemate, as in chess: only blocked pieces can
//! leave a side without a move); threefold repetition and fifty moves draw.
//! There is no draw by insufficient material: any king can still be taken.

use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::rules::chess::king_taken_or_resigned;
use crate::rules::draws::repetition_or_fifty_moves;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::Position;

pub struct Fog;

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Fog))
}

impl Rules for Fog {
    fn stuck(&self, _variant: &Variant, _position: &mut Position) -> Stuck {
        Stuck::End(draw(EndReason::Stalemate))
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        king_taken_or_resigned(variant, position)
            .or_else(|| repetition_or_fifty_moves(variant, position))
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        draw(EndReason::NoMoves)
    }
}
