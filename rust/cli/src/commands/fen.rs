//! `raja fen <game> [--fen F] [--moves "…"]`: the position's FEN.

use crate::args::Args;

pub fn run(args: &Args) -> Result<(), String> {
    args.expect_positional(1, "raja fen <game> [--fen F] [--moves \"…\"] [--seed S]")?;
    crate::output::line(args.game()?.fen())
}
