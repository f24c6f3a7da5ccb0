//! Strength presets: how deep and how long a level may think, and how sloppy it is.

use std::time::Duration;

use crate::search::budget::Limits;
use crate::value::Value;

pub const MIN_LEVEL: u8 = 1;
pub const MAX_LEVEL: u8 = 5;

/// A level: limits of the search and the human-like mistakes it makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level {
    pub number: u8,
    pub limits: Limits,
    /// Amplitude of a deterministic noise added to every evaluated leaf: the bot
    /// misjudges positions by up to this much (100 = one pawn).
    pub noise: Value,
    /// Chance in percent of playing a random legal move instead (a beginner's blunder).
    pub blunder_percent: u32,
    /// In dice games, the evaluation weighs pieces exposed to likely rolls
    /// (`threats`): a player's judgement of the odds, which beginners and
    /// intermediate players lack (measured in docs/bots.md: whichever side has
    /// it wins far more often).
    pub weighs_rolls: bool,
}

impl Level {
    /// Level `number`, clamped to 1..=5.
    pub fn new(number: u8) -> Level {
        let number = number.clamp(MIN_LEVEL, MAX_LEVEL);
        let limits = |depth, nodes, millis| Limits {
            depth,
            nodes,
            time: Some(Duration::from_millis(millis)),
        };
        match number {
            1 => Level {
                number,
                limits: limits(1, 20_000, 200),
                noise: 150,
                weighs_rolls: false,
                blunder_percent: 15,
            },
            2 => Level {
                number,
                limits: limits(2, 60_000, 300),
                noise: 70,
                weighs_rolls: false,
                blunder_percent: 4,
            },
            3 => Level {
                number,
                limits: limits(3, 200_000, 400),
                noise: 25,
                weighs_rolls: false,
                blunder_percent: 0,
            },
            4 => Level {
                number,
                limits: limits(64, 500_000, 600),
                noise: 0,
                weighs_rolls: true,
                blunder_percent: 0,
            },
            // Level 5 must answer within 1 s: the time is a hard stop, the nodes make
            // it deterministic on a machine fast enough to reach them first. 800 ms,
            // not 900: on a loaded machine the slowest answers came at 997 ms.
            _ => Level {
                number,
                limits: limits(64, 1_500_000, 800),
                noise: 0,
                weighs_rolls: true,
                blunder_percent: 0,
            },
        }
    }
}
