//! `raja games`: one game id a line.

pub fn run() -> Result<(), String> {
    for id in raja_core::game_ids() {
        println!("{id}");
    }
    Ok(())
}
