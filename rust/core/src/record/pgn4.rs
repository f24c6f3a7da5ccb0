//! PGN4, chess.com's record of a four-player game (docs/notation.md): tag pairs,
//! then the moves by rounds, `..` between the players of a round:
//!
//! `1. h2-h4 .. b7-d7 .. g13-g11 .. m8-l8 2. Qg1-j4 .. Qa8xQ~j5+ …`
//!
//! A move is long algebraic: the piece letter (none for a pawn), the from square,
//! `-` or `x` with the letter of the captured piece, the to square, `=Q` for a
//! promotion, and a `+` for each king it checks (`#` for a king left without a
//! legal move: mated as the position stands, although a player moving in between
//! may still rescue him, as on chess.com). Castling is `O-O` (king side)
//! or `O-O-O`; `R` is a resignation. Reading takes the move text only: tags,
//! comments in braces, move numbers, `..`, check and mate marks, annotations
//! (`!`, `?`) and results are skipped. `read` sets the game up from the
//! `StartFen4` tag first.

use crate::board::army::{Army, ArmySet};
use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::error::Error;
use crate::game::{Action, Game};
use crate::movegen::attack::attacking_kinds;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::state::outcome::{GameResult, Outcome};
use crate::state::position::Position;

/// Longest move text read, so a hostile string cannot exhaust memory.
const MAX_LEN: usize = 1 << 20;
const RESIGN: &str = "R";
const KING_SIDE: &str = "O-O";
const QUEEN_SIDE: &str = "O-O-O";

/// The PGN4 of a game: tags and the moves played (a walking king's own moves,
/// which nobody chooses, are left out: reading replays them).
pub fn write(game: &Game) -> Result<String, Error> {
    let mut replay = match game.start_fen() {
        Some(fen) => Game::from_fen(game.id(), fen)?,
        None => Game::new(game.id(), game.seed())?,
    };
    let variant = crate::game::registry::variant(game.id())?;
    let mut out = String::new();
    let mode = if variant.options.teams {
        "Teams"
    } else {
        "FFA"
    };
    out.push_str(&format!("[Variant \"{mode}\"]\n"));
    if game.start_fen().is_some() {
        out.push_str(&format!("[StartFen4 \"{}\"]\n", replay.fen4()));
    }
    out.push_str(&format!(
        "[Result \"{}\"]\n\n",
        result_text(game.outcome(), &variant)
    ));
    let mut round = 0;
    let mut last_mover: Option<Army> = None;
    for action in game.actions() {
        let mover = replay.position().to_move();
        let token = match action {
            Action::Resign(army) => {
                replay.resign(*army)?;
                (*army, RESIGN.to_string())
            }
            Action::Move(text) => {
                let before = replay.position().clone();
                let mv = replay.play(text)?;
                let mut after = before.clone();
                after.make(&variant, mv);
                (mover, move_text(&variant, &before, &after, mover, mv))
            }
        };
        let (army, text) = token;
        if last_mover.is_none_or(|last| army <= last) {
            round += 1;
            if round > 1 {
                out.push('\n');
            }
            out.push_str(&format!("{round}. {text}"));
        } else {
            out.push_str(&format!(" .. {text}"));
        }
        last_mover = Some(army);
    }
    out.push('\n');
    Ok(out)
}

fn result_text(outcome: Option<&Outcome>, variant: &Variant) -> String {
    match outcome.map(|o| &o.result) {
        None => "*".to_string(),
        Some(GameResult::Draw) => "1/2-1/2".to_string(),
        Some(GameResult::TeamWin { team }) => {
            let names: Vec<&str> = variant
                .teams()
                .get(usize::from(*team))
                .map(|t| t.iter().map(|&a| variant.army_name(a)).collect())
                .unwrap_or_default();
            format!("{} win", names.join(" & "))
        }
        Some(GameResult::Ranking { scores, .. }) => scores
            .iter()
            .map(u32::to_string)
            .collect::<Vec<_>>()
            .join("-"),
    }
}

/// The long algebraic text of `mv`, played by `mover` from `before` to `after`.
fn move_text(
    variant: &Variant,
    before: &Position,
    after: &Position,
    mover: Army,
    mv: Move,
) -> String {
    let geometry = &variant.geometry;
    let moved = before.cell(mv.from);
    let letter = |kind: Kind| match variant.is_pawn(kind) {
        true => String::new(),
        false => variant.piece(kind).letter.to_string(),
    };
    let mut text = match variant.castling_of(mover, mv.from, mv.to) {
        Some(c) if variant.is_royal(moved.kind()) => {
            let first = variant.castlings.iter().find(|k| k.army == c.army);
            let king_side = first.is_some_and(|k| k.king_to == c.king_to);
            (if king_side { KING_SIDE } else { QUEEN_SIDE }).to_string()
        }
        _ => {
            let captured = before.cell(mv.to);
            let mut text = letter(moved.kind());
            text.push_str(&geometry.name(mv.from));
            match captured.is_empty() {
                true => text.push('-'),
                false => {
                    text.push('x');
                    text.push(variant.piece(captured.kind()).letter);
                }
            }
            text.push_str(&geometry.name(mv.to));
            if let Some(kind) = mv.promotion() {
                text.push('=');
                text.push(variant.piece(kind).letter);
            }
            text
        }
    };
    for mated in kings_checked(variant, after, mover) {
        text.push(if mated { '#' } else { '+' });
    }
    text
}

