//! Rule modules: what a game's data cannot say. Each implements `Rules`, the
//! hooks shared code calls (declared with `Variant` in `movegen::variant`, below
//! the generation that calls them); shared code never asks which game it plays.

pub mod antichess;
pub mod atomic;
pub mod build;
pub mod chaturaji;
pub mod chaturanga;
pub mod chaturanga4;
pub mod chess;
pub mod crazyhouse;
pub mod draws;
pub mod duck;
pub mod eightplayer;
pub mod fog;
pub mod fourplayer;
pub mod friendly;
pub mod janggi;
pub mod makruk;
pub mod seasons;
pub mod shatranj;
pub mod shogi;
pub mod sittuyin;
pub mod threeplayer;
pub mod turn;
pub mod xiangqi;

pub use crate::movegen::variant::{Rules, Stuck};
