//! Attack tests for games with check: whether pieces of some armies could capture
//! on a square. They look backwards from the square through the variant's
//! reversed capture tables, so they cost a few table walks, not a move generation.

use crate::board::army::{Army, ArmySet};
use crate::board::cell::{Cell, MAX_KINDS};
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::tables::RayKind;
use crate::compile::variant::CompiledVariant;
use crate::state::position::Position;

/// The armies whose pieces attack `army`'s: live or walking (whose royal
/// pieces alone attack), neither `army` itself nor a partner. Grey pieces
/// block but never attack.
#[inline]
pub fn opponents(variant: &CompiledVariant, position: &Position, army: Army) -> ArmySet {
    position
        .armies()
        .filter(|&a| position.army_state(a).takes_turns())
        .filter(|&a| a != army && !variant.partners(a, army))
        .collect()
}

/// Whether a royal piece of `army`, still in play, is attacked by an opponent.
pub fn in_check(variant: &CompiledVariant, position: &Position, army: Army) -> bool {
    if !position.army_state(army).takes_turns() {
        return false;
    }
    let attackers = opponents(variant, position, army);
    position.royal_squares(variant, army).any(|square| {
        let kind = position.cell(square).kind();
        is_attacked(variant, position, square, kind, attackers)
    })
}

/// Whether a piece of an army in `attackers` could capture a `victim` on `target`.
#[inline]
pub fn is_attacked(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    victim: Kind,
    attackers: ArmySet,
) -> bool {
    if variant.flying_general
        && variant.is_royal(victim)
        && faces_royal(variant, position, target, attackers)
    {
        return true;
    }
    look_from(variant, position, target, victim, attackers, None).0
}

/// Whether a royal piece of an army in `attackers` stands on the file of
/// `target` with nothing between them (the flying general).
fn faces_royal(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    attackers: ArmySet,
) -> bool {
    let geometry = &variant.geometry;
    let (file, rank) = geometry.coords(target);
    [1, -1].into_iter().any(|step| {
        let mut r = i32::from(rank) + step;
        while let Some(square) = geometry.square_at(i32::from(file), r) {
            let cell = position.board[usize::from(square)];
            if !cell.is_empty() {
                return variant.is_royal(cell.kind()) && attackers.contains(cell.army());
            }
            r += step;
        }
        false
    })
}

/// The kinds of the pieces of the armies in `attackers` that could capture a
/// `victim` on `target`; with `first_only`, stops at the first one found.
pub fn attacking_kinds(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    victim: Kind,
    attackers: ArmySet,
    first_only: bool,
) -> KindSet {
    let mut found = KindSet::EMPTY;
    for kind in variant.kinds() {
        if !variant.capture_mask[kind.index()].contains(victim) {
            continue;
        }
        let present: ArmySet = attackers
            .iter()
            .filter(|&army| position.count_of(army, kind) > 0)
            .filter(|&army| position.army_state(army).is_live() || variant.is_royal(kind))
            .collect();
        if present.is_empty() {
            continue;
        }
        let hit = if !variant.oriented_kinds.contains(kind) {
            // The same tables serve every army: one walk finds any of them.
            attacked_from(variant, position, target, kind, Army::FIRST, present)
        } else {
            present
                .iter()
                .any(|army| attacked_from(variant, position, target, kind, army, ArmySet::of(army)))
        };
        if hit {
            found.insert(kind);
            if first_only {
                return found;
            }
        }
    }
    found
}

