//! One module per subcommand: its options as a struct, and what it does.

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
pub mod soak;
mod sprt;
mod status;
mod tune;
mod uci;
mod uci_match;

use anyhow::Result;
use clap::Subcommand;

/// A command that ran to its end and found what it looks for broken: exit 1,
/// not bad input's 2.
#[derive(Debug, thiserror::Error)]
#[error("{0}")]
pub struct Failed(pub String);

#[derive(Subcommand, Debug)]
pub enum Command {
    Games(games::Games),
    Perft(perft::Perft),
    Moves(moves::Moves),
    Fen(fen::Fen),
    Status(status::Status),
    Selfplay(selfplay::Selfplay),
    Soak(soak::Soak),
    Match(uci_match::Match),
    Bench(bench::Bench),
    Compare(compare::Compare),
    Pgn(pgn::Pgn),
    Tune(tune::Tune),
    Uci(uci::Uci),
}

impl Command {
    pub fn run(&self) -> Result<()> {
        match self {
            Command::Games(command) => command.run(),
            Command::Perft(command) => command.run(),
            Command::Moves(command) => command.run(),
            Command::Fen(command) => command.run(),
            Command::Status(command) => command.run(),
            Command::Selfplay(command) => command.run(),
            Command::Soak(command) => command.run(),
            Command::Match(command) => command.run(),
            Command::Bench(command) => command.run(),
            Command::Compare(command) => command.run(),
            Command::Pgn(command) => command.run(),
            Command::Tune(command) => command.run(),
            Command::Uci(command) => command.run(),
        }
    }
}
