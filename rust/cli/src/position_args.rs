//! The options that set up a position, shared by `perft`, `moves`, `fen`, `status` and
//! `pgn`: a FEN or a Chess960 start, moves played from it, the dice seed.

use anyhow::Result;
use clap::Args;
use raja_core::Game;

#[derive(Args, Debug, Clone, Default)]
pub struct PositionArgs {
    /// Start from this FEN (or chess.com FEN4) instead of the game's start
    #[arg(long, value_name = "FEN", conflicts_with = "chess960")]
    pub fen: Option<String>,
    /// Start from Chess960 position N (0–959; 518 is the classical start)
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    pub chess960: Option<u16>,
    /// Play these moves first, space separated
    #[arg(long, value_name = "\"M1 M2 …\"")]
    pub moves: Option<String>,
    /// Seed of the dice (and of the Chess960 start when none is given)
    #[arg(long, allow_negative_numbers = true)]
    pub seed: Option<u64>,
}

impl PositionArgs {
    /// The game `id` from `--fen`, `--chess960` or its start, with `--moves` played.
    pub fn game(&self, id: &str) -> Result<Game> {
        let seed = self.seed.unwrap_or(0);
        let mut game = match (&self.fen, self.chess960) {
            (Some(fen), _) => Game::with_rolls(id, seed, Some(fen), &[]),
            (None, Some(number)) => Game::chess960(id, number),
            (None, None) => Game::new(id, seed),
        }?;
        if let Some(moves) = &self.moves {
            game.play_all(moves)?;
        }
        Ok(game)
    }
}
