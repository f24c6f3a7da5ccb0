//! Chaturanga for two: won by taking the king (its catalogue line, docs/spec/README.md),
//! with chess.com's pieces, moves and setup (`games/chaturanga.ron`, without
//! check: every pseudo-legal move is legal).
//!
//! Ends: taking the king wins; a resignation wins for the other side; a player
//! with no move at all loses (as stalemate does in chess.com's Chaturanga and in
//! Shatranj); threefold repetition and seventy moves by each player without a
//! capture or a pawn move draw. No position is a dead draw: any king can still
//! be taken, two lone kings included (as in fog of war).

use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::rules::chess::{king_taken_or_resigned, stuck_player_lost};
use crate::rules::draws::repetition_or_fifty_moves;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::Outcome;
use crate::state::position::Position;

pub struct Chaturanga;

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Chaturanga))
}

impl Rules for Chaturanga {
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        Stuck::End(stuck_player_lost(variant, position))
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        king_taken_or_resigned(variant, position)
            .or_else(|| repetition_or_fifty_moves(variant, position))
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        stuck_player_lost(variant, position)
    }
}
