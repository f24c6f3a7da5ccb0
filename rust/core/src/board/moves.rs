//! A move, and the buffers moves are generated into.

use std::mem::MaybeUninit;

use crate::board::geometry::Square;
use crate::board::kind::Kind;

const NO_KIND: u8 = u8::MAX;
/// `promotion` of a castling: `to` holds the rook's square (king takes rook).
const CASTLING: u8 = u8::MAX - 1;
/// `promotion` of an en-passant capture: the pawn taken stands beside `to`.
const EN_PASSANT: u8 = u8::MAX - 2;
/// `from` of a rule action (`to` holds its code) and of a pass (`to` is MAX too).
const NOT_A_SQUARE: Square = Square::MAX;
/// `from` of a drop: a piece put on `to` from off the board.
const DROP: Square = Square::MAX - 1;

/// A move from one square to another, perhaps promoting; a castling (the king
/// "takes" its own rook); an en-passant capture; a drop of a piece onto a square;
/// a rule action (offer, accept …) that the game's rule module names; or a pass.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Square,
    pub to: Square,
    promotion: u8,
}

impl Move {
    /// Ends a dice turn early.
    pub const PASS: Move = Move {
        from: Square::MAX,
        to: Square::MAX,
        promotion: NO_KIND,
    };

    #[inline]
    pub fn new(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: NO_KIND,
        }
    }

    #[inline]
    pub fn promoting(from: Square, to: Square, kind: Kind) -> Move {
        Move {
            from,
            to,
            promotion: kind.number(),
        }
    }

    /// A castling of a back-rank king with the rook on `rook` (`Variant::back_rank`).
    #[inline]
    pub fn castling(king: Square, rook: Square) -> Move {
        Move {
            from: king,
            to: rook,
            promotion: CASTLING,
        }
    }

    /// A pawn capturing en passant: it moves to `to`, the empty en-passant square.
    #[inline]
    pub fn en_passant(from: Square, to: Square) -> Move {
        Move {
            from,
            to,
            promotion: EN_PASSANT,
        }
    }

    /// The rook's square, if this is a back-rank castling.
    #[inline]
    pub fn castling_rook(self) -> Option<Square> {
        (self.is_board_move() && self.promotion == CASTLING).then_some(self.to)
    }

    #[inline]
    pub fn is_en_passant(self) -> bool {
        self.is_board_move() && self.promotion == EN_PASSANT
    }

    /// A rule action with a code that only the game's rule module reads.
    #[inline]
    pub fn action(code: u16) -> Move {
        Move {
            from: NOT_A_SQUARE,
            to: code.min(NOT_A_SQUARE - 1),
            promotion: NO_KIND,
        }
    }

    /// Puts a piece of `kind` from off the board onto `to`.
    #[inline]
    pub fn drop(kind: Kind, to: Square) -> Move {
        Move {
            from: DROP,
            to,
            promotion: kind.number(),
        }
    }

    #[inline]
    pub fn is_pass(self) -> bool {
        self.from == NOT_A_SQUARE && self.to == NOT_A_SQUARE
    }

    /// The code of a rule action.
    #[inline]
    pub fn action_code(self) -> Option<u16> {
        (self.from == NOT_A_SQUARE && self.to != NOT_A_SQUARE).then_some(self.to)
    }

    /// The kind and square of a drop.
    #[inline]
    pub fn dropped(self) -> Option<(Kind, Square)> {
        (self.from == DROP).then_some((Kind::new(self.promotion), self.to))
    }

    /// A piece moving from one square to another (not a pass, drop or action).
    #[inline]
    pub fn is_board_move(self) -> bool {
        self.from < DROP
    }

    /// A board move onto its own square: a promotion in place (Sittuyin's
    /// pawn becoming a general where it stands), which takes nothing.
    #[inline]
    pub fn in_place(self) -> bool {
        self.is_board_move() && self.from == self.to
    }

    /// A board move onto its own square that promotes nothing: the piece
    /// stays and the turn passes (Janggi's pass, its general's "move").
    #[inline]
    pub fn stays(self) -> bool {
        self.in_place() && self.promotion == NO_KIND
    }

    /// Any pass: a dice turn ended early (`PASS`) or a piece that stays.
    #[inline]
    pub fn passes(self) -> bool {
        self.is_pass() || self.stays()
    }

    /// The kind a board move promotes to.
    #[inline]
    pub fn promotion(self) -> Option<Kind> {
        (self.is_board_move() && self.promotion < EN_PASSANT).then_some(Kind::new(self.promotion))
    }
}

