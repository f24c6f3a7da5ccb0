//! The game data are strict: a misspelt key in a game's RON is an error naming
//! it, not a field silently left at its default. So are saves.

use raja_core::data::GameData;

const CHESS: &str = include_str!("../games/chess.ron");

/// `text` with its first `key:` renamed to `wrong:`.
fn misspelt(key: &str, wrong: &str) -> String {
    let at = CHESS
        .find(&format!("{key}:"))
        .unwrap_or_else(|| panic!("chess.ron has a key {key}"));
    format!("{}{wrong}{}", &CHESS[..at], &CHESS[at + key.len()..])
}

#[test]
fn every_game_file_reads_as_written() {
    assert!(ron::from_str::<GameData>(CHESS).is_ok());
    for id in raja_core::game_ids() {
        assert!(raja_core::variant(id).is_ok(), "{id}");
    }
}

#[test]
fn a_misspelt_key_is_an_error_at_every_level() {
    // The game, an army, a piece, one of its moves and a slide's range.
    for (key, wrong) in [
        ("check", "chek"),
        ("forward", "foward"),
        ("royal", "roial"),
        ("movement", "movment"),
        ("range", "rnge"),
        // The evaluation's view of the game.
        ("family", "famliy"),
    ] {
        let error = ron::from_str::<GameData>(&misspelt(key, wrong))
            .err()
            .unwrap_or_else(|| panic!("{wrong} was read"));
        assert!(error.to_string().contains(wrong), "{wrong}: {error}");
    }
}

#[test]
fn a_misspelt_key_in_a_save_is_an_error_naming_it() {
    let game = raja_core::Game::new("chaturaji-dice", 7).expect("a game");
    let text = game.save_to_string();
    assert!(raja_core::Game::load_from_str(&text).is_ok());
    // An optional field misspelt would otherwise load as left out.
    for (key, wrong) in [
        ("scripted_rolls", "scripted_rols"),
        ("start_fen", "strat_fen"),
    ] {
        let at = text
            .find(&format!("{key}:"))
            .expect("the save writes every field");
        let misspelt = format!("{}{wrong}{}", &text[..at], &text[at + key.len()..]);
        let error = raja_core::Game::load_from_str(&misspelt)
            .err()
            .unwrap_or_else(|| panic!("{wrong} was read"));
        assert!(error.to_string().contains(wrong), "{wrong}: {error}");
    }
}
