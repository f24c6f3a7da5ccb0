//! Helpers shared by the two-player variant tests (antichess, atomic,
//! crazyhouse, duck, fog, friendly): positions built from a FEN of the game
//! `id`, lines played on them, and the moves and end read back as plain values.

#![allow(dead_code)]

use raja_core::{EndReason, Game, GameResult};

/// The game `id` in the position `fen`.
pub fn game(id: &str, fen: &str) -> Game {
    Game::from_fen(id, fen).unwrap_or_else(|e| panic!("{id} {fen}: {e}"))
}

/// The game `id` from `fen` after the moves of `line` (space-separated).
pub fn played(id: &str, fen: &str, line: &str) -> Game {
    let mut game = game(id, fen);
    game.play_all(line)
        .unwrap_or_else(|e| panic!("{id} {fen} {line}: {e}"));
    game
}

/// The legal moves, sorted.
pub fn moves(game: &Game) -> Vec<String> {
    let mut moves = game.legal_move_strings();
    moves.sort();
    moves
}

pub fn has(game: &Game, mv: &str) -> bool {
    game.legal_move_strings().iter().any(|m| m == mv)
}

/// The result and why, once the game is over.
pub fn end(game: &Game) -> Option<(GameResult, EndReason)> {
    game.outcome().map(|o| (o.result.clone(), o.reason))
}

/// The legal moves of the piece on `square`, sorted (on boards of ten ranks
/// `e1`'s moves are not `e10`'s).
pub fn moves_from(game: &Game, square: &str) -> Vec<String> {
    moves(game)
        .into_iter()
        .filter(|m| {
            m.starts_with(square) && !m[square.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect()
}

/// Asserts the perft counts of game `id` from `fen`, from depth 1 on.
pub fn assert_perft(id: &str, fen: &str, counts: &[u64]) {
    let game = game(id, fen);
    for (depth, &count) in counts.iter().enumerate() {
        let depth = depth as u32 + 1;
        assert_eq!(game.perft(depth).unwrap(), count, "depth {depth}: {fen}");
    }
}

/// The SAN of the legal move written `uci`.
pub fn san(game: &Game, uci: &str) -> String {
    let mv = game
        .legal_moves()
        .into_iter()
        .find(|&m| game.move_string(m) == uci)
        .unwrap_or_else(|| panic!("{uci} is not legal"));
    game.san(mv)
}
