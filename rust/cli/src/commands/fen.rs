//! `raja fen <game> [--fen F] [--moves "…"] [--fen4]`: the position's FEN, or
//! with `--fen4` chess.com's FEN4 (four-player chess).

use crate::args::Args;

pub fn run(args: &Args) -> Result<(), String> {
    args.expect_positional(
        1,
        "raja fen <game> [--fen F] [--moves \"…\"] [--seed S] [--fen4]",
    )?;
    let game = args.game()?;
    crate::output::line(if args.fen4 { game.fen4() } else { game.fen() })
}
