//! `raja pgn <game> [--fen F | --chess960 N] [--moves "…"]`: the game as PGN
//! (chess, Chess960, antichess, crazyhouse); `raja pgn --import FILE` (`-`: stdin): reads a PGN and
//! prints its moves in UCI on one line and the final FEN on the next.

use std::io::Read;

use raja_core::Game;
use raja_core::pgn::Tags;

use crate::args::Args;

const USAGE: &str =
    "raja pgn <game> [--fen F | --chess960 N] [--moves \"…\"] | raja pgn --import FILE";
/// Longest PGN read (as the core's reader allows).
const MAX_BYTES: u64 = 1 << 20;

pub fn run(args: &Args) -> Result<(), String> {
    match &args.import {
        Some(path) => {
            args.expect_positional(0, USAGE)?;
            let text = read(path)?;
            let game = Game::from_pgn(&text).map_err(|e| e.to_string())?;
            crate::output::lines([game.actions().join(" "), game.fen()])
        }
        None => {
            args.expect_positional(1, USAGE)?;
            let game = args.game()?;
            let pgn = game.pgn(&Tags::default()).map_err(|e| e.to_string())?;
            crate::output::line(pgn.trim_end())
        }
    }
}

fn read(path: &str) -> Result<String, String> {
    let mut text = String::new();
    let reader: Box<dyn Read> = match path {
        "-" => Box::new(std::io::stdin()),
        _ => Box::new(std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?),
    };
    reader
        .take(MAX_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|e| format!("{path}: {e}"))?;
    Ok(text)
}
