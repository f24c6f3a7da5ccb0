//! The units every evaluation and search speaks: a value, and one per army.

use raja_core::position::MAX_ARMIES;

/// Evaluation units: 100 is one point of the game's piece values (a pawn).
pub type Value = i32;
pub const POINT: Value = 100;

/// Each army's worth, indexed by army.
pub type Scores = [Value; MAX_ARMIES];
