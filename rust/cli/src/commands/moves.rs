//! `raja moves <game> [--fen F] [--moves "…"]`: one legal move a line.

use crate::args::Args;

pub fn run(args: &Args) -> Result<(), String> {
    args.expect_positional(1, "raja moves <game> [--fen F] [--moves \"…\"] [--seed S]")?;
    crate::output::lines(args.game()?.legal_move_strings())
}
