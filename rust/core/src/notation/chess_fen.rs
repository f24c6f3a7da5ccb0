//! The chess FEN of two-player games, as Fairy-Stockfish writes it:
//!
//! `<board> <side> <castling> <en passant> <halfmove clock> <move number>`
//!
//! The first army's pieces are upper case, the second's lower case. Castling
//! rights are `KQkq` (the outermost rook on each side of the king), or with the
//! `chess960` option the rook files (Shredder-FEN, `HAha`); both are read either
//! way, and a right without its king and rook on the back rank is dropped; a
//! right of a rook inside the outermost is written by its file (X-FEN), where
//! Fairy-Stockfish drops it, so that every FEN read writes back the same. The
//! en-passant square is written only when an enemy pawn could capture there.
//! Missing clocks read as `0 1`, and clocks straight after the side (`w 0 1`,
//! Shogi's start in Fairy-Stockfish) as no castling and no en passant. In
//! games that count towards a draw (Makruk), a running count writes its limit
//! in the en-passant field and its plies in the halfmove field
//! (`8/8/… w - 32 17 60`). In games with first moves (Ouk Chatrang) the
//! castling field holds the files of the pieces that keep them. Games with
//! pockets write them in brackets after the board (`…/RNBQKBNR[Qn]`,
//! `pockets`; `[-]` reads as empty); promoted pieces are marked `~` where the
//! game marks them, and a promoted piece of a promotion zone is `+` and its
//! unpromoted letter (`+P`, Shogi's tokin); a neutral piece is its letter
//! (`*`, the duck).
//! A merged piece (friendly chess) is written as its two parts' letters in
//! brackets: `(NB)` white, `(nb)` black.

use std::fmt::Write;

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::error::Error;
use crate::movegen::variant::Variant;
use crate::notation::board_field::{self, RankChars};
use crate::state::position::{Cell, Position};
use crate::state::rule_state::Count;
use crate::state::setup::{
    CastlingLetter, CastlingRights, EnPassantRights, Setup, outermost_rooks,
};

/// Limit on the clocks read, far from overflow.
const MAX_COUNTER: u32 = 1_000_000_000;

