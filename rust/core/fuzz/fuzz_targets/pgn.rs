//! PGN import and SAN: no input may panic, and an imported game writes a PGN
//! that reads back to the same game. Input: a PGN (the first game is read); the
//! same text is also tried as one SAN move in every game's start that writes SAN.
#![no_main]

use libfuzzer_sys::fuzz_target;
use raja_core::Game;
use raja_core::pgn::Tags;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(game) = Game::from_pgn(text) {
        let written = game
            .pgn(&Tags::default())
            .expect("an imported game writes its PGN");
        let again = Game::from_pgn(&written).expect("a written PGN reads");
        assert_eq!(again.fen(), game.fen(), "{written}");
        assert_eq!(again.outcome(), game.outcome(), "{written}");
    }
    let token = text.lines().next().unwrap_or("");
    for id in raja_core::game_ids() {
        let Ok(game) = Game::new(id, 0) else { continue };
        if game.moves_in_san() {
            let _ = raja_core::san::parse_san(game.variant(), game.position(), &game.legal_moves(), token);
        }
    }
});
