//! The ground: squares and geometry, pieces as movement data, what stands on a
//! square, a move value, the move and attack tables precomputed from them and
//! hashing keys. Nothing here knows a game, a position or a rule.

pub mod army;
pub mod attack_tables;
pub mod bit_set;
pub mod cell;
pub mod drawing;
pub mod geometry;
pub mod hexagon;
pub mod kind;
pub mod links;
pub mod moves;
pub mod piece;
pub mod square;
pub mod square_mark;
pub mod tables;
pub mod zobrist;
