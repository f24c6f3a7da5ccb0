//! Move tables: for every piece kind, army and square, the leap targets and rays,
//! computed once per game so that move generation only walks flat arrays. They
//! are walked on the board's lines (`Geometry::steps`, `Geometry::leap`), so a
//! mesh's seams and forks are in the tables and nowhere else.

use crate::board::army::Army;
use crate::board::geometry::{Geometry, Square};
use crate::board::kind::Kind;
use crate::board::links::Direction;
use crate::board::piece::{Mode, MoveRule, Movement, PieceDef, lame_path};

/// A leg of a leap that has none: nothing needs to be empty.
pub const NO_LEG: Square = Square::MAX;

/// The most points a lame leap may pass (Janggi's elephant passes two).
pub const LEGS: usize = 2;

/// A leap target with the mode it may be used in.
#[derive(Clone, Copy, Debug)]
pub struct Target {
    pub to: Square,
    pub mode: Mode,
    /// The points a lame leap passes (Xiangqi's horse and elephant), which must
    /// be empty; `NO_LEG` where there is none.
    pub legs: [Square; LEGS],
}

impl Target {
    /// Whether the leap is open: every point it passes is empty.
    #[inline]
    pub fn is_open(&self, empty: impl Fn(Square) -> bool) -> bool {
        self.legs.iter().all(|&leg| leg == NO_LEG || empty(leg))
    }
}

/// Where pieces may stand and move, beyond their movements.
#[derive(Clone, Copy, Debug)]
pub struct Bounds<'a> {
    /// Per (kind, army), `kind * armies + army`: the squares a piece is confined
    /// to (Xiangqi's palace, its elephant's own half), or none.
    pub regions: &'a [Option<Vec<bool>>],
    /// The tables are the attack tables (`PieceDef::reversed_captures`): each
    /// target is where an attacker stands, so its region and rank are tested there.
    pub reversed: bool,
    /// The points joined by the board's diagonal lines (`BoardData::diagonal_lines`),
    /// to which movements `on_diagonal_lines` keep; empty where there are none.
    pub diagonal_lines: &'a [bool],
}

/// How a piece uses a ray.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RayKind {
    /// Slides until blocked, capturing the blocker (rook).
    Slide,
    /// Slides to empty squares, captures only by hopping over one piece (Xiangqi's cannon).
    Hop,
    /// Moves and captures only by vaulting over one piece not of its kind (Janggi's cannon).
    Vault,
}

/// A ray: a run of squares in `MoveTables::ray_squares`, nearest first. Where a
/// line forks (the hexagon's centre) each branch is a ray of its own that
/// repeats the run before the fork as its `gate`: those squares must be empty
/// for the branch to be walked, and are the first ray's to move to.
#[derive(Clone, Copy, Debug)]
pub struct Ray {
    pub start: u32,
    pub end: u32,
    pub mode: Mode,
    pub kind: RayKind,
    /// How many of the first squares are the run before a fork; 0 on a line
    /// that does not fork.
    pub gate: u32,
}

impl Ray {
    /// The run before the fork and the squares beyond, of `squares`
    /// (`MoveTables::ray_squares`).
    #[inline]
    pub fn split<'a>(&self, squares: &'a [Square]) -> (&'a [Square], &'a [Square]) {
        squares.split_at((self.gate as usize).min(squares.len()))
    }
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

/// One square's share of the tables, as `add_square` builds it.
#[derive(Clone, Copy)]
struct Place<'a> {
    square: Square,
    forward: (i8, i8),
    at_start: bool,
    region: Option<&'a Vec<bool>>,
    reversed: bool,
    diagonal_lines: &'a [bool],
}

/// The rank of `square` as the army facing `forward` counts it: 1 is its back rank.
fn army_rank(geometry: &Geometry, forward: (i8, i8), square: Square) -> u8 {
    let (file, rank) = geometry.coords(square);
    match forward {
        (0, 1) => rank + 1,
        (0, -1) => geometry.height() - rank,
        (1, 0) => file + 1,
        _ => geometry.width() - file,
    }
}

