//! Four-player chess, free for all: the points of every scoring event, grey
//! armies, mate and stalemate when the player's turn comes, and every end.

mod fourplayer_support;

use fourplayer_support::{FFA, KINGS, fen, fen_full, game, play, points};
use raja_core::{Army, EndReason, GameResult};

/// Red's rook on k4 can check the green king on n8, boxed in by its own pieces.
const MATE: &str = "rKh1 bKa7 yKg14 gKn8 gPm7 gPm8 gPm9 gBn9 rRk4";

fn scores(game: &raja_core::Game) -> Vec<u32> {
    match &game.outcome().expect("the game is over").result {
        GameResult::Ranking { scores, .. } => scores.clone(),
        other => panic!("no ranking: {other:?}"),
    }
}

// --- Points for captures ----------------------------------------------------------

#[test]
fn captures_score_the_value_of_the_piece() {
    for (piece, value) in [("P", 1), ("N", 3), ("B", 5), ("R", 5), ("Q", 9)] {
        let mut game = game(FFA, &fen(&format!("{KINGS} rRd5 b{piece}h5"), 'r'));
        play(&mut game, "d5h5");
        assert_eq!(points(&game), [value, 0, 0, 0], "{piece}");
    }
}

#[test]
fn promoted_pieces_score_one_point() {
    let mut game = game(FFA, &fen(&format!("{KINGS} rRd5 bQ~h5"), 'r'));
    play(&mut game, "d5h5");
    assert_eq!(points(&game), [1, 0, 0, 0]);
}

#[test]
fn grey_pieces_score_nothing() {
    let pieces = format!("{KINGS} rRd5 bQh5");
    let mut game = game(FFA, &fen_full(&pieces, 'r', "LXLL", [0; 4], "-"));
    play(&mut game, "d5h5");
    assert_eq!(points(&game), [0, 0, 0, 0]);
}

#[test]
fn taking_a_capturable_king_scores_twenty_and_eliminates() {
    let mut game = game(FFA, &fen("rKh1 bKa7 yKg14 gKn8 rRa10", 'r'));
    play(&mut game, "a10a7");
    assert_eq!(points(&game), [20, 0, 0, 0]);
    assert_eq!(game.status().armies[1].state, "eliminated");
    assert!(!game.is_over());
    assert_eq!(game.status().to_move, "yellow");
}

// --- Check bonuses ----------------------------------------------------------------

#[test]
fn checking_two_kings_at_once_scores_five() {
    // The red knight forks the blue king on e9 and the yellow king on g9.
    let mut game = game(FFA, &fen("rKh1 bKe9 yKg9 gKn8 rNe5", 'r'));
    play(&mut game, "e5f7");
    assert_eq!(points(&game), [5, 0, 0, 0]);
}

#[test]
fn checking_two_kings_with_the_queen_scores_one() {
    let mut game = game(FFA, &fen("rKh1 bKe9 yKg9 gKn10 rQf4", 'r'));
    play(&mut game, "f4f8");
    assert_eq!(points(&game), [1, 0, 0, 0]);
}

#[test]
fn checking_three_kings_with_the_queen_scores_five() {
    // From f8 the queen also sees the green king on n8 along the 8th rank.
    let mut game = game(FFA, &fen("rKh1 bKe9 yKg9 gKn8 rQf4", 'r'));
    play(&mut game, "f4f8");
    assert_eq!(points(&game), [5, 0, 0, 0]);
}

#[test]
fn checking_three_kings_at_once_scores_twenty() {
    // The red knight on f7 attacks e9, h6 and d6.
    let mut game = game(FFA, &fen("rKh1 bKe9 yKh6 gKd6 rNe5", 'r'));
    play(&mut game, "e5f7");
    assert_eq!(points(&game), [20, 0, 0, 0]);
}

// --- Mate and stalemate -----------------------------------------------------------

#[test]
fn mate_scores_twenty_when_the_mated_players_turn_comes() {
    let mut game = game(FFA, &fen(MATE, 'r'));
    play(&mut game, "k4n4 a7a6");
    assert_eq!(game.status().armies[3].state, "live", "not before his turn");
    play(&mut game, "g14g13");
    let status = game.status();
    assert_eq!(status.armies[3].state, "eliminated");
    assert_eq!(points(&game), [20, 0, 0, 0]);
    assert_eq!(status.to_move, "red");
    assert!(!status.over);
}

#[test]
fn mate_points_go_to_the_attacker_who_moved_last() {
    // Yellow's knight joins the red rook's check: Yellow moved last.
    let mut game = game(FFA, &fen(&format!("{MATE} yNk5"), 'r'));
    play(&mut game, "k4n4 a7a6 k5m6");
    assert_eq!(game.status().armies[3].state, "eliminated");
    assert_eq!(points(&game), [0, 0, 20, 0]);
}

#[test]
fn a_third_player_may_prevent_the_mate_before_the_mated_players_turn() {
    // Yellow's bishop takes the checking rook.
    let mut game = game(FFA, &fen(&format!("{MATE} yBj8"), 'r'));
    play(&mut game, "k4n4 a7a6 j8n4");
    assert_eq!(game.status().armies[3].state, "live");
    assert_eq!(game.status().to_move, "green");
    assert_eq!(points(&game), [0, 0, 5, 0]);
}

#[test]
fn a_mated_king_stays_grey_and_anyone_may_take_it_for_nothing() {
    let mut game = game(FFA, &fen(MATE, 'r'));
    play(&mut game, "k4n4 a7a6 g14g13 n4n8");
    assert_eq!(points(&game), [20, 0, 0, 0]);
}

