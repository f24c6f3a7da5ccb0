//! Antichess (lichess; Fairy-Stockfish `antichess`), one test per rule. Positions
//! built by hand; FENs, moves and results as pyffish 0.0.90 gives them.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{end, game, moves, played};

const ANTICHESS: &str = "antichess";

#[test]
fn the_start_is_the_chess_start_without_castling_rights() {
    let game = Game::new(ANTICHESS, 0).unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1"
    );
    assert_eq!(game.legal_move_strings().len(), 20);
}

#[test]
fn captures_are_compulsory() {
    // e4xd5 is the one capture: no other move is legal.
    assert_eq!(
        moves(&game(ANTICHESS, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1")),
        ["e4d5"]
    );
}

#[test]
fn en_passant_is_a_capture_and_so_compulsory() {
    let game = played(ANTICHESS, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4");
    assert_eq!(game.fen(), "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
    assert_eq!(moves(&game), ["d4e3"]);
}

#[test]
fn there_is_no_castling() {
    // Castling rights in a FEN are read and dropped, as Fairy-Stockfish does;
    // the rooks must take each other.
    let game = game(ANTICHESS, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert_eq!(game.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1");
    assert_eq!(moves(&game), ["a1a8", "h1h8"]);
}

#[test]
fn the_king_is_an_ordinary_piece_without_check() {
    // The king may step onto the attacked a2, and is then taken like any piece.
    let start = "8/8/8/8/8/r7/8/K7 w - - 0 1";
    assert_eq!(moves(&game(ANTICHESS, start)), ["a1a2", "a1b1", "a1b2"]);
    let game = played(ANTICHESS, start, "a1a2");
    assert!(!game.status().armies[0].in_check);
    assert_eq!(moves(&game), ["a3a2"]);
}

#[test]
fn pawns_promote_to_a_king_too() {
    let start = "8/P7/8/8/8/8/8/k7 w - - 0 1";
    assert_eq!(
        moves(&game(ANTICHESS, start)),
        ["a7a8b", "a7a8k", "a7a8n", "a7a8q", "a7a8r"]
    );
    assert_eq!(
        played(ANTICHESS, start, "a7a8k").fen(),
        "K7/8/8/8/8/8/8/k7 b - - 0 1"
    );
}

#[test]
fn a_player_without_pieces_wins() {
    let game = played(ANTICHESS, "8/8/8/8/8/8/8/Kq6 b - - 0 1", "b1a1");
    assert_eq!(game.fen(), "8/8/8/8/8/8/8/q7 w - - 0 2");
    assert_eq!(
        end(&game),
        Some((GameResult::TeamWin { team: 0 }, EndReason::NoPiecesOrMoves))
    );
}

#[test]
fn a_player_without_legal_moves_wins() {
    // White's only piece, the a2 pawn, is blocked.
    assert_eq!(
        end(&game(ANTICHESS, "8/8/8/8/8/p7/P7/8 w - - 0 1")),
        Some((GameResult::TeamWin { team: 0 }, EndReason::NoPiecesOrMoves))
    );
}

#[test]
fn threefold_repetition_draws() {
    let start = "8/8/8/8/8/8/8/N6n w - - 0 1";
    let cycle = "a1b3 h1g3 b3a1 g3h1";
    assert!(
        played(ANTICHESS, start, &format!("{cycle} a1b3 h1g3 b3a1"))
            .outcome()
            .is_none()
    );
    let game = played(ANTICHESS, start, &format!("{cycle} {cycle}"));
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::Repetition)));
}

#[test]
fn fifty_moves_draw() {
    let game = played(ANTICHESS, "8/8/8/8/8/8/8/N6n w - - 99 60", "a1b3");
    assert_eq!(game.fen(), "8/8/8/8/8/1N6/8/7n b - - 100 60");
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::FiftyMoves)));
}

#[test]
fn no_position_is_a_dead_draw() {
    // Bishops on squares of different colours never meet; Fairy-Stockfish plays on.
    let game = game(ANTICHESS, "8/8/8/8/8/8/8/B6b w - - 0 1");
    assert!(game.outcome().is_none());
    assert_eq!(game.legal_move_strings().len(), 7);
}
