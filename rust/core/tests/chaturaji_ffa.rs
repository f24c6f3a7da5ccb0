//! Čaturádží, free for all: one test (or more) per rule sentence of the seed and
//! per decision of the project, each named after its rule. docs/rules/chaturaji.md
//! maps rules to these names.

mod common;

use common::{fen, fen_with, game, moves_from, sorted_moves};
use raja_core::{Army, ArmyState, EndReason, Game, GameResult};

/// Kings and elephants in the far corners: the game stays open around the test pieces.
const BACKGROUND: &str = "gKa4 gEa3 yKg5 yEg6 bKh2 bEg2";

fn strings(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn places(game: &Game) -> (Vec<u32>, Vec<u8>) {
    match &game.outcome().expect("game over").result {
        GameResult::Ranking { scores, places } => (scores.clone(), places.clone()),
        other => panic!("not a ranking: {other:?}"),
    }
}

// --- Board, setup and turn order -------------------------------------------------

#[test]
fn setup_each_army_in_its_corner_on_8x8() {
    let expected = fen(
        "rBa1 rNb1 rEc1 rKd1 rPa2 rPb2 rPc2 rPd2 \
         gBa8 gNa7 gEa6 gKa5 gPb8 gPb7 gPb6 gPb5 \
         yBh8 yNg8 yEf8 yKe8 yPh7 yPg7 yPf7 yPe7 \
         bBh1 bNh2 bEh3 bKh4 bPg1 bPg2 bPg3 bPg4",
        'r',
    );
    for id in raja_core::game_ids()
        .iter()
        .filter(|id| id.starts_with("chaturaji"))
    {
        let start = Game::new(id, 7).unwrap();
        let fen = start.fen();
        let fields = |f: &str| f.split(' ').take(7).collect::<Vec<_>>().join(" ");
        assert_eq!(fields(&fen), fields(&expected), "{id}");
    }
}

#[test]
fn turn_order_red_green_yellow_black_clockwise() {
    let mut game = Game::new("chaturaji", 0).unwrap();
    let mut order = Vec::new();
    for mv in ["d2d3", "b5c5", "e7e6", "g4f4", "c2c3"] {
        order.push(game.status().to_move);
        game.play(mv).unwrap();
    }
    assert_eq!(order, ["red", "green", "yellow", "black", "red"]);
}

#[test]
fn player_without_moves_passes() {
    // Green's king is boxed in by its own pawns, which stand on its far edge or
    // behind each other: green has no move and is passed, not counted as a ply.
    let position = fen(
        "rKd1 rEd4 gKh8 gPg8 gPg7 gPh7 gPh6 yKe5 yEa6 bKb2 bEc2",
        'r',
    );
    let mut game = game("chaturaji", &position);
    game.play("d4d3").unwrap();
    assert_eq!(game.status().to_move, "yellow");
    assert_eq!(game.position().ply(), 1);
}

// --- Pieces ------------------------------------------------------------------------

#[test]
fn king_steps_one_square_in_any_direction() {
    let game = game("chaturaji", &fen(&format!("rKd4 rPa2 {BACKGROUND}"), 'r'));
    let expected = strings(&[
        "d4c3", "d4c4", "d4c5", "d4d3", "d4d5", "d4e3", "d4e4", "d4e5",
    ]);
    assert_eq!(moves_from(&game, "d4"), expected);
}

#[test]
fn elephant_slides_like_a_rook() {
    let game = game(
        "chaturaji",
        &fen(&format!("rKb1 rEd4 rPd6 bPf4 {BACKGROUND}"), 'r'),
    );
    let expected = strings(&[
        "d4d5", "d4d3", "d4d2", "d4d1", "d4c4", "d4b4", "d4a4", "d4e4", "d4f4",
    ]);
    assert_eq!(moves_from(&game, "d4"), expected);
}

#[test]
fn knight_jumps_like_a_chess_knight() {
    // Surrounded on every side, it still jumps.
    let game = game(
        "chaturaji",
        &fen(
            &format!("rKb1 rNd4 rPc4 rPd5 rPe4 rPc3 rPe3 yPd3 yPc5 yPe5 {BACKGROUND}"),
            'r',
        ),
    );
    let expected = strings(&[
        "d4b3", "d4b5", "d4c2", "d4c6", "d4e2", "d4e6", "d4f3", "d4f5",
    ]);
    assert_eq!(moves_from(&game, "d4"), expected);
}

#[test]
fn boat_jumps_exactly_two_squares_diagonally_over_anything() {
    // Pieces on every square between; an own piece on f6, an enemy on b6.
    let game = game(
        "chaturaji",
        &fen(
            &format!("rKb1 rBd4 rPc3 rPe5 yPc5 yPe3 rNf6 yNb6 {BACKGROUND}"),
            'r',
        ),
    );
    assert_eq!(moves_from(&game, "d4"), strings(&["d4b2", "d4b6", "d4f2"]));
}

#[test]
fn pawn_steps_one_forward_and_captures_one_diagonally_forward() {
    // Each army's pawn on d4/e5 with enemies diagonally ahead and behind it.
    let red = game(
        "chaturaji",
        &fen(&format!("rKb1 rPd4 yPc5 yPe5 yPc3 {BACKGROUND}"), 'r'),
    );
    assert_eq!(moves_from(&red, "d4"), strings(&["d4d5", "d4c5", "d4e5"]));
    let green = game(
        "chaturaji",
        &fen(&format!("rKb1 gPd4 rPe5 rPe3 rPc5 rPa2 {BACKGROUND}"), 'g'),
    );
    assert_eq!(moves_from(&green, "d4"), strings(&["d4e4", "d4e5", "d4e3"]));
    let yellow = game(
        "chaturaji",
        &fen(&format!("rKb1 yPd4 rPc3 rPe3 rPc5 rPa2 {BACKGROUND}"), 'y'),
    );
    assert_eq!(
        moves_from(&yellow, "d4"),
        strings(&["d4d3", "d4c3", "d4e3"])
    );
    let black = game(
        "chaturaji",
        &fen(&format!("rKb1 bPd4 rPc5 rPc3 rPe5 rPa2 {BACKGROUND}"), 'b'),
    );
    assert_eq!(moves_from(&black, "d4"), strings(&["d4c4", "d4c5", "d4c3"]));
}

#[test]
fn pawn_has_no_double_step() {
    let game = Game::new("chaturaji", 0).unwrap();
    assert_eq!(moves_from(&game, "a2"), strings(&["a2a3"]));
}

#[test]
fn pawn_does_not_capture_straight_ahead() {
    let game = game(
        "chaturaji",
        &fen(&format!("rKb1 rPd4 yPd5 {BACKGROUND}"), 'r'),
    );
    assert!(moves_from(&game, "d4").is_empty());
}

// --- No check ----------------------------------------------------------------------

#[test]
fn no_check_king_need_not_escape_and_may_step_onto_attacked_square() {
    // Yellow's elephant on d8 attacks the red king on d4 and the square e5 is attacked
    // by yellow's elephant on e8: red may still move a pawn, or step onto e5.
    let game = game(
        "chaturaji",
        &fen(&format!("rKd4 rPb2 yEd8 yEe6 {BACKGROUND}"), 'r'),
    );
    let moves = sorted_moves(&game);
    assert!(moves.contains(&"b2b3".to_string()));
    assert!(moves.contains(&"d4e5".to_string()));
}

#[test]
fn king_may_be_captured_like_any_piece() {
    let mut game = game(
        "chaturaji",
        &fen("rKb1 rEa5 gKa6 gEb8 yKh8 yEg8 bKh1 bEh2", 'r'),
    );
    assert!(moves_from(&game, "a5").contains(&"a5a6".to_string()));
    game.play("a5a6").unwrap();
    assert_eq!(
        game.position().army_state(Army::SECOND),
        ArmyState::Eliminated
    );
}

// --- King capture and grey armies ---------------------------------------------------

#[test]
fn capturing_live_king_eliminates_owner_and_greys_his_pieces() {
    let mut game = game(
        "chaturaji",
        &fen("rKd1 rEa4 gKa5 gEb6 gPb7 yKh8 yEg8 bKh1 bEh2", 'r'),
    );
    game.play("a4a5").unwrap();
    let status = game.status();
    assert_eq!(status.armies[1].state, "eliminated");
    assert!(status.armies[1].grey);
    assert_eq!(status.armies[0].points, 5);
    assert_eq!(status.armies[0].kings_taken, 1);
    // The grey pieces stay on the board; green is skipped in the turn order.
    assert!(game.fen().contains("gP"));
    assert_eq!(status.to_move, "yellow");
}

#[test]
fn grey_pieces_never_move() {
    // Green is grey: whoever's turn it would be, green never moves.
    let game = game(
        "chaturaji",
        &fen_with("rKd1 rPa2 gKa5 gEb6 yKh8 yEg8 bKh1 bEh2", 'r', "LXLL"),
    );
    let mut game = game;
    for _ in 0..4 {
        assert_ne!(game.status().to_move, "green");
        let mv = game.legal_move_strings()[0].clone();
        game.play(&mv).unwrap();
    }
}

#[test]
fn grey_pieces_are_obstacles_anyone_may_capture_for_no_points() {
    let grey = fen_with("rKd1 rEb4 gKa5 gEb6 gPd4 yKh8 yEg8 bKh1 bEh2", 'r', "LXLL");
    let mut game = game("chaturaji", &grey);
    // The grey elephant blocks the red elephant's way up the b-file.
    assert!(!moves_from(&game, "b4").contains(&"b4b7".to_string()));
    game.play("b4b6").unwrap();
    assert_eq!(game.status().armies[0].points, 0);
    // A grey king taken is no king taken: no points, no elimination counted.
    let mut again = game_from(&fen_with(
        "rKd1 rEa4 gKa5 gEb6 yKh8 yEg8 bKh1 bEh2",
        'r',
        "LXLL",
    ));
    again.play("a4a5").unwrap();
    assert_eq!(again.status().armies[0].points, 0);
    assert_eq!(again.status().armies[0].kings_taken, 0);
}

fn game_from(fen: &str) -> Game {
    game("chaturaji", fen)
}

// --- Promotion -----------------------------------------------------------------------

#[test]
fn promotion_corner_gives_boat_once_the_boat_is_lost() {
    let mut game = game_from(&fen(&format!("rKb1 rPa7 {BACKGROUND}"), 'r'));
    assert_eq!(moves_from(&game, "a7"), strings(&["a7a8b"]));
    game.play("a7a8").unwrap();
    assert!(game.fen().starts_with("rB"));
}

#[test]
fn promotion_next_to_corner_gives_knight_and_next_elephant() {
    let game = game_from(&fen(&format!("rKc1 rPb7 rPf7 {BACKGROUND}"), 'r'));
    assert_eq!(moves_from(&game, "b7"), strings(&["b7b8n"]));
    assert_eq!(moves_from(&game, "f7"), strings(&["f7f8e"]));
}

#[test]
fn promotion_blocked_while_army_has_that_piece() {
    // Red still has its boat, knight and elephant: its pawns cannot enter the edge.
    let game = game_from(&fen(
        &format!("rKc1 rBd2 rNe2 rEf1 rPa7 rPb7 rPf7 {BACKGROUND}"),
        'r',
    ));
    assert!(moves_from(&game, "a7").is_empty());
    assert!(moves_from(&game, "b7").is_empty());
    assert!(moves_from(&game, "f7").is_empty());
}

#[test]
fn promotion_counts_promoted_pieces() {
    // After a7a8 makes a boat, the pawn on h7 may not become a second boat.
    let mut game = game_from(&fen(&format!("rKc1 rPa7 rPh6 {BACKGROUND}"), 'r'));
    for mv in [
        "a7a8", "a3a2", "g6f6", "g2f2", "h6h7", "a2a3", "f6g6", "f2g2",
    ] {
        game.play(mv).unwrap();
    }
    assert!(game.fen().starts_with("rB"));
    assert!(moves_from(&game, "h7").is_empty());
}

#[test]
fn pawn_never_enters_the_middle_squares_of_far_edge_even_to_capture_a_king() {
    let game = game_from(&fen("rKb1 rPd7 rPe7 yKe8 yEd8 gKa5 gEa6 bKh1 bEh2", 'r'));
    // d8 and e8 are the middle squares: no step, no capture, not even of the king.
    assert!(moves_from(&game, "d7").is_empty());
    assert!(moves_from(&game, "e7").is_empty());
}

#[test]
fn promotion_may_capture_onto_the_edge() {
    let mut game = game_from(&fen("rKd1 rPb7 yNc8 yKe5 gKa5 gEa6 bKh1 bEh2", 'r'));
    assert_eq!(moves_from(&game, "b7"), strings(&["b7b8n", "b7c8e"]));
    game.play("b7c8e").unwrap();
    assert_eq!(game.status().armies[0].points, 3);
}

#[test]
fn promotion_on_each_armys_far_edge() {
    // Green promotes on file h, yellow on rank 1, black on file a.
    let green = game_from(&fen("rKd1 rEd4 gKa5 gPg1 gPg2 yKe8 yEe7 bKh4 bEh5", 'g'));
    assert_eq!(moves_from(&green, "g1"), strings(&["g1h1b"]));
    assert_eq!(moves_from(&green, "g2"), strings(&["g2h2n"]));
    let yellow = game_from(&fen("rKd8 rEd4 gKa5 gEa6 yKe5 yPh2 yPf2 bKh4 bEh5", 'y'));
    assert_eq!(moves_from(&yellow, "h2"), strings(&["h2h1b"]));
    assert_eq!(moves_from(&yellow, "f2"), strings(&["f2f1e"]));
    let black = game_from(&fen("rKd1 rEd4 gKh5 gEh6 yKe8 yEe7 bKd5 bPb8 bPb4", 'b'));
    assert_eq!(moves_from(&black, "b8"), strings(&["b8a8b"]));
    assert!(moves_from(&black, "b4").is_empty());
}

// --- Boat triumph --------------------------------------------------------------------

const TRIUMPH: &str = "gBc6 yBd6 bBd5 rBa3 rKd1 rPa2 gKa8 gEa7 yKh8 yEg8 bKh1 bEh2";

#[test]
fn boat_triumph_captures_the_other_three_boats() {
    let mut game = game_from(&fen(TRIUMPH, 'r'));
    game.play("a3c5").unwrap();
    let fen = game.fen();
    assert!(
        !fen.contains("gB") && !fen.contains("yB") && !fen.contains("bB"),
        "{fen}"
    );
    assert_eq!(game.status().armies[0].points, 6);
}

#[test]
fn boat_triumph_with_grey_boat_gives_it_no_points() {
    // Black is grey; its boat still counts as the fourth army and is taken for 0.
    let mut game = game_from(&fen_with(TRIUMPH, 'r', "LLLX"));
    game.play("a3c5").unwrap();
    assert!(!game.fen().contains("bB"));
    assert_eq!(game.status().armies[0].points, 4);
}

#[test]
fn boat_triumph_needs_four_boats_of_four_armies() {
    // Only three boats around c5: nothing is captured.
    let three = "gBc6 yBd6 rBa3 rKd1 rPa2 gKa8 gEa7 yKh8 yEg8 bKh1 bEh2 bEd5";
    let mut game = game_from(&fen(three, 'r'));
    game.play("a3c5").unwrap();
    assert!(game.fen().contains("gB") && game.fen().contains("yB"));
    assert_eq!(game.status().armies[0].points, 0);
}

#[test]
fn boat_triumph_also_by_a_capturing_boat_move() {
    let capture = format!("{TRIUMPH} gPc5");
    let mut game = game_from(&fen(&capture, 'r'));
    game.play("a3c5").unwrap();
    assert_eq!(game.status().armies[0].points, 7);
}

#[test]
fn promotion_to_boat_never_completes_a_triumph_block() {
    // The only block holding a corner also holds both squares a pawn can come from,
    // so the new boat always leaves a hole: h7 (step) or g7 (capture).
    let mut game = game_from(&fen(
        "rPh7 rKd1 gBg8 yBg7 gKa5 gEa6 yKe5 yEe4 bKh1 bEh2",
        'r',
    ));
    game.play("h7h8b").unwrap();
    assert!(game.fen().contains("gB") && game.fen().contains("yB"));
}

// --- Points --------------------------------------------------------------------------

#[test]
fn points_pawn_1_boat_2_knight_3_elephant_4_king_5() {
    for (piece, points) in [("P", 1), ("B", 2), ("N", 3), ("E", 4), ("K", 5)] {
        let victim = format!("y{piece}d6");
        let king = if piece == "K" { "" } else { "yKh8" };
        let position = format!("rKd1 rEd4 {victim} {king} yEg8 gKa8 gEa7 bKh1 bEh2");
        let mut game = game_from(&fen(&position, 'r'));
        game.play("d4d6").unwrap();
        assert_eq!(game.status().armies[0].points, points, "{piece}");
    }
}

#[test]
fn promoted_pawn_counts_as_its_new_piece() {
    // Yellow's pawn becomes a knight on b1 (yellow has no knight); taking it gives 3.
    let mut game = game_from(&fen(&format!("rKd1 rEb4 yPb2 {BACKGROUND}"), 'y'));
    game.play("b2b1n").unwrap();
    game.play("h2h1").unwrap();
    game.play("b4b1").unwrap();
    assert_eq!(game.status().armies[0].points, 3);
}

// --- Ends ----------------------------------------------------------------------------

/// A FEN with every field given.
fn full_fen(
    pieces: &str,
    to_move: char,
    states: &str,
    points: &str,
    kings: &str,
    halfmove: u32,
) -> String {
    fen_with(pieces, to_move, states).replace(
        " 0,0,0,0 0,0,0,0 0 0 -",
        &format!(" {points} {kings} {halfmove} 0 -"),
    )
}

#[test]
fn chaturaji_three_kings_taken_keeping_own_scores_at_least_54() {
    // Red took green's and yellow's kings; now it takes black's.
    let position = full_fen(
        "rKd1 rEh8 gKa5 yKe8 bKh4 bPg4",
        'r',
        "LXXL",
        "12,0,3,0",
        "2,0,0,0",
        0,
    );
    let mut game = game_from(&position);
    game.play("h8h4").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::Chaturaji);
    let (scores, places) = places(&game);
    assert_eq!(scores, vec![54, 0, 3, 0]);
    assert_eq!(places, vec![1, 3, 2, 3]);
    assert_eq!(
        game.status().armies[0].points,
        17,
        "the points themselves stay as earned"
    );
}

