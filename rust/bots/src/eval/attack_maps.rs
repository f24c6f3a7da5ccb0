//! Attack maps: per army and square, the kinds of that army's pieces that could
//! capture there and the kinds that could step there, pseudo-legally (check and
//! the dice aside). Built from the core's move tables, walked forward once per
//! piece: the leaf terms of the dice games read them instead of generating moves.

use raja_core::Position;
use raja_core::piece::Mode;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, KindSet};

use super::ray_walk::{self, Reach};

/// Squares × armies the maps hold; larger boards get no map-based term.
pub const MAP_CAPACITY: usize = 512;

pub struct AttackMaps {
    squares: usize,
    /// Per army and square: kinds that could capture a piece standing there.
    captures: [KindSet; MAP_CAPACITY],
    /// Per army and empty square: kinds that could move there without capturing.
    steps: [KindSet; MAP_CAPACITY],
    /// Per live army: the kinds it has on the board.
    kinds: [KindSet; MAX_ARMIES],
}

impl AttackMaps {
    /// Whether `variant`'s board and armies fit the maps.
    pub fn fit(variant: &Variant) -> bool {
        variant.geometry.square_count() * variant.army_count() <= MAP_CAPACITY
    }

    /// The maps of every live army; `variant` must `fit`. The steps are mapped
    /// only `with_steps` (the exposure term needs captures alone).
    pub fn build(variant: &Variant, position: &Position, with_steps: bool) -> AttackMaps {
        let squares = variant.geometry.square_count();
        let mut maps = AttackMaps {
            squares,
            captures: [KindSet::EMPTY; MAP_CAPACITY],
            steps: [KindSet::EMPTY; MAP_CAPACITY],
            kinds: [KindSet::EMPTY; MAX_ARMIES],
        };
        let tables = &variant.tables;
        let board = |square: u16| position.cell(square);
        for army in position.live_armies() {
            let base = army.index() * squares;
            for &from in position.pieces(army) {
                let kind = position.cell(from).kind();
                let bit = KindSet::of(kind);
                maps.kinds[army.index() % MAX_ARMIES] |= bit;
                for leap in tables.leaps(kind, army, from) {
                    let to = base + usize::from(leap.to);
                    if leap.mode != Mode::MoveOnly {
                        maps.captures[to] |= bit;
                    }
                    if with_steps && leap.mode != Mode::CaptureOnly && board(leap.to).is_empty() {
                        maps.steps[to] |= bit;
                    }
                }
                for ray in tables.rays(kind, army, from) {
                    let captures = ray.mode != Mode::MoveOnly;
                    let steps = with_steps && ray.mode != Mode::CaptureOnly;
                    ray_walk::walk(variant, position, kind, ray, |square, reach| {
                        let at = base + usize::from(square);
                        match reach {
                            Reach::Empty { moves, takes } => {
                                if steps && moves {
                                    maps.steps[at] |= bit;
                                }
                                if captures && takes {
                                    maps.captures[at] |= bit;
                                }
                            }
                            Reach::Piece if captures => maps.captures[at] |= bit,
                            Reach::Piece => {}
                        }
                    });
                }
            }
        }
        maps
    }

    /// The kinds of `army` attacking `square`.
    #[inline]
    pub fn captures(&self, army: Army, square: u16) -> KindSet {
        self.captures[army.index() * self.squares + usize::from(square)]
    }

    /// The kinds `army` has on the board (none for an army out of play).
    #[inline]
    pub fn kinds_of(&self, army: Army) -> KindSet {
        self.kinds[army.index() % MAX_ARMIES]
    }

    /// The kinds of `army` that could move to the empty `square` (none unless
    /// built `with_steps`).
    #[inline]
    pub fn steps(&self, army: Army, square: u16) -> KindSet {
        self.steps[army.index() * self.squares + usize::from(square)]
    }
}
