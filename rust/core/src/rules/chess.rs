//! Chess and Chess960 (FIDE Laws of Chess): the ends of a two-player game with
//! check. Moves, check, castling, en passant and promotion are data
//! (`games/chess.ron`); this module says when the game is over:
//! checkmate and stalemate (5.1.1, 5.2.1) when the player to move has no legal
//! move, threefold repetition (9.2), the fifty-move rule (9.3; a mate on the
//! hundredth half-move stands, 9.3 with 5.1.1) and the dead positions of
//! insufficient material (5.2.2): king against king, king and one minor piece
//! against king, and kings with bishops all on squares of one colour.
//!
//! Variants built on chess reuse this module's `ends` for the draws and give
//! their own module where they differ (antichess wins by having no move,
//! atomic ends on an exploded king …).

use crate::board::army::Army;
use crate::board::kind::Kind;
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::in_check;
use crate::movegen::variant::Variant;
use crate::rules::draws::repetition_or_fifty_moves_unless_mate;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, GameResult, Outcome, draw};
use crate::state::position::{ArmyState, Position};

pub struct Chess {
    pub knight: Kind,
    pub bishop: Kind,
}

/// `army` won (a team of one when the game has no teams).
pub fn win_for(variant: &Variant, army: Army, reason: EndReason) -> Outcome {
    Outcome {
        reason,
        result: GameResult::TeamWin {
            team: variant.team_of[army.index() % variant.team_of.len()],
        },
    }
}

/// A resignation ends a two-player game: the other side wins.
pub fn resignation(variant: &Variant, position: &Position) -> Option<Outcome> {
    let out = position
        .armies()
        .find(|&a| !position.army_state(a).is_live())?;
    let winner = position.next_live_after(out);
    Some(win_for(variant, winner, EndReason::Resignation))
}

/// In a game won by taking the king, an army out has lost: its king was taken
/// (eliminated) or it resigned.
pub fn king_taken_or_resigned(variant: &Variant, position: &Position) -> Option<Outcome> {
    let out = position
        .armies()
        .find(|&a| !position.army_state(a).is_live())?;
    let reason = match position.army_state(out) {
        ArmyState::Eliminated => EndReason::KingCaptured,
        _ => EndReason::Resignation,
    };
    Some(win_for(variant, position.next_live_after(out), reason))
}

/// The player to move has no legal move: checkmate when in check (`checked`),
/// else stalemate.
pub fn mate_or_stalemate(variant: &Variant, position: &Position, checked: bool) -> Stuck {
    let army = position.to_move();
    Stuck::End(match checked {
        true => win_for(
            variant,
            position.next_live_after(army),
            EndReason::Checkmate,
        ),
        false => draw(EndReason::Stalemate),
    })
}

/// The player to move has no legal move and loses, mated or stalemated
/// (Shatranj, Xiangqi).
pub fn no_move_loses(variant: &Variant, position: &Position) -> Stuck {
    let army = position.to_move();
    let reason = match in_check(variant, position, army) {
        true => EndReason::Checkmate,
        false => EndReason::Stalemate,
    };
    Stuck::End(win_for(variant, position.next_live_after(army), reason))
}

/// The end where every player is stuck, in a game where `no_move_loses` ends
/// it first: unreachable, and should it happen, the stuck player loses.
pub fn stuck_player_lost(variant: &Variant, position: &Position) -> Outcome {
    win_for(
        variant,
        position.next_live_after(position.to_move()),
        EndReason::Stalemate,
    )
}

impl Chess {
    /// Only kings, knights and bishops, and either at most one minor piece in
    /// all or every minor piece a bishop on squares of one colour.
    pub fn insufficient_material(&self, variant: &Variant, position: &Position) -> bool {
        let mut minors = 0;
        let mut bishop_colours = [false; 2];
        let mut knights = false;
        for army in position.armies() {
            for &square in position.pieces(army) {
                let kind = position.cell(square).kind();
                if variant.is_royal(kind) {
                    continue;
                }
                minors += 1;
                if kind == self.bishop {
                    bishop_colours[variant.geometry.colour(square)] = true;
                } else if kind == self.knight {
                    knights = true;
                } else {
                    return false;
                }
            }
        }
        let both_colours = bishop_colours[0] && bishop_colours[1];
        minors <= 1 || !(knights || both_colours)
    }

    /// The draws judged from the position alone; the mate on the hundredth
    /// half-move is left to `stuck`.
    pub fn ends(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if self.insufficient_material(variant, position) {
            return Some(draw(EndReason::InsufficientMaterial));
        }
        repetition_or_fifty_moves_unless_mate(variant, position, |p, army| {
            in_check(variant, p, army)
        })
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Chess {
        knight: data.kind_named("knight")?,
        bishop: data.kind_named("bishop")?,
    }))
}

impl Rules for Chess {
    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let checked = in_check(variant, position, position.to_move());
        mate_or_stalemate(variant, position, checked)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        resignation(variant, position).or_else(|| self.ends(variant, position))
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game. A draw, should it happen.
        draw(EndReason::NoMoves)
    }
}
