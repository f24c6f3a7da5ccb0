//! Friendly chess has no outside engine, so a second generator, written here
//! from the rules alone on a plain 8 × 8 array, is the check: along random games
//! its moves must equal ours in every position, and after every move its board
//! (merges and chain reactions applied its own way) must equal ours.

mod reference_board;

use raja_core::Game;
use reference_board::{BISHOP, KING, KNIGHT, ROOK, Sq, name, on_8x8, ray, square};

/// A piece: its side (true for white) and its one or two letters (`"N"`, `"NB"`).
#[derive(Clone, Debug, PartialEq, Eq)]
struct Piece {
    white: bool,
    letters: String,
}

impl Piece {
    fn merged(&self) -> bool {
        self.letters.len() == 2
    }
    fn is(&self, letter: char) -> bool {
        !self.merged() && self.letters.starts_with(letter)
    }
}

type Board = [[Option<Piece>; 8]; 8];

struct Reference {
    board: Board,
    white: bool,
    castling: String,
    en_passant: Option<Sq>,
}

fn parse_board(field: &str) -> Board {
    let mut board: Board = Default::default();
    for (i, row) in field.split('/').enumerate() {
        let rank = 7 - i;
        let mut file = 0;
        let mut chars = row.chars();
        while let Some(c) = chars.next() {
            if let Some(run) = c.to_digit(10) {
                file += run as usize;
                continue;
            }
            let letters = match c {
                '(' => {
                    let pair: String = chars.by_ref().take_while(|&c| c != ')').collect();
                    pair
                }
                _ => c.to_string(),
            };
            board[rank][file] = Some(Piece {
                white: letters.chars().all(|c| c.is_ascii_uppercase()),
                letters: letters.to_ascii_uppercase(),
            });
            file += 1;
        }
    }
    board
}

/// The board field with merged letters in sorted order (ours may use either).
fn board_field(board: &Board) -> String {
    let mut out = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for cell in &board[rank] {
            match cell {
                None => empty += 1,
                Some(p) => {
                    if empty > 0 {
                        out.push_str(&empty.to_string());
                        empty = 0;
                    }
                    let mut letters: Vec<char> = p.letters.chars().collect();
                    letters.sort();
                    let text: String = letters.into_iter().collect();
                    let text = if p.white {
                        text
                    } else {
                        text.to_ascii_lowercase()
                    };
                    if p.merged() {
                        out.push_str(&format!("({text})"));
                    } else {
                        out.push_str(&text);
                    }
                }
            }
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
        }
        if rank > 0 {
            out.push('/');
        }
    }
    out
}

fn normalised(fen_board: &str) -> String {
    board_field(&parse_board(fen_board))
}

impl Reference {
    fn from_fen(fen: &str) -> Reference {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        Reference {
            board: parse_board(fields[0]),
            white: fields[1] == "w",
            castling: fields[2].to_string(),
            en_passant: (fields[3] != "-").then(|| square(fields[3])),
        }
    }

    fn at(&self, (f, r): Sq) -> Option<&Piece> {
        self.board[r as usize][f as usize].as_ref()
    }

    /// Whether `mover` may move onto `to`: empty, the enemy king, or (for an
    /// unmerged piece other than a king) any unmerged enemy piece.
    fn may_enter(&self, mover: &Piece, to: Sq) -> Option<bool> {
        match self.at(to) {
            None => Some(false),
            Some(p) if p.white == mover.white => None,
            Some(p) if p.is('K') => Some(true),
            Some(p) if !p.merged() && !mover.merged() && !mover.is('K') => Some(true),
            Some(_) => None,
        }
    }

    fn moves(&self) -> Vec<String> {
        let mut out = Vec::new();
        for rank in 0..8 {
            for file in 0..8 {
                let from = (file, rank);
                let Some(piece) = self.at(from).cloned() else {
                    continue;
                };
                if piece.white != self.white {
                    continue;
                }
                let mut targets: Vec<Sq> = Vec::new();
                for letter in piece.letters.chars() {
                    self.targets(&piece, letter, from, &mut targets);
                }
                targets.sort();
                targets.dedup();
                let last = if self.white { 7 } else { 0 };
                for to in targets {
                    if piece.is('P') && to.1 == last {
                        for p in ['q', 'r', 'b', 'n'] {
                            out.push(format!("{}{}{p}", name(from), name(to)));
                        }
                    } else {
                        out.push(format!("{}{}", name(from), name(to)));
                    }
                }
            }
        }
        self.castlings(&mut out);
        out.sort();
        out
    }

