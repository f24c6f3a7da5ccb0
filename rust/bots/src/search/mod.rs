//! The tree searches over a position of raja-core, with make/unmake in place.
//! `Searcher` holds what every algorithm shares: the position, the budget, the
//! evaluation, the tables and the per-ply move lists; `alphabeta` and `maxn` are
//! the two algorithms, each with its own iterative deepening.
//!
//! Turns without a choice are handled as the game does: a dice roll is a chance
//! node averaging over every distinct roll, and a player without a move passes.

mod alphabeta;
mod brs;
pub mod budget;
mod chance;
mod eval_cache;
mod exchange;
mod maxn;
pub mod memory;
pub mod ordering;
pub mod parallel;
mod pruning;
mod reductions;
pub mod stats;
pub mod tt;
mod window;

use std::sync::atomic::AtomicBool;

use raja_core::movegen::{ALL_KINDS, generate_legal, has_move};
use raja_core::position::MAX_ARMIES;
use raja_core::rules::Stuck;
use raja_core::variant::Variant;
use raja_core::{Move, Outcome, Position};

use crate::eval::Evaluator;
use crate::rolls::{Roll, distinct_rolls};
use crate::sides::Sides;
use crate::value::{Scores, Value};
use budget::{Budget, Limits};
use eval_cache::EvalCache;
use ordering::{MAX_PLY, Ordering, ScoredMoves, capture_score};
use stats::Stats;
use tt::{Bound, Entry, Table};
use window::Window;

/// How the free-for-all is searched; team games are always two-sided alpha-beta.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Algorithm {
    /// Two sides: the root's team (or the root alone, "paranoid") against the
    /// rest, alpha-beta with PVS, a transposition table and quiescence.
    AlphaBeta,
    /// Every army maximises its own share (max^n), no pruning.
    MaxN,
    /// The root against the single best reply of all rivals on every other layer
    /// (games without dice; with dice it falls back to `AlphaBeta`).
    BestReply,
}

/// The free-for-all choice of three armies and of the dice games, measured in
/// docs/bots.md: paranoid alpha-beta beat max^n clearly, and with three
/// armies best-reply search did not beat it.
pub const FREE_FOR_ALL: Algorithm = Algorithm::AlphaBeta;

/// Free-for-alls of more armies than this play best-reply search: with eight,
/// paranoid search sees one move of its own in eight plies, and best-reply
/// search won most games against it (docs/bots/rounds/eight-armies.md).
pub const MOST_ARMIES_FOR_PARANOID: usize = 4;

impl Algorithm {
    pub fn for_variant(variant: &Variant) -> Algorithm {
        if variant.options.teams {
            Algorithm::AlphaBeta
        } else if best_reply_plays(variant) {
            Algorithm::BestReply
        } else {
            FREE_FOR_ALL
        }
    }
}

/// Whether best-reply search plays the free-for-all `variant` (without dice:
/// rivals cannot throw a turn's dice out of turn). With more than four armies
/// always; with four where kings may not be left attacked (`check`): there
/// paranoid search, one move of its own in four plies against a coalition of
/// three, made level 5 passive, and best-reply search took most first places
/// against it in four-player chess (docs/bots/rounds/2026-12-07-night-ffa.md).
/// Where kings are taken instead (Čaturádží) its blind spot costs kings: a
/// rival's hanging king looks as if it would wait while another rival answers.
/// With three armies paranoid search measured better
/// (docs/bots/rounds/2026-12-07-threeplayer.md).
fn best_reply_plays(variant: &Variant) -> bool {
    let armies = variant.army_count();
    variant.dice.is_none() && (armies > MOST_ARMIES_FOR_PARANOID || armies == 4 && variant.check)
}

/// What a search found.
#[derive(Clone, Copy, Debug)]
pub struct Report {
    pub best: Move,
    /// The best move's value to the root, from the last completed iteration.
    pub value: Value,
    /// Deepest iteration completed, in plies.
    pub depth: u32,
    pub nodes: u64,
}

/// Captures searched beyond the horizon, at most this many plies.
const QUIESCENCE_PLIES: i32 = 6;
/// Transposition table size of a searcher on its own: 2^17 buckets of two
/// entries, a few megabytes (a bot sizes its table by `Resources::hash_mb`).
const TT_BITS: u32 = 17;

