//! How each army's worth becomes the one number an army maximises: its side's
//! worth against the others'. In teams the sides are the teams; in free-for-all an
//! army stands alone against its rivals: without dice against the strongest, since
//! first place is won against the leader; with dice against the mean of the
//! strongest and the average, since the dice can make any rival the leader by the
//! end (both measured in docs/bots.md). Also what a finished game is worth.

use raja_core::data::Scoring;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, GameResult, Outcome};

use crate::value::{POINT, Scores, Value};

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
    root: Army,
    armies: u8,
    teams: bool,
    team_of: [u8; MAX_ARMIES],
    /// Free-for-all: the strongest rival's share, in percent, of the rival an
    /// army weighs itself against (the rest is the rivals' average).
    leader_percent: Value,
    /// Free-for-all with dice, played for first place: a finished game is won
    /// in first place only (`place_worth`).
    first_place_only: bool,
    /// The game scores nothing per piece (three-player chess: 3/1/0 by the
    /// end alone): a finished game is won or lost outright (`terminal_for`).
    places_only: bool,
}

impl Sides {
    pub fn new(variant: &Variant, root: Army) -> Sides {
        Sides {
            root,
            armies: variant.army_count() as u8,
            teams: variant.options.teams,
            team_of: variant.team_of,
            leader_percent: 100,
            first_place_only: false,
            places_only: variant.data.scoring == Scoring::Nothing,
        }
    }

    /// Plays for first place where `first` and the game has no teams
    /// (`place_worth`); levels 4 and 5 do where the game says so
    /// (`Weights::first_place`).
    pub fn playing_for_first(mut self, first: bool) -> Sides {
        self.first_place_only = first && !self.teams;
        self
    }

    /// Weighs an army against the strongest rival's `percent` share and the
    /// rivals' average for the rest (free-for-all; `Weights::leader_percent`).
    pub fn weighing_leader(mut self, percent: Value) -> Sides {
        self.leader_percent = percent.clamp(0, 100);
        self
    }

    pub fn root(&self) -> Army {
        self.root
    }

    /// Whether `army` plays for the root (the root itself or its partner).
    #[inline]
    pub fn is_ours(&self, army: Army) -> bool {
        self.team_of[army.index()] == self.team_of[self.root.index()]
    }

    /// What `scores` are worth to `army`: its side's worth against the others'.
    pub fn relative(&self, scores: &Scores, army: Army) -> Value {
        let team = self.team_of[army.index()];
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
        let average = theirs / rivals;
        ours - (self.leader_percent * strongest + (100 - self.leader_percent) * average) / 100
    }

    /// What `scores` are worth to the root.
    #[inline]
    pub fn value(&self, scores: &Scores) -> Value {
        self.relative(scores, self.root)
    }

    /// What a finished game is worth to `army`, `ply` plies from the root.
    pub fn terminal_for(&self, outcome: &Outcome, ply: usize, army: Army) -> Value {
        let won = WIN - ply as Value;
        match &outcome.result {
            GameResult::TeamWin { team } if *team == self.team_of[army.index()] => won,
            GameResult::TeamWin { .. } => -won,
            GameResult::Draw => 0,
            GameResult::Ranking { places, .. } if self.places_only => {
                // Its scores say no more than the places: first place is a won
                // game, the last a lost one, those between in proportion (the
                // middle of three, 1 point like a draw, 0). Against material
                // counted in pawns a mate was worth too little: level 5 kept
                // its extra pieces instead (1500 plies a game against random
                // movers).
                let place = Value::from(places.get(army.index()).copied().unwrap_or(1));
                let armies = Value::from(self.armies).max(2);
                won * (armies + 1 - 2 * place) / (armies - 1)
            }
            GameResult::Ranking { scores, places } => {
                let mut points = [0; MAX_ARMIES];
                for (slot, &score) in points.iter_mut().zip(scores) {
                    *slot = score as Value * POINT;
                }
                let place = Value::from(places.get(army.index()).copied().unwrap_or(1));
                self.relative(&points, army) + self.place_worth(place)
            }
        }
    }

    /// What finishing in `place` adds to a finished game's worth: 1000 per
    /// place above the middle. A game still going counts no place, so a sure
    /// second place (+1000) can outweigh a likely first. Played for first place
    /// (with dice), first place wins the places below it and every other place
    /// loses those above it (level 5 had moved its king beside a rival's for a
    /// piece and lost first place; measured in docs/bots.md, sixth round).
    fn place_worth(&self, place: Value) -> Value {
        let armies = Value::from(self.armies);
        if self.first_place_only {
            if place == 1 {
                PLACE * (armies - 1)
            } else {
                -PLACE * (place - 1)
            }
        } else {
            PLACE * (armies + 1 - 2 * place)
        }
    }

    /// What a finished game is worth to the root.
    #[inline]
    pub fn terminal(&self, outcome: &Outcome, ply: usize) -> Value {
        self.terminal_for(outcome, ply, self.root)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The sides as a bot's search sees them (with the game's leader share).
    fn sides(game: &str) -> Sides {
        let variant = raja_core::variant(game).expect("game");
        let leader = crate::eval::Weights::for_variant(&variant).leader_percent;
        Sides::new(&variant, Army::FIRST).weighing_leader(leader)
    }

