//! A deliberately simple second implementation of four-player chess, written from
//! the rules (docs/rules/fourplayer.md), not from the engine: plain
//! grids, clones, forward move generation and a brute-force attack test. It checks
//! the engine's moves, points, eliminations, ends and perft counts. Threefold
//! repetition is left out: the positions checked here cannot repeat.
//!
//! A resigned free-for-all player's king walks on by itself: it makes the first
//! legal king move in the order east, north-east, north, north-west, west,
//! south-west, south, south-east (docs/rules/fourplayer.md).

#![allow(dead_code)]

#[path = "../reference_board/mod.rs"]
mod board;

use board::{BISHOP, KING, KNIGHT, ROOK, ray};
pub use board::{RefMove, Sq, square};

pub const ARMIES: [char; 4] = ['r', 'b', 'y', 'g'];
const FORWARD: [(i32, i32); 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];
/// Per army: (king from, king to, rook from, rook to), king side first.
const CASTLINGS: [[(&str, &str, &str, &str); 2]; 4] = [
    [("h1", "j1", "k1", "i1"), ("h1", "f1", "d1", "g1")],
    [("a7", "a5", "a4", "a6"), ("a7", "a9", "a11", "a8")],
    [("g14", "e14", "d14", "f14"), ("g14", "i14", "k14", "h14")],
    [("n8", "n10", "n11", "n9"), ("n8", "n6", "n4", "n7")],
];

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub army: usize,
    pub kind: char,
    pub promoted: bool,
}

pub fn exists((f, r): Sq) -> bool {
    let inside = |x: i32| (0..14).contains(&x);
    let middle = |x: i32| (3..11).contains(&x);
    inside(f) && inside(r) && (middle(f) || middle(r))
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
        'K' => 20,
        _ => 0,
    }
}

#[derive(Clone, Debug)]
pub struct Reference {
    /// `board[rank][file]`, rank 0 at the bottom.
    pub board: [[Option<Piece>; 14]; 14],
    pub to_move: usize,
    /// 'L' live, 'X' out (mated, stalemated or king taken), 'R' resigned,
    /// 'W' resigned with the king walking on.
    pub states: [char; 4],
    pub points: [u32; 4],
    pub halfmove: u32,
    /// Castlings allowed, as king moves (`h1j1`).
    pub castling: Vec<String>,
    pub teams: bool,
    pub over: bool,
}

impl Reference {
    /// From the engine's own FEN (docs/notation.md), read independently.
    pub fn from_fen(fen: &str, teams: bool) -> Reference {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut board = [[None; 14]; 14];
        for (i, row) in fields[0].split('/').enumerate() {
            let rank = 13 - i;
            let chars: Vec<char> = row.chars().collect();
            let (mut file, mut j) = (0, 0);
            while j < chars.len() {
                let c = chars[j];
                if c.is_ascii_digit() {
                    let mut n = 0;
                    while j < chars.len() && chars[j].is_ascii_digit() {
                        n = n * 10 + chars[j].to_digit(10).unwrap() as usize;
                        j += 1;
                    }
                    file += n;
                } else if c == '*' {
                    file += 1;
                    j += 1;
                } else {
                    let army = ARMIES.iter().position(|&a| a == c).unwrap();
                    let promoted = chars.get(j + 2) == Some(&'~');
                    board[rank][file] = Some(Piece {
                        army,
                        kind: chars[j + 1],
                        promoted,
                    });
                    file += 1;
                    j += if promoted { 3 } else { 2 };
                }
            }
        }
        let to_move = ARMIES
            .iter()
            .position(|&a| a.to_string() == fields[1])
            .unwrap();
        let mut states = ['L'; 4];
        for (i, c) in fields[2].chars().enumerate() {
            states[i] = c;
        }
        let mut points = [0; 4];
        for (i, p) in fields[3].split(',').enumerate() {
            points[i] = p.parse().unwrap();
        }
        let castling = match fields[8] {
            "-" => Vec::new(),
            list => list.split(',').map(str::to_string).collect(),
        };
        Reference {
            board,
            to_move,
            states,
            points,
            halfmove: fields[5].parse().unwrap(),
            castling,
            teams,
            over: false,
        }
    }

