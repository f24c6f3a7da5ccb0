//! Move strings, the FEN (every field round-trips; errors name the field), saves
//! (versioned RON, atomic write, replay) and errors as values.

mod common;

use raja_core::{Army, Error, Game};

const START: &str = "gBgP2yKyEyNyB/gNgP2yPyPyPyP/gEgP6/gKgP6/6bPbK/6bPbE/rPrPrPrP2bPbN/rBrNrErK2bPbB r LLLL 0,0,0,0 0,0,0,0 0 0 -";

#[test]
fn fen_of_the_start_position() {
    assert_eq!(Game::new("chaturaji", 0).unwrap().fen(), START);
}

#[test]
fn fen_round_trips_every_field() {
    let examples = [
        START,
        // Green out, yellow resigned, points, kings taken, clocks.
        "gB7/8/8/gK2rE4/8/8/4yK3/3rK4 r LXRL 12,0,3,1 1,0,0,0 17 93 -",
    ];
    for fen in examples {
        assert_eq!(Game::from_fen("chaturaji", fen).unwrap().fen(), fen);
    }
    let dice = [
        // Seed 7, 12 dice thrown, a 3 and a 5 to play, nothing played yet.
        "gBgP2yKyEyNyB/gNgP2yPyPyPyP/gEgP6/gKgP6/6bPbK/6bPbE/rPrPrPrP2bPbN/rBrNrErK2bPbB g LLLL 0,0,0,0 0,0,0,0 0 1 7:12:35:-",
        // One die left after a capture this turn.
        "gBgP2yKyEyNyB/gNgP2yPyPyPyP/gEgP6/gKgP6/6bPbK/6bPbE/rPrPrPrP2bPbN/rBrNrErK2bPbB y LLLL 0,0,0,0 0,0,0,0 0 1 7:12:3:i",
    ];
    for fen in dice {
        let parsed =
            raja_core::fen::parse(&raja_core::variant("chaturaji-dice").unwrap(), fen).unwrap();
        assert_eq!(
            raja_core::fen::write(&raja_core::variant("chaturaji-dice").unwrap(), &parsed),
            fen
        );
    }
}

#[test]
fn fen_errors_name_the_field() {
    let cases = [
        ("", "fields"),
        ("8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 -", "board"),
        ("9/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 -", "board"),
        ("rX7/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 -", "board"),
        ("xK7/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 -", "board"),
        (
            "8/8/8/8/8/8/8/8 q LLLL 0,0,0,0 0,0,0,0 0 0 -",
            "side to move",
        ),
        ("8/8/8/8/8/8/8/8 r LLL 0,0,0,0 0,0,0,0 0 0 -", "armies"),
        ("8/8/8/8/8/8/8/8 r LLLZ 0,0,0,0 0,0,0,0 0 0 -", "armies"),
        ("8/8/8/8/8/8/8/8 r LLLL 0,0,0 0,0,0,0 0 0 -", "points"),
        ("8/8/8/8/8/8/8/8 r LLLL 0,0,0,-1 0,0,0,0 0 0 -", "points"),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,4 0 0 -",
            "kings taken",
        ),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 x 0 -",
            "halfmove clock",
        ),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 99999999999 -",
            "ply",
        ),
        ("8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 1:2:3:-", "dice"),
        (
            "8/8/8/8/8/8/8/8 r XLLL 0,0,0,0 0,0,0,0 0 0 -",
            "side to move",
        ),
    ];
    for (fen, field) in cases {
        match Game::from_fen("chaturaji", fen) {
            Err(Error::BadFen { field: f, .. }) => assert_eq!(f, field, "{fen}"),
            other => panic!("{fen}: {:?}", other.map(|g| g.fen())),
        }
    }
    let dice_cases = [
        ("8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 -", "dice"),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 1:2:7:-",
            "dice faces",
        ),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 1:2:123:-",
            "dice faces",
        ),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 1:99999999:-:-",
            "dice thrown",
        ),
        (
            "8/8/8/8/8/8/8/8 r LLLL 0,0,0,0 0,0,0,0 0 0 1:2:-:m",
            "dice turn",
        ),
    ];
    for (fen, field) in dice_cases {
        match Game::from_fen("chaturaji-dice", fen) {
            Err(Error::BadFen { field: f, .. }) => assert_eq!(f, field, "{fen}"),
            other => panic!("{fen}: {:?}", other.map(|g| g.fen())),
        }
    }
}

#[test]
fn move_strings_from_to_and_promotion_letter() {
    let fen = common::fen("rKd1 rPa7 rPb7 gKa4 gEa3 yKg5 yEg6 bKh2 bEg2", 'r');
    let mut game = Game::from_fen("chaturaji", &fen).unwrap();
    let moves = common::sorted_moves(&game);
    assert!(moves.contains(&"a7a8b".to_string()));
    // The letter may be left out (the square decides), and must fit if given.
    assert!(game.clone().play("a7a8").is_ok());
    assert!(game.clone().play("a7a8n").is_err());
    assert!(game.play("a7a8B").is_ok());
}

