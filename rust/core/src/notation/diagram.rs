//! Move diagrams for the rules pages: where one piece may go, drawn by the same
//! move generator that plays the game, so a page can never disagree with the rules.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::board::piece::Movement;
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, generate};
use crate::state::position::{Cell, Position};

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
    /// Pieces of its own army set beside it for a piece that moves only by
    /// vaulting over another (Janggi's cannon): their squares and kind.
    pub screens: Vec<(Square, Kind)>,
}

/// The diagram of `kind`, or `None` when the kind does not exist or no square
/// near the middle exists (void boards).
pub fn piece_diagram(variant: &Variant, kind: Kind) -> Option<Diagram> {
    if kind.index() >= variant.kind_count() {
        return None;
    }
    let geometry = &variant.geometry;
    let square = diagram_square(variant, kind)?;
    if variant.is_neutral(kind) {
        return Some(Diagram {
            square,
            moves: placements(variant, kind, square),
            captures: Vec::new(),
            screens: Vec::new(),
        });
    }
    let piece = Cell::piece(Army::FIRST, kind);
    let screens = screens(variant, kind, square);
    let mut cells = vec![(square, piece)];
    cells.extend(
        screens
            .iter()
            .map(|&(s, k)| (s, Cell::piece(Army::FIRST, k))),
    );
    let alone = lone_position(variant, &cells);
    let moves = targets(variant, &alone, square);
    // A capture shows against a single enemy piece, of a kind this piece may take.
    let victim = variant
        .kinds()
        .find(|&k| variant.capture_mask[kind.index()].contains(k) && !variant.is_royal(k))
        .or_else(|| {
            variant
                .kinds()
                .find(|&k| variant.capture_mask[kind.index()].contains(k))
        });
    let mut captures = Vec::new();
    if let (Some(victim), Some(enemy)) = (
        victim,
        variant
            .armies()
            .skip(1)
            .find(|&a| !variant.partners(Army::FIRST, a)),
    ) {
        for target in geometry.squares() {
            if target == square || moves.contains(&target) {
                continue;
            }
            if screens.iter().any(|&(s, _)| s == target) {
                continue;
            }
            let mut with_victim = cells.clone();
            with_victim.push((target, Cell::piece(enemy, victim)));
            let position = lone_position(variant, &with_victim);
            if targets(variant, &position, square).contains(&target) {
                captures.push(target);
            }
        }
    }
    Some(Diagram {
        square,
        moves,
        captures,
        screens,
    })
}

/// For a piece that moves only by vaulting (`Movement::Vault`): a piece of its
/// army next to it along each direction it vaults in off the diagonal lines,
/// of the cheapest kind it may vault over; none for other pieces.
fn screens(variant: &Variant, kind: Kind, square: Square) -> Vec<(Square, Kind)> {
    let rules = &variant.piece(kind).moves;
    let directions: Vec<(i8, i8)> = rules
        .iter()
        .filter(|rule| !rule.on_diagonal_lines)
        .filter_map(|rule| match &rule.movement {
            Movement::Vault(directions) => Some(directions.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    if directions.is_empty()
        || rules
            .iter()
            .any(|r| !matches!(r.movement, Movement::Vault(_)))
    {
        return Vec::new();
    }
    let Some(screen) = variant
        .kinds()
        .filter(|&k| k != kind && !variant.is_royal(k) && !variant.is_neutral(k))
        .min_by_key(|&k| variant.piece(k).value)
    else {
        return Vec::new();
    };
    directions
        .iter()
        .filter_map(|&(df, dr)| {
            variant
                .geometry
                .offset(square, i32::from(df), i32::from(dr))
        })
        .map(|s| (s, screen))
        .collect()
}

/// Where the piece stands in its diagram: near the middle of the board, or of
/// the squares it is confined to (Xiangqi's palace); a piece whose moves grow
/// from a rank on (the soldier across the river) stands on that rank.
fn diagram_square(variant: &Variant, kind: Kind) -> Option<Square> {
    let geometry = &variant.geometry;
    if has_first_move(variant, kind) {
        // On its start square, where its first move is still its own.
        return variant
            .setup
            .iter()
            .find(|(_, cell)| cell.army() == Army::FIRST && cell.kind() == kind)
            .map(|&(square, _)| square);
    }
    let (w, h) = (i32::from(geometry.width()), i32::from(geometry.height()));
    if let Some(region) = variant.region(kind, Army::FIRST) {
        let squares: Vec<(i32, i32, Square)> = region
            .map(|s| {
                let (file, rank) = geometry.coords(s);
                (i32::from(file), i32::from(rank), s)
            })
            .collect();
        let count = squares.len().max(1) as i32;
        let middle = (
            squares.iter().map(|s| s.0).sum::<i32>() / count,
            squares.iter().map(|s| s.1).sum::<i32>() / count,
        );
        let distance =
            |&(f, r, _): &(i32, i32, Square)| (f - middle.0).abs() + (r - middle.1).abs();
        return squares.iter().min_by_key(|s| distance(s)).map(|s| s.2);
    }
    let from_rank = variant.data.pieces[kind.index()]
        .moves
        .iter()
        .map(|m| i32::from(m.from_rank))
        .max()
        .filter(|&r| r > 0);
    if let Some(drawing) = geometry.drawing() {
        // A drawn board (the hexagon): the cell nearest its centre, where the
        // lines cross the seams and fork; the first army's, by square order.
        let distance = |square: &Square| {
            let (x, y) = drawing.cells[usize::from(*square)].centre();
            x.hypot(y)
        };
        return geometry
            .squares()
            .min_by(|a, b| distance(a).total_cmp(&distance(b)));
    }
    let forward = variant.data.armies.first()?.forward.1;
    match (from_rank, variant.home_rank(Army::FIRST)) {
        (Some(rank), Some(home)) => geometry.square_at(
            (w - 1) / 2,
            i32::from(home) + (rank - 1) * i32::from(forward),
        ),
        _ => geometry.square_at((w - 1) / 2, (h - 1) / 2),
    }
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

/// Whether pieces of `kind` have a first move of their own (`GameData::first_moves`).
fn has_first_move(variant: &Variant, kind: Kind) -> bool {
    variant.data.first_moves.contains(&variant.piece(kind).name)
}

/// The pieces alone on an empty board; those with a first move keep it where
/// they stand on their start square.
fn lone_position(variant: &Variant, cells: &[(Square, Cell)]) -> Position {
    let mut position = Position::empty(variant);
    for &(square, cell) in cells {
        position.put(variant, square, cell);
    }
    position.rule_state.first_moves = crate::state::setup::first_move_rights(variant, &position);
    position
}

/// The distinct squares the piece on `from` reaches (promotions fold into one),
/// the rule's own moves (a first move) among them.
fn targets(variant: &Variant, position: &Position, from: Square) -> Vec<Square> {
    let mut moves: Vec<Move> = Vec::new();
    generate(variant, position, Army::FIRST, ALL_KINDS, &mut moves);
    let kind = position.cell(from).kind();
    if variant.rule_moves && has_first_move(variant, kind) {
        variant
            .rules
            .extra_moves(variant, position, Army::FIRST, ALL_KINDS, &mut moves);
    }
    let mut squares: Vec<Square> = moves
        .iter()
        .filter(|m| m.from == from)
        .map(|m| m.to)
        .collect();
    squares.sort_unstable();
    squares.dedup();
    squares
}
