//! `RajaEngine`: what the engine offers, asked from GDScript.

use godot::prelude::*;

/// Facts about the rules engine: its version and the games it knows.
#[derive(GodotClass)]
#[class(init, base = RefCounted)]
pub struct RajaEngine {
    base: Base<RefCounted>,
}

#[godot_api]
impl RajaEngine {
    /// The engine's version, as in its Cargo manifest.
    #[func]
    fn version(&self) -> GString {
        GString::from(env!("CARGO_PKG_VERSION"))
    }

    /// The ids of every game the engine can play, in catalogue order.
    #[func]
    fn game_ids(&self) -> PackedStringArray {
        raja_core::game_ids()
            .iter()
            .map(|id| GString::from(*id))
            .collect()
    }
}
