//! A deliberately simple second implementation of three-player chess, written from
//! the rules (docs/rules/threeplayer.md), not from
//! any engine: cells as (half, local file, local rank), clones, forward move
//! generation and a brute-force attack test. It checks the external engine's perft
//! counts now, and the engine's moves, ends and counts later.
//!
//! Geometry in one function, `step`: inside a half the steps are a chessboard's;
//! a step over the seam lands on the mirrored cell of the half it enters and turns
//! both components round; a diagonal over the centre forks into both other halves.
//! Sliders, knights, kings and pawns are all built from it.
//!
//! Where the rules are silent, this file decides (docs/rules/threeplayer.md says the
//! same): an en-passant capture needs the skipped cell empty; taking an exposed
//! king is no ply (the game ends as the turn starts); at the start of a turn the
//! exposed king, then mate or stalemate, then the draws (threefold repetition, 150
//! plies, too little material) are looked at, in that order.

#![allow(dead_code)]

use std::collections::BTreeSet;

#[path = "../reference_board/army_fen.rs"]
mod army_fen;
#[path = "../reference_board/plays.rs"]
mod plays;

use army_fen::{Common, Grid, Placed};
pub use plays::Plays;

/// `(2, 9)` of the name grid is `c10`.
fn grid_name(file: i32, rank: i32) -> String {
    format!("{}{}", char::from(b'a' + file as u8), rank + 1)
}

/// Army letters in turn order: White (south), Black (upper left), Red (upper right).
pub const ARMIES: [char; 3] = ['w', 'b', 'r'];

/// A draw when this many plies pass without a capture or a pawn move.
pub const DRAW_PLIES: u32 = 150;

/// Each half's local files a–h as global files, and its local rank 1 as a global rank.
const GLOBAL_FILES: [&[u8; 8]; 3] = [b"abcdefgh", b"lkjidcba", b"hgfeijkl"];

/// A cell: the half it lies in (0 White, 1 Black, 2 Red), its local file 0–7
/// (a–h from that army's left) and local rank 0–3 (0 is that army's back rank).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cell {
    pub half: usize,
    pub file: i32,
    pub rank: i32,
}

/// A step in the local (file, rank) frame of the half the piece stands in.
pub type Dir = (i32, i32);

