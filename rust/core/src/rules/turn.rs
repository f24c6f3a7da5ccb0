//! The turn automaton: what happens between two choices of a player, the same
//! for every game, driven by the rule hooks. The dice are thrown, an army that
//! walks by itself takes its step, and a side to move without a move is judged
//! by its rules (`Rules::stuck`): the game ends, the turn passes, or the rule
//! has changed the position and play goes on. `Game` settles after each action;
//! the search uses the same judgements at its nodes.

use crate::board::army::Army;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move, walking_move};
use crate::rules::Stuck;
use crate::state::dice::DiceTurn;
use crate::state::outcome::Outcome;
use crate::state::position::{ArmyState, Position};

/// Runs the automatic transitions until someone must choose (`None`) or the game
/// ends (its outcome): throwing the dice, walking a resigned army's king, losing
/// dice that have no move, passing players who cannot move. Each throw is told
/// to `thrown`, with the army it is for (the game's record of the dice).
pub fn settle(
    variant: &Variant,
    position: &mut Position,
    thrown: &mut dyn FnMut(Army, &DiceTurn),
) -> Option<Outcome> {
    // Every live player gets a chance to move; dice may need many throws, so
    // the loop is bounded only by the check that someone can move at all.
    loop {
        if let Some(outcome) = variant.rules.outcome(variant, position) {
            return Some(outcome);
        }
        if let (Some(dice), Some(rule)) = (&mut position.dice, &variant.dice)
            && !dice.turn.rolled
        {
            dice.roll(rule.per_turn, rule.first_face..=rule.last_face());
            thrown(position.to_move, &dice.turn);
        }
        let walker = position.to_move;
        if position.army_state(walker) == ArmyState::Walking
            && let Some(mv) = walking_move(variant, position)
        {
            position.make(variant, mv);
            // One step a turn, even where dice would keep the turn (a
            // walking army read from a FEN of a dice game): it never ends.
            if position.to_move == walker && position.dice.is_some() {
                position.close_dice_turn(variant);
            }
            continue;
        }
        let kinds = position.movable_kinds(variant);
        if has_move(variant, position, position.to_move, kinds) {
            return None;
        }
        match variant.rules.stuck(variant, position) {
            Stuck::End(outcome) => return Some(outcome),
            Stuck::Continue => {}
            Stuck::Pass => {
                if nobody_can_move(variant, position) {
                    return Some(variant.rules.outcome_without_moves(variant, position));
                }
            }
        }
        if position.dice.is_some() {
            position.close_dice_turn(variant);
        } else {
            position.pass_turn(variant);
        }
    }
}

/// Whether no army still in the game has a move with any piece: the game then
/// ends (`Rules::outcome_without_moves`).
pub fn nobody_can_move(variant: &Variant, position: &mut Position) -> bool {
    let live: Vec<Army> = position.live_armies().collect();
    !live
        .into_iter()
        .any(|army| has_move(variant, position, army, ALL_KINDS))
}
