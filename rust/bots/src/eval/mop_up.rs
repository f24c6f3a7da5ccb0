//! Two armies with check, one a lone king: the search alone sees no plan to
//! mate with a lead too small to matter, so the lone king is driven to the edge
//! and the winning king brought near.

use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;

use crate::value::{Scores, Value};
use raja_core::Army;

/// For the army facing a lone king (nothing in hand) with more than a king: the
/// lone king's distance from the centre, twice, and how close the kings stand.
pub(super) fn adjust(
    variant: &Variant,
    position: &Position,
    kings: &[Option<Square>; MAX_ARMIES],
    weight: Value,
    scores: &mut Scores,
) {
    let geometry = &variant.geometry;
    let (width, height) = (
        Value::from(geometry.width()),
        Value::from(geometry.height()),
    );
    for lone in Army::all(2) {
        let strong = lone.other();
        let bare = position.pieces(lone).len() == 1 && !position.holds_any(variant, lone);
        if !bare || position.pieces(strong).len() < 2 {
            continue;
        }
        let (Some(lone_king), Some(strong_king)) = (kings[lone.index()], kings[strong.index()])
        else {
            continue;
        };
        let coords = |square| {
            let (file, rank) = geometry.coords(square);
            (Value::from(file), Value::from(rank))
        };
        let ((lf, lr), (sf, sr)) = (coords(lone_king), coords(strong_king));
        // Half-steps from the centre along each axis, summed: 2 to 14 on 8 × 8.
        let from_centre = (2 * lf - (width - 1)).abs() + (2 * lr - (height - 1)).abs();
        let apart = (lf - sf).abs().max((lr - sr).abs());
        let closeness = width.max(height) - apart;
        scores[strong.index()] += weight * (from_centre + closeness);
    }
}

#[cfg(test)]
mod tests {
    use super::super::term_delta;
    use super::super::weights::{MOP_UP, Weights};
    use super::*;

    fn mop_up_of(id: &str, fen: &str) -> Scores {
        term_delta(id, fen, |weights| weights.mop_up = 0)
    }

    #[test]
    fn a_lone_king_is_worth_more_to_the_enemy_at_the_edge_with_the_kings_close() {
        // Makruk, king and rook against a lone king.
        let cornered = mop_up_of("makruk", "7k/8/5K2/8/8/8/8/R7 w - - 0 1");
        let central = mop_up_of("makruk", "8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        assert_eq!(cornered[1], 0, "nothing for the lone king");
        // Corner h8: 7 + 7 half-steps from the centre; kings 2 apart: 8 - 2.
        assert_eq!(cornered[0], MOP_UP * (14 + 6));
        // d5: 1 + 1 from the centre; kings 4 apart.
        assert_eq!(central[0], MOP_UP * (2 + 4));
    }

    #[test]
    fn no_mop_up_while_both_have_pieces_or_pieces_in_hand() {
        assert_eq!(
            mop_up_of("makruk", "7k/7p/5K2/8/8/8/8/R7 w - - 0 1"),
            [0; MAX_ARMIES]
        );
        // Sittuyin: the black king's pieces are still in hand.
        assert_eq!(
            mop_up_of("sittuyin", "7k/8/5K2/8/8/8/8/R7[rr] w - - 0 1"),
            [0; MAX_ARMIES]
        );
    }

    #[test]
    fn games_of_four_and_without_check_have_no_mop_up() {
        for id in ["chaturaji", "fourplayer-ffa", "antichess", "fog"] {
            let variant = raja_core::variant(id).expect("game");
            assert_eq!(Weights::for_variant(&variant).mop_up, 0, "{id}");
        }
    }
}
