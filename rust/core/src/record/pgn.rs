//! PGN (the PGN standard, "Portable Game Notation Specification and
//! Implementation Guide") for chess, Chess960 and the variants lichess records
//! in PGN (antichess, crazyhouse): the seven-tag roster (Event, Site, Date,
//! Round, White, Black, Result), a `Variant` tag naming the variant
//! (`Variant::pgn_variant`), `SetUp "1"` and `FEN` when the game did not start
//! from its usual start (Chess960 always), then the moves in SAN with move
//! numbers, and the result.
//!
//! Reading is tolerant: any tags (the `Variant` tag chooses the game: none,
//! `Standard` or `From Position` is chess, a name with 960 or Fischer random is
//! Chess960; a `FEN` tag the start), comments in braces and after `;`,
//! variations in parentheses, NAGs (`$1`), annotations, move numbers with one or
//! three dots, and the result token are skipped. A variant this app does not
//! play is an error, not chess.

use std::collections::BTreeMap;

use crate::error::Error;
use crate::game::Game;
use crate::notation::san::parse_san;
use crate::record::san_sheet::{game_san, result_token};

/// Longest PGN read, so a hostile text cannot exhaust memory.
const MAX_LEN: usize = 1 << 20;
/// Lines of move text are broken before this width (the standard's 80).
const LINE_WIDTH: usize = 79;

/// The tags a written PGN carries besides the roster's defaults: pass the names
/// a caller knows (`White`, `Event` …); the rest are `?` as the standard says.
#[derive(Clone, Debug, Default)]
pub struct Tags {
    pub values: BTreeMap<String, String>,
}

impl Tags {
    pub fn with(mut self, name: &str, value: &str) -> Tags {
        self.values.insert(name.to_string(), value.to_string());
        self
    }
}

/// Writes `game` as PGN with the given tags.
pub fn write(game: &Game, tags: &Tags) -> Result<String, Error> {
    let start = game.replay_start()?;
    let variant = game.variant();
    let start_fen = start.fen();
    // Chess960 always names its start; the others when it is not their usual one.
    let usual_start = match variant.options.chess960 {
        true => None,
        false => Game::new(game.id(), 0).map(|usual| usual.fen()).ok(),
    };
    let result = result_token(game);
    let mut out = String::new();
    let roster = [
        ("Event", "?"),
        ("Site", "?"),
        ("Date", "????.??.??"),
        ("Round", "?"),
        ("White", "?"),
        ("Black", "?"),
    ];
    for (name, default) in roster {
        let value = tags.values.get(name).map_or(default, String::as_str);
        out.push_str(&tag(name, value));
    }
    out.push_str(&tag("Result", result));
    if let Some(name) = variant.pgn_variant() {
        out.push_str(&tag("Variant", name));
    }
    if usual_start.as_deref() != Some(start_fen.as_str()) {
        out.push_str(&tag("SetUp", "1"));
        out.push_str(&tag("FEN", &start_fen));
    }
    for (name, value) in &tags.values {
        if !roster.iter().any(|(n, _)| n == name)
            && !["Result", "Variant", "SetUp", "FEN"].contains(&name.as_str())
        {
            out.push_str(&tag(name, value));
        }
    }
    out.push('\n');
    let mut tokens = Vec::new();
    let sans = game_san(game)?;
    let moves = game.actions().iter().zip(sans);
    // A resignation is the result, not a move.
    let moves = moves.filter(|(action, _)| !action.is_resignation());
    let (first_ply, first_mover) = (start.position().ply(), start.position().to_move());
    for (k, (_, san)) in moves.enumerate() {
        let ply = first_ply + k as u32;
        let white = (u32::from(first_mover.number()) + k as u32).is_multiple_of(2);
        let number = ply / 2 + 1;
        // A move number stays on the line of its move.
        let prefix = match (white, k) {
            (true, _) => format!("{number}. "),
            (false, 0) => format!("{number}... "),
            _ => String::new(),
        };
        tokens.push(format!("{prefix}{san}"));
    }
    tokens.push(result.to_string());
    let mut line = String::new();
    for token in tokens {
        if !line.is_empty() && line.len() + 1 + token.len() > LINE_WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&token);
    }
    out.push_str(&line);
    out.push('\n');
    Ok(out)
}

fn tag(name: &str, value: &str) -> String {
    let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
    format!("[{name} \"{escaped}\"]\n")
}

