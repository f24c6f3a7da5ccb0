//! The state of play: a position (board, armies, clocks), the state some games keep
//! beside the board, the dice, Chess960 start ranks and how a game ended.

pub mod chess960;
pub mod dice;
pub mod en_passant;
pub mod outcome;
pub mod position;
pub mod rule_state;