    pub fn at(&self, (f, r): Sq) -> Option<Piece> {
        if exists((f, r)) {
            self.board[r as usize][f as usize]
        } else {
            None
        }
    }

    fn set(&mut self, (f, r): Sq, piece: Option<Piece>) {
        self.board[r as usize][f as usize] = piece;
    }

    fn partners(&self, a: usize, b: usize) -> bool {
        self.teams && a != b && a % 2 == b % 2
    }

    fn live(&self, army: usize) -> bool {
        self.states[army] == 'L'
    }

    fn walking(&self, army: usize) -> bool {
        self.states[army] == 'W'
    }

    /// Whether this piece moves and attacks: of a live army, or a walking king.
    fn active(&self, piece: Piece) -> bool {
        self.live(piece.army) || (self.walking(piece.army) && piece.kind == 'K')
    }

    fn pieces(&self) -> Vec<(Sq, Piece)> {
        let mut out = Vec::new();
        for r in 0..14 {
            for f in 0..14 {
                if let Some(p) = self.board[r as usize][f as usize] {
                    out.push(((f, r), p));
                }
            }
        }
        out
    }

    fn king_of(&self, army: usize) -> Option<Sq> {
        self.pieces()
            .into_iter()
            .find(|(_, p)| p.army == army && p.kind == 'K')
            .map(|(s, _)| s)
    }

    /// The squares a piece on `from` attacks (could capture on), whatever stands there.
    fn attacks(&self, from: Sq, piece: Piece) -> Vec<Sq> {
        let mut out = Vec::new();
        let add = |out: &mut Vec<Sq>, s: Sq| {
            if exists(s) {
                out.push(s)
            }
        };
        let (f, r) = from;
        let slide = |out: &mut Vec<Sq>, dirs: &[(i32, i32)]| {
            for &direction in dirs {
                for s in ray(from, direction, exists) {
                    out.push(s);
                    if self.at(s).is_some() {
                        break;
                    }
                }
            }
        };
        match piece.kind {
            'K' => KING
                .iter()
                .for_each(|&(df, dr)| add(&mut out, (f + df, r + dr))),
            'N' => KNIGHT
                .iter()
                .for_each(|&(df, dr)| add(&mut out, (f + df, r + dr))),
            'R' => slide(&mut out, &ROOK),
            'B' => slide(&mut out, &BISHOP),
            'Q' => {
                slide(&mut out, &ROOK);
                slide(&mut out, &BISHOP);
            }
            'P' => {
                let (fx, fy) = FORWARD[piece.army];
                // Diagonally forward: forward plus one step to either side.
                add(&mut out, (f + fx + fy, r + fy - fx));
                add(&mut out, (f + fx - fy, r + fy + fx));
            }
            _ => {}
        }
        out
    }

    /// Armies whose live pieces threaten `army`: live, not him, not his partner.
    fn enemies(&self, army: usize) -> Vec<usize> {
        (0..4)
            .filter(|&a| a != army && (self.live(a) || self.walking(a)))
            .filter(|&a| !self.partners(a, army))
            .collect()
    }

    fn attacked_by(&self, target: Sq, armies: &[usize]) -> bool {
        self.pieces()
            .into_iter()
            .filter(|(_, p)| armies.contains(&p.army) && self.active(*p))
            .any(|(s, p)| self.attacks(s, p).contains(&target))
    }

    fn in_check(&self, army: usize) -> bool {
        match self.king_of(army) {
            Some(k) => self.attacked_by(k, &self.enemies(army)),
            None => false,
        }
    }

    fn promotion_rank_reached(&self, army: usize, (f, r): Sq) -> bool {
        let rank = if self.teams { 11 } else { 8 };
        match army {
            0 => r == rank - 1,
            1 => f == rank - 1,
            2 => r == 14 - rank,
            _ => f == 14 - rank,
        }
    }

    fn on_start_rank(army: usize, (f, r): Sq) -> bool {
        match army {
            0 => r == 1,
            1 => f == 1,
            2 => r == 12,
            _ => f == 12,
        }
    }

