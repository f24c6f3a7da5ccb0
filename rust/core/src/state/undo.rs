//! What it takes to take a move back (`Position::unmake`): the state a move
//! changes, recorded before it, and what the move and the rules changed.

use crate::board::army::Army;
use crate::board::cell::{Cell, MAX_ARMIES};
use crate::board::geometry::Square;
use crate::board::moves::Move;
use crate::state::dice::DiceTurn;
use crate::state::en_passant::EnPassants;
use crate::state::position::{ArmyState, Position};
use crate::state::rule_state::RuleState;

/// Most pieces a rule may capture besides the moved-onto square (boat triumph: 3;
/// an atomic explosion: the 8 neighbours).
pub(crate) const MAX_EXTRA_CAPTURES: usize = 8;
/// Most squares a rule may change in one move without scoring (promotions that
/// waited, a boat of the own side taken, a piece put back, an army of the
/// four-army games changing colour: at most 16 pieces; room for twice that).
/// Not `MAX_PIECES`, which Shogi's hands raised: every move copies an `Undo`.
pub(crate) const MAX_EDITS: usize = 36;

/// What `Position::unmake` needs to take a move back.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    pub(crate) mv: Move,
    pub(crate) mover: Army,
    pub(crate) moved: Cell,
    pub(crate) captured: Cell,
    /// Where `captured` stood: `mv.to`, or the pawn's square of an en-passant capture.
    pub(crate) captured_on: Square,
    /// The army the move eliminated, if it captured a live king.
    pub eliminated: Option<Army>,
    /// That army's state before.
    pub(crate) eliminated_from: ArmyState,
    pub(crate) extra: [(Square, Cell); MAX_EXTRA_CAPTURES],
    pub(crate) extra_len: u8,
    /// Squares a rule changed: (square, before, after), in order.
    pub(crate) edits: [(Square, Cell, Cell); MAX_EDITS],
    pub(crate) edits_len: u8,
    pub(crate) armies: [ArmyState; MAX_ARMIES],
    pub(crate) rule_state: RuleState,
    pub(crate) points: u32,
    pub(crate) kings_taken: u8,
    pub(crate) halfmove: u32,
    pub(crate) to_move: Army,
    pub(crate) hash: u64,
    pub(crate) rep_start: usize,
    pub(crate) pushed_history: bool,
    pub(crate) turn: Option<DiceTurn>,
    pub(crate) castling: u64,
    pub(crate) en_passant: EnPassants,
    /// The rook a castling moved: from and to.
    pub(crate) rook: Option<(Square, Square)>,
    pub(crate) ply: u32,
    pub(crate) recent: [Option<(Army, Move)>; 2],
}

impl Undo {
    /// The record of `position` before `mv` is made on it: what every move
    /// restores; `make` fills in what this move changes.
    pub(crate) fn before(position: &Position, mv: Move) -> Undo {
        let mover = position.to_move;
        Undo {
            mv,
            mover,
            moved: Cell::EMPTY,
            captured: Cell::EMPTY,
            captured_on: mv.to,
            eliminated: None,
            eliminated_from: ArmyState::Live,
            extra: [(0, Cell::EMPTY); MAX_EXTRA_CAPTURES],
            extra_len: 0,
            edits: [(0, Cell::EMPTY, Cell::EMPTY); MAX_EDITS],
            edits_len: 0,
            armies: position.armies,
            rule_state: position.rule_state,
            points: position.points[mover.index()],
            kings_taken: position.kings_taken[mover.index()],
            halfmove: position.halfmove,
            to_move: mover,
            hash: position.hash,
            rep_start: position.rep_start,
            pushed_history: false,
            turn: position.dice.as_ref().map(|d| d.turn),
            castling: position.castling,
            en_passant: position.en_passant,
            rook: None,
            ply: position.ply,
            recent: position.recent,
        }
    }

    /// The move this undoes.
    pub fn played(&self) -> Move {
        self.mv
    }

    pub fn captured(&self) -> Cell {
        self.captured
    }

    /// Pieces captured by a rule (boat triumph), with their squares.
    pub fn extra_captures(&self) -> &[(Square, Cell)] {
        &self.extra[..usize::from(self.extra_len)]
    }
}
