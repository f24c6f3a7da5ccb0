//! raja-core: the rules of the chess family, and nothing else.
//!
//! It knows no search and no Godot. Every input from a user, a file or the engine
//! binding is checked and answered with an error value, never a panic.
//!
//! One concept per module: `geometry` (squares), `piece` (movement data), `data`
//! (a game's RON schema), `tables` (precomputed moves), `variant` (a compiled game),
//! `position` and `make` (state and moves), `movegen`, `dice`, `rules` (what data
//! cannot say), `rule_state` (seats and exchanges), `pockets` (pieces to drop), `outcome`, `notation` and `fen` (text), `game` (the public API),
//! `marks` (squares the board marks), `status`, `save`, `perft`, `registry` (game ids), `view` (what a side sees).

pub mod attack;
mod board_field;
pub mod chess960;
pub mod chess_fen;
pub mod data;
pub mod diagram;
pub mod dice;
pub mod error;
pub mod fen;
pub mod fen4;
pub mod game;
pub mod geometry;
pub mod hodges;
pub mod make;
pub mod marks;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod outcome;
pub mod perft;
pub mod pgn;
pub mod pgn4;
pub mod piece;
pub mod pockets;
pub mod position;
pub mod registry;
pub mod rule_state;
pub mod rules;
pub mod san;
pub mod san_sheet;
pub mod save;
pub mod status;
pub mod tables;
pub mod variant;
pub mod view;
pub mod wxf;
pub mod zobrist;
pub mod zones;

pub use error::Error;
pub use game::Game;
pub use moves::Move;
pub use outcome::{EndReason, GameResult, Outcome};
pub use position::{ArmyState, Position};
pub use registry::{game_ids, variant};
pub use save::SaveFile;
pub use status::Status;
