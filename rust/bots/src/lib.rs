//! raja-bots: search and evaluation over the games of raja-core. No Godot here.
//!
//! The search knows a game only through raja-core's data and rule hooks: it never
//! asks which game it plays. What it does depend on is the game's *mode*:
//! - teams: two sides, alpha-beta (PVS) with a transposition table;
//! - free-for-all: a multi-player search (paranoid alpha-beta, best-reply search
//!   or max^n, see `search::Algorithm` and docs/bots.md for the measured choice);
//! - dice: chance nodes averaging over every distinct roll (Star2 pruning).
//!
//! Layers, each using only those listed before it:
//! - `value` (the units), `rolls` (chance outcomes of the dice);
//! - `eval` (what a position is worth to each army: `weights` and the terms in
//!   its folder), `sides` (how those worths become one number, and what a
//!   finished game is worth);
//! - `search` (the tree searches, with their machinery: `budget`, when to stop;
//!   `tt`; `ordering`);
//! - `tune` (Texel tuning of the positional weights: features, fit);
//! - `level` (strength presets), `hidden` (guesses of what fog hides), `bot`
//!   (the public entry).

pub mod bot;
pub mod eval;
pub mod hidden;
pub mod level;
pub mod rolls;
pub mod search;
pub mod sides;
pub mod tune;
pub mod value;

pub use bot::{Bot, Choice, Forced, random_move};
pub use level::Level;
pub use search::Algorithm;
pub use search::budget::{Limits, Resources};
