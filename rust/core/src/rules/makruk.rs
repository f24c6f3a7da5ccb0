//! Makruk, Thai chess (pychess and Fairy-Stockfish `makruk`): the counting rules
//! and the ends. Pieces, moves, check and the promotion to a met are data
//! (`games/makruk.ron`); this module keeps the count and says when the game is
//! over:
//! - checkmate wins; stalemate draws;
//! - the count: once no pawn is left, the player who is to move and is not the
//!   only one with pieces to spare counts his moves; if the count runs past its
//!   limit before he is mated, the game is drawn. With pieces of his own he
//!   counts the board's honour (64 moves from 0); with his king alone the
//!   pieces' honour, from the number of pieces on the board, to a limit set by
//!   the strongest enemy pieces (two rooks 8, a rook 16, two khons 22, two
//!   knights 32, a khon 44, else 64). The plies and transitions are Fairy-
//!   Stockfish's (`Position::do_move`, `count_limit`);
//! - threefold repetition and too little material to mate (Fairy-Stockfish's
//!   `has_insufficient_material` for these pieces) draw.
//!
//! Ouk Chatrang, Cambodian chess (`cambodian`; Fairy-Stockfish `cambodian`), is
//! Makruk with two first moves and its own count: the king, not in check and
//! not yet aimed at by an enemy rook, may once leap as a knight to the next
//! rank; the met may once step two squares straight forward; each right lasts
//! while the piece stands on its start square (`RuleState::first_moves`). The
//! count starts for a side with at most three pieces, pawns or not, with
//! limits one move shorter (63, 7, 15, 21, 31, 43).
//!
//! Sittuyin (`rules::sittuyin`) keeps its count here too, by the ASEAN rule:
//! only a lone king counts, with no pawn on the board, from 0 to a limit set by
//! the strongest enemy piece (a rook 16, a khon 44, a knight 64; none against
//! mets alone).

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveBuffer, MoveSink};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::movegen::attack::in_check;
use crate::movegen::board_move_is_safe;
use crate::movegen::variant::Variant;
use crate::rules::chess::{mate_or_stalemate, resignation};
use crate::rules::draws::{mated, repetition_or_fifty_moves};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, Outcome, draw};
use crate::state::position::Position;
use crate::state::rule_state::Count;
use crate::state::undo::Undo;

pub struct Makruk {
    pub king: Kind,
    pub rook: Kind,
    pub knight: Kind,
    pub khon: Kind,
    pub met: Kind,
    pub pawn: Kind,
    pub family: Family,
}

/// The games that share these rules: each counts its own way, and Ouk
/// Chatrang adds the first moves of king and met.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Family {
    Makruk,
    Cambodian,
    Sittuyin,
}

/// The bit of `square` in `army`'s first-move rights (`RuleState::first_moves`,
/// one bit per file of its back rank), if the square is on that rank.
fn first_move_bit(variant: &Variant, army: Army, square: Square) -> Option<u16> {
    let (file, rank) = variant.geometry.coords(square);
    (variant.home_rank(army) == Some(rank)).then(|| 1 << file)
}

/// How many pieces `army` has, its king included.
fn pieces(position: &Position, army: Army) -> u16 {
    position.pieces(army).len() as u16
}

impl Makruk {
    fn pawns_left(&self, position: &Position) -> bool {
        position.count_of(Army::FIRST, self.pawn) + position.count_of(Army::SECOND, self.pawn) > 0
    }

    /// The limit in moves of a count by `side`, 0 where he may not count.
    fn count_limit(&self, position: &Position, side: Army) -> u16 {
        let enemy = side.other();
        let (own, enemies) = (pieces(position, side), pieces(position, enemy));
        let (rooks, khons, knights) = (
            position.count_of(enemy, self.rook),
            position.count_of(enemy, self.khon),
            position.count_of(enemy, self.knight),
        );
        if self.family == Family::Sittuyin {
            // ASEAN: a lone king, no pawn on the board.
            return match () {
                _ if own > 1 || self.pawns_left(position) => 0,
                _ if rooks > 0 => 16,
                _ if khons > 0 => 44,
                _ if knights > 0 => 64,
                _ => 0,
            };
        }
        let cambodian = self.family == Family::Cambodian;
        // Makruk counts once no pawn is left; Ouk Chatrang for a side of at
        // most three pieces, its board's honour even with pawns.
        let (no_count, board_honour) = match cambodian {
            false => (self.pawns_left(position) || enemies == 1, 64),
            true => (own > 3 || enemies == 1, 63),
        };
        if no_count {
            return 0;
        }
        if own > 1 {
            return board_honour;
        }
        if self.pawns_left(position) {
            return 0;
        }
        let limit = match () {
            _ if rooks > 1 => 8,
            _ if rooks == 1 => 16,
            _ if khons > 1 => 22,
            _ if knights > 1 => 32,
            _ if khons == 1 => 44,
            _ => 64,
        };
        limit - u16::from(cambodian)
    }

