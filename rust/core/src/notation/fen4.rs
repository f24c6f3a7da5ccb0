//! chess.com's FEN4 of four-player chess, import and export (docs/notation.md):
//!
//! `R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-<board>`
//!
//! Fields, `-` between them: side to move (army letter in upper case), eliminated
//! armies, king-side castlings, queen-side castlings (1 allowed, in turn order),
//! points, halfmove clock; then perhaps an extra field in braces or parentheses
//! (chess.com's options, en passant), which is read and ignored; then the board.
//! Board ranks from the top, `/` between them, squares `,` between them: a piece
//! (`rK`, `yP`; `d` for a dead, grey piece), a run of empty squares as a number,
//! or `x` for a missing corner square. Corner squares may also be counted in the
//! numbers (`3,yR,…`), the dialect written here.
//!
//! FEN4 cannot say everything our own FEN says: the ply count, resigned (walking)
//! armies and promoted pieces are lost on export (written as eliminated armies and
//! ordinary pieces) and start at their defaults on import. A side to move that is
//! out passes the turn to the next army in the game.

use crate::board::army::Army;
use crate::board::cell::MAX_ARMIES;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::error::Error;
use crate::movegen::variant::Variant;
use crate::state::position::{ArmyState, Cell, MAX_PIECES, Position};
use crate::state::setup::{CastlingRights, Setup};

/// Longest text read, so a hostile string cannot exhaust memory.
const MAX_LEN: usize = 10_000;
const MAX_POINTS: u32 = 1_000_000;
const MAX_HALFMOVE: u32 = 1_000_000;

/// Whether `text` looks like a FEN4 rather than our own FEN: it starts with a
/// side to move in upper case and a `-`.
pub fn is_fen4(text: &str) -> bool {
    let bytes = text.trim_start().as_bytes();
    bytes.len() > 1 && bytes[0].is_ascii_uppercase() && bytes[1] == b'-'
}

