//! A deliberately simple second implementation of diceless Čaturádží, written from
//! the rules (not from the engine) to check the engine's move generation, captures,
//! points, ends and perft counts. Plain grids, clones and strings; no speed.

#![allow(dead_code)]

#[path = "../reference_board/mod.rs"]
mod board;

pub use board::RefMove;
use board::{KING, KNIGHT, ROOK, Sq, on_8x8, ray};

const ARMIES: [char; 4] = ['r', 'g', 'y', 'b'];
const FORWARD: [Sq; 4] = [(0, 1), (1, 0), (0, -1), (-1, 0)];

fn value(piece: char) -> u32 {
    match piece {
        'P' => 1,
        'B' => 2,
        'N' => 3,
        'E' => 4,
        'K' => 5,
        _ => 0,
    }
}

type Cell = Option<(usize, char)>;

#[derive(Clone, Debug)]
pub struct Reference {
    /// `board[rank][file]`, rank 0 at the bottom.
    pub board: [[Cell; 8]; 8],
    pub to_move: usize,
    pub states: [char; 4],
    pub points: [u32; 4],
    pub kings: [u32; 4],
    pub halfmove: u32,
    pub teams: bool,
    /// Keys of the positions after each ply since the last capture or pawn move.
    pub seen: Vec<String>,
}

