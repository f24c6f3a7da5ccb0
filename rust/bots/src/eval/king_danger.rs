//! Mate by the dice: in games with dice and check (Seasons chess), a king is not
//! lost to a capture of the evaluation's kind but to a roll. A player in check
//! whose roll gives no move that meets the check loses the turn, and his king,
//! still attacked, may then be taken by an attacker whose roll lets the attacking
//! kind move; with it goes the whole army (in Seasons chess, to the taker). The
//! search sees barely past the next roll, so the leaves must judge this.
//!
//! For every army in check at a leaf: the chance that an attacker moving before
//! it takes the king at once; else the chance, round after round, that its roll
//! has no answer and an attacker's roll then takes the king. The army loses its
//! worth (live king and material) times that chance; in free-for-all the first
//! attacker gains the material. Which kinds can answer the check comes from the
//! core's legal move generator, run once per checked army (checks are rare at
//! the leaves, so this stays cheap).

use raja_core::Position;
use raja_core::attack::{attacking_kinds, checkers, opponents};
use raja_core::movegen::{ALL_KINDS, generate_legal};
use raja_core::moves::MoveBuffer;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, ArmySet, KindSet};

use crate::eval::weights::Weights;
use crate::rolls::FaceOdds;
use crate::value::{Scores, Value};

/// The chance that a checked king is taken before its owner's roll answers
/// the check, from a fresh roll on: each round the owner's roll misses with
/// chance `unanswered`, then the attackers take the king with chance `taken`,
/// or spare it and the round comes again (a geometric series).
pub fn taken_before_answered(unanswered: f32, taken: f32) -> f32 {
    let again = unanswered * (1.0 - taken);
    if again >= 1.0 {
        return 0.0;
    }
    unanswered * taken / (1.0 - again)
}

/// A game's dice as the king-danger term needs them.
pub struct KingDanger {
    odds: FaceOdds,
    /// Teams share nothing of a lost army; in free-for-all the taker gains it.
    free_for_all: bool,
}

impl KingDanger {
    /// The term for `variant`, if it has dice and check (royal pieces may not be
    /// left attacked), from the game's data alone.
    pub fn new(variant: &Variant) -> Option<KingDanger> {
        if !variant.check {
            return None;
        }
        let rule = variant.dice.as_ref()?;
        if rule.face_kinds.is_empty() {
            return None;
        }
        Some(KingDanger {
            odds: FaceOdds::new(rule, variant.kind_count()),
            free_for_all: !variant.options.teams,
        })
    }

    /// The chance that `army`'s coming turn lets one of `kinds` move: certain or
    /// impossible when it is to move with its dice thrown.
    fn turn_chance(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kinds: KindSet,
    ) -> f32 {
        let thrown = position.to_move() == army && position.dice().is_some_and(|d| d.turn.rolled);
        if thrown {
            return f32::from(u8::from(position.movable_kinds(variant).intersects(kinds)));
        }
        self.odds.roll_chance(kinds)
    }

    /// The kinds of `army`'s pieces that have a legal move (with a royal piece
    /// in check: the kinds that can meet it).
    fn answering_kinds(variant: &Variant, position: &mut Position, army: Army) -> KindSet {
        let mut moves = MoveBuffer::default();
        generate_legal(variant, position, army, ALL_KINDS, &mut moves);
        moves
            .as_slice()
            .iter()
            .filter(|mv| mv.is_board_move())
            .map(|mv| position.cell(mv.from).kind())
            .collect()
    }

    /// The chance that `army`, in check, loses its king: taken at once by an
    /// attacker moving before it, or after a roll of its own without an answer.
    /// `attackers` holds each enemy army's kinds attacking the king.
    fn loss_chance(
        &self,
        variant: &Variant,
        position: &mut Position,
        army: Army,
        attackers: &[KindSet; MAX_ARMIES],
    ) -> f32 {
        let answers = Self::answering_kinds(variant, position, army);
        // Each round after its turn: every attacker gets a fresh roll.
        let missed_by_all: f32 = attackers
            .iter()
            .filter(|kinds| !kinds.is_empty())
            .map(|&kinds| 1.0 - self.odds.roll_chance(kinds))
            .product();
        let taken_in_a_round = 1.0 - missed_by_all;
        let after_its_turn = if answers.is_empty() {
            // Mate: the army leaves on its turn whatever the roll.
            1.0
        } else {
            // From a fresh roll on: unanswered and taken this round, or
            // unanswered and spared and so on (a geometric series).
            let unanswered = 1.0 - self.odds.roll_chance(answers);
            let from_a_fresh_roll = taken_before_answered(unanswered, taken_in_a_round);
            // This turn's roll may be thrown already.
            let now = 1.0 - self.turn_chance(variant, position, army, answers);
            now * (taken_in_a_round + (1.0 - taken_in_a_round) * from_a_fresh_roll)
        };
        // Attackers moving between the side to move and `army` take it first.
        let mut spared = 1.0;
        let n = position.army_count();
        let to_move = position.to_move();
        for step in 0..n {
            let other = to_move.after(step, n);
            if other == army {
                break;
            }
            let kinds = attackers[other.index()];
            if !kinds.is_empty() {
                spared *= 1.0 - self.turn_chance(variant, position, other, kinds);
            }
        }
        1.0 - spared + spared * after_its_turn
    }

