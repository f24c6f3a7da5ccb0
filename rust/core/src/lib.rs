//! raja-core: the rules of the chess family, and nothing else.
//!
//! It knows no search and no Godot. Every input from a user, a file or the engine
//! binding is checked and answered with an error value, never a panic.
//!
//! The folders read bottom-up, each using only those before it:
//! `board` (squares, pieces, moves, tables), `compile` (a game's data and its
//! compiled form), `state` (positions, setups, undo records, dice, outcomes),
//! `movegen` (attacks, the `Variant` that pairs compiled data with its rule
//! module and the `Rules` hooks, generation, making moves, pockets, starts),
//! `notation` (move strings, FEN, SAN, WXF,
//! Hodges), `rules` (what data cannot say), `game` (the public API, game ids,
//! status, views, perft) and `record` (PGN, PGN4, saves). `error` is shared by
//! all. `tests/layers.rs` checks the order (docs/design.md, "Core folders").

pub mod board;
pub mod compile;
pub mod error;
pub mod game;
pub mod movegen;
pub mod notation;
pub mod record;
pub mod rules;
pub mod state;

// The flat paths of the crate before its folders, kept for its users.
pub use board::{drawing, geometry, kind, moves, piece, tables, zobrist};
pub use compile::{data, zones};
pub use game::{marks, perft, registry, status, view};
pub use movegen::{attack, make, pockets};
pub use notation::{chess_fen, diagram, fen, fen4, hodges, san, wxf};
pub use record::{move_sheet, pgn, pgn4, san_sheet, save};
pub use state::{chess960, dice, outcome, position, rule_state, setup, undo};

/// A game's compiled data and its pairing with a rule module, under one path.
pub mod variant {
    pub use crate::compile::variant::*;
    pub use crate::movegen::variant::*;
}

pub use board::army::{Army, ArmySet};
pub use board::kind::{Kind, KindSet};
pub use board::moves::Move;
pub use error::{Error, SetupError};
pub use game::Game;
pub use game::registry::{game_ids, variant};
pub use game::status::Status;
pub use record::save::SaveFile;
pub use state::outcome::{EndReason, GameResult, Outcome};
pub use state::position::{ArmyState, Position};