/// Whether a piece of `kind` belonging to an army in `armies` stands where the
/// reversed tables of (`kind`, `table_army`) lead from `target`.
#[inline]
fn attacked_from(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    kind: Kind,
    table_army: Army,
    armies: ArmySet,
) -> bool {
    let tables = &variant.attack_tables;
    let board = &position.board;
    let is_attacker =
        |cell: Cell| !cell.is_empty() && cell.kind() == kind && armies.contains(cell.army());
    if tables.leaps(kind, table_army, target).iter().any(|t| {
        is_attacker(board[usize::from(t.to)]) && t.is_open(|leg| board[usize::from(leg)].is_empty())
    }) {
        return true;
    }
    for ray in tables.rays(kind, table_army, target) {
        let mut screened = false;
        for &square in tables.ray_squares(ray) {
            let cell = board[usize::from(square)];
            if cell.is_empty() {
                continue;
            }
            if ray.kind != RayKind::Slide && !screened {
                if !variant.may_screen(kind, cell.kind()) {
                    break;
                }
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
    fn new() -> Shields {
        Shields {
            squares: [0; MAX_SHIELDS],
            len: 0,
        }
    }

    fn add(&mut self, square: Square) {
        if self.len < MAX_SHIELDS {
            self.squares[self.len] = square;
            self.len += 1;
        }
    }

    pub fn contains(&self, square: Square) -> bool {
        self.squares[..self.len].contains(&square)
    }
}

/// Whether the royal piece on `target` is attacked, and if not, which pieces of
/// its `army` shield it from a sliding attack, in one look at its lines (a
/// screen's move may open a cannon's attack: games with hoppers test the moves
/// near their lines instead, `AttackOpenings`); `attackers` as for `is_attacked`.
pub fn royal_safety(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    army: Army,
    attackers: ArmySet,
) -> (bool, Shields) {
    let victim = position.board[usize::from(target)].kind();
    look_from(variant, position, target, victim, attackers, Some(army))
}

/// Looks out from `target` along its leaps and lines: whether a piece of an army
/// in `attackers` could capture a `victim` there, and if not (and `shield_army`
/// is given), which pieces of that army shield it from a line attack.
fn look_from(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    victim: Kind,
    attackers: ArmySet,
    shield_army: Option<Army>,
) -> (bool, Shields) {
    let board = &position.board;
    let mut shields = Shields::new();
    // The attacking armies of each kind, walking armies by their royal pieces
    // only, and the kinds that have any.
    let mut present = [ArmySet::EMPTY; MAX_KINDS];
    let mut present_kinds = KindSet::EMPTY;
    for kind in Kind::all(variant.kind_count().min(MAX_KINDS)) {
        if !variant.capture_mask[kind.index()].contains(victim) {
            continue;
        }
        for a in attackers.iter() {
            let counts = position.army_state(a).is_live() || variant.is_royal(kind);
            if counts && position.count_of(a, kind) > 0 {
                present[kind.index()].insert(a);
                present_kinds.insert(kind);
            }
        }
    }
    let tables = &variant.attack_tables;
    for kind in present_kinds.iter() {
        let armies = present[kind.index()];
        let oriented = variant.oriented_kinds.contains(kind);
        let hit = if oriented {
            // Rare (pawns): the general test, army by army.
            armies
                .iter()
                .any(|a| attacked_from(variant, position, target, kind, a, ArmySet::of(a)))
        } else {
            tables.leaps(kind, Army::FIRST, target).iter().any(|t| {
                let cell = board[usize::from(t.to)];
                !cell.is_empty()
                    && cell.kind() == kind
                    && armies.contains(cell.army())
                    && t.is_open(|leg| board[usize::from(leg)].is_empty())
            })
        };
        if hit {
            return (true, shields);
        }
    }
    let lines = &variant.attack_lines;
    // What stands behind a line's first piece matters only to a hopper, or to
    // tell whether that piece shields the target.
    let hoppers = present_kinds.intersects(lines.hop_kinds);
    let (first, last) = lines.spans[usize::from(target)];
    for line in &lines.lines[first as usize..last as usize] {
        // Whether this piece, `distance` squares out along the line, attacks the target.
        let attacks = |cell: Cell, distance: usize| {
            let kind = cell.kind().index();
            kind < MAX_KINDS
                && present[kind].contains(cell.army())
                && usize::from(line.reach[kind]) >= distance
        };
        // Whether this piece hops over `screen` to take on the target from
        // `distance` squares out (a vaulting cannon never over a cannon).
        let hops = |cell: Cell, screen: Cell, distance: usize| {
            let kind = cell.kind().index();
            kind < MAX_KINDS
                && present[kind].contains(cell.army())
                && usize::from(line.hop_reach[kind]) >= distance
                && variant.may_screen(cell.kind(), screen.kind())
        };
        let squares = &lines.squares[line.start as usize..line.end as usize];
        let mut occupied = squares
            .iter()
            .enumerate()
            .filter(|(_, s)| !board[usize::from(**s)].is_empty());
        let Some((i, &near)) = occupied.next() else {
            continue;
        };
        let cell = board[usize::from(near)];
        if attacks(cell, i + 1) {
            return (true, shields);
        }
        let may_shield = Some(cell.army()) == shield_army;
        if !hoppers && !may_shield {
            continue;
        }
        let Some((j, &far)) = occupied.next() else {
            continue;
        };
        let behind = board[usize::from(far)];
        if hops(behind, cell, j + 1) {
            return (true, shields);
        }
        if may_shield && attacks(behind, j + 1) {
            shields.add(near);
        }
    }
    if let Some(army) = shield_army {
        add_oriented_shields(variant, position, target, army, &present, &mut shields);
    }
    (false, shields)
}

/// The shields against sliders whose lines differ from army to army (Shogi's
/// lance), which the shared lines leave out: along each of their reversed
/// rays from `target`, a piece of `army` with such a slider behind it.
fn add_oriented_shields(
    variant: &CompiledVariant,
    position: &Position,
    target: Square,
    army: Army,
    present: &[ArmySet; MAX_KINDS],
    shields: &mut Shields,
) {
    let board = &position.board;
    let tables = &variant.attack_tables;
    for kind in variant.oriented_slider_kinds.iter() {
        for attacker_army in present[kind.index()].iter() {
            for ray in tables.rays(kind, attacker_army, target) {
                let mut occupied = tables
                    .ray_squares(ray)
                    .iter()
                    .filter(|s| !board[usize::from(**s)].is_empty());
                let (Some(&near), Some(&far)) = (occupied.next(), occupied.next()) else {
                    continue;
                };
                let slider = board[usize::from(far)];
                if board[usize::from(near)].army() == army
                    && slider.kind() == kind
                    && slider.army() == attacker_army
                {
                    shields.add(near);
                }
            }
        }
    }
}

/// The armies in `attackers` whose pieces attack a royal piece of `army`.
pub fn checkers(
    variant: &CompiledVariant,
    position: &Position,
    army: Army,
    attackers: ArmySet,
) -> ArmySet {
    let mut found = ArmySet::EMPTY;
    for square in position.royal_squares(variant, army) {
        let victim = position.cell(square).kind();
        for other in attackers.iter() {
            let one = ArmySet::of(other);
            if !found.contains(other)
                && !attacking_kinds(variant, position, square, victim, one, true).is_empty()
            {
                found.insert(other);
            }
        }
    }
    found
}
