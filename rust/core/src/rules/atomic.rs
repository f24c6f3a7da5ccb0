//! Atomic chess (lichess; Fairy-Stockfish `atomic`). Every capture is an
//! explosion: the capturing piece, the piece taken and every piece but a pawn
//! on the eight squares around the capture square leave the board. Exploding
//! the enemy king wins; a move that explodes the own king is illegal (so a king
//! never captures). Check is as in chess, except that kings standing side by
//! side never check each other (taking one would explode the other); mate,
//! stalemate, castling and the draws are otherwise those of chess, and only
//! bare kings are a dead draw.
//!
//! Pieces and moves are data (`games/atomic.ron`, `check: false`): the legality
//! test is this module's (`filter_moves`), because it must see the explosion.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::board::moves::{Move, MoveBuffer};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::{Shields, is_attacked, opponents, royal_safety};
use crate::movegen::variant::Variant;
use crate::rules::chess::{mate_or_stalemate, resignation, win_for};
use crate::rules::draws::repetition_or_fifty_moves_unless_mate;
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::{Cell, Position};
use crate::state::undo::Undo;

/// Which quiet moves are legal without playing them (`Atomic::quiet_moves`).
enum QuietMoves {
    Safe,
    SafeUnlessShielding(Shields),
    Tested,
}

pub struct Atomic {
    pub king: Kind,
    /// How far the blast reaches, in king steps (`capture_blast`; 1 in atomic).
    pub blast: i32,
}

impl Atomic {
    /// The squares a blast on `centre` reaches besides it.
    fn blast_squares<'a>(
        &self,
        variant: &'a Variant,
        centre: Square,
    ) -> impl Iterator<Item = Square> + 'a {
        variant.geometry.around(centre, self.blast)
    }

    /// Whether a king on `square` would stand beside `enemy`'s king (within
    /// the blast: taking either would explode both).
    fn beside_enemy_king(
        &self,
        variant: &Variant,
        position: &Position,
        square: Square,
        enemy: Army,
    ) -> bool {
        self.blast_squares(variant, square)
            .any(|s| position.cell(s) == Cell::piece(enemy, self.king))
    }

    /// Whether `army`'s king on `square` would be in check: attacked, and not
    /// beside the enemy king.
    fn checked_on(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        square: Square,
    ) -> bool {
        let enemies = opponents(variant, position, army);
        let beside = position
            .armies()
            .filter(|&a| enemies.contains(a))
            .any(|enemy| self.beside_enemy_king(variant, position, square, enemy));
        !beside && is_attacked(variant, position, square, self.king, enemies)
    }

    /// Whether `army`'s king is in check (atomic check: never beside the enemy king).
    pub fn king_in_check(&self, variant: &Variant, position: &Position, army: Army) -> bool {
        position
            .royal_square(variant, army)
            .is_some_and(|king| self.checked_on(variant, position, army, king))
    }

    /// What a quiet move (no capture, no castling, not the king's) can do to
    /// `army`'s king: nothing while it stands beside the enemy king or is not
    /// attacked, unless the piece moved shields it from a line.
    fn quiet_moves(&self, variant: &Variant, position: &Position, army: Army) -> QuietMoves {
        let Some(king) = position.royal_square(variant, army) else {
            return QuietMoves::Tested;
        };
        let enemies = opponents(variant, position, army);
        let beside = position
            .armies()
            .filter(|&a| enemies.contains(a))
            .any(|enemy| self.beside_enemy_king(variant, position, king, enemy));
        if beside {
            return QuietMoves::Safe;
        }
        if variant.hoppers_or_lame_leapers {
            return QuietMoves::Tested;
        }
        match royal_safety(variant, position, king, army, enemies) {
            (false, shields) => QuietMoves::SafeUnlessShielding(shields),
            (true, _) => QuietMoves::Tested,
        }
    }

    /// Whether the pseudo-legal `mv` of the side to move is legal: it keeps the
    /// own king on the board, and either explodes the enemy king or leaves the
    /// own king out of check. A castling king may not start on, pass or reach a
    /// square where it would be in check.
    fn is_legal(&self, variant: &Variant, position: &mut Position, mv: Move) -> bool {
        let army = position.to_move();
        if let Some(rook) = mv.castling_rook() {
            let Some((king_to, _)) = variant.back_rank_targets(mv.from, rook) else {
                return false;
            };
            if self.castling_path_checked(variant, position, army, mv.from, king_to) {
                return false;
            }
        }
        let undo = position.make(variant, mv);
        let legal = match position.royal_square(variant, army) {
            None => false,
            Some(king) => {
                let enemy_kings = position
                    .armies()
                    .filter(|&a| a != army)
                    .all(|a| position.royal_square(variant, a).is_some());
                !enemy_kings || !self.checked_on(variant, position, army, king)
            }
        };
        position.unmake(variant, undo);
        legal
    }

    /// Whether the king would be in check on any square from `from` to `to`
    /// along its rank, both included.
    fn castling_path_checked(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        from: Square,
        to: Square,
    ) -> bool {
        let geometry = &variant.geometry;
        let ((from_file, rank), (to_file, _)) = (geometry.coords(from), geometry.coords(to));
        (from_file.min(to_file)..=from_file.max(to_file))
            .filter_map(|file| geometry.square_at(i32::from(file), i32::from(rank)))
            .any(|square| self.checked_on(variant, position, army, square))
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    if data.capture_blast == 0 {
        return Err("atomic needs capture_blast".into());
    }
    let king = data.kind_named("king")?;
    // The rules find the king as the army's royal piece, so it must be the only one.
    let royal_kinds: Vec<&str> = data
        .pieces
        .iter()
        .filter(|p| p.royal)
        .map(|p| p.name.as_str())
        .collect();
    if royal_kinds != ["king"] {
        return Err(format!(
            "atomic needs the king as its one royal piece, not {royal_kinds:?}"
        ));
    }
    Ok(Box::new(Atomic {
        king,
        blast: i32::from(data.capture_blast),
    }))
}

