//! The draws every chess variant judges from the position alone, for rule
//! modules that cannot take `rules::chess::Chess::ends` whole (its dead
//! positions are chess's).

use crate::movegen::{ALL_KINDS, has_move};
use crate::outcome::{EndReason, Outcome};
use crate::position::Position;
use crate::rules::chess::draw;
use crate::variant::Variant;

/// The draws judged from the position: threefold repetition and fifty moves
/// by each player without a capture or a pawn move (seventy in the games whose
/// data says so).
pub fn repetition_or_fifty_moves(variant: &Variant, position: &Position) -> Option<Outcome> {
    if position.repetitions() >= 3 {
        return Some(draw(EndReason::Repetition));
    }
    let limit = variant.data.fifty_move_plies;
    (limit > 0 && position.halfmove() >= limit).then(|| draw(move_rule(variant)))
}

/// The move rule's end: fifty moves by each player, or seventy.
fn move_rule(variant: &Variant) -> EndReason {
    match variant.data.fifty_move_plies as usize / variant.army_count() {
        70 => EndReason::SeventyMoves,
        _ => EndReason::FiftyMoves,
    }
}

/// The same in a game with check, where a mate on the move that reaches the
/// fifty-move limit stands (FIDE 9.3 with 5.1.1); `in_check` is the game's own
/// test of whether an army is in check.
pub fn repetition_or_fifty_moves_unless_mate(
    variant: &Variant,
    position: &Position,
    in_check: impl Fn(&Position, u8) -> bool,
) -> Option<Outcome> {
    let ends = repetition_or_fifty_moves(variant, position);
    if ends == Some(draw(move_rule(variant))) && mated(variant, position, in_check) {
        return None;
    }
    ends
}

/// Whether the player to move is mated: in check (by the game's `in_check`)
/// and without a legal move. For the rare ends a mate overrides (a move rule,
/// Makruk's count): it tests the moves on a copy.
pub fn mated(
    variant: &Variant,
    position: &Position,
    in_check: impl Fn(&Position, u8) -> bool,
) -> bool {
    let army = position.to_move();
    if !in_check(position, army) {
        return false;
    }
    let mut probe = position.clone();
    !has_move(variant, &mut probe, army, ALL_KINDS)
}
