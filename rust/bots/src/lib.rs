//! raja-bots: search and evaluation over the games of raja-core. No Godot here.
//!
//! The search knows a game only through raja-core's data and rule hooks: it never
//! asks which game it plays. What it does depend on is the game's *mode*:
//! - teams: two sides, alpha-beta (PVS) with a transposition table;
//! - free-for-all: a multi-player search (paranoid alpha-beta, best-reply search
//!   or max^n, see `search::Algorithm` and docs/bots.md for the measured choice);
//! - dice: chance nodes averaging over every distinct roll (Star2 pruning).
//!
//! One concept per module: `level` (strength presets), `budget` (when to stop),
//! `eval` (what a position is worth to each army), `sides` (how those worths become
//! one number, and what a finished game is worth), `tt`, `ordering`, `rolls`
//! (chance outcomes), `attack_maps` (who attacks what, for the dice terms),
//! `threats` (pieces exposed to likely rolls), `king_danger` (checked kings and the
//! dice), `check_threats` (checks the coming rolls could give), `search` (the
//! tree searches), `hidden` (guesses of what fog hides), `bot` (the public entry).

pub mod attack_maps;
pub mod bot;
pub mod budget;
pub mod check_threats;
pub mod drop_danger;
pub mod eval;
pub mod hidden;
pub mod king_danger;
pub mod level;
pub mod ordering;
pub mod rolls;
pub mod search;
pub mod sides;
pub mod threats;
pub mod tt;

pub use bot::{Bot, Choice, random_move};
pub use budget::{Limits, Resources};
pub use level::Level;
pub use search::Algorithm;
