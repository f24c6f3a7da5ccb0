//! One module per subcommand.

mod bench;
mod compare;
mod elo;
mod fen;
mod games;
mod moves;
mod openings;
mod perft;
mod pgn;
mod report;
mod selfplay;
mod sprt;
mod status;
mod uci_match;

use crate::args::Args;

const USAGE: &str = "usage: raja <games|perft|moves|fen|status|selfplay|match|bench|compare|pgn> …";

pub fn run(args: &[String]) -> Result<(), String> {
    let Some((command, rest)) = args.split_first() else {
        return Err(USAGE.into());
    };
    match command.as_str() {
        "games" => games::run(),
        "perft" => perft::run(&Args::parse(rest)?),
        "moves" => moves::run(&Args::parse(rest)?),
        "fen" => fen::run(&Args::parse(rest)?),
        "status" => status::run(&Args::parse(rest)?),
        "selfplay" => selfplay::run(&Args::parse(rest)?),
        "match" => uci_match::run(&Args::parse(rest)?),
        "bench" => bench::run(&Args::parse(rest)?),
        "compare" => compare::run(&Args::parse(rest)?),
        "pgn" => pgn::run(&Args::parse(rest)?),
        other => Err(format!("unknown command {other:?}; {USAGE}")),
    }
}
