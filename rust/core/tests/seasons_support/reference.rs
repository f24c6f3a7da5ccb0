//! A second, deliberately simple implementation of diceless Seasons chess, written
//! for the tests from the seed alone: a plain 8 × 8 array, moves regenerated from
//! scratch, legality by playing the move and looking for attacks. Slow and obvious,
//! so that perft counts and legal move lists can be checked against it.

#[path = "../reference_board/mod.rs"]
mod board;

use board::{KING, KNIGHT, ROOK, Sq, name, on_8x8, ray};

/// A piece: its army (0 green, 1 red, 2 black, 3 white) and its letter.
type Piece = (u8, char);

#[derive(Clone)]
pub struct Reference {
    /// `board[file][rank]`.
    board: [[Option<Piece>; 8]; 8],
    live: [bool; 4],
    pub to_move: u8,
}

#[derive(Clone, Copy)]
pub struct RefMove {
    from: Sq,
    to: Sq,
}

impl RefMove {
    pub fn text(&self) -> String {
        format!("{}{}", name(self.from), name(self.to))
    }
}

const ARMIES: &str = "grbw";
const ALFIL: [Sq; 4] = [(2, 2), (2, -2), (-2, -2), (-2, 2)];
const FERS: [Sq; 4] = [(1, 1), (1, -1), (-1, -1), (-1, 1)];

/// A pawn's step: U north, E east, S south, W west.
fn pawn_step(letter: char) -> Option<Sq> {
    match letter {
        'U' => Some((0, 1)),
        'E' => Some((1, 0)),
        'S' => Some((0, -1)),
        'W' => Some((-1, 0)),
        _ => None,
    }
}

