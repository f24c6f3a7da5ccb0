//! `raja uci`'s input: any lines a GUI (or anyone) may send. Nothing may panic,
//! every answer is a line of the protocol, and the engine is still there after
//! each line. Input: the first byte picks the variant, the rest are lines.
#![no_main]

use libfuzzer_sys::fuzz_target;
use raja::uci_server::{Captured, Dialect, Flow, Output, Server, VARIANTS, parse};

/// The lines an answer may start with.
const ANSWERS: &[&str] = &[
    "id name ",
    "id author ",
    "option name ",
    "uciok",
    "readyok",
    "info ",
    "bestmove ",
    "Nodes searched: ",
];

fuzz_target!(|data: &[u8]| {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let variant = &VARIANTS[usize::from(pick) % VARIANTS.len()];
    let text = String::from_utf8_lossy(rest);
    let captured = Captured::default();
    let mut server = Server::new(Output::new(captured.clone()), variant.name).expect("a variant");
    for line in text.lines().take(64) {
        for dialect in [Dialect::Standard, Dialect::FourPlayer] {
            let _ = parse(line, dialect);
        }
        // A perft is heard only between its root moves: a deep one would
        // stall the run, not find a bug.
        let deep_perft = line.contains("perft")
            && line
                .split_whitespace()
                .any(|w| w.parse::<u64>().is_ok_and(|n| n > 2));
        if deep_perft {
            continue;
        }
        if server.handle(line) == Flow::Quit {
            break;
        }
        // Every search stopped at once: this fuzzes the protocol, not the search.
        server.handle("stop");
        server.handle("isready");
        assert!(captured.text().ends_with("readyok\n"), "the engine answers");
    }
    drop(server);
    for line in captured.text().lines() {
        let perft_line = line.is_empty()
            || line
                .rsplit_once(": ")
                .is_some_and(|(_, n)| n.parse::<u64>().is_ok());
        assert!(
            perft_line || ANSWERS.iter().any(|a| line.starts_with(a)),
            "not an answer: {line:?}"
        );
    }
});
