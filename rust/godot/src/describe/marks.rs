//! The squares to draw marked, by what the mark means.

use raja_core::Game;
use raja_core::geometry::Square;
use raja_core::marks::SquareMark;
use serde::Serialize;

use super::name;

/// The marked squares by kind, each a list of square names.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MarkedSquares {
    /// Thrones (`SquareMark::Throne`).
    pub throne: Vec<String>,
    /// Squares the rule's board marks.
    pub marked: Vec<String>,
    /// Where the selected pawn, else the pieces of the army to move, promote.
    pub promotion: Vec<String>,
    /// Royal pieces the player to move may take (games with check).
    pub capturable: Vec<String>,
}

/// The squares `game` marks with the piece on `selected` picked (if any).
pub fn marked_squares(game: &Game, selected: Option<Square>) -> MarkedSquares {
    let mut marks = MarkedSquares::default();
    for (mark, square) in game.marked_squares(selected) {
        let list = match mark {
            SquareMark::Throne => &mut marks.throne,
            SquareMark::RuleSquare => &mut marks.marked,
            SquareMark::Promotion => &mut marks.promotion,
            SquareMark::CapturableRoyal => &mut marks.capturable,
        };
        list.push(name(game, square));
    }
    marks
}
