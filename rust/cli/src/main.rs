//! `raja`: the command line of the raja engine (DESIGN.md, "Command line").
//! Bad input exits 2 with one line on stderr that names the problem.

mod args;
mod commands;
mod fairy;
mod output;
mod uci;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match commands::run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("error: {message}");
            ExitCode::from(2)
        }
    }
}
