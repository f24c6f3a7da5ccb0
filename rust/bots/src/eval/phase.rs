//! The game's phase: how much of the armies' material beyond pawns and kings is
//! left, from the start (`FULL`) to none (0). Tapered weights (`Taper`) pass from
//! their middlegame value to their endgame value with it.

use raja_core::Position;
use raja_core::kind::Kind;
use raja_core::variant::Variant;

use super::positional::Taper;
use crate::value::Value;

/// The phase of a full board.
pub const FULL: i32 = 256;

/// What a piece of `kind` adds to the phase's material: its value, but nothing
/// for pawns and royal pieces (they stay to the end).
#[inline]
pub fn weight(variant: &Variant, kind: Kind) -> u32 {
    if variant.is_pawn(kind) || variant.is_royal(kind) {
        0
    } else {
        variant.value(kind)
    }
}

/// The phase material of `position`: the pieces of live armies and every pocket.
pub fn material(variant: &Variant, position: &Position) -> u32 {
    let mut total = 0;
    for army in position.live_armies() {
        for &square in position.pieces(army) {
            total += weight(variant, position.cell(square).kind());
        }
        if variant.data.pockets {
            total += position.pocket_value(variant, army);
        }
    }
    total
}

/// The phase for `material` of a start with `start` (0 ..= `FULL`).
#[inline]
pub fn of(material: u32, start: u32) -> i32 {
    if start == 0 {
        return FULL;
    }
    (u64::from(material.min(start)) * FULL as u64 / u64::from(start)) as i32
}

/// `mid` and `end` mixed by `phase`.
#[inline]
pub fn taper(mid: Value, end: Value, phase: i32) -> Value {
    (mid * phase + end * (FULL - phase)) / FULL
}

impl Taper {
    /// This weight at `phase`.
    #[inline]
    pub fn at(self, phase: i32) -> Value {
        taper(self.mid, self.end, phase)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_is_full_and_bare_kings_are_the_end() {
        let variant = raja_core::variant("chess").expect("chess");
        let start = material(&variant, &Position::start(&variant, 0).expect("start"));
        assert_eq!(start, 2 * (9 + 2 * 5 + 2 * 3 + 2 * 3));
        assert_eq!(of(start, start), FULL);
        let kings =
            raja_core::fen::parse(&variant, "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1").expect("fen");
        assert_eq!(of(material(&variant, &kings), start), 0);
        let half =
            raja_core::fen::parse(&variant, "r3k3/8/8/8/8/8/8/R2QK3 w - - 0 1").expect("fen");
        assert_eq!(of(material(&variant, &half), start), FULL * 19 / 62);
    }

    #[test]
    fn a_taper_runs_from_mid_to_end() {
        let t = Taper { mid: 40, end: -20 };
        assert_eq!(t.at(FULL), 40);
        assert_eq!(t.at(0), -20);
        assert_eq!(t.at(FULL / 2), 10);
    }
}
