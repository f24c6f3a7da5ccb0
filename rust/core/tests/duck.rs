//! Duck chess (chess.com; Fairy-Stockfish `duck`), one test per rule, and perft
//! against pyffish 0.0.90 counted by recursion over its legal moves (no table
//! is published). Positions built by hand; the FENs and moves expected are
//! those pyffish gives.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{game, moves, played};

const DUCK: &str = "duck";

fn starting(game: &Game, first: &str) -> Vec<String> {
    moves(game)
        .into_iter()
        .filter(|m| m.split(',').next() == Some(first))
        .collect()
}

#[test]
fn every_move_ends_by_placing_the_duck_written_after_a_comma() {
    let mut game = Game::new(DUCK, 0).unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    // 20 piece moves, each with the 32 empty squares for the duck.
    assert_eq!(game.legal_move_strings().len(), 640);
    let e4 = starting(&game, "e2e4");
    assert_eq!(e4.len(), 32);
    assert!(e4.contains(&"e2e4,e4e2".to_string()));
    game.play("e2e4,e4e5").unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/4*3/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    );
    assert_eq!(game.action_texts(), ["e2e4,e4e5"]);
}

#[test]
fn the_duck_moves_to_another_empty_square_and_blocks_everyone() {
    // The duck on e5 blocks e7e5 and is never taken.
    let game = played(
        DUCK,
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "e2e4,e4e5",
    );
    let firsts: Vec<String> = moves(&game)
        .into_iter()
        .map(|m| m.split(',').next().unwrap_or("").to_string())
        .collect();
    assert!(!firsts.iter().any(|m| m == "e7e5"));
    // 19 piece moves, 31 empty squares each: the duck may not stay on e5.
    assert_eq!(game.legal_move_strings().len(), 589);
    assert!(!moves(&game).iter().any(|m| m.ends_with("e5")));
    let rook = game_with_duck_on_e1();
    let rook_moves: Vec<String> = starting_with(&rook, "a1");
    assert_eq!(
        rook_moves,
        [
            "a1a2", "a1a3", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1b1", "a1c1", "a1d1"
        ]
    );
}

fn game_with_duck_on_e1() -> Game {
    game(DUCK, "4k3/8/8/8/8/8/8/R3*2K w - - 0 1")
}

fn starting_with(game: &Game, square: &str) -> Vec<String> {
    let mut firsts: Vec<String> = moves(game)
        .into_iter()
        .filter(|m| m.starts_with(square))
        .map(|m| m.split(',').next().unwrap_or("").to_string())
        .collect();
    firsts.dedup();
    firsts
}

#[test]
fn the_move_may_be_played_in_two_steps() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let whole = played(DUCK, start, "e2e4,e4d5");
    let mut steps = game(DUCK, start);
    let ducks = steps.second_parts_after("e2e4").unwrap();
    assert_eq!(ducks.len(), 32);
    steps.play("e2e4").unwrap();
    // Half-way, only the duck's squares are legal, and the game is not over.
    assert!(
        steps
            .legal_move_strings()
            .iter()
            .all(|m| m.starts_with("e4"))
    );
    steps.play("e4d5").unwrap();
    assert_eq!(steps.fen(), whole.fen());
    assert_eq!(steps.action_texts(), ["e2e4,e4d5"]);
    // One undo takes back the whole move.
    steps.undo().unwrap();
    assert_eq!(steps.fen(), start);
    assert!(steps.second_parts_after("e2e5").is_err());
    assert!(game(DUCK, start).play("e2e4,e4e4").is_err());
}

#[test]
fn there_is_no_check_and_capturing_the_king_wins() {
    // The king may step next to the enemy king.
    let game = played(DUCK, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "e1f1,f1e2");
    assert!(!starting(&game, "e8e7").is_empty());
    let game = played(DUCK, "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e8,e8a1");
    assert_eq!(game.fen(), "4R3/8/8/8/8/8/8/*5K1 b - - 0 1");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::KingCaptured);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
    // The side without a king has no castling left.
    let game = played(DUCK, "r3k2r/8/8/8/8/8/8/4R1K1 w kq - 0 1", "e1e8,e8a1");
    assert_eq!(game.fen(), "r3R2r/8/8/8/8/8/8/*5K1 b - - 0 1");
}

#[test]
fn castling_may_pass_attacked_squares() {
    let game = played(DUCK, "4k3/8/8/8/8/8/5r2/4K2R w K - 0 1", "e1g1,g1a5");
    assert_eq!(game.fen(), "4k3/8/8/*7/8/8/5r2/5RK1 b - - 1 1");
}

#[test]
fn the_player_who_cannot_move_wins() {
    let game = played(DUCK, "kb6/ppp5/p1p5/P1P5/8/8/8/7K w - - 0 1", "h1g1,g1b6");
    assert_eq!(game.fen(), "kb6/ppp5/p*p5/P1P5/8/8/8/6K1 b - - 1 1");
    let outcome = game.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 1 });
}

#[test]
fn en_passant_stays_for_the_duck_and_a_duck_on_its_square_blocks_it() {
    let start = "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1";
    let open = played(DUCK, start, "d7d5,d5h4");
    assert_eq!(open.fen(), "4k3/8/8/3pP3/7*/8/8/4K3 w - d6 0 2");
    assert!(!starting(&open, "e5d6").is_empty());
    let blocked = played(DUCK, start, "d7d5,d5d6");
    assert_eq!(blocked.fen(), "4k3/8/3*4/3pP3/8/8/8/4K3 w - - 0 2");
    assert!(starting(&blocked, "e5d6").is_empty());
}

#[test]
fn repetition_and_fifty_moves_draw() {
    let game = played(DUCK, "4k3/8/8/8/8/8/8/4K2R w - - 99 80", "e1e2,e2a8");
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::FiftyMoves)
    );
}

/// Perft by recursion over pyffish's `legal_moves` (`tools/ffish-compare
/// --perft 2 duck`): an independent count.
#[test]
fn perft_as_pyffish_counts_it() {
    let start = Game::new(DUCK, 0).unwrap();
    assert_eq!(start.perft(1).unwrap(), 640);
    assert_eq!(start.perft(2).unwrap(), 379440);
}
