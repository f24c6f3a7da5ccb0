//! The attack tables a compiled game keeps beside its move tables, for the
//! attack tests of games with check (`movegen::attack`): the lines along which
//! pieces attack each square, and the squares where a change may open an attack.

use crate::board::army::Army;
use crate::board::cell::MAX_KINDS;
use crate::board::geometry::{Geometry, Square};
use crate::board::kind::{Kind, KindSet};
use crate::board::tables::{MoveTables, NO_LEG, RayKind};

/// For games where a piece arriving or leaving off the lines can open an
/// attack (hoppers, lame leapers, facing generals), and for games of three or
/// more armies with check (whether a move uncovered a third army's king): per
/// square, the squares where a change could open an attack on a royal piece
/// standing there. These are every square on an attack ray out of it, every leg
/// of a lame attack on it, and its file where royal pieces may not face. A
/// move by a piece that is not royal, touching none of them, leaves a royal
/// piece that is not in check safe: the legality test skips it.
#[derive(Clone, Debug, Default)]
pub struct AttackOpenings {
    squares: usize,
    sensitive: Vec<bool>,
}

impl AttackOpenings {
    /// From the variant's attack tables (`PieceDef::reversed_captures`).
    pub fn build(
        attack_tables: &MoveTables,
        geometry: &Geometry,
        kinds: usize,
        armies: usize,
        flying_general: bool,
    ) -> AttackOpenings {
        let n = geometry.square_count();
        let mut sensitive = vec![false; n * n];
        for target in geometry.squares() {
            let row = &mut sensitive[usize::from(target) * n..(usize::from(target) + 1) * n];
            for kind in Kind::all(kinds) {
                for army in Army::all(armies as u8) {
                    for ray in attack_tables.rays(kind, army, target) {
                        for &square in attack_tables.ray_squares(ray) {
                            row[usize::from(square)] = true;
                        }
                    }
                    for leap in attack_tables.leaps(kind, army, target) {
                        for &leg in leap.legs.iter().filter(|&&leg| leg != NO_LEG) {
                            row[usize::from(leg)] = true;
                        }
                    }
                }
            }
            if flying_general {
                let file = geometry.coords(target).0;
                for square in geometry.squares().filter(|&s| geometry.coords(s).0 == file) {
                    row[usize::from(square)] = true;
                }
            }
        }
        AttackOpenings {
            squares: n,
            sensitive,
        }
    }

    /// Whether a change on `square` could open an attack on `royal`.
    #[inline]
    pub fn may_open(&self, royal: Square, square: Square) -> bool {
        self.sensitive
            .get(usize::from(royal) * self.squares + usize::from(square))
            .copied()
            .unwrap_or(true)
    }
}

/// One line out of a square along which pieces attack it: the squares, nearest
/// first, and for each kind how far along it that kind reaches (0: not at all),
/// sliding to the first piece or hopping over it to the second (cannons).
#[derive(Clone, Debug)]
pub(crate) struct Line {
    pub(crate) start: u32,
    pub(crate) end: u32,
    pub(crate) reach: [u8; MAX_KINDS],
    pub(crate) hop_reach: [u8; MAX_KINDS],
}

/// The reaches of the kinds along one line as it is built: sliding, hopping.
type Reaches = ([u8; MAX_KINDS], [u8; MAX_KINDS]);

/// For every square, the lines along which pieces that move alike for every army
/// attack it, each line walked once for all the kinds that attack along it
/// (a queen, a rook and a bishop share the lines of a square).
#[derive(Clone, Debug, Default)]
pub struct AttackLines {
    pub(crate) spans: Vec<(u32, u32)>,
    pub(crate) lines: Vec<Line>,
    pub(crate) squares: Vec<Square>,
    /// The kinds that hop along some line: without them, what
    /// stands behind a line's first piece attacks nothing.
    pub(crate) hop_kinds: KindSet,
}

impl AttackLines {
    /// Built from the reversed capture tables; oriented kinds are left to the
    /// general attack test. Rays out of one square that start on the same
    /// square run the same way, so the longest holds the others.
    pub fn build(
        tables: &MoveTables,
        square_count: usize,
        kinds: usize,
        oriented: KindSet,
    ) -> AttackLines {
        let mut built = AttackLines::default();
        for square in 0..square_count as Square {
            let mut lines: Vec<(Vec<Square>, Reaches)> = Vec::new();
            for kind in Kind::all(kinds.min(MAX_KINDS)).filter(|&k| !oriented.contains(k)) {
                for ray in tables.rays(kind, Army::FIRST, square) {
                    let run = tables.ray_squares(ray);
                    let reach = run.len().min(usize::from(u8::MAX)) as u8;
                    // Rays of one line differ only in length; the two branches of
                    // a fork share the run before it and are two lines.
                    let index = match lines.iter().position(|(squares, _)| {
                        let common = squares.len().min(run.len());
                        squares[..common] == run[..common]
                    }) {
                        Some(index) => index,
                        None => {
                            lines.push((Vec::new(), ([0; MAX_KINDS], [0; MAX_KINDS])));
                            lines.len() - 1
                        }
                    };
                    let (squares, (slides, hops)) = &mut lines[index];
                    if run.len() > squares.len() {
                        *squares = run.to_vec();
                    }
                    let reaches = match ray.kind {
                        RayKind::Slide => slides,
                        RayKind::Hop | RayKind::Vault => hops,
                    };
                    reaches[kind.index()] = reaches[kind.index()].max(reach);
                }
            }
            let first = built.lines.len() as u32;
            for (squares, (reach, hop_reach)) in lines {
                for kind in Kind::all(MAX_KINDS).filter(|k| hop_reach[k.index()] > 0) {
                    built.hop_kinds.insert(kind);
                }
                let start = built.squares.len() as u32;
                built.squares.extend(squares);
                let end = built.squares.len() as u32;
                built.lines.push(Line {
                    start,
                    end,
                    reach,
                    hop_reach,
                });
            }
            built.spans.push((first, built.lines.len() as u32));
        }
        built
    }
}
