//! The alpha-beta window of one node and the best value found in it. Values are
//! always the root's: the root's side raises alpha, every other side lowers beta.
//! Alpha-beta, its quiescence and best-reply search's layers all keep their
//! node's window this way.

use raja_core::Move;

use crate::sides::INFINITY;
use crate::value::Value;

#[derive(Clone, Copy, Debug)]
pub(super) struct Window {
    pub alpha: Value,
    pub beta: Value,
    /// Whether the side to move is the root's (it maximises the root's value).
    pub maximizing: bool,
    pub best: Value,
    pub best_move: Option<Move>,
    /// The window the node was entered with, which bounds what the
    /// transposition table may store of it.
    entered: (Value, Value),
}

impl Window {
    /// A node about to search its moves: nothing found yet.
    pub fn new(alpha: Value, beta: Value, maximizing: bool) -> Window {
        Window {
            alpha,
            beta,
            maximizing,
            best: if maximizing { -INFINITY } else { INFINITY },
            best_move: None,
            entered: (alpha, beta),
        }
    }

    /// A quiescence node whose side to move may stand at `stand` instead of
    /// capturing; `Err(stand)` when standing already falls outside the window.
    pub fn standing(
        alpha: Value,
        beta: Value,
        maximizing: bool,
        stand: Value,
    ) -> Result<Window, Value> {
        let mut window = Window::new(alpha, beta, maximizing);
        window.best = stand;
        if window.cuts(stand) {
            return Err(stand);
        }
        window.narrow(stand);
        Ok(window)
    }

    /// Takes a move's value (and the move, where the node remembers it);
    /// true when the window has closed and the other moves need no search.
    pub fn record(&mut self, mv: Option<Move>, value: Value) -> bool {
        let improves = if self.maximizing {
            value > self.best
        } else {
            value < self.best
        };
        if improves {
            self.best = value;
            if mv.is_some() {
                self.best_move = mv;
            }
        }
        self.narrow(value);
        self.alpha >= self.beta
    }

    /// The null window a later move is first probed with: can it do better
    /// for the side to move than the best so far?
    pub fn null(&self) -> (Value, Value) {
        if self.maximizing {
            (self.alpha, self.alpha + 1)
        } else {
            (self.beta - 1, self.beta)
        }
    }

    /// Whether a probe's value may beat the best so far for the side to move.
    pub fn promising(&self, value: Value) -> bool {
        if self.maximizing {
            value > self.alpha
        } else {
            value < self.beta
        }
    }

    /// Whether a value lies strictly inside the window: a probe that found it
    /// must be searched again with the full window to know it exactly.
    pub fn inside(&self, value: Value) -> bool {
        value > self.alpha && value < self.beta
    }

    /// The window the node was entered with.
    pub fn entered(&self) -> (Value, Value) {
        self.entered
    }

    /// Whether `value` ends the node at once for the side to move.
    fn cuts(&self, value: Value) -> bool {
        if self.maximizing {
            value >= self.beta
        } else {
            value <= self.alpha
        }
    }

    fn narrow(&mut self, value: Value) {
        if self.maximizing {
            self.alpha = self.alpha.max(value);
        } else {
            self.beta = self.beta.min(value);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_root_side_raises_alpha_and_cuts_at_beta() {
        let mut window = Window::new(0, 100, true);
        assert!(!window.record(Some(Move::PASS), 40));
        assert_eq!((window.alpha, window.beta, window.best), (40, 100, 40));
        assert!(!window.record(None, 30), "a worse value changes nothing");
        assert_eq!((window.alpha, window.best), (40, 40));
        assert_eq!(window.null(), (40, 41));
        assert!(window.record(None, 120), "a value at or above beta cuts");
        assert_eq!(window.entered(), (0, 100));
    }

    #[test]
    fn a_rival_lowers_beta_and_cuts_at_alpha() {
        let mut window = Window::new(0, 100, false);
        assert!(!window.record(None, 60));
        assert_eq!((window.alpha, window.beta, window.best), (0, 60, 60));
        assert_eq!(window.null(), (59, 60));
        assert!(window.promising(59) && !window.promising(60));
        assert!(window.record(None, -5));
    }

    #[test]
    fn standing_outside_the_window_ends_a_quiescence_node() {
        assert_eq!(Window::standing(0, 100, true, 150).err(), Some(150));
        assert_eq!(Window::standing(0, 100, false, -3).err(), Some(-3));
        let window = Window::standing(0, 100, true, 20).expect("inside");
        assert_eq!((window.alpha, window.best), (20, 20));
    }
}