/// Turns an army-relative (right, forward) offset into an offset of the frame
/// `forward` is given in.
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
        bounds: Bounds,
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
            for (army, &army_forward) in Army::all(forwards.len() as u8).zip(forwards) {
                let region = bounds
                    .regions
                    .get(tables.spans.len() / tables.squares.max(1))
                    .and_then(Option::as_ref);
                for square in geometry.squares() {
                    let forward = geometry.forward(army, army_forward, square);
                    let at_start = start_squares
                        .get(tables.spans.len())
                        .copied()
                        .unwrap_or(false);
                    let place = Place {
                        square,
                        forward,
                        at_start,
                        region,
                        reversed: bounds.reversed,
                        diagonal_lines: bounds.diagonal_lines,
                    };
                    let span = tables.add_square(geometry, &piece.moves, place);
                    tables.spans.push(span);
                }
            }
        }
        tables
    }

    fn add_square(&mut self, geometry: &Geometry, rules: &[MoveRule], place: Place) -> Span {
        let Place {
            square,
            forward,
            at_start,
            region,
            reversed,
            diagonal_lines,
        } = place;
        let leap_start = self.leaps.len() as u32;
        let ray_start = self.rays.len() as u32;
        let turn = |offset: (i8, i8), relative: bool| {
            if relative {
                orient(offset, forward)
            } else {
                (i32::from(offset.0), i32::from(offset.1))
            }
        };
        let in_region = |s: Square| region.is_none_or(|r| r[usize::from(s)]);
        if !in_region(square) {
            return Span {
                leaps: (leap_start, leap_start),
                rays: (ray_start, ray_start),
            };
        }
        let on_lines = |s: Square| diagonal_lines.get(usize::from(s)).copied().unwrap_or(false);
        for rule in rules {
            if rule.on_diagonal_lines && !on_lines(square) {
                continue;
            }
            // Where the rule's movement may pass and land: within the piece's
            // region, and on the diagonal lines if it keeps to them.
            let inside = |s: Square| in_region(s) && (!rule.on_diagonal_lines || on_lines(s));
            // The square the rule's rank is read on: the mover's.
            let serves = |mover: Square| {
                rule.from_rank == 0 || army_rank(geometry, forward, mover) >= rule.from_rank
            };
            let leap = |offset: (i8, i8), path: &[(i8, i8)]| -> Vec<Target> {
                let (df, dr) = turn(offset, rule.relative);
                let mut legs = [NO_LEG; LEGS];
                for (leg, &point) in legs.iter_mut().zip(path) {
                    let (lf, lr) = turn(point, rule.relative);
                    match geometry.offset(square, lf, lr) {
                        Some(s) => *leg = s,
                        None => return Vec::new(),
                    }
                }
                let offset = (df as i8, dr as i8);
                geometry
                    .leap(square, offset)
                    .into_iter()
                    .filter(|&to| inside(to) && serves(if reversed { to } else { square }))
                    .map(|to| Target {
                        to,
                        mode: rule.mode,
                        legs,
                    })
                    .collect()
            };
            match &rule.movement {
                Movement::Leap(offsets) => {
                    self.leaps
                        .extend(offsets.iter().flat_map(|&offset| leap(offset, &[])));
                }
                Movement::Lame(offsets) => {
                    self.leaps.extend(
                        offsets
                            .iter()
                            .flat_map(|&offset| leap(offset, &lame_path(offset))),
                    );
                }
                Movement::LameFrom(offsets) => {
                    // The attacker's path, from its square `offset` away.
                    let from_target = |offset: (i8, i8)| -> Vec<(i8, i8)> {
                        lame_path((-offset.0, -offset.1))
                            .into_iter()
                            .map(|(x, y)| (offset.0 + x, offset.1 + y))
                            .collect()
                    };
                    self.leaps.extend(
                        offsets
                            .iter()
                            .flat_map(|&offset| leap(offset, &from_target(offset))),
                    );
                }
                Movement::Slide { .. } | Movement::Hop(_) | Movement::Vault(_)
                    if !serves(square) || reversed && rule.from_rank != 0 =>
                {
                    // Rays with a rank condition have no use yet, and turned
                    // around would need the rank of every square along them.
                }
                Movement::Slide { directions, range } => {
                    let range = match rule.start_range {
                        r if at_start && r > 0 => r,
                        _ => *range,
                    };
                    for &dir in directions {
                        let (df, dr) = turn(dir, rule.relative);
                        let line: (&Geometry, &dyn Fn(Square) -> bool) = (geometry, &inside);
                        self.add_rays(
                            line,
                            square,
                            (df as i8, dr as i8),
                            range,
                            rule.mode,
                            RayKind::Slide,
                        );
                    }
                }
                Movement::Hop(directions) | Movement::Vault(directions) => {
                    let kind = match rule.movement {
                        Movement::Hop(_) => RayKind::Hop,
                        _ => RayKind::Vault,
                    };
                    for &dir in directions {
                        let (df, dr) = turn(dir, rule.relative);
                        let line: (&Geometry, &dyn Fn(Square) -> bool) = (geometry, &inside);
                        self.add_rays(line, square, (df as i8, dr as i8), 0, rule.mode, kind);
                    }
                }
            }
        }
        Span {
            leaps: (leap_start, self.leaps.len() as u32),
            rays: (ray_start, self.rays.len() as u32),
        }
    }

    /// The rays from `from` along `direction` over the board's lines, within
    /// `inside`, until the board or the region ends or `range` squares are
    /// walked: one ray, and one more for each branch where the line forks.
    fn add_rays(
        &mut self,
        (geometry, inside): (&Geometry, &dyn Fn(Square) -> bool),
        from: Square,
        direction: Direction,
        range: u8,
        mode: Mode,
        kind: RayKind,
    ) {
        let range = usize::from(range);
        // Lines still to walk: the run so far, its gate, where and whither it goes.
        let mut pending = vec![(Vec::new(), 0, from, direction)];
        while let Some((mut run, gate, mut at, mut heading)) = pending.pop() {
            while range == 0 || run.len() < range {
                let mut steps = geometry.steps(at, heading).filter(|s| inside(s.to));
                let Some(step) = steps.next() else {
                    break;
                };
                for branch in steps {
                    let mut forked: Vec<Square> = run.clone();
                    forked.push(branch.to);
                    pending.push((forked, run.len(), branch.to, branch.onward));
                }
                run.push(step.to);
                (at, heading) = (step.to, step.onward);
            }
            if run.len() > gate {
                let start = self.ray_squares.len() as u32;
                self.ray_squares.extend(&run);
                self.rays.push(Ray {
                    start,
                    end: self.ray_squares.len() as u32,
                    mode,
                    kind,
                    gate: gate as u32,
                });
            }
        }
    }

    /// These attack tables with their leaps replaced by `moves`' capturing
    /// leaps turned round: from each target, a leap to every square a piece
    /// could leap onto it from, with the same legs. Their rays stay: a line is
    /// walked the same both ways.
    pub fn with_leaps_reversed_from(mut self, moves: &MoveTables) -> MoveTables {
        let mut reversed: Vec<Vec<Target>> = vec![Vec::new(); moves.spans.len()];
        let block = moves.squares.max(1);
        for (i, span) in moves.spans.iter().enumerate() {
            let (table, from) = (i / block * block, (i % block) as Square);
            let (a, b) = span.leaps;
            for target in &moves.leaps[a as usize..b as usize] {
                if target.mode != Mode::MoveOnly {
                    reversed[table + usize::from(target.to)].push(Target {
                        to: from,
                        mode: Mode::Both,
                        legs: target.legs,
                    });
                }
            }
        }
        self.leaps.clear();
        for (span, targets) in self.spans.iter_mut().zip(reversed) {
            let start = self.leaps.len() as u32;
            self.leaps.extend(targets);
            span.leaps = (start, self.leaps.len() as u32);
        }
        self
    }

    #[inline]
    fn span(&self, kind: Kind, army: Army, square: Square) -> Span {
        let i = (kind.index() * self.armies + army.index()) * self.squares + usize::from(square);
        self.spans[i]
    }

    /// Leap targets of a piece of `kind` and `army` standing on `square`.
    #[inline]
    pub fn leaps(&self, kind: Kind, army: Army, square: Square) -> &[Target] {
        let (a, b) = self.span(kind, army, square).leaps;
        &self.leaps[a as usize..b as usize]
    }

    /// Rays of a piece of `kind` and `army` standing on `square`.
    #[inline]
    pub fn rays(&self, kind: Kind, army: Army, square: Square) -> &[Ray] {
        let (a, b) = self.span(kind, army, square).rays;
        &self.rays[a as usize..b as usize]
    }

    #[inline]
    pub fn ray_squares(&self, ray: &Ray) -> &[Square] {
        &self.ray_squares[ray.start as usize..ray.end as usize]
    }

    /// Every square a piece of `kind` and `army` on `square` could go to on an
    /// empty board: its leaps' targets (legs ignored), then its rays' squares.
    pub fn reach(
        &self,
        kind: Kind,
        army: Army,
        square: Square,
    ) -> impl Iterator<Item = Square> + '_ {
        let leaps = self.leaps(kind, army, square).iter().map(|t| t.to);
        let rays = self
            .rays(kind, army, square)
            .iter()
            .flat_map(|ray| self.ray_squares(ray).iter().copied());
        leaps.chain(rays)
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
