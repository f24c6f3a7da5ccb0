//! Chance nodes of the two-sided search: the dice of a turn are about to be thrown,
//! and the node is worth the weighted average of its rolls. Searching every roll
//! with a full window (plain expectimax) loses alpha-beta below every chance node;
//! this is Ballard's Star2 instead, which keeps the parent's window:
//!
//! 1. *Probe*: for each roll, search only the roller's first move (the best by the
//!    ordering). If the roller plays against the root, that move's value is an
//!    upper bound of the roll's value (he may find better for himself, never
//!    worse); for the root's side it is a lower bound. If the probes' average
//!    already falls outside the window, the node is cut off.
//! 2. *Search*: each roll in full, with the window its share of the average must
//!    hit for the node to stay inside the parent's (Star1), where the rolls not yet
//!    searched count at their probed bounds. Once one roll proves the average
//!    outside the window, the rest are skipped.
//!
//! Only the bound on the probed side is known, so only that side cuts; it is the
//! side the search needs most: after a move of the root's side the rolls are
//! the rival's, and PVS mostly asks whether the move is worse than the best so
//! far. Bounds from the evaluation (Star1's L and U) would be useless here: a
//! won game is worth a million.

use super::Searcher;
use super::ordering::MAX_PLY;
use crate::sides::INFINITY;
use crate::value::Value;

impl Searcher<'_> {
    /// The value to the root of a position whose dice are not yet thrown, within
    /// the window (alpha, beta): exact inside it, a bound on the side it fails.
    pub(super) fn chance(&mut self, depth: i32, ply: usize, alpha: Value, beta: Value) -> Value {
        let Some(saved) = self.position.dice().map(|d| d.turn) else {
            return 0;
        };
        // The roller plays for the root: rolls are max nodes, probes lower bounds.
        let maximizing = self.sides.is_ours(self.position.to_move());
        let total: i64 = self.rolls.iter().map(|r| i64::from(r.weight)).sum();
        let edge = if maximizing { beta } else { alpha };
        let useful = edge.abs() < INFINITY;
        let mut bounds = std::mem::take(&mut self.roll_bounds[ply.min(MAX_PLY)]);
        bounds.clear();
        for i in 0..self.rolls.len() {
            let bound = if useful {
                self.set_roll(i);
                self.probe(depth, ply, alpha, beta, maximizing)
            } else if maximizing {
                -INFINITY
            } else {
                INFINITY
            };
            bounds.push(i64::from(bound));
        }
        // The weighted sum of the rolls searched so far, and of the bounds of the rest.
        let mut sum = 0i64;
        let mut rest: i64 = self
            .rolls
            .iter()
            .zip(&bounds)
            .map(|(r, &b)| i64::from(r.weight) * b)
            .sum();
        let (alpha_w, beta_w) = (i64::from(alpha) * total, i64::from(beta) * total);
        let mut result = None;
        for (i, &bound) in bounds.iter().enumerate() {
            if self.budget.stopped {
                break;
            }
            let weight = i64::from(self.rolls[i].weight);
            // With this roll at its bound the average is already outside the window.
            let hopeless = if maximizing {
                sum + rest >= beta_w
            } else {
                sum + rest <= alpha_w
            };
            if hopeless && useful {
                result = Some(average(sum + rest, total));
                break;
            }
            rest -= weight * bound;
            let last = i + 1 == self.rolls.len();
            // The window of this roll: the values that keep the average inside
            // (alpha, beta) with the unsearched rolls at their bounds (on the
            // probed side) or at any value (on the other side, which only the
            // last roll can decide).
            let low = if !maximizing || last {
                clamp(floor_div(
                    alpha_w - sum - if last { 0 } else { rest },
                    weight,
                ))
            } else {
                -INFINITY
            };
            let high = if maximizing || last {
                clamp(ceil_div(beta_w - sum - if last { 0 } else { rest }, weight))
            } else {
                INFINITY
            };
            self.set_roll(i);
            let value = self.alphabeta(depth, ply, low, high.max(low + 1));
            sum += weight * i64::from(value);
            let cut = if maximizing {
                value >= high && high < INFINITY
            } else {
                value <= low && low > -INFINITY
            };
            if cut {
                result = Some(average(sum + rest, total));
                break;
            }
        }
        self.roll_bounds[ply.min(MAX_PLY)] = bounds;
        if let Some(turn) = self.position.dice_turn_mut() {
            *turn = saved;
        }
        if self.budget.stopped {
            return 0;
        }
        result.unwrap_or_else(|| average(sum, total))
    }

    /// Sets the dice of the turn to the `i`-th distinct roll.
    fn set_roll(&mut self, i: usize) {
        let roll = self.rolls[i];
        if let Some(turn) = self.position.dice_turn_mut() {
            *turn = roll.turn();
        }
    }

    /// The value of the roller's first move in the ordering (or of his pass when
    /// the roll gives him none): a bound of the roll's value on the roller's side.
    /// Searched with the window open on that side only: a rival's move that fails
    /// low at `alpha` still bounds the roll from above (fail-soft), and the
    /// root's side's move that fails high at `beta` from below; both cost less
    /// than an exact value.
    fn probe(&mut self, depth: i32, ply: usize, alpha: Value, beta: Value, ours: bool) -> Value {
        let (low, high) = if ours {
            (-INFINITY, beta)
        } else {
            (alpha, INFINITY)
        };
        let tt_move = self.tt.probe(self.key()).and_then(|entry| entry.mv);
        let mut list = self.moves(ply, false, tt_move);
        let first = (!list.is_empty()).then(|| list.pick(0));
        self.put_back(ply, list);
        let Some(mv) = first else {
            return self.pass(depth, ply, low, high);
        };
        let piece_to = self.ordering.piece_to(&self.position, mv);
        let undo = self.position.make(self.variant, mv);
        self.ordering.follow(ply + 1, piece_to);
        let value = self.alphabeta(depth - 1, ply + 1, low, high);
        self.position.unmake(self.variant, undo);
        value
    }
}