pub const ORTHOGONAL: [Dir; 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
pub const DIAGONAL: [Dir; 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

impl Cell {
    pub fn new(half: usize, file: i32, rank: i32) -> Cell {
        Cell { half, file, rank }
    }

    /// All 96 cells, half by half.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..3).flat_map(|h| (0..4).flat_map(move |r| (0..8).map(move |f| Cell::new(h, f, r))))
    }

    fn index(self) -> usize {
        self.half * 32 + (self.rank * 8 + self.file) as usize
    }

    /// The global name (as the rules give it): White's half a–h 1–4; Black's ranks 8–5 with its
    /// files l k j i d c b a; Red's ranks 12–9 with its files h g f e i j k l.
    pub fn name(self) -> String {
        let file = char::from(GLOBAL_FILES[self.half][self.file as usize]);
        let rank = match self.half {
            0 => self.rank + 1,
            1 => 8 - self.rank,
            _ => 12 - self.rank,
        };
        format!("{file}{rank}")
    }

    /// `d5` is Black's local e4, `(1, 4, 3)`; `None` for a name of no cell.
    pub fn parse(name: &str) -> Option<Cell> {
        let file = *name.as_bytes().first()?;
        let rank: i32 = name.get(1..)?.parse().ok()?;
        let (half, local_rank) = match rank {
            1..=4 => (0, rank - 1),
            5..=8 => (1, 8 - rank),
            9..=12 => (2, 12 - rank),
            _ => return None,
        };
        let local_file = GLOBAL_FILES[half].iter().position(|&f| f == file)?;
        let cell = Cell::new(half, local_file as i32, local_rank);
        (cell.name() == name).then_some(cell)
    }
}

/// One step from `cell` along `dir`: the cells it reaches (none off the board, two
/// where a diagonal crosses the centre), each with the direction the line goes on
/// in from there.
pub fn step(cell: Cell, (df, dr): Dir) -> Vec<(Cell, Dir)> {
    let (file, rank) = (cell.file + df, cell.rank + dr);
    if !(0..8).contains(&file) || rank < 0 {
        return Vec::new();
    }
    if rank < 4 {
        return vec![(Cell::new(cell.half, file, rank), (df, dr))];
    }
    // Over the seam: local (f, 4) meets (9 − f, 4) of the next half for f ≤ 4, of the
    // previous one for f ≥ 5; the step's components both turn round.
    let turned = (-df, -dr);
    let next = (cell.half + 1) % 3;
    let previous = (cell.half + 2) % 3;
    let left = |f: i32| f < 4;
    if left(cell.file) != left(file) {
        // The centre: from d4 going right or e4 going left the diagonal goes on into
        // both other halves, to their own d4 (resp. e4).
        return vec![
            (Cell::new(next, cell.file, 3), turned),
            (Cell::new(previous, cell.file, 3), turned),
        ];
    }
    let half = if left(file) { next } else { previous };
    vec![(Cell::new(half, 7 - file, 3), turned)]
}

/// The cells one orthogonal or diagonal step away (a king's reach).
pub fn neighbours(cell: Cell) -> BTreeSet<Cell> {
    ORTHOGONAL
        .iter()
        .chain(&DIAGONAL)
        .flat_map(|&d| step(cell, d))
        .map(|(c, _)| c)
        .collect()
}

/// A knight's targets: two orthogonal steps in one line then one at a right angle,
/// or one step then two; each leg follows the lines across the seam (after a
/// crossing every later step is turned round too); duplicates merged.
pub fn knight_targets(cell: Cell) -> BTreeSet<Cell> {
    let walk = |dirs: [Dir; 3]| -> Option<Cell> {
        let (mut here, mut turn) = (cell, 1);
        for (df, dr) in dirs {
            // An orthogonal step never forks: at most one cell.
            let (next, went) = step(here, (df * turn, dr * turn)).into_iter().next()?;
            if went != (df * turn, dr * turn) {
                turn = -turn;
            }
            here = next;
        }
        Some(here)
    };
    let mut out = BTreeSet::new();
    for a in ORTHOGONAL {
        for b in [(a.1, a.0), (-a.1, -a.0)] {
            out.extend(walk([a, a, b]));
            out.extend(walk([a, b, b]));
        }
    }
    out
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub army: usize,
    /// `K Q R B N P`.
    pub kind: char,
}

/// A move from cell to cell, promoting to the piece of that letter; castling is the
/// king's two-cell move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RefMove {
    pub from: Cell,
    pub to: Cell,
    pub promotion: Option<char>,
}

impl RefMove {
    /// `d2d4`, `e1g1`, `d7d8q`.
    pub fn text(&self) -> String {
        let mut s = format!("{}{}", self.from.name(), self.to.name());
        if let Some(p) = self.promotion {
            s.push(p.to_ascii_lowercase());
        }
        s
    }
}

/// Per army, local: (king from, king to, rook from, rook to), king side first.
const CASTLINGS: [(i32, i32, i32, i32); 2] = [(4, 6, 7, 5), (4, 2, 0, 3)];

/// The castling moves as the FEN lists them, in turn order, king side first.
pub fn castling_names() -> Vec<String> {
    (0..3)
        .flat_map(|army| {
            CASTLINGS.iter().map(move |&(k, to, _, _)| {
                format!(
                    "{}{}",
                    Cell::new(army, k, 0).name(),
                    Cell::new(army, to, 0).name()
                )
            })
        })
        .collect()
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// The player to move took the king his predecessor's move exposed.
    KingTaken {
        winner: usize,
        loser: usize,
    },
    /// The player to move had no move and was in check.
    Mate {
        winner: usize,
        mated: usize,
    },
    Stalemate,
    Repetition,
    Plies,
    Material,
}

#[derive(Clone, Debug)]
pub struct Reference {
    board: [Option<Piece>; 96],
    pub to_move: usize,
    /// Per army: 'L' in play, 'X' lost (mated or king taken), 'R' resigned.
    pub states: [char; 3],
    /// The scores once the game has ended (winner 3, third 1, loser 0; a draw 1
    /// each); all 0 while it goes on.
    pub points: [u32; 3],
    pub kings_taken: [u32; 3],
    /// Plies since the last capture or pawn move.
    pub halfmove: u32,
    pub ply: u32,
    /// Castlings still allowed, as king moves (`e1g1`), in `castling_names` order.
    pub castling: Vec<String>,
    /// Per army, the cell its pawn skipped with a double step, until it moves again.
    pub en_passant: [Option<Cell>; 3],
    /// Keys of the positions since the last capture or pawn move, this one last.
    pub seen: Vec<String>,
    pub end: Option<End>,
}

