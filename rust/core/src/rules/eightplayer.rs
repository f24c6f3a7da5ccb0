//! Eight-player chess (docs/rules/eightplayer.md), alone (Singles), in pairs or
//! in teams: what data cannot say. Mate and stalemate are judged when the
//! player's turn comes; an army that goes out (mated, its king taken,
//! resigned, stalemated in Singles) loses its king and its castlings, and its
//! place in the order of going out is kept (the FEN's last field). Singles
//! counts points (captures are data; 20 for a mate to the first enemy after the
//! mated player who attacks his king, 20 to a stalemated player, 10 to each
//! live player at a draw) and ends when one player is left, ranked by points,
//! ties to the later out. Pairs and Teams count nothing, pass a stalemated
//! player, and end when one side is left. Draws: 25 rounds of the live players
//! without a capture or a pawn move, threefold repetition, bare kings; in
//! Pairs and Teams also a round in which every live player has to pass.
//! Moves, check, castling, promotion, partners and the king capture are data
//! (`games/eightplayer.ron`).

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::error::Error;
use crate::movegen::attack::{checkers, in_check, opponents};
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, GameResult, Outcome};
use crate::state::position::{ArmyState, Position};
use crate::state::rule_state::RuleState;
use crate::state::undo::Undo;

/// Singles: points for a mate, and for being stalemated.
pub const MATE_POINTS: u32 = 20;
pub const STALEMATE_POINTS: u32 = 20;
/// Singles: points each live player gets at a draw.
pub const DRAW_POINTS: u32 = 10;

pub struct EightPlayer {
    /// Pairs or Teams: partners, no points, a stalemate passes.
    pub teams: bool,
}

impl EightPlayer {
    /// Takes `army` out of the game as `state`: its king leaves the board, its
    /// castlings go, the rest of its pieces turn grey, and it takes the next
    /// place in the order of going out.
    fn go_out(&self, variant: &Variant, position: &mut Position, army: Army, state: ArmyState) {
        let kings: Vec<Square> = position.royal_squares(variant, army).collect();
        for king in kings {
            position.remove_piece(variant, king);
        }
        position.set_army_state(variant, army, state);
        drop_castlings(variant, position, army);
        record_going_out(position, army);
    }

    /// The side to move's having no move, when every live player is in the
    /// same case and none of them in check: a round of passes (Pairs, Teams).
    fn nobody_moves_and_none_is_mated(&self, variant: &Variant, position: &mut Position) -> bool {
        let live: Vec<Army> = position.live_armies().collect();
        live.into_iter().all(|army| {
            !in_check(variant, position, army) && !has_move(variant, position, army, ALL_KINDS)
        })
    }

    /// The plies without a capture or a pawn move that draw the game: 25
    /// rounds of the live players (none where the data counts no such rule).
    fn quiet_plies(&self, variant: &Variant, position: &Position) -> Option<u32> {
        let live = position.live_armies().count() as u32;
        let rounds = variant.data.fifty_move_plies / variant.army_count() as u32;
        (rounds > 0).then_some(rounds * live)
    }

    /// The draws judged from the position: threefold repetition, 25 rounds of
    /// the live players without a capture or a pawn move, bare kings.
    fn drawn(&self, variant: &Variant, position: &Position) -> Option<EndReason> {
        let quiet = self.quiet_plies(variant, position);
        if position.repetitions() >= 3 {
            Some(EndReason::Repetition)
        } else if quiet.is_some_and(|plies| position.halfmove() >= plies) {
            Some(EndReason::FiftyMoves)
        } else if position.only_royals_left(variant) {
            Some(EndReason::OnlyKings)
        } else {
            None
        }
    }

    /// Singles: the scores (points, and 10 to each live player at a draw) and
    /// the places, by points, ties to the later out (the live last of all).
    fn ranking(&self, position: &Position, reason: EndReason, drawn: bool) -> Outcome {
        let scores: Vec<u32> = position
            .armies()
            .map(|a| match drawn && position.army_state(a).is_live() {
                true => position.points(a) + DRAW_POINTS,
                false => position.points(a),
            })
            .collect();
        let out = |a: Army| match position.rule_state().out_order[a.index()] {
            0 => u8::MAX,
            order => order,
        };
        let key = |a: Army| (scores[a.index()], out(a));
        let places = position
            .armies()
            .map(|a| 1 + position.armies().filter(|&b| key(b) > key(a)).count() as u8)
            .collect();
        Outcome {
            reason,
            result: GameResult::Ranking { scores, places },
        }
    }

    /// Pairs and Teams: the one team with a live army, if only one has.
    fn last_side(&self, variant: &Variant, position: &Position) -> Option<Option<u8>> {
        let mut teams = position.live_armies().map(|a| variant.team_of[a.index()]);
        let first = teams.next();
        match first {
            Some(team) if teams.any(|t| t != team) => None,
            _ => Some(first),
        }
    }
}

/// Takes away every castling of `army`.
fn drop_castlings(variant: &Variant, position: &mut Position, army: Army) {
    let own = variant
        .castlings
        .iter()
        .enumerate()
        .filter(|(_, c)| c.army == army)
        .fold(0u64, |mask, (i, _)| mask | 1 << i);
    let rights = position.castling_rights();
    if rights & own != 0 {
        position.set_castling(variant, rights & !own);
    }
}

