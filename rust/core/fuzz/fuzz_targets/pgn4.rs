//! The PGN4 move text reader: no input may panic, and whatever it plays writes
//! a record that reads back to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use raja_core::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for id in ["fourplayer-teams", "fourplayer-ffa"] {
        let mut game = Game::new(id, 0).expect("built-in game");
        let _ = game.play_pgn4(text);
        let Ok(record) = game.pgn4() else { continue };
        let mut again = Game::new(id, 0).expect("built-in game");
        again.play_pgn4(&record).expect("a written record reads");
        assert_eq!(again.fen(), game.fen());
    }
});
