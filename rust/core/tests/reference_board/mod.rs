//! The plain-board vocabulary of the tests' second implementations (the
//! `reference` generators, written from the rules and never from the engine):
//! squares as `(file, rank)` counted from 0 at a1, their names, and the steps of
//! the king and knight and the lines of the rook and bishop.

#![allow(dead_code)]

/// A square: `(file, rank)`, `(0, 0)` is a1.
pub type Sq = (i32, i32);

/// The king's steps, east first and then anticlockwise (a walking king tries
/// them in this order).
pub const KING: [Sq; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];
pub const KNIGHT: [Sq; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];
pub const ROOK: [Sq; 4] = [(1, 0), (0, 1), (-1, 0), (0, -1)];
pub const BISHOP: [Sq; 4] = [(1, 1), (-1, 1), (-1, -1), (1, -1)];

/// A move from square to square, promoting to the piece of that letter.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RefMove {
    pub from: Sq,
    pub to: Sq,
    pub promotion: Option<char>,
}

impl RefMove {
    /// As the engine writes it: `e7e8q`.
    pub fn text(&self) -> String {
        let mut s = format!("{}{}", name(self.from), name(self.to));
        if let Some(p) = self.promotion {
            s.push(p.to_ascii_lowercase());
        }
        s
    }
}

/// `(2, 9)` is `c10`.
pub fn name((f, r): Sq) -> String {
    format!("{}{}", char::from(b'a' + f as u8), r + 1)
}

/// `c10` is `(2, 9)`.
pub fn square(name: &str) -> Sq {
    let f = i32::from(name.as_bytes()[0] - b'a');
    let r: i32 = name[1..].parse().unwrap_or_else(|_| panic!("{name:?}"));
    (f, r - 1)
}

/// On an 8 × 8 board.
pub fn on_8x8((f, r): Sq) -> bool {
    (0..8).contains(&f) && (0..8).contains(&r)
}

/// The squares from `from` (not included) along `direction` for as long as
/// `exists` holds: a rider's line before what stands on it is looked at.
pub fn ray(from: Sq, (df, dr): Sq, exists: impl Fn(Sq) -> bool) -> impl Iterator<Item = Sq> {
    std::iter::successors(Some((from.0 + df, from.1 + dr)), move |&(f, r)| {
        Some((f + df, r + dr))
    })
    .take_while(move |&s| exists(s))
}