/// A weighted sum over the total weight, rounded down (so that a proven bound
/// survives the rounding on both sides: an average ≥ β rounds to ≥ β, ≤ α to ≤ α).
fn average(sum: i64, total: i64) -> Value {
    clamp(sum.div_euclid(total.max(1)))
}

fn floor_div(a: i64, b: i64) -> i64 {
    a.div_euclid(b.max(1))
}

fn ceil_div(a: i64, b: i64) -> i64 {
    -(-a).div_euclid(b.max(1))
}

fn clamp(value: i64) -> Value {
    value.clamp(i64::from(-INFINITY), i64::from(INFINITY)) as Value
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use raja_core::{Game, Move};

    use super::*;
    use crate::eval::Evaluator;
    use crate::search::budget::Limits;

    /// A position whose dice are not yet thrown: a few plies into `id`, then the
    /// side to move finishes its turn.
    fn awaiting_roll(id: &str, seed: u64) -> Game {
        let mut game = Game::new(id, seed).expect("game");
        for _ in 0..6 + seed {
            let Some(mv) = crate::random_move(&game, seed) else {
                break;
            };
            game.play_move(mv).expect("legal");
        }
        game
    }

    /// The chance node's value within (alpha, beta), from a fresh search.
    fn chance_value(game: &Game, depth: i32, alpha: Value, beta: Value) -> Value {
        let variant = game.variant();
        let eval = Evaluator::new(variant);
        let cancel = AtomicBool::new(false);
        let limits = Limits::nodes(64, u64::MAX);
        let mut searcher = Searcher::new(
            variant,
            game.position().clone(),
            &eval,
            limits,
            &cancel,
            0,
            5,
        );
        // Finish the turn in place, so the dice of the next are not yet thrown.
        while !searcher.awaiting_roll() {
            let mut list = searcher.moves(0, false, None);
            let mv = if list.is_empty() {
                Move::PASS
            } else {
                list.pick(0)
            };
            searcher.put_back(0, list);
            searcher.position.make(variant, mv);
        }
        searcher.chance(depth, 1, alpha, beta)
    }

    /// Star2 is sound: inside a window it finds expectimax's value, outside it a
    /// bound on the right side.
    #[test]
    fn a_window_gives_the_full_value_or_a_bound_on_its_side() {
        for id in ["chaturanga4", "chaturaji-dice", "seasons-dice"] {
            for seed in 0..3 {
                let game = awaiting_roll(id, seed);
                if game.is_over() {
                    continue;
                }
                let full = chance_value(&game, 2, -INFINITY, INFINITY);
                let around = chance_value(&game, 2, full - 40, full + 40);
                assert_eq!(around, full, "{id} seed {seed}: inside the window");
                let above = chance_value(&game, 2, full + 15, full + 300);
                assert!(
                    above <= full + 15,
                    "{id} seed {seed}: {above} > {}",
                    full + 15
                );
                let below = chance_value(&game, 2, full - 300, full - 15);
                assert!(
                    below >= full - 15,
                    "{id} seed {seed}: {below} < {}",
                    full - 15
                );
            }
        }
    }

    #[test]
    fn averages_round_down_and_windows_round_outwards() {
        assert_eq!(average(-5, 4), -2);
        assert_eq!(average(5, 4), 1);
        assert_eq!(floor_div(-7, 2), -4);
        assert_eq!(ceil_div(-7, 2), -3);
        assert_eq!(ceil_div(7, 2), 4);
        assert_eq!(clamp(i64::MAX), INFINITY);
    }
}