impl Reference {
    /// From the board, side and army fields of an engine FEN.
    pub fn from_fen(fen: &str) -> Reference {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut board = [[None; 8]; 8];
        for (i, row) in fields[0].split('/').enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            let mut chars = row.chars();
            while let Some(c) = chars.next() {
                if let Some(d) = c.to_digit(10) {
                    file += d as usize;
                } else {
                    let army = ARMIES.find(c).unwrap() as u8;
                    board[file][rank] = Some((army, chars.next().unwrap()));
                    file += 1;
                }
            }
        }
        let mut live = [false; 4];
        for (i, state) in fields[2].chars().enumerate() {
            live[i] = state == 'L';
        }
        let to_move = ARMIES.find(fields[1]).unwrap() as u8;
        Reference {
            board,
            live,
            to_move,
        }
    }

    fn at(&self, (f, r): Sq) -> Option<Piece> {
        self.board[f as usize][r as usize]
    }

    fn squares_of(&self, army: u8) -> Vec<Sq> {
        let mut out = Vec::new();
        for f in 0..8 {
            for r in 0..8 {
                if self.at((f, r)).is_some_and(|(a, _)| a == army) {
                    out.push((f, r));
                }
            }
        }
        out
    }

    /// Squares the piece on `from` could capture on (or move to, `capture` false).
    fn targets(&self, from: Sq, capture: bool) -> Vec<Sq> {
        let (army, letter) = self.at(from).unwrap();
        let mut out = Vec::new();
        let leap = |offsets: &[Sq], out: &mut Vec<Sq>| {
            for &(df, dr) in offsets {
                let to = (from.0 + df, from.1 + dr);
                if on_8x8(to) {
                    out.push(to);
                }
            }
        };
        match letter {
            'K' => leap(&KING, &mut out),
            'N' => leap(&KNIGHT, &mut out),
            'A' => leap(&ALFIL, &mut out),
            'F' => leap(&FERS, &mut out),
            'R' => {
                for direction in ROOK {
                    for to in ray(from, direction, on_8x8) {
                        out.push(to);
                        if self.at(to).is_some() {
                            break;
                        }
                    }
                }
            }
            p => {
                let (df, dr) = pawn_step(p).unwrap();
                if capture {
                    // Diagonally forward: the step plus one square to either side.
                    let side = (dr, df);
                    leap(
                        &[(df + side.0, dr + side.1), (df - side.0, dr - side.1)],
                        &mut out,
                    );
                } else {
                    leap(&[(df, dr)], &mut out);
                }
            }
        }
        out.retain(|&to| self.at(to).is_none_or(|(a, _)| a != army));
        out
    }

    fn attacked_by(&self, square: Sq, army: u8) -> bool {
        self.squares_of(army).into_iter().any(|from| {
            let is_pawn = pawn_step(self.at(from).unwrap().1).is_some();
            self.targets(from, is_pawn).contains(&square)
        })
    }

    fn king_of(&self, army: u8) -> Option<Sq> {
        self.squares_of(army)
            .into_iter()
            .find(|&s| self.at(s).unwrap().1 == 'K')
    }

    /// Live armies other than `army` whose pieces attack its king.
    fn checkers(&self, army: u8) -> Vec<u8> {
        let Some(king) = self.king_of(army) else {
            return Vec::new();
        };
        (0..4)
            .filter(|&b| b != army && self.live[b as usize] && self.attacked_by(king, b))
            .collect()
    }

    /// `army`'s pieces change colour to `to`, its king leaves; `army` is out.
    fn pass_army(&mut self, army: u8, to: u8) {
        for s in self.squares_of(army) {
            let (_, letter) = self.at(s).unwrap();
            self.board[s.0 as usize][s.1 as usize] = (letter != 'K').then_some((to, letter));
        }
        self.live[army as usize] = false;
    }

    fn apply(&self, mv: RefMove) -> Reference {
        let mut next = self.clone();
        let (army, mut letter) = self.at(mv.from).unwrap();
        if let Some((victim, 'K')) = self.at(mv.to) {
            next.pass_army(victim, army);
        }
        if let Some((df, dr)) = pawn_step(letter)
            && !on_8x8((mv.to.0 + df, mv.to.1 + dr))
        {
            letter = 'F';
        }
        next.board[mv.from.0 as usize][mv.from.1 as usize] = None;
        next.board[mv.to.0 as usize][mv.to.1 as usize] = Some((army, letter));
        next
    }

    pub fn legal_moves(&self) -> Vec<RefMove> {
        let army = self.to_move;
        let mut moves = Vec::new();
        for from in self.squares_of(army) {
            let is_pawn = pawn_step(self.at(from).unwrap().1).is_some();
            let mut targets = self.targets(from, false);
            if is_pawn {
                targets.retain(|&to| self.at(to).is_none());
                targets.extend(
                    self.targets(from, true)
                        .into_iter()
                        .filter(|&to| self.at(to).is_some()),
                );
            }
            for to in targets {
                let mv = RefMove { from, to };
                if self.apply(mv).checkers(army).is_empty() {
                    moves.push(mv);
                }
            }
        }
        moves
    }

    pub fn move_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = self.legal_moves().iter().map(RefMove::text).collect();
        texts.sort();
        texts
    }

    fn over(&self) -> bool {
        let live: Vec<u8> = (0..4).filter(|&a| self.live[a as usize]).collect();
        live.len() <= 1
            || live.iter().all(|&a| {
                self.squares_of(a)
                    .iter()
                    .all(|&s| self.at(s).unwrap().1 == 'K')
            })
    }

    fn next_live(&mut self) {
        for i in 1..=4 {
            let a = (self.to_move + i) % 4;
            if self.live[a as usize] {
                self.to_move = a;
                return;
            }
        }
    }

    /// Deals with players who cannot move (mate: army to the nearest attacker
    /// before him in turn order; stalemate: pieces removed) until someone can.
    /// False when the game is over.
    pub fn settle(&mut self) -> bool {
        loop {
            if self.over() {
                return false;
            }
            if !self.legal_moves().is_empty() {
                return true;
            }
            let army = self.to_move;
            let checking = self.checkers(army);
            let mater = (1..4)
                .map(|back| (army + 4 - back) % 4)
                .find(|a| checking.contains(a));
            match mater {
                Some(m) => self.pass_army(army, m),
                None => {
                    for s in self.squares_of(army) {
                        self.board[s.0 as usize][s.1 as usize] = None;
                    }
                    self.live[army as usize] = false;
                }
            }
            self.next_live();
        }
    }

    pub fn play(&self, text: &str) -> Reference {
        let mv = *self
            .legal_moves()
            .iter()
            .find(|m| m.text() == text)
            .unwrap_or_else(|| panic!("reference: {text} is not legal"));
        let mut next = self.apply(mv);
        next.next_live();
        next
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut here = self.clone();
        if !here.settle() {
            return 0;
        }
        here.legal_moves()
            .into_iter()
            .map(|mv| {
                let mut next = here.apply(mv);
                next.next_live();
                next.perft(depth - 1)
            })
            .sum()
    }
}
