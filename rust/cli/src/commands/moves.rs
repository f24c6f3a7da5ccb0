//! `raja moves <game> [--fen F] [--moves "…"]`: one legal move a line.

use anyhow::Result;
use clap::Args;

use crate::position_args::PositionArgs;

/// List the legal moves of a position, one a line
#[derive(Args, Debug)]
pub struct Moves {
    /// Game id (raja games lists them)
    game: String,
    #[command(flatten)]
    position: PositionArgs,
}

impl Moves {
    pub fn run(&self) -> Result<()> {
        crate::output::lines(self.position.game(&self.game)?.legal_move_strings())
    }
}
