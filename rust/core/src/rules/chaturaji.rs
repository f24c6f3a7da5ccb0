//! Čaturádží: boat triumph, the 54-point čaturádží, and the ends of the free-for-all
//! and team games (docs/spec/chaturaji.sk.txt, docs/rules/chaturaji.md).

use crate::board::army::{Army, ArmySet};
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::rules::Rules;
use crate::state::outcome::{EndReason, GameResult, Outcome, places};
use crate::state::position::{MAX_ARMIES, Position};
use crate::state::undo::Undo;

/// Points a player has at least when he took the three other kings and kept his own.
pub const CHATURAJI_POINTS: u32 = 54;

pub struct Chaturaji {
    pub boat: Kind,
    pub teams: bool,
}

impl Chaturaji {
    /// The other three boats of a 2 × 2 block of four boats of four different armies
    /// that the boat on `to` completes, if any.
    fn triumph_block(
        variant: &Variant,
        position: &Position,
        to: Square,
        boat: Kind,
    ) -> Option<[Square; 4]> {
        let geometry = &variant.geometry;
        let (file, rank) = geometry.coords(to);
        let (file, rank) = (i32::from(file), i32::from(rank));
        'blocks: for (df, dr) in [(0, 0), (-1, 0), (0, -1), (-1, -1)] {
            let mut block = [0 as Square; 4];
            let mut armies_seen = ArmySet::EMPTY;
            for (i, (x, y)) in [(0, 0), (1, 0), (0, 1), (1, 1)].into_iter().enumerate() {
                let Some(square) = geometry.square_at(file + df + x, rank + dr + y) else {
                    continue 'blocks;
                };
                let cell = position.cell(square);
                if cell.is_empty() || cell.kind() != boat || armies_seen.contains(cell.army()) {
                    continue 'blocks;
                }
                armies_seen.insert(cell.army());
                block[i] = square;
            }
            return Some(block);
        }
        None
    }

    /// The free-for-all end reached, if any, and the čaturádží winner. Allocates
    /// nothing: search calls it at every node.
    fn ffa_end(&self, variant: &Variant, position: &Position) -> Option<(EndReason, Option<Army>)> {
        let armies = usize::from(position.army_count());
        // (a) čaturádží: the three other kings taken by one player who kept his own.
        if let Some(winner) = position
            .live_armies()
            .find(|&a| usize::from(position.kings_taken(a)) + 1 == armies)
        {
            return Some((EndReason::Chaturaji, Some(winner)));
        }
        let live_count = position.live_armies().count();
        let reason = if live_count <= 1 {
            EndReason::LastPlayer
        } else if position.only_royals_left(variant) {
            EndReason::OnlyKings
        } else if ranking_fixed(position, live_count) {
            EndReason::RankingFixed
        } else if position.repetitions() >= 3 {
            EndReason::Repetition
        } else if fifty_moves(variant, position) {
            EndReason::FiftyMoves
        } else {
            return None;
        };
        Some((reason, None))
    }

    fn team_outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let mut in_game = [false; MAX_ARMIES];
        let mut kings_only = [true; MAX_ARMIES];
        for army in position.armies() {
            let team = usize::from(variant.team_of[army.index()]);
            if position.army_state(army).is_live() {
                in_game[team] = true;
                kings_only[team] &= position.only_royals(variant, army);
            }
        }
        let playing = || (0..MAX_ARMIES).filter(|&t| in_game[t]);
        let win = |reason, team: usize| {
            Some(Outcome {
                reason,
                result: GameResult::TeamWin { team: team as u8 },
            })
        };
        let draw = |reason| {
            Some(Outcome {
                reason,
                result: GameResult::Draw,
            })
        };
        if playing().count() == 1 {
            return win(EndReason::KingsCaptured, playing().next().unwrap_or(0));
        }
        let mut with_force = playing().filter(|&t| !kings_only[t]);
        match (with_force.next(), with_force.next()) {
            (None, _) => return draw(EndReason::OnlyKings),
            (Some(team), None) => return win(EndReason::OnlyKings, team),
            _ => {}
        }
        if position.repetitions() >= 3 {
            return draw(EndReason::Repetition);
        }
        if fifty_moves(variant, position) {
            return draw(EndReason::FiftyMoves);
        }
        None
    }
}

fn fifty_moves(variant: &Variant, position: &Position) -> bool {
    let limit = variant.data.fifty_move_plies;
    limit > 0 && position.halfmove() >= limit
}

/// End (d): no player can reach the points of a player ranked above him (or
/// level with him) even by capturing every non-grey piece he could still capture,
/// the 54 points of a čaturádží still within his reach counted.
fn ranking_fixed(position: &Position, live_count: usize) -> bool {
    let armies = position.army_count();
    let live_material: u32 = position.live_armies().map(|a| position.material(a)).sum();
    for army in position.live_armies() {
        let now = position.points(army);
        let mut best = now + live_material - position.material(army);
        let kings_left = live_count - 1;
        if usize::from(position.kings_taken(army)) + kings_left + 1 == usize::from(armies) {
            best = best.max(CHATURAJI_POINTS);
        }
        if best == now {
            continue;
        }
        let catchable = position
            .armies()
            .filter(|&other| other != army)
            .any(|other| (now..=best).contains(&position.points(other)));
        if catchable {
            return false;
        }
    }
    true
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let boat = data.kind_named("boat")?;
    Ok(Box::new(Chaturaji {
        boat,
        teams: options.teams,
    }))
}

impl Rules for Chaturaji {
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        if position.cell(to).kind() != self.boat {
            return;
        }
        let Some(block) = Self::triumph_block(variant, position, to, self.boat) else {
            return;
        };
        for square in block {
            let army = position.cell(square).army();
            if square != to && !variant.partners(mover, army) {
                position.capture_by_rule(variant, square, mover, undo);
            }
        }
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if self.teams {
            return self.team_outcome(variant, position);
        }
        let (reason, winner) = self.ffa_end(variant, position)?;
        let mut scores: Vec<u32> = position.armies().map(|a| position.points(a)).collect();
        if let Some(winner) = winner {
            let score = &mut scores[winner.index()];
            *score = (*score).max(CHATURAJI_POINTS);
        }
        let places = places(&scores);
        Some(Outcome {
            reason,
            result: GameResult::Ranking { scores, places },
        })
    }

    fn outcome_without_moves(&self, _variant: &Variant, position: &Position) -> Outcome {
        if self.teams {
            return Outcome {
                reason: EndReason::NoMoves,
                result: GameResult::Draw,
            };
        }
        let scores: Vec<u32> = position.armies().map(|a| position.points(a)).collect();
        let places = places(&scores);
        Outcome {
            reason: EndReason::NoMoves,
            result: GameResult::Ranking { scores, places },
        }
    }
}