pub struct Searcher<'a> {
    variant: &'a Variant,
    position: Position,
    eval: &'a Evaluator,
    sides: Sides,
    budget: Budget<'a>,
    tt: TableRef<'a>,
    ordering: Ordering,
    rolls: Vec<Roll>,
    /// One move list per ply, reused so that search allocates nothing.
    lists: Vec<ScoredMoves>,
    /// One list of probed roll bounds per ply (chance nodes), reused likewise.
    roll_bounds: Vec<Vec<i64>>,
    noise: Value,
    seed: u64,
    /// The root's moves lead to best-reply layers instead of alpha-beta's turns.
    best_reply: bool,
    /// The depth of the iteration under way at the root.
    iteration_depth: u32,
    /// The first iteration's depth (a parallel search's helpers start deeper).
    first_depth: u32,
    /// Whether the game allows forward pruning (`pruning::forward_pruning_sound`).
    prunes: bool,
    /// Whether the game allows null-move pruning (`pruning::null_move_sound`).
    null_moves: bool,
    /// Whether two sides take turns (`pruning::sides_alternate`).
    two_sides: bool,
    /// Per ply: the move that led there was a null move (none follows another).
    after_null: Vec<bool>,
    /// Per ply: the static value of the node there, where pruning computed it
    /// (`alphabeta`'s improving flag compares a node with its side's last).
    static_values: Vec<Option<Value>>,
    /// Mixed into every table key: the root's army.
    root_key: u64,
    /// The leaves' values by key (`eval_cache`).
    evaluations: EvalCache,
    /// What the search did, for profiles.
    stats: Stats,
}

