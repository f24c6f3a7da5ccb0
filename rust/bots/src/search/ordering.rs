//! Move ordering, so alpha-beta cuts early: the transposition-table move, then
//! captures by most valuable victim / least valuable attacker (a live king first),
//! promotions, killer moves (quiet moves that cut at the same ply), captures that
//! lose material (`exchange`), then the history of quiet cut-offs. A pass comes last.

use raja_core::variant::Variant;
use raja_core::{Move, Position};

use super::exchange::{capture_loses, exchanges_judged};

/// Deepest ply the killer table covers; deeper plies just have no killers.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const PROMOTION: i32 = 1 << 23;
const KILLER: i32 = 1 << 22;
const HISTORY_CAP: u32 = (1 << 21) - 1;
/// Captures that lose material (`exchange`) come after the killers, before
/// the quiet moves' history.
const LOSING_CAPTURE: i32 = 1 << 21;
/// A live king is worth more than any material as a victim: it eliminates.
const ROYAL_VICTIM: i32 = 1000;

/// The value of capturing on `mv.to`, most valuable victim first; `None` for a
/// quiet move, a pass or a promotion in place (Sittuyin's pawn becoming a
/// general on its own square takes nothing).
#[inline]
pub fn capture_score(variant: &Variant, position: &Position, mv: Move) -> Option<i32> {
    if mv.is_pass() || mv.in_place() {
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

/// Killers per ply and history per (from, to), or per (kind, to) for a drop,
/// learned during one search.
pub struct Ordering {
    killers: Vec<[Option<Move>; 2]>,
    history: Vec<u32>,
    squares: usize,
}

impl Ordering {
    /// Room for the board moves of `squares` squares and the drops of `kinds` kinds.
    pub fn new(squares: usize, kinds: usize) -> Ordering {
        Ordering {
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; (squares + kinds) * squares],
            squares,
        }
    }

    /// A drop's rows follow the board's: `from` of a drop is no square.
    #[inline]
    fn history_index(&self, mv: Move) -> usize {
        let row = match mv.dropped() {
            Some((kind, _)) => self.squares + kind.index(),
            None => usize::from(mv.from),
        };
        row * self.squares + usize::from(mv.to)
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
            if exchanges_judged(variant) && capture_loses(variant, position, mv) {
                return LOSING_CAPTURE + score;
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    fn crazyhouse() -> (std::sync::Arc<Variant>, Position) {
        let variant = raja_core::variant("crazyhouse").expect("game");
        let fen = "4k3/8/8/8/8/8/5PPP/5RK1[QNqn] w - - 0 1";
        let position = raja_core::fen::parse(&variant, fen).expect("test FEN");
        (variant, position)
    }

    #[test]
    fn a_promotion_in_place_takes_nothing_and_a_capture_takes_its_victim() {
        let variant = raja_core::variant("sittuyin").expect("game");
        let fen = "8/1P5k/6r1/8/8/8/1K1S4/4s3[] w - - 2 97";
        let position = raja_core::fen::parse(&variant, fen).expect("test FEN");
        let square = |name| variant.geometry.parse_square(name).expect("square");
        let general = variant.kind_by_letter('F').expect("general");
        let in_place = Move::promoting(square("b7"), square("b7"), general);
        assert_eq!(capture_score(&variant, &position, in_place), None);
        let takes_elephant = Move::new(square("d2"), square("e1"));
        assert!(capture_score(&variant, &position, takes_elephant).is_some_and(|s| s > 0));
    }

    #[test]
    fn a_drop_that_cut_off_comes_before_other_drops() {
        let (variant, position) = crazyhouse();
        let squares = variant.geometry.square_count();
        let mut ordering = Ordering::new(squares, variant.kind_count());
        let queen = variant.kind_by_letter('Q').expect("queen");
        let knight = variant.kind_by_letter('N').expect("knight");
        let target = variant.geometry.parse_square("e7").expect("square");
        let queen_drop = Move::drop(queen, target);
        let knight_drop = Move::drop(knight, target);
        // Scored at a ply where neither drop is a killer: history alone orders them.
        let score = |ordering: &Ordering, mv| ordering.score(&variant, &position, mv, None, 9);
        assert_eq!(score(&ordering, queen_drop), score(&ordering, knight_drop));
        ordering.reward(queen_drop, 4, 3);
        ordering.reward(queen_drop, 4, 5);
        assert!(score(&ordering, queen_drop) > score(&ordering, knight_drop));
        assert_eq!(
            score(&ordering, knight_drop),
            0,
            "the knight's drop learned nothing"
        );
        let elsewhere = |ordering: &Ordering| {
            ordering.score(&variant, &position, Move::drop(queen, target - 1), None, 5)
        };
        assert_eq!(
            elsewhere(&ordering),
            0,
            "nor did the queen's drop on another square"
        );
    }

    #[test]
    fn drops_and_board_moves_keep_separate_histories() {
        let (variant, position) = crazyhouse();
        let squares = variant.geometry.square_count();
        let mut ordering = Ordering::new(squares, variant.kind_count());
        let square = |name: &str| variant.geometry.parse_square(name).expect("square");
        let step = Move::new(square("g1"), square("h1"));
        ordering.reward(step, 5, 7);
        for kind in variant.kinds() {
            let empty = (0..squares as u16).filter(|&to| position.cell(to).is_empty());
            for to in empty {
                let drop = Move::drop(kind, to);
                assert_eq!(ordering.score(&variant, &position, drop, None, 0), 0);
            }
        }
        assert_eq!(ordering.score(&variant, &position, step, None, 0), 25);
    }
}
