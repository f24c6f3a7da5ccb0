//! Loading saves: no input may panic, and a loaded save saves and loads again
//! to the same game.
#![no_main]

use libfuzzer_sys::fuzz_target;
use raja_core::Game;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(game) = Game::load_from_str(text) else {
        return;
    };
    let again = Game::load_from_str(&game.save_to_string()).expect("a written save loads");
    assert_eq!(again.fen(), game.fen());
    let _ = game.status();
});
