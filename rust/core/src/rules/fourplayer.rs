//! Four-player chess (docs/spec/fourplayer.sk.txt, docs/rules/fourplayer.md): mate and stalemate
//! when the player's turn comes, the check bonuses, the ends of the team and
//! free-for-all games, and the teams' king capture that wins whatever it leaves
//! attacked. Moves, check, castling and promotion are data.

use crate::board::army::{Army, ArmySet};
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::{attacking_kinds, checkers, is_attacked, opponents};
use crate::movegen::variant::Variant;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, GameResult, Outcome, places};
use crate::state::position::{ArmyState, Position};
use crate::state::undo::Undo;

/// Points for a mate (to the last attacker who moved) and for being stalemated.
pub const MATE_POINTS: u32 = 20;
pub const STALEMATE_POINTS: u32 = 20;
/// Points each player still in the game gets for a draw.
pub const DRAW_POINTS: u32 = 10;
/// Points the last player in gets for each resigned king still walking.
pub const WALKING_KING_POINTS: u32 = 20;
/// One of the last two players ends the game by leading by more than this.
pub const DECISIVE_LEAD: u32 = 20;

/// Bonus for checking `kings` kings with one move, all checks by queens or not.
pub fn check_bonus(kings: usize, queens_only: bool) -> u32 {
    match (kings, queens_only) {
        (2, true) => 1,
        (2, false) => 5,
        (3.., true) => 5,
        (3.., false) => 20,
        _ => 0,
    }
}

pub struct FourPlayer {
    pub teams: bool,
    pub queen: Kind,
}

fn fifty_moves(variant: &Variant, position: &Position) -> bool {
    let limit = variant.data.fifty_move_plies;
    limit > 0 && position.halfmove() >= limit
}

impl FourPlayer {
    /// Free for all: the points a move earns for checking several kings at once.
    fn check_points(&self, variant: &Variant, position: &Position, mover: Army) -> u32 {
        let in_play = |a: Army| position.army_state(a).takes_turns();
        let checked = || {
            position
                .armies()
                .filter(move |&a| a != mover && in_play(a))
                .flat_map(|a| position.royal_squares(variant, a))
                .filter(|&s| {
                    is_attacked(
                        variant,
                        position,
                        s,
                        position.cell(s).kind(),
                        ArmySet::of(mover),
                    )
                })
        };
        let kings = checked().count();
        if kings < 2 {
            // Most moves check no king or one: no bonus, and no need to ask by what.
            return 0;
        }
        let kinds = checked().fold(KindSet::EMPTY, |kinds, s| {
            let victim = position.cell(s).kind();
            kinds | attacking_kinds(variant, position, s, victim, ArmySet::of(mover), false)
        });
        check_bonus(kings, kinds == KindSet::of(self.queen))
    }

