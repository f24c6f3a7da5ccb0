//! Why a move text is refused: said in words for the error a player, a file
//! or a script gets (a hole on the way, a partner's piece, a king left
//! attacked). Asked only once a text has named no legal move; it reads the
//! text against the board's grid of names and the side to move's pieces, and
//! knows no game.

use crate::board::geometry::Shape;
use crate::board::moves::{Move, MoveBuffer};
use crate::movegen::variant::Variant;
use crate::movegen::{ALL_KINDS, generate, prey};
use crate::state::position::Position;

/// A (file, rank) of the board's grid of names, counted from 0, whether or
/// not a square is there.
type GridCell = (i32, i32);

/// The reason a board move `text` is not legal in `position`, or an empty
/// string where the text is no board move (an action, a drop, a pass).
pub fn why_refused(variant: &Variant, position: &Position, text: &str) -> String {
    let Some((from, rest)) = grid_cell_prefix(text) else {
        return String::new();
    };
    let Some((to, suffix)) = grid_cell_prefix(rest) else {
        return "not a move: a move is <from><to>, such as e2e4".to_string();
    };
    let named = |cell: GridCell| cell_name(cell);
    let geometry = &variant.geometry;
    let square = |cell: GridCell| geometry.square_at(cell.0, cell.1);
    for cell in [from, to] {
        if square(cell).is_none() {
            return match on_grid(variant, cell) {
                true => format!("{} is a hole, no square", named(cell)),
                false => format!("{} is off the board", named(cell)),
            };
        }
    }
    let (Some(from_square), Some(to_square)) = (square(from), square(to)) else {
        return String::new();
    };
    let mover = position.to_move();
    let piece = position.cell(from_square);
    if piece.is_empty() {
        return format!("there is no piece on {}", named(from));
    }
    if piece.army() != mover {
        let owner = variant.army_name(piece.army());
        return match position.army_state(piece.army()).is_live() {
            true => format!(
                "the piece on {} is {owner}'s, and {} is to move",
                named(from),
                variant.army_name(mover)
            ),
            false => format!("the piece on {} is grey: {owner} is out", named(from)),
        };
    }
    let target = position.cell(to_square);
    if !target.is_empty()
        && target.army() != mover
        && !prey(variant, position, mover).contains(target.army())
    {
        return format!(
            "{} holds a piece of {}, a partner: partners never take each other's pieces",
            named(to),
            variant.army_name(target.army())
        );
    }
    if let Some(reason) = blocked_line(variant, position, from, to) {
        return reason;
    }
    let mut pseudo = MoveBuffer::default();
    generate(variant, position, mover, ALL_KINDS, &mut pseudo);
    let lands = |m: &Move| {
        m.is_board_move()
            && m.from == from_square
            && crate::notation::landing(variant, *m) == to_square
    };
    let found: Vec<Move> = pseudo.as_slice().iter().copied().filter(lands).collect();
    if found.is_empty() {
        return format!(
            "the {} on {} does not move so",
            variant.piece(piece.kind()).name,
            named(from)
        );
    }
    if found.iter().all(|m| m.promotion().is_some()) && suffix.is_empty() {
        return "a promotion names its piece".to_string();
    }
    if variant.check {
        return "it would leave the king attacked".to_string();
    }
    String::new()
}

/// On a grid, the first hole or piece on the straight line strictly between
/// `from` and `to`, as a reason; none where they share no line, or the board
/// is no grid (a mesh's lines are its own).
fn blocked_line(
    variant: &Variant,
    position: &Position,
    from: GridCell,
    to: GridCell,
) -> Option<String> {
    if variant.geometry.shape() != Shape::Grid {
        return None;
    }
    let (df, dr) = (to.0 - from.0, to.1 - from.1);
    let straight = df == 0 || dr == 0 || df.abs() == dr.abs();
    if !straight || df.abs().max(dr.abs()) < 2 {
        return None;
    }
    let step = (df.signum(), dr.signum());
    let mut at = (from.0 + step.0, from.1 + step.1);
    while at != to {
        match variant.geometry.square_at(at.0, at.1) {
            None => {
                return Some(format!(
                    "the line from {} to {} crosses the hole {}",
                    cell_name(from),
                    cell_name(to),
                    cell_name(at)
                ));
            }
            Some(square) if !position.cell(square).is_empty() => {
                return Some(format!("{} stands in the way", cell_name(at)));
            }
            Some(_) => {}
        }
        at = (at.0 + step.0, at.1 + step.1);
    }
    None
}

/// Whether the cell lies within the board's grid of names.
fn on_grid(variant: &Variant, (file, rank): GridCell) -> bool {
    let geometry = &variant.geometry;
    (0..i32::from(geometry.width())).contains(&file)
        && (0..i32::from(geometry.height())).contains(&rank)
}

/// A cell's name, `a1`, `x24`, whether or not a square is there.
fn cell_name((file, rank): GridCell) -> String {
    format!("{}{}", char::from(b'a' + file.clamp(0, 25) as u8), rank + 1)
}

/// A cell name at the start of `text` (a letter and a rank of one or two
/// digits) and the rest. Where two digits follow, both are the rank unless
/// the third character starts the next cell.
fn grid_cell_prefix(text: &str) -> Option<(GridCell, &str)> {
    let bytes = text.as_bytes();
    let file = *bytes.first()?;
    if !file.is_ascii_lowercase() {
        return None;
    }
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    if digits == 0 || bytes[1] == b'0' {
        return None;
    }
    let len = digits.min(2);
    let rank: i32 = text[1..1 + len].parse().ok()?;
    Some(((i32::from(file - b'a'), rank - 1), &text[1 + len..]))
}
