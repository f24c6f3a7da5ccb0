//! Standard algebraic notation (SAN, PGN standard 8.2.3) for two-player games:
//! `e4`, `Nbd7`, `R1e2`, `Qh4e1`, `exd6`, `e8=Q`, `O-O`, `O-O-O`, with `+` for
//! check and `#` for mate. Pieces are written by their data letters, so any
//! game with one-letter pieces gets SAN; castling is `O-O` towards the higher
//! files and `O-O-O` towards the lower ones, in Chess960 too.
//!
//! Reading is tolerant: `0-0`, a missing or extra `+`/`#`, annotations (`!`, `?`),
//! a promotion without `=`, a capture without `x` and a redundant disambiguation
//! are accepted, as long as the text names exactly one legal move. Drops are
//! read as written (`N@f3`, `P@d4`) and a pawn's also without its letter (`@d4`,
//! as python-chess and chess.com write it).
//!
//! Shogi's games write and read Western shogi notation instead (`hodges`),
//! Xiangqi WXF (`wxf`).

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::compile::data::Notation;
use crate::error::Error;
use crate::movegen::attack::in_check;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move, legal_moves};
use crate::state::outcome::{GameResult, Outcome};
use crate::state::position::Position;

const KING_SIDE: &str = "O-O";
const QUEEN_SIDE: &str = "O-O-O";

/// The SAN of `mv`, one of the legal moves of `position` (WXF or Western shogi
/// notation where the game's data say so).
pub fn to_san(variant: &Variant, position: &Position, mv: Move) -> String {
    let legal = || legal_moves(variant, position);
    match variant.data.notation {
        Notation::San => {}
        Notation::ShogiNumbers => {
            return crate::notation::hodges::write(variant, position, &legal(), mv);
        }
        Notation::Wxf => return crate::notation::wxf::write(variant, position, mv),
    }
    let mut text = body(variant, position, &legal(), mv);
    // Check and mate marks: play it on a copy.
    let mut after = position.clone();
    after.make(variant, mv);
    let opponent = after.to_move();
    if variant.check && in_check(variant, &after, opponent) {
        let mated = !has_move(variant, &mut after, opponent, ALL_KINDS)
            || won_by_rule(variant, &after, position.to_move());
        text.push(if mated { '#' } else { '+' });
    }
    text
}

/// Whether the position's rules already end the game in `mover`'s favour (a
/// check that bares the king in Shatranj): the checked side has no move, so
/// the check is written as mate, as Fairy-Stockfish writes it. A win by a
/// count of moves or repetitions (Janggi's move rule, decided on points) is
/// not: Fairy-Stockfish still lists the checked side's moves there.
fn won_by_rule(variant: &Variant, position: &Position, mover: Army) -> bool {
    let team = variant.team_of[mover.index()];
    matches!(
        variant.rules.outcome(variant, position),
        Some(Outcome { result: GameResult::TeamWin { team: winner }, reason })
            if winner == team && !reason.counts_moves_or_repetitions()
    )
}

/// SAN without the check mark.
fn body(variant: &Variant, position: &Position, legal: &[Move], mv: Move) -> String {
    if let Some(rook) = mv.castling_rook() {
        let (king_file, rook_file) = (
            variant.geometry.coords(mv.from).0,
            variant.geometry.coords(rook).0,
        );
        let side = if rook_file > king_file {
            KING_SIDE
        } else {
            QUEEN_SIDE
        };
        return side.to_string();
    }
    if !mv.is_board_move() {
        // Drops and rule actions: the engine's own text.
        return crate::notation::move_to_string(variant, mv);
    }
    let kind = position.cell(mv.from).kind();
    let geometry = &variant.geometry;
    let capture = position.captures(mv);
    let mut text = String::new();
    if variant.is_pawn(kind) {
        let (from_file, to_file) = (file_letter(variant, mv.from), file_letter(variant, mv.to));
        if capture {
            text.push(from_file);
            text.push('x');
        } else if from_file != to_file {
            // Off its file without a capture: Sittuyin's promotion by a
            // diagonal step, written from its square as Fairy-Stockfish does.
            text.push_str(&geometry.name(mv.from));
        }
    } else {
        text.push(variant.san_letter(kind));
        text.push_str(&disambiguation(variant, position, legal, mv, kind));
        if capture {
            text.push('x');
        }
    }
    text.push_str(&geometry.name(mv.to));
    if let Some(promoted) = mv.promotion() {
        text.push('=');
        text.push(variant.san_letter(promoted));
    }
    text
}

fn file_letter(variant: &Variant, square: Square) -> char {
    char::from(b'a' + variant.geometry.coords(square).0)
}

/// The file, the rank or both of `mv.from`, as far as needed to tell it from the
/// other pieces of the same kind that may move to the same square.
fn disambiguation(
    variant: &Variant,
    position: &Position,
    legal: &[Move],
    mv: Move,
    kind: Kind,
) -> String {
    let rivals: Vec<Square> = legal
        .iter()
        .filter(|m| m.is_board_move() && m.castling_rook().is_none())
        .filter(|m| m.to == mv.to && m.from != mv.from)
        .filter(|m| position.cell(m.from).kind() == kind)
        .map(|m| m.from)
        .collect();
    if rivals.is_empty() {
        return String::new();
    }
    let (file, rank) = variant.geometry.coords(mv.from);
    let name = variant.geometry.name(mv.from);
    let same_file = rivals.iter().any(|&s| variant.geometry.coords(s).0 == file);
    let same_rank = rivals.iter().any(|&s| variant.geometry.coords(s).1 == rank);
    match (same_file, same_rank) {
        (false, _) => name[..1].to_string(),
        (true, false) => name[1..].to_string(),
        (true, true) => name,
    }
}

