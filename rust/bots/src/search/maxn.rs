//! Max^n: every army picks the move best for itself, with a value per army
//! (each army's worth against its rivals). No cut-offs are sound without a bound
//! on the sum of the values, so it searches shallower than paranoid alpha-beta,
//! but it does not assume that all three rivals play against the root.

use raja_core::Move;
use raja_core::position::MAX_ARMIES;

use super::{Report, Searcher};
use crate::value::Value;

/// Each army's value of a position.
type Values = [Value; MAX_ARMIES];

/// Quiescence plies: fewer than alpha-beta's, as nothing is pruned here.
const QUIESCENCE_PLIES: i32 = 3;

impl Searcher<'_> {
    pub(super) fn maxn_root(&mut self, root_moves: &[Move]) -> Option<Report> {
        let root = self.sides.root().index();
        let mut moves = self.ordered_root_moves(root_moves);
        let mut report = Report {
            best: *moves.first()?,
            value: 0,
            depth: 0,
            nodes: 0,
        };
        for depth in 1..=self.budget.limits().depth.max(1) {
            let mut best: Option<(usize, Value)> = None;
            for (i, &mv) in moves.iter().enumerate() {
                let undo = self.position.make(self.variant, mv);
                let values = self.maxn(depth as i32 - 1, 1);
                self.position.unmake(self.variant, undo);
                if self.budget.stopped {
                    break;
                }
                if best.is_none_or(|(_, value)| values[root] > value) {
                    best = Some((i, values[root]));
                }
            }
            let Some((index, value)) = best else { break };
            if self.budget.stopped {
                // The previous best was searched first at this depth too, so the
                // best of the searched moves is comparable with it.
                report.best = moves[index];
                break;
            }
            report = Report {
                best: moves[index],
                value,
                depth,
                nodes: self.budget.nodes,
            };
            moves[..=index].rotate_right(1);
            if moves.len() == 1 {
                break;
            }
        }
        report.nodes = self.budget.nodes;
        Some(report)
    }

    fn maxn(&mut self, depth: i32, ply: usize) -> Values {
        if self.budget.tick() {
            return [0; MAX_ARMIES];
        }
        if let Some(outcome) = self.variant.rules.outcome(self.variant, &self.position) {
            return self.terminal_values(&outcome, ply);
        }
        if self.awaiting_roll() {
            return self.expected_values(depth, ply);
        }
        if depth <= 0 {
            return self.maxn_quiesce(ply, QUIESCENCE_PLIES);
        }
        let mut list = self.moves(ply, false, None);
        if list.is_empty() {
            self.put_back(ply, list);
            if let Some(outcome) = self.stuck_outcome() {
                return self.terminal_values(&outcome, ply);
            }
            if self.position.dice().is_none() && self.nobody_can_move() {
                let outcome = self
                    .variant
                    .rules
                    .outcome_without_moves(self.variant, &self.position);
                return self.terminal_values(&outcome, ply);
            }
            let undo = self.position.make(self.variant, Move::PASS);
            let values = self.maxn(depth, ply + 1);
            self.position.unmake(self.variant, undo);
            return values;
        }
        let mover = self.position.to_move().index();
        let mut best: Option<Values> = None;
        for i in 0..list.len() {
            let mv = list.pick(i);
            let undo = self.position.make(self.variant, mv);
            let values = self.maxn(depth - 1, ply + 1);
            self.position.unmake(self.variant, undo);
            if self.budget.stopped {
                break;
            }
            if best.is_none_or(|b| values[mover] > b[mover]) {
                best = Some(values);
            }
        }
        self.put_back(ply, list);
        best.unwrap_or([0; MAX_ARMIES])
    }

    fn maxn_quiesce(&mut self, ply: usize, left: i32) -> Values {
        let stand = self.static_values();
        if left <= 0 || self.awaiting_roll() || ply >= super::ordering::MAX_PLY {
            return stand;
        }
        let mover = self.position.to_move().index();
        let mut best = stand;
        let mut list = self.moves(ply, true, None);
        for i in 0..list.len() {
            let mv = list.pick(i);
            let undo = self.position.make(self.variant, mv);
            let values = if self.budget.tick() {
                stand
            } else if let Some(outcome) = self.variant.rules.outcome(self.variant, &self.position) {
                self.terminal_values(&outcome, ply + 1)
            } else {
                self.maxn_quiesce(ply + 1, left - 1)
            };
            self.position.unmake(self.variant, undo);
            if self.budget.stopped {
                break;
            }
            if values[mover] > best[mover] {
                best = values;
            }
        }
        self.put_back(ply, list);
        best
    }

    fn expected_values(&mut self, depth: i32, ply: usize) -> Values {
        if depth <= 0 {
            return self.static_values();
        }
        let Some(saved) = self.position.dice().map(|d| d.turn) else {
            return [0; MAX_ARMIES];
        };
        let mut sum = [0i64; MAX_ARMIES];
        let mut weight = 0i64;
        for i in 0..self.rolls.len() {
            let roll = self.rolls[i];
            if let Some(turn) = self.position.dice_turn_mut() {
                *turn = roll.turn();
            }
            let values = self.maxn(depth, ply);
            if self.budget.stopped {
                break;
            }
            for (total, value) in sum.iter_mut().zip(values) {
                *total += i64::from(value) * i64::from(roll.weight);
            }
            weight += i64::from(roll.weight);
        }
        if let Some(turn) = self.position.dice_turn_mut() {
            *turn = saved;
        }
        let mut values = [0; MAX_ARMIES];
        if weight > 0 {
            for (value, total) in values.iter_mut().zip(sum) {
                *value = (total / weight) as Value;
            }
        }
        values
    }

    fn static_values(&mut self) -> Values {
        let scores = self.leaf_scores();
        let mut values = [0; MAX_ARMIES];
        for army in self.position.armies() {
            values[army.index()] = self.sides.relative(&scores, army);
        }
        values
    }

    fn terminal_values(&self, outcome: &raja_core::Outcome, ply: usize) -> Values {
        let mut values = [0; MAX_ARMIES];
        for army in self.position.armies() {
            values[army.index()] = self.sides.terminal_for(outcome, ply, army);
        }
        values
    }
}
