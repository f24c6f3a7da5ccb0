//! A deliberately simple second implementation of eight-player chess, written from
//! the rules (docs/rules/eightplayer.md), not from
//! any engine: a plain 24 × 24 grid with holes, clones, forward move generation and
//! a direct attack test. No external engine plays this board; the reference is the
//! independent check, and what must hold whatever the code (the board's symmetry
//! above all) is tested in `eightplayer_rules.rs`.
//!
//! Where the rules are silent, this file decides (docs/rules/eightplayer.md says the
//! same): a king capture scores the capturer the 20 points; the no-progress draw
//! comes when the plies without capture or pawn move reach 25 times the live
//! players; in Pairs and Teams a round in which every live player had to pass is a
//! draw; at the start of a turn mate and stalemate are looked at before the draws.

#![allow(dead_code)]

#[path = "../reference_board/mod.rs"]
mod board;

#[path = "../reference_board/army_fen.rs"]
mod army_fen;
#[path = "../reference_board/plays.rs"]
mod plays;

use army_fen::{Common, Grid, Placed};
pub use plays::Plays;

use board::{BISHOP, KING, KNIGHT, ROOK};
pub use board::{RefMove, Sq, name, square};

/// Army letters in seat (turn) order, clockwise from the south-west: White, Red,
/// Blue, Yellow, Purple, Orange, Green, Black.
pub const ARMIES: [char; 8] = ['w', 'r', 'b', 'y', 'p', 'o', 'g', 'k'];
pub const SIZE: i32 = 24;

/// Each army as docs/rules/eightplayer.md places it: its back rank from its own left (first square
/// and the step to the next), the pieces along it, and its forward direction.
pub const SETUP: [(&str, Sq, &str, Sq); 8] = [
    ("d1", (1, 0), "RNBQKBNR", (0, 1)),
    ("a11", (0, -1), "RNBKQBNR", (1, 0)),
    ("a21", (0, -1), "RNBQKBNR", (1, 0)),
    ("k24", (-1, 0), "RNBKQBNR", (0, -1)),
    ("u24", (-1, 0), "RNBQKBNR", (0, -1)),
    ("x14", (0, 1), "RNBKQBNR", (-1, 0)),
    ("x4", (0, 1), "RNBQKBNR", (-1, 0)),
    ("n1", (1, 0), "RNBKQBNR", (0, 1)),
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Každý sám za seba: every other live army is an enemy.
    Singles,
    /// The opposite seat is the partner (White+Purple, Red+Orange, Blue+Green,
    /// Yellow+Black).
    Pairs,
    /// Odd seats against even seats.
    Teams,
}

/// The 24 × 24 square less the four 3 × 3 corners and the four 2 × 3 notches
/// (files l–m on ranks 1–3 and 22–24; ranks 12–13 on files a–c and v–x).
pub fn exists((f, r): Sq) -> bool {
    let inside = |x: i32| (0..SIZE).contains(&x);
    let rim = |x: i32| !(3..=20).contains(&x);
    let middle = |x: i32| x == 11 || x == 12;
    inside(f)
        && inside(r)
        && !(rim(f) && rim(r))
        && !(middle(f) && rim(r))
        && !(middle(r) && rim(f))
}

/// Every square, rank by rank from a1.
pub fn squares() -> impl Iterator<Item = Sq> {
    (0..SIZE)
        .flat_map(|r| (0..SIZE).map(move |f| (f, r)))
        .filter(|&s| exists(s))
}

/// The army's back rank, from its own left.
pub fn back_rank(army: usize) -> [Sq; 8] {
    let (first, (df, dr), _, _) = SETUP[army];
    let (f, r) = square(first);
    std::array::from_fn(|i| (f + df * i as i32, r + dr * i as i32))
}

pub fn forward(army: usize) -> Sq {
    SETUP[army].3
}

