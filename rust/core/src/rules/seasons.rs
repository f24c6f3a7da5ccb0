//! Šach ročných období, Alfonso X's Seasons chess (docs/spec/seasons.sk.txt,
//! docs/rules/seasons.md): pawns that become a fers on the far edge of their direction, mate
//! and stalemate judged when the player's turn comes (also under the die), the
//! mated army passing to the mater with its king removed, a king left in reach
//! taken as a mate, stalemated and resigned armies leaving the board, the ranking
//! by the order of leaving, the draws, and the coins. Check itself is data and
//! shared code (`attack`, `movegen::generate_legal`).

use crate::board::army::{Army, ArmySet};
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::board::piece::{Mode, Movement};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::error::Error;
use crate::movegen::attack::{checkers, opponents};
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, has_move};
use crate::rules::{Rules, Stuck};
use crate::state::outcome::{EndReason, GameResult, Outcome, places};
use crate::state::position::{ArmyState, Cell, Position};
use crate::state::rule_state::RuleState;
use crate::state::undo::Undo;

pub struct Seasons {
    pub fers: Kind,
    /// Each pawn kind and the (file, rank) step it moves by.
    pub pawns: Vec<(Kind, (i8, i8))>,
}

/// How a player leaves the game.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Leaving {
    /// Mated (or his king taken) by this army: his army passes to it.
    Mated { by: Army },
    /// Stalemated or resigned: his pieces leave the board.
    Removed,
}

impl Seasons {
    fn pawn_step(&self, kind: Kind) -> Option<(i8, i8)> {
        self.pawns
            .iter()
            .find(|(k, _)| *k == kind)
            .map(|&(_, step)| step)
    }

    /// The attacker credited with a mate: of those attacking the king, the one
    /// who moved last, i.e. the nearest before the mated player in turn order
    /// (every attack started after the mated player's own last move).
    fn mater(position: &Position, army: Army, checking: ArmySet) -> Option<Army> {
        let n = position.army_count();
        (1..n)
            .map(|back| army.before(back, n))
            .find(|&a| checking.contains(a))
    }

    /// Hands `army`'s pieces, its king aside, to `to` (recoloured, each keeping
    /// its kind and so its direction); `undo` records it when inside a move.
    fn pass_army(
        variant: &Variant,
        position: &mut Position,
        army: Army,
        to: Army,
        mut undo: Option<&mut Undo>,
    ) {
        let squares: Vec<Square> = position.pieces(army).to_vec();
        for square in squares {
            let kind = position.cell(square).kind();
            let cell = match variant.is_royal(kind) {
                true => Cell::EMPTY,
                false => Cell::piece(to, kind),
            };
            match undo.as_deref_mut() {
                Some(undo) => {
                    position.edit_by_rule(variant, square, cell, undo);
                }
                None => {
                    position.remove_piece(variant, square);
                    if !cell.is_empty() {
                        position.put(variant, square, cell);
                    }
                }
            }
        }
    }

    /// The bookkeeping of a player leaving with `pieces` pieces: his place in the
    /// order, and the coins of the seed: the mated player pays the mater a coin a
    /// piece; the second out puts his winnings and a coin a piece into the bank;
    /// the last out pays the winner a coin a piece and the winner takes the bank.
    fn leave(variant: &Variant, position: &mut Position, army: Army, pieces: i32, how: Leaving) {
        let a = army.index();
        if position.army_state(army).is_live() {
            position.set_army_state(variant, army, ArmyState::Eliminated);
        }
        let count = position.army_count();
        let state = &mut position.rule_state;
        let order = 1 + state.out_order[..usize::from(count)]
            .iter()
            .filter(|&&o| o > 0)
            .count() as u8;
        state.out_order[a] = order;
        if let Leaving::Mated { by } = how {
            state.coins[a] -= pieces;
            state.coins[by.index()] += pieces;
        }
        if order == 2 {
            let deposit = state.coins[a].max(0) + pieces;
            state.coins[a] -= deposit;
            state.bank += deposit;
        }
        if order + 1 == count {
            let winner = position.live_armies().next();
            let state = &mut position.rule_state;
            if let Some(winner) = winner {
                let w = winner.index();
                state.coins[a] -= pieces;
                state.coins[w] += pieces + state.bank;
                state.bank = 0;
            }
        }
    }