    /// Whether `square` is on `army`'s back rank with its first-move right kept.
    fn keeps_first_move(
        variant: &Variant,
        position: &Position,
        army: Army,
        square: Square,
    ) -> bool {
        first_move_bit(variant, army, square)
            .is_some_and(|bit| position.rule_state().first_moves[army.index()] & bit != 0)
    }

    /// Ouk Chatrang's first moves of `army`, before the check test: the king's
    /// knight leap to the next rank (not out of check) and the met's double
    /// step, each onto an empty square.
    fn first_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        let forward = variant.data.armies[army.index()].forward.1;
        for &from in position.pieces(army) {
            let kind = position.cell(from).kind();
            if !kinds.contains(kind) || !Self::keeps_first_move(variant, position, army, from) {
                continue;
            }
            let (file, rank) = variant.geometry.coords(from);
            let (file, rank) = (i32::from(file), i32::from(rank));
            let targets: &[(i32, i32)] = match kind {
                k if k == self.king && !in_check(variant, position, army) => &[(-2, 1), (2, 1)],
                k if k == self.met => &[(0, 2)],
                _ => &[],
            };
            for &(df, dr) in targets {
                let to = variant
                    .geometry
                    .square_at(file + df, rank + dr * i32::from(forward));
                if let Some(to) = to.filter(|&to| position.cell(to).is_empty()) {
                    sink.push(Move::new(from, to));
                }
            }
        }
    }

    /// Whether `mv` is one of Ouk Chatrang's first moves (a king's leap or a
    /// met's double step): the shapes no other move of those pieces has.
    fn is_first_move(&self, variant: &Variant, position: &Position, mv: Move) -> bool {
        let kind = position.cell(mv.from).kind();
        let (from, to) = (
            variant.geometry.coords(mv.from),
            variant.geometry.coords(mv.to),
        );
        let (df, dr) = (
            (i32::from(to.0) - i32::from(from.0)).abs(),
            (i32::from(to.1) - i32::from(from.1)).abs(),
        );
        (kind == self.king && df == 2) || (kind == self.met && dr == 2)
    }

    /// Keeps the first-move rights after `mover`'s move to `to`: a piece that
    /// leaves its square loses its right, and so does one taken on its square;
    /// an enemy king with its right loses it when a rook lands on its rank or
    /// file (Fairy-Stockfish: "aimed by a rook", blockers or not).
    fn update_first_moves(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        from: Square,
        to: Square,
    ) {
        let enemy = mover.other();
        let mut rights = position.rule_state.first_moves;
        let clear = |rights: &mut [u16; 2], army: Army, square: Square| {
            if let Some(bit) = first_move_bit(variant, army, square) {
                rights[army.index()] &= !bit;
            }
        };
        clear(&mut rights, mover, from);
        clear(&mut rights, enemy, to);
        if position.cell(to).kind() == self.rook {
            let (file, rank) = variant.geometry.coords(to);
            let aimed = position.royal_square(variant, enemy).filter(|&king| {
                let (king_file, king_rank) = variant.geometry.coords(king);
                king_file == file || king_rank == rank
            });
            if let Some(king) = aimed {
                clear(&mut rights, enemy, king);
            }
        }
        position.rule_state.first_moves = rights;
    }

    /// Whether `side` could still mate, as Fairy-Stockfish judges it for these
    /// pieces: pieces in hand (Sittuyin's) or a rook or khon can; a met can
    /// with mets on both colours of square or a knight or pawn on the board; a
    /// knight or pawn can with some other piece (not a king) on the board.
    fn could_mate(&self, variant: &Variant, position: &Position, side: Army) -> bool {
        if position.holds_any(variant, side)
            || position.count_of(side, self.rook) + position.count_of(side, self.khon) > 0
        {
            return true;
        }
        let mut met_colours = [false; 2];
        let mut others = 0; // knights, pawns, and the enemy's rooks and khons
        let mut below_kings = 0;
        for army in Army::all(2) {
            for &square in position.pieces(army) {
                let kind = position.cell(square).kind();
                if variant.is_royal(kind) {
                    continue;
                }
                below_kings += 1;
                if kind == self.met {
                    met_colours[variant.geometry.colour(square)] = true;
                } else {
                    others += 1;
                }
            }
        }
        let has = |kind| position.count_of(side, kind) > 0;
        let unbound = has(self.knight) || has(self.pawn);
        (has(self.met) && ((met_colours[0] && met_colours[1]) || others > 0))
            || (unbound && below_kings >= 2)
    }

    /// The count has run past its limit, and the player to move is not mated.
    fn count_over(&self, variant: &Variant, position: &Position) -> bool {
        let Some(count) = position.rule_state().counting else {
            return false;
        };
        count.plies > count.limit && !mated(variant, position, |p, army| in_check(variant, p, army))
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    makruk_family(data, Family::Makruk)
}

