//! Move ordering, so alpha-beta cuts early: the transposition-table move, then
//! captures by most valuable victim / least valuable attacker (a live king first),
//! promotions, killer moves (quiet moves that cut at the same ply), the
//! countermove (the quiet move that last cut after the same previous move),
//! captures that lose material (`exchange`), then the quiet moves by their
//! history: how often each cut off before (per army, from and to square, or a
//! drop's kind and square), and how it did after the same move one and two
//! plies before (continuation history). A pass comes last.

use raja_core::variant::Variant;
use raja_core::{Army, Move, Position};

use super::exchange::{capture_loses, exchanges_judged};

/// Deepest ply the killer table covers; deeper plies just have no killers.
pub const MAX_PLY: usize = 128;

const TT_MOVE: i32 = 1 << 30;
const CAPTURE: i32 = 1 << 24;
const PROMOTION: i32 = 1 << 23;
const KILLER: i32 = 1 << 22;
const COUNTERMOVE: i32 = KILLER - 1;
/// Captures that lose material (`exchange`) come after the killers, before
/// the quiet moves' history.
const LOSING_CAPTURE: i32 = 1 << 21;
/// A pass, after every other move.
const PASS: i32 = -(1 << 22);
/// A live king is worth more than any material as a victim: it eliminates.
const ROYAL_VICTIM: i32 = 1000;
/// History values stay within ±this (each update moves them part of the way).
const HISTORY_LIMIT: i32 = 16_384;
/// The continuation table is left out above this many entries (huge boards).
const MAX_CONTINUATION: usize = 1 << 22;

/// Plies a late quiet move's reduction is lessened by for its ordering
/// `score`: a killer or the countermove by one; by its history, from one for
/// the best to minus two (reduced more) for the worst.
pub fn reduction_relief(score: i32) -> i32 {
    if (COUNTERMOVE..=KILLER + 1).contains(&score) {
        return 1;
    }
    (score / HISTORY_LIMIT).clamp(-2, 1)
}

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

/// A move's piece and destination (`kind × squares + to`), the key of the
/// countermove and continuation tables; `None` for a pass.
pub type PieceTo = u32;

/// What the search learns of its moves' order while it runs.
pub struct Ordering {
    killers: Vec<[Option<Move>; 2]>,
    /// Per (army, from or a drop's kind row, to).
    history: Vec<i16>,
    /// Per previous move's `PieceTo`: the quiet move that cut after it.
    counters: Vec<Option<Move>>,
    /// Per (earlier move's `PieceTo`, this move's `PieceTo`).
    continuation: Vec<i16>,
    /// Per ply: the `PieceTo` of the move that led there (`follow`).
    played: Vec<Option<PieceTo>>,
    squares: usize,
    /// History rows per army: a square's, then a drop's kind's.
    rows: usize,
    /// `PieceTo` values: kinds × squares.
    piece_tos: usize,
}

impl Ordering {
    /// Room for `armies` armies' board moves on `squares` squares and the
    /// drops of `kinds` kinds.
    pub fn new(squares: usize, kinds: usize, armies: usize) -> Ordering {
        let piece_tos = kinds * squares;
        let continuation = piece_tos
            .checked_mul(piece_tos)
            .filter(|&n| n <= MAX_CONTINUATION)
            .unwrap_or(0);
        Ordering {
            killers: vec![[None; 2]; MAX_PLY],
            history: vec![0; armies * (squares + kinds) * squares],
            counters: vec![None; piece_tos],
            continuation: vec![0; continuation],
            played: vec![None; MAX_PLY + 2],
            squares,
            rows: squares + kinds,
            piece_tos,
        }
    }

    /// Whether this ordering was made for a game of these dimensions.
    pub fn fits(&self, squares: usize, kinds: usize, armies: usize) -> bool {
        self.squares == squares
            && self.rows == squares + kinds
            && self.history.len() == armies * self.rows * squares
    }

    /// A new search: the histories stay, the killers and the moves played go
    /// (they were plies of another root).
    pub fn new_search(&mut self) {
        self.killers.fill([None; 2]);
        self.played.fill(None);
    }

    /// The key of `mv` in `position` (before it is made).
    #[inline]
    pub fn piece_to(&self, position: &Position, mv: Move) -> Option<PieceTo> {
        if mv.is_pass() {
            return None;
        }
        let kind = match mv.dropped() {
            Some((kind, _)) => kind,
            None => position.cell(mv.from).kind(),
        };
        Some((kind.index() * self.squares + usize::from(mv.to)) as PieceTo)
    }