impl<'a> Searcher<'a> {
    /// A searcher with a table of its own (2^`TT_BITS` buckets).
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        variant: &'a Variant,
        position: Position,
        eval: &'a Evaluator,
        limits: Limits,
        cancel: &'a AtomicBool,
        noise: Value,
        seed: u64,
    ) -> Searcher<'a> {
        let tt = TableRef::Own(Box::new(Table::new(TT_BITS)));
        Searcher::with_table(variant, position, eval, limits, cancel, noise, seed, tt)
    }

    /// A searcher sharing `table` (with the other threads of a parallel search).
    #[allow(clippy::too_many_arguments)]
    pub fn sharing(
        variant: &'a Variant,
        position: Position,
        eval: &'a Evaluator,
        limits: Limits,
        cancel: &'a AtomicBool,
        noise: Value,
        seed: u64,
        table: &'a Table,
    ) -> Searcher<'a> {
        let tt = TableRef::Shared(table);
        Searcher::with_table(variant, position, eval, limits, cancel, noise, seed, tt)
    }

    #[allow(clippy::too_many_arguments)]
    fn with_table(
        variant: &'a Variant,
        position: Position,
        eval: &'a Evaluator,
        limits: Limits,
        cancel: &'a AtomicBool,
        noise: Value,
        seed: u64,
        tt: TableRef<'a>,
    ) -> Searcher<'a> {
        let position_root = position.to_move();
        let sides = Sides::new(variant, position_root)
            .playing_for_first(eval.weights().first_place)
            .weighing_leader(eval.weights().leader_percent);
        Searcher {
            variant,
            position,
            eval,
            sides,
            budget: Budget::new(limits, cancel),
            tt,
            ordering: Ordering::new(
                variant.geometry.square_count(),
                variant.kind_count(),
                variant.army_count(),
            ),
            rolls: distinct_rolls(variant),
            lists: (0..MAX_PLY + 1).map(|_| ScoredMoves::default()).collect(),
            roll_bounds: vec![Vec::new(); MAX_PLY + 1],
            noise,
            seed,
            best_reply: false,
            iteration_depth: 0,
            first_depth: 1,
            prunes: pruning::forward_pruning_sound(variant),
            null_moves: pruning::null_move_sound(variant),
            two_sides: pruning::sides_alternate(variant),
            after_null: vec![false; MAX_PLY + 2],
            static_values: vec![None; MAX_PLY + 2],
            root_key: mix(0x7AB1E ^ u64::from(position_root.number())),
            evaluations: EvalCache::default(),
            stats: Stats::default(),
        }
    }

    /// Searches with `algorithm` among `root_moves` (the game's legal moves).
    pub fn run(&mut self, algorithm: Algorithm, root_moves: &[Move]) -> Option<Report> {
        match algorithm {
            Algorithm::AlphaBeta => self.alphabeta_root(root_moves),
            Algorithm::MaxN => self.maxn_root(root_moves),
            // Rivals answering out of turn cannot throw the dice of a turn.
            Algorithm::BestReply if self.position.dice().is_some() => {
                self.alphabeta_root(root_moves)
            }
            Algorithm::BestReply => {
                self.best_reply = true;
                self.alphabeta_root(root_moves)
            }
        }
    }

    /// What the search did so far (`stats`).
    pub fn stats(&self) -> &Stats {
        &self.stats
    }

    /// The dice of a new turn have not been thrown: a chance node.
    #[inline]
    fn awaiting_roll(&self) -> bool {
        self.position.dice().is_some_and(|d| !d.turn.rolled)
    }

    /// The root's moves, most promising first, for the first iteration.
    fn ordered_root_moves(&self, root_moves: &[Move]) -> Vec<Move> {
        let mut moves = root_moves.to_vec();
        moves.sort_by_cached_key(|&mv| {
            std::cmp::Reverse(
                self.ordering
                    .score(self.variant, &self.position, mv, None, 0),
            )
        });
        moves
    }

    /// Looks the node up in the transposition table: `Ok(value)` when an entry
    /// searched deep enough already decides it within (alpha, beta), else
    /// `Err` with the entry's move (if any) to try first.
    fn probe_node(
        &mut self,
        key: u64,
        depth: i32,
        ply: usize,
        alpha: Value,
        beta: Value,
    ) -> Result<Value, Option<Move>> {
        self.stats.tt_probes += 1;
        let Some(entry) = self.tt.probe(key) else {
            return Err(None);
        };
        self.stats.tt_hits += 1;
        if i32::from(entry.depth) >= depth
            && let Some(value) = entry.decided_value(ply, alpha, beta)
        {
            self.stats.tt_cuts += 1;
            return Ok(value);
        }
        Err(entry.mv)
    }

    /// Stores a searched node in the transposition table, its value bounded by
    /// the window it was entered with (alpha-beta and best-reply search alike).
    fn store_node(&mut self, key: u64, window: &Window, depth: i32, ply: usize) {
        let (alpha, beta) = window.entered();
        let bound = if window.best <= alpha {
            Bound::Upper
        } else if window.best >= beta {
            Bound::Lower
        } else {
            Bound::Exact
        };
        let entry = Entry::new(window.best_move, window.best, depth as i16, bound, ply);
        self.tt.store(key, entry);
    }

    /// The hash, with the dice of the turn (the core's hash leaves them out)
    /// and the root's army (values are the root's, and a table outlives a search).
    fn key(&self) -> u64 {
        let mut key = self.position.hash() ^ self.root_key;
        if let Some(dice) = self.position.dice() {
            for (i, &face) in dice.turn.remaining.iter().enumerate() {
                key ^= mix(u64::from(face) << (8 * i) | 0xD1CE << 32);
            }
        }
        key
    }

    /// Each army's worth at a leaf, with the level's deterministic misjudgement.
    fn leaf_scores(&mut self) -> Scores {
        let mut scores = self.eval.scores(self.variant, &mut self.position);
        if self.noise > 0 {
            let span = 2 * self.noise as u64 + 1;
            let base = mix(self.position.hash() ^ self.seed);
            for (army, score) in scores.iter_mut().enumerate().take(MAX_ARMIES) {
                *score += (mix(base ^ army as u64) % span) as Value - self.noise;
            }
        }
        scores
    }

    /// The leaf's value to the root (the key holds the root's army, so a
    /// value kept for it is the root's).
    fn leaf_value(&mut self) -> Value {
        let key = self.key();
        self.stats.evaluations += 1;
        if let Some(value) = self.evaluations.get(key) {
            self.stats.evaluation_hits += 1;
            return value;
        }
        let scores = self.leaf_scores();
        let value = self.sides.value(&scores);
        self.evaluations.put(key, value);
        self.toward_quiet_draw(value)
    }

    /// Where a game drawn for want of captures and pawn moves still ranks its
    /// players (eight-player Singles, by points), the leaf's value leans
    /// toward what that draw would be worth, by the share of the last
    /// `Weights::quiet_clock` plies of the clock gone: a player ahead on points
    /// welcomes the quiet, one behind must not drift into it. (After the
    /// cache: the clock is not in the key.)
    fn toward_quiet_draw(&self, value: Value) -> Value {
        let window = self.eval.weights().quiet_clock;
        if window <= 0 {
            return value;
        }
        let rules = &self.variant.rules;
        let Some(left) = rules.plies_to_quiet_draw(self.variant, &self.position) else {
            return value;
        };
        let gone = window - Value::try_from(left).unwrap_or(Value::MAX).min(window);
        if gone == 0 {
            return value;
        }
        let Some(drawn) = rules.drawn_outcome(self.variant, &self.position) else {
            return value;
        };
        let drawn = self.sides.terminal(&drawn, 0);
        value + (drawn - value) * gone / window
    }

    /// The moves at `ply`, scored for ordering (all, or captures only), taken out
    /// of the per-ply lists; give them back with `put_back`. A dice turn under way
    /// may also pass the rest of the turn (not in quiescence).
    fn moves(&mut self, ply: usize, captures_only: bool, tt_move: Option<Move>) -> ScoredMoves {
        let mut list = std::mem::take(&mut self.lists[ply.min(MAX_PLY)]);
        list.clear();
        let kinds = self.position.movable_kinds(self.variant);
        let to_move = self.position.to_move();
        // Legal moves: check, and the rules' own actions (offers, drops) where a
        // game has them.
        generate_legal(self.variant, &mut self.position, to_move, kinds, &mut list);
        let (variant, position, ordering) = (self.variant, &self.position, &self.ordering);
        if captures_only {
            // Quiescence looks for what captures win: those that lose are skipped.
            let judged = exchange::exchanges_judged(variant);
            list.rescore(|mv| {
                capture_score(variant, position, mv)
                    .filter(|_| !(judged && exchange::capture_loses(variant, position, mv)))
            });
        } else {
            list.rescore(|mv| Some(ordering.score(variant, position, mv, tt_move, ply)));
            if may_pass(variant, position) && !list.is_empty() {
                list.push(-1, Move::PASS);
            }
        }
        list
    }

    fn put_back(&mut self, ply: usize, list: ScoredMoves) {
        self.lists[ply.min(MAX_PLY)] = list;
    }

    /// What the rules make of the side to move having no move (mate, stalemate,
    /// antichess's win, a lost dice turn), judged as the game does, on a copy
    /// that keeps what the rule changes out of the searched position. With dice
    /// a roll without a move only loses the turn, unless the army has no move
    /// at all: mate and stalemate do not depend on the roll.
    fn stuck_node(&mut self) -> StuckNode {
        let to_move = self.position.to_move();
        if self.position.dice().is_some()
            && has_move(self.variant, &mut self.position, to_move, ALL_KINDS)
        {
            return StuckNode::Pass;
        }
        let mut after = self.position.clone();
        match self.variant.rules.stuck(self.variant, &mut after) {
            Stuck::End(outcome) => StuckNode::End(outcome),
            // Without dice a mated army still passes here and its king, left
            // attacked, is taken on the mater's turn: letting it leave measured
            // no better there (docs/bots.md, fourth and eighth rounds).
            Stuck::Continue if self.position.dice().is_some() => StuckNode::Leaves(Box::new(after)),
            Stuck::Continue | Stuck::Pass => StuckNode::Pass,
        }
    }

    /// How the rules end the game when the side to move has no move, if they
    /// end it (max^n: an army leaving is searched as a pass there).
    fn stuck_outcome(&mut self) -> Option<Outcome> {
        match self.stuck_node() {
            StuckNode::End(outcome) => Some(outcome),
            StuckNode::Leaves(_) | StuckNode::Pass => None,
        }
    }

    /// No army in the game can move at all (the game then ends).
    fn nobody_can_move(&mut self) -> bool {
        raja_core::rules::turn::nobody_can_move(self.variant, &mut self.position)
    }
}

