//! Western shogi notation with numbers, as Fairy-Stockfish writes Shogi's
//! moves (its `SHOGI_HODGES_NUMBER`): the piece's letter (`+P` for a promoted
//! pawn), the origin square only where another piece of its kind could make
//! the same move, `-` for a move, `x` for a capture or `*` for a drop, then
//! the target square; `+` after a promotion and `=` after a move that could
//! have promoted and did not. A square is its file counted from the first
//! player's right and its rank counted from the far side (`a1` is `99` on
//! 9 × 9). Checks are not marked.

use crate::board::geometry::Square;
use crate::board::moves::Move;
use crate::movegen::variant::Variant;
use crate::state::position::Position;

/// The notation of `mv`, one of `legal`, the legal moves in `position`.
pub fn write(variant: &Variant, position: &Position, legal: &[Move], mv: Move) -> String {
    if let Some((kind, square)) = mv.dropped() {
        let letter = variant.san_letter(kind);
        return format!("{letter}*{}", square_digits(variant, square));
    }
    if !mv.is_board_move() {
        return crate::notation::move_to_string(variant, mv);
    }
    let kind = position.cell(mv.from).kind();
    let mut text = String::new();
    match variant.zones.unpromoted(kind) {
        Some(base) => {
            text.push('+');
            text.push(variant.san_letter(base));
        }
        None => text.push(variant.san_letter(kind)),
    }
    let same_move_elsewhere = legal.iter().any(|other| {
        other.is_board_move()
            && other.to == mv.to
            && other.from != mv.from
            && other.promotion() == mv.promotion()
            && position.cell(other.from).kind() == kind
    });
    if same_move_elsewhere {
        text.push_str(&square_digits(variant, mv.from));
    }
    text.push(if position.captures(mv) { 'x' } else { '-' });
    text.push_str(&square_digits(variant, mv.to));
    let could_promote = || {
        legal
            .iter()
            .any(|other| other.from == mv.from && other.to == mv.to && other.promotion().is_some())
    };
    if mv.promotion().is_some() {
        text.push('+');
    } else if could_promote() {
        text.push('=');
    }
    text
}

/// `square` as two numbers: the file from the first player's right, the rank
/// from the far side.
fn square_digits(variant: &Variant, square: Square) -> String {
    let geometry = &variant.geometry;
    let (file, rank) = geometry.coords(square);
    format!("{}{}", geometry.width() - file, geometry.height() - rank)
}

/// The legal move that `text` names, if exactly one does.
pub fn read(variant: &Variant, position: &Position, legal: &[Move], text: &str) -> Option<Move> {
    let text = text.trim();
    let mut named = legal
        .iter()
        .copied()
        .filter(|&mv| write(variant, position, legal, mv) == text);
    let found = named.next()?;
    named.next().is_none().then_some(found)
}
