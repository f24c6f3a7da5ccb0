//! `raja status <game> [--fen F] [--moves "…"]`: one JSON object.

use crate::args::Args;

pub fn run(args: &Args) -> Result<(), String> {
    args.expect_positional(1, "raja status <game> [--fen F] [--moves \"…\"] [--seed S]")?;
    let status = args.game()?.status();
    let json = serde_json::to_string(&status).map_err(|e| e.to_string())?;
    crate::output::line(json)
}
