//! Squares a board marks for its players: the squares a rule names (Čaturanga's
//! thrones and start squares), where pawns promote, and royal pieces that the
//! player to move may capture. For drawing; no rule reads them.

use crate::board::geometry::Square;
pub use crate::board::square_mark::SquareMark;
use crate::compile::variant::PromotionSquare;
use crate::game::Game;

impl Game {
    /// The marked squares of the position, each kind in board order. Promotion
    /// squares are those of the piece on `selected` when it promotes, else those
    /// of every piece of the army to move.
    pub fn marked_squares(&self, selected: Option<Square>) -> Vec<(SquareMark, Square)> {
        let variant = self.variant();
        let position = self.position();
        let mut marks = variant.rules.board_marks(variant);
        let promotes = |square: Square| {
            let cell = position.cell(square);
            !cell.is_empty()
                && (Some(cell.kind()) == variant.promoting_kind
                    || variant.zones.promoted(cell.kind()).is_some()
                    || !variant
                        .rules
                        .promotion_squares(variant, cell.army(), cell.kind())
                        .is_empty())
        };
        let (army, pieces) = match selected
            .filter(|&s| s < variant.geometry.square_count() as Square && promotes(s))
        {
            Some(square) => (position.cell(square).army(), vec![square]),
            None => (
                position.to_move(),
                position.pieces(position.to_move()).to_vec(),
            ),
        };
        let mut promotion: Vec<Square> = variant
            .geometry
            .squares()
            .filter(|&square| {
                matches!(
                    variant.promotion_square(army, square),
                    PromotionSquare::Into(_) | PromotionSquare::Choice
                ) || variant.zones.inside(army, square)
            })
            .collect();
        let mut kinds: Vec<_> = pieces.iter().map(|&s| position.cell(s).kind()).collect();
        kinds.sort_unstable();
        kinds.dedup();
        for kind in kinds {
            promotion.extend(variant.rules.promotion_squares(variant, army, kind));
        }
        promotion.sort_unstable();
        promotion.dedup();
        marks.extend(promotion.into_iter().map(|s| (SquareMark::Promotion, s)));
        if variant.check {
            let mut capturable: Vec<Square> = self
                .legal_moves()
                .into_iter()
                .filter(|mv| mv.is_board_move())
                .map(|mv| mv.to)
                .filter(|&to| {
                    let target = position.cell(to);
                    !target.is_empty()
                        && variant.is_royal(target.kind())
                        && target.army() != position.to_move()
                        && position.army_state(target.army()).is_live()
                })
                .collect();
            capturable.sort_unstable();
            capturable.dedup();
            marks.extend(
                capturable
                    .into_iter()
                    .map(|s| (SquareMark::CapturableRoyal, s)),
            );
        }
        marks
    }
}
