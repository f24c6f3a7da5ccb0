//! Making and unmaking moves in place (the search primitive), and the end of a turn.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::KindSet;
use crate::board::moves::Move;
use crate::movegen::ALL_KINDS;
use crate::movegen::variant::Variant;
use crate::state::dice::DiceTurn;
use crate::state::position::{ArmyState, Cell, EnPassant, Position};
use crate::state::undo::{MAX_EDITS, MAX_EXTRA_CAPTURES, Undo};

impl Position {
    /// The kinds the side to move may move now: all without dice, else those of
    /// the faces still unused (none before the dice are thrown).
    pub fn movable_kinds(&self, variant: &Variant) -> KindSet {
        match (&self.dice, &variant.dice) {
            (Some(state), Some(rule)) => {
                if !state.turn.rolled {
                    return KindSet::EMPTY;
                }
                state
                    .turn
                    .faces()
                    .fold(KindSet::EMPTY, |kinds, face| kinds | rule.kinds(face))
            }
            _ => ALL_KINDS,
        }
    }

    /// Plays a move generated for this position. Passing is for dice turns only.
    pub fn make(&mut self, variant: &Variant, mv: Move) -> Undo {
        let mover = self.to_move;
        let mut undo = Undo::before(self, mv);
        self.recent = [Some((mover, mv)), self.recent[0]];
        if self.rule_state.second_part_due {
            // This move is the second part of the ply already counted (the en
            // passant square its first part left stays).
            self.rule_state.second_part_due = false;
            self.hash ^= variant.zobrist.second_part_due();
        } else {
            self.ply += 1;
            if variant.en_passant_lasts {
                // The mover's own cell closes: both opponents have had their turn.
                self.set_en_passant(variant, mover, None);
            } else if !self.en_passant.is_empty() {
                self.clear_en_passant(variant);
            }
        }
        if mv.is_pass() {
            if let Some(dice) = &mut self.dice {
                dice.turn.moved = true;
            }
            self.end_turn(variant, &mut undo);
            return undo;
        }
        if !mv.is_board_move() {
            // A drop or a rule action: the rule module plays it and says whether
            // the turn ends with it.
            if variant.rules.play_action(variant, self, mv, &mut undo) {
                self.finish_turn(variant, &mut undo);
            }
            return undo;
        }

        let moved = self.board[usize::from(mv.from)];
        undo.moved = moved;
        let mut irreversible = variant.is_pawn(moved.kind()) || mv.promotion().is_some();
        // Where the moving piece lands: a castling king on its target, not on the rook.
        let mut landing = mv.to;
        let rook = if let Some(rook) = mv.castling_rook() {
            let (king_to, rook_to) = variant
                .back_rank_targets(mv.from, rook)
                .unwrap_or((rook, rook));
            landing = king_to;
            Some((rook, rook_to))
        } else {
            if mv.is_en_passant()
                && let Some((_, ep)) = undo.en_passant.on(mv.to)
            {
                undo.captured = self.capture(variant, ep.pawn, mover, &mut undo);
                undo.captured_on = ep.pawn;
            } else if !mv.in_place() && !self.board[usize::from(mv.to)].is_empty() {
                undo.captured = self.capture(variant, mv.to, mover, &mut undo);
            }
            if !undo.captured.is_empty() && variant.en_passant_lasts {
                // A cell whose pawn is gone can no longer be taken.
                let owner = undo.captured.army();
                if self
                    .en_passant
                    .of(owner)
                    .is_some_and(|ep| ep.pawn == undo.captured_on)
                {
                    self.set_en_passant(variant, owner, None);
                }
            }
            if !undo.captured.is_empty() && variant.data.captures_to_hand {
                self.take_into_hand(variant, mover, undo.captured);
            }
            irreversible |= !undo.captured.is_empty();
            let castling = match variant.is_royal(moved.kind()) {
                true => variant.castling_of(mover, mv.from, mv.to),
                false => None,
            };
            castling.map(|c| (c.rook, c.rook_to))
        };
        // The rook leaves first, so that a king may land where it stood.
        let rook_cell = rook.map(|(from, _)| self.remove_piece(variant, from));
        self.remove_piece(variant, mv.from);
        let landed = match mv.promotion() {
            Some(kind) if variant.promoted_value.is_some() => Cell::piece(mover, kind).promoted(),
            Some(kind) => Cell::piece(mover, kind),
            None => moved,
        };
        self.add_piece(variant, landing, landed);
        if let (Some((from, to)), Some(cell)) = (rook, rook_cell) {
            self.add_piece(variant, to, cell);
            undo.rook = Some((from, to));
        }
        let mut lost = self.castling & variant.castling_lost(mv.from, mv.to);
        if let Some(rule) = &variant.back_rank
            && variant.is_royal(moved.kind())
        {
            lost |= self.castling & rule.army_rights(mover);
        }
        if lost != 0 {
            self.set_castling(variant, self.castling & !lost);
        }
        if variant.en_passant && variant.is_pawn(moved.kind()) {
            self.leave_en_passant(variant, mover, mv.from, landing);
        }
        variant
            .rules
            .after_move(variant, self, mover, landing, &mut undo);
        irreversible |= undo.extra_len > 0 || undo.edits_len > 0;

        let turn_over = match &mut self.dice {
            None => {
                self.halfmove = if irreversible { 0 } else { self.halfmove + 1 };
                if irreversible && !variant.data.captures_to_hand {
                    self.rep_start = self.history.len();
                }
                true
            }
            Some(dice) => {
                let turn = &mut dice.turn;
                turn.moved = true;
                turn.irreversible |= irreversible;
                if let Some(rule) = &variant.dice {
                    if let Some(die) = rule.die_for(&turn.remaining, moved.kind()) {
                        turn.remaining[die] = 0;
                    }
                    // Keep unused faces first, so equal turns compare equal.
                    turn.remaining.sort_by_key(|&face| face == 0);
                }
                turn.faces().next().is_none() || variant.rules.dice_turn_ends(variant, self, &undo)
            }
        };
        let keeps_turn = variant.rule_moves && variant.rules.turn_continues(variant, self, &undo);
        if turn_over && !keeps_turn {
            self.finish_turn(variant, &mut undo);
        } else if keeps_turn && variant.rules.second_part() {
            self.rule_state.second_part_due = true;
            self.hash ^= variant.zobrist.second_part_due();
        }
        undo
    }

