//! Sittuyin, Burmese chess (pychess; Fairy-Stockfish `sittuyin`). The pieces
//! and their moves are data (`games/sittuyin.ron`), and so are the pawns'
//! start and the pieces in hand. This module adds:
//! - the placement: while a player has pieces in hand he places one a turn on
//!   an empty square of his own three first ranks (a chariot only on the
//!   first; the king not where it would stand in check), and moves only when
//!   no placement is legal;
//! - the promotion: while a player has no general on the board, a pawn on a
//!   square of the long diagonals in the opponent's half (any pawn, if it is
//!   his last) may become a general on its square or one diagonal step away on
//!   an empty square, if the new general attacks no enemy piece and gives no
//!   check. It is never compulsory, and the far rank does not promote;
//! - the ends: Makruk's (`rules::makruk`) with the ASEAN count, fifty moves and
//!   pieces in hand that can still mate; and a draw when a player with only
//!   his king and one pawn, not in check, could only promote (Fairy-Stockfish,
//!   after the rules' 3.9 c.7).

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveBuffer, MoveSink};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::{in_check, is_attacked, opponents};
use crate::movegen::pockets::push_drops;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, board_move_is_safe, generate_legal};
use crate::rules::chess::mate_or_stalemate;
use crate::rules::makruk::{Family, Makruk};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::{Cell, Position};
use crate::state::undo::Undo;

/// The ranks of his own a player places his pieces on.
const PLACEMENT_RANKS: u8 = 3;

pub struct Sittuyin {
    /// The count, the ends and the kinds: the general is Makruk's met, the
    /// elephant its khon, the chariot its rook and the horse its knight.
    pub makruk: Makruk,
}

/// `square`'s rank counted from `army`'s back rank, 0 there.
fn relative_rank(variant: &Variant, army: Army, square: Square) -> u8 {
    let rank = variant.geometry.coords(square).1;
    variant
        .home_rank(army)
        .map_or(rank, |home| rank.abs_diff(home))
}

impl Sittuyin {
    /// Whether `army` may place a `kind` on `square`: its three first ranks,
    /// a chariot only its first.
    fn may_place(&self, variant: &Variant, army: Army, kind: Kind, square: Square) -> bool {
        let rank = relative_rank(variant, army, square);
        match kind == self.makruk.rook {
            true => rank == 0,
            false => rank < PLACEMENT_RANKS,
        }
    }

    /// The legal placements of `army`'s pieces in hand: where it may place
    /// them, the king never into check.
    fn placements(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        sink: &mut dyn MoveSink,
    ) {
        let enemies = opponents(variant, position, army);
        let may_place = |kind, square| {
            let into_check =
                variant.is_royal(kind) && is_attacked(variant, position, square, kind, enemies);
            self.may_place(variant, army, kind, square) && !into_check
        };
        push_drops(
            variant,
            position,
            army,
            ALL_KINDS,
            self.makruk.pawn,
            may_place,
            sink,
        );
    }

    /// Whether a pawn of `army` on `square` stands where it may promote: on a
    /// long diagonal in the opponent's half.
    fn in_promotion_zone(variant: &Variant, army: Army, square: Square) -> bool {
        let (file, rank) = variant.geometry.coords(square);
        let (width, height) = (variant.geometry.width(), variant.geometry.height());
        let on_long_diagonal = file == rank || file + rank + 1 == width;
        on_long_diagonal && relative_rank(variant, army, square) >= height / 2
    }