    /// The move that leads to `ply` was `played` (`None`: a pass, a null
    /// move, a roll): what the next ply's ordering follows up.
    #[inline]
    pub fn follow(&mut self, ply: usize, played: Option<PieceTo>) {
        if let Some(slot) = self.played.get_mut(ply) {
            *slot = played;
        }
    }

    /// The move that led to `ply`, `back` plies before it (1: the last move).
    #[inline]
    fn before(&self, ply: usize, back: usize) -> Option<PieceTo> {
        ply.checked_sub(back - 1)
            .and_then(|p| self.played.get(p).copied().flatten())
    }

    #[inline]
    fn history_index(&self, army: Army, mv: Move) -> usize {
        let row = match mv.dropped() {
            Some((kind, _)) => self.squares + kind.index(),
            None => usize::from(mv.from),
        };
        (army.index() * self.rows + row) * self.squares + usize::from(mv.to)
    }

    #[inline]
    fn continuation_index(&self, earlier: PieceTo, this: PieceTo) -> Option<usize> {
        let i = earlier as usize * self.piece_tos + this as usize;
        (i < self.continuation.len()).then_some(i)
    }

    /// A quiet move's history: its own and its continuations after the last
    /// two moves.
    fn quiet_score(&self, army: Army, position: &Position, mv: Move, ply: usize) -> i32 {
        let mut score = self
            .history
            .get(self.history_index(army, mv))
            .map_or(0, |&h| i32::from(h));
        if let Some(this) = self.piece_to(position, mv) {
            for back in [1, 2] {
                if let Some(i) = self
                    .before(ply, back)
                    .and_then(|earlier| self.continuation_index(earlier, this))
                {
                    score += i32::from(self.continuation[i]);
                }
            }
        }
        score
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
            return PASS;
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
        let countered = self
            .before(ply, 1)
            .and_then(|last| self.counters.get(last as usize).copied().flatten());
        if countered == Some(mv) {
            return COUNTERMOVE;
        }
        let army = position.to_move();
        self.quiet_score(army, position, mv, ply)
    }

    /// The quiet move `mv` of `army` cut off at `ply` with `depth` left, after
    /// the quiet moves `tried` failed to: `mv` becomes a killer and the
    /// countermove of the last move, its histories rise and theirs fall.
    pub fn reward(
        &mut self,
        army: Army,
        position: &Position,
        mv: Move,
        depth: i32,
        ply: usize,
        tried: &[Move],
    ) {
        if mv.is_pass() {
            return;
        }
        if let Some(killers) = self.killers.get_mut(ply)
            && killers[0] != Some(mv)
        {
            killers[1] = killers[0];
            killers[0] = Some(mv);
        }
        if let Some(last) = self.before(ply, 1)
            && let Some(slot) = self.counters.get_mut(last as usize)
        {
            *slot = Some(mv);
        }
        let bonus = (16 * depth * depth + 32 * depth).min(1600);
        self.update(army, position, mv, ply, bonus);
        for &failed in tried {
            if failed != mv {
                self.update(army, position, failed, ply, -bonus);
            }
        }
    }