pub fn write(variant: &Variant, position: &Position) -> String {
    let armies = position.armies();
    let flags = |f: &dyn Fn(Army) -> bool| {
        armies
            .clone()
            .map(|a| if f(a) { "1" } else { "0" })
            .collect::<Vec<_>>()
            .join(",")
    };
    let castling = |side: usize| {
        flags(&|army| {
            castling_index(variant, army, side)
                .is_some_and(|i| position.castling_rights() & (1 << i) != 0)
        })
    };
    let points: Vec<String> = armies
        .clone()
        .map(|a| position.points(a).to_string())
        .collect();
    let mut out = format!(
        "{}-{}-{}-{}-{}-{}-",
        variant.army_letter(position.to_move()).to_ascii_uppercase(),
        flags(&|a| !position.army_state(a).is_live()),
        castling(0),
        castling(1),
        points.join(","),
        position.halfmove()
    );
    let geometry = &variant.geometry;
    for rank in (0..i32::from(geometry.height())).rev() {
        let mut cells: Vec<String> = Vec::new();
        let mut empty = 0;
        for file in 0..i32::from(geometry.width()) {
            let cell = geometry.square_at(file, rank).map(|s| position.cell(s));
            match cell {
                Some(cell) if !cell.is_empty() => {
                    if empty > 0 {
                        cells.push(empty.to_string());
                        empty = 0;
                    }
                    let army = cell.army();
                    let letter = match position.army_state(army).is_live() {
                        true => variant.army_letter(army),
                        false => 'd',
                    };
                    cells.push(format!("{letter}{}", variant.piece(cell.kind()).letter));
                }
                _ => empty += 1,
            }
        }
        if empty > 0 {
            cells.push(empty.to_string());
        }
        out.push_str(&cells.join(","));
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

/// The index of `army`'s castling on `side` (0: king side, the first its data
/// lists; 1: queen side).
fn castling_index(variant: &Variant, army: Army, side: usize) -> Option<usize> {
    variant
        .castlings
        .iter()
        .enumerate()
        .filter(|(_, c)| c.army == army)
        .nth(side)
        .map(|(i, _)| i)
}

fn flags(field: &'static str, text: &str, count: usize) -> Result<Vec<bool>, Error> {
    let values: Vec<bool> = text
        .split(',')
        .map(|t| match t.trim() {
            "0" => Ok(false),
            "1" => Ok(true),
            other => Err(Error::fen(field, format!("{other:?} is not 0 or 1"))),
        })
        .collect::<Result<_, _>>()?;
    if values.len() != count {
        return Err(Error::fen(
            field,
            format!("needs {count} values, has {}", values.len()),
        ));
    }
    Ok(values)
}

fn number(field: &'static str, text: &str, max: u32) -> Result<u32, Error> {
    let value: u32 = text
        .trim()
        .parse()
        .map_err(|_| Error::fen(field, format!("{text:?} is not a number")))?;
    if value > max {
        return Err(Error::fen(field, format!("{text} is too large")));
    }
    Ok(value)
}

/// The position a FEN4 describes.
pub fn parse(variant: &Variant, text: &str) -> Result<Position, Error> {
    let setup = read(variant, text)?;
    Position::from_setup(variant, &setup).map_err(Error::in_fen)
}

/// What a FEN4 says, not yet checked as a whole (`Position::from_setup`).
pub fn read(variant: &Variant, text: &str) -> Result<Setup, Error> {
    if text.len() > MAX_LEN {
        return Err(Error::fen("FEN4", "too long"));
    }
    let fields: Vec<&str> = text.trim().split('-').collect();
    if fields.len() != 7 && fields.len() != 8 {
        return Err(Error::fen(
            "FEN4",
            format!("needs 7 or 8 fields, has {}", fields.len()),
        ));
    }
    let armies = variant.army_count();
    let mut setup = Setup::start(variant);
    let eliminated = flags("FEN4 eliminated", fields[1], armies)?;
    setup.armies = eliminated
        .iter()
        .map(|&out| match out {
            true => ArmyState::Eliminated,
            false => ArmyState::Live,
        })
        .collect();
    let mut rights = 0;
    for (side, field) in [(0, fields[2]), (1, fields[3])] {
        for (army, allowed) in variant.armies().zip(flags("FEN4 castling", field, armies)?) {
            if let Some(index) = castling_index(variant, army, side).filter(|_| allowed) {
                rights |= 1 << index;
            }
        }
    }
    setup.castling = CastlingRights::Exactly(rights);
    setup.points = fields[4]
        .split(',')
        .map(|t| number("FEN4 points", t, MAX_POINTS))
        .collect::<Result<_, _>>()?;
    if setup.points.len() != armies {
        return Err(Error::fen("FEN4 points", format!("needs {armies} values")));
    }
    setup.halfmove = number("FEN4 halfmove clock", fields[5], MAX_HALFMOVE)?;
    if fields.len() == 8 && !is_extra_field(fields[6]) {
        return Err(Error::fen("FEN4", format!("unknown field {:?}", fields[6])));
    }
    setup.pieces = parse_board(variant, fields[fields.len() - 1], &eliminated)?;

    let mut side = fields[0].chars();
    let named = match (side.next(), side.next()) {
        (Some(letter), None) => variant.army_by_letter(letter.to_ascii_lowercase()),
        _ => None,
    }
    .ok_or_else(|| Error::fen("FEN4 side to move", format!("{:?} is no army", fields[0])))?;
    // FEN4 writes a resigned army whose king walks on as out: the turn goes on
    // to the next army in the game (itself if none is).
    let count = variant.army_count() as u8;
    setup.to_move = (0..count)
        .map(|steps| named.after(steps, count))
        .find(|army| !eliminated[army.index()])
        .unwrap_or(named);
    setup.first_moves = Some([0; 2]);
    Ok(setup)
}

/// chess.com's optional field: `{…}` options or `(…)` en passant squares.
fn is_extra_field(text: &str) -> bool {
    let text = text.trim();
    (text.starts_with('{') && text.ends_with('}')) || (text.starts_with('(') && text.ends_with(')'))
}

fn parse_board(
    variant: &Variant,
    text: &str,
    eliminated: &[bool],
) -> Result<Vec<(Square, Cell)>, Error> {
    let geometry = &variant.geometry;
    let rows: Vec<&str> = text.trim().split('/').collect();
    let (width, height) = (i32::from(geometry.width()), i32::from(geometry.height()));
    if rows.len() != height as usize {
        return Err(Error::fen(
            "FEN4 board",
            format!("needs {height} ranks, has {}", rows.len()),
        ));
    }
    // Grey (`d`) pieces go to the first eliminated army with room: FEN4 does not say
    // whose they are, and two armies out may leave more than one army can hold.
    let grey_armies: Vec<Army> = variant
        .armies()
        .zip(eliminated.iter())
        .filter(|&(_, &out)| out)
        .map(|(army, _)| army)
        .collect();
    let mut pieces = Vec::new();
    let mut held = [0usize; MAX_ARMIES];
    for (i, row) in rows.iter().enumerate() {
        let rank = height - 1 - i as i32;
        let bad = |why: String| Error::fen("FEN4 board", format!("rank {}: {why}", rank + 1));
        let mut file = 0;
        for token in row.split(',') {
            let token = token.trim();
            if file >= width {
                return Err(bad("too many squares".into()));
            }
            if token == "x" {
                if geometry.square_at(file, rank).is_some() {
                    return Err(bad(format!("x on an existing square in file {}", file + 1)));
                }
                file += 1;
            } else if let Ok(run) = token.parse::<i32>() {
                if run <= 0 || run > width - file {
                    return Err(bad(format!("bad run {token:?}")));
                }
                file += run;
            } else {
                let mut chars = token.chars();
                let (Some(army_letter), Some(piece_letter), None) =
                    (chars.next(), chars.next(), chars.next())
                else {
                    return Err(bad(format!("{token:?} is no square")));
                };
                let army = match army_letter {
                    'd' => grey_armies
                        .iter()
                        .copied()
                        .find(|&a| held[a.index()] < MAX_PIECES)
                        .ok_or_else(|| bad("grey piece but no army is out".into()))?,
                    letter => variant
                        .army_by_letter(letter)
                        .ok_or_else(|| bad(format!("{letter:?} is no army")))?,
                };
                let kind = variant
                    .data
                    .pieces
                    .iter()
                    .position(|p| p.letter == piece_letter)
                    .and_then(Kind::from_index)
                    .ok_or_else(|| bad(format!("{piece_letter:?} is no piece")))?;
                let square = geometry
                    .square_at(file, rank)
                    .ok_or_else(|| bad(format!("piece {token} on a missing square")))?;
                held[army.index()] += 1;
                pieces.push((square, Cell::piece(army, kind)));
                file += 1;
            }
        }
        if file != width {
            return Err(bad(format!("needs {width} squares, has {file}")));
        }
    }
    Ok(pieces)
}