    /// Subtracts from each army in check its expected loss of the king and
    /// army, and (free-for-all) credits its first attacker with the material,
    /// weighted by `weights.king_danger` percent. `position` is used to test
    /// moves and is left as it was.
    pub fn adjust(
        &self,
        variant: &Variant,
        position: &mut Position,
        weights: &Weights,
        scores: &mut Scores,
    ) {
        let n = position.army_count();
        for army in position.armies() {
            if !position.army_state(army).is_live() {
                continue;
            }
            let enemies = opponents(variant, position, army);
            if checkers(variant, position, army, enemies).is_empty() {
                continue;
            }
            let Some(king) = position.royal_square(variant, army) else {
                continue;
            };
            let victim = position.cell(king).kind();
            let mut attackers = [KindSet::EMPTY; MAX_ARMIES];
            for enemy in enemies.iter() {
                attackers[enemy.index()] =
                    attacking_kinds(variant, position, king, victim, ArmySet::of(enemy), false);
            }
            let chance = self.loss_chance(variant, position, army, &attackers);
            let material = weights.material * position.material(army) as Value;
            let worth = (weights.alive + material) as f32;
            let percent = weights.king_danger as f32 / 100.0;
            scores[army.index()] -= (chance * worth * percent).round() as Value;
            // The first attacker after the side to move, in turn order.
            let taker = (0..n)
                .map(|step| position.to_move().after(step, n))
                .find(|&a| !attackers[a.index()].is_empty());
            if let (true, Some(taker)) = (self.free_for_all, taker) {
                scores[taker.index()] += (chance * material as f32 * percent).round() as Value;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the term adds to each army's worth in the `seasons-dice` position `fen`.
    fn danger_of(fen: &str) -> Scores {
        crate::eval::term_delta("seasons-dice", fen, |weights| weights.king_danger = 0)
    }

    // Red to move, then black, white and green. Green's king on a1 is checked
    // by black's rook on a5; black moves before green and may take it at once.
    const FEW_ANSWERS: &str =
        "3rK3bK/8/8/bR7/8/4gU3/8/gK6wK r LLLL 0,0,0,0 0,0,0,0 0 0 7:1:-:- 0,0,0,0:0:0000";
    // The same, and green's rook, knight, alfil and fers can each meet the check.
    const MANY_ANSWERS: &str =
        "3rK3bK/8/8/bR7/1gRgN5/1gFgA1gU3/8/gK6wK r LLLL 0,0,0,0 0,0,0,0 0 0 7:1:-:- 0,0,0,0:0:0000";

    #[test]
    fn a_check_most_faces_answer_costs_less_than_one_only_the_king_answers() {
        let few = danger_of(FEW_ANSWERS);
        let many = danger_of(MANY_ANSWERS);
        assert!(few[0] < many[0], "few {} many {}", few[0], many[0]);
        assert!(many[0] < 0, "a check is never free: {}", many[0]);
        // Free-for-all: the attacker would get the army's material.
        assert!(many[2] > 0 && few[2] > 0);
        assert_eq!((few[1], few[3]), (0, 0), "bystanders are untouched");
    }

    #[test]
    fn an_army_not_in_check_has_no_king_danger() {
        let quiet = "3rK3bK/8/4bR3/8/1gRgN5/1gFgA1gU3/8/gK6wK r LLLL 0,0,0,0 0,0,0,0 0 0 7:1:-:- 0,0,0,0:0:0000";
        assert_eq!(danger_of(quiet), [0; MAX_ARMIES]);
    }

    #[test]
    fn a_mated_army_loses_its_whole_worth() {
        // Black's second rook on b5 takes b1 and b2 from the king: no answer at all.
        let mate =
            "3rK3bK/8/8/bRbR6/8/4gU3/8/gK6wK r LLLL 0,0,0,0 0,0,0,0 0 0 7:1:-:- 0,0,0,0:0:0000";
        let weights = Weights::FREE_FOR_ALL;
        let worth = weights.alive + weights.material; // the king is worth 0, the pawn 1
        assert_eq!(danger_of(mate)[0], -worth);
    }

    #[test]
    fn a_thrown_die_makes_the_answer_certain_or_impossible() {
        // Green to move has thrown: a 4 (rook) meets the check, a 1 (pawn) does not.
        let thrown = |face: char| {
            MANY_ANSWERS
                .replace(" r LLLL", " g LLLL")
                .replace("7:1:-:-", &format!("7:1:{face}:-"))
        };
        let rook = danger_of(&thrown('4'));
        let pawn = danger_of(&thrown('1'));
        assert_eq!(rook[0], 0, "answered for certain");
        assert!(
            pawn[0] < many_before_roll(),
            "unanswered for certain: {}",
            pawn[0]
        );
    }

    /// Green to move before the throw in the many-answers position.
    fn many_before_roll() -> Value {
        danger_of(&MANY_ANSWERS.replace(" r LLLL", " g LLLL"))[0]
    }
}