impl Reference {
    pub fn start() -> Reference {
        Reference::from_fen(START).unwrap()
    }

    pub fn at(&self, cell: Cell) -> Option<Piece> {
        self.board[cell.index()]
    }

    pub fn set(&mut self, cell: Cell, piece: Option<Piece>) {
        self.board[cell.index()] = piece;
    }

    pub fn over(&self) -> bool {
        self.points.iter().sum::<u32>() > 0
    }

    fn pieces(&self) -> impl Iterator<Item = (Cell, Piece)> + '_ {
        Cell::all().filter_map(|c| self.at(c).map(|p| (c, p)))
    }

    pub fn king_of(&self, army: usize) -> Option<Cell> {
        self.pieces()
            .find(|(_, p)| p.army == army && p.kind == 'K')
            .map(|(c, _)| c)
    }

    /// The cells a slider reaches along `dir` (both branches of a fork), up to and
    /// including the first piece on each branch.
    fn slide(&self, from: Cell, dir: Dir, out: &mut Vec<Cell>) {
        for (cell, onward) in step(from, dir) {
            out.push(cell);
            if self.at(cell).is_none() {
                self.slide(cell, onward, out);
            }
        }
    }

    /// A pawn's forward: toward the centre in its own half, toward the back rank of
    /// any other half it has entered.
    fn forward(army: usize, cell: Cell) -> Dir {
        if cell.half == army { (0, 1) } else { (0, -1) }
    }

    /// The cells a piece on `from` attacks (could capture on), whatever stands there.
    pub fn attacks(&self, from: Cell, piece: Piece) -> Vec<Cell> {
        let mut out = Vec::new();
        let lines = |dirs: &[Dir], out: &mut Vec<Cell>| {
            for &d in dirs {
                self.slide(from, d, out);
            }
        };
        match piece.kind {
            'K' => out.extend(neighbours(from)),
            'N' => out.extend(knight_targets(from)),
            'R' => lines(&ORTHOGONAL, &mut out),
            'B' => lines(&DIAGONAL, &mut out),
            'Q' => {
                lines(&ORTHOGONAL, &mut out);
                lines(&DIAGONAL, &mut out);
            }
            'P' => {
                let (_, fr) = Self::forward(piece.army, from);
                for side in [-1, 1] {
                    out.extend(step(from, (side, fr)).into_iter().map(|(c, _)| c));
                }
            }
            _ => {}
        }
        out.sort();
        out.dedup();
        out
    }

    /// Whether a piece of `army` attacks `target`.
    pub fn attacked_by(&self, target: Cell, army: usize) -> bool {
        self.pieces()
            .filter(|(_, p)| p.army == army)
            .any(|(c, p)| self.attacks(c, p).contains(&target))
    }

    fn opponents(army: usize) -> [usize; 2] {
        [(army + 1) % 3, (army + 2) % 3]
    }

    fn attacked(&self, target: Cell, army: usize) -> bool {
        Self::opponents(army)
            .iter()
            .any(|&o| self.attacked_by(target, o))
    }

    pub fn in_check(&self, army: usize) -> bool {
        self.king_of(army).is_some_and(|k| self.attacked(k, army))
    }

    /// Whether `attacker` attacks the king of `army`.
    pub fn attacks_king(&self, attacker: usize, army: usize) -> bool {
        self.king_of(army)
            .is_some_and(|k| self.attacked_by(k, attacker))
    }

    /// The pawn an en-passant capture on `cell` would take: its owner's pawn one
    /// step beyond the skipped cell, if `cell` is a skipped cell still open.
    fn en_passant_victim(&self, cell: Cell, mover: usize) -> Option<Cell> {
        let owner = (0..3).find(|&o| o != mover && self.en_passant[o] == Some(cell))?;
        let pawn = Cell::new(owner, cell.file, cell.rank + 1);
        let is_pawn = self.at(pawn)
            == Some(Piece {
                army: owner,
                kind: 'P',
            });
        (self.at(cell).is_none() && is_pawn).then_some(pawn)
    }

    fn castlings(&self, army: usize) -> Vec<RefMove> {
        let mut out = Vec::new();
        for &(k, to, r, _) in &CASTLINGS {
            let (king, king_to, rook) = (
                Cell::new(army, k, 0),
                Cell::new(army, to, 0),
                Cell::new(army, r, 0),
            );
            if !self
                .castling
                .contains(&format!("{}{}", king.name(), king_to.name()))
            {
                continue;
            }
            let own = |c: Cell, kind: char| self.at(c) == Some(Piece { army, kind });
            if !own(king, 'K') || !own(rook, 'R') {
                continue;
            }
            let between = (k.min(r) + 1..k.max(r)).map(|f| Cell::new(army, f, 0));
            let clear = between.into_iter().all(|c| self.at(c).is_none());
            let way = (k.min(to)..=k.max(to)).map(|f| Cell::new(army, f, 0));
            let safe = way.into_iter().all(|c| !self.attacked(c, army));
            if clear && safe {
                out.push(RefMove {
                    from: king,
                    to: king_to,
                    promotion: None,
                });
            }
        }
        out
    }

    /// Moves that follow the pieces' movements, before the check test.
    fn pseudo_moves(&self, army: usize) -> Vec<RefMove> {
        let mut out = Vec::new();
        for (from, piece) in self.pieces().filter(|(_, p)| p.army == army) {
            let mut targets = Vec::new();
            if piece.kind == 'P' {
                let ahead = Self::forward(army, from);
                if let Some((one, onward)) = step(from, ahead).into_iter().next()
                    && self.at(one).is_none()
                {
                    targets.push(one);
                    // Two from its own rank 2: still inside its half.
                    let at_start = from.half == army && from.rank == 1;
                    if let Some((two, _)) = step(one, onward).into_iter().next()
                        && at_start
                        && self.at(two).is_none()
                    {
                        targets.push(two);
                    }
                }
                for c in self.attacks(from, piece) {
                    let enemy = self.at(c).is_some_and(|p| p.army != army);
                    if enemy || self.en_passant_victim(c, army).is_some() {
                        targets.push(c);
                    }
                }
            } else {
                for c in self.attacks(from, piece) {
                    if self.at(c).is_none_or(|p| p.army != army) {
                        targets.push(c);
                    }
                }
            }
            for to in targets {
                let promotes = piece.kind == 'P' && to.half != army && to.rank == 0;
                if promotes {
                    for p in ['Q', 'R', 'B', 'N'] {
                        out.push(RefMove {
                            from,
                            to,
                            promotion: Some(p),
                        });
                    }
                } else {
                    out.push(RefMove {
                        from,
                        to,
                        promotion: None,
                    });
                }
            }
        }
        out.extend(self.castlings(army));
        out
    }

    /// Makes a move as it stands, legal or not: captures (en passant too), castling's
    /// rook, promotion, the rights and clocks, the turn. Returns whether it captured
    /// or moved a pawn.
    fn apply(&mut self, mv: &RefMove) -> bool {
        let mover = self.to_move;
        self.en_passant[mover] = None;
        let piece = self.at(mv.from).expect("a piece to move");
        let mut captured = self.at(mv.to).is_some();
        if piece.kind == 'P'
            && let Some(victim) = self.en_passant_victim(mv.to, mover)
        {
            self.set(victim, None);
            captured = true;
        }
        if piece.kind == 'K' && mv.from.half == mover && mv.from.rank == 0 {
            for &(k, to, r, rook_to) in &CASTLINGS {
                if mv.from == Cell::new(mover, k, 0) && mv.to == Cell::new(mover, to, 0) {
                    let rook = self.at(Cell::new(mover, r, 0));
                    self.set(Cell::new(mover, r, 0), None);
                    self.set(Cell::new(mover, rook_to, 0), rook);
                }
            }
        }
        let placed = match mv.promotion {
            Some(kind) => Piece { army: mover, kind },
            None => piece,
        };
        self.set(mv.from, None);
        self.set(mv.to, Some(placed));
        let names = castling_names();
        self.castling.retain(|c| {
            let i = names.iter().position(|n| n == c).expect("a castling");
            let (army, (k, _, r, _)) = (i / 2, CASTLINGS[i % 2]);
            let touched = [Cell::new(army, k, 0), Cell::new(army, r, 0)];
            !touched.contains(&mv.from) && !touched.contains(&mv.to)
        });
        if piece.kind == 'P' && mv.from.half == mover && mv.from.rank == 1 && mv.to.rank == 3 {
            self.en_passant[mover] = Some(Cell::new(mover, mv.from.file, 2));
        }
        // A skipped cell closes once its pawn is gone.
        for owner in 0..3 {
            if let Some(c) = self.en_passant[owner] {
                let pawn = Cell::new(owner, c.file, 3);
                if self.at(pawn)
                    != Some(Piece {
                        army: owner,
                        kind: 'P',
                    })
                {
                    self.en_passant[owner] = None;
                }
            }
        }
        let irreversible = captured || piece.kind == 'P';
        self.halfmove = if irreversible { 0 } else { self.halfmove + 1 };
        self.ply += 1;
        self.to_move = (mover + 1) % 3;
        irreversible
    }

    fn too_little_material(&self) -> bool {
        let others: Vec<char> = self
            .pieces()
            .map(|(_, p)| p.kind)
            .filter(|&k| k != 'K')
            .collect();
        match others.as_slice() {
            [] => true,
            [one] => matches!(one, 'N' | 'B'),
            _ => false,
        }
    }

    fn finish(&mut self, end: End) {
        self.end = Some(end);
        self.points = match end {
            End::KingTaken { winner, loser }
            | End::Mate {
                winner,
                mated: loser,
            } => {
                let mut points = [1; 3];
                points[winner] = 3;
                points[loser] = 0;
                self.states[loser] = 'X';
                points
            }
            _ => [1; 3],
        };
        if let End::KingTaken { winner, .. } = end {
            self.kings_taken[winner] += 1;
        }
    }

    /// The start of a turn: the exposed king, mate or stalemate, the draws. Returns
    /// whether the player to move has a choice (the game goes on).
    pub fn settle(&mut self) -> bool {
        self.settled_moves().is_some()
    }

    /// Resigning: 0 for the resigner, 1 for each other.
    pub fn resign(&mut self, army: usize) {
        self.states[army] = 'R';
        self.points = [1; 3];
        self.points[army] = 0;
    }

    /// What makes positions the same for threefold repetition: the pieces, the
    /// player to move, the castlings and the open skipped cells.
    fn key(&self) -> String {
        let mut key: String = self
            .board
            .iter()
            .flat_map(|p| match p {
                Some(p) => [ARMIES[p.army], p.kind],
                None => ['.', '.'],
            })
            .collect();
        key.push(ARMIES[self.to_move]);
        key += &self.castling.join(",");
        for c in self.en_passant {
            key += &c.map_or("-".to_string(), Cell::name);
        }
        key
    }

    /// The board field of a board with no pieces.
    pub fn empty_board() -> String {
        let empty = Reference::from_fen(START).unwrap();
        let mut r = empty.clone();
        r.board = [None; 96];
        r.fen().split(' ').next().unwrap().to_string()
    }

    /// The board's grid of names, a–l by 1–12, and which of them are cells.
    fn grid() -> Grid<'static> {
        Grid {
            width: 12,
            height: 12,
            exists: &|f, r| Cell::parse(&grid_name(f, r)).is_some(),
        }
    }

    /// Reads our FEN; an error names the field.
    pub fn from_fen(fen: &str) -> Result<Reference, String> {
        let fields: Vec<&str> = fen.split(' ').collect();
        if fields.len() != 10 {
            return Err(format!("ten fields, not {}", fields.len()));
        }
        let mut board = [None; 96];
        for (f, r, p) in Self::grid().read(fields[0], &ARMIES)? {
            if p.promoted {
                return Err("board: no promoted pieces here".into());
            }
            let cell = Cell::parse(&grid_name(f, r)).expect("a cell");
            board[cell.index()] = Some(Piece {
                army: p.army,
                kind: p.kind,
            });
        }
        let common = Common::read(&fields, &ARMIES, &castling_names())?;
        let skipped: Vec<&str> = fields[9].split(',').collect();
        if skipped.len() != 3 {
            return Err("en passant: three entries".into());
        }
        let mut en_passant = [None; 3];
        for (army, text) in skipped.iter().enumerate() {
            if *text != "-" {
                let cell = Cell::parse(text).ok_or(format!("en passant: {text:?}"))?;
                if cell.half != army || cell.rank != 2 {
                    return Err(format!(
                        "en passant: {text} is not {}'s rank 3",
                        ARMIES[army]
                    ));
                }
                en_passant[army] = Some(cell);
            }
        }
        let mut reference = Reference {
            board,
            to_move: common.to_move,
            states: common.states,
            points: common.points,
            kings_taken: common.kings_taken,
            halfmove: common.halfmove,
            ply: common.ply,
            castling: common.castling,
            en_passant,
            seen: Vec::new(),
            end: None,
        };
        reference.seen.push(reference.key());
        Ok(reference)
    }
}

