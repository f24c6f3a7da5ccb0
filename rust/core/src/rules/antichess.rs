//! Antichess (lichess; Fairy-Stockfish `antichess`): whoever has no piece or no
//! legal move when his turn comes wins. Pieces, moves, en passant and promotion
//! (to a king too) are data (`games/antichess.ron`, without check or castling);
//! this module makes captures compulsory and says when the game is over: the
//! win of the stuck player, threefold repetition and the fifty-move rule (no
//! position is a dead draw, as in Fairy-Stockfish).

use crate::board::army::Army;
use crate::board::moves::MoveBuffer;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::rules::chess::{resignation, win_for};
use crate::rules::draws::repetition_or_fifty_moves;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome};
use crate::state::position::Position;

pub struct Antichess;

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Antichess))
}

impl Rules for Antichess {
    fn adds_moves(&self) -> bool {
        // No moves added; the hook is for `filter_moves`.
        true
    }

    /// Captures are compulsory: when one is possible, only captures are legal.
    fn filter_moves(
        &self,
        _variant: &Variant,
        position: &mut Position,
        _army: Army,
        moves: &mut MoveBuffer,
    ) {
        if moves.as_slice().iter().any(|&mv| position.captures(mv)) {
            moves.retain(|mv| position.captures(mv));
        }
    }

    /// No piece left or no legal move: the stuck player wins.
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        Stuck::End(win_for(
            variant,
            position.to_move(),
            EndReason::NoPiecesOrMoves,
        ))
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        resignation(variant, position).or_else(|| repetition_or_fifty_moves(variant, position))
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game.
        win_for(variant, position.to_move(), EndReason::NoPiecesOrMoves)
    }
}
