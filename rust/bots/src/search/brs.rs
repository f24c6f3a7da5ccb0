//! Best-reply search (Schadd and Winands, 2011) for free-for-all without dice.
//!
//! Paranoid search lets every rival move in turn against the root, so in a game
//! of four the root sees one of its own moves in every four plies. Best-reply
//! search keeps only the strongest answer: layers alternate between the root's
//! moves and the *single best reply among all rivals*, each rival's moves
//! generated from the same position. The rival's move is played out of turn
//! (`Position::make_for`), so the root is to move on every layer and sees twice
//! as many of its own moves for the same depth. The price: a line may let one
//! rival answer twice in a row while the others stand still, which no real game
//! does; the measurements in docs/bots.md decide per mode.
//!
//! Values are the root's, as in the paranoid search (`sides`); the root's layers
//! maximise, the rivals' minimise. Principal variation search, transposition
//! table (the layer is part of the key) and quiescence on captures, as there.

use raja_core::Move;
use raja_core::movegen::{ALL_KINDS, generate_legal};

use super::ordering::{MAX_PLY, ScoredMoves, capture_score};
use super::reductions::reduction;
use super::window::Window;
use super::{QUIESCENCE_PLIES, Searcher, mix};
use crate::value::Value;

/// Whether `mv` takes a piece that is not `army`'s.
fn takes_another(position: &raja_core::Position, mv: Move, army: raja_core::Army) -> bool {
    let target = position.cell(mv.to);
    mv.is_board_move() && !mv.in_place() && !target.is_empty() && target.army() != army
}

/// The quiet moves a rivals' layer searches with `depth` left, the first by
/// history (those that check the root besides): the layer holds every rival's
/// moves, some 140 with eight armies, and most are a far army's step that
/// changes nothing for the root; searching them all held level 5 to the
/// depth of level 3 (docs/bots/rounds/eight-armies.md).
fn rival_quiets(depth: i32) -> usize {
    2 + 2 * depth.max(0) as usize
}

/// Mixed into the key on the rivals' layers: the side to move is the root on both.
const RIVALS_LAYER: u64 = 0xB3_5EED;

