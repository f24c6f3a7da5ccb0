//! Two-sided search: the root's side maximises, every other army minimises (its
//! team in team games; in free-for-all all three rivals, the "paranoid"
//! assumption). Values are always the root's. Alpha-beta in minimax form (turns
//! do not alternate: partners, dice turns of two plies), principal variation
//! search, transposition table, quiescence on captures, and expectimax chance
//! nodes over the dice (`chance`).

use raja_core::Move;

use super::ordering::{MAX_PLY, reduction_relief};
use super::pruning::{
    DELTA_MARGIN, NULL_MOVE_DEPTH, capture_gain, futility_margin, has_pieces, late_move_count,
    null_reduction, reverse_futility_margin,
};
use super::reductions::reduction;
use super::window::Window;
use super::{QUIESCENCE_PLIES, Report, ScoredMoves, Searcher, StuckNode};
use crate::sides::{INFINITY, WIN_BOUND};
use crate::value::Value;

/// Aspiration: from this iteration on, the root is first searched within this
/// much of the last iteration's value (a narrower window cuts more), and again
/// with the failed side open when the value falls outside.
const ASPIRATION_DEPTH: u32 = 4;
const ASPIRATION: Value = 50;
/// Nodes this deep without a table move are searched a ply shallower.
const IIR_DEPTH: i32 = 4;
/// The quiet moves of a node whose histories a later cut lowers, at most.
const TRIED_QUIETS: usize = 32;

