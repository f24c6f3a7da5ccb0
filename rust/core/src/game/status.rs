//! The state of a game at a glance, as the command line prints it (JSON) and the
//! Godot binding shows it.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::board::army::Army;
use crate::compile::data::Scoring;
use crate::game::Game;
use crate::state::outcome::{EndReason, GameResult};
use crate::state::rule_state::Count;

#[derive(Clone, Debug, Serialize)]
pub struct ArmyStatus {
    pub army: String,
    /// "live", "eliminated", "resigned" or "walking".
    pub state: &'static str,
    /// Its pieces are grey obstacles.
    pub grey: bool,
    pub points: u32,
    /// Live kings it captured.
    pub kings_taken: u8,
    /// The army whose player plays this seat (itself unless its army passed to
    /// a conqueror).
    pub played_by: String,
    /// Its royal pieces captured and held by the enemy, for an exchange.
    pub prisoners: u8,
    /// Royal pieces given back by an exchange that it still has to put on the board.
    pub returning: u8,
    /// Coins it holds (games that keep the coin account; they rank nothing).
    pub coins: i32,
    /// Games with check: one of its royal pieces is attacked by an opponent.
    pub in_check: bool,
}

#[derive(Clone, Debug, Serialize)]
pub struct Placing {
    pub army: String,
    pub place: u8,
    pub score: u32,
}

/// A team of partners (games played in teams).
#[derive(Clone, Debug, Serialize)]
pub struct TeamStatus {
    pub armies: Vec<String>,
    /// The partners' points together.
    pub points: u32,
}

#[derive(Clone, Debug, Serialize)]
pub struct Status {
    pub game: String,
    pub to_move: String,
    pub ply: u32,
    pub halfmove: u32,
    /// Faces still to be used this turn (dice games only).
    pub dice: Option<Vec<u8>>,
    pub armies: Vec<ArmyStatus>,
    /// The army that has just captured and decides whether to offer an exchange.
    pub offer_window: Option<String>,
    /// An exchange offered and not yet answered: [army whose royal returns to the
    /// offering side, army whose royal returns to the answering side].
    pub offer: Option<[String; 2]>,
    /// Coins in the bank (games that keep the coin account).
    pub bank: i32,
    /// What the seats count: `points`, `coins` or `nothing` (two-player chess).
    pub scoring: &'static str,
    pub over: bool,
    pub reason: Option<EndReason>,
    /// Games played in teams: the partnerships, in the order of their first army.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub teams: Option<Vec<TeamStatus>>,
    /// Free for all: armies by place (equal scores share a place; within a
    /// place, by coins held where the seats count coins).
    pub ranking: Option<Vec<Placing>>,
    /// Teams: the armies of the winning team.
    pub winning_team: Option<Vec<String>>,
    /// A draw: no winner, or a ranking in which every army shares the first place.
    pub draw: bool,
    /// Games with pockets (crazyhouse): per army, the count of each piece it
    /// may drop, by upper-case letter.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pockets: Option<BTreeMap<String, BTreeMap<String, u8>>>,
    /// The move that passes the turn, if one is legal now: a dice turn's
    /// `pass`, or the general staying on its point (Janggi, `e2e2`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pass_move: Option<String>,
    /// What the rules point out to the player to move (`Rules::notice`),
    /// while the game is on.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub notice: Option<&'static str>,
    /// A running count towards a draw (Makruk): its limit and plies.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub count: Option<Count>,
}

impl Game {
    pub fn status(&self) -> Status {
        let variant = self.variant();
        let position = self.position();
        let name = |army: Army| variant.army_name(army).to_string();
        let armies = position
            .armies()
            .map(|a| {
                let state = position.army_state(a);
                ArmyStatus {
                    army: name(a),
                    state: state.name(),
                    grey: !state.is_live(),
                    points: position.points(a),
                    kings_taken: position.kings_taken(a),
                    played_by: name(position.controller(a)),
                    prisoners: position.rule_state().prisoners[a.index()],
                    returning: position.rule_state().returning[a.index()],
                    coins: position.rule_state().coins[a.index()],
                    in_check: variant.rules.in_check(variant, position, a),
                }
            })
            .collect();
        let outcome = self.outcome();
        let mut ranking = None;
        let mut winning_team = None;
        let mut draw = false;
        match outcome.map(|o| &o.result) {
            Some(GameResult::Ranking { scores, places }) => {
                let mut list: Vec<Placing> = variant
                    .armies()
                    .zip(scores.iter().zip(places))
                    .map(|(army, (&score, &place))| Placing {
                        army: name(army),
                        place,
                        score,
                    })
                    .collect();
                let coins = |army: &str| match variant.scoring {
                    Scoring::Coins => variant
                        .army_by_name(army)
                        .map_or(0, |a| position.rule_state().coins[a.index()]),
                    _ => 0,
                };
                list.sort_by_key(|p| (p.place, std::cmp::Reverse(coins(&p.army))));
                draw = list.len() > 1 && list.iter().all(|p| p.place == 1);
                ranking = Some(list);
            }
            Some(GameResult::TeamWin { team }) => {
                let teams = variant.teams();
                let members = teams.get(usize::from(*team)).cloned().unwrap_or_default();
                winning_team = Some(members.into_iter().map(name).collect());
            }
            Some(GameResult::Draw) => draw = true,
            None => {}
        }
        Status {
            game: self.id().to_string(),
            to_move: name(position.to_move()),
            ply: position.ply(),
            halfmove: position.halfmove(),
            dice: position.dice().map(|d| d.faces()),
            teams: teams(self),
            armies,
            offer_window: position.rule_state().offer_window.map(name),
            offer: position
                .rule_state()
                .offer
                .map(|(own, enemy)| [name(own), name(enemy)]),
            bank: position.rule_state().bank,
            scoring: variant.scoring.name(),
            over: outcome.is_some(),
            reason: outcome.map(|o| o.reason),
            ranking,
            winning_team,
            draw,
            pockets: variant.data.pockets.then(|| pockets(self)),
            pass_move: self.pass_move().map(|mv| self.move_string(mv)),
            notice: match outcome {
                None => variant.rules.notice(variant, position),
                Some(_) => None,
            },
            count: position.rule_state().counting,
        }
    }
}

/// The partnerships of a game played in teams, with their points; `None` when
/// every army plays for itself.
fn teams(game: &Game) -> Option<Vec<TeamStatus>> {
    let variant = game.variant();
    let teams = variant.teams();
    if teams.len() == variant.army_count() {
        return None;
    }
    let position = game.position();
    Some(
        teams
            .into_iter()
            .map(|members| TeamStatus {
                points: members.iter().map(|&a| position.points(a)).sum(),
                armies: members
                    .into_iter()
                    .map(|a| variant.army_name(a).to_string())
                    .collect(),
            })
            .collect(),
    )
}

/// Each army's pocket: every piece it could hold (not royal, not neutral), by
/// upper-case letter, with its count.
fn pockets(game: &Game) -> BTreeMap<String, BTreeMap<String, u8>> {
    let variant = game.variant();
    let position = game.position();
    position
        .armies()
        .map(|army| {
            let pocket = variant
                .kinds()
                // A king is listed only while held (Sittuyin's, before it is placed).
                .filter(|&k| {
                    !variant.is_neutral(k) && (!variant.is_royal(k) || position.pocket(army, k) > 0)
                })
                .map(|k| {
                    let letter = variant.piece(k).letter.to_ascii_uppercase();
                    (letter.to_string(), position.pocket(army, k))
                })
                .collect();
            (variant.army_name(army).to_string(), pocket)
        })
        .collect()
}
