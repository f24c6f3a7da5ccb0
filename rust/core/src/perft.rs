//! Perft: the number of move sequences of a given length (RULES.md "Perft, for
//! every game"). Forced passes are not plies; a finished game has no moves.

use crate::movegen::{ALL_KINDS, generate_all};
use crate::moves::{MoveBuffer, MoveCount};
use crate::position::Position;
use crate::variant::Variant;

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
    let nodes = if depth == 1 {
        count_after_passes(variant, position)
    } else {
        let mut moves = MoveBuffer::default();
        if find_mover(variant, position, &mut moves) {
            let mut nodes = 0;
            for &mv in moves.as_slice() {
                let undo = position.make(variant, mv);
                nodes += perft(variant, position, depth - 1);
                position.unmake(variant, undo);
            }
            nodes
        } else {
            0
        }
    };
    position.set_to_move(variant, saved);
    nodes
}

/// Moves of the first live player, from the side to move on, who has any; the
/// others pass. False if nobody can move.
pub(crate) fn find_mover(
    variant: &Variant,
    position: &mut Position,
    moves: &mut MoveBuffer,
) -> bool {
    for _ in 0..position.army_count() {
        moves.clear();
        generate_all(variant, position, position.to_move, ALL_KINDS, moves);
        if !moves.is_empty() {
            return true;
        }
        position.pass_turn(variant);
    }
    false
}

fn count_after_passes(variant: &Variant, position: &mut Position) -> u64 {
    for _ in 0..position.army_count() {
        let mut count = MoveCount::default();
        generate_all(variant, position, position.to_move, ALL_KINDS, &mut count);
        if count.0 > 0 {
            return count.0;
        }
        position.pass_turn(variant);
    }
    0
}