    /// The squares a general on `square` attacks.
    fn general_steps(variant: &Variant, square: Square) -> impl Iterator<Item = Square> + '_ {
        [(1, 1), (1, -1), (-1, -1), (-1, 1)]
            .into_iter()
            .filter_map(move |(df, dr)| variant.geometry.offset(square, df, dr))
    }

    /// `army`'s promotions, before the tests of check: each eligible pawn
    /// becomes a general on its square or a diagonal step away on an empty
    /// square, where the general would attack no enemy piece.
    fn promotions(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        sink: &mut dyn MoveSink,
    ) {
        let (met, pawn) = (self.makruk.met, self.makruk.pawn);
        if position.count_of(army, met) > 0 {
            return;
        }
        let last_pawn = position.count_of(army, pawn) == 1;
        for &from in position.pieces(army) {
            let eligible = position.cell(from).kind() == pawn
                && (last_pawn || Self::in_promotion_zone(variant, army, from));
            if !eligible {
                continue;
            }
            let steps = Self::general_steps(variant, from).filter(|&s| position.cell(s).is_empty());
            for to in std::iter::once(from).chain(steps) {
                let attacks_enemy = Self::general_steps(variant, to).any(|s| {
                    let cell = position.cell(s);
                    !cell.is_empty() && cell.army() != army
                });
                if !attacks_enemy {
                    sink.push(Move::promoting(from, to, met));
                }
            }
        }
    }

    /// Whether `army`'s promotion `mv` would check the enemy king: by the new
    /// general, or by a line the pawn opens.
    fn promotion_checks(variant: &Variant, position: &mut Position, army: Army, mv: Move) -> bool {
        let Some(general) = mv.promotion() else {
            return false;
        };
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let (pawn, target) = (position.board[from], position.board[to]);
        position.board[from] = Cell::EMPTY;
        position.board[to] = Cell::piece(army, general);
        let checks = in_check(variant, position, army.other());
        position.board[to] = target;
        position.board[from] = pawn;
        checks
    }

    /// The draw of 3.9 c.7: the player to move has only his king and one
    /// pawn, is not in check, and every legal move of his is a promotion.
    fn only_promotions_left(&self, variant: &Variant, position: &Position) -> bool {
        let army = position.to_move();
        let alone_with_a_pawn =
            position.pieces(army).len() == 2 && position.count_of(army, self.makruk.pawn) == 1;
        if !alone_with_a_pawn || in_check(variant, position, army) {
            return false;
        }
        let mut probe = position.clone();
        let mut moves = MoveBuffer::default();
        generate_legal(variant, &mut probe, army, ALL_KINDS, &mut moves);
        moves.as_slice().iter().all(|mv| mv.promotion().is_some())
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| data.kind_named(name);
    // Sittuyin's pieces by their own names, in the places of Makruk's.
    let makruk = Makruk {
        king: kind("king")?,
        rook: kind("chariot")?,
        knight: kind("horse")?,
        khon: kind("elephant")?,
        met: kind("general")?,
        pawn: kind("pawn")?,
        family: Family::Sittuyin,
    };
    Ok(Box::new(Sittuyin { makruk }))
}

impl Rules for Sittuyin {
    fn adds_moves(&self) -> bool {
        true
    }

    /// The pawns' promotion squares: the long diagonals in the opponent's half.
    fn promotion_squares(&self, variant: &Variant, army: Army, kind: Kind) -> Vec<Square> {
        if kind != self.makruk.pawn {
            return Vec::new();
        }
        variant
            .geometry
            .squares()
            .filter(|&square| Self::in_promotion_zone(variant, army, square))
            .collect()
    }

    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        _kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        self.placements(variant, position, army, sink);
        self.promotions(variant, position, army, sink);
    }

    /// Promotions that would leave the own king attacked or check the enemy
    /// go; while a placement is legal, only placements stay.
    fn filter_moves(
        &self,
        variant: &Variant,
        position: &mut Position,
        army: Army,
        moves: &mut MoveBuffer,
    ) {
        moves.retain(|mv| {
            mv.promotion().is_none()
                || (board_move_is_safe(variant, position, army, mv)
                    && !Self::promotion_checks(variant, position, army, mv))
        });
        let placing = position.holds_any(variant, army)
            && moves.as_slice().iter().any(|mv| mv.dropped().is_some());
        if placing {
            moves.retain(|mv| mv.dropped().is_some());
        }
    }

    /// A placement: the piece leaves the hand for the board; the count goes on.
    fn play_action(
        &self,
        variant: &Variant,
        position: &mut Position,
        mv: Move,
        undo: &mut Undo,
    ) -> bool {
        let mover = position.to_move();
        if position.drop_from_pocket(variant, mv, undo) {
            self.makruk
                .after_move(variant, position, mover, mv.to, undo);
        }
        true
    }

    /// Keeps the ASEAN count.
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        self.makruk.after_move(variant, position, mover, to, undo);
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let checked = in_check(variant, position, position.to_move());
        mate_or_stalemate(variant, position, checked)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        self.makruk.outcome(variant, position).or_else(|| {
            self.only_promotions_left(variant, position)
                .then(|| draw(EndReason::Stalemate))
        })
    }

    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome {
        self.makruk.outcome_without_moves(variant, position)
    }
}
