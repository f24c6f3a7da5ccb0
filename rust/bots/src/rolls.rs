//! Chance outcomes of a dice game: every distinct roll of a turn with its weight.
//! Faces that move the same kinds are the same outcome for the rules (1 and 5 both
//! move a pawn or king), so they are merged; Čaturádží's 21 rolls of two dice
//! become 10.

use raja_core::dice::{DiceTurn, MAX_DICE};
use raja_core::variant::Variant;

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
