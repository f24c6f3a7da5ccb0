//! A position ready to play from a setup, and the history of turns it keeps
//! for repetitions. Each record says whether the side to move stood in check,
//! which the rule module judges: hence here, above the rules' hooks, and not
//! with the position itself.

use crate::movegen::variant::Variant;
use crate::state::position::{Position, Turn};
use crate::state::setup::Setup;

impl Position {
    /// The position at the start `setup` describes, its dice (dice games)
    /// thrown from `seed`, its history begun.
    pub fn from_setup(variant: &Variant, setup: &Setup, seed: u64) -> Position {
        let mut position = Position::placed(variant, setup, seed);
        position.reset_history(variant);
        position
    }

    /// The start of `variant` played with `seed` (`Setup::for_seed`).
    pub fn start(variant: &Variant, seed: u64) -> Position {
        Position::from_setup(variant, &Setup::for_seed(variant, seed), seed)
    }

    /// Forgets the history: the current position is the first of the game.
    pub(crate) fn reset_history(&mut self, variant: &Variant) {
        self.history.clear();
        let turn = self.turn_record(variant);
        self.history.push(turn);
        self.rep_start = 0;
    }

    /// The current position as the history records it.
    pub(crate) fn turn_record(&self, variant: &Variant) -> Turn {
        let in_check = variant.data.perpetual_check_loses
            && variant.rules.in_check(variant, self, self.to_move);
        Turn {
            hash: self.hash,
            in_check,
        }
    }
}
