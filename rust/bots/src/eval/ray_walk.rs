//! What a piece's ray reaches on the board, past the screen a cannon needs: the
//! one walk that the attack maps and mobility share.

use raja_core::Kind;
use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::tables::{Ray, RayKind};
use raja_core::variant::Variant;

/// A square of a ray, as the piece walking it sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// An empty square: whether the piece could move there, and whether it would
    /// take an enemy standing there. A cannon of Xiangqi moves only before its
    /// screen and takes only beyond it; a vaulting one does both beyond it.
    Empty { moves: bool, takes: bool },
    /// The piece that ends the ray, the one it would take (were it an enemy and the
    /// ray's mode one that captures).
    Piece,
}

/// Calls `visit` for each square of `ray` that the piece of `kind` reaches on
/// `position`, nearest first; a screen is passed over, not visited.
#[inline]
pub fn walk(
    variant: &Variant,
    position: &Position,
    kind: Kind,
    ray: &Ray,
    mut visit: impl FnMut(Square, Reach),
) {
    let mut screened = false;
    for &square in variant.tables.ray_squares(ray) {
        let cell = position.cell(square);
        if cell.is_empty() {
            let (moves, takes) = match ray.kind {
                RayKind::Slide => (!screened, !screened),
                RayKind::Hop => (!screened, false),
                RayKind::Vault => (screened, screened),
            };
            visit(square, Reach::Empty { moves, takes });
            continue;
        }
        if ray.kind != RayKind::Slide && !screened {
            if !variant.may_screen(kind, cell.kind()) {
                return;
            }
            screened = true;
            continue;
        }
        visit(square, Reach::Piece);
        return;
    }
}