impl Searcher<'_> {
    /// Iterative deepening at the root; the root's side is to move.
    pub(super) fn alphabeta_root(&mut self, root_moves: &[Move]) -> Option<Report> {
        let mut moves = self.ordered_root_moves(root_moves);
        let mut report = Report {
            best: *moves.first()?,
            value: 0,
            depth: 0,
            nodes: 0,
        };
        let max_depth = self.budget.limits().depth.max(1);
        for depth in self.first_depth.min(max_depth)..=max_depth {
            self.iteration_depth = depth;
            let (mut low, mut high) = (-INFINITY, INFINITY);
            if self.prunes && depth >= ASPIRATION_DEPTH && report.value.abs() < WIN_BOUND {
                (low, high) = (report.value - ASPIRATION, report.value + ASPIRATION);
            }
            let (best, alpha) = loop {
                let (best, alpha) = self.root_iteration(&moves, depth, low, high);
                if self.budget.stopped {
                    break (best, alpha);
                }
                match best {
                    // Failed high: the move is better than the window said; it
                    // goes first and is searched again without the ceiling.
                    Some((index, mv)) if alpha >= high => {
                        moves[..=index].rotate_right(1);
                        report.best = mv;
                        high = INFINITY;
                    }
                    // Failed low: every move is worse than the window; again
                    // without the floor.
                    None if low > -INFINITY => low = -INFINITY,
                    _ => break (best, alpha),
                }
            };
            report.nodes = self.budget.nodes;
            let Some((index, mv)) = best else { break };
            if self.budget.stopped {
                // A move proven better than the last iteration's best stands.
                if index > 0 {
                    report.best = mv;
                }
                break;
            }
            report = Report {
                best: mv,
                value: alpha,
                depth,
                nodes: self.budget.nodes,
            };
            self.stats.nodes_after_iteration.push(self.budget.nodes);
            moves[..=index].rotate_right(1);
            if moves.len() == 1 || alpha.abs() > WIN_BOUND {
                break;
            }
        }
        report.nodes = self.budget.nodes;
        Some(report)
    }

    /// One iteration over the root's moves within (`low`, `high`): the best
    /// move that rose above `low` (with its index) and its value, stopping at
    /// the first move that reaches `high`.
    fn root_iteration(
        &mut self,
        moves: &[Move],
        depth: u32,
        low: Value,
        high: Value,
    ) -> (Option<(usize, Move)>, Value) {
        let mut alpha = low;
        let mut best = None;
        for (i, &mv) in moves.iter().enumerate() {
            let piece_to = self.ordering.piece_to(&self.position, mv);
            self.ordering.follow(1, piece_to);
            let undo = if self.best_reply {
                let root = self.sides.root();
                self.position.make_for(self.variant, root, mv)
            } else {
                self.position.make(self.variant, mv)
            };
            let child = depth as i32 - 1;
            let mut value = if i == 0 {
                self.after_root(child, alpha, high)
            } else {
                self.after_root(child, alpha, alpha + 1)
            };
            if i > 0 && value > alpha && !self.budget.stopped {
                value = self.after_root(child, alpha, high);
            }
            self.position.unmake(self.variant, undo);
            if self.budget.stopped {
                break;
            }
            if value > alpha {
                alpha = value;
                best = Some((i, mv));
                if alpha >= high {
                    break;
                }
            }
        }
        (best, alpha)
    }

    /// The value to the root after one of its moves at the root.
    fn after_root(&mut self, depth: i32, alpha: Value, beta: Value) -> Value {
        if self.best_reply {
            self.best_reply_after_root(depth, alpha, beta)
        } else {
            self.alphabeta(depth, 1, alpha, beta)
        }
    }

    /// The value to the root of the position, within the window (alpha, beta).
    pub(super) fn alphabeta(&mut self, depth: i32, ply: usize, alpha: Value, beta: Value) -> Value {
        // Passes and lost dice turns do not shorten the depth: a line of them
        // ends at the ply limit, as quiescence does. A node at the horizon is
        // quiescence's: it counts once, there (counted here too, it cost a
        // fifth of the node budget).
        if depth <= 0 || ply >= MAX_PLY {
            return self.quiesce(ply, alpha, beta, QUIESCENCE_PLIES);
        }
        if self.budget.tick() {
            return 0;
        }
        if let Some(outcome) = self.variant.rules.outcome(self.variant, &self.position) {
            return self.sides.terminal(&outcome, ply);
        }
        if self.awaiting_roll() {
            return self.chance(depth, ply, alpha, beta);
        }
        self.stats.node(ply);
        let key = self.key();
        let tt_move = match self.probe_node(key, depth, ply, alpha, beta) {
            Ok(value) => return value,
            Err(tt_move) => tt_move,
        };
        // Without a move from the table to try first, a deep node is searched
        // a ply shallower: its ordering is a guess.
        let depth = if tt_move.is_none() && depth >= IIR_DEPTH {
            depth - 1
        } else {
            depth
        };
        let maximizing = self.sides.is_ours(self.position.to_move());
        // A null-window node out of check may be cut or pruned on its static value.
        let stand = self.static_for_pruning(alpha, beta);
        let improving = self.improving(ply, stand, maximizing);
        if let Some(stand) = stand {
            let beats = |value: Value| {
                if maximizing {
                    value >= beta
                } else {
                    value <= alpha
                }
            };
            let margin = reverse_futility_margin(depth);
            let ahead = if maximizing {
                stand - margin
            } else {
                stand + margin
            };
            if margin > 0 && beats(ahead) {
                self.stats.reverse_futility_cuts += 1;
                return if maximizing { beta } else { alpha };
            }
            let ahead = if maximizing {
                stand - beta
            } else {
                alpha - stand
            };
            if beats(stand)
                && let Some(value) = self.null_move(depth, ply, alpha, beta, maximizing, ahead)
            {
                return value;
            }
        }
        // Quiet moves that cannot lift the static value into the window are skipped.
        let futile = stand.is_some_and(|stand| {
            let margin = futility_margin(depth);
            margin > 0
                && if maximizing {
                    stand + margin <= alpha
                } else {
                    stand - margin >= beta
                }
        });
        let mut list = self.moves(ply, false, tt_move);
        if list.is_empty() {
            self.put_back(ply, list);
            return self.pass(depth, ply, alpha, beta);
        }
        self.stats.move_nodes += 1;
        let mut window = Window::new(alpha, beta, maximizing);
        let extends_checks = self.extends_checks(ply);
        let open_window = beta - alpha > 1;
        let mover = self.position.to_move();
        // The quiet moves searched, whose histories fall if another cuts.
        let mut tried = [Move::PASS; TRIED_QUIETS];
        let mut tried_count = 0;
        // Near the leaves, a prunable node searches only its first quiet moves.
        let late_moves = late_move_count(depth, improving);
        let mut quiets_seen = 0;
        for i in 0..list.len() {
            let mv = list.pick(i);
            let quiet = self.position.cell(mv.to).is_empty() && mv.promotion().is_none();
            let piece_to = self.ordering.piece_to(&self.position, mv);
            let undo = self.position.make(self.variant, mv);
            // A move that checks the side now to move is never pruned (its
            // partner's king too: `side_in_check`).
            let pruned = quiet
                && i > 0
                && (futile || stand.is_some() && quiets_seen >= late_moves)
                && !self.side_in_check();
            if pruned {
                if futile {
                    self.stats.futility_prunes += 1;
                } else {
                    self.stats.late_move_prunes += 1;
                }
                self.position.unmake(self.variant, undo);
                continue;
            }
            quiets_seen += usize::from(quiet);
            self.ordering.follow(ply + 1, piece_to);
            // A check is searched a ply deeper, never shallower.
            let check = extends_checks && self.army_in_check();
            let move_depth = depth + i32::from(check);
            self.stats.check_extensions += u64::from(check);
            let reduced = if quiet && !check {
                let relief = reduction_relief(list.score_at(i)) - i32::from(!improving);
                reduction(depth, i, open_window, relief)
            } else {
                0
            };
            let value = if i == 0 {
                self.alphabeta(move_depth - 1, ply + 1, window.alpha, window.beta)
            } else {
                self.later_move(move_depth, ply, &window, reduced)
            };
            self.position.unmake(self.variant, undo);
            if self.budget.stopped {
                self.put_back(ply, list);
                return 0;
            }
            if window.record(Some(mv), value) {
                self.stats.cut_nodes += 1;
                self.stats.first_move_cuts += u64::from(i == 0);
                self.stats.cut_index_sum += i as u64;
                if quiet {
                    let tried = &tried[..tried_count];
                    let position = &self.position;
                    self.ordering
                        .reward(mover, position, mv, move_depth, ply, tried);
                }
                break;
            }
            if quiet && tried_count < TRIED_QUIETS {
                tried[tried_count] = mv;
                tried_count += 1;
            }
        }
        self.put_back(ply, list);
        self.store_node(key, &window, depth, ply);
        window.best
    }

    /// The static value of a node that forward pruning may cut (`pruning`):
    /// a null window away from won or lost values, no king of the side to
    /// move in check (`side_in_check`), a game where pruning is sound; `None`
    /// elsewhere.
    fn static_for_pruning(&mut self, alpha: Value, beta: Value) -> Option<Value> {
        let candidate = self.prunes
            && beta - alpha == 1
            && alpha.abs() < WIN_BOUND
            && beta.abs() < WIN_BOUND
            && !(self.variant.check && self.side_in_check());
        candidate.then(|| self.leaf_value())
    }

    /// Whether the static value at `ply` (`stand`) is better for the side to
    /// move than at its side's last node two plies up; true where either is
    /// unknown. A node that is not improving is pruned and reduced more.
    fn improving(&mut self, ply: usize, stand: Option<Value>, maximizing: bool) -> bool {
        self.static_values[ply.min(MAX_PLY)] = stand;
        let before = ply
            .checked_sub(2)
            .and_then(|up| self.static_values[up.min(MAX_PLY)]);
        match (stand, before) {
            (Some(now), Some(before)) if maximizing => now > before,
            (Some(now), Some(before)) => now < before,
            _ => true,
        }
    }

    /// Null-move pruning (`pruning`), in a node whose static value beats the
    /// window already: `Some` with the node's bound when passing, searched
    /// shallower, still beats it. Not right after another null move, and only
    /// with more than king and pawns.
    fn null_move(
        &mut self,
        depth: i32,
        ply: usize,
        alpha: Value,
        beta: Value,
        maximizing: bool,
        ahead: Value,
    ) -> Option<Value> {
        let to_move = self.position.to_move();
        let tried = self.null_moves
            && depth >= NULL_MOVE_DEPTH
            && !self.after_null[ply]
            && has_pieces(self.variant, &self.position, to_move);
        if !tried {
            return None;
        }
        let beats = |value: Value| {
            if maximizing {
                value >= beta
            } else {
                value <= alpha
            }
        };
        self.stats.null_tries += 1;
        let undo = self.position.make(self.variant, Move::PASS);
        self.ordering.follow(ply + 1, None);
        self.after_null[ply + 1] = true;
        let reply_depth = depth - 1 - null_reduction(depth, ahead);
        let value = self.alphabeta(reply_depth, ply + 1, alpha, beta);
        self.after_null[ply + 1] = false;
        self.position.unmake(self.variant, undo);
        // A won line found after a pass proves nothing about a mate: cut at the bound.
        let bound = if maximizing { beta } else { alpha };
        let cuts = !self.budget.stopped && beats(value);
        self.stats.null_cuts += u64::from(cuts);
        cuts.then_some(bound)
    }

    /// Whether a check at `ply` is searched deeper: in games with check of two
    /// sides taking turns, where a check forces the very next reply, and only
    /// to twice the iteration's depth, so that a run of checks ends.
    fn extends_checks(&self, ply: usize) -> bool {
        self.variant.check && self.two_sides && ply < 2 * self.iteration_depth as usize
    }

    /// Whether the army to move is in check.
    fn army_in_check(&self) -> bool {
        raja_core::attack::in_check(self.variant, &self.position, self.position.to_move())
    }

    /// Whether a king of the side to move is in check: the army to move's or
    /// a partner's. In teams a partner's king left in check may be taken or
    /// mated by the enemy who moves next, before the partner's turn comes, so
    /// the army to move must answer that check as if it were its own, and
    /// its node is no place for pruning on a static value. 4pchess mated
    /// level 5 so in 58 of 68 short losses: one enemy checks, the checked
    /// army's partner moves, the other enemy mates; the null move of the
    /// partner's node had let the mating move fall into quiescence, which
    /// searches captures only.
    fn side_in_check(&self) -> bool {
        let (variant, position) = (self.variant, &self.position);
        let to_move = position.to_move();
        position.armies().any(|army| {
            (army == to_move || variant.partners(army, to_move))
                && raja_core::attack::in_check(variant, position, army)
        })
    }

    /// A move after the first: a null-window probe, at reduced depth for a late
    /// quiet move, searched again in full only if it may beat the best so far.
    fn later_move(&mut self, depth: i32, ply: usize, window: &Window, reduction: i32) -> Value {
        let (low, high) = window.null();
        let mut value = self.alphabeta(depth - 1 - reduction, ply + 1, low, high);
        self.stats.reduced += u64::from(reduction > 0);
        if reduction > 0 && window.promising(value) && !self.budget.stopped {
            self.stats.re_searched += 1;
            value = self.alphabeta(depth - 1, ply + 1, low, high);
        }
        if window.inside(value) && !self.budget.stopped {
            value = self.alphabeta(depth - 1, ply + 1, window.alpha, window.beta);
        }
        value
    }

    /// The side to move has no move: the rules may end the game (mate), else
    /// the army leaves (mate in Seasons chess and four-player free-for-all), or
    /// it passes (a lost dice turn, or a blocked army), unless nobody can move
    /// and the game ends.
    pub(super) fn pass(&mut self, depth: i32, ply: usize, alpha: Value, beta: Value) -> Value {
        match self.stuck_node() {
            StuckNode::End(outcome) => return self.sides.terminal(&outcome, ply),
            StuckNode::Leaves(after) => {
                // The search goes on from the position the rules left (the army
                // out, its pieces perhaps another's), and comes back after.
                let before = std::mem::replace(&mut self.position, *after);
                let undo = self.position.make(self.variant, Move::PASS);
                self.ordering.follow(ply + 1, None);
                let value = self.alphabeta(depth, ply + 1, alpha, beta);
                self.position.unmake(self.variant, undo);
                self.position = before;
                return value;
            }
            StuckNode::Pass => {}
        }
        if self.position.dice().is_none() && self.nobody_can_move() {
            let outcome = self
                .variant
                .rules
                .outcome_without_moves(self.variant, &self.position);
            return self.sides.terminal(&outcome, ply);
        }
        let undo = self.position.make(self.variant, Move::PASS);
        self.ordering.follow(ply + 1, None);
        let value = self.alphabeta(depth, ply + 1, alpha, beta);
        self.position.unmake(self.variant, undo);
        value
    }

    /// Captures only, until the position is quiet: the side to move may also stand.
    fn quiesce(&mut self, ply: usize, alpha: Value, beta: Value, left: i32) -> Value {
        if self.budget.tick() {
            return 0;
        }
        self.stats.quiescence_nodes += 1;
        if let Some(outcome) = self.variant.rules.outcome(self.variant, &self.position) {
            return self.sides.terminal(&outcome, ply);
        }
        if self.awaiting_roll() {
            // Quiescence stops at the next roll. Averaging the roller's captures
            // over every roll here cost three to four times the nodes per ply,
            // and no measurement showed it making the bot stronger (docs/bots.md).
            return self.leaf_value();
        }
        let maximizing = self.sides.is_ours(self.position.to_move());
        if left <= 0 || ply >= MAX_PLY {
            return self.leaf_value();
        }
        // The table answers quiescence too (its entries 0 plies deep): a
        // capture sequence reaches the same position by many orders.
        let key = self.key();
        if let Some(value) = self.probe_quiescence(key, ply, alpha, beta) {
            return value;
        }
        if self.evades_in_quiescence() {
            let window = self.quiesce_evasions(ply, alpha, beta, left, maximizing);
            return self.store_quiescence(key, &window, ply);
        }
        let stand = self.leaf_value();
        let window = match Window::standing(alpha, beta, maximizing, stand) {
            Ok(window) => window,
            Err(stand) => return stand,
        };
        // Delta pruning: what a capture must win to bring the value into the
        // window, where pruning is sound and the window is not a won game's.
        let needed = (self.prunes && alpha.abs() < WIN_BOUND && beta.abs() < WIN_BOUND)
            .then(|| if maximizing { alpha - stand } else { stand - beta } - DELTA_MARGIN)
            .filter(|&needed| needed > 0);
        let list = self.moves(ply, true, None);
        let window = self.quiesce_moves(ply, list, window, left, needed);
        self.store_quiescence(key, &window, ply)
    }

    /// The value of a quiescence node the table decides within (alpha, beta).
    fn probe_quiescence(
        &mut self,
        key: u64,
        ply: usize,
        alpha: Value,
        beta: Value,
    ) -> Option<Value> {
        let entry = self.tt.probe(key)?;
        self.stats.quiescence_tt_hits += 1;
        let value = entry.decided_value(ply, alpha, beta);
        self.stats.quiescence_tt_cuts += u64::from(value.is_some());
        value
    }

    /// Stores a searched quiescence node (0 plies deep) and gives its value.
    fn store_quiescence(&mut self, key: u64, window: &Window, ply: usize) -> Value {
        if !self.budget.stopped {
            self.store_node(key, window, 0, ply);
        }
        window.best
    }

    /// Whether a quiescence node must answer a check instead of standing: in
    /// games with check of two sides taking turns, where the checked side's
    /// static value says nothing (its king may be lost, or mated).
    fn evades_in_quiescence(&self) -> bool {
        self.variant.check && self.two_sides && self.army_in_check()
    }

    /// A quiescence node in check: every legal answer is searched (no standing
    /// pat); none at all is what the rules make of it (mate).
    fn quiesce_evasions(
        &mut self,
        ply: usize,
        alpha: Value,
        beta: Value,
        left: i32,
        maximizing: bool,
    ) -> Window {
        let list = self.moves(ply, false, None);
        if list.is_empty() {
            self.put_back(ply, list);
            let mut window = Window::new(alpha, beta, maximizing);
            let value = match self.stuck_node() {
                StuckNode::End(outcome) => self.sides.terminal(&outcome, ply),
                StuckNode::Leaves(_) | StuckNode::Pass => self.leaf_value(),
            };
            window.record(None, value);
            return window;
        }
        self.stats.quiescence_evasion_nodes += 1;
        self.stats.quiescence_evasions += list.len() as u64;
        let window = Window::new(alpha, beta, maximizing);
        self.quiesce_moves(ply, list, window, left, None)
    }

    /// Searches a quiescence node's moves in order within `window` (the standing
    /// node's captures or the checked node's answers alike) and gives the list
    /// back; captures that win less than `needed` are skipped.
    fn quiesce_moves(
        &mut self,
        ply: usize,
        mut list: ScoredMoves,
        mut window: Window,
        left: i32,
        needed: Option<Value>,
    ) -> Window {
        for i in 0..list.len() {
            let mv = list.pick(i);
            if needed.is_some_and(|needed| capture_gain(self.variant, &self.position, mv) < needed)
            {
                continue;
            }
            let undo = self.position.make(self.variant, mv);
            let value = self.quiesce(ply + 1, window.alpha, window.beta, left - 1);
            self.position.unmake(self.variant, undo);
            if self.budget.stopped || window.record(Some(mv), value) {
                break;
            }
        }
        self.put_back(ply, list);
        window
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use raja_core::Game;

    use super::*;
    use crate::eval::Evaluator;
    use crate::search::budget::Limits;

    /// The best move and its value after a search of `depth` plies.
    fn search(id: &str, fen: &str, depth: u32) -> (String, Value) {
        let game = Game::from_fen(id, fen).expect("test FEN");
        let variant = game.variant();
        let eval = Evaluator::new(variant);
        let cancel = AtomicBool::new(false);
        let limits = Limits::nodes(depth, u64::MAX);
        let position = game.position().clone();
        let mut searcher = Searcher::new(variant, position, &eval, limits, &cancel, 0, 1);
        let report = searcher
            .alphabeta_root(&game.legal_moves())
            .expect("a move");
        (game.move_string(report.best), report.value)
    }

    #[test]
    fn checks_are_searched_deeper_so_a_mate_of_checks_is_seen_early() {
        // Philidor's smothered mate: 1. Nh6+ Kh8 2. Qg8+ Rxg8 3. Nf7#, five plies
        // whose last is quiet. Four plies find it only because the two checks after
        // the first are searched a ply deeper.
        let smothered = "5rk1/5Npp/8/3Q4/8/8/8/6K1 w - - 0 1";
        let (best, value) = search("chess", smothered, 4);
        assert_eq!(best, "f7h6");
        assert!(value > WIN_BOUND, "value {value}");
    }

    #[test]
    fn a_check_on_the_army_after_next_is_answered_in_teams() {
        // From a game 4pchess won: Red's queen takes on m7 with check to Green,
        // Blue moves, Yellow's knight closes the net on l9, and Green is mated
        // when its turn comes. Three plies find it only if Blue's node, its
        // partner in check, is not cut by a null move whose reply falls into
        // quiescence (main's level 5 missed it at seven).
        let net = "***yRyNyByKyQyB1yR***/***yPyPyPyPyPyPyPyP***/***8***/\
                   bRbP8gP2gR/bNbP7yN2gPgN/1bP10gPgB/bQ2bP8gPgK/bKbP10gPgQ/\
                   bBbP8gP2gB/bNbP10gPgN/bRbP10gPgR/***rN3rP3***/\
                   ***rPrPrPrP1rPrPrP***/***rR1rBrQrKbBrNrR*** r LLLL 0,5,0,0 0,0,0,0 0 8 - -";
        let (best, value) = search("fourplayer-teams", net, 3);
        assert_eq!(best, "g1m7");
        assert!(value > WIN_BOUND, "value {value}");
    }
}
