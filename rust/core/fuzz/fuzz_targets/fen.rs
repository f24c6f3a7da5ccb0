//! The FEN parsers of every game (our own FEN for the four-army games, the chess
//! FEN of Fairy-Stockfish for the two-player ones: pockets, the duck, merged
//! pieces, counts, Shogi's hands), and play from whatever they accept: no input
//! may panic, an accepted FEN writes a FEN that reads back to the same position
//! and writes the same text, and the game played from it still writes a FEN that
//! reads. Input: a FEN, optionally a newline and moves.
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
        assert_eq!(fen::write(&variant, &again), written, "{id}");
        let Ok(mut game) = Game::from_fen(id, fen_text) else {
            continue;
        };
        let _ = game.status();
        let _ = game.legal_move_strings();
        let _ = game.perft(1);
        let _ = game.play_all(moves);
        if !game.position().rule_state().second_part_due {
            fen::parse(&variant, &game.fen()).expect("the FEN of a game played reads");
        }
        let _ = game.undo();
    }
});
