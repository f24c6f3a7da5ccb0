//! King safety against drops (games with pockets: crazyhouse). A piece in an
//! enemy's pocket can appear on any empty square, so every empty square next to a
//! king that no own piece guards is a square where a drop attacks it, and one the
//! enemy already attacks from the board keeps a dropped piece there safe from the
//! king itself. The more the enemies hold in their pockets, the more such drops
//! they have: the king's army loses `drop_danger` per open square and per point of
//! the pieces in the enemies' pockets (up to `HAND_CAP`; beyond that a king with
//! open squares is lost either way).

use raja_core::Army;
use raja_core::Position;
use raja_core::attack::opponents;
use raja_core::variant::Variant;

use crate::eval::attack_maps::AttackMaps;
use crate::value::{Scores, Value};

/// Points in the enemies' pockets beyond which more make a king no less safe.
pub const HAND_CAP: u32 = 12;

/// The open squares next to `army`'s king, an open square the enemies attack from
/// the board counting twice, times the (capped) points in the enemies' pockets.
pub fn openness_to_drops(
    variant: &Variant,
    position: &Position,
    maps: &AttackMaps,
    army: Army,
) -> Value {
    let Some(king) = position.royal_square(variant, army) else {
        return 0;
    };
    let enemies = opponents(variant, position, army);
    let enemy_armies = || enemies.iter();
    let in_hand: u32 = enemy_armies()
        .map(|enemy| position.pocket_value(variant, enemy))
        .sum();
    if in_hand == 0 {
        return 0;
    }
    let open: Value = variant
        .geometry
        .around(king, 1)
        .filter(|&square| position.cell(square).is_empty())
        // The king guards its ring too, but a drop there may be protected.
        .filter(|&square| {
            maps.captures(army, square)
                .without(variant.royal_mask)
                .is_empty()
        })
        .map(|square| {
            if enemy_armies().any(|enemy| !maps.captures(enemy, square).is_empty()) {
                2
            } else {
                1
            }
        })
        .sum();
    open * in_hand.min(HAND_CAP) as Value
}

/// Takes `weight` per unit of `openness_to_drops` from every live army's worth.
pub fn adjust(
    variant: &Variant,
    position: &Position,
    maps: &AttackMaps,
    weight: Value,
    scores: &mut Scores,
) {
    for army in position.live_armies() {
        scores[army.index()] -= weight * openness_to_drops(variant, position, maps, army);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn openness(fen: &str, army: Army) -> Value {
        let variant = &raja_core::variant("crazyhouse").expect("game");
        let position = raja_core::fen::parse(variant, fen).expect("test FEN");
        let maps = AttackMaps::build(variant, &position, false);
        openness_to_drops(variant, &position, &maps, army)
    }

    #[test]
    fn empty_pockets_threaten_no_drop() {
        let castled = "r1bq1rk1/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQ1RK1[] w - - 0 6";
        assert_eq!(openness(castled, Army::FIRST), 0);
        assert_eq!(openness(castled, Army::SECOND), 0);
    }

    #[test]
    fn open_squares_count_with_the_points_in_the_enemy_pocket() {
        // White's king on g1 behind f2, g2, h2 (guarded by rook, king's pawns): its
        // open square is none; black's king on e8 in the open has guarded and open
        // squares around it.
        let quiet = "4k3/8/8/8/8/8/5PPP/5RK1[Nn] w - - 0 1";
        // Black holds a knight (3 points): white's ring f1 (rook), h1 empty and
        // unguarded but for the king: one open square.
        assert_eq!(openness(quiet, Army::FIRST), 3);
        // White holds a knight too: black's five empty ring squares are unguarded.
        assert_eq!(openness(quiet, Army::SECOND), 5 * 3);
        // A queen and a rook in white's pocket as well: 17 points, counted as 12.
        let more = "4k3/8/8/8/8/8/5PPP/5RK1[QRNn] w - - 0 1";
        assert_eq!(openness(more, Army::SECOND), 5 * HAND_CAP as Value);
    }

    #[test]
    fn an_open_square_the_enemy_attacks_counts_twice() {
        // A white bishop on a4 attacks d7 beside black's king: that square counts
        // twice. (It checks the king too, so black is to move.)
        let fen = "4k3/8/8/8/B7/8/5PPP/5RK1[n] b - - 0 1";
        assert_eq!(openness(fen, Army::SECOND), 0, "white holds nothing");
        let fen = "4k3/8/8/8/B7/8/5PPP/5RK1[N] b - - 0 1";
        assert_eq!(openness(fen, Army::SECOND), (4 + 2) * 3);
    }

    #[test]
    fn the_evaluation_takes_the_weight_per_unit_from_the_king_s_army() {
        let fen = "4k3/8/8/8/B7/8/5PPP/5RK1[Nn] b - - 0 1";
        let delta = crate::eval::term_delta("crazyhouse", fen, |weights| weights.drop_danger = 0);
        let weight = crate::eval::weights::DROP_DANGER;
        assert_eq!(delta[0], -weight * openness(fen, Army::FIRST));
        assert_eq!(delta[1], -weight * openness(fen, Army::SECOND));
        assert!(delta[1] < delta[0], "black's king is the more open");
    }
}