pub fn write(variant: &Variant, position: &Position) -> String {
    let geometry = &variant.geometry;
    let mut out = String::new();
    for rank in (0..i32::from(geometry.height())).rev() {
        let mut empty = 0;
        for file in 0..i32::from(geometry.width()) {
            let cell = geometry
                .square_at(file, rank)
                .map_or(Cell::EMPTY, |s| position.cell(s));
            if cell.is_empty() {
                empty += 1;
                continue;
            }
            if empty > 0 {
                let _ = write!(out, "{empty}");
                empty = 0;
            }
            match variant.merged[cell.kind().index()] {
                Some((a, b)) => {
                    let part = |kind| piece_letter(variant, Cell::piece(cell.army(), kind));
                    let _ = write!(out, "({}{})", part(a), part(b));
                }
                None => match variant.zones.unpromoted(cell.kind()) {
                    // A promoted Shogi piece: `+` and its unpromoted letter.
                    Some(base) => {
                        out.push('+');
                        out.push(piece_letter(variant, Cell::piece(cell.army(), base)));
                    }
                    None => out.push(piece_letter(variant, cell)),
                },
            }
            if cell.is_promoted() {
                out.push('~');
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    if variant.data.pockets {
        out.push_str(&crate::movegen::pockets::write(variant, position));
    }
    let _ = write!(
        out,
        " {} {} ",
        variant.army_letter(position.to_move()),
        castling_field(variant, position)
    );
    // A running count (Makruk) takes the en-passant and halfmove fields.
    let count = position.rule_state().counting;
    match (count, position.en_passant()) {
        (Some(count), _) => {
            let _ = write!(out, "{}", count.limit);
        }
        (None, Some(ep)) => out.push_str(&geometry.name(ep.square)),
        (None, None) => out.push('-'),
    }
    let move_number = position.ply() / 2 + 1;
    let halfmove = count.map_or(position.halfmove(), |c| u32::from(c.plies));
    let _ = write!(out, " {halfmove} {move_number}");
    out
}

/// A piece's letter: upper case for the first army, lower case for the others,
/// as it is for a neutral piece (`*`, the duck).
fn piece_letter(variant: &Variant, cell: Cell) -> char {
    let letter = variant.piece(cell.kind()).letter;
    if variant.is_neutral(cell.kind()) {
        return letter;
    }
    match cell.army() == Army::FIRST {
        true => letter.to_ascii_uppercase(),
        false => letter.to_ascii_lowercase(),
    }
}

/// `KQkq` or rook files (Chess960), each army's from the highest file down; in
/// games with first moves, the files of the pieces that keep them; `-`.
fn castling_field(variant: &Variant, position: &Position) -> String {
    if !variant.data.first_moves.is_empty() {
        return first_moves_field(variant, position);
    }
    let Some(rule) = &variant.back_rank else {
        return "-".to_string();
    };
    let mut field = String::new();
    for army in position.armies() {
        // Without its king on the back rank (taken, in fog of war) an army has none.
        let Some(king) = position.back_rank_king(variant, army) else {
            continue;
        };
        let king_file = variant.geometry.coords(king).0;
        let (king_side, queen_side) = outermost_rooks(variant, position, army, king);
        let mut files: Vec<u8> = rule.files(army, position.castling_rights()).collect();
        files.reverse();
        for file in files {
            // `K`/`Q` name only the outermost rook; another keeps its file
            // (X-FEN), so that the field reads back the same.
            let letter = match variant.options.chess960 {
                false if file > king_file && king_side == Some(file) => 'k',
                false if file < king_file && queen_side == Some(file) => 'q',
                _ => char::from(b'a' + file),
            };
            field.push(side_case(army, letter));
        }
    }
    dash_if_empty(field)
}

/// A castling or first-move letter in its side's case: the first army's upper case.
fn side_case(army: Army, letter: char) -> char {
    match army == Army::FIRST {
        true => letter.to_ascii_uppercase(),
        false => letter,
    }
}

/// The side a letter's case names: upper case the first army, lower case the second.
fn side_of(letter: char) -> Army {
    Army::new(u8::from(letter.is_ascii_lowercase()))
}

/// A castling field with nothing in it is `-`.
fn dash_if_empty(field: String) -> String {
    match field.is_empty() {
        true => "-".to_string(),
        false => field,
    }
}

/// The back-rank files whose piece keeps its first move: white's upper case,
/// then black's, each from the a file up (`DEde`); `-` for none.
fn first_moves_field(variant: &Variant, position: &Position) -> String {
    let mut field = String::new();
    for army in Army::all(2) {
        let files = position.rule_state().first_moves[army.index()];
        for file in (0..variant.geometry.width()).filter(|f| files & (1 << f) != 0) {
            let letter = char::from(b'a' + file);
            field.push(side_case(army, letter));
        }
    }
    dash_if_empty(field)
}

/// Reads a first-moves field (`DEde`, `-`): per side, the back-rank files
/// named. Which of them keep the right is the board's to say
/// (`Setup::first_moves`).
fn parse_first_moves(variant: &Variant, field: &str) -> Result<[u16; 2], Error> {
    let mut files = [0u16; 2];
    if field == "-" {
        return Ok(files);
    }
    for c in field.chars() {
        let army = side_of(c);
        let file = (c.to_ascii_lowercase() as u32).wrapping_sub(u32::from(b'a'));
        (c.is_ascii_alphabetic() && file < u32::from(variant.geometry.width()))
            .then(|| variant.home_rank(army))
            .flatten()
            .and_then(|rank| variant.geometry.square_at(file as i32, i32::from(rank)))
            .ok_or_else(|| Error::fen("first moves", format!("{c:?} is no back-rank file")))?;
        files[army.index()] |= 1 << file;
    }
    Ok(files)
}

/// The position a chess FEN describes.
pub fn parse(variant: &Variant, fen: &str) -> Result<Position, Error> {
    let setup = read(variant, fen)?;
    Position::from_setup(variant, &setup).map_err(Error::in_fen)
}

/// What a chess FEN says, not yet read against the board: its castling
/// letters, first-move files and en-passant square are kept by
/// `Position::from_setup` only where the board backs them, as Fairy-Stockfish
/// reads them.
pub fn read(variant: &Variant, fen: &str) -> Result<Setup, Error> {
    let mut fields: Vec<&str> = fen.split_whitespace().collect();
    // Shogi's start as Fairy-Stockfish names it (`… w 0 1`): the clocks
    // straight after the side, no castling and no en passant.
    if fields.len() == 4 && fields[2].parse::<u32>().is_ok() {
        fields.splice(2..2, ["-", "-"]);
    }
    if !(4..=6).contains(&fields.len()) || variant.army_count() != 2 {
        return Err(Error::fen(
            "fields",
            format!("needs 6 fields (4 without clocks), has {}", fields.len()),
        ));
    }
    let mut setup = Setup::start(variant);
    setup.pockets = Vec::new();
    let board = match fields[0].split_once('[') {
        Some((board, pocket)) if variant.data.pockets => {
            let pocket = pocket
                .strip_suffix(']')
                .ok_or_else(|| Error::fen("pocket", "needs a closing ]".to_string()))?;
            setup.pockets = crate::movegen::pockets::parse(variant, pocket)?;
            board
        }
        _ => fields[0],
    };
    setup.pieces = parse_board(variant, board)?;
    let to_move = match fields[1] {
        side if side.chars().count() == 1 => {
            side.chars().next().and_then(|c| variant.army_by_letter(c))
        }
        _ => None,
    }
    .ok_or_else(|| Error::fen("side to move", format!("{:?} is no side", fields[1])))?;
    setup.to_move = to_move;
    match !variant.data.first_moves.is_empty() {
        true => {
            setup.castling = CastlingRights::Exactly(0);
            setup.first_moves = Some(parse_first_moves(variant, fields[2])?);
        }
        false => {
            setup.castling = CastlingRights::Letters(parse_castling(variant, fields[2])?);
            setup.first_moves = Some([0; 2]);
        }
    }
    let number = |field: &'static str, text: Option<&&str>, default: u32| -> Result<u32, Error> {
        match text {
            None => Ok(default),
            Some(text) => text
                .parse()
                .ok()
                .filter(|&n| n <= MAX_COUNTER)
                .ok_or_else(|| Error::fen(field, format!("{text:?} is not a number"))),
        }
    };
    setup.halfmove = number("halfmove clock", fields.get(4), 0)?;
    let move_number = number("move number", fields.get(5), 1)?.max(1);
    setup.ply = (move_number - 1) * 2 + u32::from(to_move.number());
    match parse_count_limit(variant, fields[3])? {
        // A running count: the halfmove field holds its plies (as
        // Fairy-Stockfish reads it; a limit of 0 is no count).
        Some(limit) => {
            if limit > 0 {
                let plies = u16::try_from(setup.halfmove).map_err(|_| {
                    Error::fen(
                        "count",
                        format!("{} plies is too long a count", setup.halfmove),
                    )
                })?;
                setup.rule_state.counting = Some(Count { limit, plies });
                setup.halfmove = 0;
            }
        }
        None => {
            if let Some(square) = parse_en_passant(variant, fields[3])? {
                setup.en_passant = EnPassantRights::IfCapturable(square);
            }
        }
    }
    Ok(setup)
}

/// The counting limit in the en-passant field (games that count: a number
/// there), or `None` where the field is an en-passant field.
fn parse_count_limit(variant: &Variant, field: &str) -> Result<Option<u16>, Error> {
    if !variant.data.counting || !field.starts_with(|c: char| c.is_ascii_digit()) {
        return Ok(None);
    }
    field
        .parse()
        .map(Some)
        .map_err(|_| Error::fen("count", format!("{field:?} is no counting limit")))
}

/// A piece is its letter (upper case the first army, lower case the second, a
/// neutral piece as it is), a merged piece `(NB)`, and `~` after a piece marks
/// it promoted.
fn parse_board(variant: &Variant, text: &str) -> Result<Vec<(Square, Cell)>, Error> {
    let mut pieces = Vec::new();
    board_field::read(variant, text, |c, rest, file, rank| {
        const NO_MARK: &str = "~ follows no piece, or the game marks none";
        let (army, kind) = match c {
            '~' => return Err(NO_MARK.into()),
            '(' => merged_piece(variant, rest),
            '+' => promoted_piece(variant, rest),
            _ => single_piece(variant, c),
        }
        .ok_or_else(|| format!("{c:?} is no piece"))?;
        let square = variant
            .geometry
            .square_at(file, rank)
            .ok_or("too many squares")?;
        let mut cell = Cell::piece(army, kind);
        if rest.next_if_eq(&'~').is_some() {
            // Promoted (crazyhouse: it returns to the pocket as a pawn).
            if variant.promoted_value.is_none() {
                return Err(NO_MARK.into());
            }
            cell = cell.promoted();
        }
        pieces.push((square, cell));
        Ok(())
    })?;
    Ok(pieces)
}

/// One letter: a piece of the side its case says, or a neutral piece (the duck);
/// never a merged kind, which is written `(NB)`, nor a promoted kind of a
/// zone, written `+P`.
fn single_piece(variant: &Variant, c: char) -> Option<(Army, Kind)> {
    let kind = variant.kind_by_letter(c).filter(|&k| {
        (c.is_ascii_alphabetic() || variant.is_neutral(k))
            && variant.merged[k.index()].is_none()
            && variant.zones.unpromoted(k).is_none()
    })?;
    Some(match variant.is_neutral(kind) {
        true => (variant.neutral_army(), kind),
        false => (side_of(c), kind),
    })
}

/// After `+`: the letter of a piece that promotes in a zone (`+P`, Shogi's
/// tokin). Its side and promoted kind.
fn promoted_piece(variant: &Variant, chars: &mut RankChars) -> Option<(Army, Kind)> {
    let (army, kind) = single_piece(variant, chars.next()?)?;
    Some((army, variant.zones.promoted(kind)?))
}

/// After `(`: two piece letters of one side and `)`, naming a merged piece (in
/// either order). Its side and kind.
fn merged_piece(variant: &Variant, chars: &mut RankChars) -> Option<(Army, Kind)> {
    let (a, b) = (chars.next()?, chars.next()?);
    if chars.next()? != ')' || !a.is_ascii_alphabetic() || !b.is_ascii_alphabetic() {
        return None;
    }
    let army = side_of(a);
    if army != side_of(b) {
        return None;
    }
    let (a, b) = (variant.kind_by_letter(a)?, variant.kind_by_letter(b)?);
    let kind = variant
        .merged
        .iter()
        .position(|&parts| parts == Some((a, b)) || parts == Some((b, a)))?;
    Some((army, Kind::from_index(kind)?))
}

/// Reads `KQkq`, rook files (`HAha`) or `-`: which rook each names is the
/// board's to say (`CastlingRights::Letters`).
fn parse_castling(variant: &Variant, text: &str) -> Result<Vec<CastlingLetter>, Error> {
    if text == "-" {
        return Ok(Vec::new());
    }
    let bad = |why: String| Error::fen("castling", why);
    if variant.back_rank.is_none() {
        // A game without castling reads rights and drops them, as Fairy-Stockfish.
        return match text.chars().all(|c| c.is_ascii_alphabetic()) {
            true => Ok(Vec::new()),
            false => Err(bad(format!("{text:?} is no castling field"))),
        };
    }
    let width = variant.geometry.width();
    let mut letters = Vec::new();
    for c in text.chars() {
        let army = side_of(c);
        let letter = match c.to_ascii_lowercase() {
            'k' => CastlingLetter::KingSide(army),
            'q' => CastlingLetter::QueenSide(army),
            letter @ 'a'..='z' => match letter as u8 - b'a' {
                file if file < width => CastlingLetter::File(army, file),
                // A file beyond the board names no rook.
                _ => continue,
            },
            _ => return Err(bad(format!("{c:?} is no castling right"))),
        };
        letters.push(letter);
    }
    Ok(letters)
}

/// Reads the en-passant square; whether a pawn passed it and an enemy pawn
/// could take there is the board's to say (`EnPassantRights::IfCapturable`).
fn parse_en_passant(variant: &Variant, text: &str) -> Result<Option<Square>, Error> {
    if text == "-" {
        return Ok(None);
    }
    variant
        .geometry
        .parse_square(text)
        .map(Some)
        .ok_or_else(|| Error::fen("en passant", format!("{text:?} is no square")))
}
