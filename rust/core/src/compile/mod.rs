//! A game as data (its RON schema) and its compiled form, the `CompiledVariant`
//! (tables, geometry, limits) that positions, move generation, rules and
//! notation read, with its promotion zones.

pub mod data;
pub mod variant;
pub mod zones;