#[test]
fn chaturaji_keeps_more_than_54_points() {
    let position = full_fen(
        "rKd1 rEh8 gKa5 yKe8 bKh4 bPg4",
        'r',
        "LXXL",
        "60,0,3,0",
        "2,0,0,0",
        0,
    );
    let mut game = game_from(&position);
    game.play("h8h4").unwrap();
    assert_eq!(places(&game).0[0], 65);
}

#[test]
fn one_player_left_ends_the_game_ranked_by_points() {
    // Green's king fell to yellow earlier: red's third king capture is no čaturádží.
    let position = full_fen(
        "rKd1 rEh8 gKa5 yKe8 bKh4 bPg4",
        'r',
        "LXXL",
        "12,0,20,0",
        "1,0,1,0",
        0,
    );
    let mut game = game_from(&position);
    game.play("h8h4").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::LastPlayer);
    let (scores, places) = places(&game);
    assert_eq!(scores, vec![17, 0, 20, 0]);
    assert_eq!(places, vec![2, 3, 1, 3], "equal points share a place");
}

#[test]
fn only_kings_left_for_players_in_the_game_ends_it() {
    // Red's king takes yellow's last pawn: red, yellow and black have only kings.
    // Grey pieces are nobody's force: the grey green elephant does not count.
    let position = full_fen(
        "rKc5 gKa5 gEa6 yKe8 yPd6 bKh4",
        'r',
        "LXLL",
        "0,0,9,0",
        "0,0,0,0",
        0,
    );
    let mut game = game_from(&position);
    assert!(!game.is_over());
    game.play("c5d6").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::OnlyKings);
    assert_eq!(places(&game), (vec![1, 0, 9, 0], vec![2, 3, 1, 3]));
    // With a black elephant still on the board, the game goes on.
    let position = full_fen(
        "rKc5 gKa5 gEa6 yKe8 yPd6 bKh4 bEh5",
        'r',
        "LXLL",
        "0,0,9,0",
        "0,0,0,0",
        0,
    );
    let mut game = game_from(&position);
    game.play("c5d6").unwrap();
    assert!(!game.is_over());
}

