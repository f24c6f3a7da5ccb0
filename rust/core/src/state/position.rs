//! A position: the board, each army's state and score, the clocks and the dice.
//!
//! Grey-ness belongs to an army, not to its pieces: when an army is eliminated or
//! resigns, all its pieces turn grey at once by a change of `ArmyState`.

use crate::board::army::Army;
pub use crate::board::cell::{Cell, MAX_ARMIES, MAX_CELL_ARMIES, MAX_KINDS};
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::compile::variant::CompiledVariant;
use crate::state::dice::{DiceState, DiceTurn};
pub use crate::state::en_passant::{EnPassant, EnPassants};
use crate::state::rule_state::RuleState;

/// Pieces one army may hold on the board at most: in Shogi all 40 pieces but
/// the other king may end up in one army's hands and be dropped.
pub const MAX_PIECES: usize = 40;
const NO_SLOT: u8 = u8::MAX;

/// Whether an army is in play, and if not, why.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ArmyState {
    #[default]
    Live,
    /// Its king was captured: its pieces are grey obstacles.
    Eliminated,
    /// Its player resigned: its pieces, king included, are grey obstacles.
    Resigned,
    /// Its player resigned, but its royal pieces walk on by themselves (moved by
    /// the engine) until mated or taken; its other pieces are grey obstacles.
    Walking,
}

impl ArmyState {
    /// In the game as a player.
    #[inline]
    pub fn is_live(self) -> bool {
        self == ArmyState::Live
    }

    /// Has a turn: live, or walking (its king moves by itself).
    #[inline]
    pub fn takes_turns(self) -> bool {
        matches!(self, ArmyState::Live | ArmyState::Walking)
    }

    pub fn name(self) -> &'static str {
        match self {
            ArmyState::Live => "live",
            ArmyState::Eliminated => "eliminated",
            ArmyState::Resigned => "resigned",
            ArmyState::Walking => "walking",
        }
    }
}

/// The squares of one army's pieces, in no particular order.
#[derive(Clone, Copy, Debug)]
pub struct PieceList {
    squares: [Square; MAX_PIECES],
    len: u8,
}

impl Default for PieceList {
    fn default() -> Self {
        PieceList {
            squares: [0; MAX_PIECES],
            len: 0,
        }
    }
}

impl PieceList {
    #[inline]
    pub fn as_slice(&self) -> &[Square] {
        &self.squares[..usize::from(self.len)]
    }

    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

/// Everything needed to continue a game from here.
#[derive(Clone, Debug)]
pub struct Position {
    pub(crate) board: Vec<Cell>,
    /// Index of each square in its army's piece list.
    slot: Vec<u8>,
    pub(crate) pieces: [PieceList; MAX_ARMIES],
    pub(crate) armies: [ArmyState; MAX_ARMIES],
    pub(crate) army_count: u8,
    pub(crate) to_move: Army,
    pub(crate) points: [u32; MAX_ARMIES],
    /// Live kings each army has captured (for the 54-point čaturádží).
    pub(crate) kings_taken: [u8; MAX_ARMIES],
    /// Sum of the values of each army's pieces on the board.
    pub(crate) material: [u32; MAX_ARMIES],
    pub(crate) kind_count: [[u8; MAX_KINDS]; MAX_ARMIES],
    /// Plies (or turns, with dice) since the last capture or pawn move.
    pub(crate) halfmove: u32,
    /// Plies played since the start of the game (or of the FEN's count).
    pub(crate) ply: u32,
    pub(crate) hash: u64,
    /// The positions at the start of each turn, for repetition.
    pub(crate) history: Vec<Turn>,
    /// Index into `history` of the first position after the last irreversible move.
    pub(crate) rep_start: usize,
    pub(crate) dice: Option<DiceState>,
    /// Seats and exchanges, for the games whose rules keep them.
    pub(crate) rule_state: RuleState,
    /// Castlings still allowed: bit `i` for the variant's castling `i`, or the
    /// back-rank rights (`variant::BackRank::right`).
    pub(crate) castling: u64,
    /// After pawns' double steps: the squares they passed, and where they stand.
    pub(crate) en_passant: EnPassants,
    /// The last two moves made on this position, latest first, with their
    /// movers; `None` for those before it was set up (`recent_moves`).
    pub(crate) recent: [Option<(Army, Move)>; 2],
}

/// A position at the start of a turn, as repetition rules look back at it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Turn {
    pub hash: u64,
    /// Its player stood in check: recorded only in games whose repetition
    /// rule asks who gave check (`GameData::perpetual_check_loses`).
    pub in_check: bool,
}