/// Ouk Chatrang (`cambodian`), of Makruk's family.
pub fn build_cambodian(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    makruk_family(data, Family::Cambodian)
}

/// Makruk or Ouk Chatrang.
fn makruk_family(data: &GameData, family: Family) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| data.kind_named(name);
    Ok(Box::new(Makruk {
        king: kind("king")?,
        rook: kind("rook")?,
        knight: kind("knight")?,
        khon: kind("khon")?,
        met: kind("met")?,
        pawn: kind("pawn")?,
        family,
    }))
}

impl Rules for Makruk {
    /// Keeps the count, as Fairy-Stockfish does after each move: a running
    /// count gains a ply; a lone king that takes the last pawn starts the
    /// pieces' honour; the player to move starts a count if none runs, or
    /// restarts it when a capture or promotion has just left him his king alone.
    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        let next = mover.other();
        if self.family == Family::Cambodian {
            self.update_first_moves(variant, position, mover, undo.played().from, to);
        }
        let total = pieces(position, Army::FIRST) + pieces(position, Army::SECOND);
        let mut counting = position.rule_state.counting;
        if let Some(count) = &mut counting {
            count.plies = count.plies.saturating_add(1);
        }
        let captured = undo.captured();
        let took_pawn = !captured.is_empty() && captured.kind() == self.pawn;
        // (Not by the ASEAN rule, which always counts from 0.)
        if self.family != Family::Sittuyin
            && took_pawn
            && pieces(position, mover) == 1
            && !self.pawns_left(position)
        {
            let limit = self.count_limit(position, mover);
            if limit > 0 {
                counting = Some(Count {
                    limit: 2 * limit,
                    plies: 2 * total - 1,
                });
            }
        }
        let bared = (!captured.is_empty() || undo.played().promotion().is_some())
            && pieces(position, next) == 1;
        if counting.is_none() || bared {
            let limit = self.count_limit(position, next);
            if limit > 0 {
                let plies = match pieces(position, next) {
                    1 if self.family != Family::Sittuyin => 2 * total,
                    _ => 0,
                };
                counting = Some(Count {
                    limit: 2 * limit,
                    plies,
                });
            }
        }
        position.rule_state.counting = counting;
    }

    fn adds_moves(&self) -> bool {
        self.family == Family::Cambodian
    }

    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        if self.family == Family::Cambodian {
            self.first_moves(variant, position, army, kinds, sink);
        }
    }

    /// The first moves come unchecked from `extra_moves`: those that would
    /// leave the king attacked go.
    fn filter_moves(
        &self,
        variant: &Variant,
        position: &mut Position,
        army: Army,
        moves: &mut MoveBuffer,
    ) {
        moves.retain(|mv| {
            !self.is_first_move(variant, position, mv)
                || board_move_is_safe(variant, position, army, mv)
        });
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let checked = in_check(variant, position, position.to_move());
        mate_or_stalemate(variant, position, checked)
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        if let Some(resigned) = resignation(variant, position) {
            return Some(resigned);
        }
        if self.count_over(variant, position) {
            return Some(draw(EndReason::Counting));
        }
        if !self.could_mate(variant, position, Army::FIRST)
            && !self.could_mate(variant, position, Army::SECOND)
        {
            return Some(draw(EndReason::InsufficientMaterial));
        }
        repetition_or_fifty_moves(variant, position)
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        // Unreachable: `stuck` ends the game. A draw, should it happen.
        draw(EndReason::NoMoves)
    }
}
