//! The draws every chess variant judges from the position alone, for rule
//! modules that cannot take `rules::chess::Chess::ends` whole (its dead
//! positions are chess's), and the repetition judged by who gave check
//! (Xiangqi, Shogi).

use crate::board::army::Army;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::{Position, Turn};

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
    in_check: impl Fn(&Position, Army) -> bool,
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
    in_check: impl Fn(&Position, Army) -> bool,
) -> bool {
    let army = position.to_move();
    if !in_check(position, army) {
        return false;
    }
    let mut probe = position.clone();
    !has_move(variant, &mut probe, army, ALL_KINDS)
}

/// How a repetition judged by who gave check ends (`repetition_by_checks`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repetition {
    /// One player gave check with every move since the position's first
    /// time, the other did not: the other wins.
    PerpetualCheck { winner: Army },
    /// Neither or both did.
    Plain,
}

/// Whether the current position stands for the `times`-th time within the
/// turns a repetition can reach (Xiangqi: 3, Shogi: 4), judged over the turns
/// since the first of those times, as Fairy-Stockfish judges it. Needs the
/// checks recorded (`GameData::perpetual_check_loses`).
pub fn repetition_by_checks(position: &Position, times: usize) -> Option<Repetition> {
    let turns = position.turns_since_irreversible();
    let current = turns.last()?.hash;
    // The first of the last `times` (now is the last), found from the end: no
    // list of times is kept for a test every node of a search asks.
    let (first, _) = turns
        .iter()
        .enumerate()
        .rev()
        .filter(|(_, turn)| turn.hash == current)
        .nth(times.checked_sub(1)?)?;
    // From the first time to now: the turns of the player to move (every
    // second turn back from now) and those of the player who just moved.
    let cycle = &turns[first..];
    let to_move_checked = every_other_back(cycle, 0).all(|t| t.in_check);
    let mover_checked = every_other_back(cycle, 1).all(|t| t.in_check);
    let to_move = position.to_move();
    let moved = position.next_live_after(to_move);
    Some(match (to_move_checked, mover_checked) {
        // The player who just moved checked throughout.
        (true, false) => Repetition::PerpetualCheck { winner: to_move },
        (false, true) => Repetition::PerpetualCheck { winner: moved },
        _ => Repetition::Plain,
    })
}

/// Every second turn of `turns`, from the one `back` turns before the last,
/// going back.
pub fn every_other_back(turns: &[Turn], back: usize) -> impl Iterator<Item = &Turn> {
    turns.iter().rev().skip(back).step_by(2)
}
