//! The FEN4 parser (chess.com, four-player chess), and play from whatever it
//! accepts: no input may panic, and an accepted FEN4 must round-trip to the same
//! FEN4. Input: a FEN4, optionally a newline and moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use raja_core::{Game, fen4};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (fen_text, moves) = text.split_once('\n').unwrap_or((text, ""));
    for id in ["fourplayer-teams", "fourplayer-ffa"] {
        let variant = raja_core::variant(id).expect("built-in game");
        let Ok(position) = fen4::parse(&variant, fen_text) else {
            continue;
        };
        let written = fen4::write(&variant, &position);
        let again = fen4::parse(&variant, &written).expect("a written FEN4 parses");
        assert_eq!(fen4::write(&variant, &again), written);
        let Ok(mut game) = Game::from_fen(id, fen_text) else {
            continue;
        };
        let _ = game.status();
        let _ = game.perft(1);
        let _ = game.play_all(moves);
        let _ = game.pgn4();
    }
});
