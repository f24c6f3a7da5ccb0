//! raja-godot: the GDExtension. It converts between Godot values and raja-core data;
//! the rules live in raja-core and the search in raja-bots.

use godot::prelude::*;

mod bot_node;
mod describe;
mod engine_info;
mod game_session;
mod json_variant;

struct RajaExtension;

#[gdextension]
unsafe impl ExtensionLibrary for RajaExtension {}
