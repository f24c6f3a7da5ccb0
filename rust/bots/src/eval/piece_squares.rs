//! Piece squares: the tables of each piece kind (`Positional::pieces`, read in
//! the army's frame: rows along its way, columns across it folded onto one
//! half) and the ones generated from the board and the armies' ways: pieces
//! nearer the centre, royal pieces hidden early and active late, pawns
//! further on. Also each piece's value beyond the data's, pairs of a kind,
//! and the material the phase is measured by.

use raja_core::geometry::Square;
use raja_core::variant::Variant;
use raja_core::{Army, Position};

use super::frame::Frame;
use super::layout::Layout;
use super::phase;
use super::scratch::Scratch;
use super::sink::Sink;
use crate::value::Value;

/// What a leaf only looks up.
pub struct PieceSquares {
    squares: usize,
    /// Per (army, square): the entry of the piece-square tables, or `NONE`
    /// (an army whose frame is not the tables').
    table: Vec<u16>,
    /// Per square: steps nearer the centre.
    centrality: Vec<u8>,
    /// Per (army, square): a pawn's steps beyond its army's first pawn line.
    advance: Vec<u8>,
}

const NONE: u16 = u16::MAX;

impl PieceSquares {
    pub fn new(variant: &Variant, layout: &Layout) -> PieceSquares {
        let armies = variant.army_count();
        let squares = variant.geometry.square_count();
        let mut table = vec![NONE; armies * squares];
        let mut advance = vec![0; armies * squares];
        for army in variant.armies() {
            let Some(frame) = Frame::new(variant, army) else {
                continue;
            };
            let fits = usize::from(frame.far()) + 1 == layout.rows
                && usize::from(frame.lines()).div_ceil(2) == layout.columns;
            for square in variant.geometry.squares() {
                let i = army.index() * squares + usize::from(square);
                let progress = frame.progress(variant, square);
                advance[i] = progress.saturating_sub(frame.first_pawns);
                if fits {
                    let line = frame.line(variant, square);
                    let folded = line.min(frame.lines() - 1 - line);
                    table[i] =
                        (usize::from(progress) * layout.columns + usize::from(folded)) as u16;
                }
            }
        }
        let centrality = (0..squares as Square)
            .map(|square| centrality(variant, square) as u8)
            .collect();
        PieceSquares {
            squares,
            table,
            centrality,
            advance,
        }
    }

    /// A pawn of `army`'s steps on `square` beyond its army's first pawn line.
    #[cfg(test)]
    fn advance(&self, army: Army, square: Square) -> u8 {
        self.advance[army.index() * self.squares + usize::from(square)]
    }

    /// The table entry of `army`'s piece on `square`, if the army's frame is the tables'.
    #[inline]
    pub fn entry(&self, army: Army, square: Square) -> Option<u16> {
        let i = army.index() * self.squares + usize::from(square);
        self.table.get(i).copied().filter(|&e| e != NONE)
    }
}