#[test]
fn the_stalemated_player_scores_twenty_and_is_out() {
    let mut game = game(FFA, &fen("rKh1 bKa7 yKg14 gKn4 rRm11 rRk5", 'r'));
    play(&mut game, "h1h2 a7a6 g14g13");
    assert_eq!(game.status().armies[3].state, "eliminated");
    assert_eq!(points(&game), [0, 0, 0, 20]);
    assert!(!game.is_over());
}

// --- The end ----------------------------------------------------------------------

#[test]
fn the_game_ends_when_three_players_are_out() {
    // Blue and Yellow are out. Red's rook checks the green king on n4 along the
    // n-file while the other guards the m-file: Green is mated on his turn.
    let pieces = "rKh1 gKn4 rRm11 rRk9 bQe5";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LXXL", [3, 40, 7, 0], "-"));
    play(&mut game, "k9n9");
    assert_eq!(game.outcome().unwrap().reason, EndReason::LastPlayer);
    assert_eq!(scores(&game), vec![23, 40, 7, 0]);
    assert!(game.play("h1h2").is_err(), "a finished game has no moves");
}

#[test]
fn the_game_ends_when_one_of_the_last_two_leads_by_more_than_twenty() {
    let pieces = "rKh1 gKn8 rRd5 gQh5";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LXXL", [15, 0, 0, 0], "-"));
    play(&mut game, "d5h5");
    assert_eq!(game.outcome().unwrap().reason, EndReason::DecisiveLead);
    assert_eq!(scores(&game), vec![24, 0, 0, 0]);
}

#[test]
fn a_lead_does_not_end_the_game_while_someone_out_is_ahead() {
    let pieces = "rKh1 gKn8 rRd5 gQh5 gPm5";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LXXL", [15, 0, 30, 0], "-"));
    play(&mut game, "d5h5");
    assert!(!game.is_over());
}

#[test]
fn only_kings_is_a_draw_giving_ten_to_each_player_still_in() {
    let pieces = "rKh1 bKa7 yKg14 gKn8 bNh2";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LLLX", [0, 0, 0, 0], "-"));
    play(&mut game, "h1h2");
    assert_eq!(game.outcome().unwrap().reason, EndReason::OnlyKings);
    assert_eq!(scores(&game), vec![13, 10, 10, 0]);
}

#[test]
fn fifty_moves_is_a_draw_giving_ten_to_each_player_still_in() {
    let fen = fen("rKh1 bKa7 yKg14 gKn8 rRd5", 'r').replace(" 0 0 - ", " 199 0 - ");
    let mut game = game(FFA, &fen);
    play(&mut game, "d5d6");
    assert_eq!(game.outcome().unwrap().reason, EndReason::FiftyMoves);
    assert_eq!(scores(&game), vec![10, 10, 10, 10]);
}

#[test]
fn threefold_repetition_is_a_draw_giving_ten_to_each_player_still_in() {
    let mut game = raja_core::Game::new(FFA, 0).unwrap();
    let round = "e1f3 a5c6 e14f12 n5l6 f3e1 c6a5 f12e14 l6n5";
    play(&mut game, &format!("{round} {round}"));
    assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
    assert_eq!(scores(&game), vec![10, 10, 10, 10]);
}

// --- Resigning --------------------------------------------------------------------

#[test]
fn a_resigned_players_king_walks_on_by_itself() {
    let mut game = game(FFA, &fen(&format!("{KINGS} bQd8 rRd5"), 'r'));
    game.resign(Army::SECOND).unwrap();
    assert_eq!(game.status().armies[1].state, "walking");
    play(&mut game, "h1h2");
    // Blue's king made its own move (the first legal one: east) and Yellow is
    // to move.
    assert_eq!(game.status().to_move, "yellow");
    let king = game.variant().geometry.parse_square("b7").unwrap();
    assert!(game.variant().is_royal(game.position().cell(king).kind()));
    // Its other pieces are grey: the queen is taken for nothing.
    play(&mut game, "g14g13 n8n7 d5d8");
    assert_eq!(points(&game), [0, 0, 0, 0]);
}

#[test]
fn taking_a_walking_king_scores_twenty() {
    let pieces = "rKh1 bKa7 yKg14 gKn8 rRa10";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LWLL", [0; 4], "-"));
    play(&mut game, "a10a7");
    assert_eq!(points(&game), [20, 0, 0, 0]);
    assert_eq!(game.status().armies[1].state, "eliminated");
}

#[test]
fn mating_a_walking_king_scores_twenty() {
    // The red rooks box the blue king in on a4: a10 checks, b11 guards the b-file.
    let pieces = "rKh1 bKa4 yKg14 gKn8 rRc10 rRb11";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LWLL", [0; 4], "-"));
    play(&mut game, "c10a10");
    assert_eq!(game.status().armies[1].state, "eliminated");
    assert_eq!(points(&game), [20, 0, 0, 0]);
    assert_eq!(game.status().to_move, "yellow");
}

#[test]
fn the_last_player_gets_twenty_for_each_king_still_walking() {
    // Blue's king walks; Red mates Green, the last other player.
    let pieces = "rKh1 bKa7 gKn4 rRm11 rRk9";
    let mut game = game(FFA, &fen_full(pieces, 'r', "LWXL", [3, 40, 7, 0], "-"));
    play(&mut game, "k9n9");
    assert_eq!(game.outcome().unwrap().reason, EndReason::LastPlayer);
    assert_eq!(scores(&game), vec![43, 40, 7, 0]);
}
