//! Helpers shared by the integration tests.

#![allow(dead_code)]

pub mod reference;

use raja_core::Game;

/// A FEN with these pieces (`rKd1 gPb5 …`), side to move and army states, no
/// points, clocks at zero, no dice.
pub fn fen_with(pieces: &str, to_move: char, states: &str) -> String {
    let mut board: Vec<Vec<String>> = vec![vec![String::new(); 8]; 8];
    for token in pieces.split_whitespace() {
        let chars: Vec<char> = token.chars().collect();
        let file = (chars[2] as u8 - b'a') as usize;
        let rank: usize = token[3..].parse::<usize>().unwrap() - 1;
        board[rank][file] = format!("{}{}", chars[0], chars[1]);
    }
    let mut rows = Vec::new();
    for rank in (0..8).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for cell in &board[rank] {
            if cell.is_empty() {
                empty += 1;
            } else {
                if empty > 0 {
                    row += &empty.to_string();
                    empty = 0;
                }
                row += cell;
            }
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    format!(
        "{} {to_move} {states} 0,0,0,0 0,0,0,0 0 0 -",
        rows.join("/")
    )
}

/// The same with every army live.
pub fn fen(pieces: &str, to_move: char) -> String {
    fen_with(pieces, to_move, "LLLL")
}

/// The four kings at home: a quiet background for built positions.
pub const KINGS: &str = "rKd1 gKa5 yKe8 bKh4";

pub fn game(id: &str, fen: &str) -> Game {
    Game::from_fen(id, fen).unwrap_or_else(|e| panic!("{fen}: {e}"))
}

pub fn sorted_moves(game: &Game) -> Vec<String> {
    let mut moves = game.legal_move_strings();
    moves.sort();
    moves
}

/// The moves of the piece on `from`.
pub fn moves_from(game: &Game, from: &str) -> Vec<String> {
    let mut moves: Vec<String> = game
        .legal_move_strings()
        .into_iter()
        .filter(|m| m.starts_with(from))
        .collect();
    moves.sort();
    moves
}

pub fn status_value(game: &Game) -> serde_json::Value {
    serde_json::to_value(game.status()).unwrap()
}
