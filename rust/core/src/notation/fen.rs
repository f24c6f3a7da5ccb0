//! The one-line FEN of the four-army games (docs/notation.md):
//!
//! `<board> <to move> <armies> <points> <kings taken> <halfmove> <ply> <dice>`
//!
//! Board ranks from the top, `/` between them; a piece is its army letter and its
//! piece letter (`rK`, `bP`), a run of empty squares a number, a void cell `*`.
//! Armies: one letter each, `L` live, `X` eliminated, `R` resigned, `W` resigned
//! with its king walking on (four-player free for all). Dice: `-`
//! without dice, else `<seed>:<thrown>:<faces left or ->:<turn: - | m | i>`.
//!
//! Games with castling add a ninth field, the castlings still allowed written as
//! king moves (`h1j1,h1f1`), or `-`. Games whose en-passant cells last until
//! their owner moves again (three-player chess) add one more: per army in turn
//! order, the cell its pawn skipped, or `-` (`d3,-,-`). Games that mark promoted pieces write `~`
//! after such a piece (`rQ~`). Games with seats and exchanges add, after those,
//! the field of `rule_state::RuleState`.
//!
//! Games whose data asks for the chess FEN (`FenDialect::Chess`) are read and
//! written by `chess_fen` instead.
//!
//! Reading gives a `Setup`; whether its parts fit together (a castling with its
//! king and rook in place, a cell a pawn skipped, the side to move in play) is
//! `Position::from_setup`'s check, reported as a fault of the field concerned.

use std::fmt::Write;

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::compile::data::FenDialect;
use crate::error::Error;
use crate::movegen::variant::Variant;
use crate::notation::board_field;
use crate::state::dice::{DiceState, DiceTurn, MAX_DICE};
use crate::state::position::{ArmyState, Cell, Position};
use crate::state::rule_state::RuleState;
use crate::state::setup::{CastlingRights, EnPassantRights, Setup};

/// Limits that keep arithmetic on a loaded position far from overflow.
const MAX_POINTS: u32 = 1_000_000;
const MAX_COUNTER: u32 = 1_000_000_000;
/// Rebuilding the generator replays this many throws at most.
const MAX_THROWN: u64 = 1_000_000;

pub fn write(variant: &Variant, position: &Position) -> String {
    if variant.data.fen == FenDialect::Chess {
        return crate::notation::chess_fen::write(variant, position);
    }
    let geometry = &variant.geometry;
    let mut out = String::new();
    for rank in (0..i32::from(geometry.height())).rev() {
        let mut empty = 0;
        for file in 0..i32::from(geometry.width()) {
            let cell = geometry.square_at(file, rank).map(|s| position.cell(s));
            match cell {
                Some(cell) if cell.is_empty() => empty += 1,
                other => {
                    if empty > 0 {
                        let _ = write!(out, "{empty}");
                        empty = 0;
                    }
                    match other {
                        Some(cell) => {
                            out.push(variant.army_letter(cell.army()));
                            out.push(variant.piece(cell.kind()).letter);
                            if cell.is_promoted() {
                                out.push('~');
                            }
                        }
                        None => out.push('*'),
                    }
                }
            }
        }
        if empty > 0 {
            let _ = write!(out, "{empty}");
        }
        if rank > 0 {
            out.push('/');
        }
    }
    let armies = position.armies();
    let _ = write!(out, " {} ", variant.army_letter(position.to_move()));
    for army in armies.clone() {
        out.push(match position.army_state(army) {
            ArmyState::Live => 'L',
            ArmyState::Eliminated => 'X',
            ArmyState::Resigned => 'R',
            ArmyState::Walking => 'W',
        });
    }
    let list = |f: &dyn Fn(Army) -> String| armies.clone().map(f).collect::<Vec<_>>().join(",");
    let _ = write!(
        out,
        " {} {} {} {} ",
        list(&|a| position.points(a).to_string()),
        list(&|a| position.kings_taken(a).to_string()),
        position.halfmove(),
        position.ply()
    );
    match position.dice() {
        None => out.push('-'),
        Some(dice) => {
            let faces: String = dice.turn.faces().map(|f| char::from(b'0' + f)).collect();
            let turn = match (dice.turn.moved, dice.turn.irreversible) {
                (_, true) => 'i',
                (true, false) => 'm',
                _ => '-',
            };
            // `-`: not thrown yet; `0`: thrown and all used (a decision is pending).
            let faces = match (dice.turn.rolled, faces.is_empty()) {
                (false, _) => "-".to_string(),
                (true, true) => "0".to_string(),
                (true, false) => faces,
            };
            let _ = write!(out, "{}:{}:{}:{}", dice.seed, dice.thrown, faces, turn);
        }
    }
    if !variant.castlings.is_empty() {
        out.push(' ');
        out.push_str(&castling_field(variant, position.castling_rights()));
    }
    if variant.en_passant_lasts {
        out.push(' ');
        out.push_str(&en_passant_field(variant, position));
    }
    if variant.rules.has_rule_state() {
        out.push(' ');
        out.push_str(&variant.rules.write_rule_state(variant, position));
    }
    out
}