/// How far along its forward direction a square lies for the army: 0 on its back rank.
fn progress(army: usize, (f, r): Sq) -> i32 {
    match forward(army) {
        (0, 1) => r,
        (0, -1) => SIZE - 1 - r,
        (1, 0) => f,
        _ => SIZE - 1 - f,
    }
}

/// The first line past the middle: rank 13 for White and Black, 12 for Yellow and
/// Purple, file m for Red and Blue, file l for Orange and Green.
fn promotes(army: usize, square: Sq) -> bool {
    progress(army, square) == SIZE / 2
}

/// Per army: (king from, king to, rook from, rook to), the nearer rook first.
pub fn castlings(army: usize) -> [(Sq, Sq, Sq, Sq); 2] {
    let back = back_rank(army);
    let king = SETUP[army].2.find('K').unwrap();
    let (k, step) = (back[king], SETUP[army].1);
    let toward = |rook: Sq, sign: i32| {
        let s = (step.0 * sign, step.1 * sign);
        (
            k,
            (k.0 + 2 * s.0, k.1 + 2 * s.1),
            rook,
            (k.0 + s.0, k.1 + s.1),
        )
    };
    let (right, left) = (toward(back[7], 1), toward(back[0], -1));
    if 7 - king < king {
        [right, left]
    } else {
        [left, right]
    }
}

/// The castlings as the FEN lists them: seat by seat, the nearer rook first.
pub fn castling_names() -> Vec<String> {
    (0..8)
        .flat_map(|a| castlings(a).map(|(k, to, _, _)| format!("{}{}", name(k), name(to))))
        .collect()
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub army: usize,
    pub kind: char,
    pub promoted: bool,
}

fn value(piece: Piece) -> u32 {
    if piece.promoted {
        return 1;
    }
    match piece.kind {
        'P' => 1,
        'N' => 3,
        'B' | 'R' => 5,
        'Q' => 9,
        _ => 0,
    }
}

/// Singles: a mate or king capture, and a stalemated player.
pub const KING_POINTS: u32 = 20;
/// Singles: each live player when the game is drawn.
pub const DRAW_POINTS: u32 = 10;
/// The no-progress draw: this many rounds of the live players.
pub const DRAW_ROUNDS: u32 = 25;

/// How the game ended, once it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum End {
    /// One player (Singles) or one side (Pairs, Teams) is left.
    Won,
    BareKings,
    Clock,
    Repetition,
    /// Pairs and Teams: every live player had to pass.
    NoMoves,
}

#[derive(Clone, Debug)]
pub struct Reference {
    /// `board[rank][file]`, rank 0 at the bottom.
    board: [[Option<Piece>; 24]; 24],
    pub mode: Mode,
    pub to_move: usize,
    /// 'L' live, 'X' out (mated, king taken, stalemated in Singles), 'R' resigned.
    pub states: [char; 8],
    pub points: [u32; 8],
    pub kings_taken: [u32; 8],
    /// Plies since the last capture or pawn move.
    pub halfmove: u32,
    pub ply: u32,
    /// Castlings still allowed, as king moves, in `castling_names` order.
    pub castling: Vec<String>,
    /// Per army: 0 while live, else its place in the order of going out (1 first).
    pub order: [u32; 8],
    /// Keys of the positions since the last capture or pawn move, this one last.
    pub seen: Vec<String>,
    pub end: Option<End>,
}

impl Reference {
    pub fn start(mode: Mode) -> Reference {
        let mut r = Reference::empty(mode);
        for (army, &(_, _, pieces, (fx, fy))) in SETUP.iter().enumerate() {
            for (s, kind) in back_rank(army).into_iter().zip(pieces.chars()) {
                r.put(s, army, kind);
                r.put((s.0 + fx, s.1 + fy), army, 'P');
            }
        }
        r.castling = castling_names();
        r.seen = vec![r.key()];
        r
    }

