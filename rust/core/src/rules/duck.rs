//! Duck chess (chess.com; Fairy-Stockfish `duck`): chess without check in which
//! every move has a second part: the mover puts the duck, a neutral piece that
//! blocks everyone and is never taken, on any empty square other than the one
//! it stands on (anywhere on the first move). Capturing the king wins; a player
//! with no legal move wins (stalemate); threefold repetition and fifty moves draw.
//!
//! Moves, castling (allowed through attacked squares, there being no check), en
//! passant and promotion are chess data (`games/duck.ron`, `check: false`);
//! this module adds the duck's placement as the move's second part
//! (`Rules::second_part`), written after a comma as Fairy-Stockfish writes it:
//! the square the moved piece landed on, then the duck's (`e2e4,e4d5`).

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveSink};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::rules::chess::win_for;
use crate::rules::draws::repetition_or_fifty_moves;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::{ArmyState, Cell, Position};
use crate::state::undo::Undo;

pub struct Duck {
    pub duck: Kind,
}

impl Duck {
    /// Where the duck stands, if it has been placed.
    pub fn square(variant: &Variant, position: &Position) -> Option<Square> {
        position.pieces(variant.neutral_army()).first().copied()
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Duck {
        duck: data.kind_named("duck")?,
    }))
}

impl Rules for Duck {
    fn adds_moves(&self) -> bool {
        true
    }

    fn second_part(&self) -> bool {
        true
    }

    /// A captured king ends the game, but its army stays in play, so that the
    /// turn passes as usual (Fairy-Stockfish writes the loser to move, without
    /// castling rights).
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        _mover: Army,
        _to: Square,
        undo: &mut Undo,
    ) {
        if let Some(army) = undo.eliminated {
            position.set_army_state(variant, army, ArmyState::Live);
            // Without its king the army has no castling left.
            if let Some(rule) = &variant.back_rank {
                let rights = position.castling_rights() & !rule.army_rights(army);
                position.set_castling(variant, rights);
            }
        }
    }

    /// After every piece move the duck is due.
    fn turn_continues(&self, _variant: &Variant, _position: &Position, undo: &Undo) -> bool {
        undo.played().is_board_move()
    }

    fn decision_pending(&self, _variant: &Variant, position: &Position, _army: Army) -> bool {
        position.rule_state().second_part_due
    }

    /// The duck's squares: every empty one (its own square is not empty).
    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        _army: Army,
        _kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        if !position.rule_state().second_part_due {
            return;
        }
        for square in variant.geometry.squares() {
            if position.cell(square).is_empty() {
                sink.push(Move::drop(self.duck, square));
            }
        }
    }

    fn play_action(
        &self,
        variant: &Variant,
        position: &mut Position,
        mv: Move,
        undo: &mut Undo,
    ) -> bool {
        if let Some((_, to)) = mv.dropped() {
            if let Some(from) = Duck::square(variant, position) {
                position.edit_by_rule(variant, from, Cell::EMPTY, undo);
            }
            let duck = Cell::piece(variant.neutral_army(), self.duck);
            position.edit_by_rule(variant, to, duck, undo);
            // A duck on the en-passant square leaves nothing to take there.
            if position.en_passants().on(to).is_some() {
                position.clear_en_passant(variant);
            }
        }
        true
    }

    /// The duck's placement as the square it leaves (where the piece landed)
    /// and the square it goes to: `e2e4,e4d5`.
    fn second_part_text(&self, variant: &Variant, landing: Square, second: Move) -> Option<String> {
        let (_, square) = second.dropped()?;
        let geometry = &variant.geometry;
        Some(format!(
            "{}{}",
            geometry.name(landing),
            geometry.name(square)
        ))
    }

    /// The player who cannot move wins.
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        Stuck::End(win_for(variant, position.to_move(), EndReason::Stalemate))
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if position.rule_state().second_part_due {
            // The move is not over before the duck is placed.
            return None;
        }
        for army in position.armies() {
            let reason = match position.army_state(army).is_live() {
                false => EndReason::Resignation,
                true if position.royal_square(variant, army).is_none() => EndReason::KingCaptured,
                true => continue,
            };
            let winner = position.armies().find(|&a| a != army).unwrap_or(army);
            return Some(win_for(variant, winner, reason));
        }
        repetition_or_fifty_moves(variant, position)
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game.
        draw(EndReason::NoMoves)
    }
}