    fn ranking(position: &Position, reason: EndReason) -> Outcome {
        let count = position.army_count();
        // In the game: above everyone; out: the later, the better.
        let scores: Vec<u32> = position
            .armies()
            .map(|a| match position.army_state(a).is_live() {
                true => u32::from(count),
                false => u32::from(position.rule_state().out_order[a.index()]),
            })
            .collect();
        let places = places(&scores);
        Outcome {
            reason,
            result: GameResult::Ranking { scores, places },
        }
    }
}

/// Whether the piece on `square` could capture on `target` on this board.
fn attacks(variant: &Variant, position: &Position, square: Square, target: Square) -> bool {
    let (piece, victim) = (position.cell(square), position.cell(target));
    if piece.is_empty()
        || victim.is_empty()
        || !variant.capture_mask[piece.kind().index()].contains(victim.kind())
    {
        return false;
    }
    let (kind, army, tables) = (piece.kind(), piece.army(), &variant.tables);
    let leaps = tables.leaps(kind, army, square);
    if leaps
        .iter()
        .any(|t| t.to == target && t.mode != Mode::MoveOnly)
    {
        return true;
    }
    // Seasons has no hoppers: a ray attacks up to its first piece.
    tables
        .rays(kind, army, square)
        .iter()
        .filter(|ray| ray.mode != Mode::MoveOnly)
        .any(|ray| {
            let mut line = tables.ray_squares(ray).iter();
            line.find(|&&s| s == target || !position.cell(s).is_empty()) == Some(&target)
        })
}

/// Whether the move from `from` to `to` checks the king on `king`: the piece now
/// on `to` attacks it, or leaving `from` uncovered a line of the mover's onto it.
fn gives_check(
    variant: &Variant,
    position: &Position,
    from: Square,
    to: Square,
    king: Square,
) -> bool {
    if attacks(variant, position, to, king) {
        return true;
    }
    let geometry = &variant.geometry;
    let ((kf, kr), (ff, fr)) = (geometry.coords(king), geometry.coords(from));
    let (df, dr) = (i32::from(ff) - i32::from(kf), i32::from(fr) - i32::from(kr));
    if (df, dr) == (0, 0) || (df != 0 && dr != 0 && df.abs() != dr.abs()) {
        return false;
    }
    // The first piece on the line from the king through `from`, if beyond it.
    let (step_f, step_r) = (df.signum(), dr.signum());
    let mut square = king;
    let mut passed_from = false;
    while let Some(next) = geometry.offset(square, step_f, step_r) {
        square = next;
        passed_from |= square == from;
        let cell = position.cell(square);
        if !cell.is_empty() {
            return passed_from
                && cell.army() == position.cell(to).army()
                && attacks(variant, position, square, king);
        }
    }
    false
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let fers = data.kind_named("fers")?;
    let mut pawns = Vec::new();
    for (kind, piece) in data.each_kind().filter(|(_, p)| p.pawn) {
        let step = piece
            .moves
            .iter()
            .find(|m| m.mode == Mode::MoveOnly)
            .and_then(|m| match &m.movement {
                Movement::Leap(offsets) => offsets.first().copied(),
                _ => None,
            })
            .ok_or(format!("{}: no step", piece.name))?;
        pawns.push((kind, step));
    }
    Ok(Box::new(Seasons { fers, pawns }))
}

impl Rules for Seasons {
    fn has_rule_state(&self) -> bool {
        true
    }

    fn write_rule_state(&self, variant: &Variant, position: &Position) -> String {
        position.rule_state().write_coins(variant)
    }

    fn parse_rule_state(&self, variant: &Variant, text: &str) -> Result<RuleState, Error> {
        RuleState::parse_coins(variant, text)
    }

