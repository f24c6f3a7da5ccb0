//! Move strings: `<from><to>[<piece letter>]` (`d2d3`, `b7b8n`) and `pass`.
//! A promotion is written with the letter of the new piece; when reading, the
//! letter may be left out where the target square decides the piece.

use crate::moves::Move;
use crate::variant::Variant;

pub const PASS: &str = "pass";

/// The text of a move.
pub fn move_to_string(variant: &Variant, mv: Move) -> String {
    if mv.is_pass() {
        return PASS.to_string();
    }
    let mut text = variant.geometry.name(mv.from);
    text.push_str(&variant.geometry.name(mv.to));
    if let Some(kind) = mv.promotion() {
        text.push(variant.piece(kind).letter.to_ascii_lowercase());
    }
    text
}

/// Finds the move among `legal` that `text` names; `None` if it names none.
pub fn parse_move(variant: &Variant, text: &str, legal: &[Move]) -> Option<Move> {
    if text == PASS {
        return legal.iter().copied().find(|m| m.is_pass());
    }
    let geometry = &variant.geometry;
    let (from, rest) = geometry.parse_square_prefix(text)?;
    let (to, rest) = geometry.parse_square_prefix(rest)?;
    let letter = match rest {
        "" => None,
        _ if rest.chars().count() == 1 => rest.chars().next(),
        _ => return None,
    };
    let mut candidates = legal
        .iter()
        .copied()
        .filter(|m| !m.is_pass() && m.from == from && m.to == to)
        .filter(|m| match (letter, m.promotion()) {
            (None, _) => true,
            (Some(l), Some(kind)) => variant.piece(kind).letter.eq_ignore_ascii_case(&l),
            (Some(_), None) => false,
        });
    let found = candidates.next()?;
    // Without a letter, a promotion with a choice of pieces is ambiguous.
    candidates.next().is_none().then_some(found)
}