/// A searcher's transposition table: its own, or one shared by the threads of
/// a parallel search.
enum TableRef<'a> {
    Own(Box<Table>),
    Shared(&'a Table),
}

impl std::ops::Deref for TableRef<'_> {
    type Target = Table;

    fn deref(&self) -> &Table {
        match self {
            TableRef::Own(table) => table,
            TableRef::Shared(table) => table,
        }
    }
}

/// What becomes of a side to move without a move.
enum StuckNode {
    /// The game ends.
    End(Outcome),
    /// The army leaves the game (mated or stalemated; in Seasons chess its army
    /// passes to the mater): the position after it, still its turn. Games
    /// with dice only (`stuck_node` says why).
    Leaves(Box<Position>),
    /// It passes: a lost dice turn, or an army that is blocked for now.
    Pass,
}

/// Whether the search tries passing the rest of a dice turn: only after the turn's
/// first move. Passing a whole turn is legal, but in a game of captures it is
/// almost never best, and a paranoid search overrates doing nothing (measured:
/// level 5 passed whole turns in 7% of its moves).
/// Games whose dice allow no pass (Čaturanga's forced move) never pass.
pub fn may_pass(variant: &Variant, position: &Position) -> bool {
    variant.dice.as_ref().is_some_and(|rule| rule.may_pass)
        && position
            .dice()
            .is_some_and(|d| d.turn.rolled && d.turn.moved)
}