    fn team_outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let draw = |reason| {
            Some(Outcome {
                reason,
                result: GameResult::Draw,
            })
        };
        if let Some(out) = position
            .armies()
            .find(|&a| !position.army_state(a).is_live())
        {
            let loser = variant.team_of[out.index()];
            let winner = position
                .armies()
                .map(|a| variant.team_of[a.index()])
                .find(|&t| t != loser)
                .unwrap_or(loser);
            let reason = match position.army_state(out) {
                ArmyState::Resigned => EndReason::Resignation,
                _ => EndReason::KingCaptured,
            };
            return Some(Outcome {
                reason,
                result: GameResult::TeamWin { team: winner },
            });
        }
        if position.only_royals_left(variant) {
            return draw(EndReason::OnlyKings);
        }
        if position.repetitions() >= 3 {
            return draw(EndReason::Repetition);
        }
        if fifty_moves(variant, position) {
            return draw(EndReason::FiftyMoves);
        }
        None
    }

    fn ffa_outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        // Judged at every node of a search: no allocation until the game is over.
        let live_count = position.live_armies().count();
        let mut live = position.live_armies();
        let last_two = match (live.next(), live.next()) {
            (Some(a), Some(b)) if live_count == 2 => Some((a, b)),
            _ => None,
        };
        let points = |a: Army| position.points(a);
        let reason = if live_count <= 1 {
            EndReason::LastPlayer
        } else if last_two.is_some_and(|(a, b)| decisive_lead(position, a, b)) {
            EndReason::DecisiveLead
        } else if position.only_royals_left(variant) {
            EndReason::OnlyKings
        } else if position.repetitions() >= 3 {
            EndReason::Repetition
        } else if fifty_moves(variant, position) {
            EndReason::FiftyMoves
        } else {
            return None;
        };
        let drawn = matches!(
            reason,
            EndReason::OnlyKings | EndReason::Repetition | EndReason::FiftyMoves
        );
        // The last player in gets 20 for each king still walking.
        let walking = position
            .armies()
            .filter(|&a| position.army_state(a) == ArmyState::Walking)
            .count() as u32;
        let scores: Vec<u32> = position
            .armies()
            .map(|a| match (drawn, position.army_state(a).is_live()) {
                (true, true) => points(a) + DRAW_POINTS,
                (false, true) if live_count == 1 => points(a) + WALKING_KING_POINTS * walking,
                _ => points(a),
            })
            .collect();
        let places = places(&scores);
        Some(Outcome {
            reason,
            result: GameResult::Ranking { scores, places },
        })
    }
}

/// One of the last two leads the other by more than `DECISIVE_LEAD`, and no
/// player, in the game or out, has more points than he has.
fn decisive_lead(position: &Position, a: Army, b: Army) -> bool {
    let (leader, other) = match position.points(a) >= position.points(b) {
        true => (a, b),
        false => (b, a),
    };
    let top = position.points(leader);
    top > position.points(other) + DECISIVE_LEAD
        && position.armies().all(|x| position.points(x) <= top)
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| data.kind_named(name);
    Ok(Box::new(FourPlayer {
        teams: options.teams,
        queen: kind("queen")?,
    }))
}

impl Rules for FourPlayer {
    fn royal_capture_wins(&self) -> bool {
        // In teams a king taken ends the game (docs/rules/fourplayer.md, "Check").
        self.teams
    }

    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        _to: Square,
        _undo: &mut Undo,
    ) {
        if !self.teams {
            let bonus = self.check_points(variant, position, mover);
            position.points[mover.index()] += bonus;
        }
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let army = position.to_move();
        let attackers = opponents(variant, position, army);
        let checking = checkers(variant, position, army, attackers);
        if self.teams {
            let outcome = match checking.iter().next() {
                None => Outcome {
                    reason: EndReason::Stalemate,
                    result: GameResult::Draw,
                },
                Some(checker) => Outcome {
                    reason: EndReason::Checkmate,
                    result: GameResult::TeamWin {
                        team: variant.team_of[checker.index()],
                    },
                },
            };
            return Stuck::End(outcome);
        }
        let n = position.army_count();
        if checking.is_empty() {
            // A walking king's player has resigned: his stalemate earns nothing.
            if position.army_state(army).is_live() {
                position.points[army.index()] += STALEMATE_POINTS;
            }
        } else if let Some(last) = (1..n)
            .map(|back| army.before(back, n))
            .find(|&a| checking.contains(a))
        {
            // The attacker who moved last: the nearest one before him in turn order.
            position.points[last.index()] += MATE_POINTS;
        }
        position.set_army_state(variant, army, ArmyState::Eliminated);
        Stuck::Continue
    }

    fn resigned_state(&self) -> ArmyState {
        // Free for all: the king walks on by itself until mated or taken.
        match self.teams {
            true => ArmyState::Resigned,
            false => ArmyState::Walking,
        }
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        match self.teams {
            true => self.team_outcome(variant, position),
            false => self.ffa_outcome(variant, position),
        }
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` never lets a player pass. A draw, should it happen.
        Outcome {
            reason: EndReason::NoMoves,
            result: GameResult::Draw,
        }
    }
}
