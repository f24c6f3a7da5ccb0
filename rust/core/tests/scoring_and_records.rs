//! What each game counts for its players, as the status reports it to the seats
//! (points for captures, Seasons chess's coins, nothing in two-player chess), and
//! the record format it is exchanged in.

use raja_core::Game;

fn scoring(id: &str) -> &'static str {
    Game::new(id, 1).unwrap().status().scoring
}

#[test]
fn four_army_games_count_points() {
    for id in [
        "chaturaji",
        "chaturaji-teams-dice",
        "chaturanga4",
        "fourplayer-ffa",
    ] {
        assert_eq!(scoring(id), "points", "{id}");
    }
}

#[test]
fn seasons_chess_counts_coins() {
    assert_eq!(scoring("seasons"), "coins");
    assert_eq!(scoring("seasons-dice"), "coins");
}

#[test]
fn chess_and_its_variants_count_nothing() {
    for id in [
        "chess",
        "chess960",
        "antichess",
        "atomic",
        "crazyhouse",
        "duck",
        "fog",
        "friendly",
    ] {
        assert_eq!(scoring(id), "nothing", "{id}");
    }
}

#[test]
fn chess_is_recorded_as_pgn_and_four_player_chess_as_pgn4() {
    let mut chess = Game::new("chess", 1).unwrap();
    chess.play("e2e4").unwrap();
    let pgn = chess.standard_record().unwrap().unwrap();
    assert!(
        pgn.contains("[White \"?\"]") && pgn.contains("1. e4 *"),
        "{pgn}"
    );
    let mut four = Game::new("fourplayer-ffa", 1).unwrap();
    four.play("e2e4").unwrap();
    let pgn4 = four.standard_record().unwrap().unwrap();
    assert!(
        pgn4.contains("[Variant \"FFA\"]") && pgn4.contains("1. e2-e4"),
        "{pgn4}"
    );
    for id in ["antichess", "crazyhouse"] {
        let mut game = Game::new(id, 1).unwrap();
        game.play("e2e4").unwrap();
        let pgn = game.standard_record().unwrap().unwrap();
        assert!(
            pgn.contains("[Variant \"") && pgn.contains("1. e4 *"),
            "{id}: {pgn}"
        );
    }
    assert!(
        Game::new("chaturaji", 1)
            .unwrap()
            .standard_record()
            .is_none()
    );
}
