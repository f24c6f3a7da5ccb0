//! The three-player board (docs/rules/threeplayer.md, "Board and armies"): a
//! hexagon of 96 cells, three half-boards of 8 × 4 sewn together at their rank
//! 4. Each half has its own frame, local file a–h from its army's left and rank
//! 1–4 from its back rank; the cells are named on a 12 × 12 grid as the rules
//! name them (`a1` … `l12`). This module only says how the cells join; the move
//! tables walk the lines it makes like any other board's.

use crate::board::geometry::{Geometry, Square};
use crate::board::links::{DIRECTIONS, Links, Step};

/// Files and ranks of a half-board.
const FILES: i8 = 8;
const RANKS: i8 = 4;
/// The halves, in the armies' turn order (White, Black, Red).
pub const HALVES: u8 = 3;

/// Each half's local files a–h as letters of the global names.
const GLOBAL_FILES: [&[u8; 8]; 3] = [b"abcdefgh", b"lkjidcba", b"hgfeijkl"];

/// The square of (half, local file, local rank): half by half, rank by rank.
fn square(half: u8, file: i8, rank: i8) -> Square {
    Square::from(half) * 32 + (rank * FILES + file) as Square
}

/// Where (half, file, rank) stands on the grid of names, as (file, rank) from 0.
fn grid_place(half: u8, file: i8, rank: i8) -> (u8, u8) {
    let letter = GLOBAL_FILES[usize::from(half)][file as usize];
    let global_rank = match half {
        0 => rank,
        1 => 7 - rank,
        _ => 11 - rank,
    };
    (letter - b'a', global_rank as u8)
}

/// The steps from (half, file, rank) along the local `(df, dr)`: inside the half
/// a chessboard's; over rank 4 onto the mirrored cell of a neighbour, local file
/// f of the left side (a–d) meeting 7 − f of the next half, the right side (e–h)
/// the previous one's, the step turned round; a diagonal that crosses from one
/// side to the other there (d4 rightwards, e4 leftwards) forks into both other
/// halves' cell of the same local file.
fn steps(half: u8, file: i8, rank: i8, (df, dr): (i8, i8)) -> Vec<Step> {
    let (f, r) = (file + df, rank + dr);
    if !(0..FILES).contains(&f) || r < 0 {
        return Vec::new();
    }
    if r < RANKS {
        let onward = (df, dr);
        return vec![Step {
            to: square(half, f, r),
            onward,
        }];
    }
    let turned = (-df, -dr);
    let (next, previous) = ((half + 1) % HALVES, (half + HALVES - 1) % HALVES);
    let left = |f: i8| f < FILES / 2;
    let to = |half: u8, f: i8| Step {
        to: square(half, f, RANKS - 1),
        onward: turned,
    };
    if left(file) != left(f) {
        return vec![to(next, file), to(previous, file)];
    }
    let entered = if left(f) { next } else { previous };
    vec![to(entered, FILES - 1 - f)]
}

/// The hexagon: 96 cells on a 12 × 12 grid of names, each in its half's sector.
pub fn hexagon() -> Geometry {
    let mut cells = Vec::new();
    let mut sectors = Vec::new();
    let mut links = Links::new(96);
    for half in 0..HALVES {
        for rank in 0..RANKS {
            for file in 0..FILES {
                cells.push(grid_place(half, file, rank));
                sectors.push(half);
                for direction in DIRECTIONS {
                    for step in steps(half, file, rank, direction) {
                        let added = links.add(square(half, file, rank), direction, step);
                        debug_assert!(added, "at most two branches");
                    }
                }
            }
        }
    }
    Geometry::mesh(12, 12, &cells, sectors, links).expect("the hexagon's cells are distinct")
}

/// The local (file, rank) of a square of `hexagon()`, 0-based.
pub fn local(square: Square) -> (i8, i8) {
    let within = (square % 32) as i8;
    (within % FILES, within / FILES)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_has_its_name_and_the_seams_turn_round() {
        let g = hexagon();
        assert_eq!(g.square_count(), 96);
        let names: Vec<String> = g.squares().map(|s| g.name(s)).collect();
        assert_eq!(&names[..2], ["a1", "b1"]);
        assert_eq!(names[32], "l8");
        assert_eq!(names[64], "h12");
        for s in g.squares() {
            assert_eq!(g.parse_square(&g.name(s)), Some(s));
        }
        let at = |n: &str| g.parse_square(n).unwrap();
        let up: Vec<_> = g.steps(at("a4"), (0, 1)).collect();
        assert_eq!(up.len(), 1);
        assert_eq!(g.name(up[0].to), "a5");
        assert_eq!(up[0].onward, (0, -1));
        let fork: Vec<String> = g.steps(at("d4"), (1, 1)).map(|s| g.name(s.to)).collect();
        assert_eq!(fork, ["i5", "e9"]);
        assert_eq!(g.parse_square("e5"), None);
    }
}
