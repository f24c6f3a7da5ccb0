//! Board geometry: dense square indices, names and the lines between cells.
//!
//! A square is a dense index (`Square`) into the existing cells of a `width` ×
//! `height` grid of names; void cells (the missing corners of a cross board, the
//! names no hexagon cell has) get no index. How cells join is the graph of
//! `links`: a rectangle's is built from (file, rank) offsets, a mesh of
//! half-boards brings its own (`hexagon`). Nothing here assumes a board size.

use crate::board::army::Army;
use std::fmt::Write;

use crate::board::drawing::Drawing;
use crate::board::links::{DIRECTIONS, Direction, Links, Step};

/// The geometry's squares (kept here too, where most users look for them).
pub use crate::board::square::Square;

/// How the cells of a board join.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// A rectangle less its void cells: one frame, steps and leaps are (file,
    /// rank) offsets, and a leap flies over void cells.
    Grid,
    /// Half-boards sewn together (three-player chess): each cell has the frame
    /// of its half, steps follow `links`, and a leap walks its legs along the
    /// lines, so it needs the cells it passes.
    Mesh,
}

/// The shape of a board: which (file, rank) cells exist.
#[derive(Clone, Debug)]
pub struct Geometry {
    width: u8,
    height: u8,
    /// Dense index of each cell (`rank * width + file`), `None` for void cells.
    cell_index: Vec<Option<Square>>,
    /// (file, rank) of each dense square.
    coords: Vec<(u8, u8)>,
    shape: Shape,
    links: Links,
    /// Per square, the half-board it lies in (a mesh); empty on a grid.
    sectors: Vec<u8>,
    /// How the board is drawn where its cells are not the grid's squares.
    drawing: Option<Box<Drawing>>,
}

impl Geometry {
    /// A board of `width` × `height` cells less the `void` (file, rank) cells.
    /// Sizes are limited to 26 files (letters a–z) and 99 ranks.
    pub fn new(width: u8, height: u8, void: &[(u8, u8)]) -> Option<Geometry> {
        if width == 0 || height == 0 || width > 26 || height > 99 {
            return None;
        }
        let mut cell_index = Vec::with_capacity(usize::from(width) * usize::from(height));
        let mut coords = Vec::new();
        for rank in 0..height {
            for file in 0..width {
                if void.contains(&(file, rank)) {
                    cell_index.push(None);
                } else {
                    cell_index.push(Some(coords.len() as Square));
                    coords.push((file, rank));
                }
            }
        }
        let mut geometry = Geometry {
            width,
            height,
            cell_index,
            coords,
            shape: Shape::Grid,
            links: Links::default(),
            sectors: Vec::new(),
            drawing: None,
        };
        let mut links = Links::new(geometry.square_count());
        for square in geometry.squares() {
            for direction in DIRECTIONS {
                let (df, dr) = (i32::from(direction.0), i32::from(direction.1));
                if let Some(to) = geometry.offset(square, df, dr) {
                    links.add(
                        square,
                        direction,
                        Step {
                            to,
                            onward: direction,
                        },
                    );
                }
            }
        }
        geometry.links = links;
        Some(geometry)
    }

    /// A mesh: the cells at these (file, rank) places of a `width` × `height`
    /// grid of names, in this order of squares, each in the half-board
    /// `sectors` gives, joined as `links` says (its squares are this order's).
    pub fn mesh(
        width: u8,
        height: u8,
        cells: &[(u8, u8)],
        sectors: Vec<u8>,
        links: Links,
    ) -> Option<Geometry> {
        let mut geometry = Geometry::new(width, height, &[])?;
        if sectors.len() != cells.len() {
            return None;
        }
        geometry.cell_index = vec![None; usize::from(width) * usize::from(height)];
        for (i, &(file, rank)) in cells.iter().enumerate() {
            let slot = geometry
                .cell_index
                .get_mut(usize::from(rank) * usize::from(width) + usize::from(file))?;
            if slot.is_some() {
                return None;
            }
            *slot = Some(i as Square);
        }
        geometry.coords = cells.to_vec();
        geometry.shape = Shape::Mesh;
        geometry.links = links;
        geometry.sectors = sectors;
        Some(geometry)
    }

    pub fn shape(&self) -> Shape {
        self.shape
    }

