//! Board geometry: dense square indices, coordinates and a void mask.
//!
//! A square is a dense index (`Square`) into the existing squares of a `width` ×
//! `height` rectangle; void cells (the missing corners of a cross board, the cells
//! outside a hexagon) get no index. Nothing here assumes a board size.

use std::fmt::Write;

/// A dense square index, valid for one `Geometry`.
pub type Square = u16;

/// The shape of a board: which (file, rank) cells exist.
#[derive(Clone, Debug)]
pub struct Geometry {
    width: u8,
    height: u8,
    /// Dense index of each cell (`rank * width + file`), `None` for void cells.
    cell_index: Vec<Option<Square>>,
    /// (file, rank) of each dense square.
    coords: Vec<(u8, u8)>,
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
        Some(Geometry {
            width,
            height,
            cell_index,
            coords,
        })
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