impl PartialEq for Position {
    /// Equal when every field a FEN carries is equal (piece list order is ignored).
    fn eq(&self, other: &Self) -> bool {
        self.board == other.board
            && self.armies == other.armies
            && self.to_move == other.to_move
            && self.points == other.points
            && self.kings_taken == other.kings_taken
            && self.halfmove == other.halfmove
            && self.ply == other.ply
            && self.dice == other.dice
            && self.rule_state == other.rule_state
            && self.castling == other.castling
            && self.en_passant == other.en_passant
    }
}

impl Position {
    /// An empty board for `variant`, Red to move, every army live.
    pub fn empty(variant: &CompiledVariant) -> Position {
        let n = variant.geometry.square_count();
        let mut position = Position {
            board: vec![Cell::EMPTY; n],
            slot: vec![NO_SLOT; n],
            pieces: [PieceList::default(); MAX_ARMIES],
            armies: [ArmyState::Live; MAX_ARMIES],
            army_count: variant.army_count() as u8,
            to_move: Army::FIRST,
            points: [0; MAX_ARMIES],
            kings_taken: [0; MAX_ARMIES],
            material: [0; MAX_ARMIES],
            kind_count: [[0; MAX_KINDS]; MAX_ARMIES],
            halfmove: 0,
            ply: 0,
            hash: 0,
            history: Vec::new(),
            rep_start: 0,
            dice: None,
            rule_state: RuleState::default(),
            castling: 0,
            en_passant: EnPassants::default(),
            recent: [None; 2],
        };
        position.hash = position.compute_hash(variant);
        position
    }

    /// The royal piece of `army` on its back rank, for back-rank castling.
    pub fn back_rank_king(&self, variant: &CompiledVariant, army: Army) -> Option<Square> {
        let rule = variant.back_rank.as_ref()?;
        self.royal_squares(variant, army)
            .find(|&square| variant.geometry.coords(square).1 == rule.rank[army.index()])
    }

    pub fn cell(&self, square: Square) -> Cell {
        self.board
            .get(usize::from(square))
            .copied()
            .unwrap_or(Cell::EMPTY)
    }

    /// Whether `mv` takes a piece: en passant, or a board move onto a square
    /// where a piece stands other than its own (a move in place takes nothing).
    /// Generation never lets a piece land on one of its own side.
    pub fn captures(&self, mv: Move) -> bool {
        mv.is_en_passant() || (mv.is_board_move() && !mv.in_place() && !self.cell(mv.to).is_empty())
    }

    pub fn to_move(&self) -> Army {
        self.to_move
    }

    pub fn army_state(&self, army: Army) -> ArmyState {
        self.armies[army.index() % MAX_ARMIES]
    }

    pub fn army_count(&self) -> u8 {
        self.army_count
    }

    /// Every army of the game, in turn order, in play or not.
    pub fn armies(
        &self,
    ) -> impl DoubleEndedIterator<Item = Army> + ExactSizeIterator + Clone + use<> {
        Army::all(self.army_count)
    }

    pub fn points(&self, army: Army) -> u32 {
        self.points[army.index() % MAX_ARMIES]
    }

    pub fn kings_taken(&self, army: Army) -> u8 {
        self.kings_taken[army.index() % MAX_ARMIES]
    }

    pub fn material(&self, army: Army) -> u32 {
        self.material[army.index() % MAX_ARMIES]
    }

    pub fn pieces(&self, army: Army) -> &[Square] {
        self.pieces[army.index() % MAX_ARMIES].as_slice()
    }

    /// The square of `army`'s royal piece (its king), if it has one.
    pub fn royal_square(&self, variant: &CompiledVariant, army: Army) -> Option<Square> {
        self.royal_squares(variant, army).next()
    }

