//! Static exchange, in its cheapest form: a capture loses material when the
//! victim is worth less than the capturer and an enemy could take back on the
//! square. No sequence of recaptures is played out (x-rays, a second defender):
//! the first answer is what most losing captures lose to. Quiescence skips
//! such captures, and ordering tries them after the killers.

use raja_core::attack::{is_attacked, opponents};
use raja_core::variant::Variant;
use raja_core::{Move, Position};

/// Whether the games' captures are judged so: not where a capture explodes
/// (the blast, not the piece taken back, decides), not where the aim is to
/// lose pieces, not with dice (the taker-back may never get its roll).
pub fn exchanges_judged(variant: &Variant) -> bool {
    variant.data.capture_blast == 0 && !variant.data.lose_pieces_to_win && variant.dice.is_none()
}

/// Whether the capture `mv` (a board move onto an enemy piece) gives up more
/// than it takes: a cheaper victim, on a square an enemy of the mover attacks.
/// A live king taken is never a loss, it eliminates.
pub fn capture_loses(variant: &Variant, position: &Position, mv: Move) -> bool {
    let (attacker, victim) = (position.cell(mv.from), position.cell(mv.to));
    if victim.is_empty() || variant.is_royal(victim.kind()) {
        return false;
    }
    let gained = if position.army_state(victim.army()).is_live() {
        variant.value(victim.kind())
    } else {
        0
    };
    let risked = match mv.promotion() {
        Some(kind) => variant.value(kind),
        None => variant.value(attacker.kind()),
    };
    if gained >= risked || variant.is_royal(attacker.kind()) {
        return false; // a king that could be taken back would be an illegal move
    }
    let mover = attacker.army();
    let landed = mv.promotion().unwrap_or(attacker.kind());
    is_attacked(
        variant,
        position,
        mv.to,
        landed,
        opponents(variant, position, mover),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess_move(fen: &str, from: &str, to: &str) -> (std::sync::Arc<Variant>, Position, Move) {
        let variant = raja_core::variant("chess").expect("game");
        let position = raja_core::fen::parse(&variant, fen).expect("test FEN");
        let square = |name| variant.geometry.parse_square(name).expect("square");
        let mv = Move::new(square(from), square(to));
        (variant, position, mv)
    }

    #[test]
    fn a_queen_taking_a_defended_pawn_loses_and_an_undefended_one_does_not() {
        // The pawn on d5 is defended by the pawn on e6.
        let defended = "4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(defended, "d2", "d5");
        assert!(capture_loses(&variant, &position, mv));
        let alone = "4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(alone, "d2", "d5");
        assert!(!capture_loses(&variant, &position, mv));
    }

    #[test]
    fn taking_a_piece_worth_as_much_or_more_never_loses() {
        // Knight takes the defended knight, pawn takes the defended rook.
        let fen = "4k3/8/4p3/3n1r2/4P3/2N5/8/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(fen, "c3", "d5");
        assert!(!capture_loses(&variant, &position, mv));
        let (variant, position, mv) = chess_move(fen, "e4", "f5");
        assert!(!capture_loses(&variant, &position, mv));
    }

    #[test]
    fn exploding_and_losing_games_keep_every_capture() {
        for id in ["atomic", "antichess", "chaturaji-dice"] {
            let variant = raja_core::variant(id).expect("game");
            assert!(!exchanges_judged(&variant), "{id}");
        }
        let chess = raja_core::variant("chess").expect("game");
        assert!(exchanges_judged(&chess));
    }
}
