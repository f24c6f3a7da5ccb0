//! Hidden information: what one side sees of a position. In games whose data
//! says `fog` (fog of war) a side sees its own pieces and the squares they could
//! move to; in the others, everything. Built from the position and the moves,
//! outside move generation; a view never holds a piece its side cannot see.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::moves::MoveBuffer;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, generate};
use crate::state::position::{Cell, Position};

/// What one side sees: the squares, and the position with every enemy piece on
/// any other square taken off.
#[derive(Clone, Debug)]
pub struct View {
    pub army: Army,
    /// Per square: whether `army` sees it.
    pub visible: Vec<bool>,
    /// The position as `army` sees it: hidden enemy pieces removed, the enemy's
    /// castling rights cleared, the en-passant square kept only for the side that
    /// may take there, the halfmove clock 0 (it would tell of hidden pawn moves).
    pub position: Position,
}

impl View {
    pub fn is_visible(&self, square: Square) -> bool {
        self.visible
            .get(usize::from(square))
            .copied()
            .unwrap_or(false)
    }

    /// The position as seen, as a FEN (hidden squares written empty).
    pub fn fen(&self, variant: &Variant) -> String {
        crate::notation::fen::write(variant, &self.position)
    }

    /// The visible squares, in square order.
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.visible
            .iter()
            .enumerate()
            .filter(|(_, seen)| **seen)
            .map(|(square, _)| square as Square)
    }
}

/// The squares `army` sees in a game with fog: those of its pieces and every
/// square one of them could move to (a capture shows the piece taken; castling
/// shows the king's target; an en-passant capture shows the pawn it would take,
/// as chess.com).
pub fn visible_squares(variant: &Variant, position: &Position, army: Army) -> Vec<bool> {
    let mut visible = vec![false; variant.geometry.square_count()];
    let mut see = |square: Square| {
        if let Some(seen) = visible.get_mut(usize::from(square)) {
            *seen = true;
        }
    };
    for &square in position.pieces(army) {
        see(square);
    }
    let mut moves = MoveBuffer::default();
    generate(variant, position, army, ALL_KINDS, &mut moves);
    for &mv in moves.as_slice() {
        match mv.castling_rook() {
            Some(rook) => {
                if let Some((king_to, _)) = variant.back_rank_targets(mv.from, rook) {
                    see(king_to);
                }
            }
            None => see(mv.to),
        }
        if mv.is_en_passant()
            && let Some((_, ep)) = position.en_passants().on(mv.to)
        {
            see(ep.pawn);
        }
    }
    visible
}

/// What `army` sees of `position` (see `View`): everything unless the game has fog.
pub fn view(variant: &Variant, position: &Position, army: Army) -> View {
    if !variant.data.fog {
        return View {
            army,
            visible: vec![true; variant.geometry.square_count()],
            position: position.clone(),
        };
    }
    let visible = visible_squares(variant, position, army);
    let mut seen = position.clone();
    for other in position.armies().filter(|&a| a != army) {
        let hidden: Vec<Square> = position
            .pieces(other)
            .iter()
            .copied()
            .filter(|&s| !visible.get(usize::from(s)).copied().unwrap_or(false))
            .collect();
        for square in hidden {
            seen.remove_piece(variant, square);
        }
        if let Some(rule) = &variant.back_rank {
            seen.set_castling(variant, seen.castling & !rule.army_rights(other));
        }
    }
    if position.to_move() != army {
        // Recorded only where an enemy pawn could take: it would betray that pawn.
        seen.clear_en_passant(variant);
    }
    seen.halfmove = 0;
    seen.reset_history(variant);
    View {
        army,
        visible,
        position: seen,
    }
}

impl View {
    /// The squares where a hidden piece may stand: not seen, so empty in the view.
    pub fn hidden_squares(&self) -> impl Iterator<Item = Square> + '_ {
        self.visible
            .iter()
            .enumerate()
            .filter(|(_, seen)| !**seen)
            .map(|(square, _)| square as Square)
    }

    /// Hidden squares that cannot be empty: straight ahead of one of the
    /// viewer's pawns that could step there if it were (a pawn sees where it
    /// may step, so an unseen step square holds an enemy piece).
    pub fn blocked_squares(&self, variant: &Variant) -> Vec<Square> {
        let Some(&(df, dr)) = variant
            .data
            .armies
            .get(self.army.index())
            .map(|a| &a.forward)
        else {
            return Vec::new();
        };
        self.position
            .pieces(self.army)
            .iter()
            .filter(|&&s| variant.is_pawn(self.position.cell(s).kind()))
            .filter_map(|&s| variant.geometry.offset(s, i32::from(df), i32::from(dr)))
            .filter(|&s| !self.is_visible(s))
            .collect()
    }

    /// A full position consistent with the view: the view's position with the
    /// `placements` put on hidden squares (a square that is seen or taken is
    /// skipped). For a search that must guess what it cannot see.
    pub fn completed(&self, variant: &Variant, placements: &[(Square, Cell)]) -> Position {
        let mut position = self.position.clone();
        for &(square, cell) in placements {
            let fits = !cell.is_empty()
                && cell.kind().index() < variant.kind_count()
                && cell.army().index() < usize::from(position.army_count())
                && usize::from(square) < self.visible.len()
                && !self.is_visible(square);
            if fits {
                position.put(variant, square, cell);
            }
        }
        position.reset_history(variant);
        position
    }
}