    fn may_take(&self, army: usize, s: Sq) -> bool {
        match self.at(s) {
            Some(p) => p.army != army && !self.partners(p.army, army),
            None => false,
        }
    }

    /// Moves that follow the pieces' movements, before the check test.
    fn pseudo_moves(&self, army: usize) -> Vec<RefMove> {
        let mut out = Vec::new();
        for (from, piece) in self.pieces() {
            if piece.army != army || !self.active(piece) {
                continue;
            }
            let mut targets = Vec::new();
            if piece.kind == 'P' {
                let (fx, fy) = FORWARD[army];
                let one = (from.0 + fx, from.1 + fy);
                if exists(one) && self.at(one).is_none() {
                    targets.push(one);
                    let two = (one.0 + fx, one.1 + fy);
                    if Self::on_start_rank(army, from) && exists(two) && self.at(two).is_none() {
                        targets.push(two);
                    }
                }
                for s in self.attacks(from, piece) {
                    if self.may_take(army, s) {
                        targets.push(s);
                    }
                }
            } else {
                for s in self.attacks(from, piece) {
                    if self.at(s).is_none() || self.may_take(army, s) {
                        targets.push(s);
                    }
                }
            }
            for to in targets {
                if piece.kind == 'P' && self.promotion_rank_reached(army, to) {
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
        for &(king, king_to, rook, rook_to) in &CASTLINGS[army] {
            if !self.live(army) || !self.castling.contains(&format!("{king}{king_to}")) {
                continue;
            }
            let (k, r) = (square(king), square(rook));
            let own =
                |s: Sq, kind: char| self.at(s).is_some_and(|p| p.army == army && p.kind == kind);
            if !own(k, 'K') || !own(r, 'R') {
                continue;
            }
            let step = ((r.0 - k.0).signum(), (r.1 - k.1).signum());
            let mut s = (k.0 + step.0, k.1 + step.1);
            let mut clear = true;
            while s != r {
                clear &= self.at(s).is_none();
                s = (s.0 + step.0, s.1 + step.1);
            }
            let _ = rook_to;
            let to = square(king_to);
            let passed = (k.0 + step.0, k.1 + step.1);
            let enemies = self.enemies(army);
            if clear && !self.attacked_by(k, &enemies) && !self.attacked_by(passed, &enemies) {
                out.push(RefMove {
                    from: k,
                    to,
                    promotion: None,
                });
            }
        }
        out
    }

    /// Plays a move: captures, points, eliminations, castling, promotion, bonuses.
    pub fn play(&mut self, mv: &RefMove) {
        let mover = self.to_move;
        let mut piece = self.at(mv.from).unwrap();
        let captured = self.at(mv.to);
        if let Some(c) = captured.filter(|c| self.active(*c)) {
            self.points[mover] += value(c);
            if c.kind == 'K' {
                self.states[c.army] = 'X';
            }
        }
        if piece.kind == 'K' {
            for &(king, king_to, rook, rook_to) in &CASTLINGS[mover] {
                if mv.from == square(king) && mv.to == square(king_to) {
                    let rook_piece = self.at(square(rook));
                    self.set(square(rook), None);
                    self.set(square(rook_to), rook_piece);
                }
            }
        }
        if let Some(p) = mv.promotion {
            piece = Piece {
                army: mover,
                kind: p,
                promoted: true,
            };
        }
        self.set(mv.from, None);
        self.set(mv.to, Some(piece));
        self.castling.retain(|c| {
            let index = (0..4)
                .flat_map(|a| CASTLINGS[a].iter())
                .find(|(k, t, _, _)| format!("{k}{t}") == *c)
                .unwrap();
            let touched = [square(index.0), square(index.2)];
            !touched.contains(&mv.from) && !touched.contains(&mv.to)
        });
        self.halfmove = if captured.is_some() || piece.kind == 'P' || mv.promotion.is_some() {
            0
        } else {
            self.halfmove + 1
        };
        if !self.teams {
            self.points[mover] += self.check_bonus(mover);
        }
        self.to_move = self.next_live(mover);
    }

    fn check_bonus(&self, mover: usize) -> u32 {
        let mut kings = 0;
        let mut queens_only = true;
        for army in (0..4).filter(|&a| a != mover && (self.live(a) || self.walking(a))) {
            let Some(k) = self.king_of(army) else {
                continue;
            };
            let checkers: Vec<Piece> = self
                .pieces()
                .into_iter()
                .filter(|(s, p)| {
                    p.army == mover && self.active(*p) && self.attacks(*s, *p).contains(&k)
                })
                .map(|(_, p)| p)
                .collect();
            if !checkers.is_empty() {
                kings += 1;
                queens_only &= checkers.iter().all(|p| p.kind == 'Q');
            }
        }
        match (kings, queens_only) {
            (2, true) => 1,
            (2, false) => 5,
            (3, true) => 5,
            (3, false) => 20,
            _ => 0,
        }
    }

    fn next_live(&self, army: usize) -> usize {
        (1..=4)
            .map(|i| (army + i) % 4)
            .find(|&a| self.live(a) || self.walking(a))
            .unwrap_or(army)
    }

    /// The walking king's own move: the first legal one by direction.
    fn walking_move(&self) -> Option<RefMove> {
        let moves = self.legal_moves();
        let from = self.king_of(self.to_move)?;
        KING.iter().find_map(|&(df, dr)| {
            let to = (from.0 + df, from.1 + dr);
            moves.iter().find(|m| m.to == to).cloned()
        })
    }

    pub fn legal_moves(&self) -> Vec<RefMove> {
        let army = self.to_move;
        let mut moves: Vec<RefMove> = self
            .pseudo_moves(army)
            .into_iter()
            .filter(|mv| {
                // In teams taking a king ends the game: legal whatever it leaves.
                let takes_king = self.teams
                    && self
                        .at(mv.to)
                        .is_some_and(|c| c.kind == 'K' && c.army != army && self.active(c));
                let mut after = self.clone();
                after.play(mv);
                takes_king || !after.in_check(army)
            })
            .collect();
        moves.sort();
        moves
    }

    pub fn move_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = self.legal_moves().iter().map(RefMove::text).collect();
        texts.sort();
        texts
    }

    fn only_kings(&self, army: usize) -> bool {
        self.pieces()
            .iter()
            .all(|(_, p)| p.army != army || p.kind == 'K')
    }

    /// Whether the game has ended, judged from the position.
    fn ended(&self) -> bool {
        let live: Vec<usize> = (0..4).filter(|&a| self.live(a)).collect();
        if self.halfmove >= 200 || live.iter().all(|&a| self.only_kings(a)) {
            return true;
        }
        if self.teams {
            return live.len() < 4;
        }
        if live.len() <= 1 {
            return true;
        }
        if live.len() == 2 {
            let (a, b) = (self.points[live[0]], self.points[live[1]]);
            let top = a.max(b);
            return top > a.min(b) + 20 && self.points.iter().all(|&p| p <= top);
        }
        false
    }

    /// Automatic transitions before a choice: mates and stalemates of the player
    /// to move, and the end. Returns false when the game is over.
    pub fn settle(&mut self) -> bool {
        for _ in 0..64 {
            if self.over || self.ended() {
                self.over = true;
                return false;
            }
            let army = self.to_move;
            if self.walking(army) {
                if let Some(mv) = self.walking_move() {
                    self.play(&mv);
                    continue;
                }
            } else if !self.legal_moves().is_empty() {
                return true;
            }
            if self.teams {
                self.over = true;
                return false;
            }
            if self.in_check(army) {
                let king = self.king_of(army).unwrap();
                // The attacker who moved last is the nearest one before him.
                let last = (1..4).map(|b| (army + 4 - b) % 4).find(|&a| {
                    self.pieces().into_iter().any(|(s, p)| {
                        p.army == a && self.active(p) && self.attacks(s, p).contains(&king)
                    })
                });
                if let Some(a) = last {
                    self.points[a] += 20;
                }
            } else if self.live(army) {
                self.points[army] += 20;
            }
            self.states[army] = 'X';
            self.to_move = self.next_live(army);
        }
        self.over = true;
        false
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut here = self.clone();
        if !here.settle() {
            return 0;
        }
        let moves = here.legal_moves();
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|mv| {
                let mut next = here.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}
