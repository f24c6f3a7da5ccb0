//! Rule modules: what a game's data cannot say. Shared code calls these hooks;
//! it never asks which game it is playing.

pub mod chaturaji;
pub mod fourplayer;

use crate::geometry::Square;
use crate::make::Undo;
use crate::outcome::Outcome;
use crate::position::{ArmyState, Position};
use crate::variant::Variant;

/// What becomes of a player whose turn comes while he has no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// He passes; when no player in the game can move, `outcome_without_moves`
    /// ends the game.
    Pass,
    /// The rule has dealt with him (say, eliminated him); the turn goes on.
    Continue,
    /// The game ends.
    End(Outcome),
}

pub trait Rules: Send + Sync {
    /// The side to move has no legal move (a mate or stalemate where there is
    /// check). The rule may change the position, e.g. eliminate him. An automatic
    /// transition, not a ply.
    fn stuck(&self, _variant: &Variant, _position: &mut Position) -> Stuck {
        Stuck::Pass
    }

    /// Called after a piece of `mover` landed on `to` (captures there already done).
    fn after_move(
        &self,
        _variant: &Variant,
        _position: &mut Position,
        _mover: u8,
        _to: Square,
        _undo: &mut Undo,
    ) {
    }

    /// The state an army takes when its player resigns. Default: all grey.
    fn resigned_state(&self) -> ArmyState {
        ArmyState::Resigned
    }

    /// Whether a dice turn ends after this move even with dice left.
    fn dice_turn_ends(&self, _variant: &Variant, _position: &Position, undo: &Undo) -> bool {
        undo.eliminated.is_some()
    }

    /// The end of the game judged from the position, if it has ended.
    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome>;

    /// The end when no player in the game has any move.
    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome;
}
