//! What a session tells GDScript about its game, as plain serde data: one struct
//! per answer, made from raja-core values and turned into Godot values by one
//! conversion (`json_variant`). No Godot type appears here, so cargo tests read
//! these answers as GDScript will.

pub mod board;
pub mod diagrams;
pub mod dice;
pub mod effect;
pub mod forms;
pub mod marks;
pub mod move_list;
pub mod moves;
pub mod pieces;
pub mod start;
pub mod summary;

use raja_core::Game;
use raja_core::Kind;
use raja_core::geometry::Square;

/// A square's name ("e4", "h13").
fn name(game: &Game, square: Square) -> String {
    game.variant().geometry.name(square)
}

/// A piece kind's name in the game's data ("knight").
fn piece_name(game: &Game, kind: Kind) -> String {
    game.variant().piece(kind).name.clone()
}