    /// The board drawn as `drawing` says (one cell shape per square); `None`
    /// if it has another number of cells.
    pub fn with_drawing(mut self, drawing: Drawing) -> Option<Geometry> {
        if drawing.cells.len() != self.square_count() {
            return None;
        }
        self.drawing = Some(Box::new(drawing));
        Some(self)
    }

    /// How the board is drawn, if its cells are not a grid's unit squares.
    pub fn drawing(&self) -> Option<&Drawing> {
        self.drawing.as_deref()
    }

    /// The half-board a square of a mesh lies in; `None` on a grid.
    pub fn sector(&self, square: Square) -> Option<u8> {
        self.sectors.get(usize::from(square)).copied()
    }

    /// The forward direction of `army` on `square`, in the square's frame: on a
    /// grid the army's own (`army_forward`); on a mesh toward the centre in the
    /// army's own half and toward the back rank of any other.
    pub fn forward(&self, army: Army, army_forward: (i8, i8), square: Square) -> (i8, i8) {
        match self.sector(square) {
            None => army_forward,
            Some(half) if half == army.number() => (0, 1),
            Some(_) => (0, -1),
        }
    }

    /// The cells strictly between `a` and `b` when one line of the board joins
    /// them (a rank, a file, a diagonal; its first branch where it forks), in
    /// order from `a`; `None` if none does.
    pub fn line_between(&self, a: Square, b: Square) -> Option<Vec<Square>> {
        DIRECTIONS.into_iter().find_map(|direction| {
            let (mut at, mut heading) = (a, direction);
            let mut between = Vec::new();
            while let Some(step) = self.steps(at, heading).next() {
                if step.to == b {
                    return Some(between);
                }
                if step.to == a || between.len() > self.square_count() {
                    return None;
                }
                between.push(step.to);
                (at, heading) = (step.to, step.onward);
            }
            None
        })
    }

