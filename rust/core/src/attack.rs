//! Attack tests for games with check: whether pieces of some armies could capture
//! on a square. They look backwards from the square through the variant's
//! reversed capture tables, so they cost a few table walks, not a move generation.

use crate::geometry::Square;
use crate::piece::Kind;
use crate::position::{Cell, Position};
use crate::variant::Variant;

/// Bitmask of the armies whose pieces attack `army`'s: live or walking (whose
/// royal pieces alone attack), neither `army` itself nor a partner. Grey pieces
/// block but never attack.
#[inline]
pub fn opponents(variant: &Variant, position: &Position, army: u8) -> u32 {
    (0..position.army_count())
        .filter(|&a| position.army_state(a).takes_turns())
        .filter(|&a| a != army && !variant.partners(a, army))
        .fold(0, |mask, a| mask | 1 << a)
}

/// Whether a piece of an army in `attackers` could capture a `victim` on `target`.
#[inline]
pub fn is_attacked(
    variant: &Variant,
    position: &Position,
    target: Square,
    victim: Kind,
    attackers: u32,
) -> bool {
    attacking_kinds(variant, position, target, victim, attackers, true) != 0
}

/// The kinds of the pieces of the armies in `attackers` that could capture a
/// `victim` on `target`; with `first_only`, stops at the first one found.
pub fn attacking_kinds(
    variant: &Variant,
    position: &Position,
    target: Square,
    victim: Kind,
    attackers: u32,
    first_only: bool,
) -> u32 {
    let mut found = 0;
    for kind in 0..variant.kind_count() as Kind {
        if variant.capture_mask[usize::from(kind)] & (1 << victim) == 0 {
            continue;
        }
        let present = armies_of(attackers)
            .filter(|&army| position.count_of(army, kind) > 0)
            .filter(|&army| position.army_state(army).is_live() || variant.is_royal(kind))
            .fold(0u32, |mask, army| mask | 1 << army);
        if present == 0 {
            continue;
        }
        let hit = if variant.oriented_kinds & (1 << kind) == 0 {
            // The same tables serve every army: one walk finds any of them.
            attacked_from(variant, position, target, kind, 0, present)
        } else {
            armies_of(present)
                .any(|army| attacked_from(variant, position, target, kind, army, 1 << army))
        };
        if hit {
            found |= 1 << kind;
            if first_only {
                return found;
            }
        }
    }
    found
}

fn armies_of(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8)
        .take_while(move |&a| mask >> a != 0)
        .filter(move |&a| mask & (1 << a) != 0)
}

/// Whether a piece of `kind` belonging to an army in `armies` stands where the
/// reversed tables of (`kind`, `table_army`) lead from `target`.
#[inline]
fn attacked_from(
    variant: &Variant,
    position: &Position,
    target: Square,
    kind: Kind,
    table_army: u8,
    armies: u32,
) -> bool {
    let tables = &variant.attack_tables;
    let board = &position.board;
    let is_attacker =
        |cell: Cell| !cell.is_empty() && cell.kind() == kind && armies & (1 << cell.army()) != 0;
    if tables
        .leaps(kind, table_army, target)
        .iter()
        .any(|t| is_attacker(board[usize::from(t.to)]))
    {
        return true;
    }
    for ray in tables.rays(kind, table_army, target) {
        let mut screened = false;
        for &square in tables.ray_squares(ray) {
            let cell = board[usize::from(square)];
            if cell.is_empty() {
                continue;
            }
            if ray.hop && !screened {
                screened = true;
                continue;
            }
            if is_attacker(cell) {
                return true;
            }
            break;
        }
    }
    false
}

/// Most pieces of one army that can shield one square (one per attacking line).
const MAX_SHIELDS: usize = 32;

/// The pieces of one army that stand alone between a square and a line attacker:
/// moving one of them may uncover an attack on the square.
#[derive(Clone, Copy)]
pub struct Shields {
    squares: [Square; MAX_SHIELDS],
    len: usize,
}

impl Shields {
    pub fn contains(&self, square: Square) -> bool {
        self.squares[..self.len].contains(&square)
    }
}

/// The pieces of `army` that shield `target` from a line attack by a piece of an
/// army in `attackers` that could capture a `victim` there. Hoppers (whose
/// attacks a piece arriving can open) are not considered: see `Variant::hoppers`.
pub fn shields(
    variant: &Variant,
    position: &Position,
    target: Square,
    victim: Kind,
    army: u8,
    attackers: u32,
) -> Shields {
    let mut found = Shields {
        squares: [0; MAX_SHIELDS],
        len: 0,
    };
    let tables = &variant.attack_tables;
    let board = &position.board;
    for kind in 0..variant.kind_count() as Kind {
        if variant.capture_mask[usize::from(kind)] & (1 << victim) == 0 {
            continue;
        }
        let present = armies_of(attackers)
            .filter(|&a| position.count_of(a, kind) > 0)
            .filter(|&a| position.army_state(a).is_live() || variant.is_royal(kind))
            .fold(0u32, |mask, a| mask | 1 << a);
        if present == 0 {
            continue;
        }
        // Kinds that move alike for every army share army 0's tables.
        let oriented = variant.oriented_kinds & (1 << kind) != 0;
        for table_army in armies_of(if oriented { present } else { 1 }) {
            let wanted = if oriented { 1 << table_army } else { present };
            for ray in tables.rays(kind, table_army, target) {
                let mut occupied = tables
                    .ray_squares(ray)
                    .iter()
                    .copied()
                    .filter(|&s| !board[usize::from(s)].is_empty());
                let (Some(first), Some(second)) = (occupied.next(), occupied.next()) else {
                    continue;
                };
                let (shield, behind) = (board[usize::from(first)], board[usize::from(second)]);
                let attacks = behind.kind() == kind && wanted & (1 << behind.army()) != 0;
                if shield.army() == army && attacks && found.len < MAX_SHIELDS {
                    found.squares[found.len] = first;
                    found.len += 1;
                }
            }
        }
    }
    found
}