impl Searcher<'_> {
    /// The value to the root after its move, searched `depth` more layers.
    pub(super) fn best_reply_after_root(&mut self, depth: i32, alpha: Value, beta: Value) -> Value {
        self.best_reply(depth, 1, alpha, beta, false)
    }

    /// A layer: the root's moves (`ours`) or every rival's, within (alpha, beta).
    fn best_reply(
        &mut self,
        depth: i32,
        ply: usize,
        alpha: Value,
        beta: Value,
        ours: bool,
    ) -> Value {
        // A node at the horizon is quiescence's, and counts once, there.
        if depth <= 0 || ply >= MAX_PLY || !self.root_plays() {
            return self.best_reply_quiesce(ply, alpha, beta, ours, QUIESCENCE_PLIES);
        }
        if self.budget.tick() {
            return 0;
        }
        if let Some(outcome) = self.variant.rules.outcome(self.variant, &self.position) {
            return self.sides.terminal(&outcome, ply);
        }
        let key = self.layer_key(ours);
        let tt_move = match self.probe_node(key, depth, ply, alpha, beta) {
            Ok(value) => return value,
            Err(tt_move) => tt_move,
        };
        let mut list = self.layer_moves(ply, ours, false, tt_move);
        if list.is_empty() {
            // Nobody on this layer can move: the other layer plays.
            self.put_back(ply, list);
            return self.best_reply(depth - 1, ply + 1, alpha, beta, !ours);
        }
        let mut window = Window::new(alpha, beta, ours);
        let open_window = beta - alpha > 1;
        // The rivals' layer searches only its first quiet moves (`rival_quiets`).
        let late_quiets = if ours {
            usize::MAX
        } else {
            rival_quiets(depth)
        };
        let mut quiets_seen = 0;
        for i in 0..list.len() {
            let mv = list.pick(i);
            let quiet = self.position.cell(mv.to).is_empty() && mv.promotion().is_none();
            let mover = match mv.dropped() {
                Some(_) => self.position.to_move(),
                None => self.position.cell(mv.from).army(),
            };
            let piece_to = self.ordering.piece_to(&self.position, mv);
            let undo = self.make_on_layer(ours, mv);
            // A rival's move that checks the root is a threat, never pruned or reduced.
            let threat = quiet && !ours && self.root_in_check();
            if quiet && !threat && i > 0 && quiets_seen >= late_quiets {
                self.position.unmake(self.variant, undo);
                continue;
            }
            quiets_seen += usize::from(quiet);
            self.ordering.follow(ply + 1, piece_to);
            let reduced = if quiet && !threat {
                reduction(depth, i, open_window, 0)
            } else {
                0
            };
            let value = if i == 0 {
                self.best_reply(depth - 1, ply + 1, window.alpha, window.beta, !ours)
            } else {
                // Principal variation search: later moves must prove they are
                // better, a late quiet one first at reduced depth.
                let (low, high) = window.null();
                let mut probe = self.best_reply(depth - 1 - reduced, ply + 1, low, high, !ours);
                if reduced > 0 && window.promising(probe) && !self.budget.stopped {
                    probe = self.best_reply(depth - 1, ply + 1, low, high, !ours);
                }
                if window.inside(probe) && !self.budget.stopped {
                    self.best_reply(depth - 1, ply + 1, window.alpha, window.beta, !ours)
                } else {
                    probe
                }
            };
            self.position.unmake(self.variant, undo);
            if self.budget.stopped {
                self.put_back(ply, list);
                return 0;
            }
            if window.record(Some(mv), value) {
                if quiet {
                    let position = &self.position;
                    self.ordering.reward(mover, position, mv, depth, ply, &[]);
                }
                break;
            }
        }
        self.put_back(ply, list);
        self.store_node(key, &window, depth, ply);
        window.best
    }

    /// Captures of the layer's side until the position is quiet; that side may
    /// also stand.
    fn best_reply_quiesce(
        &mut self,
        ply: usize,
        alpha: Value,
        beta: Value,
        ours: bool,
        left: i32,
    ) -> Value {
        if self.budget.tick() {
            return 0;
        }
        if let Some(outcome) = self.variant.rules.outcome(self.variant, &self.position) {
            return self.sides.terminal(&outcome, ply);
        }
        let stand = self.leaf_value();
        if left <= 0 || ply >= MAX_PLY || (ours && !self.root_plays()) {
            return stand;
        }
        let mut window = match Window::standing(alpha, beta, ours, stand) {
            Ok(window) => window,
            Err(stand) => return stand,
        };
        let mut list = self.layer_moves(ply, ours, true, None);
        for i in 0..list.len() {
            let mv = list.pick(i);
            let undo = self.make_on_layer(ours, mv);
            let value =
                self.best_reply_quiesce(ply + 1, window.alpha, window.beta, !ours, left - 1);
            self.position.unmake(self.variant, undo);
            if self.budget.stopped || window.record(None, value) {
                break;
            }
        }
        self.put_back(ply, list);
        window.best
    }

    /// Whether a rival attacks the root's king (the root is to move on both layers).
    fn root_in_check(&self) -> bool {
        let root = self.sides.root();
        self.variant.check && raja_core::attack::in_check(self.variant, &self.position, root)
    }

    /// Whether the root still has an army that moves (its king may be taken).
    fn root_plays(&self) -> bool {
        self.position.army_state(self.sides.root()).is_live()
    }

    fn layer_key(&self, ours: bool) -> u64 {
        let key = self.key();
        if ours { key } else { key ^ mix(RIVALS_LAYER) }
    }

    /// The root's moves, or every live rival's board moves, scored for ordering.
    fn layer_moves(
        &mut self,
        ply: usize,
        ours: bool,
        captures_only: bool,
        tt_move: Option<Move>,
    ) -> ScoredMoves {
        let mut list = std::mem::take(&mut self.lists[ply.min(MAX_PLY)]);
        list.clear();
        let root = self.sides.root();
        if ours {
            generate_legal(self.variant, &mut self.position, root, ALL_KINDS, &mut list);
        } else {
            for army in self.variant.armies() {
                if army != root && self.position.army_state(army).is_live() {
                    generate_legal(self.variant, &mut self.position, army, ALL_KINDS, &mut list);
                }
            }
        }
        let (variant, position, ordering) = (self.variant, &self.position, &self.ordering);
        // A rival's rule action (an offer, a drop) names no piece to tell whose it
        // is: rivals answer with board moves only.
        list.rescore(|mv| {
            if !ours && !mv.is_board_move() {
                None
            } else if !ours && takes_another(position, mv, root) {
                // The rivals answer the root: a rival taking another's piece
                // is no answer to it, and with the leader weighed it made the
                // root fear any rival's gain more than its own (it left a
                // rival's king capturable untaken, for the line where a third
                // takes a fourth's king on the layer after).
                None
            } else if captures_only {
                capture_score(variant, position, mv)
            } else {
                Some(ordering.score(variant, position, mv, tt_move, ply))
            }
        });
        list
    }

    /// Plays `mv` for the root, or for the rival whose piece moves; the root stays
    /// to move either way.
    fn make_on_layer(&mut self, ours: bool, mv: Move) -> raja_core::undo::Undo {
        let army = if ours {
            self.sides.root()
        } else {
            self.position.cell(mv.from).army()
        };
        self.position.make_for(self.variant, army, mv)
    }
}
