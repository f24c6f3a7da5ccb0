//! What each game counts for its players, as the status reports it to the seats:
//! points for captures, Seasons chess's coins, nothing in two-player chess.

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
