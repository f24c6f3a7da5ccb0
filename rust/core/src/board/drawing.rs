//! How a board that is not a grid is drawn: each cell's four corners in one
//! frame, its tone, the coordinates along the edges, and the turn that puts
//! each seat at the bottom. A grid needs none of this (its cells are the unit
//! squares of (file, rank)); a mesh brings it (`hexagon`), so a screen draws
//! any board from the data alone.

/// A point of the drawing's frame: x to the right, y up.
pub type Point = (f32, f32);

/// One cell as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct CellShape {
    /// Its corners, counter-clockwise.
    pub corners: [Point; 4],
    /// Drawn in the light tone.
    pub light: bool,
}

/// A coordinate written beside the board: a file's letter or a rank's number.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeLabel {
    pub text: String,
    /// The centre of the text, outside the board.
    pub at: Point,
}

#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    /// Per square, in the geometry's order.
    pub cells: Vec<CellShape>,
    pub labels: Vec<EdgeLabel>,
    /// Per seat (army), the counter-clockwise turn in degrees that brings its
    /// side of the board to the bottom.
    pub seat_turns: Vec<f32>,
}

impl CellShape {
    /// The mean of the corners: where a piece or a move's dot is drawn.
    pub fn centre(&self) -> Point {
        let (x, y) = self
            .corners
            .iter()
            .fold((0.0, 0.0), |(x, y), &(cx, cy)| (x + cx, y + cy));
        (x / 4.0, y / 4.0)
    }

    /// The area the corners enclose (shoelace formula), positive when they
    /// run counter-clockwise.
    pub fn area(&self) -> f32 {
        let c = &self.corners;
        (0..4)
            .map(|i| {
                let (a, b) = (c[i], c[(i + 1) % 4]);
                a.0 * b.1 - b.0 * a.1
            })
            .sum::<f32>()
            / 2.0
    }
}

/// The point a bilinear patch with these corners (at u, v = 00, 10, 11, 01)
/// has at (u, v).
pub fn bilinear(quad: [Point; 4], u: f32, v: f32) -> Point {
    let [p00, p10, p11, p01] = quad;
    let mix = |a: f32, b: f32, c: f32, d: f32| {
        (1.0 - u) * (1.0 - v) * a + u * (1.0 - v) * b + u * v * c + (1.0 - u) * v * d
    };
    (
        mix(p00.0, p10.0, p11.0, p01.0),
        mix(p00.1, p10.1, p11.1, p01.1),
    )
}

/// `point` turned counter-clockwise about the origin by `degrees`.
pub fn turned(point: Point, degrees: f32) -> Point {
    let (sin, cos) = degrees.to_radians().sin_cos();
    (point.0 * cos - point.1 * sin, point.0 * sin + point.1 * cos)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_unit_square_has_its_centre_and_area() {
        let cell = CellShape {
            corners: [(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)],
            light: false,
        };
        assert_eq!(cell.centre(), (0.5, 0.5));
        assert_eq!(cell.area(), 1.0);
        assert_eq!(bilinear(cell.corners, 0.25, 0.5), (0.25, 0.5));
        let (x, y) = turned((1.0, 0.0), 90.0);
        assert!(x.abs() < 1e-6 && (y - 1.0).abs() < 1e-6);
    }
}
