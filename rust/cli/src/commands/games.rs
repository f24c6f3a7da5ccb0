//! `raja games`: one game id a line.

pub fn run() -> Result<(), String> {
    crate::output::lines(raja_core::game_ids())
}