    /// Moves `mv`'s histories by `bonus`, less as they near the limit.
    fn update(&mut self, army: Army, position: &Position, mv: Move, ply: usize, bonus: i32) {
        let nudge = |h: &mut i16| {
            let value = i32::from(*h);
            let moved = value + bonus - value * bonus.abs() / HISTORY_LIMIT;
            *h = moved.clamp(-HISTORY_LIMIT, HISTORY_LIMIT) as i16;
        };
        let i = self.history_index(army, mv);
        if let Some(h) = self.history.get_mut(i) {
            nudge(h);
        }
        let Some(this) = self.piece_to(position, mv) else {
            return;
        };
        for back in [1, 2] {
            if let Some(i) = self
                .before(ply, back)
                .and_then(|earlier| self.continuation_index(earlier, this))
            {
                nudge(&mut self.continuation[i]);
            }
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
    /// The ordering score of the move `pick` put at `index`.
    pub fn score_at(&self, index: usize) -> i32 {
        self.moves.get(index).map_or(0, |&(score, _)| score)
    }

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
        let mut ordering = Ordering::new(squares, variant.kind_count(), 2);
        let queen = variant.kind_by_letter('Q').expect("queen");
        let knight = variant.kind_by_letter('N').expect("knight");
        let target = variant.geometry.parse_square("e7").expect("square");
        let queen_drop = Move::drop(queen, target);
        let knight_drop = Move::drop(knight, target);
        // Scored at a ply where neither drop is a killer: history alone orders them.
        let score = |ordering: &Ordering, mv| ordering.score(&variant, &position, mv, None, 9);
        assert_eq!(score(&ordering, queen_drop), score(&ordering, knight_drop));
        ordering.reward(Army::FIRST, &position, queen_drop, 4, 3, &[]);
        ordering.reward(Army::FIRST, &position, queen_drop, 4, 5, &[]);
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
        let mut ordering = Ordering::new(squares, variant.kind_count(), 2);
        let square = |name: &str| variant.geometry.parse_square(name).expect("square");
        let step = Move::new(square("g1"), square("h1"));
        ordering.reward(Army::FIRST, &position, step, 5, 7, &[]);
        for kind in variant.kinds() {
            let empty = (0..squares as u16).filter(|&to| position.cell(to).is_empty());
            for to in empty {
                let drop = Move::drop(kind, to);
                assert_eq!(ordering.score(&variant, &position, drop, None, 0), 0);
            }
        }
        assert_eq!(
            ordering.score(&variant, &position, step, None, 0),
            16 * 25 + 32 * 5
        );
    }

    #[test]
    fn a_cut_raises_the_move_and_lowers_the_quiet_moves_tried_before_it() {
        let variant = raja_core::variant("chess").expect("chess");
        let position =
            raja_core::fen::parse(&variant, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("test FEN");
        let square = |name: &str| variant.geometry.parse_square(name).expect("square");
        let (good, bad) = (
            Move::new(square("a1"), square("a7")),
            Move::new(square("a1"), square("a2")),
        );
        let mut ordering = Ordering::new(64, variant.kind_count(), 2);
        ordering.reward(Army::FIRST, &position, good, 3, 10, &[bad, good]);
        let score = |ordering: &Ordering, mv| ordering.score(&variant, &position, mv, None, 20);
        assert!(score(&ordering, good) > 0);
        assert!(score(&ordering, bad) < 0);
        assert_eq!(score(&ordering, good), -score(&ordering, bad));
        // Nearer the limit, each cut adds less.
        let once = score(&ordering, good);
        ordering.reward(Army::FIRST, &position, good, 3, 10, &[]);
        assert!(score(&ordering, good) - once < once);
        // Black's history is its own.
        let black = Move::new(square("e8"), square("d8"));
        let black_position =
            raja_core::fen::parse(&variant, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1").expect("test FEN");
        assert_eq!(
            ordering.score(&variant, &black_position, black, None, 20),
            0
        );
    }

    #[test]
    fn the_move_that_cut_after_a_move_answers_it_next_time() {
        let variant = raja_core::variant("chess").expect("chess");
        let position =
            raja_core::fen::parse(&variant, "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").expect("test FEN");
        let square = |name: &str| variant.geometry.parse_square(name).expect("square");
        let mut ordering = Ordering::new(64, variant.kind_count(), 2);
        let king = variant.kind_by_letter('K').expect("king").index();
        let black_king_to_d8 = (king * 64 + usize::from(square("d8"))) as PieceTo;
        let answer = Move::new(square("a1"), square("a8"));
        ordering.follow(5, Some(black_king_to_d8));
        ordering.reward(Army::FIRST, &position, answer, 2, 5, &[]);
        // At another ply after the same move: the countermove, before the history.
        ordering.follow(9, Some(black_king_to_d8));
        assert_eq!(
            ordering.score(&variant, &position, answer, None, 9),
            COUNTERMOVE
        );
        // After another move, only its history (and no continuation) speaks for it.
        ordering.follow(9, None);
        assert_eq!(
            ordering.score(&variant, &position, answer, None, 9),
            16 * 4 + 32 * 2
        );
        // Two plies after the same move: its continuation adds.
        ordering.follow(12, Some(black_king_to_d8));
        ordering.follow(13, None);
        assert_eq!(
            ordering.score(&variant, &position, answer, None, 13),
            2 * (16 * 4 + 32 * 2)
        );
    }
}
