//! `raja fen <game> [--fen F] [--moves "…"] [--fen4]`: the position's FEN, or
//! with `--fen4` chess.com's FEN4 (four-player chess).

use anyhow::Result;
use clap::Args;

use crate::position_args::PositionArgs;

/// Print the FEN of a position
#[derive(Args, Debug)]
pub struct Fen {
    /// Game id (raja games lists them)
    game: String,
    #[command(flatten)]
    position: PositionArgs,
    /// Write chess.com's FEN4 (four-player chess)
    #[arg(long)]
    fen4: bool,
}

impl Fen {
    pub fn run(&self) -> Result<()> {
        let game = self.position.game(&self.game)?;
        crate::output::line(if self.fen4 { game.fen4() } else { game.fen() })
    }
}
