//! Čaturádží in teams: Red + Yellow against Green + Black (docs/spec/chaturaji.sk.txt
//! "Pravidlá: Tímy", docs/rules/chaturaji.md "Teams").

mod common;

use common::{fen, fen_with, moves_from};
use raja_core::{Army, EndReason, Game, GameResult};

const ID: &str = "chaturaji-teams";

fn game(fen: &str) -> Game {
    common::game(ID, fen)
}

fn result(game: &Game) -> (EndReason, GameResult) {
    let outcome = game.outcome().expect("game over");
    (outcome.reason, outcome.result.clone())
}

#[test]
fn teams_are_red_and_yellow_against_green_and_black() {
    let variant = raja_core::variant(ID).unwrap();
    let [red, green, yellow, black] = [0, 1, 2, 3].map(Army::new);
    assert_eq!(variant.teams(), vec![vec![red, yellow], vec![green, black]]);
}

#[test]
fn the_status_names_the_partnerships_with_their_points() {
    let mut game = game(&fen("rKb1 rEd4 yKh8 gKa8 gEa7 bKh1 bEh2 bPf4", 'r'));
    game.play("d4f4").unwrap();
    let status = common::status_value(&game);
    let teams = status["teams"].as_array().unwrap();
    assert_eq!(teams.len(), 2);
    assert_eq!(teams[0]["armies"], serde_json::json!(["red", "yellow"]));
    assert_eq!(teams[1]["armies"], serde_json::json!(["green", "black"]));
    assert_eq!(teams[0]["points"], status["armies"][0]["points"]);
    assert!(teams[0]["points"].as_u64().unwrap() > 0, "red took a pawn");
    assert_eq!(teams[1]["points"], 0);
    let alone = Game::new("chaturaji", 1).unwrap();
    assert!(common::status_value(&alone).get("teams").is_none());
}

#[test]
fn partners_never_capture_each_others_pieces() {
    let game = game(&fen("rKb1 rEd4 yPd6 yKh8 gKa8 gEa7 bKh1 bEh2 bPf4", 'r'));
    let moves = moves_from(&game, "d4");
    assert!(
        !moves.contains(&"d4d6".to_string()),
        "yellow is red's partner"
    );
    assert!(moves.contains(&"d4f4".to_string()), "black is an enemy");
}

#[test]
fn partner_grey_pieces_stay_untouchable() {
    let game = game(&fen_with(
        "rKb1 rEd4 yPd6 yKh8 gKa8 gEa7 bKh1 bEh2",
        'r',
        "LLXL",
    ));
    assert!(!moves_from(&game, "d4").contains(&"d4d6".to_string()));
}

#[test]
fn grey_enemy_pieces_may_be_taken_for_no_points() {
    let mut game = game(&fen_with(
        "rKb1 rEd4 gPd6 gKh8 yKa8 yEa7 bKh1 bEh2",
        'r',
        "LXLL",
    ));
    game.play("d4d6").unwrap();
    assert_eq!(game.status().armies[0].points, 0);
}

#[test]
fn partner_plays_on_after_elimination() {
    // Green takes red's king; yellow, red's partner, plays on and red is skipped.
    let mut game = game(&fen("rKd1 rPa2 gEd5 gKa8 yKh8 yEg8 bKh1 bEh2", 'g'));
    game.play("d5d1").unwrap();
    assert!(!game.is_over());
    assert_eq!(game.status().armies[0].state, "eliminated");
    assert_eq!(game.status().to_move, "yellow");
    game.play("g8g7").unwrap();
    game.play("h2h3").unwrap();
    assert_eq!(game.status().to_move, "green", "red is skipped");
}

#[test]
fn team_wins_by_capturing_both_enemy_kings() {
    // Black is out already; red takes green's king.
    let mut game = game(&fen_with(
        "rKd1 rEa1 gKa5 gPb5 yKh8 yEg8 bKh1 bEh2",
        'r',
        "LLLX",
    ));
    game.play("a1a5").unwrap();
    assert_eq!(
        result(&game),
        (EndReason::KingsCaptured, GameResult::TeamWin { team: 0 })
    );
    assert_eq!(
        game.status().winning_team,
        Some(vec!["red".to_string(), "yellow".to_string()])
    );
}

#[test]
fn team_wins_when_enemies_have_only_kings() {
    // Red takes green's last pawn; black has only its king too.
    let mut game = game(&fen("rKd1 rEb1 gKa5 gPb5 yKh8 yEg8 bKh4", 'r'));
    game.play("b1b5").unwrap();
    assert_eq!(
        result(&game),
        (EndReason::OnlyKings, GameResult::TeamWin { team: 0 })
    );
}

#[test]
fn teams_draw_when_both_sides_have_only_kings() {
    // No move can take both sides' last pieces at once, so this is judged on a
    // position as loaded. Grey pieces do not count.
    let game = game(&fen_with("rKc5 gKa8 yKh8 yEh7 bKh1", 'r', "LLXL"));
    assert_eq!(result(&game), (EndReason::OnlyKings, GameResult::Draw));
    assert!(game.status().draw);
}

#[test]
fn teams_draw_by_threefold_repetition() {
    let mut game = Game::new(ID, 0).unwrap();
    let there_and_back = [
        "b1a3", "a7c8", "g8h6", "h2f3", "a3b1", "c8a7", "h6g8", "f3h2",
    ];
    for _ in 0..2 {
        for mv in there_and_back {
            game.play(mv).unwrap();
        }
    }
    assert_eq!(result(&game), (EndReason::Repetition, GameResult::Draw));
}

#[test]
fn teams_draw_by_fifty_moves_of_each_player() {
    let position =
        fen("rKd1 rEc4 gKa8 gEa7 yKh8 yEg8 bKh1 bEh2", 'r').replace(" 0 0 -", " 199 0 -");
    let mut game = game(&position);
    game.play("c4c5").unwrap();
    assert_eq!(result(&game), (EndReason::FiftyMoves, GameResult::Draw));
}

#[test]
fn team_boat_triumph_takes_only_the_opponents_boats() {
    let triumph = "gBc6 yBd6 bBd5 rBa3 rKd1 rPa2 gKa8 gEa7 yKh8 yEg8 bKh1 bEh2";
    let mut game = game(&fen(triumph, 'r'));
    game.play("a3c5").unwrap();
    let fen = game.fen();
    assert!(fen.contains("yB"), "the partner's boat stays: {fen}");
    assert!(!fen.contains("gB") && !fen.contains("bB"), "{fen}");
    assert_eq!(game.status().armies[0].points, 4);
}

#[test]
fn team_boat_triumph_counts_a_grey_partner_boat_but_leaves_it() {
    let triumph = "gBc6 yBd6 bBd5 rBa3 rKd1 rPa2 gKa8 gEa7 yKh8 yEg8 bKh1 bEh2";
    let mut game = game(&fen_with(triumph, 'r', "LLXL"));
    game.play("a3c5").unwrap();
    assert!(game.fen().contains("yB"));
    assert_eq!(game.status().armies[0].points, 4);
}
