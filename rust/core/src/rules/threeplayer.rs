//! Three-player chess (docs/rules/threeplayer.md): the ends, judged as each
//! turn starts for the player to move P, whose next is N and previous V. If P
//! attacks N's king (V's move exposed it), P takes it and wins; if P has no
//! move and is in check, P is mated and the winner is N if N attacks P's king,
//! else V; no move and no check is a draw. Scores: winner 3, the third player
//! 1, the loser 0; a draw 1 each; a resigner 0 and 1 each for the others.
//! Draws also by threefold repetition, 150 plies without a capture or a pawn
//! move (the data's `fifty_move_plies`), and too little material. Moves, check
//! by either opponent, castling, en passant for either opponent and promotion
//! on either opponent's back rank are data (`games/threeplayer.ron`).

use crate::board::army::{Army, ArmySet};
use crate::board::kind::Kind;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::{checkers, is_attacked, opponents};
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, GameResult, Outcome, places};
use crate::state::position::{ArmyState, Position};

/// The winner's score.
pub const WIN_POINTS: u32 = 3;
/// The score of the player who neither won nor lost, and of each after a draw.
pub const THIRD_POINTS: u32 = 1;

pub struct ThreePlayer {
    pub knight: Kind,
    pub bishop: Kind,
}

/// The armies after and before `army` in turn order.
fn neighbours(position: &Position, army: Army) -> (Army, Army) {
    let n = position.army_count();
    (army.after(1, n), army.before(1, n))
}

/// `winner` 3, `loser` 0, the third player 1.
fn won(reason: EndReason, position: &Position, winner: Army, loser: Army) -> Outcome {
    let scores: Vec<u32> = position
        .armies()
        .map(|a| match a {
            _ if a == winner => WIN_POINTS,
            _ if a == loser => 0,
            _ => THIRD_POINTS,
        })
        .collect();
    ranked(reason, scores)
}

fn ranked(reason: EndReason, scores: Vec<u32>) -> Outcome {
    let places = places(&scores);
    Outcome {
        reason,
        result: GameResult::Ranking { scores, places },
    }
}

fn draw(reason: EndReason) -> Outcome {
    Outcome {
        reason,
        result: GameResult::Draw,
    }
}

/// Whether `attacker` attacks a king of `army`.
fn attacks_king(variant: &Variant, position: &Position, attacker: Army, army: Army) -> bool {
    position.royal_squares(variant, army).any(|square| {
        let victim = position.cell(square).kind();
        is_attacked(variant, position, square, victim, ArmySet::of(attacker))
    })
}

/// Whether the king of `p`'s next player N may stand attacked by `p`. After N's
/// own legal move it did not; if the previous player V moved last, straight
/// after N, only the square V's piece left can have opened an attack on it
/// (where it went, it blocks). Anything else asks the whole test: a position
/// set up or a pass before, a king's move (a castling moves a rook too), an en
/// passant (it empties the taken pawn's square too). Spares the test at most
/// nodes of a search.
fn may_be_exposed(variant: &Variant, position: &Position, p: Army) -> bool {
    let (next, previous) = neighbours(position, p);
    let [Some((last_mover, last)), Some((mover_before, _))] = position.recent_moves() else {
        return true;
    };
    let plain = last_mover == previous
        && mover_before == next
        && last.is_board_move()
        && !last.is_en_passant()
        && last.castling_rook().is_none()
        && !variant.is_royal(position.cell(last.to).kind());
    !plain
        || position
            .royal_squares(variant, next)
            .any(|king| variant.attack_openings.may_open(king, last.from))
}

impl ThreePlayer {
    /// The board holds the kings and nothing else, or one knight or bishop more.
    fn too_little_material(&self, variant: &Variant, position: &Position) -> bool {
        let mut others = position.armies().flat_map(|a| {
            position
                .pieces(a)
                .iter()
                .map(|&s| position.cell(s).kind())
                .filter(|&kind| !variant.is_royal(kind))
        });
        match (others.next(), others.next()) {
            (None, _) => true,
            (Some(kind), None) => kind == self.knight || kind == self.bishop,
            _ => false,
        }
    }

    /// A player out of the game ended it: he resigned, or a move took his king.
    fn left(&self, position: &Position, out: Army) -> Outcome {
        if position.army_state(out) == ArmyState::Resigned {
            let scores = position
                .armies()
                .map(|a| if a == out { 0 } else { THIRD_POINTS })
                .collect();
            return ranked(EndReason::Resignation, scores);
        }
        // A king taken by a move (exposed by the player between, when the taker's
        // turn came with that king not his next): the taker wins.
        let taker = position.armies().find(|&a| position.kings_taken(a) > 0);
        match taker {
            Some(winner) => won(EndReason::KingCaptured, position, winner, out),
            None => {
                let scores = position
                    .armies()
                    .map(|a| if a == out { 0 } else { THIRD_POINTS })
                    .collect();
                ranked(EndReason::KingCaptured, scores)
            }
        }
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(ThreePlayer {
        knight: data.kind_named("knight")?,
        bishop: data.kind_named("bishop")?,
    }))
}

impl Rules for ThreePlayer {
    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        // Judged at every node of a search: nothing allocated until the end.
        if let Some(out) = position
            .armies()
            .find(|&a| !position.army_state(a).is_live())
        {
            return Some(self.left(position, out));
        }
        let p = position.to_move();
        let (next, _) = neighbours(position, p);
        if may_be_exposed(variant, position, p) && attacks_king(variant, position, p, next) {
            return Some(won(EndReason::KingCaptured, position, p, next));
        }
        let limit = variant.data.fifty_move_plies;
        let reason = if position.repetitions() >= 3 {
            EndReason::Repetition
        } else if limit > 0 && position.halfmove() >= limit {
            EndReason::FiftyMoves
        } else if self.too_little_material(variant, position) {
            EndReason::InsufficientMaterial
        } else {
            return None;
        };
        // Mate and stalemate come before the draws: `stuck` judges a player
        // without a move.
        let mut probe = position.clone();
        has_move(variant, &mut probe, p, ALL_KINDS).then(|| draw(reason))
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let p = position.to_move();
        let checking = checkers(variant, position, p, opponents(variant, position, p));
        if checking.is_empty() {
            return Stuck::End(draw(EndReason::Stalemate));
        }
        let (next, previous) = neighbours(position, p);
        let winner = match attacks_king(variant, position, next, p) {
            true => next,
            false => previous,
        };
        Stuck::End(won(EndReason::Checkmate, position, winner, p))
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` always ends the game. A draw, should it happen.
        draw(EndReason::NoMoves)
    }
}
