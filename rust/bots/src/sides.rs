//! How each army's worth becomes the one number an army maximises: its side's
//! worth against the others'. In teams the sides are the teams; in free-for-all an
//! army stands alone against the others, weighed by the strongest and the average
//! of them (places are won against the leader, but every rival's points count).
//! Also what a finished game is worth.

use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{GameResult, Outcome};

use crate::eval::{POINT, Scores, Value};

/// A won game (teams), less the plies it takes, so nearer wins are preferred.
pub const WIN: Value = 1_000_000;
/// Larger than any value.
pub const INFINITY: Value = 2 * WIN;
/// Values beyond this are won or lost games.
pub const WIN_BOUND: Value = WIN - 10_000;
/// Free-for-all: a finished game's worth per place gained.
pub const PLACE: Value = 1_000;

/// The armies and their sides, seen from one army (the root of a search).
#[derive(Clone, Debug)]
pub struct Sides {
    root: u8,
    armies: u8,
    teams: bool,
    team_of: [u8; MAX_ARMIES],
}

impl Sides {
    pub fn new(variant: &Variant, root: u8) -> Sides {
        Sides {
            root,
            armies: variant.army_count() as u8,
            teams: variant.options.teams,
            team_of: variant.team_of,
        }
    }

    pub fn root(&self) -> u8 {
        self.root
    }

    /// Whether `army` plays for the root (the root itself or its partner).
    #[inline]
    pub fn is_ours(&self, army: u8) -> bool {
        self.team_of[usize::from(army)] == self.team_of[usize::from(self.root)]
    }

    /// What `scores` are worth to `army`: its side's worth against the others'.
    pub fn relative(&self, scores: &Scores, army: u8) -> Value {
        let team = self.team_of[usize::from(army)];
        let (mut ours, mut theirs, mut strongest, mut rivals) = (0, 0, Value::MIN, 0);
        for other in 0..self.armies {
            let score = scores[usize::from(other)];
            if self.team_of[usize::from(other)] == team {
                ours += score;
            } else {
                theirs += score;
                strongest = strongest.max(score);
                rivals += 1;
            }
        }
        if self.teams || rivals == 0 {
            return ours - theirs;
        }
        ours - (strongest + theirs / rivals) / 2
    }

    /// What `scores` are worth to the root.
    #[inline]
    pub fn value(&self, scores: &Scores) -> Value {
        self.relative(scores, self.root)
    }

    /// What a finished game is worth to `army`, `ply` plies from the root.
    pub fn terminal_for(&self, outcome: &Outcome, ply: usize, army: u8) -> Value {
        let won = WIN - ply as Value;
        match &outcome.result {
            GameResult::TeamWin { team } if *team == self.team_of[usize::from(army)] => won,
            GameResult::TeamWin { .. } => -won,
            GameResult::Draw => 0,
            GameResult::Ranking { scores, places } => {
                let mut points = [0; MAX_ARMIES];
                for (slot, &score) in points.iter_mut().zip(scores) {
                    *slot = score as Value * POINT;
                }
                let place = Value::from(places.get(usize::from(army)).copied().unwrap_or(1));
                let armies = Value::from(self.armies);
                self.relative(&points, army) + PLACE * (armies + 1 - 2 * place)
            }
        }
    }

    /// What a finished game is worth to the root.
    #[inline]
    pub fn terminal(&self, outcome: &Outcome, ply: usize) -> Value {
        self.terminal_for(outcome, ply, self.root)
    }
}