/// For each king of another army in play that the pieces of `mover` attack:
/// whether its army has no legal move (mate) or has one (check).
fn kings_checked(variant: &Variant, position: &Position, mover: Army) -> Vec<bool> {
    position
        .armies()
        .filter(|&a| a != mover && position.army_state(a).takes_turns())
        .filter(|&a| !variant.partners(a, mover))
        .flat_map(|a| {
            position
                .pieces(a)
                .iter()
                .map(move |&s| (a, s))
                .collect::<Vec<_>>()
        })
        .filter(|&(_, s)| {
            let kind = position.cell(s).kind();
            variant.is_royal(kind)
                && !attacking_kinds(variant, position, s, kind, ArmySet::of(mover), true).is_empty()
        })
        .map(|(army, _)| !has_move(variant, &mut position.clone(), army, ALL_KINDS))
        .collect()
}

/// A game of `id` read from a PGN4: set up from its `StartFen4` tag if it has
/// one (else the start position), then its moves played.
pub fn read(id: &str, text: &str) -> Result<Game, Error> {
    let start = text.lines().find_map(|line| {
        let value = line.trim().strip_prefix("[StartFen4 \"")?;
        value.strip_suffix("\"]")
    });
    let mut game = match start {
        Some(fen) => Game::from_fen(id, fen)?,
        None => Game::new(id, 0)?,
    };
    play(&mut game, text)?;
    Ok(game)
}

/// Plays the moves of a PGN4 move text on `game`.
pub fn play(game: &mut Game, text: &str) -> Result<(), Error> {
    if text.len() > MAX_LEN {
        return Err(Error::IllegalMove {
            text: "(PGN4 too long)".into(),
            ply: 0,
            reason: String::new(),
        });
    }
    for token in tokens(text) {
        let illegal = |game: &Game| Error::IllegalMove {
            text: token.to_string(),
            ply: game.position().ply(),
            reason: String::new(),
        };
        let bare = token.trim_end_matches(['+', '#', '!', '?']);
        if bare == RESIGN {
            let army = game.position().to_move();
            game.resign(army)?;
            continue;
        }
        let ours = match bare {
            KING_SIDE | QUEEN_SIDE => castling_move(game, bare == KING_SIDE),
            _ => our_move_text(bare),
        }
        .ok_or_else(|| illegal(game))?;
        game.play(&ours).map_err(|_| illegal(game))?;
    }
    Ok(())
}

/// The move tokens of a move text: without tags, comments, numbers, `..` and results.
fn tokens(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut depth = 0usize;
    for line in text.lines() {
        if depth == 0 && line.trim_start().starts_with('[') {
            continue;
        }
        for word in line.split_whitespace() {
            if word.starts_with('{') {
                depth += 1;
            }
            if depth > 0 {
                if word.ends_with('}') {
                    depth -= 1;
                }
                continue;
            }
            let is_number = word
                .trim_end_matches('.')
                .chars()
                .all(|c| c.is_ascii_digit())
                && word.ends_with('.');
            let is_result = matches!(word, "*" | "1-0" | "0-1" | "1/2-1/2");
            if !is_number && !is_result && !word.chars().all(|c| c == '.') {
                out.push(word);
            }
        }
    }
    out
}

/// The castling of the side to move on the king side (its first) or queen side.
fn castling_move(game: &Game, king_side: bool) -> Option<String> {
    let variant = game.variant();
    let army = game.position().to_move();
    let castling = variant
        .castlings
        .iter()
        .filter(|c| c.army == army)
        .nth(if king_side { 0 } else { 1 })?;
    let geometry = &variant.geometry;
    Some(format!(
        "{}{}",
        geometry.name(castling.king),
        geometry.name(castling.king_to)
    ))
}

/// `Qg1xQj5=N` (piece letters and separators optional) as `g1j5n`.
fn our_move_text(token: &str) -> Option<String> {
    let square = |s: &str| -> Option<(String, usize)> {
        let bytes = s.as_bytes();
        let file = *bytes.first()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        (1..=2)
            .contains(&digits)
            .then(|| (s[..1 + digits].to_string(), 1 + digits))
    };
    let mut rest = token.trim_start_matches(|c: char| c.is_ascii_uppercase());
    let (from, used) = square(rest)?;
    rest = &rest[used..];
    rest = rest.strip_prefix(['-', 'x']).unwrap_or(rest);
    rest = rest.trim_start_matches(|c: char| c.is_ascii_uppercase());
    let (to, used) = square(rest)?;
    rest = &rest[used..];
    let promotion = match rest.strip_prefix('=').unwrap_or(rest) {
        "" if rest.is_empty() => String::new(),
        p if p.chars().count() == 1 && p.chars().all(|c| c.is_ascii_alphabetic()) => {
            p.to_ascii_lowercase()
        }
        _ => return None,
    };
    Some(format!("{from}{to}{promotion}"))
}
