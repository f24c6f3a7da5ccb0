//! Move diagrams for the rules pages: where one piece may go, drawn by the same
//! move generator that plays the game, so a page can never disagree with the rules.

use crate::geometry::Square;
use crate::movegen::{ALL_KINDS, generate};
use crate::moves::Move;
use crate::piece::Kind;
use crate::position::{Cell, Position};
use crate::variant::Variant;

/// One piece of the first army near the middle of an otherwise empty board; a
/// neutral piece (the duck) stands there as nobody's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    pub square: Square,
    /// Empty squares it may move to; for a neutral piece, those the rules may
    /// put it on.
    pub moves: Vec<Square>,
    /// Squares where it may capture a lone enemy piece (those it cannot reach
    /// by a plain move).
    pub captures: Vec<Square>,
}

/// The diagram of `kind`, or `None` when the kind does not exist or no square
/// near the middle exists (void boards).
pub fn piece_diagram(variant: &Variant, kind: Kind) -> Option<Diagram> {
    if usize::from(kind) >= variant.kind_count() {
        return None;
    }
    let geometry = &variant.geometry;
    let (w, h) = (i32::from(geometry.width()), i32::from(geometry.height()));
    let square = geometry.square_at((w - 1) / 2, (h - 1) / 2)?;
    if variant.is_neutral(kind) {
        return Some(Diagram {
            square,
            moves: placements(variant, kind, square),
            captures: Vec::new(),
        });
    }
    let piece = Cell::piece(0, kind);
    let alone = lone_position(variant, &[(square, piece)]);
    let moves = targets(variant, &alone, square);
    // A capture shows against a single enemy piece, of a kind this piece may take.
    let victim = (0..variant.kind_count() as Kind)
        .find(|&k| variant.capture_mask[usize::from(kind)] & (1 << k) != 0 && !variant.is_royal(k))
        .or_else(|| {
            (0..variant.kind_count() as Kind)
                .find(|&k| variant.capture_mask[usize::from(kind)] & (1 << k) != 0)
        });
    let mut captures = Vec::new();
    if let (Some(victim), Some(enemy)) = (
        victim,
        (1..variant.army_count() as u8).find(|&a| !variant.partners(0, a)),
    ) {
        for target in geometry.squares() {
            if target == square || moves.contains(&target) {
                continue;
            }
            let position = lone_position(
                variant,
                &[(square, piece), (target, Cell::piece(enemy, victim))],
            );
            if targets(variant, &position, square).contains(&target) {
                captures.push(target);
            }
        }
    }
    Some(Diagram {
        square,
        moves,
        captures,
    })
}

/// Where the rule module may put the neutral piece `kind` standing alone on
/// `from`: the rules move such a piece, as the second part of a player's move
/// (the duck), so the diagram asks them with that part due.
fn placements(variant: &Variant, kind: Kind, from: Square) -> Vec<Square> {
    let mut position = lone_position(
        variant,
        &[(from, Cell::piece(variant.neutral_army(), kind))],
    );
    position.rule_state.second_part_due = true;
    let mut moves: Vec<Move> = Vec::new();
    let mover = position.to_move();
    variant
        .rules
        .extra_moves(variant, &position, mover, ALL_KINDS, &mut moves);
    let mut squares: Vec<Square> = moves
        .iter()
        .filter_map(|m| m.dropped())
        .filter(|&(placed, _)| placed == kind)
        .map(|(_, to)| to)
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}

fn lone_position(variant: &Variant, cells: &[(Square, Cell)]) -> Position {
    let mut position = Position::empty(variant);
    for &(square, cell) in cells {
        position.put(variant, square, cell);
    }
    position
}

/// The distinct squares the piece on `from` reaches (promotions fold into one).
fn targets(variant: &Variant, position: &Position, from: Square) -> Vec<Square> {
    let mut moves: Vec<Move> = Vec::new();
    generate(variant, position, 0, ALL_KINDS, &mut moves);
    let mut squares: Vec<Square> = moves
        .iter()
        .filter(|m| m.from == from)
        .map(|m| m.to)
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}