/// The start: each army R N B Q K B N R on its local rank 1 from its own left,
/// pawns on its rank 2.
pub const START: &str = "****rQrBrNrRrKrBrNrR/****rPrPrPrPrPrPrPrP/****8/****8/\
bRbNbBbK****bQbBbNbR/bPbPbPbP****bPbPbPbP/4****4/4****4/\
8****/8****/wPwPwPwPwPwPwPwP****/wRwNwBwQwKwBwNwR**** \
w LLL 0,0,0 0,0,0 0 0 - e1g1,e1c1,d8b8,d8j8,i12k12,i12f12 -,-,-";

impl Plays for Reference {
    type Move = RefMove;

    fn legal_moves(&self) -> Vec<RefMove> {
        if self.over() {
            return Vec::new();
        }
        let army = self.to_move;
        let mut moves: Vec<RefMove> = self
            .pseudo_moves(army)
            .into_iter()
            .filter(|mv| {
                let mut after = self.clone();
                after.apply(mv);
                !after.in_check(army)
            })
            .collect();
        moves.sort();
        moves.dedup();
        moves
    }

    /// `settle`, giving the legal moves when the game goes on.
    fn settled_moves(&mut self) -> Option<Vec<RefMove>> {
        if self.over() {
            return None;
        }
        let p = self.to_move;
        let (next, previous) = ((p + 1) % 3, (p + 2) % 3);
        if self.attacks_king(p, next) {
            self.finish(End::KingTaken {
                winner: p,
                loser: next,
            });
            return None;
        }
        let moves = self.legal_moves();
        if moves.is_empty() {
            let end = if !self.in_check(p) {
                End::Stalemate
            } else if self.attacks_king(next, p) {
                End::Mate {
                    winner: next,
                    mated: p,
                }
            } else {
                End::Mate {
                    winner: previous,
                    mated: p,
                }
            };
            self.finish(end);
            return None;
        }
        let key = self.key();
        if self.seen.iter().filter(|k| **k == key).count() >= 3 {
            self.finish(End::Repetition);
        } else if self.halfmove >= DRAW_PLIES {
            self.finish(End::Plies);
        } else if self.too_little_material() {
            self.finish(End::Material);
        }
        (!self.over()).then_some(moves)
    }

    /// Plays a move and remembers the position reached (threefold repetition).
    fn play(&mut self, mv: &RefMove) {
        let irreversible = self.apply(mv);
        if irreversible {
            self.seen.clear();
        }
        self.seen.push(self.key());
    }

    /// Our FEN (docs/notation-multi-draft.md).
    fn fen(&self) -> String {
        let board = Self::grid().write(&ARMIES, |f, r| {
            let p = self.at(Cell::parse(&grid_name(f, r))?)?;
            Some(Placed {
                army: p.army,
                kind: p.kind,
                promoted: false,
            })
        });
        let common = Common {
            to_move: self.to_move,
            states: self.states,
            points: self.points,
            kings_taken: self.kings_taken,
            halfmove: self.halfmove,
            ply: self.ply,
            castling: self.castling.clone(),
        };
        let en_passant = self
            .en_passant
            .map(|c| c.map_or("-".to_string(), Cell::name))
            .join(",");
        format!("{board} {} {en_passant}", common.write(&ARMIES))
    }

    fn text(mv: &RefMove) -> String {
        mv.text()
    }
}