    /// The cells one unit step from `square` along `direction` of its frame.
    pub fn steps(&self, square: Square, direction: Direction) -> impl Iterator<Item = Step> + '_ {
        self.links.steps(square, direction)
    }

    /// The cells a leap by `offset` reaches from `square`. On a grid the
    /// offset's target, if it exists. On a mesh the leap walks: straight and
    /// diagonal offsets step by step along their line, any other (a knight's)
    /// both ways round its L, the long leg first or last; every step follows
    /// the lines, turning round where a seam turns them. Targets merged.
    pub fn leap(&self, square: Square, offset: (i8, i8)) -> Vec<Square> {
        let (df, dr) = offset;
        if self.shape == Shape::Grid {
            return self
                .offset(square, i32::from(df), i32::from(dr))
                .into_iter()
                .collect();
        }
        let (x, y) = ((df.signum(), 0), (0, dr.signum()));
        let along = |d: Direction, n: i8| std::iter::repeat_n(d, n.unsigned_abs().into());
        let paths: Vec<Vec<Direction>> = if df == 0 || dr == 0 || df.abs() == dr.abs() {
            let n = df.abs().max(dr.abs());
            vec![along((df.signum(), dr.signum()), n).collect()]
        } else {
            vec![
                along(x, df).chain(along(y, dr)).collect(),
                along(y, dr).chain(along(x, df)).collect(),
            ]
        };
        let mut out: Vec<Square> = paths.iter().flat_map(|p| self.walk(square, p)).collect();
        out.sort_unstable();
        out.dedup();
        out.retain(|&s| s != square);
        out
    }

    /// The cells reached from `square` by these steps of its frame, each in
    /// the frame of the cell it starts from (turned round after a seam).
    fn walk(&self, square: Square, path: &[Direction]) -> Vec<Square> {
        let mut here = vec![(square, false)];
        for &(df, dr) in path {
            here = here
                .into_iter()
                .flat_map(|(s, turned)| {
                    let d = if turned { (-df, -dr) } else { (df, dr) };
                    self.steps(s, d)
                        .map(move |step| (step.to, turned ^ step.turns(d)))
                })
                .collect();
        }
        here.into_iter().map(|(s, _)| s).collect()
    }

    pub fn width(&self) -> u8 {
        self.width
    }

    pub fn height(&self) -> u8 {
        self.height
    }

    /// How many squares exist (void cells excluded).
    pub fn square_count(&self) -> usize {
        self.coords.len()
    }

    /// Every square, in dense order (rank by rank from the bottom).
    pub fn squares(&self) -> impl Iterator<Item = Square> + '_ {
        (0..self.coords.len()).map(|i| i as Square)
    }

    /// The square at (file, rank), if that cell exists.
    pub fn square_at(&self, file: i32, rank: i32) -> Option<Square> {
        if file < 0 || rank < 0 || file >= i32::from(self.width) || rank >= i32::from(self.height) {
            return None;
        }
        self.cell_index[(rank * i32::from(self.width) + file) as usize]
    }

    /// (file, rank) of a square; (0, 0) for an index out of range.
    pub fn coords(&self, square: Square) -> (u8, u8) {
        self.coords
            .get(usize::from(square))
            .copied()
            .unwrap_or((0, 0))
    }

    /// The square's colour, 0 or 1 as (file + rank) is even or odd: pieces that
    /// keep to one colour (bishops, mets) stay on squares of one of them.
    pub fn colour(&self, square: Square) -> usize {
        let (file, rank) = self.coords(square);
        usize::from((file + rank) % 2)
    }

    /// The square reached from `square` by the offset (df, dr), if it exists.
    pub fn offset(&self, square: Square, df: i32, dr: i32) -> Option<Square> {
        let (f, r) = self.coords(square);
        self.square_at(i32::from(f) + df, i32::from(r) + dr)
    }

    /// The squares within `reach` king steps of `centre`, but `centre` itself.
    pub fn around(&self, centre: Square, reach: i32) -> impl Iterator<Item = Square> + '_ {
        (-reach..=reach)
            .flat_map(move |df| (-reach..=reach).map(move |dr| (df, dr)))
            .filter(|&step| step != (0, 0))
            .filter_map(move |(df, dr)| self.offset(centre, df, dr))
    }

    /// The name of a square: file letter then rank number, `a1`, `h13`.
    pub fn name(&self, square: Square) -> String {
        let (f, r) = self.coords(square);
        let mut s = String::with_capacity(3);
        s.push(char::from(b'a' + f));
        let _ = write!(s, "{}", u32::from(r) + 1);
        s
    }

    /// Parses a square name such as `d2` or `h13`; `None` if it is not a square here.
    pub fn parse_square(&self, name: &str) -> Option<Square> {
        let (square, rest) = self.parse_square_prefix(name)?;
        rest.is_empty().then_some(square)
    }

    /// Parses a square name at the start of `text`, returning the square and the rest.
    /// Takes the longest rank number that names an existing square.
    pub fn parse_square_prefix<'a>(&self, text: &'a str) -> Option<(Square, &'a str)> {
        let bytes = text.as_bytes();
        let file = *bytes.first()?;
        if !file.is_ascii_lowercase() {
            return None;
        }
        let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
        // Longest first so that `a10` is not read as `a1` + `0`.
        for len in (1..=digits.min(2)).rev() {
            let rank: i32 = text[1..1 + len].parse().ok()?;
            if text.as_bytes()[1] == b'0' {
                return None;
            }
            if let Some(square) = self.square_at(i32::from(file - b'a'), rank - 1) {
                return Some((square, &text[1 + len..]));
            }
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cross_board_has_160_squares() {
        let mut void = Vec::new();
        for f in 0..14u8 {
            for r in 0..14u8 {
                let edge = |x: u8| !(3..11).contains(&x);
                if edge(f) && edge(r) {
                    void.push((f, r));
                }
            }
        }
        let g = Geometry::new(14, 14, &void).unwrap();
        assert_eq!(g.square_count(), 160);
        assert_eq!(g.square_at(0, 0), None);
        assert_eq!(g.name(g.parse_square("h13").unwrap()), "h13");
        assert_eq!(g.parse_square("a1"), None);
        assert_eq!(g.parse_square("d1").map(|s| g.name(s)), Some("d1".into()));
    }

    #[test]
    fn parse_rejects_garbage() {
        let g = Geometry::new(8, 8, &[]).unwrap();
        for bad in ["", "a", "a0", "a9", "i1", "A1", "a01", "1a", "é1"] {
            assert_eq!(g.parse_square(bad), None, "{bad}");
        }
    }
}
