//! Four-player chess in teams (Red + Yellow against Blue + Green): mate when the
//! mated player's turn comes, a partner's rescue, king capture, and the draws.

mod fourplayer_support;

use fourplayer_support::{TEAMS, fen, game, play};
use raja_core::{Army, EndReason, GameResult};

/// Red's rook on k4 can check the green king on n8, boxed in by its own pieces;
/// a blue rook on d4 could take the red rook on n4.
const MATE: &str = "rKh1 bKa7 yKg14 gKn8 gPm7 gPm8 gPm9 gBn9 rRk4";

#[test]
fn mate_is_judged_when_the_mated_player_moves_and_wins_for_the_team() {
    let mut game = game(TEAMS, &fen(MATE, 'r'));
    play(&mut game, "k4n4 a7a6 g14g13");
    let outcome = game.outcome().expect("green is mated on his turn");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
    assert_eq!(
        game.status().winning_team,
        Some(vec!["red".into(), "yellow".into()])
    );
}

#[test]
fn mate_is_not_over_before_the_mated_players_turn() {
    let mut game = game(TEAMS, &fen(MATE, 'r'));
    play(&mut game, "k4n4");
    assert!(!game.is_over());
    let checked: Vec<bool> = game.status().armies.iter().map(|a| a.in_check).collect();
    assert_eq!(
        checked,
        [false, false, false, true],
        "status shows the check"
    );
    play(&mut game, "a7a6");
    assert!(!game.is_over());
}

#[test]
fn a_partner_may_prevent_the_mate_before_the_mated_players_turn() {
    let mut game = game(TEAMS, &fen(&format!("{MATE} bRd4"), 'r'));
    play(&mut game, "k4n4 d4n4 g14g13");
    assert!(!game.is_over());
    assert_eq!(game.status().to_move, "green");
}

#[test]
fn taking_an_enemy_king_wins_for_the_team() {
    // The blue king stands capturable by the red rook.
    let mut game = game(TEAMS, &fen("rKh1 bKa7 yKg14 gKn8 rRa10", 'r'));
    play(&mut game, "a10a7");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::KingCaptured);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
}

#[test]
fn stalemate_is_a_draw() {
    // The green king on n4 cannot move and is not attacked.
    let mut game = game(TEAMS, &fen("rKh1 bKa7 yKg14 gKn4 rRm11 rRk5", 'r'));
    play(&mut game, "h1h2 a7a6 g14g13");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert_eq!(outcome.result, GameResult::Draw);
}

#[test]
fn only_kings_is_a_draw() {
    // The red king takes the last other piece, a blue knight.
    let mut game = game(TEAMS, &fen("rKh1 bKa7 yKg14 gKn8 bNh2", 'r'));
    play(&mut game, "h1h2");
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::OnlyKings);
    assert_eq!(outcome.result, GameResult::Draw);
}

#[test]
fn fifty_moves_by_each_player_is_a_draw() {
    let fen = fen("rKh1 bKa7 yKg14 gKn8 rRd5", 'r').replace(" 0 0 - ", " 199 0 - ");
    let mut game = game(TEAMS, &fen);
    assert!(!game.is_over());
    play(&mut game, "d5d6");
    assert_eq!(game.outcome().unwrap().reason, EndReason::FiftyMoves);
    assert_eq!(game.outcome().unwrap().result, GameResult::Draw);
}

#[test]
fn threefold_repetition_is_a_draw() {
    let mut game = raja_core::Game::new(TEAMS, 0).unwrap();
    let round = "e1f3 a5c6 e14f12 n5l6 f3e1 c6a5 f12e14 l6n5";
    play(&mut game, round);
    assert!(!game.is_over());
    play(&mut game, round);
    assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
    assert_eq!(game.outcome().unwrap().result, GameResult::Draw);
}

#[test]
fn resigning_loses_for_the_team() {
    let mut game = raja_core::Game::new(TEAMS, 0).unwrap();
    game.resign(Army::SECOND).unwrap();
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Resignation);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
}