impl Rules for Atomic {
    fn adds_moves(&self) -> bool {
        // No moves added; the hook is for `filter_moves`.
        true
    }

    fn in_check(&self, variant: &Variant, position: &Position, army: Army) -> bool {
        self.king_in_check(variant, position, army)
    }

    fn filter_moves(
        &self,
        variant: &Variant,
        position: &mut Position,
        army: Army,
        moves: &mut MoveBuffer,
    ) {
        // The test plays each move, which only the side to move can.
        let saved = position.to_move();
        if saved != army {
            position.set_to_move(variant, army);
        }
        let quiet = self.quiet_moves(variant, position, army);
        moves.retain(|mv| {
            let quiet_and_safe = match &quiet {
                QuietMoves::Safe => true,
                QuietMoves::SafeUnlessShielding(shields) => !shields.contains(mv.from),
                QuietMoves::Tested => false,
            } && position.cell(mv.to).is_empty()
                && !mv.is_en_passant()
                && mv.castling_rook().is_none()
                && position.cell(mv.from).kind() != self.king;
            quiet_and_safe || self.is_legal(variant, position, mv)
        });
        if saved != army {
            position.set_to_move(variant, saved);
        }
    }

    /// A capture explodes: the capturing piece, and every piece but a pawn on
    /// the squares around the capture square (the piece taken is gone already).
    /// An enemy king in the blast ends the game.
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        if undo.captured().is_empty() {
            return;
        }
        let mut blasted = variant.castling_lost(to, to);
        position.edit_by_rule(variant, to, Cell::EMPTY, undo);
        for square in self.blast_squares(variant, to) {
            let cell = position.cell(square);
            if cell.is_empty() || variant.is_pawn(cell.kind()) {
                continue;
            }
            blasted |= variant.castling_lost(square, square);
            if cell.kind() == self.king
                && let Some(rule) = &variant.back_rank
            {
                blasted |= rule.army_rights(cell.army());
            }
            // Kings leave the board without ending their army's turns: the
            // side whose king exploded is to move, and has lost (`outcome`).
            if cell.army() == mover || cell.kind() == self.king {
                position.edit_by_rule(variant, square, Cell::EMPTY, undo);
            } else {
                position.capture_by_rule(variant, square, mover, undo);
            }
        }
        let rights = position.castling_rights();
        if rights & blasted != 0 {
            position.set_castling(variant, rights & !blasted);
        }
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let checked = self.king_in_check(variant, position, position.to_move());
        mate_or_stalemate(variant, position, checked)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if let Some(resigned) = resignation(variant, position) {
            return Some(resigned);
        }
        if let Some(out) = position
            .armies()
            .find(|&a| position.count_of(a, self.king) == 0)
        {
            let winner = out.after(1, position.army_count());
            return Some(win_for(variant, winner, EndReason::KingExploded));
        }
        // Bare kings cannot explode each other (a king never captures).
        if position.armies().all(|a| position.pieces(a).len() == 1) {
            return Some(draw(EndReason::InsufficientMaterial));
        }
        repetition_or_fifty_moves_unless_mate(variant, position, |p, army| {
            self.king_in_check(variant, p, army)
        })
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game. A draw, should it happen.
        draw(EndReason::NoMoves)
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn atomic_refuses_data_whose_king_is_not_its_one_royal_piece() {
        let atomic: crate::compile::data::GameData =
            ron::from_str(include_str!("../../games/atomic.ron")).unwrap();
        let options = crate::compile::variant::VariantOptions::default();
        let refusal = |name: &str, royal: bool| {
            let mut data = atomic.clone();
            let piece = data.pieces.iter_mut().find(|p| p.name == name).unwrap();
            piece.royal = royal;
            super::build(&data, options).err()
        };
        assert!(super::build(&atomic, options).is_ok());
        let two_royals = refusal("queen", true).expect("a royal queen is refused");
        assert!(two_royals.contains("one royal piece"), "{two_royals}");
        assert!(
            refusal("king", false).is_some(),
            "a king that is not royal is refused"
        );
    }
}
