//! The draws every chess variant judges from the position alone, for rule
//! modules that cannot take `rules::chess::Chess::ends` whole (its dead
//! positions are chess's).

use crate::outcome::{EndReason, Outcome};
use crate::position::Position;
use crate::rules::chess::draw;
use crate::variant::Variant;

/// The draws judged from the position: threefold repetition and fifty moves
/// by each player without a capture or a pawn move.
pub fn repetition_or_fifty_moves(variant: &Variant, position: &Position) -> Option<Outcome> {
    if position.repetitions() >= 3 {
        return Some(draw(EndReason::Repetition));
    }
    let limit = variant.data.fifty_move_plies;
    (limit > 0 && position.halfmove() >= limit).then(|| draw(EndReason::FiftyMoves))
}
