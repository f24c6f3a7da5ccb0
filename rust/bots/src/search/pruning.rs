//! Forward pruning: what a node may skip or cut before searching its moves in
//! full, and where each is sound, decided from the game's data. Values are the
//! root's (`window`): "beats the window" means at or above beta for the root's
//! side and at or below alpha for the other.

use raja_core::Army;
use raja_core::variant::Variant;
use raja_core::{Move, Position};

use crate::value::{POINT, Value};

/// Whether the game is two sides taking turns: two armies, or teams whose
/// members alternate with their rivals in the turn order (four-player chess:
/// red, blue, yellow, green; not Čaturanga's 0 and 3 against 1 and 2). There a
/// move answers the one before it as in chess.
pub fn sides_alternate(variant: &Variant) -> bool {
    let armies = variant.army_count();
    armies == 2
        || variant.options.teams
            && (0..armies).all(|a| variant.team_of[a] != variant.team_of[(a + 1) % armies])
}

/// Whether any forward pruning is sound in the game: two sides taking turns
/// (in a free-for-all, with the paranoid sides, the bots pruned their way
/// past a hanging Čaturádží king, tests/behaviour.rs), not with dice, whose
/// chance nodes and two-move turns make a static value say little of the
/// next ply, and not where the aim is to lose pieces (captures are forced,
/// values swing by whole pieces a ply).
pub fn forward_pruning_sound(variant: &Variant) -> bool {
    sides_alternate(variant) && variant.dice.is_none() && !variant.data.lose_pieces_to_win
}

/// Reverse futility: a node this close to the leaves whose static value beats
/// the window by this margin is cut; 0 where the node is too deep for it.
pub fn reverse_futility_margin(depth: i32) -> Value {
    if depth <= 6 { depth * POINT * 4 / 5 } else { 0 }
}

/// Futility: at a node this close to the leaves, quiet moves (no capture, no
/// promotion, no check) are skipped when the static value falls short of the
/// window by this margin; 0 where the node is too deep for it.
pub fn futility_margin(depth: i32) -> Value {
    if depth <= 2 { POINT + depth * POINT } else { 0 }
}

/// Late move pruning: at a node this close to the leaves, quiet moves (no
/// capture, no promotion, no check) after this many quiet ones are skipped;
/// the ordering put the likely ones first. Half as many where the node's
/// static value is not improving on its side's last.
pub fn late_move_count(depth: i32, improving: bool) -> usize {
    if (1..=4).contains(&depth) {
        let count = 3 + depth * depth;
        (if improving { count } else { count / 2 }) as usize
    } else {
        usize::MAX
    }
}

/// Null-move pruning: the side to move passes and the other side, searched
/// `NULL_REDUCTION` plies shallower, still cannot bring the value back inside
/// the window: a real move would do at least as well, so the node is cut.
/// Sound where a move is never worse than none (zugzwang rare): where forward
/// pruning is (two sides taking turns, no dice, not losing pieces to win:
/// forced captures make zugzwang common), and no pass among the rules' moves
/// (Janggi: there passing is a real move, searched as one).
pub fn null_move_sound(variant: &Variant) -> bool {
    forward_pruning_sound(variant) && !variant.data.passing
}

/// Plies the null move's reply is searched shallower, beyond the one it
/// takes: more the deeper the node, and the further its static value
/// (`ahead`, for the side to move) beats the window.
pub fn null_reduction(depth: i32, ahead: Value) -> i32 {
    3 + depth / 3 + (ahead / (2 * POINT)).clamp(0, 3)
}

/// Delta pruning: a quiescence capture is skipped when even this much more
/// than what it takes would leave the standing value short of the window.
pub const DELTA_MARGIN: Value = 2 * POINT;

/// What a capture (or promotion) `mv` wins at most at once, in values: the
/// victim (a live army's) and a promotion's gain; a king taken, everything.
pub fn capture_gain(variant: &Variant, position: &Position, mv: Move) -> Value {
    let victim = position.cell(mv.to);
    let mut points = 0;
    if !victim.is_empty() && position.army_state(victim.army()).is_live() {
        if variant.is_royal(victim.kind()) {
            return Value::MAX / 4;
        }
        points += variant.value(victim.kind()) as Value;
    }
    if let Some(kind) = mv.promotion() {
        points +=
            variant.value(kind) as Value - variant.value(position.cell(mv.from).kind()) as Value;
    }
    points * POINT
}

/// Null moves are tried from this depth on.
pub const NULL_MOVE_DEPTH: i32 = 2;

/// Whether `army` has more than a king and pawns (on the board or in hand):
/// with only those, zugzwang is common and a null move would lie.
pub fn has_pieces(variant: &Variant, position: &Position, army: Army) -> bool {
    position.holds_any(variant, army)
        || position.pieces(army).iter().any(|&square| {
            let kind = position.cell(square).kind();
            !variant.is_royal(kind) && !variant.is_pawn(kind)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_capture_gains_its_victim_and_a_promotion_its_new_kind_less_the_pawn() {
        let variant = raja_core::variant("chess").expect("game");
        let fen = "3qk3/2P5/8/8/8/8/8/3RK3 w - - 0 1";
        let position = raja_core::fen::parse(&variant, fen).expect("test FEN");
        let moves = raja_core::Game::from_fen("chess", fen)
            .expect("game")
            .legal_moves();
        let square = |name| variant.geometry.parse_square(name).expect("square");
        let find = |from, to, promoted: bool| {
            *moves
                .iter()
                .find(|m| {
                    m.from == square(from)
                        && m.to == square(to)
                        && m.promotion().is_some_and(|k| variant.value(k) == 9) == promoted
                })
                .expect("legal move")
        };
        assert_eq!(
            capture_gain(&variant, &position, find("d1", "d8", false)),
            9 * POINT
        );
        // c7xd8=Q: the queen taken, and a pawn become a queen.
        assert_eq!(
            capture_gain(&variant, &position, find("c7", "d8", true)),
            (9 + 8) * POINT
        );
        assert_eq!(
            capture_gain(&variant, &position, find("d1", "d2", false)),
            0
        );
    }

    #[test]
    fn two_armies_and_teams_that_alternate_take_turns_as_two_sides() {
        let sides = |id: &str| sides_alternate(&raja_core::variant(id).expect("game"));
        assert!(sides("chess") && sides("xiangqi"));
        assert!(sides("fourplayer-teams") && sides("chaturaji-teams"));
        assert!(
            !sides("chaturanga4"),
            "partners 0 and 3 move one after the other"
        );
        assert!(!sides("chaturaji") && !sides("fourplayer-ffa"));
        let prunes = |id: &str| forward_pruning_sound(&raja_core::variant(id).expect("game"));
        assert!(prunes("fourplayer-teams") && !prunes("chaturaji-teams-dice"));
        assert!(!prunes("antichess"));
    }
}