    /// No pieces, every army live, White to move.
    pub fn empty(mode: Mode) -> Reference {
        Reference {
            board: [[None; 24]; 24],
            mode,
            to_move: 0,
            states: ['L'; 8],
            points: [0; 8],
            kings_taken: [0; 8],
            halfmove: 0,
            ply: 0,
            castling: Vec::new(),
            order: [0; 8],
            seen: Vec::new(),
            end: None,
        }
    }

    pub fn at(&self, (f, r): Sq) -> Option<Piece> {
        if exists((f, r)) {
            self.board[r as usize][f as usize]
        } else {
            None
        }
    }

    pub fn set(&mut self, (f, r): Sq, piece: Option<Piece>) {
        self.board[r as usize][f as usize] = piece;
    }

    pub fn put(&mut self, s: Sq, army: usize, kind: char) {
        self.set(
            s,
            Some(Piece {
                army,
                kind,
                promoted: false,
            }),
        );
    }

    pub fn live(&self, army: usize) -> bool {
        self.states[army] == 'L'
    }

    pub fn partners(&self, a: usize, b: usize) -> bool {
        a != b
            && match self.mode {
                Mode::Singles => false,
                Mode::Pairs => (a + 4) % 8 == b,
                Mode::Teams => a % 2 == b % 2,
            }
    }

