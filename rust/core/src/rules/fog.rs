//! Fog of war (chess.com): chess without check, won by taking the king. The rules
//! are whole here and in `games/fog.ron` (`check: false`: every pseudo-legal
//! move is legal, castling included whatever attacks the king's squares); what
//! a side may see is `crate::view`, built beside the rules and never inside them.
//!
//! Ends: taking the king wins; a resignation wins for the other side; a player
//! with no move at all draws (stalemate, as in chess: only blocked pieces can
//! leave a side without a move); threefold repetition and fifty moves draw.
//! There is no draw by insufficient material: any king can still be taken.

use crate::outcome::{EndReason, Outcome};
use crate::position::{ArmyState, Position};
use crate::rules::chess::{draw, win_for};
use crate::rules::{Rules, Stuck};
use crate::variant::Variant;

pub struct Fog;

impl Rules for Fog {
    fn stuck(&self, _variant: &Variant, _position: &mut Position) -> Stuck {
        Stuck::End(draw(EndReason::Stalemate))
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if let Some(out) = (0..position.army_count()).find(|&a| !position.army_state(a).is_live()) {
            let reason = match position.army_state(out) {
                ArmyState::Eliminated => EndReason::KingCaptured,
                _ => EndReason::Resignation,
            };
            return Some(win_for(variant, position.next_live_after(out), reason));
        }
        if position.repetitions() >= 3 {
            return Some(draw(EndReason::Repetition));
        }
        let limit = variant.data.fifty_move_plies;
        (limit > 0 && position.halfmove() >= limit).then(|| draw(EndReason::FiftyMoves))
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        draw(EndReason::NoMoves)
    }
}