/// The move of `legal`, the legal moves of `position`, that the SAN `text` names.
pub fn parse_san(
    variant: &Variant,
    position: &Position,
    legal: &[Move],
    text: &str,
) -> Result<Move, Error> {
    let illegal = || Error::IllegalMove {
        text: text.to_string(),
        ply: position.ply(),
        reason: String::new(),
    };
    match variant.data.notation {
        Notation::San => {}
        Notation::ShogiNumbers => {
            return crate::notation::hodges::read(variant, position, legal, text)
                .ok_or_else(illegal);
        }
        Notation::Wxf => {
            return crate::notation::wxf::read(variant, position, legal, text).ok_or_else(illegal);
        }
    }
    let bare = text.trim_end_matches(['+', '#', '!', '?']);
    let castling = match bare {
        "O-O" | "0-0" => Some(true),
        "O-O-O" | "0-0-0" => Some(false),
        _ => None,
    };
    if let Some(king_side) = castling {
        return legal
            .iter()
            .copied()
            .find(|m| {
                m.castling_rook().is_some_and(|rook| {
                    let geometry = &variant.geometry;
                    (geometry.coords(rook).0 > geometry.coords(m.from).0) == king_side
                })
            })
            .ok_or_else(illegal);
    }
    if bare.contains('@') {
        return parse_drop(variant, legal, bare).ok_or_else(illegal);
    }
    let san = Parsed::read(variant, bare).ok_or_else(illegal)?;
    let mut found = legal.iter().copied().filter(|&m| {
        m.is_board_move() && m.castling_rook().is_none() && san.matches(variant, position, m)
    });
    match (found.next(), found.next()) {
        (Some(mv), None) => Ok(mv),
        _ => Err(illegal()),
    }
}

/// The legal drop written as `text`: the engine writes drops as SAN does.
fn parse_drop(variant: &Variant, legal: &[Move], text: &str) -> Option<Move> {
    let pawn_letter = variant
        .kinds()
        .find(|&kind| variant.is_pawn(kind))
        .map(|pawn| variant.piece(pawn).letter);
    let written = match (text.strip_prefix('@'), pawn_letter) {
        (Some(square), Some(letter)) => format!("{letter}@{square}"),
        _ => text.to_string(),
    };
    legal.iter().copied().find(|&mv| {
        !mv.is_board_move()
            && crate::notation::move_to_string(variant, mv).eq_ignore_ascii_case(&written)
    })
}

/// The parts of a SAN move as written.
struct Parsed {
    /// The piece's kind; `None` for a pawn.
    piece: Option<Kind>,
    from_file: Option<u8>,
    from_rank: Option<u8>,
    to: Square,
    promotion: Option<Kind>,
}

impl Parsed {
    fn read(variant: &Variant, text: &str) -> Option<Parsed> {
        if !text.is_ascii() {
            return None;
        }
        let mut rest = text;
        let mut piece = None;
        if let Some(first) = rest.chars().next()
            && first.is_ascii_uppercase()
        {
            piece = Some(variant.kind_by_san_letter(first)?);
            rest = &rest[1..];
        }
        // A promotion at the end: `=Q` or `Q`.
        let mut promotion = None;
        if let Some(last) = rest.chars().last()
            && last.is_ascii_uppercase()
        {
            promotion = Some(variant.kind_by_san_letter(last)?);
            rest = rest[..rest.len() - 1].trim_end_matches('=');
        }
        let squares: String = rest.chars().filter(|&c| c != 'x' && c != '-').collect();
        // The target is the last square; what comes before it disambiguates.
        let split = (0..squares.len())
            .rev()
            .find(|&i| variant.geometry.parse_square(&squares[i..]).is_some())?;
        let to = variant.geometry.parse_square(&squares[split..])?;
        let mut from_file = None;
        let mut from_rank = None;
        let prefix = &squares[..split];
        if let Some(square) = (!prefix.is_empty())
            .then(|| variant.geometry.parse_square(prefix))
            .flatten()
        {
            let (file, rank) = variant.geometry.coords(square);
            (from_file, from_rank) = (Some(file), Some(rank));
        } else {
            // A file letter or a rank number alone.
            match prefix.parse::<u8>() {
                Ok(rank) if rank >= 1 => from_rank = Some(rank - 1),
                _ => match prefix.as_bytes() {
                    [] => {}
                    [file @ b'a'..=b'z'] => from_file = Some(file - b'a'),
                    _ => return None,
                },
            }
        }
        Some(Parsed {
            piece,
            from_file,
            from_rank,
            to,
            promotion,
        })
    }

    fn matches(&self, variant: &Variant, position: &Position, mv: Move) -> bool {
        let kind = position.cell(mv.from).kind();
        let (file, rank) = variant.geometry.coords(mv.from);
        let piece_fits = match self.piece {
            Some(piece) => piece == kind && !variant.is_pawn(kind),
            None => variant.is_pawn(kind),
        };
        piece_fits
            && mv.to == self.to
            && self.from_file.is_none_or(|f| f == file)
            && self.from_rank.is_none_or(|r| r == rank)
            && mv.promotion() == self.promotion
    }
}