/// SplitMix64's finaliser: spreads bits for keys and noise.
pub fn mix(mut z: u64) -> u64 {
    z = z.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

#[cfg(test)]
mod tests {
    use raja_core::Game;

    use super::*;
    use crate::eval::Weights;
    use crate::sides::{INFINITY, PLACE};

    #[test]
    fn free_for_alls_of_many_armies_or_four_with_check_play_best_reply_search() {
        let algorithm = |id: &str| Algorithm::for_variant(&raja_core::variant(id).unwrap());
        for id in ["eightplayer", "fourplayer-ffa", "seasons"] {
            assert_eq!(algorithm(id), Algorithm::BestReply, "{id}");
        }
        for id in [
            "chaturaji",
            "threeplayer",
            "chaturaji-dice",
            "seasons-dice",
            "eightplayer-pairs",
            "eightplayer-teams",
            "fourplayer-teams",
        ] {
            assert_eq!(algorithm(id), Algorithm::AlphaBeta, "{id}");
        }
    }

    /// White has thrown a 4 (rook) in Seasons chess with the die, green the only
    /// other army left (the mate of docs/notation.md, red and black out): the
    /// value of a rook move, searched two plies.
    fn after_white_rook(mv: &str) -> Value {
        let fen = "8/6wR1/8/4wK3/8/2gU5/3wR4/gK7 w LXXL 0,0,0,0 0,0,0,0 0 0 7:1:4:- 0,0,0,0:0:0120";
        let game = Game::from_fen("seasons-dice", fen).expect("test FEN");
        let variant = game.variant();
        let mv = *game
            .legal_moves()
            .iter()
            .find(|&&m| game.move_string(m) == mv)
            .expect("legal");
        // Without the leaves' judgement of checks, so only the search sees the mate.
        let mut weights = Weights::for_variant(variant);
        weights.king_danger = 0;
        weights.check_threats = 0;
        let eval = Evaluator::with_weights(variant, weights);
        let cancel = AtomicBool::new(false);
        let limits = Limits::nodes(2, u64::MAX);
        let position = game.position().clone();
        let mut searcher = Searcher::new(variant, position, &eval, limits, &cancel, 0, 1);
        searcher.position.make(variant, mv);
        searcher.alphabeta(1, 1, -INFINITY, INFINITY)
    }

    #[test]
    fn a_mated_army_leaves_in_the_search_and_passes_to_the_mater() {
        // g7g1 mates green whatever he throws: his army leaves, and white, the
        // last king, has won for certain (first of four: 3 000 and the points).
        // d2d1 only checks: green may meet it, or pass, and the game goes on.
        let mate = after_white_rook("g7g1");
        let check = after_white_rook("d2d1");
        assert!(
            mate >= 3 * PLACE && check < mate,
            "mate {mate}, check {check}"
        );
    }
}