#[test]
fn ranking_cannot_change_ends_the_game() {
    // Red 30, green out with 20, yellow 12, black 0. Red takes yellow's king: what
    // black could still win is red's king and elephant, 9 < 12, and red leads.
    let pieces = "rKd1 rEe1 gKa5 yKe4 yEh8 bKh4 bPg3";
    let position = full_fen(pieces, 'r', "LXLL", "30,20,12,0", "0,0,0,0", 0);
    let mut game = game_from(&position);
    assert!(
        !game.is_over(),
        "black could still reach yellow by taking yellow's pieces"
    );
    game.play("e1e4").unwrap();
    assert_eq!(game.outcome().unwrap().reason, EndReason::RankingFixed);
    assert_eq!(places(&game).1, vec![1, 2, 3, 4]);
}

#[test]
fn ranking_can_still_change_while_54_is_within_reach() {
    // Red took two kings and may take the third: 54 would lift it over yellow's 40.
    let pieces = "rKd1 rPa2 gKa5 yKe8 bKh4 bPg4";
    let open = full_fen(pieces, 'r', "LXXL", "10,20,40,0", "2,0,0,0", 0);
    assert!(!game_from(&open).is_over());
    // The same with only one king taken by red: no čaturádží possible, ranking fixed.
    let fixed = full_fen(pieces, 'r', "LXXL", "10,20,40,0", "1,0,0,0", 0);
    assert_eq!(
        game_from(&fixed).outcome().unwrap().reason,
        EndReason::RankingFixed
    );
}