/// Per army, the cell its pawn skipped while it may be taken, or `-`.
fn en_passant_field(variant: &Variant, position: &Position) -> String {
    position
        .armies()
        .map(|army| match position.en_passants().of(army) {
            Some(ep) => variant.geometry.name(ep.square),
            None => "-".to_string(),
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// Reads `en_passant_field`: per army in turn order, the cell its pawn
/// skipped, or `-`; whether each is one is the setup's check
/// (`EnPassantRights::Cells`).
fn parse_en_passant_field(variant: &Variant, text: &str) -> Result<Vec<(Army, Square)>, Error> {
    let cells: Vec<&str> = text.split(',').collect();
    if cells.len() != variant.army_count() {
        return Err(Error::fen(
            "en passant",
            format!(
                "needs {} cells or -, has {}",
                variant.army_count(),
                cells.len()
            ),
        ));
    }
    let mut skipped = Vec::new();
    for (army, name) in variant.armies().zip(cells) {
        if name == "-" {
            continue;
        }
        let square = variant.geometry.parse_square(name).ok_or_else(|| {
            let letter = variant.army_letter(army);
            Error::fen(
                "en passant",
                format!("{name} is no cell {letter}'s pawn skipped"),
            )
        })?;
        skipped.push((army, square));
    }
    Ok(skipped)
}

/// The castlings allowed, as king moves separated by commas, or `-`.
fn castling_field(variant: &Variant, rights: u64) -> String {
    let allowed: Vec<String> = variant
        .castlings
        .iter()
        .enumerate()
        .filter(|(i, _)| rights & (1 << i) != 0)
        .map(|(_, c)| {
            format!(
                "{}{}",
                variant.geometry.name(c.king),
                variant.geometry.name(c.king_to)
            )
        })
        .collect();
    if allowed.is_empty() {
        "-".to_string()
    } else {
        allowed.join(",")
    }
}

fn parse_castling(variant: &Variant, text: &str) -> Result<u64, Error> {
    if text == "-" {
        return Ok(0);
    }
    let mut rights = 0;
    for name in text.split(',') {
        let index = variant
            .castlings
            .iter()
            .position(|c| {
                format!(
                    "{}{}",
                    variant.geometry.name(c.king),
                    variant.geometry.name(c.king_to)
                ) == name
            })
            .ok_or_else(|| Error::fen("castling", format!("{name:?} is no castling")))?;
        rights |= 1 << index;
    }
    Ok(rights)
}

fn number<T: std::str::FromStr + PartialOrd>(
    field: &'static str,
    text: &str,
    max: T,
) -> Result<T, Error> {
    let value: T = text
        .parse()
        .map_err(|_| Error::fen(field, format!("{text:?} is not a number")))?;
    if value > max {
        return Err(Error::fen(field, format!("{text} is too large")));
    }
    Ok(value)
}

fn per_army<T: std::str::FromStr + PartialOrd + Copy>(
    field: &'static str,
    text: &str,
    count: usize,
    max: T,
) -> Result<Vec<T>, Error> {
    let values = text
        .split(',')
        .map(|t| number(field, t, max))
        .collect::<Result<Vec<T>, Error>>()?;
    if values.len() != count {
        return Err(Error::fen(
            field,
            format!("needs {count} values, has {}", values.len()),
        ));
    }
    Ok(values)
}

/// The position a FEN describes.
pub fn parse(variant: &Variant, fen: &str) -> Result<Position, Error> {
    let setup = read(variant, fen)?;
    Position::from_setup(variant, &setup).map_err(Error::in_fen)
}

/// What a FEN says, not yet checked as a whole (`Position::from_setup` does).
pub fn read(variant: &Variant, fen: &str) -> Result<Setup, Error> {
    if variant.data.fen == FenDialect::Chess {
        return crate::notation::chess_fen::read(variant, fen);
    }
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let castling_field = !variant.castlings.is_empty();
    let rule_state_field = variant.rules.has_rule_state();
    let field_count = 8
        + usize::from(castling_field)
        + usize::from(variant.en_passant_lasts)
        + usize::from(rule_state_field);
    if fields.len() != field_count {
        return Err(Error::fen(
            "fields",
            format!("needs {field_count} fields, has {}", fields.len()),
        ));
    }
    let armies = variant.army_count();
    let pieces = parse_board(variant, fields[0])?;

    let states: Vec<char> = fields[2].chars().collect();
    if states.len() != armies {
        return Err(Error::fen("armies", format!("needs {armies} letters")));
    }
    let states = states
        .into_iter()
        .map(|letter| match letter {
            'L' => Ok(ArmyState::Live),
            'X' => Ok(ArmyState::Eliminated),
            'R' => Ok(ArmyState::Resigned),
            'W' => Ok(ArmyState::Walking),
            other => Err(Error::fen("armies", format!("unknown state {other:?}"))),
        })
        .collect::<Result<Vec<_>, _>>()?;

    let mut side = fields[1].chars();
    let to_move = match (side.next(), side.next()) {
        (Some(letter), None) => variant.army_by_letter(letter),
        _ => None,
    }
    .ok_or_else(|| Error::fen("side to move", format!("{:?} is no army", fields[1])))?;

    let points = per_army("points", fields[3], armies, MAX_POINTS)?;
    let max_kings = (armies - 1) as u8;
    let kings_taken = per_army("kings taken", fields[4], armies, max_kings)?;
    let halfmove = number("halfmove clock", fields[5], MAX_COUNTER)?;
    let ply = number("ply", fields[6], MAX_COUNTER)?;
    let dice = parse_dice(variant, fields[7])?;
    let mut setup = Setup {
        pieces,
        pockets: Vec::new(),
        to_move,
        armies: states,
        points,
        kings_taken,
        halfmove,
        ply,
        castling: CastlingRights::Exactly(0),
        en_passant: EnPassantRights::Cells(Vec::new()),
        first_moves: Some([0; 2]),
        dice,
        rule_state: RuleState::default(),
    };
    let mut extra = fields[8..].iter();
    if castling_field && let Some(text) = extra.next() {
        setup.castling = CastlingRights::Exactly(parse_castling(variant, text)?);
    }
    if variant.en_passant_lasts
        && let Some(text) = extra.next()
    {
        setup.en_passant = EnPassantRights::Cells(parse_en_passant_field(variant, text)?);
    }
    if rule_state_field && let Some(text) = extra.next() {
        setup.rule_state = variant.rules.parse_rule_state(variant, text)?;
        setup.first_moves = Some(setup.rule_state.first_moves);
    }
    Ok(setup)
}

/// A piece is its army letter and piece letter, `~` after it where promoted; a
/// void cell is `*`.
fn parse_board(variant: &Variant, text: &str) -> Result<Vec<(Square, Cell)>, Error> {
    let mut pieces = Vec::new();
    board_field::read(variant, text, |c, rest, file, rank| {
        let square = variant.geometry.square_at(file, rank);
        if c == '*' {
            return match square {
                None => Ok(()),
                Some(_) => Err(format!("{} is not void", file_name(file))),
            };
        }
        let army = variant
            .army_by_letter(c)
            .ok_or_else(|| format!("{c:?} is no army"))?;
        let letter = rest.next().ok_or("army letter without a piece")?;
        let kind = variant
            .data
            .pieces
            .iter()
            .position(|p| p.letter == letter)
            .and_then(Kind::from_index)
            .ok_or_else(|| format!("{letter:?} is no piece"))?;
        let square = square
            .ok_or_else(|| format!("piece on {}{}, which is no cell", file_name(file), rank + 1))?;
        let mut cell = Cell::piece(army, kind);
        if rest.next_if_eq(&'~').is_some() {
            if variant.promoted_value.is_none() {
                return Err("this game does not mark promoted pieces".into());
            }
            cell = cell.promoted();
        }
        pieces.push((square, cell));
        Ok(())
    })?;
    Ok(pieces)
}

fn file_name(file: i32) -> char {
    char::from(b'a' + file.clamp(0, 25) as u8)
}

fn parse_dice(variant: &Variant, text: &str) -> Result<Option<DiceState>, Error> {
    let Some(rule) = &variant.dice else {
        return match text {
            "-" => Ok(None),
            _ => Err(Error::fen("dice", "this game has no dice; write -")),
        };
    };
    let parts: Vec<&str> = text.split(':').collect();
    if parts.len() != 4 {
        return Err(Error::fen("dice", "needs seed:thrown:faces:turn"));
    }
    let seed: u64 = number("dice seed", parts[0], u64::MAX)?;
    let thrown: u64 = number("dice thrown", parts[1], MAX_THROWN)?;
    let mut dice = DiceState::resume(seed, thrown, rule.first_face..=rule.last_face());
    let mut turn = DiceTurn::default();
    if parts[2] == "0" {
        turn.rolled = true;
    } else if parts[2] != "-" {
        turn.rolled = true;
        let faces: Vec<u8> = parts[2]
            .chars()
            .map(|c| {
                c.to_digit(10)
                    .map(|d| d as u8)
                    .filter(|&d| rule.has_face(d))
            })
            .collect::<Option<Vec<u8>>>()
            .ok_or_else(|| Error::fen("dice faces", format!("{:?} are not faces", parts[2])))?;
        if faces.is_empty() || faces.len() > usize::from(rule.per_turn).min(MAX_DICE) {
            return Err(Error::fen(
                "dice faces",
                format!("{:?}: wrong number of dice", parts[2]),
            ));
        }
        turn.remaining[..faces.len()].copy_from_slice(&faces);
    }
    match parts[3] {
        "-" => {}
        "m" => turn.moved = true,
        "i" => (turn.moved, turn.irreversible) = (true, true),
        other => {
            return Err(Error::fen(
                "dice turn",
                format!("{other:?} is not -, m or i"),
            ));
        }
    }
    if turn.moved && !turn.rolled {
        return Err(Error::fen("dice turn", "a player moved without dice"));
    }
    dice.turn = turn;
    Ok(Some(dice))
}