    fn targets(&self, piece: &Piece, letter: char, from: Sq, out: &mut Vec<Sq>) {
        let step = |(f, r): Sq, (df, dr): Sq| (f + df, r + dr);
        let leap = |offsets: &[Sq], out: &mut Vec<Sq>| {
            for &d in offsets {
                let to = step(from, d);
                if on_8x8(to) && self.may_enter(piece, to).is_some() {
                    out.push(to);
                }
            }
        };
        let slide = |dirs: &[Sq], out: &mut Vec<Sq>| {
            for &direction in dirs {
                for to in ray(from, direction, on_8x8) {
                    match self.may_enter(piece, to) {
                        Some(false) => out.push(to),
                        Some(true) => {
                            out.push(to);
                            break;
                        }
                        None => break,
                    }
                }
            }
        };
        match letter {
            'K' => leap(&KING, out),
            'N' => leap(&KNIGHT, out),
            'R' => slide(&ROOK, out),
            'B' => slide(&BISHOP, out),
            'Q' => {
                slide(&ROOK, out);
                slide(&BISHOP, out);
            }
            'P' => {
                let dir = if piece.white { 1 } else { -1 };
                let one = step(from, (0, dir));
                if on_8x8(one) && self.at(one).is_none() {
                    out.push(one);
                    let start = if piece.white { 1 } else { 6 };
                    let two = step(one, (0, dir));
                    if !piece.merged() && from.1 == start && self.at(two).is_none() {
                        out.push(two);
                    }
                }
                for df in [-1, 1] {
                    let to = step(from, (df, dir));
                    if !on_8x8(to) {
                        continue;
                    }
                    if self.may_enter(piece, to) == Some(true)
                        || (!piece.merged() && self.en_passant == Some(to))
                    {
                        out.push(to);
                    }
                }
            }
            _ => panic!("letter {letter}"),
        }
    }

    fn castlings(&self, out: &mut Vec<String>) {
        let (rank, king, rook_k, rook_q) = match self.white {
            true => (0, 'K', 'K', 'Q'),
            false => (7, 'K', 'k', 'q'),
        };
        let own = |f: i32, letter: char| {
            self.at((f, rank))
                .is_some_and(|p| p.white == self.white && p.is(letter))
        };
        if !own(4, king) {
            return;
        }
        let empty = |files: &[i32]| files.iter().all(|&f| self.at((f, rank)).is_none());
        if self.castling.contains(rook_k) && own(7, 'R') && empty(&[5, 6]) {
            out.push(format!("e{}g{}", rank + 1, rank + 1));
        }
        if self.castling.contains(rook_q) && own(0, 'R') && empty(&[1, 2, 3]) {
            out.push(format!("e{}c{}", rank + 1, rank + 1));
        }
    }

    /// The board after `mv`: the move, then the merge and the chain reaction.
    fn play(&mut self, mv: &str) {
        let (from, to) = (square(&mv[0..2]), square(&mv[2..4]));
        let mut piece = self.board[from.1 as usize][from.0 as usize].take().unwrap();
        if let Some(p) = mv.chars().nth(4) {
            piece.letters = p.to_ascii_uppercase().to_string();
        }
        let mut befriended = self.board[to.1 as usize][to.0 as usize].take();
        if piece.is('P') && from.0 != to.0 && befriended.is_none() {
            // En passant: the pawn that passed stands behind the target square.
            befriended = self.board[from.1 as usize][to.0 as usize].take();
        }
        if piece.is('K') && (to.0 - from.0).abs() == 2 {
            let (rook_from, rook_to) = if to.0 == 6 { (7, 5) } else { (0, 3) };
            let rook = self.board[from.1 as usize][rook_from].take();
            self.board[from.1 as usize][rook_to] = rook;
        }
        let white = piece.white;
        match befriended {
            Some(friend) if !friend.is('K') => {
                let letters = format!("{}{}", piece.letters, friend.letters);
                self.board[to.1 as usize][to.0 as usize] = Some(Piece { white, letters });
                let mut queue = vec![to];
                while let Some(at) = queue.pop() {
                    for d in KING {
                        let near = (at.0 + d.0, at.1 + d.1);
                        if !on_8x8(near) {
                            continue;
                        }
                        let cell = &mut self.board[near.1 as usize][near.0 as usize];
                        if cell.as_ref() == Some(&friend) {
                            *cell = Some(Piece {
                                white,
                                letters: friend.letters.clone(),
                            });
                            queue.push(near);
                        }
                    }
                }
            }
            _ => self.board[to.1 as usize][to.0 as usize] = Some(piece),
        }
    }
}

#[test]
fn moves_and_boards_equal_a_second_generator_along_random_games() {
    let mut state = 0x5eed_u64;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n
    };
    let (mut positions, mut merges) = (0, 0);
    for _ in 0..300 {
        let mut game = Game::new("friendly", 0).unwrap();
        for _ in 0..200 {
            let fen = game.fen();
            let reference = Reference::from_fen(&fen);
            let mut ours = game.legal_move_strings();
            ours.sort();
            if game.is_over() {
                assert!(ours.is_empty());
                break;
            }
            assert_eq!(ours, reference.moves(), "{fen}");
            positions += 1;
            let mv = ours[next(ours.len())].clone();
            let mut after = reference;
            after.play(&mv);
            let before_pieces = fen.matches(|c: char| c.is_ascii_alphabetic()).count();
            game.play(&mv).unwrap();
            let fen_after = game.fen();
            let board = fen_after.split_whitespace().next().unwrap();
            assert_eq!(normalised(board), board_field(&after.board), "{fen} {mv}");
            if fen_after.contains('(') && before_pieces > 0 {
                merges += 1;
            }
        }
    }
    assert!(positions > 20_000, "{positions}");
    assert!(merges > 1000, "{merges}");
}
