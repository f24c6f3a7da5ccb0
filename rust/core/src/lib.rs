//! raja-core: the rules of the chess family, and nothing else.
//!
//! It knows no search and no Godot. Every input from a user, a file or the engine
//! binding is checked and answered with an error value, never a panic.

/// The games this engine knows, by id, one a line in `raja games`.
pub fn game_ids() -> &'static [&'static str] {
    &[]
}
