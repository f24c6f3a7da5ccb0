//! The board field of both FEN dialects (`fen`, `chess_fen`): ranks from the top
//! with `/` between them, a run of empty squares written as its length. What
//! stands on a square is each dialect's own text, read by the dialect.

use std::iter::Peekable;
use std::str::Chars;

use crate::error::Error;
use crate::movegen::variant::Variant;

/// The rest of a rank, for a dialect to read more characters from.
pub(crate) type RankChars<'a> = Peekable<Chars<'a>>;

/// Walks `text` square by square. Runs of empty squares are read here (a run
/// may not cover a void cell); for anything else `read_cell` gets its first
/// character, the rest of the rank, and the cell's file and rank, reads what
/// stands there and fills that one cell, or says why it cannot.
pub(crate) fn read(
    variant: &Variant,
    text: &str,
    mut read_cell: impl FnMut(char, &mut RankChars, i32, i32) -> Result<(), String>,
) -> Result<(), Error> {
    let geometry = &variant.geometry;
    let (width, height) = (i32::from(geometry.width()), i32::from(geometry.height()));
    let rows: Vec<&str> = text.split('/').collect();
    if rows.len() != height as usize {
        return Err(Error::fen(
            "board",
            format!("needs {height} ranks, has {}", rows.len()),
        ));
    }
    for (i, row) in rows.iter().enumerate() {
        let rank = height - 1 - i as i32;
        let bad = |why: String| Error::fen("board", format!("rank {}: {why}", rank + 1));
        let mut file = 0i32;
        let mut chars = row.chars().peekable();
        while let Some(c) = chars.next() {
            if file >= width {
                return Err(bad("too many squares".into()));
            }
            let Some(digit) = c.to_digit(10) else {
                read_cell(c, &mut chars, file, rank).map_err(bad)?;
                file += 1;
                continue;
            };
            let mut run = digit;
            while let Some(d) = chars.peek().and_then(|c| c.to_digit(10)) {
                run = run * 10 + d;
                chars.next();
                if run > 1000 {
                    return Err(bad("run too long".into()));
                }
            }
            if run == 0 {
                return Err(bad("empty run of 0".into()));
            }
            for _ in 0..run {
                if file >= width {
                    return Err(bad("too many squares".into()));
                }
                if geometry.square_at(file, rank).is_none() {
                    return Err(bad("void cell must be written *".into()));
                }
                file += 1;
            }
        }
        if file != width {
            return Err(bad(format!("needs {width} squares, has {file}")));
        }
    }
    Ok(())
}
