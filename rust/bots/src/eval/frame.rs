//! An army's view of the board: its lines (files, for an army moving up the
//! ranks) and how far along its `forward` a square lies. Pawn terms and pawn
//! advancement read squares so, whichever way the army faces.

use raja_core::Army;
use raja_core::geometry::Square;
use raja_core::variant::Variant;

#[derive(Clone, Copy, Debug)]
pub struct Frame {
    /// The forward step, one of the four straight directions.
    pub forward: (i8, i8),
    width: u8,
    height: u8,
    /// The least progress of the army's pawns at the start (its first pawn line).
    pub first_pawns: u8,
}

impl Frame {
    /// The frame of `army`, `None` where it faces no straight direction.
    pub fn new(variant: &Variant, army: Army) -> Option<Frame> {
        let forward = variant.data.armies.get(army.index())?.forward;
        if !matches!(forward, (0, 1) | (0, -1) | (1, 0) | (-1, 0)) {
            return None;
        }
        let geometry = &variant.geometry;
        let mut frame = Frame {
            forward,
            width: geometry.width(),
            height: geometry.height(),
            first_pawns: 1,
        };
        frame.first_pawns = variant
            .setup
            .iter()
            .filter(|(_, cell)| cell.army() == army && variant.is_pawn(cell.kind()))
            .map(|&(square, _)| frame.progress(variant, square))
            .min()
            .unwrap_or(1);
        Some(frame)
    }

    /// The line of `square` across the army's way (its file, for White in chess).
    #[inline]
    pub fn line(&self, variant: &Variant, square: Square) -> u8 {
        let (f, r) = variant.geometry.coords(square);
        if self.forward.0 == 0 { f } else { r }
    }

    /// How far along the army's way `square` lies: 0 on its own edge.
    #[inline]
    pub fn progress(&self, variant: &Variant, square: Square) -> u8 {
        let (f, r) = variant.geometry.coords(square);
        match self.forward {
            (0, 1) => r,
            (0, -1) => self.height - 1 - r,
            (1, 0) => f,
            _ => self.width - 1 - f,
        }
    }

    /// The progress of the far edge.
    #[inline]
    pub fn far(&self) -> u8 {
        if self.forward.0 == 0 {
            self.height - 1
        } else {
            self.width - 1
        }
    }

    /// How many lines cross the army's way.
    #[inline]
    pub fn lines(&self) -> u8 {
        if self.forward.0 == 0 {
            self.width
        } else {
            self.height
        }
    }

    /// The step across the army's way (towards higher lines).
    #[inline]
    pub fn side(&self) -> (i8, i8) {
        if self.forward.0 == 0 { (1, 0) } else { (0, 1) }
    }
}
