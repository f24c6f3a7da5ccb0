//! The three-player board (docs/rules/threeplayer.md, "Board and armies"): a
//! hexagon of 96 cells, three half-boards of 8 × 4 sewn together at their rank
//! 4. Each half has its own frame, local file a–h from its army's left and rank
//! 1–4 from its back rank; the cells are named on a 12 × 12 grid as the rules
//! name them (`a1` … `l12`). This module only says how the cells join; the move
//! tables walk the lines it makes like any other board's.

use crate::board::drawing::{CellShape, Drawing, EdgeLabel, Point, bilinear, turned};
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
    Geometry::mesh(12, 12, &cells, sectors, links)
        .and_then(|geometry| {
            let drawing = drawing(&geometry);
            geometry.with_drawing(drawing)
        })
        .expect("the hexagon's cells are distinct, one shape each")
}

/// The hexagon's side (and the distance from its centre to a corner) in the
/// drawing's frame: a back-rank cell is about 1 wide.
const SIDE: f32 = 8.0;
/// How far outside the edge a coordinate stands, in the frame's units.
const LABEL_GAP: f32 = 0.5;

/// The drawing (docs/rules/threeplayer.md, "Drawing"): a regular hexagon round (0, 0), White's
/// back edge at the bottom. Each half is two quadrilaterals from its back edge
/// to the centre, a corner of the hexagon, the middle of the back edge, the
/// centre and the middle of the side edge, each cut bilinearly into 4 × 4
/// cells; light cells are those with local file + rank odd. The other halves
/// are White's turned clockwise by 120° and 240°.
fn drawing(geometry: &Geometry) -> Drawing {
    let corner = |degrees: f32| turned((SIDE, 0.0), degrees);
    let middle = |a: Point, b: Point| ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (left, right) = (corner(240.0), corner(300.0));
    let back_middle = middle(left, right);
    let centre = (0.0, 0.0);
    let quads = [
        [left, back_middle, centre, middle(corner(180.0), left)],
        [back_middle, right, middle(right, corner(0.0)), centre],
    ];
    let half_turn = |half: u8| -120.0 * f32::from(half);
    let quarter = (RANKS as f32).recip();
    let cells: Vec<CellShape> = geometry
        .squares()
        .map(|square| {
            let (file, rank) = local(square);
            let quad = quads[usize::from(file >= FILES / 2)];
            let (u, v) = (f32::from(file % 4) * quarter, f32::from(rank) * quarter);
            let at = |du: f32, dv: f32| {
                let point = bilinear(quad, u + du * quarter, v + dv * quarter);
                turned(point, half_turn(half_of(square)))
            };
            CellShape {
                corners: [at(0.0, 0.0), at(1.0, 0.0), at(1.0, 1.0), at(0.0, 1.0)],
                light: (file + rank) % 2 == 1,
            }
        })
        .collect();
    let mut labels = Vec::new();
    for square in geometry.squares() {
        let (file, rank) = local(square);
        let shape = &cells[usize::from(square)];
        let (grid_file, grid_rank) = geometry.coords(square);
        let [c0, c1, c2, c3] = shape.corners;
        let mut label = |text: String, (a, b): (Point, Point)| {
            let edge = middle(a, b);
            let centre = shape.centre();
            let (dx, dy) = (edge.0 - centre.0, edge.1 - centre.1);
            let length = dx.hypot(dy).max(f32::EPSILON);
            let at = (
                edge.0 + dx / length * LABEL_GAP,
                edge.1 + dy / length * LABEL_GAP,
            );
            labels.push(EdgeLabel { text, at });
        };
        if rank == 0 {
            label(char::from(b'a' + grid_file).to_string(), (c0, c1));
        }
        if file == 0 {
            label((grid_rank + 1).to_string(), (c3, c0));
        }
        if file == FILES - 1 {
            label((grid_rank + 1).to_string(), (c1, c2));
        }
    }
    Drawing {
        cells,
        labels,
        seat_turns: (0..HALVES).map(|half| -half_turn(half)).collect(),
    }
}

/// The half a square of `hexagon()` lies in.
fn half_of(square: Square) -> u8 {
    (square / 32) as u8
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

    #[test]
    fn the_drawing_tiles_the_hexagon_and_neighbours_share_their_edges() {
        let g = hexagon();
        let drawing = g
            .drawing()
            .expect("the hexagon is drawn from its quadrilaterals");
        let at = |n: &str| &drawing.cells[usize::from(g.parse_square(n).unwrap())];
        // The cells fill the hexagon of side 8: 3√3/2 · 64.
        let total: f32 = drawing.cells.iter().map(|c| c.area()).sum();
        assert!((total - 1.5 * 3f32.sqrt() * 64.0).abs() < 0.01, "{total}");
        assert!(
            drawing.cells.iter().all(|c| c.area() > 0.0),
            "every cell counter-clockwise"
        );
        // a1 dark, h1 light, and the tones alternate along a rank.
        assert!(!at("a1").light && at("h1").light && at("b1").light);
        let close = |a: Point, b: Point| (a.0 - b.0).hypot(a.1 - b.1) < 1e-4;
        // White's a4 and Black's h4 (global a5) meet across the seam: the edge
        // at White's rank 4 is Black's too.
        let (a4, a5) = (at("a4"), at("a5"));
        assert!(close(a4.corners[3], a5.corners[2]) && close(a4.corners[2], a5.corners[3]));
        // d4, e4 and the cells they fork into all touch the centre.
        for name in ["d4", "e4", "i5", "d5", "e9", "i9"] {
            assert!(
                at(name).corners.iter().any(|&p| close(p, (0.0, 0.0))),
                "{name}"
            );
        }
        // White at the bottom, Black turned a third round, Red two thirds.
        assert_eq!(drawing.seat_turns, [0.0, 120.0, 240.0]);
        assert!(at("a1").centre().1 < -5.0 && at("e1").centre().0 > 0.0);
        // Every file letter and rank number stands outside the board.
        let texts: Vec<&str> = drawing.labels.iter().map(|l| l.text.as_str()).collect();
        for text in ["a", "l", "1", "12"] {
            assert!(texts.contains(&text), "{text}");
        }
        let inscribed = SIDE * 3f32.sqrt() / 2.0;
        assert!(
            drawing
                .labels
                .iter()
                .all(|l| l.at.0.hypot(l.at.1) > inscribed)
        );
    }
}