    /// After a pawn's move from `from` to `to`: a double step straight ahead sets
    /// the square it passed as the en-passant square, if an enemy pawn stands
    /// where it could capture there (as Fairy-Stockfish records it).
    fn leave_en_passant(&mut self, variant: &Variant, mover: Army, from: Square, to: Square) {
        let geometry = &variant.geometry;
        let ((ff, fr), (tf, tr)) = (geometry.coords(from), geometry.coords(to));
        let (df, dr) = (i32::from(tf) - i32::from(ff), i32::from(tr) - i32::from(fr));
        let straight_two = (df == 0 && dr.abs() == 2) || (dr == 0 && df.abs() == 2);
        let Some(passed) = geometry.offset(from, df / 2, dr / 2) else {
            return;
        };
        if !straight_two {
            return;
        }
        // A cell that lasts is kept for the FEN whether or not it can be taken.
        let capturable =
            variant.en_passant_lasts || self.en_passant_capturable(variant, mover, passed);
        if capturable {
            self.set_en_passant(
                variant,
                mover,
                Some(EnPassant {
                    square: passed,
                    pawn: to,
                }),
            );
        }
    }

    /// Whether a live enemy pawn of `mover` stands where it could capture on `passed`.
    pub(crate) fn en_passant_capturable(
        &self,
        variant: &Variant,
        mover: Army,
        passed: Square,
    ) -> bool {
        let enemies = crate::movegen::attack::opponents(variant, self, mover);
        variant
            .kinds()
            .filter(|&kind| variant.is_pawn(kind))
            .any(|kind| {
                enemies
                    .iter()
                    .filter(|&a| self.armies[a.index()].is_live())
                    .any(|enemy| {
                        let tables = &variant.attack_tables;
                        tables
                            .leaps(kind, enemy, passed)
                            .iter()
                            .any(|t| self.board[usize::from(t.to)] == Cell::piece(enemy, kind))
                    })
            })
    }

    /// Plays `mv`, generated for `army`, as if `army` were to move, and leaves the
    /// turn where it was: afterwards the army that was to move is to move again.
    /// `unmake` takes it back. For searches that let an army answer out of turn
    /// (best-reply search); a game never plays out of turn. Meant for games
    /// without dice: the dice of a turn belong to the army whose turn it is.
    pub fn make_for(&mut self, variant: &Variant, army: Army, mv: Move) -> Undo {
        let (waiting, hash) = (self.to_move, self.hash);
        self.set_to_move(variant, army);
        let mut undo = self.make(variant, mv);
        self.set_to_move(variant, waiting);
        // What `unmake` restores: the turn and hash from before the switch.
        undo.to_move = waiting;
        undo.hash = hash;
        undo
    }

    /// Hands the turn on after the mover's last ply of it.
    fn finish_turn(&mut self, variant: &Variant, undo: &mut Undo) {
        if self.dice.is_some() {
            self.end_turn(variant, undo);
        } else {
            self.pass_turn(variant);
            let turn = self.turn_record(variant);
            self.history.push(turn);
            undo.pushed_history = true;
        }
    }