/// Gives `army` the next place in the order of going out.
fn record_going_out(position: &mut Position, army: Army) {
    let order = &mut position.rule_state.out_order;
    if order[army.index()] == 0 {
        order[army.index()] = order.iter().max().map_or(1, |m| m + 1);
    }
}

fn draw(reason: EndReason) -> Outcome {
    Outcome {
        reason,
        result: GameResult::Draw,
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(_: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(EightPlayer {
        teams: options.teams,
    }))
}

impl Rules for EightPlayer {
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        _to: Square,
        undo: &mut Undo,
    ) {
        if let Some(taken) = undo.eliminated {
            // A king taken: its army is out as a mated one is.
            drop_castlings(variant, position, taken);
            record_going_out(position, taken);
        }
        if self.teams {
            // Pairs and Teams count no points.
            position.points[mover.index()] = 0;
        }
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let army = position.to_move();
        let checking = checkers(variant, position, army, opponents(variant, position, army));
        if checking.is_empty() && self.teams {
            // A stalemate passes; a round of nothing but passes is a draw.
            if self.nobody_moves_and_none_is_mated(variant, position) {
                return Stuck::End(draw(EndReason::NoMoves));
            }
            return Stuck::Continue;
        }
        if !self.teams {
            let n = position.army_count();
            let scorer = match checking.is_empty() {
                // Stalemated: the player himself.
                true => Some((army, STALEMATE_POINTS)),
                // Mated: the first enemy after him who attacks his king.
                false => (1..n)
                    .map(|i| army.after(i, n))
                    .find(|&a| checking.contains(a))
                    .map(|a| (a, MATE_POINTS)),
            };
            if let Some((scorer, points)) = scorer {
                position.points[scorer.index()] += points;
            }
        }
        self.go_out(variant, position, army, ArmyState::Eliminated);
        Stuck::Continue
    }

    fn resigned(&self, variant: &Variant, position: &mut Position, army: Army) {
        let state = position.army_state(army);
        self.go_out(variant, position, army, state);
    }

    fn has_rule_state(&self) -> bool {
        true
    }

    /// The order of going out: one digit per army, 0 while in play.
    fn write_rule_state(&self, variant: &Variant, position: &Position) -> String {
        let order = &position.rule_state().out_order;
        (0..variant.army_count())
            .map(|a| char::from(b'0' + order[a]))
            .collect()
    }

    fn parse_rule_state(&self, variant: &Variant, text: &str) -> Result<RuleState, Error> {
        let armies = variant.army_count();
        let bad = |why: String| Error::fen("order", why);
        if text.chars().count() != armies {
            return Err(bad(format!("{text:?} needs {armies} digits")));
        }
        let mut state = RuleState::default();
        for (army, c) in text.chars().enumerate() {
            let place = c
                .to_digit(10)
                .filter(|&d| d as usize <= armies)
                .ok_or_else(|| bad(format!("{c:?} is no place in the order")))?;
            state.out_order[army] = place as u8;
        }
        let mut places: Vec<u8> = state.out_order[..armies]
            .iter()
            .copied()
            .filter(|&p| p > 0)
            .collect();
        places.sort_unstable();
        if places
            .iter()
            .enumerate()
            .any(|(i, &p)| usize::from(p) != i + 1)
        {
            return Err(bad(format!("{text:?}: the places out are not 1, 2, 3 …")));
        }
        Ok(state)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        // Judged at every node of a search: nothing allocated until the end.
        if self.teams {
            if let Some(winner) = self.last_side(variant, position) {
                let result = match winner {
                    Some(team) => GameResult::TeamWin { team },
                    None => GameResult::Draw,
                };
                return Some(Outcome {
                    reason: EndReason::KingsCaptured,
                    result,
                });
            }
        } else if position.live_armies().nth(1).is_none() {
            return Some(self.ranking(position, EndReason::LastPlayer, false));
        }
        let reason = self.drawn(variant, position)?;
        // Mate and stalemate come before the draws: `stuck` judges a player
        // without a move.
        let mut probe = position.clone();
        let army = probe.to_move();
        if !has_move(variant, &mut probe, army, ALL_KINDS) {
            return None;
        }
        Some(match self.teams {
            true => draw(reason),
            false => self.ranking(position, reason, true),
        })
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // `stuck` never passes: it ends a round of passes itself.
        draw(EndReason::NoMoves)
    }

    fn plies_to_quiet_draw(&self, variant: &Variant, position: &Position) -> Option<u32> {
        let plies = self.quiet_plies(variant, position)?;
        Some(plies.saturating_sub(position.halfmove()))
    }

    /// Singles: ranked by points with 10 to each live player, as at the
    /// 25-round draw; Pairs and Teams draw between the sides still in.
    fn drawn_outcome(&self, _variant: &Variant, position: &Position) -> Option<Outcome> {
        Some(match self.teams {
            true => draw(EndReason::FiftyMoves),
            false => self.ranking(position, EndReason::FiftyMoves, true),
        })
    }
}
