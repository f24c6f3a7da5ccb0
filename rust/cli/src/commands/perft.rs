//! `raja perft <game> <depth> [--fen F] [--moves "…"] [--divide]`; last line `nodes <N>`.

use anyhow::Result;
use clap::Args;

use crate::position_args::PositionArgs;

/// The deepest perft taken: far beyond any that ends in a lifetime.
const MAX_DEPTH: u32 = 64;

/// Count the move tree's leaves to a depth; the last line is `nodes <N>`
#[derive(Args, Debug)]
pub struct Perft {
    /// Game id (raja games lists them)
    game: String,
    /// Plies to count (0–64)
    #[arg(value_parser = depth, allow_negative_numbers = true)]
    depth: u32,
    #[command(flatten)]
    position: PositionArgs,
    /// First a line per legal move with its count
    #[arg(long)]
    divide: bool,
}

fn depth(text: &str) -> Result<u32, String> {
    text.parse()
        .ok()
        .filter(|d| *d <= MAX_DEPTH)
        .ok_or_else(|| format!("is not a number from 0 to {MAX_DEPTH}"))
}

impl Perft {
    pub fn run(&self) -> Result<()> {
        let game = self.position.game(&self.game)?;
        let nodes = if self.divide {
            let divided = game.divide(self.depth)?;
            crate::output::lines(
                divided
                    .iter()
                    .map(|(text, nodes)| format!("{text}: {nodes}")),
            )?;
            if self.depth == 0 {
                1
            } else {
                divided.iter().map(|(_, n)| n).sum()
            }
        } else {
            game.perft(self.depth)?
        };
        crate::output::line(format!("nodes {nodes}"))
    }
}
