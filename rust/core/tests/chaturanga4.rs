//! Čaturanga by the Czech rules (docs/spec/chaturanga4.cs.txt): one test or
//! more per rule sentence and per decision of docs/rules/chaturanga4.md, most on
//! built positions with the die's face given in the FEN and later throws scripted.

mod common;

use common::{moves_from, sorted_moves, status_value};
use raja_core::{Army, ArmyState, Game, Kind};

const ID: &str = "chaturanga4";
/// The four rajas on their thrones.
const RAJAS: &str = "rKd1 bKh4 yKe8 gKa5";
/// No seat passed, no prisoners, nothing returning, no offer.
const QUIET: &str = "rbyg:0000:0000:-:-";

/// A FEN with these pieces, `to_move` having thrown `face`, army states and rule state.
fn fen_full(pieces: &str, to_move: char, face: u8, states: &str, rule_state: &str) -> String {
    let base = common::fen_with(pieces, to_move, states);
    let board = base.split(' ').next().unwrap();
    format!("{board} {to_move} {states} 0,0,0,0 0,0,0,0 0 0 7:0:{face}:- {rule_state}")
}

fn fen(pieces: &str, to_move: char, face: u8) -> String {
    fen_full(pieces, to_move, face, "LLLL", QUIET)
}

/// A game from a FEN whose next throws are `rolls`.
fn game_with(fen: &str, rolls: &[u8]) -> Game {
    Game::with_rolls(ID, 0, Some(fen), rolls).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

fn strings(list: &[&str]) -> Vec<String> {
    let mut v: Vec<String> = list.iter().map(|s| s.to_string()).collect();
    v.sort();
    v
}

fn played_by(game: &Game, name: &str) -> String {
    game.status()
        .armies
        .into_iter()
        .find(|a| a.army == name)
        .unwrap()
        .played_by
}

fn piece_on(game: &Game, square: &str) -> String {
    let fen = game.fen();
    let board = fen.split(' ').next().unwrap();
    let squares = game.variant().geometry.parse_square(square).unwrap();
    let (file, rank) = game.variant().geometry.coords(squares);
    let row = board.split('/').nth(7 - usize::from(rank)).unwrap();
    let mut f = 0;
    let mut chars = row.chars();
    while let Some(c) = chars.next() {
        if let Some(d) = c.to_digit(10) {
            if file < f + d as u8 {
                return String::new();
            }
            f += d as u8;
        } else {
            let piece = format!("{c}{}", chars.next().unwrap());
            if f == file {
                return piece;
            }
            f += 1;
        }
    }
    String::new()
}

// --- Colours, seats, turn order, alliances ---------------------------------

#[test]
fn setup_as_chaturaji_with_thrones_d1_h4_a5_e8() {
    let game = Game::new(ID, 1).unwrap();
    for (square, piece) in [
        ("a1", "rB"),
        ("b1", "rN"),
        ("c1", "rE"),
        ("d1", "rK"),
        ("d2", "rP"),
        ("h1", "bB"),
        ("h2", "bN"),
        ("h3", "bE"),
        ("h4", "bK"),
        ("g4", "bP"),
        ("h8", "yB"),
        ("g8", "yN"),
        ("f8", "yE"),
        ("e8", "yK"),
        ("e7", "yP"),
        ("a8", "gB"),
        ("a7", "gN"),
        ("a6", "gE"),
        ("a5", "gK"),
        ("b5", "gP"),
    ] {
        assert_eq!(piece_on(&game, square), piece, "{square}");
    }
}

#[test]
fn colours_in_turn_order_red_black_yellow_green() {
    let game = Game::new(ID, 1).unwrap();
    let names: Vec<&str> = Army::all(4).map(|a| game.variant().army_name(a)).collect();
    assert_eq!(names, ["red", "black", "yellow", "green"]);
    // Every army can always move its raja with a 5: the turn goes round in order.
    let mut game = game_with(&fen(RAJAS, 'r', 5), &[5, 5, 5, 5]);
    let mut order = Vec::new();
    for mv in ["d1d2", "h4g5", "e8e7", "a5b6", "d2d3"] {
        order.push(game.status().to_move);
        game.play(mv).unwrap();
    }
    assert_eq!(order, ["red", "black", "yellow", "green", "red"]);
}

#[test]
fn alliances_red_with_green_yellow_with_black() {
    let game = Game::new(ID, 1).unwrap();
    let v = game.variant();
    let [r, b, y, g] = [0, 1, 2, 3].map(Army::new);
    assert!(v.partners(r, g) && v.partners(y, b));
    assert!(!v.partners(r, b) && !v.partners(r, y) && !v.partners(g, b) && !v.partners(g, y));
}

// --- The long die ------------------------------------------------------------

#[test]
fn long_die_has_faces_two_to_five() {
    let mut seen = [false; 10];
    for seed in 0..40 {
        let mut game = Game::new(ID, seed).unwrap();
        for _ in 0..20 {
            if game.is_over() {
                break;
            }
            for face in game.status().dice.unwrap() {
                seen[usize::from(face)] = true;
            }
            let first = game.legal_move_strings()[0].clone();
            game.play(&first).unwrap();
        }
    }
    assert_eq!(
        seen.iter()
            .enumerate()
            .filter(|(_, s)| **s)
            .map(|(f, _)| f)
            .collect::<Vec<_>>(),
        [2, 3, 4, 5]
    );
}

#[test]
fn die_five_moves_pawn_or_raja() {
    let game = game_with(&fen(&format!("{RAJAS} rPb2 rNb1 rBa1 rEc1"), 'r', 5), &[]);
    assert_eq!(
        sorted_moves(&game),
        strings(&["b2b3", "d1c2", "d1d2", "d1e1", "d1e2"])
    );
}

#[test]
fn die_four_moves_elephant() {
    let game = game_with(&fen(&format!("{RAJAS} rPb2 rNb1 rBa1 rEc3"), 'r', 4), &[]);
    assert!(
        game.legal_move_strings()
            .iter()
            .all(|m| m.starts_with("c3"))
    );
    assert_eq!(game.legal_move_strings().len(), 14);
}

#[test]
fn die_three_moves_knight() {
    let game = game_with(&fen(&format!("{RAJAS} rPb2 rNb1 rBa1 rEc3"), 'r', 3), &[]);
    assert_eq!(sorted_moves(&game), strings(&["b1a3", "b1d2"]));
}

#[test]
fn die_two_moves_boat() {
    let game = game_with(&fen(&format!("{RAJAS} rPb2 rNb1 rBa1"), 'r', 2), &[]);
    assert_eq!(sorted_moves(&game), strings(&["a1c3"]));
}

#[test]
fn one_move_a_turn() {
    let mut game = game_with(&fen(RAJAS, 'r', 5), &[5]);
    game.play("d1d2").unwrap();
    assert_eq!(game.status().to_move, "black");
    assert_eq!(game.status().dice, Some(vec![5]));
}

#[test]
fn move_forced_even_when_it_hurts_no_pass() {
    // Red's only move puts the raja next to the yellow elephant: it must be made.
    let mut game = game_with(&fen("rKa1 bKh4 yKe8 yEb3 gKa5", 'r', 5), &[]);
    assert_eq!(sorted_moves(&game), strings(&["a1a2", "a1b1", "a1b2"]));
    assert!(game.play("pass").is_err());
    for seed in 0..20 {
        let game = Game::new(ID, seed).unwrap();
        assert!(!game.legal_move_strings().contains(&"pass".to_string()));
    }
}

#[test]
fn roll_without_a_move_passes_the_turn() {
    // Red throws a 4 but has no elephant: the turn passes to black, no ply counted.
    let game = game_with(&fen(RAJAS, 'r', 4), &[5]);
    assert_eq!(game.status().to_move, "black");
    assert_eq!(game.position().ply(), 0);
}

// --- Captures ----------------------------------------------------------------

#[test]
fn pawns_take_only_pawns_and_boats() {
    let pieces = format!("{RAJAS} rPc4 yBb5 bNd5 rPf4 yPe5 yEg5 rPb2 yKc3");
    let game = game_with(&fen(&pieces, 'r', 5), &[]);
    assert_eq!(moves_from(&game, "c4"), strings(&["c4b5", "c4c5"]));
    assert_eq!(moves_from(&game, "f4"), strings(&["f4e5", "f4f5"]));
    assert_eq!(
        moves_from(&game, "b2"),
        strings(&["b2b3"]),
        "a pawn never takes a raja"
    );
}

#[test]
fn boats_take_only_pawns() {
    let pieces = format!("{RAJAS} rBc3 yPe5 bNa1 yBe1");
    let game = game_with(&fen(&pieces, 'r', 2), &[]);
    assert_eq!(moves_from(&game, "c3"), strings(&["c3e5"]));
}

#[test]
fn knight_elephant_and_raja_take_any_enemy_piece() {
    let knight = format!("{RAJAS} rNd4 bEc6 yPe6 gNf5 yBb3 bKf3");
    let game = game_with(&fen(&knight, 'r', 3), &[]);
    let moves = moves_from(&game, "d4");
    for target in ["d4c6", "d4e6", "d4b3", "d4f3"] {
        assert!(moves.contains(&target.to_string()), "{target}");
    }
    assert!(
        !moves.contains(&"d4f5".to_string()),
        "never the ally's piece"
    );

    let elephant = format!("{RAJAS} rEd4 yKd6 bBf4 gPc4");
    let game = game_with(&fen(&elephant, 'r', 4), &[]);
    assert_eq!(
        moves_from(&game, "d4"),
        strings(&["d4d2", "d4d3", "d4d5", "d4d6", "d4e4", "d4f4"])
    );

    let raja = "rKd1 bBe2 bKh4 yKe8 gKa5 gPc2";
    let game = game_with(&fen(raja, 'r', 5), &[]);
    assert_eq!(
        moves_from(&game, "d1"),
        strings(&["d1c1", "d1d2", "d1e1", "d1e2"])
    );
}

#[test]
fn capture_removes_the_piece_and_scores_its_value() {
    let mut game = game_with(&fen(&format!("{RAJAS} rEd4 yNd6"), 'r', 4), &[5]);
    game.play("d4d6").unwrap();
    assert_eq!(piece_on(&game, "d6"), "rE");
    assert_eq!(game.position().points(Army::FIRST), 3);
}

// --- The boat square ---------------------------------------------------------

#[test]
fn boat_closing_a_square_of_four_boats_takes_the_other_three_ally_too() {
    let pieces = format!("{RAJAS} rBa2 gBc5 yBd5 bBd4");
    let mut game = game_with(&fen(&pieces, 'r', 2), &[5]);
    game.play("a2c4").unwrap();
    for square in ["c5", "d5", "d4"] {
        assert_eq!(piece_on(&game, square), "", "{square}");
    }
    assert_eq!(piece_on(&game, "c4"), "rB");
    // Decision: points for the enemies' boats only.
    assert_eq!(game.position().points(Army::FIRST), 4);
    let mut undone = game.clone();
    undone.undo().unwrap();
    assert_eq!(undone.fen(), fen(&pieces, 'r', 2));
}

#[test]
fn boat_square_needs_all_four_corners() {
    let pieces = format!("{RAJAS} rBa2 gBc5 yBd5");
    let mut game = game_with(&fen(&pieces, 'r', 2), &[5]);
    game.play("a2c4").unwrap();
    assert_eq!(piece_on(&game, "c5"), "gB");
    assert_eq!(piece_on(&game, "d5"), "yB");
}

// --- Thrones -----------------------------------------------------------------

#[test]
fn raja_on_the_allys_throne_takes_over_his_army_and_seat() {
    let pieces = "rKb4 bKh4 yKe8 gKc7 gPb6 rPa2";
    let mut game = game_with(&fen(pieces, 'r', 5), &[5, 5, 5, 5]);
    game.play("b4a5").unwrap();
    assert_eq!(played_by(&game, "green"), "red");
    assert_eq!(played_by(&game, "red"), "red");
    assert!(game.fen().ends_with(" rbyr:0000:0000:-:-"));
    // The green seat keeps its place in the turn order, with its own army.
    game.play("h4h5").unwrap();
    game.play("e8e7").unwrap();
    assert_eq!(game.status().to_move, "green");
    assert!(moves_from(&game, "c7").contains(&"c7d7".to_string()));
    let status = status_value(&game);
    assert_eq!(status["armies"][3]["played_by"], "red");
    assert_eq!(status["armies"][3]["state"], "live");
}

#[test]
fn raja_made_by_povysovani_on_the_allys_throne_conquers_it() {
    let pieces = "rPa4 rBc1 bKh4 yKe8 gKc7";
    let mut game = game_with(&fen(pieces, 'r', 5), &[5]);
    game.play("a4a5k").unwrap();
    assert_eq!(played_by(&game, "green"), "red");
}

#[test]
fn enemy_throne_has_no_effect() {
    let pieces = "rKe7 bKh4 yKd6 gKa5";
    let mut game = game_with(&fen(pieces, 'r', 5), &[5]);
    game.play("e7e8").unwrap();
    for name in ["red", "black", "yellow", "green"] {
        assert_eq!(played_by(&game, name), name);
    }
}

#[test]
fn own_throne_and_a_seat_already_played_have_no_effect() {
    // Green's seat is already red's: green's raja on red's throne changes nothing.
    let pieces = "rKc3 bKh4 yKe8 gKe1";
    let fen = fen_full(pieces, 'g', 5, "LLLL", "rbyr:0000:0000:-:-");
    let mut game = game_with(&fen, &[5]);
    game.play("e1d1").unwrap();
    assert_eq!(played_by(&game, "red"), "red");
    assert_eq!(played_by(&game, "green"), "red");
}

#[test]
fn losing_the_raja_does_not_end_the_game() {
    let pieces = "rKd1 rPa2 bKh4 yKe8 yNc3 gKa5";
    let mut game = game_with(&fen(pieces, 'y', 3), &[5, 5]);
    game.play("c3d1").unwrap();
    assert_eq!(game.position().army_state(Army::FIRST), ArmyState::Live);
    assert_eq!(game.status().to_move, "green");
    game.play("a5a4").unwrap();
    assert_eq!(game.status().to_move, "red");
    assert_eq!(sorted_moves(&game), strings(&["a2a3"]));
    assert!(
        game.fen().ends_with(" rbyg:1000:0000:-:-"),
        "red's raja is a prisoner"
    );
}

// --- The raja exchange -------------------------------------------------------

/// Red's raja is already a prisoner; red's knight takes yellow's raja.
fn exchange_position() -> Game {
    let pieces = "rNc6 rPe8 rPa2 bKh4 yKe7 yPh7 gKa5";
    let fen = fen_full(pieces, 'r', 3, "LLLL", "rbyg:1000:0000:-:-");
    let mut game = game_with(&fen, &[5, 5, 5, 5, 5]);
    game.play("c6e7").unwrap();
    game
}

#[test]
fn exchange_may_be_offered_after_taking_an_enemy_raja_with_own_raja_held() {
    let game = exchange_position();
    assert_eq!(game.status().to_move, "red", "the capturer decides at once");
    assert_eq!(sorted_moves(&game), strings(&["nooffer", "offer:ry"]));
    assert!(game.fen().ends_with(" rbyg:1010:0000:r:-"));
    assert_eq!(status_value(&game)["offer_window"], "red");
    assert!(
        game.fen().contains(" 7:0:0:i "),
        "the die is used, the turn still open"
    );
}

#[test]
fn no_offer_without_own_raja_held() {
    let pieces = "rNc6 rKd1 bKh4 yKe7 yPh7 gKa5";
    let mut game = game_with(&fen(pieces, 'r', 3), &[5]);
    game.play("c6e7").unwrap();
    assert_eq!(game.status().to_move, "black");
    assert!(game.fen().ends_with(" rbyg:0010:0000:-:-"));
}

#[test]
fn no_offer_ends_the_turn_and_keeps_the_prisoners() {
    let mut game = exchange_position();
    game.play("nooffer").unwrap();
    assert_eq!(game.status().to_move, "black");
    assert!(game.fen().ends_with(" rbyg:1010:0000:-:-"));
    assert!(!game.legal_move_strings().contains(&"accept".to_string()));
}

#[test]
fn exchange_offer_is_answered_by_the_other_pair() {
    let mut game = exchange_position();
    game.play("offer:ry").unwrap();
    assert_eq!(game.status().to_move, "black");
    assert_eq!(sorted_moves(&game), strings(&["accept", "decline"]));
    assert!(game.fen().ends_with(" rbyg:1010:0000:-:ry"));
    let status = status_value(&game);
    assert_eq!(status["offer"], serde_json::json!(["red", "yellow"]));
    assert_eq!(status["armies"][0]["prisoners"], 1);
    assert_eq!(status["armies"][2]["prisoners"], 1);
}

#[test]
fn declined_exchange_keeps_the_prisoners() {
    let mut game = exchange_position();
    game.play("offer:ry").unwrap();
    game.play("decline").unwrap();
    assert_eq!(
        game.status().to_move,
        "black",
        "answering is no move: black moves on"
    );
    assert!(moves_from(&game, "h4").contains(&"h4h5".to_string()));
    assert!(game.fen().ends_with(" rbyg:1010:0000:-:-"));
}

#[test]
fn accepted_exchange_returns_both_rajas_to_throne_or_beside_it() {
    let mut game = exchange_position();
    game.play("offer:ry").unwrap();
    game.play("accept").unwrap();
    assert!(game.fen().ends_with(" rbyg:0000:1010:-:-"));
    assert_eq!(status_value(&game)["armies"][2]["returning"], 1);
    game.play("h4h5").unwrap();
    // Yellow's throne e8 holds a red pawn: yellow's raja comes back beside it.
    assert_eq!(game.status().to_move, "yellow");
    assert_eq!(
        sorted_moves(&game),
        strings(&["K@d7", "K@d8", "K@f7", "K@f8"])
    );
    game.play("K@f8").unwrap();
    assert_eq!(piece_on(&game, "f8"), "yK");
    assert_eq!(
        game.status().to_move,
        "yellow",
        "putting the raja back is no move"
    );
    game.play("h7h6").unwrap();
    game.play("a5a4").unwrap();
    // Red's throne is free: red's raja goes back onto it.
    assert_eq!(sorted_moves(&game), strings(&["K@d1"]));
    game.play("K@d1").unwrap();
    assert!(game.fen().ends_with(" rbyg:0000:0000:-:-"));
    assert!(moves_from(&game, "d1").contains(&"d1d2".to_string()));
}

#[test]
fn returning_raja_waits_while_throne_and_squares_beside_it_are_taken() {
    let pieces = "rKd1 bKh4 rPe8 rPd8 rPf8 rNd7 rNe7 rNf7 yPh7 gKa5";
    let fen = fen_full(pieces, 'y', 5, "LLLL", "rbyg:0000:0010:-:-");
    let game = game_with(&fen, &[]);
    assert_eq!(sorted_moves(&game), strings(&["h7h6"]));
}

#[test]
fn colour_with_a_raja_to_return_stays_in_the_game() {
    let pieces = "rKd1 bKh4 gKa5";
    let fen = fen_full(pieces, 'r', 5, "LLLL", "rbyg:0000:0010:-:-");
    let mut game = game_with(&fen, &[5, 5]);
    game.play("d1d2").unwrap();
    game.play("h4h5").unwrap();
    assert_eq!(game.position().army_state(Army::new(2)), ArmyState::Live);
    assert_eq!(sorted_moves(&game), strings(&["K@e8"]));
}

#[test]
fn raja_of_a_colour_that_left_is_no_prisoner() {
    let pieces = "rKd1 rNc6 bKh4 yKe7 gKa5";
    let fen = fen_full(pieces, 'r', 3, "LLLL", "rbyg:1000:0000:-:-");
    let mut game = game_with(&fen, &[5]);
    game.play("c6e7").unwrap();
    assert_eq!(
        game.position().army_state(Army::new(2)),
        ArmyState::Eliminated
    );
    assert!(
        game.fen().ends_with(" rbyg:1000:0000:-:-"),
        "no offer window either"
    );
}

#[test]
fn exchange_actions_undo_and_round_trip() {
    let mut game = exchange_position();
    for action in ["offer:ry", "accept", "h4h5", "K@f8"] {
        let before = game.fen();
        game.play(action).unwrap();
        let reloaded = Game::from_fen(ID, &game.fen()).unwrap();
        assert_eq!(reloaded.fen(), game.fen());
        assert_eq!(sorted_moves(&reloaded), sorted_moves(&game));
        let mut undone = game.clone();
        undone.undo().unwrap();
        assert_eq!(undone.fen(), before);
    }
    let saved = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(saved.fen(), game.fen());
}

// --- Promotion ---------------------------------------------------------------

#[test]
fn promotion_on_the_far_squares_where_knight_or_elephant_stood() {
    // Red has lost a pawn: g8 (yellow's knight) and f8 (yellow's elephant) promote.
    // Decision: no limit on pieces of a kind: red keeps its knight and gains one.
    let pieces = format!("{RAJAS} rPg7 rPb2 rPc2 rNb1");
    let game = game_with(&fen(&pieces, 'r', 5), &[]);
    assert_eq!(moves_from(&game, "g7"), strings(&["g7g8n"]));
    let pieces = "rKd1 bKh4 yKe6 gKa5 rPf7 rPb2";
    let game = game_with(&fen(pieces, 'r', 5), &[]);
    assert_eq!(moves_from(&game, "f7"), strings(&["f7f8e"]));
    // Black promotes on a7 and a6, where green's knight and elephant stood.
    let pieces = "rKd1 bKh4 yKe8 gKc5 bPb7 bPb6 bPg2";
    let game = game_with(&fen(pieces, 'b', 5), &[]);
    assert_eq!(moves_from(&game, "b7"), strings(&["b7a7n"]));
    assert_eq!(moves_from(&game, "b6"), strings(&["b6a6e"]));
}

#[test]
fn other_far_squares_do_not_promote() {
    let pieces = format!("{RAJAS} rPh7 rPb2");
    let mut game = game_with(&fen(&pieces, 'r', 5), &[5]);
    assert_eq!(moves_from(&game, "h7"), strings(&["h7h8"]));
    game.play("h7h8").unwrap();
    assert_eq!(piece_on(&game, "h8"), "rP");
}

#[test]
fn promotion_waits_while_all_four_pawns_live() {
    let pieces = format!("{RAJAS} rPg7 rPa2 rPb2 rPc2 bNa4");
    let mut game = game_with(&fen(&pieces, 'r', 5), &[3]);
    assert_eq!(moves_from(&game, "g7"), strings(&["g7g8"]));
    game.play("g7g8").unwrap();
    assert_eq!(piece_on(&game, "g8"), "rP", "pending");
    // Black takes a red pawn: the waiting pawn becomes a knight at once.
    assert_eq!(game.status().to_move, "black");
    game.play("a4b2").unwrap();
    assert_eq!(piece_on(&game, "g8"), "rN");
    let mut undone = game.clone();
    undone.undo().unwrap();
    assert_eq!(piece_on(&undone, "g8"), "rP");
}

#[test]
fn waiting_pawn_itself_taken_promotes_nothing() {
    let pieces = format!("{RAJAS} rPg8 rPa2 rPb2 rPc2 yNe7");
    let mut game = game_with(&fen(&pieces, 'y', 3), &[]);
    game.play("e7g8").unwrap();
    assert_eq!(piece_on(&game, "g8"), "yN");
    assert_eq!(game.position().count_of(Army::FIRST, Kind::new(4)), 3);
}

// --- Povyšování --------------------------------------------------------------

#[test]
fn povysovani_pawn_and_boat_promote_on_a_marked_square_to_any_piece() {
    let pieces = "rPe7 rBa1 bKh4 yKd6 gKa5";
    let game = game_with(&fen(pieces, 'r', 5), &[]);
    assert_eq!(
        moves_from(&game, "e7"),
        strings(&["e7e8", "e7e8b", "e7e8e", "e7e8k", "e7e8n"])
    );
    // On the marked square that also promotes by the ordinary rule the pawn must change.
    let pieces = "rPf7 rBa1 bKh4 yKd6 gKa5";
    let game = game_with(&fen(pieces, 'r', 5), &[]);
    assert_eq!(
        moves_from(&game, "f7"),
        strings(&["f7f8b", "f7f8e", "f7f8k", "f7f8n"])
    );
}

#[test]
fn povysovani_only_on_entering_a_marked_square() {
    let pieces = "rPc6 rBa1 bKh4 yKd6 gKa5";
    let game = game_with(&fen(pieces, 'r', 5), &[]);
    assert_eq!(moves_from(&game, "c6"), strings(&["c6c7"]));
}

#[test]
fn povysovani_needs_exactly_pawn_and_boat() {
    let pieces = "rPe7 rBa1 rNb1 bKh4 yKd6 gKa5";
    let game = game_with(&fen(pieces, 'r', 5), &[]);
    assert_eq!(moves_from(&game, "e7"), strings(&["e7e8"]));
}

#[test]
fn povysovani_to_raja_plays_on() {
    let pieces = "rPe7 rBa1 bKh4 yKd6 gKa5";
    let mut game = game_with(&fen(pieces, 'r', 5), &[5]);
    game.play("e7e8k").unwrap();
    assert_eq!(piece_on(&game, "e8"), "rK");
    // Without a letter the pawn stays a pawn.
    let mut game = game_with(&fen(pieces, 'r', 5), &[5]);
    game.play("e7e8").unwrap();
    assert_eq!(piece_on(&game, "e8"), "rP");
}

// --- Leaving the game and the end --------------------------------------------

#[test]
fn colour_without_pieces_leaves_the_game() {
    let pieces = "rKd1 rEg2 bPg4 yKe8 gKa5";
    let mut game = game_with(&fen(pieces, 'r', 4), &[5]);
    game.play("g2g4").unwrap();
    assert_eq!(
        game.position().army_state(Army::SECOND),
        ArmyState::Eliminated
    );
    assert_eq!(game.status().to_move, "yellow", "black's seat is skipped");
}

#[test]
fn pair_removing_both_opponents_wins() {
    let pieces = "rKd1 rEg2 yPg4 gKa5";
    let fen = fen_full(pieces, 'r', 4, "LXLL", QUIET);
    let mut game = game_with(&fen, &[]);
    game.play("g2g4").unwrap();
    assert!(game.is_over());
    let status = status_value(&game);
    assert_eq!(status["reason"], "opponents-out");
    assert_eq!(status["winning_team"], serde_json::json!(["red", "green"]));
}

#[test]
fn lone_conqueror_removing_both_opponents_wins_for_the_pair() {
    let pieces = "rKd1 rEg2 bPg4 gKb5";
    let fen = fen_full(pieces, 'r', 4, "LLXL", "rbyr:0000:0000:-:-");
    let mut game = game_with(&fen, &[]);
    game.play("g2g4").unwrap();
    let status = status_value(&game);
    assert_eq!(status["winning_team"], serde_json::json!(["red", "green"]));
    assert_eq!(status["armies"][3]["played_by"], "red");
}

#[test]
fn game_goes_on_while_one_opponent_remains() {
    let pieces = "rKd1 rEg2 bPg4 yKe8 gKa5";
    let mut game = game_with(&fen(pieces, 'r', 4), &[5]);
    game.play("g2g4").unwrap();
    assert!(!game.is_over());
}

#[test]
fn decision_two_hundred_turns_without_capture_or_pawn_move_draw() {
    let base = fen(RAJAS, 'r', 5).replace(" 0 0 7:0:5:-", " 199 0 7:0:5:-");
    let mut game = game_with(&base, &[]);
    game.play("d1d2").unwrap();
    assert!(game.is_over());
    assert_eq!(status_value(&game)["reason"], "fifty-moves");
    assert_eq!(status_value(&game)["draw"], true);
}

#[test]
fn decision_nobody_able_to_move_is_a_draw() {
    let pieces = "rPh8 yPa1";
    let fen = fen_full(pieces, 'r', 5, "LXLX", QUIET);
    let game = game_with(&fen, &[]);
    assert!(game.is_over());
    assert_eq!(status_value(&game)["reason"], "no-moves");
}

#[test]
fn resigned_colour_is_out_of_the_game() {
    let mut game = game_with(&fen(RAJAS, 'r', 5), &[]);
    game.resign(Army::SECOND).unwrap();
    game.resign(Army::new(2)).unwrap();
    assert_eq!(
        status_value(&game)["winning_team"],
        serde_json::json!(["red", "green"])
    );
}

// --- FEN -----------------------------------------------------------------------

#[test]
fn fen_of_the_start_has_nine_fields() {
    let game = Game::new(ID, 1).unwrap();
    let fen = game.fen();
    assert_eq!(fen.split(' ').count(), 9);
    assert!(fen.ends_with(" rbyg:0000:0000:-:-"));
    assert!(fen.starts_with(
        "gBgP2yKyEyNyB/gNgP2yPyPyPyP/gEgP6/gKgP6/6bPbK/6bPbE/rPrPrPrP2bPbN/rBrNrErK2bPbB "
    ));
}

#[test]
fn fen_round_trips_every_rule_state_field() {
    let fen = fen_full("rKd1 bKh4 gKa5 yPh7", 'b', 5, "LLLL", "rbyr:0120:1000:-:gy");
    let game = Game::from_fen(ID, &fen).unwrap();
    assert_eq!(game.fen(), fen);
    let window = fen_full("rKd1 bKh4 gKa5 yPh7", 'r', 5, "LLLL", "rbyg:1010:0000:r:-")
        .replace("7:0:5:-", "7:0:0:i");
    let game = Game::from_fen(ID, &window).unwrap();
    assert_eq!(game.fen(), window);
    assert_eq!(sorted_moves(&game), strings(&["nooffer", "offer:ry"]));
}

#[test]
fn fen_errors_name_the_rule_state() {
    let good = fen(RAJAS, 'r', 5);
    for bad in [
        good.replace(QUIET, "rbyg:0000:0000:-"),
        good.replace(QUIET, "rbyq:0000:0000:-:-"),
        good.replace(QUIET, "rby:0000:0000:-:-"),
        good.replace(QUIET, "rbyg:00x0:0000:-:-"),
        good.replace(QUIET, "rbyg:0000:0000:rr:-"),
        good.replace(QUIET, "rbyg:0000:0000:-:r"),
        good.replace(&format!(" {QUIET}"), ""),
        good.replace("7:0:5:-", "7:0:6:-"),
        good.replace("7:0:5:-", "7:0:1:-"),
    ] {
        let error = Game::from_fen(ID, &bad)
            .err()
            .unwrap_or_else(|| panic!("{bad}"));
        assert!(error.to_string().starts_with("bad FEN"), "{error}");
    }
}