    /// The far edge of the pawn's direction: where `after_move` makes it a fers.
    fn promotion_squares(&self, variant: &Variant, _army: Army, kind: Kind) -> Vec<Square> {
        let Some((df, dr)) = self.pawn_step(kind) else {
            return Vec::new();
        };
        let geometry = &variant.geometry;
        geometry
            .squares()
            .filter(|&s| geometry.offset(s, i32::from(df), i32::from(dr)).is_none())
            .collect()
    }

    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        // "Na protiľahlom okraji sa zmení na fersa."
        if let Some((df, dr)) = self.pawn_step(position.cell(to).kind())
            && variant
                .geometry
                .offset(to, i32::from(df), i32::from(dr))
                .is_none()
        {
            position.edit_by_rule(variant, to, Cell::piece(mover, self.fers), undo);
        }
        let captured = undo.captured();
        if let Some(army) = undo.eliminated {
            // "Kráľa, ktorý ostal na dosah, … možno jednoducho vziať: platí to ako mat."
            let pieces = position.pieces(army).len() as i32 + 1;
            Self::pass_army(variant, position, army, mover, Some(undo));
            Self::leave(
                variant,
                position,
                army,
                pieces,
                Leaving::Mated { by: mover },
            );
        } else if !captured.is_empty() && position.army_state(captured.army()).is_live() {
            // A coin for a lost piece, to the taker.
            let state = &mut position.rule_state;
            state.coins[captured.army().index()] -= 1;
            state.coins[mover.index()] += 1;
        }
        // A coin for each check the move gives, from the checked player to the mover.
        let from = undo.played().from;
        let taken_king = undo.eliminated.is_some();
        for army in position.armies() {
            if army == mover || !position.army_state(army).is_live() {
                continue;
            }
            let checked = match position.royal_square(variant, army) {
                // An army just taken over may attack from anywhere: look at all.
                Some(_) if taken_king => {
                    !checkers(variant, position, army, ArmySet::of(mover)).is_empty()
                }
                Some(king) => gives_check(variant, position, from, to, king),
                None => false,
            };
            if checked {
                let state = &mut position.rule_state;
                state.coins[army.index()] -= 1;
                state.coins[mover.index()] += 1;
            }
        }
    }

    fn stuck(&self, variant: &Variant, position: &mut Position) -> Stuck {
        let army = position.to_move();
        // With the die, a player who has moves but none the throw allows loses the
        // turn; mate and stalemate do not depend on the throw.
        if has_move(variant, position, army, ALL_KINDS) {
            return Stuck::Pass;
        }
        let checking = checkers(variant, position, army, opponents(variant, position, army));
        let pieces = position.pieces(army).len() as i32;
        match Self::mater(position, army, checking) {
            Some(mater) => {
                Self::pass_army(variant, position, army, mater, None);
                Self::leave(
                    variant,
                    position,
                    army,
                    pieces,
                    Leaving::Mated { by: mater },
                );
            }
            None => {
                for square in position.pieces(army).to_vec() {
                    position.remove_piece(variant, square);
                }
                Self::leave(variant, position, army, pieces, Leaving::Removed);
            }
        }
        Stuck::Continue
    }

    fn resigned(&self, variant: &Variant, position: &mut Position, army: Army) {
        let pieces = position.pieces(army).len() as i32;
        for square in position.pieces(army).to_vec() {
            position.remove_piece(variant, square);
        }
        Self::leave(variant, position, army, pieces, Leaving::Removed);
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let reason = if position.live_armies().count() <= 1 {
            EndReason::LastPlayer
        } else if position.repetitions() >= 3 {
            EndReason::Repetition
        } else if variant.data.fifty_move_plies > 0
            && position.halfmove() >= variant.data.fifty_move_plies
        {
            EndReason::FiftyMoves
        } else if position.only_royals_left(variant) {
            EndReason::OnlyKings
        } else {
            return None;
        };
        Some(Self::ranking(position, reason))
    }

    fn outcome_without_moves(&self, _variant: &Variant, position: &Position) -> Outcome {
        Self::ranking(position, EndReason::NoMoves)
    }
}
