//! Shogi and Minishogi (Fairy-Stockfish `shogi`, `minishogi`). The pieces,
//! their moves and the promotion zone are data (`games/shogi.ron`,
//! `zones`); this module adds:
//! - the hands: a captured piece goes into the capturer's hand, unpromoted
//!   (`GameData::captures_to_hand`, shared), and may be dropped instead of a move on any empty square where it could
//!   move again, a pawn never on a file where its player has an unpromoted
//!   pawn (nifu); in check, a drop must shield the king;
//! - the ends: a player with no legal move loses, mated or not; a pawn drop
//!   that mates is forbidden, and as Fairy-Stockfish judges it, the player who
//!   dropped it loses (uchifuzume); the fourth time a position stands (board,
//!   hands and player to move) a player who gave check with every move since
//!   its first time loses, else it is a draw, or in Minishogi a loss for the
//!   player who moved first. There is no move rule and no impasse rule.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveSink};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::in_check;
use crate::movegen::pockets::push_drops;
use crate::movegen::variant::Variant;
use crate::rules::chess::{resignation, stuck_player_lost, win_for};
use crate::rules::draws::{Repetition, repetition_by_checks};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::Position;
use crate::state::undo::Undo;

/// The time a position stands that ends the game (sennichite).
const REPETITION_TIMES: usize = 4;

pub struct Shogi {
    pub pawn: Kind,
    /// Who loses a repetition without perpetual check: nobody (a draw), or
    /// in Minishogi the player who moved first.
    pub repetition_loser: Option<Army>,
}

impl Shogi {
    /// Whether `army` already has an unpromoted pawn on `square`'s file.
    fn pawn_on_file(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        square: Square,
    ) -> bool {
        let file = variant.geometry.coords(square).0;
        position
            .pieces(army)
            .iter()
            .any(|&s| position.cell(s).kind() == self.pawn && variant.geometry.coords(s).0 == file)
    }

    /// Whether `army` may drop a `kind` on the empty `square`.
    fn may_drop(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kind: Kind,
        square: Square,
    ) -> bool {
        !variant.zones.dead(kind, army, square)
            && (kind != self.pawn || !self.pawn_on_file(variant, position, army, square))
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Shogi {
        pawn: data.kind_named("pawn")?,
        repetition_loser: None,
    }))
}

/// Minishogi: a repetition without perpetual check loses for Black, who
/// moved first.
pub fn build_minishogi(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Shogi {
        pawn: data.kind_named("pawn")?,
        repetition_loser: Some(Army::FIRST),
    }))
}

impl Rules for Shogi {
    fn adds_moves(&self) -> bool {
        true
    }

    /// A board move drops no pawn. (Captured pieces go into the hand by the
    /// shared `captures_to_hand`.)
    fn after_move(
        &self,
        _variant: &Variant,
        position: &mut Position,
        _mover: Army,
        _to: Square,
        _undo: &mut Undo,
    ) {
        position.rule_state.pawn_dropped = false;
    }

    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        let may_drop = |kind, square| self.may_drop(variant, position, army, kind, square);
        push_drops(variant, position, army, kinds, self.pawn, may_drop, sink);
    }

    /// A drop: the piece leaves the hand for the board.
    fn play_action(
        &self,
        variant: &Variant,
        position: &mut Position,
        mv: Move,
        undo: &mut Undo,
    ) -> bool {
        if position.drop_from_pocket(variant, mv, undo) {
            position.rule_state.pawn_dropped =
                mv.dropped().is_some_and(|(kind, _)| kind == self.pawn);
        }
        true
    }

    /// No legal move loses, mated or not; but a mate by a dropped pawn loses
    /// for the player who dropped it. (A drop uncovers no line: the check is
    /// the pawn's.)
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let army = position.to_move();
        let checked = in_check(variant, position, army);
        let other = position.next_live_after(army);
        Stuck::End(match (checked, position.rule_state.pawn_dropped) {
            (true, true) => win_for(variant, army, EndReason::PawnDropMate),
            (true, false) => win_for(variant, other, EndReason::Checkmate),
            (false, _) => win_for(variant, other, EndReason::Stalemate),
        })
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        resignation(variant, position).or_else(|| {
            Some(match repetition_by_checks(position, REPETITION_TIMES)? {
                Repetition::PerpetualCheck { winner } => {
                    win_for(variant, winner, EndReason::PerpetualCheck)
                }
                Repetition::Plain => match self.repetition_loser {
                    Some(loser) => win_for(
                        variant,
                        position.next_live_after(loser),
                        EndReason::FourfoldRepetition,
                    ),
                    None => draw(EndReason::FourfoldRepetition),
                },
            })
        })
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game.
        stuck_player_lost(variant, position)
    }
}
