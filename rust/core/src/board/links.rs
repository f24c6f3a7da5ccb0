//! The board as a graph of lines: from each cell, in each of the eight king
//! directions of the cell's own frame, the cells one step on — none off the
//! board, one as a rule, two where a line forks — each with the direction the
//! line goes on in from there, in the frame of the cell reached. A rectangle's
//! frames are all the board's, so a step is a (file, rank) offset; on a mesh of
//! half-boards (three-player chess) a line crossing a seam turns round.
//!
//! The move tables walk this graph once; move generation never sees it.

use crate::board::square::Square;

/// A unit step in a cell's own frame: (file, rank), each −1, 0 or 1.
pub type Direction = (i8, i8);

/// The eight king steps, orthogonal and diagonal.
pub const DIRECTIONS: [Direction; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// The most cells one step can reach: a line forks in two at most.
pub const BRANCHES: usize = 2;

/// One step of a line: the cell reached and the direction the line goes on in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub to: Square,
    pub onward: Direction,
}

impl Step {
    /// Whether the frame of the cell reached is this one's turned round (a
    /// seam): every later step of a walk is then turned round too.
    pub fn turns(&self, taken: Direction) -> bool {
        self.onward == (-taken.0, -taken.1) && taken != (0, 0)
    }
}

/// Per (cell, direction) the steps on, at most `BRANCHES` of them.
#[derive(Clone, Debug, Default)]
pub struct Links {
    steps: Vec<[Option<Step>; BRANCHES]>,
}

/// The index of a unit step in `DIRECTIONS`; `None` for any other offset.
pub fn direction_index(direction: Direction) -> Option<usize> {
    DIRECTIONS.iter().position(|&d| d == direction)
}

impl Links {
    /// A graph of `cells` cells with no steps yet.
    pub fn new(cells: usize) -> Links {
        Links {
            steps: vec![[None; BRANCHES]; cells * DIRECTIONS.len()],
        }
    }

    /// Adds a step from `from` along `direction`; false if it has no room left
    /// or the direction is no unit step.
    pub fn add(&mut self, from: Square, direction: Direction, step: Step) -> bool {
        let Some(d) = direction_index(direction) else {
            return false;
        };
        let Some(slots) = self.steps.get_mut(usize::from(from) * DIRECTIONS.len() + d) else {
            return false;
        };
        match slots.iter_mut().find(|s| s.is_none()) {
            Some(slot) => {
                *slot = Some(step);
                true
            }
            None => false,
        }
    }

    /// The steps from `from` along the unit step `direction` (none for any other).
    pub fn steps(&self, from: Square, direction: Direction) -> impl Iterator<Item = Step> + '_ {
        let slots = direction_index(direction)
            .and_then(|d| self.steps.get(usize::from(from) * DIRECTIONS.len() + d));
        slots.into_iter().flatten().flatten().copied()
    }
}