/// Where generated moves go.
pub trait MoveSink {
    fn push(&mut self, mv: Move);
}

impl MoveSink for Vec<Move> {
    #[inline]
    fn push(&mut self, mv: Move) {
        Vec::push(self, mv);
    }
}

/// Counts moves without storing them (perft's last ply).
#[derive(Default)]
pub struct MoveCount(pub u64);

impl MoveSink for MoveCount {
    #[inline]
    fn push(&mut self, _: Move) {
        self.0 += 1;
    }
}

pub const MOVE_BUFFER: usize = 512;

/// A fixed buffer, so that search allocates nothing. Moves past its capacity
/// are dropped; no army of these games comes near it. Its slots are left
/// uninitialised until pushed: a buffer is made at every node of a search, and
/// filling its 3 KB first cost more than generating the moves (4% of a perft).
pub struct MoveBuffer {
    moves: [MaybeUninit<Move>; MOVE_BUFFER],
    len: usize,
}

impl Default for MoveBuffer {
    fn default() -> Self {
        MoveBuffer {
            moves: [const { MaybeUninit::uninit() }; MOVE_BUFFER],
            len: 0,
        }
    }
}

impl MoveBuffer {
    pub fn as_slice(&self) -> &[Move] {
        let pushed = &self.moves[..self.len];
        // SAFETY: the first `len` slots were written by `push` or `retain` (`len`
        // grows only after a write), and `MaybeUninit<Move>` is laid out as `Move`.
        unsafe { &*(pushed as *const [MaybeUninit<Move>] as *const [Move]) }
    }

    pub fn clear(&mut self) {
        self.len = 0;
    }

    pub fn len(&self) -> usize {
        self.len
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Keeps the moves for which `keep` is true, in order.
    pub fn retain(&mut self, mut keep: impl FnMut(Move) -> bool) {
        let mut kept = 0;
        for i in 0..self.len {
            let mv = self.as_slice()[i];
            if keep(mv) {
                self.moves[kept] = MaybeUninit::new(mv);
                kept += 1;
            }
        }
        self.len = kept;
    }
}

impl MoveSink for MoveBuffer {
    #[inline]
    fn push(&mut self, mv: Move) {
        if self.len < MOVE_BUFFER {
            self.moves[self.len] = MaybeUninit::new(mv);
            self.len += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_buffer_holds_what_was_pushed_in_order_and_drops_past_its_capacity() {
        let mut buffer = MoveBuffer::default();
        assert!(buffer.as_slice().is_empty());
        for i in 0..MOVE_BUFFER + 3 {
            buffer.push(Move::new(i as Square, (i + 1) as Square));
        }
        assert_eq!(buffer.len(), MOVE_BUFFER);
        assert_eq!(buffer.as_slice()[0], Move::new(0, 1));
        assert_eq!(buffer.as_slice()[MOVE_BUFFER - 1], Move::new(511, 512));
        buffer.retain(|mv| mv.from % 3 == 0);
        assert_eq!(buffer.len(), MOVE_BUFFER.div_ceil(3));
        assert!(buffer.as_slice().iter().all(|mv| mv.from % 3 == 0));
        assert_eq!(buffer.as_slice()[1], Move::new(3, 4));
        buffer.clear();
        assert!(buffer.is_empty() && buffer.as_slice().is_empty());
    }
}
