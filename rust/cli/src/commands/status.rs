//! `raja status <game> [--fen F] [--moves "…"]`: one JSON object.

use anyhow::Result;
use clap::Args;

use crate::position_args::PositionArgs;

/// Print the state of a position as one JSON object
#[derive(Args, Debug)]
pub struct Status {
    /// Game id (raja games lists them)
    game: String,
    #[command(flatten)]
    position: PositionArgs,
}

impl Status {
    pub fn run(&self) -> Result<()> {
        let status = self.position.game(&self.game)?.status();
        crate::output::line(serde_json::to_string(&status)?)
    }
}