/// Every live army's pieces: their values beyond the data's, their squares,
/// pairs of a kind; returns the phase material (pockets included).
pub(super) fn add<S: Sink>(
    layout: &Layout,
    tables: &PieceSquares,
    variant: &Variant,
    position: &Position,
    scratch: &mut Scratch,
    sink: &mut S,
) -> u32 {
    let mut material = 0;
    for army in position.live_armies() {
        for &square in position.pieces(army) {
            let kind = position.cell(square).kind();
            let slots = &layout.kinds[kind.index()];
            sink.add(army, slots.value, 1);
            if let Some(entry) = tables.entry(army, square) {
                sink.add(army, slots.squares + u32::from(entry), 1);
            }
            if variant.is_royal(kind) {
                let c = tables.centrality[usize::from(square)];
                sink.add(army, layout.king_centre, Value::from(c));
            } else if variant.is_pawn(kind) {
                let i = army.index() * tables.squares + usize::from(square);
                sink.add(army, layout.pawn_advance, Value::from(tables.advance[i]));
            } else {
                let c = tables.centrality[usize::from(square)];
                sink.add(army, layout.centre, Value::from(c));
            }
            *scratch.kind_count(army, kind) += 1;
            material += phase::weight(variant, kind);
        }
        if variant.data.pockets {
            material += position.pocket_value(variant, army);
        }
        for (kind, slots) in variant.kinds().zip(&layout.kinds) {
            if *scratch.kind_count(army, kind) >= 2 {
                sink.add(army, slots.pair, 1);
            }
        }
    }
    material
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

#[cfg(test)]
mod tests {
    use raja_core::position::MAX_ARMIES;

    use super::super::features::Features;
    use super::super::positional::{Positional, Taper};
    use super::super::sink::Trace;
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
        let table = PieceSquares::new(&chess, &Layout::new(&chess, &Positional::NONE));
        assert_eq!(table.advance(Army::FIRST, square(&chess, "e2")), 0);
        assert_eq!(table.advance(Army::FIRST, square(&chess, "e6")), 4);
        assert_eq!(table.advance(Army::SECOND, square(&chess, "e6")), 1);
        assert_eq!(table.advance(Army::SECOND, square(&chess, "e7")), 0);
    }

    #[test]
    fn the_tables_read_each_army_in_its_own_frame_folded_onto_one_half() {
        let chess = raja_core::variant("chess").expect("chess");
        let table = PieceSquares::new(&chess, &Layout::new(&chess, &Positional::NONE));
        // Rows along the way, four columns: a and h fold together, so do d and e.
        assert_eq!(table.entry(Army::FIRST, square(&chess, "a1")), Some(0));
        assert_eq!(table.entry(Army::FIRST, square(&chess, "h1")), Some(0));
        assert_eq!(
            table.entry(Army::FIRST, square(&chess, "e4")),
            Some(3 * 4 + 3)
        );
        assert_eq!(
            table.entry(Army::SECOND, square(&chess, "d5")),
            Some(3 * 4 + 3)
        );
        assert_eq!(table.entry(Army::SECOND, square(&chess, "b8")), Some(1));
    }

    #[test]
    fn four_armies_advance_along_their_own_way() {
        let chaturaji = raja_core::variant("chaturaji").expect("chaturaji");
        let layout = Layout::new(&chaturaji, &Positional::NONE);
        let table = PieceSquares::new(&chaturaji, &layout);
        // Green (army 1) starts on the b-file and goes towards h.
        assert_eq!(table.advance(Army::SECOND, square(&chaturaji, "b5")), 0);
        assert_eq!(table.advance(Army::SECOND, square(&chaturaji, "e5")), 3);
        // Black (army 3) starts on the g-file and goes towards a.
        assert_eq!(table.advance(Army::new(3), square(&chaturaji, "d3")), 3);
    }

    #[test]
    fn pieces_add_their_squares_values_and_pairs() {
        let chess = raja_core::variant("chess").expect("chess");
        let mut weights = Positional::NONE;
        weights.centre = Taper { mid: 1, end: 1 };
        weights.king_centre = Taper { mid: 1, end: 1 };
        let features = Features::new(&chess, &weights);
        // White: bishops c1 and d4, king e1; Black: king e8, knight g8.
        let fen = "4k1n1/8/8/8/3B4/8/8/2B1K3 w - - 0 1";
        let position = raja_core::fen::parse(&chess, fen).expect("fen");
        let mut trace = Trace::default();
        let kings = kings(&chess, &position);
        features.collect(&chess, &position, &kings, &mut trace);
        let layout = &features.layout;
        let bishop = &layout.kinds[chess.kind_by_letter('B').expect("B").index()];
        let knight = &layout.kinds[chess.kind_by_letter('N').expect("N").index()];
        assert_eq!(
            trace.count(Army::FIRST, layout.centre),
            3.0,
            "c1 on the edge, d4 in the centre"
        );
        assert_eq!(
            trace.count(Army::SECOND, layout.centre),
            0.0,
            "g8 on the edge"
        );
        assert_eq!(trace.count(Army::FIRST, bishop.value), 2.0);
        assert_eq!(trace.count(Army::FIRST, bishop.pair), 1.0);
        assert_eq!(trace.count(Army::SECOND, knight.pair), 0.0);
        assert_eq!(
            trace.count(Army::FIRST, bishop.squares + 3 * 4 + 3),
            1.0,
            "d4"
        );
        assert_eq!(
            trace.count(Army::SECOND, knight.squares + 1),
            1.0,
            "g8, Black's second column"
        );
        assert_eq!(trace.count(Army::FIRST, layout.tempo), 1.0);
        assert_eq!(trace.count(Army::SECOND, layout.tempo), 0.0);
    }

    fn kings(variant: &Variant, position: &Position) -> [Option<Square>; MAX_ARMIES] {
        let mut kings = [None; MAX_ARMIES];
        for army in variant.armies() {
            kings[army.index()] = position.royal_square(variant, army);
        }
        kings
    }
}
