//! Shatranj (pychess and Fairy-Stockfish `shatranj`): the ends of the medieval
//! game. Pieces, moves, check and the promotion to a fers are data
//! (`games/shatranj.ron`); this module says when the game is over:
//! - the player to move with no legal move loses, mated or stalemated;
//! - a king left alone loses, unless its player can bare the other king at
//!   once: a bare king whose opponent holds a single piece besides his king
//!   plays one more move;
//! - two lone kings draw (after one bare king took the other's last piece;
//!   Fairy-Stockfish plays them on until the move rule, docs/rules/shatranj.md);
//! - threefold repetition, and seventy moves by each player without a capture
//!   or a pawn move (the data's limit), unless the move that reaches it mates.

use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::in_check;
use crate::movegen::variant::Variant;
use crate::rules::chess::{no_move_loses, resignation, stuck_player_lost, win_for};
use crate::rules::draws::repetition_or_fifty_moves_unless_mate;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::Position;

pub struct Shatranj;

impl Shatranj {
    /// The bare king's loss: the player who just moved is bare while the player
    /// to move has more than his king, or the player to move is bare and cannot
    /// bare the other king at once (he has two pieces or more besides his king).
    fn bare_king_loss(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let to_move = position.to_move();
        let moved = position.next_live_after(to_move);
        // Pieces, kings included.
        let (to_move_pieces, moved_pieces) =
            (position.pieces(to_move).len(), position.pieces(moved).len());
        if moved_pieces <= 1 && to_move_pieces >= 2 {
            return Some(win_for(variant, to_move, EndReason::BareKing));
        }
        if to_move_pieces <= 1 && moved_pieces >= 3 {
            return Some(win_for(variant, moved, EndReason::BareKing));
        }
        None
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Shatranj))
}

impl Rules for Shatranj {
    /// No legal move loses, in check or not.
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        no_move_loses(variant, position)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        resignation(variant, position)
            .or_else(|| self.bare_king_loss(variant, position))
            .or_else(|| {
                position
                    .only_royals_left(variant)
                    .then(|| draw(EndReason::OnlyKings))
            })
            .or_else(|| {
                repetition_or_fifty_moves_unless_mate(variant, position, |p, army| {
                    in_check(variant, p, army)
                })
            })
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        stuck_player_lost(variant, position)
    }
}
