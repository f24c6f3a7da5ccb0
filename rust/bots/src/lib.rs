//! raja-bots: search and evaluation over the games of raja-core. No Godot here.
