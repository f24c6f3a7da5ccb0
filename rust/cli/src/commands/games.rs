//! `raja games`: one game id a line.

use anyhow::Result;
use clap::Args;

/// List the game ids, one a line
#[derive(Args, Debug)]
pub struct Games {}

impl Games {
    pub fn run(&self) -> Result<()> {
        crate::output::lines(raja_core::game_ids())
    }
}
