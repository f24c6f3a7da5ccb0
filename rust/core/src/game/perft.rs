//! Perft: the number of move sequences of a given length (docs/rules/README.md "Perft, for
//! every game"). Forced passes are not plies; a finished game has no moves; a
//! move in two parts (the duck's) is one move.

use crate::board::moves::{MoveBuffer, MoveCount};
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, generate_legal, walking_move};
use crate::rules::Stuck;
use crate::state::position::ArmyState;
use crate::state::position::Position;

/// Perft of a diceless position, counted with make/unmake and bulk counting of
/// the last ply. The position is left as it was.
pub fn perft(variant: &Variant, position: &mut Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if variant.rules.outcome(variant, position).is_some() {
        return 0;
    }
    let saved = position.to_move;
    let nodes = perft_turn(variant, position, depth);
    position.set_to_move(variant, saved);
    nodes
}

/// The moves of the first live player, from the side to move on, who has any;
/// players without a move pass or are dealt with by the rules (`Rules::stuck`),
/// neither of which is a ply.
fn perft_turn(variant: &Variant, position: &mut Position, depth: u32) -> u64 {
    for _ in position.armies() {
        let army = position.to_move;
        if position.army_state(army) == ArmyState::Walking
            && let Some(mv) = walking_move(variant, position)
        {
            // A walking king's move is automatic: not a ply.
            let undo = position.make(variant, mv);
            let nodes = perft(variant, position, depth);
            position.unmake(variant, undo);
            return nodes;
        }
        // A move whose second part is due counts once, with that part.
        let first_parts = variant.rule_moves
            && variant.rules.second_part()
            && !position.rule_state.second_part_due;
        if depth == 1 && !first_parts {
            let mut count = MoveCount::default();
            generate_legal(variant, position, army, ALL_KINDS, &mut count);
            if count.0 > 0 {
                return count.0;
            }
        } else {
            let mut moves = MoveBuffer::default();
            generate_legal(variant, position, army, ALL_KINDS, &mut moves);
            if !moves.is_empty() {
                let mut nodes = 0;
                for &mv in moves.as_slice() {
                    let undo = position.make(variant, mv);
                    let left = match position.rule_state.second_part_due {
                        true => depth,
                        false => depth - 1,
                    };
                    nodes += perft(variant, position, left);
                    position.unmake(variant, undo);
                }
                return nodes;
            }
        }
        // Rare: a copy keeps what the rule changes out of the caller's position.
        let mut next = position.clone();
        match variant.rules.stuck(variant, &mut next) {
            Stuck::Pass => position.pass_turn(variant),
            Stuck::Continue => {
                next.pass_turn(variant);
                return perft(variant, &mut next, depth);
            }
            Stuck::End(_) => return 0,
        }
    }
    0
}
