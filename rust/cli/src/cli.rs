//! The command line's grammar (each subcommand a struct, in `commands`) and the exit
//! codes: bad input, a command-line mistake included, exits 2 with one line on
//! stderr that names the problem (docs/design.md, "Command line"); a check that
//! ran and found faults (`raja soak`) exits 1.

use std::process::ExitCode;

use clap::Parser;

use crate::commands::{Command, Failed};
use crate::parse_error::OneLine;

/// The engine of Štyria králi on the command line
#[derive(Parser, Debug)]
#[command(
    name = "raja",
    version,
    subcommand_required = true,
    arg_required_else_help = false,
    disable_help_subcommand = true
)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Command,
}

/// Parses the arguments, runs the command and says how it went.
pub fn run() -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        // `--help` and `--version` print to stdout and exit 0; mistakes exit 2.
        Err(error) => error.apply::<OneLine>().exit(),
    };
    match cli.command.run() {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            // `{:#}` joins the error's context into one line; a message that
            // carries a line break of its input still makes one line.
            let message = format!("{error:#}");
            eprintln!(
                "error: {}",
                message.split_whitespace().collect::<Vec<_>>().join(" ")
            );
            match error.downcast_ref::<Failed>() {
                Some(_) => ExitCode::from(1),
                None => ExitCode::from(2),
            }
        }
    }
}
