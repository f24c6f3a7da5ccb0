//! Shared move generation: pieces as data, no branch on a game's name.
//! There is no check in these games, so every generated move is legal; games
//! with check will filter on top of this.

use crate::geometry::Square;
use crate::moves::{Move, MoveSink};
use crate::piece::Mode;
use crate::position::{Cell, Position};
use crate::variant::{PromotionSquare, Variant};

/// Bitmask of every kind: no dice restriction.
pub const ALL_KINDS: u32 = u32::MAX;

/// Whether `mover` may capture `target` with a piece that captures `capture_mask`.
/// Own and partner pieces (grey or not) are safe; grey enemies are fair game.
#[inline]
fn may_capture(variant: &Variant, mover: u8, target: Cell, capture_mask: u32) -> bool {
    let army = target.army();
    army != mover && !variant.partners(mover, army) && capture_mask & (1 << target.kind()) != 0
}

/// Generates the moves of `army`'s pieces whose kind is in `kinds`.
pub fn generate<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: u8,
    kinds: u32,
    sink: &mut S,
) {
    if !position.army_state(army).is_live() {
        return;
    }
    let board = &position.board;
    for &from in position.pieces(army) {
        let kind = board[usize::from(from)].kind();
        if kinds & (1 << kind) == 0 {
            continue;
        }
        let capture_mask = variant.capture_mask[usize::from(kind)];
        let promotes = variant.promoting_kind == Some(kind);
        let mut emit = |to: Square| {
            if promotes {
                push_promoting(variant, position, army, from, to, sink);
            } else {
                sink.push(Move::new(from, to));
            }
        };
        for target in variant.tables.leaps(kind, army, from) {
            let cell = board[usize::from(target.to)];
            if cell.is_empty() {
                if target.mode != Mode::CaptureOnly {
                    emit(target.to);
                }
            } else if target.mode != Mode::MoveOnly
                && may_capture(variant, army, cell, capture_mask)
            {
                emit(target.to);
            }
        }
        for ray in variant.tables.rays(kind, army, from) {
            let mut screened = false;
            for &to in variant.tables.ray_squares(ray) {
                let cell = board[usize::from(to)];
                if cell.is_empty() {
                    if !screened && ray.mode != Mode::CaptureOnly {
                        emit(to);
                    }
                    continue;
                }
                if ray.hop && !screened {
                    screened = true;
                    continue;
                }
                let captures = ray.mode != Mode::MoveOnly;
                if captures && may_capture(variant, army, cell, capture_mask) {
                    emit(to);
                }
                break;
            }
        }
    }
}

#[inline]
fn push_promoting<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: u8,
    from: Square,
    to: Square,
    sink: &mut S,
) {
    match variant.promotion_square(army, to) {
        PromotionSquare::None => sink.push(Move::new(from, to)),
        PromotionSquare::Never => {}
        PromotionSquare::Into(kind) => {
            let waits = variant.promotion_waits
                && variant.promoting_kind.is_some_and(|pawn| {
                    position.count_of(army, pawn) >= variant.start_pawns[usize::from(army)]
                });
            if waits {
                // It stays a pawn there; the rule module promotes it later.
                sink.push(Move::new(from, to));
            } else if !variant.promotion_only_if_absent || position.count_of(army, kind) == 0 {
                sink.push(Move::promoting(from, to, kind));
            }
        }
    }
}

/// Every move of `army` with pieces in `kinds`: its piece moves (unless a
/// decision comes first) and the drops and actions its game's rules add.
pub fn generate_all<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: u8,
    kinds: u32,
    sink: &mut S,
) {
    if !variant.rule_moves {
        return generate(variant, position, army, kinds, sink);
    }
    if !position.army_state(army).is_live() {
        return;
    }
    if !variant.rules.decision_pending(variant, position, army) {
        generate(variant, position, army, kinds, sink);
    }
    variant
        .rules
        .extra_moves(variant, position, army, kinds, sink);
}

/// Whether `army` has any move with pieces in `kinds`.
pub fn has_move(variant: &Variant, position: &Position, army: u8, kinds: u32) -> bool {
    let mut count = crate::moves::MoveCount::default();
    generate_all(variant, position, army, kinds, &mut count);
    count.0 > 0
}
