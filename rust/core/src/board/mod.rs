//! The ground: squares and geometry, pieces as movement data, a move value, the
//! tables precomputed from them, promotion zones and hashing keys. Nothing here
//! knows a game, a position or a rule.

pub mod geometry;
pub mod moves;
pub mod piece;
pub mod tables;
pub mod zobrist;
pub mod zones;
