//! Move tables: for every piece kind, army and square, the leap targets and rays,
//! computed once per game so that move generation only walks flat arrays.

use crate::geometry::{Geometry, Square};
use crate::piece::{Mode, MoveRule, Movement, PieceDef};

/// A leap target with the mode it may be used in.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    pub to: Square,
    pub mode: Mode,
}

/// A ray: a run of squares in `MoveTables::ray_squares`, nearest first.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    pub start: u32,
    pub end: u32,
    pub mode: Mode,
    /// Captures only by hopping over exactly one piece (cannon).
    pub hop: bool,
}

#[derive(Clone, Copy, Debug, Default)]
struct Span {
    leaps: (u32, u32),
    rays: (u32, u32),
}

/// Per (kind, army, square): where a piece can go, ignoring what stands on the board.
#[derive(Clone, Debug)]
pub struct MoveTables {
    armies: usize,
    squares: usize,
    spans: Vec<Span>,
    leaps: Vec<Target>,
    rays: Vec<Ray>,
    ray_squares: Vec<Square>,
}

/// Turns an army-relative (right, forward) offset into a board (file, rank) offset.
fn orient(offset: (i8, i8), forward: (i8, i8)) -> (i32, i32) {
    let (x, y) = (i32::from(offset.0), i32::from(offset.1));
    let (fx, fy) = (i32::from(forward.0), i32::from(forward.1));
    // The army's right hand is its forward direction turned clockwise.
    let (rx, ry) = (fy, -fx);
    (x * rx + y * fx, x * ry + y * fy)
}

impl MoveTables {
    /// `start_squares[(kind * armies + army) * squares + square]` tells where a
    /// piece starts the game, for `start_range`; it may be empty.
    pub fn build(
        geometry: &Geometry,
        pieces: &[PieceDef],
        forwards: &[(i8, i8)],
        start_squares: &[bool],
    ) -> MoveTables {
        let mut tables = MoveTables {
            armies: forwards.len(),
            squares: geometry.square_count(),
            spans: Vec::new(),
            leaps: Vec::new(),
            rays: Vec::new(),
            ray_squares: Vec::new(),
        };
        for piece in pieces {
            for &forward in forwards {
                for square in geometry.squares() {
                    let at_start = start_squares
                        .get(tables.spans.len())
                        .copied()
                        .unwrap_or(false);
                    let span = tables.add_square(geometry, &piece.moves, forward, square, at_start);
                    tables.spans.push(span);
                }
            }
        }
        tables
    }

    fn add_square(
        &mut self,
        geometry: &Geometry,
        rules: &[MoveRule],
        forward: (i8, i8),
        square: Square,
        at_start: bool,
    ) -> Span {
        let leap_start = self.leaps.len() as u32;
        let ray_start = self.rays.len() as u32;
        let turn = |offset: (i8, i8), relative: bool| {
            if relative {
                orient(offset, forward)
            } else {
                (i32::from(offset.0), i32::from(offset.1))
            }
        };
        for rule in rules {
            match &rule.movement {
                Movement::Leap(offsets) => {
                    for &offset in offsets {
                        let (df, dr) = turn(offset, rule.relative);
                        if let Some(to) = geometry.offset(square, df, dr) {
                            self.leaps.push(Target {
                                to,
                                mode: rule.mode,
                            });
                        }
                    }
                }
                Movement::Slide { directions, range } => {
                    let range = match rule.start_range {
                        r if at_start && r > 0 => r,
                        _ => *range,
                    };
                    for &dir in directions {
                        self.add_ray(
                            geometry,
                            square,
                            turn(dir, rule.relative),
                            range,
                            rule.mode,
                            false,
                        );
                    }
                }
                Movement::Hop(directions) => {
                    for &dir in directions {
                        self.add_ray(
                            geometry,
                            square,
                            turn(dir, rule.relative),
                            0,
                            rule.mode,
                            true,
                        );
                    }
                }
            }
        }
        Span {
            leaps: (leap_start, self.leaps.len() as u32),
            rays: (ray_start, self.rays.len() as u32),
        }
    }

    fn add_ray(
        &mut self,
        geometry: &Geometry,
        from: Square,
        (df, dr): (i32, i32),
        range: u8,
        mode: Mode,
        hop: bool,
    ) {
        let start = self.ray_squares.len() as u32;
        let mut square = from;
        let mut steps = 0u32;
        while let Some(next) = geometry.offset(square, df, dr) {
            self.ray_squares.push(next);
            square = next;
            steps += 1;
            if range != 0 && steps >= u32::from(range) {
                break;
            }
        }
        let end = self.ray_squares.len() as u32;
        if end > start {
            self.rays.push(Ray {
                start,
                end,
                mode,
                hop,
            });
        }
    }

    #[inline]
    fn span(&self, kind: u8, army: u8, square: Square) -> Span {
        let i = (usize::from(kind) * self.armies + usize::from(army)) * self.squares
            + usize::from(square);
        self.spans[i]
    }

    /// Leap targets of a piece of `kind` and `army` standing on `square`.
    #[inline]
    pub fn leaps(&self, kind: u8, army: u8, square: Square) -> &[Target] {
        let (a, b) = self.span(kind, army, square).leaps;
        &self.leaps[a as usize..b as usize]
    }

    /// Rays of a piece of `kind` and `army` standing on `square`.
    #[inline]
    pub fn rays(&self, kind: u8, army: u8, square: Square) -> &[Ray] {
        let (a, b) = self.span(kind, army, square).rays;
        &self.rays[a as usize..b as usize]
    }

    #[inline]
    pub fn ray_squares(&self, ray: &Ray) -> &[Square] {
        &self.ray_squares[ray.start as usize..ray.end as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::orient;

    #[test]
    fn relative_offsets_turn_with_the_army() {
        // A pawn's forward-right capture for armies facing north, east, south, west.
        assert_eq!(orient((1, 1), (0, 1)), (1, 1));
        assert_eq!(orient((1, 1), (1, 0)), (1, -1));
        assert_eq!(orient((1, 1), (0, -1)), (-1, -1));
        assert_eq!(orient((1, 1), (-1, 0)), (-1, 1));
        assert_eq!(orient((0, 1), (-1, 0)), (-1, 0));
    }
}