impl Reference {
    pub fn from_fen(fen: &str, teams: bool) -> Reference {
        let fields: Vec<&str> = fen.split(' ').collect();
        let mut board = [[None; 8]; 8];
        for (i, row) in fields[0].split('/').enumerate() {
            let rank = 7 - i;
            let mut file = 0;
            let chars: Vec<char> = row.chars().collect();
            let mut j = 0;
            while j < chars.len() {
                if let Some(d) = chars[j].to_digit(10) {
                    file += d as usize;
                    j += 1;
                } else {
                    let army = ARMIES.iter().position(|&a| a == chars[j]).unwrap();
                    board[rank][file] = Some((army, chars[j + 1]));
                    file += 1;
                    j += 2;
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
        let numbers = |s: &str| -> [u32; 4] {
            let v: Vec<u32> = s.split(',').map(|n| n.parse().unwrap()).collect();
            [v[0], v[1], v[2], v[3]]
        };
        let mut reference = Reference {
            board,
            to_move,
            states,
            points: numbers(fields[3]),
            kings: numbers(fields[4]),
            halfmove: fields[5].parse().unwrap(),
            teams,
            seen: Vec::new(),
        };
        reference.seen.push(reference.key());
        reference
    }

    fn key(&self) -> String {
        format!("{:?}{}{:?}", self.board, self.to_move, self.states)
    }

    fn live(&self, army: usize) -> bool {
        self.states[army] == 'L'
    }

    fn partners(&self, a: usize, b: usize) -> bool {
        self.teams && a != b && a % 2 == b % 2
    }

    fn at(&self, (f, r): Sq) -> Option<Cell> {
        if (0..8).contains(&f) && (0..8).contains(&r) {
            Some(self.board[r as usize][f as usize])
        } else {
            None
        }
    }

    fn has_piece(&self, army: usize, piece: char) -> bool {
        self.board
            .iter()
            .flatten()
            .any(|c| *c == Some((army, piece)))
    }

    /// Moves of `army` (pseudo-legal = legal: there is no check).
    pub fn moves_of(&self, army: usize) -> Vec<RefMove> {
        let mut moves = Vec::new();
        if !self.live(army) {
            return moves;
        }
        for r in 0..8 {
            for f in 0..8 {
                let Some((owner, piece)) = self.board[r][f] else {
                    continue;
                };
                if owner != army {
                    continue;
                }
                let from = (f as i32, r as i32);
                let mut targets = Vec::new();
                let jumps: &[Sq] = match piece {
                    'K' => &KING,
                    'N' => &KNIGHT,
                    'B' => &[(2, 2), (2, -2), (-2, 2), (-2, -2)],
                    _ => &[],
                };
                for (df, dr) in jumps {
                    targets.push((from.0 + df, from.1 + dr));
                }
                if piece == 'E' {
                    for direction in ROOK {
                        for to in ray(from, direction, on_8x8) {
                            targets.push(to);
                            if self.at(to).is_some_and(|cell| cell.is_some()) {
                                break;
                            }
                        }
                    }
                }
                let mut pawn_targets = Vec::new();
                if piece == 'P' {
                    let (fx, fy) = FORWARD[army];
                    let ahead = (from.0 + fx, from.1 + fy);
                    if self.at(ahead) == Some(None) {
                        pawn_targets.push(ahead);
                    }
                    // The two squares diagonally ahead.
                    let sides = if fx == 0 {
                        [(1, 0), (-1, 0)]
                    } else {
                        [(0, 1), (0, -1)]
                    };
                    for (sx, sy) in sides {
                        let diagonal = (ahead.0 + sx, ahead.1 + sy);
                        if let Some(Some(_)) = self.at(diagonal) {
                            pawn_targets.push(diagonal);
                        }
                    }
                }
                for to in targets.into_iter().chain(pawn_targets) {
                    let Some(cell) = self.at(to) else { continue };
                    if let Some((owner, _)) = cell
                        && (owner == army || self.partners(army, owner))
                    {
                        continue;
                    }
                    let mut promotion = None;
                    if piece == 'P' {
                        let (fx, fy) = FORWARD[army];
                        let on_edge = match (fx, fy) {
                            (0, 1) => to.1 == 7,
                            (0, -1) => to.1 == 0,
                            (1, 0) => to.0 == 7,
                            _ => to.0 == 0,
                        };
                        if on_edge {
                            let along = if fx == 0 { to.0 } else { to.1 };
                            let new_piece = match along {
                                0 | 7 => 'B',
                                1 | 6 => 'N',
                                2 | 5 => 'E',
                                _ => continue,
                            };
                            if self.has_piece(army, new_piece) {
                                continue;
                            }
                            promotion = Some(new_piece);
                        }
                    }
                    moves.push(RefMove {
                        from,
                        to,
                        promotion,
                    });
                }
            }
        }
        moves
    }

    pub fn next_live_after(&self, army: usize) -> usize {
        (1..=4)
            .map(|i| (army + i) % 4)
            .find(|&a| self.live(a))
            .unwrap_or(army)
    }

    /// Skips players who cannot move; false if nobody can.
    pub fn settle(&mut self) -> bool {
        for _ in 0..4 {
            if !self.moves_of(self.to_move).is_empty() {
                return true;
            }
            self.to_move = self.next_live_after(self.to_move);
        }
        false
    }

    fn take(&mut self, mover: usize, (f, r): Sq) {
        if let Some((owner, piece)) = self.board[r as usize][f as usize].take()
            && self.live(owner)
        {
            self.points[mover] += value(piece);
            if piece == 'K' {
                self.states[owner] = 'X';
                self.kings[mover] += 1;
            }
        }
    }

    pub fn play(&self, mv: &RefMove) -> Reference {
        let mut next = self.clone();
        let me = self.to_move;
        let (_, piece) = self.board[mv.from.1 as usize][mv.from.0 as usize].unwrap();
        let mut irreversible = piece == 'P' || self.at(mv.to) != Some(None);
        next.take(me, mv.to);
        next.board[mv.from.1 as usize][mv.from.0 as usize] = None;
        let landed = mv.promotion.unwrap_or(piece);
        next.board[mv.to.1 as usize][mv.to.0 as usize] = Some((me, landed));
        if landed == 'B' {
            for (bx, by) in [(0, 0), (-1, 0), (0, -1), (-1, -1)] {
                let corner = (mv.to.0 + bx, mv.to.1 + by);
                let block =
                    [(0, 0), (1, 0), (0, 1), (1, 1)].map(|(x, y)| (corner.0 + x, corner.1 + y));
                let cells: Vec<Option<Cell>> = block.iter().map(|&s| next.at(s)).collect();
                let boats: Vec<usize> = cells
                    .iter()
                    .filter_map(|c| match c {
                        Some(Some((army, 'B'))) => Some(*army),
                        _ => None,
                    })
                    .collect();
                let mut distinct = boats.clone();
                distinct.sort();
                distinct.dedup();
                if boats.len() == 4 && distinct.len() == 4 {
                    for square in block {
                        let (owner, _) = next.at(square).unwrap().unwrap();
                        if square != mv.to && !self.partners(me, owner) {
                            next.take(me, square);
                            irreversible = true;
                        }
                    }
                    break;
                }
            }
        }
        next.halfmove = if irreversible { 0 } else { self.halfmove + 1 };
        next.to_move = next.next_live_after(me);
        if irreversible {
            next.seen.clear();
        }
        let key = next.key();
        next.seen.push(key);
        next
    }

    fn only_kings(&self, army: usize) -> bool {
        self.board
            .iter()
            .flatten()
            .flatten()
            .all(|&(owner, piece)| owner != army || piece == 'K')
    }

    fn material(&self, army: usize) -> u32 {
        self.board
            .iter()
            .flatten()
            .flatten()
            .filter(|(owner, _)| *owner == army)
            .map(|&(_, piece)| value(piece))
            .sum()
    }

    pub fn over(&self) -> bool {
        let live: Vec<usize> = (0..4).filter(|&a| self.live(a)).collect();
        let repeated = self.seen.iter().filter(|k| **k == self.key()).count() >= 3;
        if repeated || self.halfmove >= 200 {
            return true;
        }
        if self.teams {
            let team_in = |t: usize| live.iter().any(|&a| a % 2 == t);
            if !team_in(0) || !team_in(1) {
                return true;
            }
            let team_kings_only = |t: usize| {
                live.iter()
                    .filter(|&&a| a % 2 == t)
                    .all(|&a| self.only_kings(a))
            };
            return team_kings_only(0) || team_kings_only(1);
        }
        if live.iter().any(|&a| self.kings[a] == 3) || live.len() <= 1 {
            return true;
        }
        if live.iter().all(|&a| self.only_kings(a)) {
            return true;
        }
        // The ranking cannot change: nobody can reach anyone level with or above him.
        let can_change = live.iter().any(|&p| {
            let gain: u32 = live
                .iter()
                .filter(|&&q| q != p)
                .map(|&q| self.material(q))
                .sum();
            let mut best = self.points[p] + gain;
            if self.kings[p] as usize + live.len() - 1 == 3 {
                best = best.max(54);
            }
            best > self.points[p]
                && (0..4)
                    .any(|q| q != p && self.points[q] >= self.points[p] && self.points[q] <= best)
        });
        !can_change
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        if self.over() {
            return 0;
        }
        let mut here = self.clone();
        if !here.settle() {
            return 0;
        }
        let moves = here.moves_of(here.to_move);
        if depth == 1 {
            return moves.len() as u64;
        }
        moves.iter().map(|m| here.play(m).perft(depth - 1)).sum()
    }

    /// The moves of whoever moves next (after forced passes), as text, sorted.
    pub fn move_texts(&self) -> Vec<String> {
        if self.over() {
            return Vec::new();
        }
        let mut here = self.clone();
        if !here.settle() {
            return Vec::new();
        }
        let mut texts: Vec<String> = here
            .moves_of(here.to_move)
            .iter()
            .map(RefMove::text)
            .collect();
        texts.sort();
        texts
    }

    /// The board part of a FEN, as the engine writes it.
    pub fn board_text(&self) -> String {
        let mut rows = Vec::new();
        for r in (0..8).rev() {
            let mut row = String::new();
            let mut empty = 0;
            for f in 0..8 {
                match self.board[r][f] {
                    None => empty += 1,
                    Some((army, piece)) => {
                        if empty > 0 {
                            row += &empty.to_string();
                            empty = 0;
                        }
                        row.push(ARMIES[army]);
                        row.push(piece);
                    }
                }
            }
            if empty > 0 {
                row += &empty.to_string();
            }
            rows.push(row);
        }
        rows.join("/")
    }
}
