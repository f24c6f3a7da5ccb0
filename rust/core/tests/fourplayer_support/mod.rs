//! Helpers shared by the four-player chess tests: built positions as FENs, and
//! the simple reference implementation in `reference.rs`.

#![allow(dead_code)]

pub mod reference;

use raja_core::Army;
use raja_core::Game;

pub const TEAMS: &str = "fourplayer-teams";
pub const FFA: &str = "fourplayer-ffa";

/// The four kings at home: a quiet background for built positions.
pub const KINGS: &str = "rKh1 bKa7 yKg14 gKn8";

/// A FEN with these pieces (`rKh1 bP~e5 …`, `~` marks a promoted piece), side to
/// move, army states, points and castlings (`-` or `h1j1,…`); clocks at zero.
pub fn fen_full(
    pieces: &str,
    to_move: char,
    states: &str,
    points: [u32; 4],
    castling: &str,
) -> String {
    let mut board: Vec<Vec<String>> = vec![vec![String::new(); 14]; 14];
    for token in pieces.split_whitespace() {
        let (head, square) = match token.as_bytes()[2] {
            b'~' => (format!("{}~", &token[..2]), &token[3..]),
            _ => (token[..2].to_string(), &token[2..]),
        };
        let file = (square.as_bytes()[0] - b'a') as usize;
        let rank: usize = square[1..].parse::<usize>().unwrap() - 1;
        board[rank][file] = head;
    }
    let mut rows = Vec::new();
    for rank in (0..14).rev() {
        let mut row = String::new();
        let mut empty = 0;
        for (file, cell) in board[rank].iter().enumerate() {
            let void = !(3..11).contains(&file) && !(3..11).contains(&rank);
            if cell.is_empty() && !void {
                empty += 1;
                continue;
            }
            if empty > 0 {
                row += &empty.to_string();
                empty = 0;
            }
            row += if void { "*" } else { cell };
        }
        if empty > 0 {
            row += &empty.to_string();
        }
        rows.push(row);
    }
    let points: Vec<String> = points.iter().map(u32::to_string).collect();
    format!(
        "{} {to_move} {states} {} 0,0,0,0 0 0 - {castling}",
        rows.join("/"),
        points.join(",")
    )
}

/// Every army live, no points, no castling.
pub fn fen(pieces: &str, to_move: char) -> String {
    fen_full(pieces, to_move, "LLLL", [0; 4], "-")
}

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
        .filter(|m| {
            m.starts_with(from) && !m[from.len()..].starts_with(|c: char| c.is_ascii_digit())
        })
        .collect();
    moves.sort();
    moves
}

pub fn points(game: &Game) -> [u32; 4] {
    [0, 1, 2, 3].map(|a| game.position().points(Army::new(a)))
}

pub fn play(game: &mut Game, moves: &str) {
    for mv in moves.split_whitespace() {
        game.play(mv)
            .unwrap_or_else(|e| panic!("{mv}: {e} at {}", game.fen()));
    }
}
