//! Whole games on file: PGN, chess.com's PGN4 and the versioned RON save.

pub mod pgn;
pub mod pgn4;
pub mod save;
