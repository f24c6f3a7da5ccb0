//! Čaturádží with dice (docs/spec/chaturaji.sk.txt "Kocky", docs/rules/chaturaji.md
//! "Dice"): two dice a turn, 1 or 5 pawn or king, 2 boat, 3 knight, 4 or 6 elephant.

mod common;

use common::sorted_moves;
use raja_core::Game;

const ID: &str = "chaturaji-dice";

/// A new dice game whose first throws are `faces`.
fn scripted(faces: &[u8]) -> Game {
    Game::with_rolls(ID, 1, None, faces).unwrap()
}

fn strings(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

#[test]
fn dice_two_per_turn_face_2_boat_3_knight() {
    let game = scripted(&[2, 3]);
    assert_eq!(game.status().dice, Some(vec![2, 3]));
    assert_eq!(
        sorted_moves(&game),
        strings(&["a1c3", "b1a3", "b1c3", "pass"])
    );
}

#[test]
fn dice_face_1_or_5_moves_pawn_or_king() {
    for faces in [[1, 1], [5, 5], [1, 5]] {
        let game = scripted(&faces);
        let expected = ["a2a3", "b2b3", "c2c3", "d2d3", "d1e1", "d1e2", "pass"];
        assert_eq!(sorted_moves(&game), strings(&expected), "{faces:?}");
    }
}

#[test]
fn dice_face_4_or_6_moves_elephant() {
    // At the start red's elephant is walled in: 4 and 6 are lost, the turn passes.
    let game = scripted(&[4, 6, 1, 1]);
    assert_eq!(game.status().to_move, "green");
    assert_eq!(game.position().ply(), 0, "a lost turn is no ply");
    let mut game = scripted(&[3, 4]);
    game.play("b1a3").unwrap();
    assert_eq!(sorted_moves(&game), strings(&["c1b1", "pass"]));
}

#[test]
fn dice_either_order() {
    let mut first_knight = scripted(&[2, 3]);
    first_knight.play("b1a3").unwrap();
    first_knight.play("a1c3").unwrap();
    let mut first_boat = scripted(&[2, 3]);
    first_boat.play("a1c3").unwrap();
    first_boat.play("b1a3").unwrap();
    assert_eq!(
        first_knight.fen().split(' ').next(),
        first_boat.fen().split(' ').next()
    );
    assert_eq!(first_boat.status().to_move, "green");
}

#[test]
fn dice_same_piece_may_use_both() {
    let mut game = scripted(&[1, 5]);
    game.play("d2d3").unwrap();
    assert_eq!(game.status().to_move, "red");
    game.play("d3d4").unwrap();
    assert_eq!(game.status().to_move, "green");
}

#[test]
fn dice_die_without_move_is_lost() {
    // Boat a1-c3 first; the elephant (4) stays walled in, so the 4 is lost.
    let mut game = scripted(&[2, 4]);
    game.play("a1c3").unwrap();
    assert_eq!(game.status().to_move, "green");
    assert_eq!(game.position().ply(), 1);
}

#[test]
fn dice_pass_ends_the_rest_of_the_turn() {
    let mut game = scripted(&[1, 3]);
    game.play("d2d3").unwrap();
    assert_eq!(game.status().dice, Some(vec![3]));
    game.play("pass").unwrap();
    assert_eq!(game.status().to_move, "green");
}

#[test]
fn dice_king_capture_ends_the_turn() {
    // Mid-turn: red rolled 4 and 1; the elephant takes green's king with the 4,
    // and the 1 is not played.
    let full = common::fen("gKa5 gPb5 rEa4 rPa2 rKd1 yKh8 yEg8 bKh1", 'r')
        .replace(" 0 0 -", " 0 0 5:2:41:-");
    let mut game = Game::from_fen(ID, &full).unwrap();
    assert_eq!(game.status().dice, Some(vec![4, 1]));
    game.play("a4a5").unwrap();
    let status = game.status();
    assert_eq!(status.armies[1].state, "eliminated");
    assert_eq!(
        status.to_move, "yellow",
        "the king capture ended red's turn"
    );
}

#[test]
fn dice_rolls_come_from_the_seed() {
    let a = Game::new(ID, 42).unwrap();
    let b = Game::new(ID, 42).unwrap();
    assert_eq!(a.status().dice, b.status().dice);
    let rolls: Vec<_> = (0..20)
        .map(|seed| Game::new(ID, seed).unwrap().status().dice)
        .collect();
    assert!(
        rolls.iter().any(|r| r != &rolls[0]),
        "different seeds, different dice"
    );
}

#[test]
fn dice_saved_game_replays_exactly() {
    let mut game = Game::new("chaturaji-teams-dice", 9).unwrap();
    for _ in 0..60 {
        if game.is_over() {
            break;
        }
        let mv = game.legal_move_strings()[0].clone();
        game.play(&mv).unwrap();
    }
    let loaded = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(loaded.fen(), game.fen());
    assert_eq!(loaded.status().dice, game.status().dice);
}

#[test]
fn dice_fifty_turns_count_turns_not_plies() {
    // 199 quiet turns; red plays two quiet moves in its turn: the 200th turn ends it.
    let fen = common::fen("rKd1 rEc3 gKa5 gEa4 yKh8 yEg8 bKh1 bEh2", 'r')
        .replace(" 0 0 -", " 199 0 5:2:44:-");
    let mut game = Game::from_fen(ID, &fen).unwrap();
    game.play("c3c4").unwrap();
    assert!(!game.is_over(), "one ply is not a turn");
    game.play("c4c3").unwrap();
    assert_eq!(
        game.outcome().unwrap().reason,
        raja_core::EndReason::FiftyMoves
    );
}

#[test]
fn dice_pass_is_not_a_move_without_dice() {
    let mut game = Game::new("chaturaji", 0).unwrap();
    assert!(game.play("pass").is_err());
}

#[test]
fn dice_promoted_pawn_moves_as_its_new_piece_with_the_second_die() {
    // Red rolled 1 and 3: the pawn promotes to a knight with the 1, then the new
    // knight jumps with the 3.
    let fen = common::fen("rKd1 rPb7 gKa4 gEa3 yKg5 yEg6 bKh2 bEg2", 'r')
        .replace(" 0 0 -", " 0 0 5:2:13:-");
    let mut game = Game::from_fen(ID, &fen).unwrap();
    game.play("b7b8n").unwrap();
    assert_eq!(game.status().to_move, "red");
    assert_eq!(
        sorted_moves(&game),
        strings(&["b8a6", "b8c6", "b8d7", "pass"])
    );
}

#[test]
fn dice_taking_a_grey_king_does_not_end_the_turn() {
    let fen = common::fen_with("rKd1 rEa4 rPc2 gKa5 yKh8 yEg8 bKh1 bEh2", 'r', "LXLL")
        .replace(" 0 0 -", " 0 0 5:2:41:-");
    let mut game = Game::from_fen(ID, &fen).unwrap();
    game.play("a4a5").unwrap();
    assert_eq!(
        game.status().to_move,
        "red",
        "the grey king was an obstacle"
    );
    assert_eq!(game.status().dice, Some(vec![1]));
}

#[test]
fn a_walking_army_read_from_a_fen_steps_once_a_turn_even_with_dice_left() {
    // Found by fuzzing: yellow walks (as in four-player chess), the die
    // left (3) lets no king move, and the walking king once kept the turn
    // for ever. It steps once and the turn passes on.
    let fen = "4rP3/4yK2yP/2bN5/gK7/7bK/8/rP7/8 r LWLL 0,0,0,0 0,0,0,0 0 0 0:0:3:-";
    let game = raja_core::Game::from_fen("chaturaji-dice", fen).expect("a legal FEN");
    assert_ne!(game.fen(), fen, "the game went on from the FEN");
}
