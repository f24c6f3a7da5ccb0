//! Piece-square tables generated from the board's geometry and the armies'
//! ways: pieces nearer the centre, royal pieces hidden early and active late,
//! pawns further on. One middlegame and one endgame table per army, kind and
//! square, so a leaf only looks values up.

use raja_core::geometry::Square;
use raja_core::variant::Variant;
use raja_core::{Army, Kind};

use super::frame::Frame;
use super::positional::Positional;
use crate::value::Value;

pub struct PieceSquares {
    kinds: usize,
    squares: usize,
    /// Per (army, kind, square): the middlegame and endgame values.
    values: Vec<(i16, i16)>,
}

impl PieceSquares {
    pub fn new(variant: &Variant, weights: &Positional) -> PieceSquares {
        let (armies, kinds) = (variant.army_count(), variant.kind_count());
        let squares = variant.geometry.square_count();
        let mut values = vec![(0, 0); armies * kinds * squares];
        for army in variant.armies() {
            let frame = Frame::new(variant, army);
            for kind in variant.kinds() {
                for square in variant.geometry.squares() {
                    let (mid, end) = if variant.is_pawn(kind) {
                        let advance = frame.map_or(0, |f| {
                            Value::from(f.progress(variant, square)) - Value::from(f.first_pawns)
                        });
                        let advance = advance.max(0);
                        (
                            weights.pawn_advance.mid * advance,
                            weights.pawn_advance.end * advance,
                        )
                    } else {
                        let c = centrality(variant, square);
                        let w = if variant.is_royal(kind) {
                            weights.king_centre
                        } else {
                            weights.centre
                        };
                        (w.mid * c, w.end * c)
                    };
                    let i = (army.index() * kinds + kind.index()) * squares + usize::from(square);
                    values[i] = (clamp(mid), clamp(end));
                }
            }
        }
        PieceSquares {
            kinds,
            squares,
            values,
        }
    }

    /// The middlegame and endgame values of `army`'s `kind` on `square`.
    #[inline]
    pub fn get(&self, army: Army, kind: Kind, square: Square) -> (Value, Value) {
        let i = (army.index() * self.kinds + kind.index()) * self.squares + usize::from(square);
        let (mid, end) = self.values.get(i).copied().unwrap_or((0, 0));
        (Value::from(mid), Value::from(end))
    }
}

/// Steps nearer the centre than the board's corners: 0 in a corner of the
/// enclosing rectangle, 3 on the centre squares of an 8 × 8 board.
pub fn centrality(variant: &Variant, square: Square) -> Value {
    let geometry = &variant.geometry;
    let (w, h) = (i32::from(geometry.width()), i32::from(geometry.height()));
    let (f, r) = geometry.coords(square);
    // Twice the distance from the centre, so even boards stay whole.
    let df = (2 * i32::from(f) - (w - 1)).abs();
    let dr = (2 * i32::from(r) - (h - 1)).abs();
    let corner = (w - 1).max(h - 1);
    (corner - df.max(dr)) / 2
}

fn clamp(value: Value) -> i16 {
    value.clamp(i16::MIN.into(), i16::MAX.into()) as i16
}

#[cfg(test)]
mod tests {
    use super::super::positional::Taper;
    use super::*;

    fn square(variant: &Variant, name: &str) -> Square {
        variant.geometry.parse_square(name).expect("square")
    }

    #[test]
    fn centre_squares_are_worth_most_and_corners_nothing() {
        let chess = raja_core::variant("chess").expect("chess");
        assert_eq!(centrality(&chess, square(&chess, "a1")), 0);
        assert_eq!(centrality(&chess, square(&chess, "b2")), 1);
        assert_eq!(centrality(&chess, square(&chess, "d4")), 3);
        assert_eq!(centrality(&chess, square(&chess, "e5")), 3);
        assert_eq!(centrality(&chess, square(&chess, "h4")), 0);
    }

    #[test]
    fn pawns_count_their_steps_from_their_own_start_line() {
        let chess = raja_core::variant("chess").expect("chess");
        let mut weights = Positional::NONE;
        weights.pawn_advance = Taper { mid: 2, end: 10 };
        weights.king_centre = Taper { mid: -7, end: 5 };
        let table = PieceSquares::new(&chess, &weights);
        let pawn = Kind::new(5); // the data's sixth piece
        assert!(chess.is_pawn(pawn));
        assert_eq!(table.get(Army::FIRST, pawn, square(&chess, "e2")), (0, 0));
        assert_eq!(table.get(Army::FIRST, pawn, square(&chess, "e6")), (8, 40));
        assert_eq!(table.get(Army::SECOND, pawn, square(&chess, "e6")), (2, 10));
        assert_eq!(table.get(Army::SECOND, pawn, square(&chess, "e7")), (0, 0));
        let king = Kind::new(0);
        assert_eq!(
            table.get(Army::FIRST, king, square(&chess, "e4")),
            (-21, 15)
        );
        assert_eq!(table.get(Army::SECOND, king, square(&chess, "g8")), (0, 0));
    }

    #[test]
    fn four_armies_advance_along_their_own_way() {
        let chaturaji = raja_core::variant("chaturaji").expect("chaturaji");
        let mut weights = Positional::NONE;
        weights.pawn_advance = Taper { mid: 1, end: 1 };
        let table = PieceSquares::new(&chaturaji, &weights);
        let pawn = chaturaji
            .kinds()
            .find(|&k| chaturaji.is_pawn(k))
            .expect("pawn");
        // Green (army 1) starts on the b-file and goes towards h.
        assert_eq!(
            table.get(Army::SECOND, pawn, square(&chaturaji, "b5")),
            (0, 0)
        );
        assert_eq!(
            table.get(Army::SECOND, pawn, square(&chaturaji, "e5")),
            (3, 3)
        );
        // Black (army 3) starts on the g-file and goes towards a.
        assert_eq!(
            table.get(Army::new(3), pawn, square(&chaturaji, "d3")),
            (3, 3)
        );
    }
}
