//! The positional features of a position: for each army, which weights
//! (`layout` slots) apply to it and how many times. The evaluation is linear
//! in the weights, sent to a `Sink` (`sink`). The terms live in their modules
//! (`piece_squares`, `mobility`, `pawns`), below this one; it runs them in
//! order over one scratch space (`scratch`).

use std::cell::RefCell;

use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;

use super::frame::Frame;
use super::layout::{Layout, Slot};
use super::piece_squares::PieceSquares;
use super::positional::Positional;
use super::scratch::Scratch;
pub use super::sink::{Sink, Trace, Weighted};
use super::{mobility, pawns, phase, piece_squares};

/// What the features of one game precompute, with the weights laid out.
pub struct Features {
    pub layout: Layout,
    frames: Vec<Option<Frame>>,
    squares: PieceSquares,
    /// The phase material at the start (`phase`).
    start_material: u32,
    /// Whether the walk of every piece is needed (some weight reads it).
    walks: bool,
    /// Whether the game's pawns are judged (the data's `pawn_structure`) and
    /// some weight reads them.
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
        let pawns = variant.data.evaluation.pawn_structure && (every || pawns_read(&layout));
        Features {
            frames: variant.armies().map(|a| Frame::new(variant, a)).collect(),
            squares: PieceSquares::new(variant, &layout),
            // The start is checked game data (raja-core's tests read every one).
            start_material: Position::start(variant, 0)
                .map_or(0, |start| phase::material(variant, &start)),
            walks,
            pawns,
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
            let material = piece_squares::add(
                &self.layout,
                &self.squares,
                variant,
                position,
                scratch,
                sink,
            );
            if self.walks {
                mobility::add(
                    &self.layout,
                    variant,
                    position,
                    kings,
                    &mut scratch.maps,
                    sink,
                );
            }
            if self.pawns {
                pawns::add(
                    &self.layout,
                    &self.frames,
                    variant,
                    position,
                    kings,
                    scratch,
                    sink,
                );
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
    let set = |slot: Slot| layout.reads(slot);
    set(layout.mobility)
        || set(layout.king_attack)
        || layout.reads_any(layout.king_attackers, super::layout::KING_ATTACKERS)
        || layout.reads_any(
            layout.king_attacker_armies,
            super::layout::KING_ATTACKER_ARMIES,
        )
        || layout.kinds.iter().any(|k| {
            layout.reads_any(k.mobility, usize::from(k.mobility_len))
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

/// Whether a weight reads the pawn structure (`pawns`): a family without
/// pawn weights (four-player Teams) skips its walk of every pawn.
fn pawns_read(layout: &Layout) -> bool {
    let set = |slot: Slot| layout.reads(slot);
    [
        layout.pawn_shield,
        layout.doubled,
        layout.isolated,
        layout.passed,
        layout.passed_own_king,
        layout.passed_enemy_king,
    ]
    .into_iter()
    .any(set)
        || layout.reads_any(layout.passed_by_progress, layout.rows)
        || layout.reads_any(layout.connected, layout.rows)
        || layout
            .kinds
            .iter()
            .any(|k| set(k.open_line) || set(k.half_open_line))
}

#[cfg(test)]
impl Features {
    /// The features of a position of `game`, every term computed and each
    /// recorded: what the terms' tests read.
    pub(super) fn traced(game: &str, fen: &str) -> (Features, Trace) {
        let variant = raja_core::variant(game).expect("a game");
        let position = raja_core::fen::parse(&variant, fen).expect("a FEN");
        Features::traced_position(&variant, &position)
    }

    /// The same for a position already read (a game's own notation: FEN4).
    pub(super) fn traced_position(variant: &Variant, position: &Position) -> (Features, Trace) {
        let layout = Layout::new(variant, &Positional::NONE);
        let features = Features::with_layout(variant, layout, true);
        let mut kings = [None; MAX_ARMIES];
        for army in variant.armies() {
            kings[army.index()] = position.royal_square(variant, army);
        }
        let mut trace = Trace::default();
        features.collect(variant, position, &kings, &mut trace);
        (features, trace)
    }
}

thread_local! {
    static SCRATCH: RefCell<Scratch> = RefCell::new(Scratch::default());
}