    /// Takes back a move made by `make` with this `undo`.
    pub fn unmake(&mut self, variant: &Variant, undo: Undo) {
        if undo.pushed_history {
            self.history.pop();
        }
        self.rep_start = undo.rep_start;
        self.recent = undo.recent;
        self.halfmove = undo.halfmove;
        self.to_move = undo.to_move;
        if let (Some(dice), Some(turn)) = (&mut self.dice, undo.turn) {
            dice.turn = turn;
        }
        for &(square, before, after) in undo.edits[..usize::from(undo.edits_len)].iter().rev() {
            if !after.is_empty() {
                self.remove_piece(variant, square);
            }
            if !before.is_empty() {
                self.add_piece(variant, square, before);
            }
        }
        for &(square, cell) in undo.extra_captures().iter().rev() {
            self.add_piece(variant, square, cell);
        }
        self.castling = undo.castling;
        self.en_passant = undo.en_passant;
        if undo.mv.is_board_move() {
            let landing = match undo.mv.castling_rook() {
                Some(rook) => variant
                    .back_rank_targets(undo.mv.from, rook)
                    .map_or(rook, |(king_to, _)| king_to),
                None => undo.mv.to,
            };
            self.remove_piece(variant, landing);
            if let Some((from, to)) = undo.rook {
                let rook = self.remove_piece(variant, to);
                self.add_piece(variant, from, rook);
            }
            self.add_piece(variant, undo.mv.from, undo.moved);
            if !undo.captured.is_empty() {
                self.add_piece(variant, undo.captured_on, undo.captured);
            }
            if let Some(army) = undo.eliminated {
                self.armies[army.index()] = undo.eliminated_from;
            }
        }
        self.armies = undo.armies;
        self.rule_state = undo.rule_state;
        self.points[undo.mover.index()] = undo.points;
        self.kings_taken[undo.mover.index()] = undo.kings_taken;
        self.ply = undo.ply;
        self.hash = undo.hash;
    }

    /// Removes the piece on `square` as captured by `mover`: points for a live piece,
    /// elimination for a live king. Returns what stood there.
    fn capture(&mut self, variant: &Variant, square: Square, mover: Army, undo: &mut Undo) -> Cell {
        let cell = self.remove_piece(variant, square);
        let army = cell.army();
        let state = self.armies[army.index()];
        let royal = variant.is_royal(cell.kind());
        // A walking king still counts; the rest of its army is grey.
        if state.is_live() || (state == ArmyState::Walking && royal) {
            self.points[mover.index()] += variant.capture_value(cell);
            if royal {
                self.set_army_state(variant, army, ArmyState::Eliminated);
                self.kings_taken[mover.index()] += 1;
                undo.eliminated = Some(army);
                undo.eliminated_from = state;
            }
        }
        cell
    }

    /// A capture made by a rule rather than by the move itself (boat triumph).
    pub(crate) fn capture_by_rule(
        &mut self,
        variant: &Variant,
        square: Square,
        mover: Army,
        undo: &mut Undo,
    ) {
        if usize::from(undo.extra_len) >= MAX_EXTRA_CAPTURES {
            return;
        }
        let cell = self.capture(variant, square, mover, undo);
        undo.extra[usize::from(undo.extra_len)] = (square, cell);
        undo.extra_len += 1;
    }

    /// Changes what stands on `square` by a rule, without scoring: a waiting
    /// promotion, a piece of the own side removed, a piece put back. Unmake
    /// reverts it. False if the move already made too many changes.
    pub(crate) fn edit_by_rule(
        &mut self,
        variant: &Variant,
        square: Square,
        cell: Cell,
        undo: &mut Undo,
    ) -> bool {
        if usize::from(undo.edits_len) >= MAX_EDITS || usize::from(square) >= self.board.len() {
            return false;
        }
        let before = self.board[usize::from(square)];
        if !before.is_empty() {
            self.remove_piece(variant, square);
        }
        if !cell.is_empty() && !self.put(variant, square, cell) {
            // The army is full: leave the square as it was.
            if !before.is_empty() {
                self.add_piece(variant, square, before);
            }
            return false;
        }
        undo.edits[usize::from(undo.edits_len)] = (square, before, cell);
        undo.edits_len += 1;
        true
    }

    /// Hands the turn to the next live army (a forced pass or the end of a ply).
    pub(crate) fn pass_turn(&mut self, variant: &Variant) {
        let next = self.next_live_after(self.to_move);
        self.set_to_move(variant, next);
    }

    fn end_turn(&mut self, variant: &Variant, undo: &mut Undo) {
        undo.pushed_history = self.close_dice_turn(variant);
    }

    /// Ends a dice turn: clock, history, next player, dice put away. A turn in
    /// which the player made no ply (all dice lost) is not counted and leaves no
    /// history. Returns whether a history entry was pushed.
    pub(crate) fn close_dice_turn(&mut self, variant: &Variant) -> bool {
        let mut moved = false;
        if let Some(dice) = &mut self.dice {
            let turn = dice.turn;
            moved = turn.moved;
            if turn.moved {
                self.halfmove = if turn.irreversible {
                    0
                } else {
                    self.halfmove + 1
                };
            }
            if turn.irreversible {
                self.rep_start = self.history.len();
            }
            dice.turn = DiceTurn::default();
        }
        self.pass_turn(variant);
        if moved {
            let turn = self.turn_record(variant);
            self.history.push(turn);
        }
        moved
    }
}
