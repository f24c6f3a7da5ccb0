//! The positional features of a position: for each army, which weights
//! (`layout` slots) apply to it and how many times. The evaluation is linear
//! in the weights: a `Sink` either adds them up (`Weighted`, the evaluator)
//! or records the counts (`Trace`, the tuner and the tests). The terms live
//! in their modules (`piece_squares`, `mobility`, `pawns`); this one runs
//! them in order over one scratch space.

use std::cell::RefCell;

use raja_core::geometry::Square;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, Kind, Position};

use super::frame::Frame;
use super::layout::{Layout, Slot};
use super::mobility::AttackMaps;
use super::piece_squares::PieceSquares;
use super::positional::{Positional, Taper};
use super::{mobility, pawns, phase, piece_squares};
use crate::value::Value;

/// Where the features of a position go.
pub trait Sink {
    /// `army` has the feature weighed by `slot`, `count` times.
    fn add(&mut self, army: Army, slot: Slot, count: Value);
    /// `army` has the feature `numerator / denominator` times (the
    /// evaluator divides the weighted product, in whole units).
    fn add_fraction(&mut self, army: Army, slot: Slot, numerator: Value, denominator: Value);
}

/// Adds the weights up: each army's middlegame and endgame sums.
pub struct Weighted<'a> {
    tapers: &'a [Taper],
    pub mid: [Value; MAX_ARMIES],
    pub end: [Value; MAX_ARMIES],
}

impl<'a> Weighted<'a> {
    pub fn new(layout: &'a Layout) -> Weighted<'a> {
        Weighted {
            tapers: &layout.tapers,
            mid: [0; MAX_ARMIES],
            end: [0; MAX_ARMIES],
        }
    }
}

impl Sink for Weighted<'_> {
    #[inline]
    fn add(&mut self, army: Army, slot: Slot, count: Value) {
        if let Some(t) = self.tapers.get(slot as usize) {
            self.mid[army.index()] += t.mid * count;
            self.end[army.index()] += t.end * count;
        }
    }

    #[inline]
    fn add_fraction(&mut self, army: Army, slot: Slot, numerator: Value, denominator: Value) {
        if let Some(t) = self.tapers.get(slot as usize) {
            let d = denominator.max(1);
            self.mid[army.index()] += t.mid * numerator / d;
            self.end[army.index()] += t.end * numerator / d;
        }
    }
}

/// Records every feature: army, slot and count.
#[derive(Default)]
pub struct Trace {
    pub hits: Vec<(Army, Slot, f64)>,
}

impl Trace {
    /// How many times `army` has the feature of `slot`.
    pub fn count(&self, army: Army, slot: Slot) -> f64 {
        self.hits
            .iter()
            .filter(|&&(a, s, _)| a == army && s == slot)
            .map(|&(_, _, c)| c)
            .sum()
    }
}

impl Sink for Trace {
    fn add(&mut self, army: Army, slot: Slot, count: Value) {
        if count != 0 {
            self.hits.push((army, slot, f64::from(count)));
        }
    }

    fn add_fraction(&mut self, army: Army, slot: Slot, numerator: Value, denominator: Value) {
        if numerator != 0 {
            let count = f64::from(numerator) / f64::from(denominator.max(1));
            self.hits.push((army, slot, count));
        }
    }
}

/// What the features of one game precompute, with the weights laid out.
pub struct Features {
    pub layout: Layout,
    pub(super) frames: Vec<Option<Frame>>,
    pub(super) squares: PieceSquares,
    /// The phase material at the start (`phase`).
    start_material: u32,
    /// Whether the walk of every piece is needed (some weight reads it).
    walks: bool,
    /// Whether the game's pawns are judged (the data's `pawn_structure`).
    pawns: bool,
}

impl Features {
    pub fn new(variant: &Variant, weights: &Positional) -> Features {
        Features::with_layout(variant, Layout::new(variant, weights), false)
    }

    /// Features over `layout`; `every` computes every term whatever its
    /// weights (tuning), else only those some weight reads.
    pub fn with_layout(variant: &Variant, layout: Layout, every: bool) -> Features {
        let walks = every || walk_read(&layout);
        Features {
            frames: variant.armies().map(|a| Frame::new(variant, a)).collect(),
            squares: PieceSquares::new(variant, &layout),
            start_material: phase::material(variant, &Position::start(variant, 0)),
            walks,
            pawns: variant.data.evaluation.pawn_structure,
            layout,
        }
    }

    /// Sends the features of `position` to `sink`; returns the phase.
    pub fn collect<S: Sink>(
        &self,
        variant: &Variant,
        position: &Position,
        kings: &[Option<Square>; MAX_ARMIES],
        sink: &mut S,
    ) -> i32 {
        SCRATCH.with(|scratch| {
            let scratch = &mut *scratch.borrow_mut();
            scratch.reset(variant, position);
            let material = piece_squares::add(self, variant, position, scratch, sink);
            if self.walks {
                mobility::add(self, variant, position, kings, &mut scratch.maps, sink);
            }
            if self.pawns {
                pawns::add(self, variant, position, kings, scratch, sink);
            }
            let to_move = position.to_move();
            if position.army_state(to_move).is_live() {
                sink.add(to_move, self.layout.tempo, 1);
            }
            phase::of(material, self.start_material)
        })
    }
}

/// Whether a weight reads the walk of every piece (mobility, attacks, threats).
fn walk_read(layout: &Layout) -> bool {
    let t = |slot: Slot| layout.tapers[slot as usize];
    let set = |slot: Slot| !t(slot).is_zero();
    let range = |first: Slot, len: usize| (first..first + len as Slot).any(set);
    set(layout.mobility)
        || set(layout.king_attack)
        || range(layout.king_attackers, super::layout::KING_ATTACKERS)
        || layout.kinds.iter().any(|k| {
            range(k.mobility, usize::from(k.mobility_len))
                || [
                    k.king_attack,
                    k.attacked_by_pawn,
                    k.attacked_by_lesser,
                    k.hanging,
                ]
                .into_iter()
                .any(set)
        })
}

/// The working space of one evaluation, kept per thread.
#[derive(Default)]
pub(super) struct Scratch {
    pub maps: AttackMaps,
    /// Per (army, kind): pieces of it on the board.
    pub kind_counts: Vec<u8>,
    /// Per (army, line of its frame): its pawns there, and its enemies'.
    pub own_pawns: Vec<u8>,
    pub enemy_pawns: Vec<u8>,
    kinds: usize,
}

/// Lines (files) the pawn counts hold; further lines are not judged.
pub const LINES: usize = 32;

impl Scratch {
    fn reset(&mut self, variant: &Variant, position: &Position) {
        let armies = usize::from(position.army_count());
        self.kinds = variant.kind_count();
        self.kind_counts.clear();
        self.kind_counts.resize(armies * self.kinds, 0);
        for lines in [&mut self.own_pawns, &mut self.enemy_pawns] {
            lines.clear();
            lines.resize(armies * LINES, 0);
        }
        self.maps.reset(variant.geometry.square_count(), armies);
    }

    #[inline]
    pub fn kind_count(&mut self, army: Army, kind: Kind) -> &mut u8 {
        &mut self.kind_counts[army.index() * self.kinds + kind.index()]
    }
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}
