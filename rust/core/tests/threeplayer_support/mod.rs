//! Helpers for the three-player chess tests: the simple reference implementation
//! in `reference.rs`, built positions as FENs, and the oracle's data in
//! `../oracle/threeplayer_*.txt`.

#![allow(dead_code)]

pub mod reference;

use reference::{ARMIES, Cell, Piece, Plays, Reference};

/// The three kings at home: a quiet background for built positions.
pub const KINGS: &str = "wKe1 bKd8 rKi12";

/// A position with these pieces (`wKe1 bPc4 …`), side to move, castlings (`-` or
/// `e1g1,…`) and skipped cells (`d3,-,-`); clocks at zero.
pub fn position(pieces: &str, to_move: char, castling: &str, en_passant: &str) -> Reference {
    let mut r = Reference::from_fen(&format!(
        "{} {to_move} LLL 0,0,0 0,0,0 0 0 - {castling} {en_passant}",
        Reference::empty_board()
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    for token in pieces.split_whitespace() {
        let army = ARMIES
            .iter()
            .position(|&a| a == token.chars().next().unwrap());
        let kind = token.chars().nth(1).unwrap();
        let cell = Cell::parse(&token[2..]).unwrap_or_else(|| panic!("{token}"));
        r.set(
            cell,
            Some(Piece {
                army: army.unwrap(),
                kind,
            }),
        );
    }
    Reference::from_fen(&r.fen()).unwrap()
}

/// The FEN of such a position.
pub fn fen(pieces: &str, to_move: char, castling: &str, en_passant: &str) -> String {
    position(pieces, to_move, castling, en_passant).fen()
}

/// Plays moves given as text, each legal where it is played.
pub fn play(r: &mut Reference, moves: &str) {
    for mv in moves.split_whitespace() {
        assert!(r.settle(), "the game ended before {mv}");
        r.play_text(mv).unwrap_or_else(|e| panic!("{e}"));
    }
}
