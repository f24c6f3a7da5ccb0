//! `raja compare <game>`: a batch of positions from stdin, for comparing the
//! engine with another one (tools/ffish-compare) in one process.
//!
//! Each input line is a FEN, optionally followed by `moves m1 m2 …` (as in UCI's
//! `position fen … moves …`). Each output line answers one input line, tab
//! separated: the legal moves (space separated, sorted), the FEN after the
//! moves, the end reason (`-` while the game goes on), the SAN of the last
//! move (`-` without moves) and the result (`1-0`, `0-1`, `1/2-1/2`, `*` while
//! the game goes on). A line that cannot be read or played is answered
//! with `error: <why>` and the batch goes on.

use std::io::BufRead;

use anyhow::{Context, Result};
use clap::Args;
use raja_core::Game;

/// Longest line read, so a hostile input cannot exhaust memory.
const MAX_LINE: usize = 1 << 16;

/// Answer positions from stdin (a FEN [moves …] a line), a line each
#[derive(Args, Debug)]
pub struct Compare {
    /// Game id (raja games lists them)
    game: String,
}

impl Compare {
    pub fn run(&self) -> Result<()> {
        let id = &self.game;
        // Fail at once on an unknown game rather than on every line.
        raja_core::variant(id)?;
        let answers = std::io::stdin().lock().lines().map(|line| {
            let line = line.context("cannot read input")?;
            Ok(match line.len() {
                0..=MAX_LINE => answer(id, line.trim()),
                _ => format!("error: line longer than {MAX_LINE} bytes"),
            })
        });
        crate::output::lines_until_error(answers)
    }
}

fn answer(id: &str, line: &str) -> String {
    let (fen, moves) = match line.split_once(" moves ") {
        Some((fen, moves)) => (fen, moves),
        None => (line.strip_suffix(" moves").unwrap_or(line), ""),
    };
    let words: Vec<&str> = moves.split_whitespace().collect();
    let (last, before) = match words.split_last() {
        Some((last, before)) => (Some(*last), before.join(" ")),
        None => (None, String::new()),
    };
    let played = Game::from_fen(id, fen).and_then(|mut game| {
        game.play_all(&before)?;
        let san = match last {
            Some(text) => {
                let mv = game.play(text)?;
                game.undo()?;
                let san = game.san(mv);
                // Again by its text: a move in two parts (duck) is one action.
                game.play(text)?;
                san
            }
            None => "-".to_string(),
        };
        Ok((game, san))
    });
    match played {
        Ok((game, san)) => {
            let mut legal = game.legal_move_strings();
            legal.sort();
            let reason = game.status().reason.map_or("-".to_string(), |r| {
                serde_json::to_value(r)
                    .ok()
                    .and_then(|v| v.as_str().map(str::to_string))
                    .unwrap_or_else(|| "?".to_string())
            });
            let result = raja_core::san_sheet::result_token(&game);
            format!(
                "{}\t{}\t{reason}\t{san}\t{result}",
                legal.join(" "),
                game.fen()
            )
        }
        Err(e) => format!("error: {e}"),
    }
}
