//! Dice: the seeded generator saved with the game, scripted rolls for tests, and
//! the dice of the turn in progress.

use std::collections::VecDeque;
use std::ops::RangeInclusive;

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

pub const MAX_DICE: usize = 4;

/// The dice of the turn in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DiceTurn {
    /// Faces still to be used (0: used or lost).
    pub remaining: [u8; MAX_DICE],
    /// The dice of this turn have been thrown.
    pub rolled: bool,
    /// The player has made a ply this turn (for the fifty-turn clock).
    pub moved: bool,
    /// The player has captured or moved a pawn this turn.
    pub irreversible: bool,
}

impl DiceTurn {
    pub fn faces(&self) -> impl Iterator<Item = u8> + '_ {
        self.remaining.iter().copied().filter(|&f| f != 0)
    }
}

/// Dice state of a game: generator, scripted rolls, and the current turn.
#[derive(Clone, Debug)]
pub struct DiceState {
    pub seed: u64,
    /// How many dice the generator has thrown (so a FEN can rebuild it).
    pub thrown: u64,
    rng: ChaCha8Rng,
    /// Rolls that tests impose; used before the generator.
    script: VecDeque<u8>,
    pub turn: DiceTurn,
}

impl PartialEq for DiceState {
    fn eq(&self, other: &Self) -> bool {
        self.seed == other.seed && self.thrown == other.thrown && self.turn == other.turn
    }
}

impl DiceState {
    pub fn new(seed: u64) -> DiceState {
        DiceState {
            seed,
            thrown: 0,
            rng: ChaCha8Rng::seed_from_u64(seed),
            script: VecDeque::new(),
            turn: DiceTurn::default(),
        }
    }

    /// The generator of `seed` after `thrown` dice, as a FEN describes it.
    pub fn resume(seed: u64, thrown: u64, faces: RangeInclusive<u8>) -> DiceState {
        let mut dice = DiceState::new(seed);
        for _ in 0..thrown {
            dice.throw_from_rng(faces.clone());
        }
        dice
    }

    fn throw_from_rng(&mut self, faces: RangeInclusive<u8>) -> u8 {
        self.thrown += 1;
        let (low, high) = (*faces.start(), *faces.end());
        self.rng.random_range(low..=high.max(low))
    }

    /// Imposes the next faces (tests, replays of scripted games).
    pub fn script(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.script.extend(faces);
    }

    pub fn scripted(&self) -> impl Iterator<Item = u8> + '_ {
        self.script.iter().copied()
    }

    /// Throws `count` dice numbered `faces` (`1..=6`, `2..=5`) for a new turn.
    pub fn roll(&mut self, count: u8, faces: RangeInclusive<u8>) {
        let mut remaining = [0; MAX_DICE];
        for slot in remaining.iter_mut().take(usize::from(count)) {
            *slot = match self.script.pop_front() {
                Some(face) if faces.contains(&face) => face,
                _ => self.throw_from_rng(faces.clone()),
            };
        }
        self.turn = DiceTurn {
            remaining,
            rolled: true,
            moved: false,
            irreversible: false,
        };
    }
}
