//! Janggi (Fairy-Stockfish `janggi`, the tournament rules with bikjang and
//! counting): passing, bikjang and the ends. The board, the palaces and their
//! diagonal lines, the lame leaps and the vaulting cannon are data
//! (`games/janggi.ron`); this module adds:
//! - a pass: the player leaves his general where it stands (written as its
//!   move onto its own point, `e2e2`, as Fairy-Stockfish writes it), allowed
//!   unless he is in check;
//! - bikjang: when the generals face each other on an open file, the player
//!   to move must break the line or pass (even in check); if he passes, the
//!   game ends and is decided on points;
//! - two passes in a row end the game, decided on points;
//! - the player to move with no legal move is mated and loses;
//! - when a position stands for the third time since the last capture, a
//!   player who gave check with every move since its first time loses;
//!   otherwise the game is decided on points;
//! - fifty moves by each player without a capture end the game, decided on
//!   points, unless the player to move is mated.
//!
//! Deciding on points: each side counts its pieces (chariot 13, cannon 7,
//! horse 5, elephant 3, advisor 3, soldier 2: the pieces' values in the data),
//! and Red, the second player, adds 1.5 (deom). The higher count wins; the
//! half point leaves no tie.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::KindSet;
use crate::board::moves::{Move, MoveBuffer, MoveSink};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::in_check;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::rules::chess::{no_move_loses, resignation, stuck_player_lost, win_for};
use crate::rules::draws::{Repetition, repetition_by_checks};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome};
use crate::state::position::{Cell, Position};
use crate::state::undo::Undo;

pub struct Janggi;

/// The times a position must stand for the repetition rule.
const REPETITION_TIMES: usize = 3;

/// Red's deom, the 1.5 points the second player adds in the count, in half points.
const DEOM_HALF_POINTS: i64 = 3;

impl Janggi {
    /// The general of `army`, if it is on the board.
    fn general(variant: &Variant, position: &Position, army: Army) -> Option<Square> {
        position.royal_squares(variant, army).next()
    }

    /// Whether the two generals stand on one file with no piece between them,
    /// on `board` (the position's, or one a move is tried on).
    fn facing(variant: &Variant, board: &[Cell], first: Square, second: Square) -> bool {
        let geometry = &variant.geometry;
        let ((file, low), (other_file, high)) = (geometry.coords(first), geometry.coords(second));
        if file != other_file {
            return false;
        }
        let (low, high) = (low.min(high), low.max(high));
        (low + 1..high).all(|rank| {
            geometry
                .square_at(i32::from(file), i32::from(rank))
                .is_none_or(|square| board[usize::from(square)].is_empty())
        })
    }

    /// Bikjang: the generals face each other now.
    pub fn bikjang(variant: &Variant, position: &Position) -> bool {
        let (Some(first), Some(second)) = (
            Self::general(variant, position, Army::FIRST),
            Self::general(variant, position, Army::SECOND),
        ) else {
            return false;
        };
        Self::facing(variant, &position.board, first, second)
    }

    /// Whether the board move `mv` of `army` leaves the generals facing.
    fn still_facing(variant: &Variant, position: &mut Position, army: Army, mv: Move) -> bool {
        let (Some(own), Some(other)) = (
            Self::general(variant, position, army),
            Self::general(variant, position, army.other()),
        ) else {
            return false;
        };
        let own = if mv.from == own { mv.to } else { own };
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let moved = std::mem::take(&mut position.board[from]);
        let displaced = std::mem::replace(&mut position.board[to], moved);
        let facing = Self::facing(variant, &position.board, own, other);
        position.board[to] = displaced;
        position.board[from] = moved;
        facing
    }

    /// The game decided on points, for `reason`: Blue wins with at least 2
    /// points more than Red, else Red.
    fn on_points(variant: &Variant, position: &Position, reason: EndReason) -> Outcome {
        let count = |army: Army| -> i64 {
            position
                .pieces(army)
                .iter()
                .map(|&square| i64::from(variant.piece(position.cell(square).kind()).value))
                .sum()
        };
        let winner = match 2 * (count(Army::FIRST) - count(Army::SECOND)) > DEOM_HALF_POINTS {
            true => Army::FIRST,
            false => Army::SECOND,
        };
        win_for(variant, winner, reason)
    }

    /// The move rule: fifty moves by each player without a capture, unless
    /// the player to move has no legal move (then he is mated).
    fn move_rule(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let limit = variant.data.fifty_move_plies;
        if position.halfmove() < limit {
            return None;
        }
        let mut probe = position.clone();
        has_move(variant, &mut probe, position.to_move(), ALL_KINDS)
            .then(|| Self::on_points(variant, position, EndReason::MoveRuleOnPoints))
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Janggi))
}

impl Rules for Janggi {
    fn adds_moves(&self) -> bool {
        true
    }

    fn notice(&self, variant: &Variant, position: &Position) -> Option<&'static str> {
        Self::bikjang(variant, position).then_some("bikjang")
    }

    /// Counts the passes in a row.
    fn after_move(
        &self,
        _variant: &Variant,
        position: &mut Position,
        _mover: Army,
        _to: Square,
        undo: &mut Undo,
    ) {
        let passes = &mut position.rule_state.passes;
        *passes = match undo.played().stays() {
            true => passes.saturating_add(1),
            false => 0,
        };
    }

    /// The pass: out of check, or in bikjang.
    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        _kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        let Some(general) = Self::general(variant, position, army) else {
            return;
        };
        if !in_check(variant, position, army) || Self::bikjang(variant, position) {
            sink.push(Move::new(general, general));
        }
    }

    /// In bikjang, every move but the pass must break the line.
    fn filter_moves(
        &self,
        variant: &Variant,
        position: &mut Position,
        army: Army,
        moves: &mut MoveBuffer,
    ) {
        if Self::bikjang(variant, position) {
            moves.retain(|mv| mv.stays() || !Self::still_facing(variant, position, army, mv));
        }
    }

    /// No legal move: mated (a player out of check may always pass).
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        no_move_loses(variant, position)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if let Some(resigned) = resignation(variant, position) {
            return Some(resigned);
        }
        let passes = position.rule_state.passes;
        if passes >= 1 && Self::bikjang(variant, position) {
            return Some(Self::on_points(variant, position, EndReason::Bikjang));
        }
        if passes >= 2 {
            return Some(Self::on_points(variant, position, EndReason::BothPassed));
        }
        match repetition_by_checks(position, REPETITION_TIMES) {
            Some(Repetition::PerpetualCheck { winner }) => {
                return Some(win_for(variant, winner, EndReason::PerpetualCheck));
            }
            Some(Repetition::Plain) => {
                return Some(Self::on_points(
                    variant,
                    position,
                    EndReason::RepetitionOnPoints,
                ));
            }
            None => {}
        }
        self.move_rule(variant, position)
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game.
        stuck_player_lost(variant, position)
    }
}