    /// The sides of a level that plays for first place where the game says
    /// so (levels 4 and 5).
    fn sides_for_first(game: &str) -> Sides {
        let variant = raja_core::variant(game).expect("game");
        sides(game).playing_for_first(crate::eval::Weights::for_variant(&variant).first_place)
    }

    fn scores(armies: [Value; 4]) -> Scores {
        let mut scores = [0; MAX_ARMIES];
        scores[..4].copy_from_slice(&armies);
        scores
    }

    #[test]
    fn without_dice_only_the_leader_among_the_rivals_counts() {
        let ffa = sides("chaturaji");
        assert_eq!(ffa.value(&scores([50, 80, 10, 10])), -30);
        assert_eq!(
            ffa.value(&scores([50, 80, 10, 10])),
            ffa.value(&scores([50, 80, 70, 0])),
            "a trailing rival's points do not change where the root stands"
        );
        assert_eq!(ffa.relative(&scores([50, 80, 10, 10]), Army::SECOND), 30);
    }

    #[test]
    fn scored_by_the_end_alone_the_trailing_rival_counts_too() {
        let three = sides("threeplayer");
        let leader_and_average = (80 + (80 + 10) / 2) / 2;
        assert_eq!(
            three.value(&scores([50, 80, 10, 0])),
            50 - leader_and_average
        );
        assert!(
            three.value(&scores([50, 80, 0, 0])) > three.value(&scores([50, 80, 10, 0])),
            "a piece taken from the trailing rival is worth something: a mate of either wins"
        );
    }

    #[test]
    fn with_dice_the_average_rival_counts_as_much_as_the_leader() {
        let ffa = sides("chaturaji-dice");
        let leader_and_average = (80 + (80 + 10 + 10) / 3) / 2;
        assert_eq!(
            ffa.value(&scores([50, 80, 10, 10])),
            50 - leader_and_average
        );
        assert!(
            ffa.value(&scores([50, 80, 10, 10])) > ffa.value(&scores([50, 80, 70, 0])),
            "a second strong rival makes the root's standing worse"
        );
    }

    #[test]
    fn in_teams_every_rival_counts() {
        let teams = sides("chaturaji-teams");
        assert!(teams.is_ours(Army::new(2)) && !teams.is_ours(Army::SECOND));
        assert_eq!(teams.value(&scores([50, 80, 10, 10])), 50 + 10 - 80 - 10);
        assert_eq!(
            teams.relative(&scores([50, 80, 10, 10]), Army::new(3)),
            80 + 10 - 50 - 10
        );
    }

    /// The root's worth of a finished game with `points`, in `places`.
    fn finished(sides: &Sides, points: [u32; 4], places: [u8; 4]) -> Value {
        let outcome = Outcome {
            reason: raja_core::EndReason::LastPlayer,
            result: GameResult::Ranking {
                scores: points.to_vec(),
                places: places.to_vec(),
            },
        };
        sides.terminal(&outcome, 0)
    }

    const LEVEL: [u32; 4] = [10, 10, 10, 10];

    #[test]
    fn each_place_counts_a_thousand_above_the_middle() {
        // Without dice, and with dice below level 4.
        for sides in [sides("chaturaji"), sides("chaturaji-dice")] {
            assert_eq!(finished(&sides, LEVEL, [1, 2, 3, 4]), 3 * PLACE);
            assert_eq!(finished(&sides, LEVEL, [2, 1, 3, 4]), PLACE);
            assert_eq!(finished(&sides, LEVEL, [4, 1, 2, 3]), -3 * PLACE);
        }
        // Levels that play for first place where the game says so: not
        // four armies without dice.
        assert_eq!(
            finished(&sides_for_first("chaturaji"), LEVEL, [2, 1, 3, 4]),
            PLACE
        );
    }

    #[test]
    fn a_game_scoring_only_its_end_is_won_in_first_place_and_lost_in_the_last() {
        let three = sides("threeplayer");
        let finished = |places: [u8; 3]| {
            let outcome = Outcome {
                reason: raja_core::EndReason::Checkmate,
                result: GameResult::Ranking {
                    scores: vec![3, 1, 0],
                    places: places.to_vec(),
                },
            };
            (
                three.terminal(&outcome, 4),
                three.terminal_for(&outcome, 4, Army::new(2)),
            )
        };
        assert_eq!(finished([1, 2, 3]), (WIN - 4, -(WIN - 4)));
        assert_eq!(finished([2, 3, 1]).0, 0, "the middle place is worth a draw");
        assert!(
            finished([1, 2, 3]).0 > WIN_BOUND,
            "a won game outweighs any material"
        );
    }

    #[test]
    fn played_for_first_with_dice_a_sure_second_place_counts_less_than_a_game_going_on() {
        let first = sides_for_first("chaturaji-dice");
        let going_on = first.value(&scores([1_000; 4]));
        assert_eq!(going_on, 0, "a leaf counts no place");
        assert_eq!(finished(&first, LEVEL, [1, 2, 3, 4]), 3 * PLACE);
        assert!(finished(&first, LEVEL, [2, 1, 3, 4]) < going_on);
        assert!(
            finished(&first, LEVEL, [3, 1, 2, 4]) < finished(&first, LEVEL, [2, 1, 3, 4]),
            "lower places still count less"
        );
    }
}
