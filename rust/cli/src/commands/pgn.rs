//! `raja pgn <game> [--fen F | --chess960 N] [--moves "…"]`: the game as PGN
//! (chess, Chess960, antichess, crazyhouse); `raja pgn --import FILE` (`-`: stdin): reads a PGN and
//! prints its moves in UCI on one line and the final FEN on the next.

use std::io::Read;

use anyhow::{Context, Result};
use clap::Args;
use raja_core::Game;
use raja_core::pgn::Tags;

use crate::position_args::PositionArgs;

/// Longest PGN read (as the core's reader allows).
const MAX_BYTES: u64 = 1 << 20;

/// Write a game as PGN, or read one with --import
#[derive(Args, Debug)]
#[command(override_usage = "raja pgn [OPTIONS] <GAME>\n       raja pgn --import <FILE>")]
pub struct Pgn {
    /// Game id: chess, chess960, antichess or crazyhouse
    #[arg(required_unless_present = "import")]
    game: Option<String>,
    #[command(flatten)]
    position: PositionArgs,
    /// Read this PGN (`-`: stdin); print its moves and its last FEN
    #[arg(long, value_name = "FILE", conflicts_with_all = ["game", "fen", "chess960", "moves", "seed"])]
    import: Option<String>,
}

impl Pgn {
    pub fn run(&self) -> Result<()> {
        match (&self.import, &self.game) {
            (Some(path), _) => {
                let game = Game::from_pgn(&read(path)?)?;
                crate::output::lines([game.action_texts().join(" "), game.fen()])
            }
            (None, Some(id)) => {
                let game = self.position.game(id)?;
                let pgn = game.pgn(&Tags::default())?;
                crate::output::line(pgn.trim_end())
            }
            // clap requires one of them.
            (None, None) => anyhow::bail!("give a game or --import FILE"),
        }
    }
}

fn read(path: &str) -> Result<String> {
    let mut text = String::new();
    let reader: Box<dyn Read> = match path {
        "-" => Box::new(std::io::stdin()),
        _ => Box::new(std::fs::File::open(path).with_context(|| path.to_string())?),
    };
    reader
        .take(MAX_BYTES + 1)
        .read_to_string(&mut text)
        .with_context(|| path.to_string())?;
    Ok(text)
}