#[test]
fn illegal_move_error_names_move_and_ply() {
    let mut game = Game::new("chaturaji", 0).unwrap();
    game.play("d2d3").unwrap();
    let error = game.play("e2e5").unwrap_err();
    assert_eq!(
        error.to_string(),
        "move e2e5 is not legal after 1 move(s): there is no piece on e2"
    );
    for garbage in ["", "z9z9", "d2", "d2d3d4", "é", "pass", "a1a1", "d2d3xx"] {
        assert!(game.clone().play(garbage).is_err(), "{garbage:?}");
    }
}

#[test]
fn unknown_game_is_an_error() {
    assert_eq!(
        Game::new("chess-9000", 0).err(),
        Some(Error::UnknownGame("chess-9000".into()))
    );
}

#[test]
fn undo_takes_back_moves_and_resignations() {
    let mut game = Game::new("chaturaji", 0).unwrap();
    game.play("d2d3").unwrap();
    game.resign(Army::SECOND).unwrap();
    game.undo().unwrap();
    game.undo().unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(game.undo(), Err(Error::NothingToUndo));
}

#[test]
fn save_is_versioned_ron_written_atomically_and_replays() {
    let mut game = Game::new("chaturaji-dice", 5).unwrap();
    for _ in 0..30 {
        let mv = game.legal_move_strings()[0].clone();
        game.play(&mv).unwrap();
    }
    let dir = std::env::temp_dir().join(format!("raja-save-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.ron");
    game.save_to_file(&path).unwrap();
    assert!(
        !dir.join("game.ron.tmp").exists(),
        "the temporary file was renamed"
    );
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("format: 2"));
    let loaded = Game::load_from_file(&path).unwrap();
    assert_eq!(loaded.fen(), game.fen());
    // A save that cannot be renamed into place (a folder stands there) fails and
    // leaves neither the folder's contents changed nor a temporary file.
    let folder = dir.join("folder");
    std::fs::create_dir_all(folder.join("inside")).unwrap();
    assert!(game.save_to_file(&folder).is_err());
    assert!(folder.join("inside").is_dir());
    assert!(
        !dir.join("folder.tmp").exists(),
        "a failed save leaves no temporary file"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_resignation_is_saved_as_it_is_typed_and_old_saves_still_load() {
    let mut game = Game::new("fourplayer-ffa", 0).unwrap();
    game.play_all("e2e4 resign:blue").unwrap();
    let text = game.save_to_string();
    assert!(
        text.contains("format: 2") && text.contains("\"resign:blue\""),
        "{text}"
    );
    assert_eq!(Game::load_from_str(&text).unwrap().fen(), game.fen());
    // Format 1 wrote `resign <letter>`, which format 2 does not read.
    let old = text
        .replace("format: 2", "format: 1")
        .replace("resign:blue", "resign b");
    assert_eq!(Game::load_from_str(&old).unwrap().fen(), game.fen());
    let mixed = text.replace("resign:blue", "resign b");
    assert!(matches!(
        Game::load_from_str(&mixed),
        Err(Error::BadSave(_))
    ));
}

#[test]
fn bad_saves_are_errors() {
    let game = Game::new("chaturaji", 0).unwrap();
    let good = game.save_to_string();
    let cases = [
        String::new(),
        "(".to_string(),
        good.replace("format: 2", "format: 3"),
        good.replace("format: 2", "format: 0"),
        good.replace("\"chaturaji\"", "\"nope\""),
        good.replace("actions: []", "actions: [\"e2e5\"]"),
        good.replace("actions: []", "actions: [\"d2d3\"]"),
    ];
    for text in cases {
        assert!(
            matches!(Game::load_from_str(&text), Err(Error::BadSave(_))),
            "{text}"
        );
    }
    assert!(Game::load_from_file(std::path::Path::new("/nonexistent/x.ron")).is_err());
}

#[test]
fn status_is_one_json_object_with_everything() {
    let game = Game::new("chaturaji-dice", 3).unwrap();
    let value = common::status_value(&game);
    for key in [
        "game",
        "to_move",
        "dice",
        "armies",
        "over",
        "reason",
        "ranking",
        "winning_team",
        "draw",
    ] {
        assert!(value.get(key).is_some(), "{key}");
    }
}

#[test]
fn a_pass_is_named_by_pass_or_by_a_piece_staying_on_its_square() {
    let janggi = raja_core::variant("janggi").unwrap();
    let named = |text: &str| raja_core::notation::names_a_pass(&janggi, text);
    assert!(named("pass") && named("e2e2") && named("f10f10"));
    // A move, a promotion in place (Sittuyin's `e5e5f`), a drop, nonsense
    // (`é` is one character of two bytes: no half of it is text).
    assert!(!named("e2e3") && !named("e5e5f") && !named("K@e2") && !named("x9x9") && !named(""));
    assert!(!named("é") && !named("éé"));
}
