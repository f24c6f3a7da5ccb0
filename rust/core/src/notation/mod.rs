//! Move strings: `<from><to>[<piece letter>]` (`d2d3`, `b7b8n`), drops
//! `<piece letter>@<square>` (`K@d1`), rule actions by their rule's names
//! (`offer:gb`, `accept`) and `pass`; Janggi's pass is its general staying
//! on its point (`e2e2`).
//! A promotion is written with the letter of the new piece, or `+` where a
//! piece promotes in a zone (Shogi, `b4c5+`); when reading, the letter may be
//! left out where the target square decides the piece, and a move without `+`
//! is the one that does not promote.
//! A back-rank castling is the king's move to its target (`e1g1`), or with the
//! `chess960` option the king taking its own rook (`e1h1`), as Fairy-Stockfish
//! writes them; either form is read where it names no other move.
//!
//! Beside them: the FEN dialects (`fen`, `chess_fen`, `fen4`), SAN and its sheet,
//! WXF, Hodges and the rules pages' move diagrams.

mod board_field;
pub mod chess_fen;
pub mod diagram;
pub mod fen;
pub mod fen4;
pub mod hodges;
pub mod san;
pub mod wxf;

use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::movegen::variant::Variant;

pub const PASS: &str = "pass";

/// Whether `text` names a pass: a dice turn's `pass`, or a piece staying on
/// its square without promoting (Janggi's general, `e2e2`; `Move::stays`).
pub fn names_a_pass(variant: &Variant, text: &str) -> bool {
    if text == PASS {
        return true;
    }
    let middle = text.len() / 2;
    if !text.len().is_multiple_of(2) || !text.is_char_boundary(middle) {
        return false;
    }
    let (first, second) = text.split_at(middle);
    first == second && variant.geometry.parse_square(first).is_some()
}

/// The text of a move.
pub fn move_to_string(variant: &Variant, mv: Move) -> String {
    if mv.is_pass() {
        return PASS.to_string();
    }
    if let Some(code) = mv.action_code() {
        return variant.rules.action_text(variant, code);
    }
    if let Some((kind, square)) = mv.dropped() {
        let letter = variant
            .data
            .pieces
            .get(kind.index())
            .map_or('?', |p| p.letter);
        return format!("{letter}@{}", variant.geometry.name(square));
    }
    let mut text = variant.geometry.name(mv.from);
    text.push_str(&variant.geometry.name(written_target(variant, mv)));
    if let Some(kind) = mv.promotion() {
        text.push(promotion_suffix(variant, kind));
    }
    text
}

/// What a move string adds for a promotion into `kind`: the new piece's
/// letter, or `+` for a promotion in a zone (Shogi), as Fairy-Stockfish writes.
fn promotion_suffix(variant: &Variant, kind: Kind) -> char {
    match variant.zones.unpromoted(kind) {
        Some(_) => '+',
        None => variant.piece(kind).letter.to_ascii_lowercase(),
    }
}

/// The square a board move's string names as its target: where the piece lands,
/// but a castling's rook in Chess960 (the king "takes" it, as Fairy-Stockfish
/// writes).
pub fn written_target(variant: &Variant, mv: Move) -> crate::board::geometry::Square {
    match mv.castling_rook() {
        Some(rook) if variant.options.chess960 => rook,
        _ => landing(variant, mv),
    }
}

/// The square where a board move's piece lands: a castling king on its target.
pub fn landing(variant: &Variant, mv: Move) -> crate::board::geometry::Square {
    match mv.castling_rook() {
        Some(rook) => variant
            .back_rank_targets(mv.from, rook)
            .map_or(rook, |(king_to, _)| king_to),
        None => mv.to,
    }
}

/// Finds the move among `legal` that `text` names; `None` if it names none.
pub fn parse_move(variant: &Variant, text: &str, legal: &[Move]) -> Option<Move> {
    if text == PASS {
        return legal.iter().copied().find(|m| m.is_pass());
    }
    if let Some(found) = legal
        .iter()
        .copied()
        .filter(|m| !m.is_board_move())
        .find(|&m| move_to_string(variant, m) == text)
    {
        return Some(found);
    }
    let geometry = &variant.geometry;
    let (from, rest) = geometry.parse_square_prefix(text)?;
    let (to, rest) = geometry.parse_square_prefix(rest)?;
    let letter = match rest {
        "" => None,
        _ if rest.chars().count() == 1 => rest.chars().next(),
        _ => return None,
    };
    // A castling in the form this game writes, or else in the other form.
    let written = |m: &Move| move_to_string(variant, *m) == text;
    let castlings = || {
        legal
            .iter()
            .copied()
            .filter(|m| m.castling_rook().is_some())
    };
    if let Some(castling) = castlings().find(written) {
        return Some(castling);
    }
    let mut candidates = legal
        .iter()
        .copied()
        .filter(|m| m.is_board_move() && m.castling_rook().is_none())
        .filter(|m| m.from == from && m.to == to)
        .filter(|m| match (letter, m.promotion()) {
            (None, _) => true,
            (Some(l), Some(kind)) => promotion_suffix(variant, kind).eq_ignore_ascii_case(&l),
            (Some(_), None) => false,
        });
    let Some(found) = candidates.next() else {
        let king_takes_rook = |m: &Move| m.from == from && m.to == to && letter.is_none();
        let king_to = |m: &Move| {
            m.from == from
                && letter.is_none()
                && m.castling_rook()
                    .and_then(|rook| variant.back_rank_targets(m.from, rook))
                    .is_some_and(|(king_to, _)| king_to == to)
        };
        return castlings().find(|m| king_takes_rook(m) || king_to(m));
    };
    if candidates.next().is_none() {
        return Some(found);
    }
    // Without a letter, the move that does not promote is meant (povyšování may
    // keep the pawn); a choice of promotions alone is ambiguous.
    legal
        .iter()
        .copied()
        .find(|m| m.is_board_move() && m.from == from && m.to == to && m.promotion().is_none())
}
