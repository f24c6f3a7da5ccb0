//! A game as data (its RON schema) and its compiled form, the `Variant` that move
//! generation, rules and notation read.

pub mod data;
pub mod variant;