#[test]
fn ranking_can_change_while_someone_can_catch_up() {
    // Black at 0 can reach yellow's 5 by taking red's king: the game goes on.
    let pieces = "rKd1 rPa2 gKa5 yKe8 bKh4 bEe4";
    let position = full_fen(pieces, 'r', "LXXL", "30,20,5,0", "0,0,0,0", 0);
    assert!(!game_from(&position).is_over());
}

#[test]
fn threefold_repetition_ends_the_game() {
    let mut game = Game::new("chaturaji", 0).unwrap();
    let there_and_back = [
        "b1a3", "a7c8", "g8h6", "h2f3", "a3b1", "c8a7", "h6g8", "f3h2",
    ];
    for mv in there_and_back {
        game.play(mv).unwrap();
    }
    assert!(!game.is_over(), "twice is not yet three times");
    for mv in there_and_back {
        game.play(mv).unwrap();
    }
    assert_eq!(game.outcome().unwrap().reason, EndReason::Repetition);
}

#[test]
fn fifty_moves_by_each_player_without_capture_or_pawn_move_end_the_game() {
    let pieces = format!("rKd1 rPb2 rEc4 {BACKGROUND}");
    let mut quiet = game_from(&full_fen(&pieces, 'r', "LLLL", "0,0,0,0", "0,0,0,0", 199));
    quiet.play("c4c5").unwrap();
    assert_eq!(quiet.outcome().unwrap().reason, EndReason::FiftyMoves);
    // A pawn move resets the count.
    let mut pawn = game_from(&full_fen(&pieces, 'r', "LLLL", "0,0,0,0", "0,0,0,0", 199));
    pawn.play("b2b3").unwrap();
    assert!(!pawn.is_over());
    assert_eq!(pawn.position().halfmove(), 0);
}

