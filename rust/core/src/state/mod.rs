//! The state of play: a position (board, armies, clocks), the start it is built
//! from (`setup`, Chess960 start ranks), the state some games keep beside the
//! board, the dice, how a game ended and what a move made takes to undo.

pub mod chess960;
pub mod dice;
pub mod en_passant;
pub mod hand;
pub mod outcome;
pub mod position;
pub mod rule_state;
pub mod setup;
pub mod undo;
