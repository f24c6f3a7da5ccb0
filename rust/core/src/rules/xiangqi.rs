//! Xiangqi (Fairy-Stockfish `xiangqi`, after the Asian Xiangqi Federation): the
//! ends. The board, the palaces, the river, the lame leaps, the cannon and the
//! flying general are data (`games/xiangqi.ron`); this module says when the
//! game is over:
//! - the player to move with no legal move loses, mated or stalemated;
//! - when a position stands for the third time since the last capture, a
//!   player who gave check with every move since its first time loses; if both
//!   did, or neither, it is a draw;
//! - with no chariot, horse, cannon or soldier left on either side, nobody
//!   can mate: a draw;
//! - fifty moves by each player without a capture draw, unless the player to
//!   move is mated or stalemated. Where one player gave more than ten checks in
//!   that stretch, each check beyond the tenth gives the other a move more
//!   (Fairy-Stockfish's reading of the federation's rule).
//!
//! The federation's rule on perpetual chasing is not kept: a repetition
//! without perpetual check is a draw (docs/rules/xiangqi.md).

use crate::board::kind::Kind;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::rules::chess::{no_move_loses, resignation, stuck_player_lost, win_for};
use crate::rules::draws::{Repetition, every_other_back, repetition_by_checks};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::Position;

pub struct Xiangqi {
    /// The kinds that can cross into the enemy palace (chariot, horse, cannon,
    /// soldier): the general, advisors and elephants alone can never mate.
    pub attacking_kinds: Vec<Kind>,
}

/// Checks one player may give within the move rule's stretch before each
/// further check lengthens it.
const FREE_CHECKS: usize = 10;

impl Xiangqi {
    /// Neither player has a piece that could reach the enemy general: a draw,
    /// as Fairy-Stockfish judges it.
    fn no_attackers(&self, position: &Position) -> bool {
        position.armies().all(|army| {
            self.attacking_kinds
                .iter()
                .all(|&kind| position.count_of(army, kind) == 0)
        })
    }

    /// The end by repetition: the third time a position stands since the
    /// last capture, lost by a player who gave check throughout, else drawn.
    fn repetition(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        Some(match repetition_by_checks(position, 3)? {
            Repetition::PerpetualCheck { winner } => {
                win_for(variant, winner, EndReason::PerpetualCheck)
            }
            Repetition::Plain => draw(EndReason::Repetition),
        })
    }

    /// The move rule: fifty moves by each player without a capture, longer by
    /// the checks one player gave beyond ten (each counted from this turn
    /// back), unless the player to move has no legal move.
    fn move_rule(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let limit = variant.data.fifty_move_plies as usize;
        let plies = position.halfmove() as usize;
        if plies < limit {
            return None;
        }
        let turns = position.turns_since_irreversible();
        let since_start = turns.len().saturating_sub(1);
        let stretch = plies.min(since_start);
        let mut extra = 0;
        if since_start >= 2 * FREE_CHECKS {
            // Checks the player to move stood in, and the other player, in
            // the stretch's turns of each (rounded up to whole moves).
            let counted = (stretch + stretch % 2).min(turns.len());
            let recent = &turns[turns.len() - counted..];
            let checks = |back: usize| {
                every_other_back(recent, back)
                    .filter(|t| t.in_check)
                    .count()
            };
            extra = 2 * checks(0).max(checks(1)).saturating_sub(FREE_CHECKS);
        }
        if plies < limit + extra {
            return None;
        }
        let mut probe = position.clone();
        has_move(variant, &mut probe, position.to_move(), ALL_KINDS)
            .then(|| draw(EndReason::FiftyMovesWithoutCapture))
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let attacking_kinds = ["chariot", "horse", "cannon", "soldier"]
        .into_iter()
        .map(|name| data.kind_named(name))
        .collect::<Result<_, _>>()?;
    Ok(Box::new(Xiangqi { attacking_kinds }))
}

impl Rules for Xiangqi {
    /// No legal move loses, in check or not.
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        no_move_loses(variant, position)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        resignation(variant, position)
            .or_else(|| {
                self.no_attackers(position)
                    .then(|| draw(EndReason::InsufficientMaterial))
            })
            .or_else(|| self.repetition(variant, position))
            .or_else(|| self.move_rule(variant, position))
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        stuck_player_lost(variant, position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::state::position::Turn;

    /// Red to move after `plies` without a capture, in which black gave
    /// `black_checks` checks (red stood in check at that many of its turns).
    fn after_quiet_plies(plies: u32, black_checks: usize) -> (std::sync::Arc<Variant>, Position) {
        let variant = crate::game::registry::variant("xiangqi").unwrap();
        let fen = format!("3k5/9/9/9/9/9/9/9/9/R3K4 w - - {plies} 80");
        let mut position = crate::notation::fen::parse(&variant, &fen).unwrap();
        let current = position.history[0];
        // Every turn a different position, so that nothing repeats.
        position.history = (0..plies as u64)
            .map(|i| Turn {
                hash: current.hash ^ (i + 1),
                // Red's turns are an even number of plies back from now.
                in_check: (plies as u64 - i).is_multiple_of(2)
                    && ((plies as u64 - i) / 2) as usize <= black_checks,
            })
            .chain([current])
            .collect();
        (variant, position)
    }

    #[test]
    fn checks_beyond_ten_lengthen_the_move_rule() {
        let rule = Xiangqi {
            attacking_kinds: Vec::new(),
        };
        let ended = |plies, checks| {
            let (variant, position) = after_quiet_plies(plies, checks);
            rule.move_rule(&variant, &position)
        };
        let draw = Some(draw(EndReason::FiftyMovesWithoutCapture));
        assert_eq!(ended(100, 10), draw);
        // Twelve checks: two more moves of each player.
        assert_eq!(ended(100, 12), None);
        assert_eq!(ended(103, 12), None);
        assert_eq!(ended(104, 12), draw);
    }
}
