//! Atomic chess (lichess; Fairy-Stockfish `atomic`), one test per rule. Positions
//! built by hand; FENs, moves and results as pyffish 0.0.90 gives them.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{end, game, has, moves, played};

const ATOMIC: &str = "atomic";

fn in_check(game: &Game, army: usize) -> bool {
    game.status().armies[army].in_check
}

#[test]
fn the_start_is_the_chess_start() {
    let game = Game::new(ATOMIC, 0).unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
}

#[test]
fn a_capture_explodes_the_capturer_and_every_piece_around_but_pawns() {
    // Qxd5: the queen, the pawn taken, the knight c5, the rook e5 and the own
    // bishop e4 go; the pawn c6 stays.
    let game = played(ATOMIC, "4k3/8/2p5/2npr3/3QB3/8/8/4K3 w - - 0 1", "d4d5");
    assert_eq!(game.fen(), "4k3/8/2p5/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn en_passant_explodes_around_the_square_the_pawn_moves_to() {
    // exd6 e.p.: the blast is centred on d6, so the knight c7 goes and the pawn
    // e7 stays.
    let game = played(ATOMIC, "4k3/2npp3/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5 e5d6");
    assert_eq!(game.fen(), "4k3/4p3/8/8/8/8/8/4K3 b - - 0 2");
}

#[test]
fn exploding_the_enemy_king_wins() {
    let game = played(ATOMIC, "4k3/4q3/8/8/8/8/4R3/4K3 w - - 0 1", "e2e7");
    // As in Fairy-Stockfish, the side whose king exploded is to move.
    assert_eq!(game.fen(), "8/8/8/8/8/8/8/4K3 b - - 0 1");
    assert_eq!(
        end(&game),
        Some((GameResult::TeamWin { team: 0 }, EndReason::KingExploded))
    );
}

#[test]
fn a_king_never_captures() {
    assert_eq!(
        moves(&game(ATOMIC, "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1")),
        ["e1d1", "e1e2", "e1f2"]
    );
}

#[test]
fn a_capture_that_explodes_the_own_king_is_illegal() {
    // Qxe2 would explode the king on e1.
    let game = game(ATOMIC, "4k3/8/8/8/8/8/4p3/3QK3 w - - 0 1");
    assert!(!has(&game, "d1e2"));
    assert_eq!(game.legal_move_strings().len(), 15);
}

#[test]
fn kings_side_by_side_never_check_each_other() {
    // d2, e2 and f2 are attacked by the rook but beside the black king.
    let game = game(ATOMIC, "8/8/8/8/8/4k3/r7/4K3 w - - 0 1");
    assert_eq!(moves(&game), ["e1d1", "e1d2", "e1e2", "e1f1", "e1f2"]);
    let beside = played(ATOMIC, "8/8/8/8/8/4k3/r7/4K3 w - - 0 1", "e1e2");
    assert!(!in_check(&beside, 0));
}

#[test]
fn a_blast_that_removes_the_checker_answers_check() {
    // Rxa3 explodes the bishop b4 that gives check.
    let game = game(ATOMIC, "4k3/8/8/8/1b6/n7/8/R3K3 w - - 0 1");
    assert!(in_check(&game, 0));
    assert_eq!(moves(&game), ["a1a3", "e1d1", "e1e2", "e1f1", "e1f2"]);
}

#[test]
fn exploding_the_enemy_king_is_legal_even_in_check() {
    let start = "3k4/3p4/8/8/8/8/8/3RK2r w - - 0 1";
    assert_eq!(
        moves(&game(ATOMIC, start)),
        ["d1d7", "e1d2", "e1e2", "e1f2"]
    );
    let game = played(ATOMIC, start, "d1d7");
    assert_eq!(game.fen(), "8/8/8/8/8/8/8/4K2r b - - 0 1");
    assert_eq!(
        end(&game),
        Some((GameResult::TeamWin { team: 0 }, EndReason::KingExploded))
    );
}

#[test]
fn checkmate_wins() {
    // The queen beside the king cannot be taken: the king never captures.
    let game = game(ATOMIC, "4k3/8/8/8/8/8/4q3/4K3 w - - 0 1");
    assert_eq!(
        end(&game),
        Some((GameResult::TeamWin { team: 1 }, EndReason::Checkmate))
    );
}

#[test]
fn stalemate_draws() {
    assert_eq!(
        end(&game(ATOMIC, "k7/8/1Q6/8/8/8/8/7K b - - 0 1")),
        Some((GameResult::Draw, EndReason::Stalemate))
    );
}

#[test]
fn a_rook_exploded_on_its_square_loses_its_castling_right() {
    let game = played(ATOMIC, "r3k2r/8/8/8/8/4N3/6n1/R3K2R w KQkq - 0 1", "e3g2");
    assert_eq!(game.fen(), "r3k2r/8/8/8/8/8/8/R3K3 b Qkq - 0 1");
    assert!(has(&game, "e8c8") && has(&game, "e8g8"));
}

#[test]
fn no_castling_through_check() {
    // The rook f8 attacks f1, which the king would cross.
    let game = game(ATOMIC, "k4r2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(!has(&game, "e1g1"));
    assert!(has(&game, "h1g1"));
}

#[test]
fn bare_kings_draw_and_one_piece_plays_on() {
    assert_eq!(
        end(&game(ATOMIC, "8/8/8/8/8/8/8/K6k w - - 0 1")),
        Some((GameResult::Draw, EndReason::InsufficientMaterial))
    );
    assert!(
        game(ATOMIC, "8/8/8/8/8/8/8/KN5k w - - 0 1")
            .outcome()
            .is_none()
    );
}

#[test]
fn fifty_moves_draw() {
    let game = played(ATOMIC, "8/8/8/8/8/8/8/KN5k w - - 99 60", "b1c3");
    assert_eq!(game.fen(), "8/8/8/8/8/2N5/8/K6k b - - 100 60");
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::FiftyMoves)));
}

#[test]
fn threefold_repetition_draws() {
    let start = "4k3/8/8/8/8/8/8/4K2N w - - 0 1";
    let cycle = "h1g3 e8d8 g3h1 d8e8";
    assert!(
        played(ATOMIC, start, &format!("{cycle} h1g3 e8d8 g3h1"))
            .outcome()
            .is_none()
    );
    assert_eq!(
        end(&played(ATOMIC, start, &format!("{cycle} {cycle}"))),
        Some((GameResult::Draw, EndReason::Repetition))
    );
}