/// Reads a PGN of chess, Chess960, antichess or crazyhouse (the first game of
/// the text).
pub fn read(text: &str) -> Result<Game, Error> {
    if text.len() > MAX_LEN {
        return Err(Error::BadPgn(format!("longer than {MAX_LEN} bytes")));
    }
    let (tags, movetext) = split_tags(text)?;
    let id = game_of_variant_tag(tags.get("Variant").map(String::as_str))?;
    let mut game = match tags.get("FEN") {
        Some(fen) => Game::from_fen(id, fen)?,
        // Chess960 without its start: the classical one is one of its 960.
        None if crate::game::registry::variant(id)?.options.chess960 => {
            Game::from_fen(id, &Game::new("chess", 0)?.fen())?
        }
        None => Game::new(id, 0)?,
    };
    play(&mut game, &movetext)?;
    Ok(game)
}

/// The game a PGN `Variant` tag names: chess without one, else the game whose
/// data carry that name (compared without case, spaces and dashes).
fn game_of_variant_tag(name: Option<&str>) -> Result<&'static str, Error> {
    let Some(name) = name else {
        return Ok("chess");
    };
    let plain = |text: &str| text.to_ascii_lowercase().replace([' ', '-', '_'], "");
    let wanted = plain(name);
    if ["", "standard", "chess", "fromposition"].contains(&wanted.as_str()) {
        return Ok("chess");
    }
    if wanted.contains("960") || wanted.contains("fischerandom") || wanted.contains("fischerrandom")
    {
        return Ok("chess960");
    }
    crate::game::registry::game_ids()
        .iter()
        .copied()
        .find(|id| {
            crate::game::registry::variant(id)
                .is_ok_and(|v| v.pgn_variant().is_some_and(|own| plain(own) == wanted))
        })
        .ok_or_else(|| Error::BadPgn(format!("variant {name:?} is not one this app plays")))
}

/// Plays the SAN moves of a PGN move text.
pub fn play(game: &mut Game, movetext: &str) -> Result<(), Error> {
    for token in move_tokens(movetext)? {
        let mv = parse_san(game.variant(), game.position(), &game.legal_moves(), &token)?;
        game.play_move(mv)?;
    }
    Ok(())
}

/// The tag pairs and the move text after them.
fn split_tags(text: &str) -> Result<(BTreeMap<String, String>, String), Error> {
    let mut tags = BTreeMap::new();
    let mut movetext = String::new();
    let mut in_moves = false;
    for line in text.lines() {
        let trimmed = line.trim();
        if !in_moves && trimmed.starts_with('[') {
            let inner = trimmed
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .ok_or_else(|| Error::BadPgn(format!("tag {trimmed:?}")))?;
            let (name, value) = inner
                .split_once(char::is_whitespace)
                .ok_or_else(|| Error::BadPgn(format!("tag {trimmed:?}")))?;
            let value = value
                .trim()
                .strip_prefix('"')
                .and_then(|v| v.strip_suffix('"'))
                .ok_or_else(|| Error::BadPgn(format!("tag value {value:?}")))?;
            tags.insert(
                name.to_string(),
                value.replace("\\\"", "\"").replace("\\\\", "\\"),
            );
            continue;
        }
        if !trimmed.is_empty() {
            in_moves = true;
        }
        if in_moves && trimmed.starts_with('[') {
            // The next game's tags: one game is read.
            break;
        }
        movetext.push_str(line);
        movetext.push('\n');
    }
    Ok((tags, movetext))
}

/// The SAN tokens of a move text: comments, variations, NAGs, move numbers and
/// results left out.
fn move_tokens(text: &str) -> Result<Vec<String>, Error> {
    let mut plain = String::with_capacity(text.len());
    let mut depth = 0usize;
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                // A brace comment runs to the next closing brace.
                if !chars.by_ref().any(|c| c == '}') {
                    return Err(Error::BadPgn("unclosed comment".into()));
                }
                plain.push(' ');
            }
            ';' => {
                chars.by_ref().find(|&c| c == '\n');
                plain.push(' ');
            }
            '(' => depth += 1,
            ')' => {
                depth = depth
                    .checked_sub(1)
                    .ok_or_else(|| Error::BadPgn("unopened variation".into()))?;
            }
            _ if depth > 0 => {}
            _ => plain.push(c),
        }
    }
    if depth > 0 {
        return Err(Error::BadPgn("unclosed variation".into()));
    }
    let mut tokens = Vec::new();
    for word in plain.split_whitespace() {
        if word.starts_with('$') || ["1-0", "0-1", "1/2-1/2", "*"].contains(&word) {
            continue;
        }
        // `12.`, `12...` or `12.e4`: the number goes, the move stays.
        let without_number = word.trim_start_matches(|c: char| c.is_ascii_digit());
        let (number, rest) = word.split_at(word.len() - without_number.len());
        let rest = match (number.is_empty(), rest.strip_prefix('.')) {
            (false, Some(after)) => after.trim_start_matches('.'),
            _ => word,
        };
        let rest = rest.trim_end_matches(['!', '?']);
        if !rest.is_empty() {
            tokens.push(rest.to_string());
        }
    }
    Ok(tokens)
}