    /// The squares of all of `army`'s royal pieces.
    pub fn royal_squares<'a>(
        &'a self,
        variant: &'a CompiledVariant,
        army: Army,
    ) -> impl Iterator<Item = Square> + 'a {
        self.pieces(army)
            .iter()
            .copied()
            .filter(move |&s| variant.is_royal(self.cell(s).kind()))
    }

    /// The last two moves `make` played on this position and not taken back,
    /// latest first, each with its mover (`None`: made before the position was
    /// set up, or loaded from a FEN). Forced passes are not moves: a rule that
    /// reads these checks the movers' order itself.
    #[inline]
    pub fn recent_moves(&self) -> [Option<(Army, Move)>; 2] {
        self.recent
    }

    pub fn count_of(&self, army: Army, kind: Kind) -> u8 {
        self.kind_count[army.index() % MAX_ARMIES][kind.index() % MAX_KINDS]
    }

    pub fn halfmove(&self) -> u32 {
        self.halfmove
    }

    pub fn ply(&self) -> u32 {
        self.ply
    }

    pub fn hash(&self) -> u64 {
        self.hash
    }

    pub fn dice(&self) -> Option<&DiceState> {
        self.dice.as_ref()
    }

    /// The dice of the turn in progress, so a search can try each roll at a chance
    /// node. The hash does not cover the dice: whoever sets a roll restores it.
    pub fn dice_turn_mut(&mut self) -> Option<&mut DiceTurn> {
        self.dice.as_mut().map(|d| &mut d.turn)
    }

    pub fn rule_state(&self) -> &RuleState {
        &self.rule_state
    }

    /// The army whose player plays `army`'s seat.
    pub fn controller(&self, army: Army) -> Army {
        self.rule_state.controller[army.index() % MAX_ARMIES]
    }

    /// Castlings still allowed: bit `i` for the variant's castling `i`, or the
    /// back-rank rights (`variant::BackRank::right`).
    pub fn castling_rights(&self) -> u64 {
        self.castling
    }

    /// Sets the castling rights, keeping the hash in step.
    pub(crate) fn set_castling(&mut self, variant: &CompiledVariant, rights: u64) {
        self.hash ^= variant.zobrist.castling(self.castling ^ rights);
        self.castling = rights;
    }

    /// The en-passant square and the pawn that may be taken there, if any: in
    /// games where it lasts one ply, the only one (else the first army's).
    pub fn en_passant(&self) -> Option<EnPassant> {
        self.en_passant.iter().next().map(|(_, ep)| ep)
    }

    /// Every open en-passant cell, by the army whose pawn skipped it.
    pub fn en_passants(&self) -> &EnPassants {
        &self.en_passant
    }

    /// Opens or closes `owner`'s en-passant cell, keeping the hash in step.
    pub(crate) fn set_en_passant(
        &mut self,
        variant: &CompiledVariant,
        owner: Army,
        ep: Option<EnPassant>,
    ) {
        if let Some(old) = self.en_passant.of(owner) {
            self.hash ^= variant.zobrist.en_passant(old.square);
        }
        if let Some(new) = ep {
            self.hash ^= variant.zobrist.en_passant(new.square);
        }
        self.en_passant.set(owner, ep);
    }

    /// Closes every en-passant cell.
    pub(crate) fn clear_en_passant(&mut self, variant: &CompiledVariant) {
        let open = self.en_passant;
        for (owner, _) in open.iter() {
            self.set_en_passant(variant, owner, None);
        }
    }

    /// Whether every piece `army` still has is royal (counted by kind, so it is
    /// cheap enough for every node of a search).
    pub fn only_royals(&self, variant: &CompiledVariant, army: Army) -> bool {
        let royal_pieces: usize = variant
            .kinds()
            .filter(|&k| variant.is_royal(k))
            .map(|k| usize::from(self.count_of(army, k)))
            .sum();
        royal_pieces == self.pieces(army).len()
    }

    /// Whether every army still in the game has only royal pieces left.
    pub fn only_royals_left(&self, variant: &CompiledVariant) -> bool {
        self.live_armies().all(|a| self.only_royals(variant, a))
    }

    /// Live armies, in turn order.
    pub fn live_armies(&self) -> impl Iterator<Item = Army> + '_ {
        self.armies().filter(|&a| self.armies[a.index()].is_live())
    }

    /// Drops history from before the last irreversible move: it can never repeat.
    /// Games call this after each action so that long games keep short snapshots;
    /// search must not (unmake restores `rep_start` but not dropped entries).
    pub(crate) fn forget_unrepeatable_history(&mut self) {
        if self.rep_start > 0 {
            self.history.drain(..self.rep_start.min(self.history.len()));
            self.rep_start = 0;
        }
    }

    /// How many times the current position has stood at the start of a turn
    /// since the last capture or pawn move (the current one included; in games
    /// whose captures go to hand, since the start).
    pub fn repetitions(&self) -> usize {
        self.turns_since_irreversible()
            .iter()
            .filter(|turn| turn.hash == self.hash)
            .count()
    }

    /// The turns since the last capture or pawn move (since the start where
    /// captures go to hand), oldest first, the current one last: what a
    /// repetition can reach back to.
    pub fn turns_since_irreversible(&self) -> &[Turn] {
        self.history.get(self.rep_start..).unwrap_or(&[])
    }

    /// The next army after `army` in turn order that takes turns (live or
    /// walking; `army` itself if none).
    pub fn next_live_after(&self, army: Army) -> Army {
        (1..=self.army_count)
            .map(|steps| army.after(steps, self.army_count))
            .find(|&a| self.armies[a.index()].takes_turns())
            .unwrap_or(army)
    }

    /// Puts a piece on an empty square; false if the square is taken or the army full.
    pub(crate) fn put(&mut self, variant: &CompiledVariant, square: Square, cell: Cell) -> bool {
        let s = usize::from(square);
        let army = cell.army().index();
        if !self.board[s].is_empty() || self.pieces[army].len() >= MAX_PIECES {
            return false;
        }
        self.add_piece(variant, square, cell);
        true
    }

    #[inline]
    pub(crate) fn add_piece(&mut self, variant: &CompiledVariant, square: Square, cell: Cell) {
        let (army, kind) = (cell.army(), cell.kind());
        let list = &mut self.pieces[army.index()];
        self.slot[usize::from(square)] = list.len;
        list.squares[usize::from(list.len)] = square;
        list.len += 1;
        self.board[usize::from(square)] = cell;
        self.kind_count[army.index()][kind.index()] += 1;
        self.material[army.index()] += variant.value(kind);
        self.hash ^= variant.zobrist.piece(army, kind, square);
    }

    #[inline]
    pub(crate) fn remove_piece(&mut self, variant: &CompiledVariant, square: Square) -> Cell {
        let cell = self.board[usize::from(square)];
        let (army, kind) = (cell.army(), cell.kind());
        let list = &mut self.pieces[army.index()];
        let slot = self.slot[usize::from(square)];
        list.len -= 1;
        let last = list.squares[usize::from(list.len)];
        list.squares[usize::from(slot)] = last;
        self.slot[usize::from(last)] = slot;
        self.slot[usize::from(square)] = NO_SLOT;
        self.board[usize::from(square)] = Cell::EMPTY;
        self.kind_count[army.index()][kind.index()] -= 1;
        self.material[army.index()] -= variant.value(kind);
        self.hash ^= variant.zobrist.piece(army, kind, square);
        cell
    }

    /// Sets an army's state, keeping the hash in step.
    pub(crate) fn set_army_state(
        &mut self,
        variant: &CompiledVariant,
        army: Army,
        state: ArmyState,
    ) {
        let before = self.armies[army.index()];
        if before.is_live() != state.is_live() {
            self.hash ^= variant.zobrist.army_out(army);
        }
        self.armies[army.index()] = state;
    }

    pub(crate) fn set_to_move(&mut self, variant: &CompiledVariant, army: Army) {
        self.hash ^= variant.zobrist.to_move(self.to_move) ^ variant.zobrist.to_move(army);
        self.to_move = army;
    }

    /// The hash from scratch (FEN loading, and checks that the one kept up move
    /// by move is right).
    pub fn compute_hash(&self, variant: &CompiledVariant) -> u64 {
        let mut hash = variant.zobrist.to_move(self.to_move);
        for (square, cell) in self.board.iter().enumerate() {
            if !cell.is_empty() {
                hash ^= variant
                    .zobrist
                    .piece(cell.army(), cell.kind(), square as Square);
            }
        }
        for army in self.armies() {
            if !self.armies[army.index()].is_live() {
                hash ^= variant.zobrist.army_out(army);
            }
        }
        for (_, ep) in self.en_passant.iter() {
            hash ^= variant.zobrist.en_passant(ep.square);
        }
        if self.rule_state.second_part_due {
            hash ^= variant.zobrist.second_part_due();
        }
        hash ^ variant.zobrist.castling(self.castling) ^ self.pockets_hash(variant)
    }
}