#[test]
fn resignation_turns_the_whole_army_grey_king_included() {
    let mut game = Game::new("chaturaji", 0).unwrap();
    game.play("d2d3").unwrap();
    let green = game.army_by_name("green").unwrap();
    game.resign(green).unwrap();
    let status = game.status();
    assert_eq!(status.armies[1].state, "resigned");
    assert!(status.armies[1].grey);
    assert_eq!(status.to_move, "yellow", "a resigned player is skipped");
    assert!(
        game.fen().contains("gK"),
        "the grey king stays on the board"
    );
    // Capturing the resigned king gives nothing.
    let position = fen_with("rKd1 rEa4 gKa5 gEa6 yKh8 yEg8 bKh1 bEh2", 'r', "LRLL");
    let mut game = game_from(&position);
    game.play("a4a5").unwrap();
    assert_eq!(game.status().armies[0].points, 0);
    assert_eq!(game.status().armies[0].kings_taken, 0);
}

#[test]
fn no_moves_for_anyone_ends_the_game() {
    // Only pawns and kings that cannot move, with pieces other than kings: nobody
    // can move, the game ends (a decision: it could only repeat forever).
    // Red's and green's kings are walled in by their own pawns on or before their
    // far edges; yellow and black are out and have no pieces left.
    let position = "rKa8 rPa7 rPb7 rPb8 rPc8 gKh1 gPg1 gPg2 gPh2";
    let game = game_from(&fen_with(position, 'r', "LLXX"));
    assert_eq!(game.outcome().unwrap().reason, EndReason::NoMoves);
}
