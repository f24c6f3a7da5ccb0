use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("games") => {
            for id in raja_core::game_ids() {
                println!("{id}");
            }
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("error: usage: raja <games|perft|moves|fen|status|selfplay|bench> …");
            ExitCode::from(2)
        }
    }
}