    /// Live armies that threaten `army`: not him, not his partner.
    fn enemies(&self, army: usize) -> impl Iterator<Item = usize> + '_ {
        (0..8).filter(move |&a| a != army && self.live(a) && !self.partners(a, army))
    }

    pub fn pieces(&self) -> Vec<(Sq, Piece)> {
        squares()
            .filter_map(|s| self.at(s).map(|p| (s, p)))
            .collect()
    }

    pub fn king_of(&self, army: usize) -> Option<Sq> {
        self.pieces()
            .into_iter()
            .find(|(_, p)| p.army == army && p.kind == 'K')
            .map(|(s, _)| s)
    }

    /// The squares a piece on `from` attacks, whatever stands there.
    pub fn attacks(&self, from: Sq, piece: Piece) -> Vec<Sq> {
        let (f, r) = from;
        let mut out = Vec::new();
        let mut slide = |dirs: &[Sq]| {
            for &(df, dr) in dirs {
                let mut s = (f + df, r + dr);
                while exists(s) {
                    out.push(s);
                    if self.at(s).is_some() {
                        break;
                    }
                    s = (s.0 + df, s.1 + dr);
                }
            }
        };
        match piece.kind {
            'R' => slide(&ROOK),
            'B' => slide(&BISHOP),
            'Q' => {
                slide(&ROOK);
                slide(&BISHOP);
            }
            _ => {}
        }
        let leaps: Vec<Sq> = match piece.kind {
            'K' => KING.to_vec(),
            'N' => KNIGHT.to_vec(),
            'P' => {
                let (fx, fy) = forward(piece.army);
                // Diagonally forward: forward plus one step to either side.
                vec![(fx + fy, fy - fx), (fx - fy, fy + fx)]
            }
            _ => Vec::new(),
        };
        out.extend(
            leaps
                .into_iter()
                .map(|(df, dr)| (f + df, r + dr))
                .filter(|&s| exists(s)),
        );
        out
    }

    /// Whether the piece on `from` attacks `target`: the same movements tested
    /// toward one square, without listing them all.
    fn hits(&self, from: Sq, piece: Piece, target: Sq) -> bool {
        let (df, dr) = (target.0 - from.0, target.1 - from.1);
        let line = |straight: bool, diagonal: bool| {
            let aligned = (df == 0 || dr == 0) && straight || df.abs() == dr.abs() && diagonal;
            if !aligned || (df, dr) == (0, 0) {
                return false;
            }
            let step = (df.signum(), dr.signum());
            let mut s = (from.0 + step.0, from.1 + step.1);
            while s != target {
                if !exists(s) || self.at(s).is_some() {
                    return false;
                }
                s = (s.0 + step.0, s.1 + step.1);
            }
            true
        };
        match piece.kind {
            'R' => line(true, false),
            'B' => line(false, true),
            'Q' => line(true, true),
            _ => self.attacks(from, piece).contains(&target),
        }
    }

    /// Whether a live enemy of `army` attacks `target`.
    fn attacked(&self, target: Sq, army: usize) -> bool {
        let enemies: Vec<usize> = self.enemies(army).collect();
        self.pieces()
            .into_iter()
            .any(|(s, p)| enemies.contains(&p.army) && self.hits(s, p, target))
    }

    pub fn in_check(&self, army: usize) -> bool {
        self.king_of(army).is_some_and(|k| self.attacked(k, army))
    }

    /// Whether `mover` may take what stands on `s`: an enemy's piece or a grey one.
    fn may_take(&self, mover: usize, s: Sq) -> bool {
        self.at(s).is_some_and(|p| {
            p.army != mover && (!self.live(p.army) || !self.partners(p.army, mover))
        })
    }

    /// Moves that follow the pieces' movements, before the check test.
    fn pseudo_moves(&self, army: usize) -> Vec<RefMove> {
        let mut out = Vec::new();
        if !self.live(army) {
            return out;
        }
        for (from, piece) in self.pieces() {
            if piece.army != army {
                continue;
            }
            let mut targets = Vec::new();
            if piece.kind == 'P' {
                let (fx, fy) = forward(army);
                let one = (from.0 + fx, from.1 + fy);
                if exists(one) && self.at(one).is_none() {
                    targets.push(one);
                    let two = (one.0 + fx, one.1 + fy);
                    if progress(army, from) == 1 && exists(two) && self.at(two).is_none() {
                        targets.push(two);
                    }
                }
                let attacks = self.attacks(from, piece);
                targets.extend(attacks.into_iter().filter(|&s| self.may_take(army, s)));
            } else {
                for s in self.attacks(from, piece) {
                    if self.at(s).is_none() || self.may_take(army, s) {
                        targets.push(s);
                    }
                }
            }
            for to in targets {
                if piece.kind == 'P' && promotes(army, to) {
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
        for (king, king_to, rook, _) in castlings(army) {
            if !self
                .castling
                .contains(&format!("{}{}", name(king), name(king_to)))
            {
                continue;
            }
            let own =
                |s: Sq, kind: char| self.at(s).is_some_and(|p| p.army == army && p.kind == kind);
            if !own(king, 'K') || !own(rook, 'R') {
                continue;
            }
            let step = ((rook.0 - king.0).signum(), (rook.1 - king.1).signum());
            let mut s = (king.0 + step.0, king.1 + step.1);
            let mut clear = true;
            while s != rook {
                clear &= self.at(s).is_none();
                s = (s.0 + step.0, s.1 + step.1);
            }
            let crossed = (king.0 + step.0, king.1 + step.1);
            let safe = [king, crossed, king_to]
                .iter()
                .all(|&s| !self.attacked(s, army));
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

    fn eliminate(&mut self, army: usize, state: char) {
        if let Some(k) = self.king_of(army) {
            self.set(k, None);
        }
        let gone: Vec<String> = castlings(army)
            .iter()
            .map(|(k, to, _, _)| format!("{}{}", name(*k), name(*to)))
            .collect();
        self.castling.retain(|c| !gone.contains(c));
        self.states[army] = state;
        self.order[army] = self.order.iter().max().unwrap() + 1;
    }

    /// Makes a move as it stands: captures (a king's army goes out), points,
    /// castling's rook, promotion, the rights and clocks, the turn. Returns whether
    /// it captured or moved a pawn.
    fn apply(&mut self, mv: &RefMove) -> bool {
        let mover = self.to_move;
        let mut piece = self.at(mv.from).expect("a piece to move");
        let captured = self.at(mv.to);
        if let Some(c) = captured
            && self.live(c.army)
        {
            if self.mode == Mode::Singles {
                self.points[mover] += if c.kind == 'K' { KING_POINTS } else { value(c) };
            }
            if c.kind == 'K' {
                self.kings_taken[mover] += 1;
                self.eliminate(c.army, 'X');
            }
        }
        if piece.kind == 'K' {
            for (king, king_to, rook, rook_to) in castlings(mover) {
                if mv.from == king && mv.to == king_to {
                    let r = self.at(rook);
                    self.set(rook, None);
                    self.set(rook_to, r);
                }
            }
        }
        if let Some(kind) = mv.promotion {
            piece = Piece {
                army: mover,
                kind,
                promoted: true,
            };
        }
        self.set(mv.from, None);
        self.set(mv.to, Some(piece));
        let names = castling_names();
        self.castling.retain(|c| {
            let i = names.iter().position(|n| n == c).expect("a castling");
            let (king, _, rook, _) = castlings(i / 2)[i % 2];
            ![king, rook].iter().any(|&s| s == mv.from || s == mv.to)
        });
        let irreversible = captured.is_some() || piece.kind == 'P' || mv.promotion.is_some();
        self.halfmove = if irreversible { 0 } else { self.halfmove + 1 };
        self.ply += 1;
        self.to_move = self.next_live(mover);
        irreversible
    }

    fn next_live(&self, army: usize) -> usize {
        (1..=8)
            .map(|i| (army + i) % 8)
            .find(|&a| self.live(a))
            .unwrap_or(army)
    }

    /// The live armies' sides: each army alone in Singles, else partners together.
    fn sides_left(&self) -> usize {
        let live: Vec<usize> = (0..8).filter(|&a| self.live(a)).collect();
        live.iter()
            .filter(|&&a| !live.iter().any(|&b| b < a && self.partners(a, b)))
            .count()
    }

    fn bare_kings(&self) -> bool {
        self.pieces()
            .iter()
            .all(|(_, p)| !self.live(p.army) || p.kind == 'K')
    }

    fn draw(&mut self, end: End) {
        if self.mode == Mode::Singles {
            for a in 0..8 {
                if self.live(a) {
                    self.points[a] += DRAW_POINTS;
                }
            }
        }
        self.end = Some(end);
    }

    /// Automatic transitions before a choice: mates and stalemates of the player to
    /// move, then the end and the draws. Returns whether he has a choice.
    pub fn settle(&mut self) -> bool {
        self.settled_moves().is_some()
    }

    /// A resignation: the army goes out as a mated one does, for no points.
    pub fn resign(&mut self, army: usize) {
        self.eliminate(army, 'R');
        if self.to_move == army {
            self.to_move = self.next_live(army);
        }
    }

    /// Singles, once over: the armies best first, by points, ties to the later out
    /// (a live army counts as out last).
    pub fn standings(&self) -> Vec<usize> {
        let mut armies: Vec<usize> = (0..8).collect();
        let out = |a: usize| match self.order[a] {
            0 => u32::MAX,
            n => n,
        };
        armies.sort_by_key(|&a| (std::cmp::Reverse(self.points[a]), std::cmp::Reverse(out(a))));
        armies
    }

    fn key(&self) -> String {
        let fen = self.fen();
        let fields: Vec<&str> = fen.split(' ').collect();
        format!("{} {} {} {}", fields[0], fields[1], fields[2], fields[8])
    }

    /// The board's grid, a–x by 1–24, less the holes.
    fn grid() -> Grid<'static> {
        Grid {
            width: SIZE,
            height: SIZE,
            exists: &|f, r| exists((f, r)),
        }
    }

    /// Reads our FEN; an error names the field.
    pub fn from_fen(fen: &str, mode: Mode) -> Result<Reference, String> {
        let fields: Vec<&str> = fen.split(' ').collect();
        if fields.len() != 10 {
            return Err(format!("ten fields, not {}", fields.len()));
        }
        let mut r = Reference::empty(mode);
        for (f, rank, p) in Self::grid().read(fields[0], &ARMIES)? {
            r.set(
                (f, rank),
                Some(Piece {
                    army: p.army,
                    kind: p.kind,
                    promoted: p.promoted,
                }),
            );
        }
        let common = Common::read(&fields, &ARMIES, &castling_names())?;
        r.to_move = common.to_move;
        r.states = common.states;
        r.points = common.points;
        r.kings_taken = common.kings_taken;
        r.halfmove = common.halfmove;
        r.ply = common.ply;
        r.castling = common.castling;
        let order: Vec<u32> = fields[9].chars().filter_map(|c| c.to_digit(10)).collect();
        if order.len() != 8 || fields[9].len() != 8 {
            return Err(format!("order: {:?}", fields[9]));
        }
        for (a, &n) in order.iter().enumerate() {
            if (n == 0) != (r.states[a] == 'L') {
                return Err(format!(
                    "order: {} is {} but has {n}",
                    ARMIES[a], r.states[a]
                ));
            }
        }
        r.order.copy_from_slice(&order);
        if !r.live(r.to_move) && (0..8).any(|a| r.live(a)) {
            return Err("to move: an army out of the game".into());
        }
        r.seen = vec![r.key()];
        Ok(r)
    }
}

impl Plays for Reference {
    type Move = RefMove;

    fn legal_moves(&self) -> Vec<RefMove> {
        if self.end.is_some() {
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
        moves
    }

    fn settled_moves(&mut self) -> Option<Vec<RefMove>> {
        let mut passes = 0;
        loop {
            if self.end.is_some() {
                return None;
            }
            if self.sides_left() <= 1 {
                self.end = Some(End::Won);
                return None;
            }
            let p = self.to_move;
            let moves = self.legal_moves();
            if !moves.is_empty() {
                let key = self.key();
                let live = (0..8).filter(|&a| self.live(a)).count() as u32;
                if self.seen.iter().filter(|k| **k == key).count() >= 3 {
                    self.draw(End::Repetition);
                } else if self.halfmove >= DRAW_ROUNDS * live {
                    self.draw(End::Clock);
                } else if self.bare_kings() {
                    self.draw(End::BareKings);
                }
                return self.end.is_none().then_some(moves);
            }
            if self.in_check(p) {
                if self.mode == Mode::Singles {
                    let king = self.king_of(p).unwrap();
                    let first = (1..8).map(|i| (p + i) % 8).find(|&a| {
                        self.live(a)
                            && self
                                .pieces()
                                .iter()
                                .any(|&(s, piece)| piece.army == a && self.hits(s, piece, king))
                    });
                    if let Some(a) = first {
                        self.points[a] += KING_POINTS;
                    }
                }
                self.eliminate(p, 'X');
            } else if self.mode == Mode::Singles {
                self.points[p] += KING_POINTS;
                self.eliminate(p, 'X');
            } else {
                passes += 1;
                if passes >= (0..8).filter(|&a| self.live(a)).count() {
                    self.draw(End::NoMoves);
                    return None;
                }
                self.to_move = self.next_live(p);
                continue;
            }
            passes = 0;
            self.to_move = self.next_live(p);
        }
    }

    /// Plays a move and remembers the position reached (threefold repetition).
    fn play(&mut self, mv: &RefMove) {
        if self.apply(mv) {
            self.seen.clear();
        }
        self.seen.push(self.key());
    }

    /// Our FEN (docs/notation-multi-draft.md).
    fn fen(&self) -> String {
        let board = Self::grid().write(&ARMIES, |f, r| {
            self.at((f, r)).map(|p| Placed {
                army: p.army,
                kind: p.kind,
                promoted: p.promoted,
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
        let order: String = self.order.iter().map(|n| n.to_string()).collect();
        format!("{board} {} {order}", common.write(&ARMIES))
    }

    fn text(mv: &RefMove) -> String {
        mv.text()
    }
}
