//! Helpers for the eight-player chess tests: the simple reference implementation in
//! `reference.rs`, built positions, and the board's eight symmetries.

#![allow(dead_code)]

pub mod reference;

use reference::{
    ARMIES, Mode, Piece, Plays, Reference, Sq, back_rank, castling_names, name, square,
};

/// The eight kings at home: a quiet background for built positions.
pub const KINGS: &str = "wKh1 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1";

/// A position with these pieces (`wKh1 rP~c5 …`, `~` a promoted piece), every army
/// live, no castling, clocks at zero.
pub fn position(pieces: &str, to_move: char, mode: Mode) -> Reference {
    let mut r = Reference::empty(mode);
    for token in pieces.split_whitespace() {
        let army = ARMIES
            .iter()
            .position(|&a| token.starts_with(a))
            .unwrap_or_else(|| panic!("{token}"));
        let kind = token.chars().nth(1).unwrap();
        let promoted = token.chars().nth(2) == Some('~');
        let at = &token[if promoted { 3 } else { 2 }..];
        r.set(
            square(at),
            Some(Piece {
                army,
                kind,
                promoted,
            }),
        );
    }
    r.to_move = ARMIES.iter().position(|&a| a == to_move).unwrap();
    Reference::from_fen(&r.fen(), mode).unwrap_or_else(|e| panic!("{e}"))
}

/// The square's eight symmetries: 0–3 the rotations (1 a quarter turn clockwise),
/// 4–7 the mirrors.
pub fn transform(g: usize, (f, r): Sq) -> Sq {
    let n = 23;
    match g {
        0 => (f, r),
        1 => (r, n - f),
        2 => (n - f, n - r),
        3 => (n - r, f),
        4 => (n - f, r),
        5 => (f, n - r),
        6 => (r, f),
        _ => (n - r, n - f),
    }
}

/// A direction under the symmetry's turn or mirror.
pub fn turn(g: usize, (x, y): Sq) -> Sq {
    let (a, b) = (transform(g, (x, y)), transform(g, (0, 0)));
    (a.0 - b.0, a.1 - b.1)
}

/// The army each army's back rank goes to under the symmetry.
pub fn army_map(g: usize) -> [usize; 8] {
    std::array::from_fn(|a| {
        let mut image: Vec<Sq> = back_rank(a).iter().map(|&s| transform(g, s)).collect();
        image.sort();
        (0..8)
            .find(|&b| {
                let mut own = back_rank(b).to_vec();
                own.sort();
                own == image
            })
            .expect("a back rank goes to a back rank")
    })
}

/// A move's text under the symmetry.
pub fn move_image(g: usize, text: &str) -> String {
    let (from, rest) = split_square(text);
    let (to, promotion) = split_square(rest);
    format!(
        "{}{}{promotion}",
        name(transform(g, square(from))),
        name(transform(g, square(to)))
    )
}

fn split_square(text: &str) -> (&str, &str) {
    let digits = text[1..].chars().take_while(char::is_ascii_digit).count();
    text.split_at(1 + digits)
}

/// The position under the symmetry: squares moved, armies renamed (`army_map`).
pub fn transformed(r: &Reference, g: usize) -> Reference {
    let map = army_map(g);
    let mut t = Reference::empty(r.mode);
    for (s, p) in r.pieces() {
        t.set(
            transform(g, s),
            Some(Piece {
                army: map[p.army],
                ..p
            }),
        );
    }
    t.to_move = map[r.to_move];
    for (a, &to) in map.iter().enumerate() {
        t.states[to] = r.states[a];
        t.points[to] = r.points[a];
        t.kings_taken[to] = r.kings_taken[a];
        t.order[to] = r.order[a];
    }
    let images: Vec<String> = r.castling.iter().map(|c| move_image(g, c)).collect();
    t.castling = castling_names()
        .into_iter()
        .filter(|c| images.contains(c))
        .collect();
    t.halfmove = r.halfmove;
    t.ply = r.ply;
    Reference::from_fen(&t.fen(), r.mode).unwrap()
}

/// A small deterministic generator for random games.
pub struct Lcg(pub u64);

impl Lcg {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Positions along a random game from the start (captures preferred, so armies
/// meet and fall), one every `every` plies, while the game goes on.
pub fn random_positions(mode: Mode, seed: u64, plies: usize, every: usize) -> Vec<Reference> {
    let mut rng = Lcg(seed);
    let mut r = Reference::start(mode);
    let mut out = Vec::new();
    for ply in 0..plies {
        if !r.settle() {
            break;
        }
        if ply % every == every - 1 {
            out.push(r.clone());
        }
        let moves = r.legal_moves();
        let captures: Vec<_> = moves.iter().filter(|m| r.at(m.to).is_some()).collect();
        let mv = if !captures.is_empty() && rng.below(4) > 0 {
            captures[rng.below(captures.len())].clone()
        } else {
            moves[rng.below(moves.len())].clone()
        };
        r.play(&mv);
    }
    out
}
