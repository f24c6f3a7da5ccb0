//! `raja perft <game> <depth> [--fen F] [--moves "…"] [--divide]`; last line `nodes <N>`.

use crate::args::Args;

const USAGE: &str = "raja perft <game> <depth> [--fen F] [--moves \"…\"] [--divide]";

pub fn run(args: &Args) -> Result<(), String> {
    args.expect_positional(2, USAGE)?;
    let depth_text = &args.positional[1];
    let depth: u32 = depth_text
        .parse()
        .ok()
        .filter(|d| *d <= 64)
        .ok_or_else(|| format!("depth {depth_text:?} is not a number from 0 to 64"))?;
    let game = args.game()?;
    let nodes = if args.divide {
        let divided = game.divide(depth).map_err(|e| e.to_string())?;
        crate::output::lines(
            divided
                .iter()
                .map(|(text, nodes)| format!("{text}: {nodes}")),
        )?;
        if depth == 0 {
            1
        } else {
            divided.iter().map(|(_, n)| n).sum()
        }
    } else {
        game.perft(depth).map_err(|e| e.to_string())?
    };
    crate::output::line(format!("nodes {nodes}"))
}
