//! Chance outcomes of a dice game: every distinct roll of a turn with its weight.
//! Faces that move the same kinds are the same outcome for the rules (1 and 5 both
//! move a pawn or king), so they are merged; Čaturádží's 21 rolls of two dice
//! become 10.

use raja_core::KindSet;
use raja_core::dice::{DiceTurn, MAX_DICE};
use raja_core::variant::{DiceRule, Variant};

/// Games with at most this many kinds list `FaceOdds::roll_chance` for every set
/// of kinds (the leaf terms ask it for every threat they weigh).
const LISTED_KINDS: usize = 12;

/// The odds of a turn's fresh roll, as the leaf terms of the dice games need them.
pub struct FaceOdds {
    /// Per face: the kinds it lets move.
    faces: Vec<KindSet>,
    /// Dice thrown per turn.
    dice: i32,
    /// `roll_chance` per set of kinds, where the kinds are few enough to list.
    listed: Vec<f32>,
}

impl FaceOdds {
    /// The odds of `rule`'s dice in a game of `kinds` piece kinds.
    pub fn new(rule: &DiceRule, kinds: usize) -> FaceOdds {
        let mut odds = FaceOdds {
            faces: rule.face_kinds.clone(),
            dice: i32::from(rule.per_turn.max(1)),
            listed: Vec::new(),
        };
        if kinds <= LISTED_KINDS {
            odds.listed = (0..1u32 << kinds)
                .map(|bits| odds.roll_chance(KindSet::from_bits(bits)))
                .collect();
        }
        odds
    }

    /// The kinds each face lets move.
    pub fn faces(&self) -> &[KindSet] {
        &self.faces
    }

    /// The chance that at least one of a fresh roll's dice does what one die
    /// does with chance `per_die`: one minus the chance that every die misses.
    pub fn any_die(&self, per_die: f32) -> f32 {
        1.0 - (1.0 - per_die).powi(self.dice)
    }

    /// The chance that a fresh roll lets one of `kinds` move.
    pub fn roll_chance(&self, kinds: KindSet) -> f32 {
        if let Some(&chance) = self.listed.get(kinds.bits() as usize) {
            return chance;
        }
        let hits = self.faces.iter().filter(|f| f.intersects(kinds)).count();
        self.any_die(hits as f32 / self.faces.len().max(1) as f32)
    }
}

/// One distinct roll: representative faces, and how many of the equally likely
/// ordered throws give it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Roll {
    pub faces: [u8; MAX_DICE],
    pub weight: u32,
}

impl Roll {
    /// The turn as it stands right after this roll.
    pub fn turn(&self) -> DiceTurn {
        DiceTurn {
            remaining: self.faces,
            rolled: true,
            moved: false,
            irreversible: false,
        }
    }
}

/// The distinct rolls of `variant`'s dice (empty without dice).
pub fn distinct_rolls(variant: &Variant) -> Vec<Roll> {
    let Some(rule) = &variant.dice else {
        return Vec::new();
    };
    let dice = usize::from(rule.per_turn).min(MAX_DICE);
    // The representative face of each face: the first face moving the same kinds.
    let representative: Vec<u8> = (0..rule.face_kinds.len())
        .map(|face| {
            let first = rule
                .face_kinds
                .iter()
                .position(|&k| k == rule.face_kinds[face]);
            first.unwrap_or(face) as u8 + rule.first_face
        })
        .collect();
    let faces = representative.len();
    let mut rolls: Vec<Roll> = Vec::new();
    let throws = faces.pow(dice as u32);
    for throw in 0..throws {
        let mut roll = [0u8; MAX_DICE];
        let mut rest = throw;
        for slot in roll.iter_mut().take(dice) {
            *slot = representative[rest % faces];
            rest /= faces;
        }
        roll[..dice].sort_unstable();
        match rolls.iter_mut().find(|r| r.faces == roll) {
            Some(known) => known.weight += 1,
            None => rolls.push(Roll {
                faces: roll,
                weight: 1,
            }),
        }
    }
    rolls
}
