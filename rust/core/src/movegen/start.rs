//! A position ready to play from a setup, and the history of turns it keeps
//! for repetitions. Each record says whether the side to move stood in check,
//! which the rule module judges, and a chess FEN's en-passant square is kept
//! only where a pawn could take there, which the moves say: hence here, above
//! the rules' hooks, and not with the position itself.

use crate::error::{Error, SetupError};
use crate::movegen::variant::Variant;
use crate::state::position::{EnPassant, Position, Turn};
use crate::state::setup::{EnPassantRights, Setup};

impl Position {
    /// The position `setup` describes, its history begun; an error says which
    /// of its parts do not fit together (`SetupError`).
    pub fn from_setup(variant: &Variant, setup: &Setup) -> Result<Position, Error> {
        let mut position = Position::placed(variant, setup)?;
        if let Some(waiting) = waiting_side_in_check(variant, &position) {
            return Err(SetupError::WaitingSideInCheck(variant.army_letter(waiting)).into());
        }
        if let EnPassantRights::IfCapturable(square) = setup.en_passant {
            // The pawn that passed is the army's that moved last.
            let mover = position.next_live_after(position.to_move());
            if let Some(ep) = position.capturable_en_passant(variant, mover, square) {
                position.set_en_passant(variant, mover, Some(ep));
            }
        }
        position.reset_history(variant);
        Ok(position)
    }

    /// The start of `variant` played with `seed` (`Setup::for_seed`).
    pub fn start(variant: &Variant, seed: u64) -> Result<Position, Error> {
        Position::from_setup(variant, &Setup::for_seed(variant, seed))
    }

    /// The en passant on `square` that `mover`'s pawn one step ahead of it
    /// left, if an enemy pawn could take there.
    fn capturable_en_passant(
        &self,
        variant: &Variant,
        mover: crate::board::army::Army,
        square: crate::board::geometry::Square,
    ) -> Option<EnPassant> {
        let forward = variant.data.armies.get(mover.index())?.forward;
        let pawn = variant
            .geometry
            .offset(square, i32::from(forward.0), i32::from(forward.1))
            .filter(|&p| {
                let cell = self.cell(p);
                !cell.is_empty() && cell.army() == mover && variant.is_pawn(cell.kind())
            })?;
        self.en_passant_capturable(variant, mover, square)
            .then_some(EnPassant { square, pawn })
    }

    /// Forgets the history: the current position is the first of the game.
    pub(crate) fn reset_history(&mut self, variant: &Variant) {
        self.history.clear();
        let turn = self.turn_record(variant);
        self.history.push(turn);
        self.rep_start = 0;
    }

    /// The current position as the history records it.
    pub(crate) fn turn_record(&self, variant: &Variant) -> Turn {
        let in_check = variant.data.perpetual_check_loses
            && variant.rules.in_check(variant, self, self.to_move);
        Turn {
            hash: self.hash,
            in_check,
        }
    }
}

/// The side not to move, if it stands in check in a game of two armies with
/// check: a position no legal move reaches, whose side to move could take a
/// king (and, where captures go to hand, hold it). With more armies a king
/// may wait in check for its turn, so only two are judged.
fn waiting_side_in_check(
    variant: &Variant,
    position: &Position,
) -> Option<crate::board::army::Army> {
    if !variant.data.check || position.army_count() != 2 {
        return None;
    }
    let waiting = position.next_live_after(position.to_move());
    (waiting != position.to_move() && variant.rules.in_check(variant, position, waiting))
        .then_some(waiting)
}
