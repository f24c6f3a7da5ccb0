//! The FEN parser, and play from whatever it accepts: no input may panic, and an
//! accepted FEN must round-trip. Input: a FEN, optionally a newline and moves.
#![no_main]

use libfuzzer_sys::fuzz_target;
use raja_core::{Game, fen};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let (fen_text, moves) = text.split_once('\n').unwrap_or((text, ""));
    for id in raja_core::game_ids() {
        let variant = raja_core::variant(id).expect("built-in game");
        let Ok(position) = fen::parse(&variant, fen_text) else {
            continue;
        };
        let written = fen::write(&variant, &position);
        let again = fen::parse(&variant, &written).expect("a written FEN parses");
        assert_eq!(again, position, "{written}");
        let Ok(mut game) = Game::from_fen(id, fen_text) else {
            continue;
        };
        let _ = game.status();
        let _ = game.legal_move_strings();
        let _ = game.perft(1);
        let _ = game.play_all(moves);
        let _ = game.undo();
    }
});
