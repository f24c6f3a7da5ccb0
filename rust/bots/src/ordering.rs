//! Move ordering, so alpha-beta cuts early: the transposition-table move, then
//! captures by most valuable victim / least valuable attacker (a live king first),
//! promotions, killer moves (quiet moves that cut at the same ply), then the
//! history of quiet cut-offs. A pass comes last.

use raja_core::variant::Variant;
use raja_core::{Move, Position};

/// Deepest ply the killer table covers; deeper plies just have no killers.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const PROMOTION: i32 = 1 << 23;
const KILLER: i32 = 1 << 22;
const HISTORY_CAP: u32 = (1 << 21) - 1;
/// A live king is worth more than any material as a victim: it eliminates.
const ROYAL_VICTIM: i32 = 1000;

/// The value of capturing on `mv.to`, most valuable victim first; `None` for a
/// quiet move or a pass.
#[inline]
pub fn capture_score(variant: &Variant, position: &Position, mv: Move) -> Option<i32> {
    if mv.is_pass() {
        return None;
    }
    let victim = position.cell(mv.to);
    if victim.is_empty() {
        return None;
    }
    let attacker = variant.value(position.cell(mv.from).kind()) as i32;
    let worth = if position.army_state(victim.army()).is_live() {
        let kind = victim.kind();
        variant.value(kind) as i32 * 16
            + if variant.is_royal(kind) {
                ROYAL_VICTIM
            } else {
                0
            }
    } else {
        0 // grey: no points, only a freed square
    };
    Some(worth * 64 - attacker)
}

/// Killers per ply and history per (from, to), learned during one search.
pub struct Ordering {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<u32>,
    squares: usize,
}

impl Ordering {
    pub fn new(squares: usize) -> Ordering {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; squares * squares],
            squares,
        }
    }

    #[inline]
    fn history_index(&self, mv: Move) -> usize {
        usize::from(mv.from) * self.squares + usize::from(mv.to)
    }

    pub fn score(
        &self,
        variant: &Variant,
        position: &Position,
        mv: Move,
        tt_move: Option<Move>,
        ply: usize,
    ) -> i32 {
        if tt_move == Some(mv) {
            return TT_MOVE;
        }
        if mv.is_pass() {
            return -1;
        }
        if let Some(score) = capture_score(variant, position, mv) {
            return CAPTURE + score;
        }
        if mv.promotion().is_some() {
            return PROMOTION;
        }
        if let Some(killers) = self.killers.get(ply) {
            if killers[0] == Some(mv) {
                return KILLER + 1;
            }
            if killers[1] == Some(mv) {
                return KILLER;
            }
        }
        self.history
            .get(self.history_index(mv))
            .map_or(0, |&h| h.min(HISTORY_CAP) as i32)
    }

    /// A quiet move caused a cut-off at `ply` with `depth` left.
    pub fn reward(&mut self, mv: Move, depth: i32, ply: usize) {
        if mv.is_pass() {
            return;
        }
        if let Some(killers) = self.killers.get_mut(ply)
            && killers[0] != Some(mv)
        {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        let i = self.history_index(mv);
        if let Some(h) = self.history.get_mut(i) {
            *h = h.saturating_add((depth * depth).max(1) as u32);
        }
    }
}

/// Moves with their ordering scores, taken best first without a full sort
/// (a cut-off usually comes early).
#[derive(Default)]
pub struct ScoredMoves {
    moves: Vec<(i32, Move)>,
}

impl ScoredMoves {
    pub fn clear(&mut self) {
        self.moves.clear();
    }

    pub fn push(&mut self, score: i32, mv: Move) {
        self.moves.push((score, mv));
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// The best of the moves from `index` on, swapped into `index`.
    pub fn pick(&mut self, index: usize) -> Move {
        let best = (index..self.moves.len())
            .max_by_key(|&i| self.moves[i].0)
            .unwrap_or(index);
        self.moves.swap(index, best);
        self.moves[index].1
    }
}

impl raja_core::moves::MoveSink for ScoredMoves {
    #[inline]
    fn push(&mut self, mv: Move) {
        self.moves.push((0, mv));
    }
}

impl ScoredMoves {
    /// Scores every move with `score` and drops those it rejects.
    pub fn rescore(&mut self, mut score: impl FnMut(Move) -> Option<i32>) {
        self.moves.retain_mut(|(s, mv)| match score(*mv) {
            Some(value) => {
                *s = value;
                true
            }
            None => false,
        });
    }
}
