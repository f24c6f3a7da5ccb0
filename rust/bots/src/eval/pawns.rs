//! Pawn structure, in each army's own frame (`frame`): doubled pawns (more than
//! one on a line), isolated pawns (none of the army's on the neighbouring
//! lines), connected pawns (one of the army's beside it or diagonally behind
//! it), passed pawns (no enemy pawn ahead on the line or beside it, worth
//! more the further they have come, and by the kings' distance to the square
//! in front of them), the pawn shield in front of a king, and pieces on lines
//! without pawns.

use raja_core::geometry::Square;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, Position};

use super::frame::Frame;
use super::layout::Layout;
use super::scratch::{LINES, Scratch};
use super::sink::Sink;
use crate::value::Value;

/// Adds each live army's pawn terms.
pub(super) fn add<S: Sink>(
    layout: &Layout,
    frames: &[Option<Frame>],
    variant: &Variant,
    position: &Position,
    kings: &[Option<Square>; MAX_ARMIES],
    scratch: &mut Scratch,
    sink: &mut S,
) {
    for army in position.live_armies() {
        let Some(frame) = frames.get(army.index()).copied().flatten() else {
            continue;
        };
        let a = army.index();
        let own = &mut scratch.own_pawns[a * LINES..(a + 1) * LINES];
        // Per line: the own pawns' progresses (a bit each), and the furthest
        // progress (in this army's frame) of an enemy pawn.
        let mut own_at = [0u64; LINES];
        let mut enemy_front = [-1i16; LINES];
        let enemy_lines = &mut scratch.enemy_pawns[a * LINES..(a + 1) * LINES];
        for other in position.armies() {
            let enemy = other != army && !variant.partners(army, other);
            if !(other == army || enemy && position.army_state(other).is_live()) {
                continue;
            }
            for &square in position.pieces(other) {
                if !variant.is_pawn(position.cell(square).kind()) {
                    continue;
                }
                let line = usize::from(frame.line(variant, square));
                if line >= LINES {
                    continue;
                }
                let progress = frame.progress(variant, square);
                if other == army {
                    own[line] += 1;
                    own_at[line] |= 1u64 << progress.min(63);
                } else {
                    enemy_lines[line] += 1;
                    enemy_front[line] = enemy_front[line].max(i16::from(progress));
                }
            }
        }
        let own = &scratch.own_pawns[a * LINES..(a + 1) * LINES];
        let enemy_lines = &scratch.enemy_pawns[a * LINES..(a + 1) * LINES];
        let beside = |line: usize| {
            let before = line.checked_sub(1).map_or(0, |l| own_at[l]);
            let after = own_at.get(line + 1).copied().unwrap_or(0);
            before | after
        };
        let way = Value::from(frame.far().saturating_sub(frame.first_pawns)).max(1);
        for &count in own {
            if count > 1 {
                sink.add(army, layout.doubled, Value::from(count - 1));
            }
        }
        let enemy_kings = position
            .armies()
            .filter(|&o| {
                o != army && !variant.partners(army, o) && position.army_state(o).is_live()
            })
            .filter_map(|o| kings[o.index()]);
        for &square in position.pieces(army) {
            let kind = position.cell(square).kind();
            let line = usize::from(frame.line(variant, square));
            if line >= LINES {
                continue;
            }
            if !variant.is_pawn(kind) {
                if !variant.is_royal(kind) && own[line] == 0 {
                    let slots = &layout.kinds[kind.index()];
                    let slot = if enemy_lines[line] == 0 {
                        slots.open_line
                    } else {
                        slots.half_open_line
                    };
                    sink.add(army, slot, 1);
                }
                continue;
            }
            let neighbours = beside(line);
            if neighbours == 0 {
                sink.add(army, layout.isolated, 1);
            }
            let progress = frame.progress(variant, square);
            let rows = layout.rows as u8;
            let here_or_behind = (1u64 << progress.min(63)) | (1u64 << progress.saturating_sub(1));
            if neighbours & here_or_behind != 0 && progress < rows {
                sink.add(army, layout.connected + u32::from(progress), 1);
            }
            let ahead = (line.saturating_sub(1)..=(line + 1).min(LINES - 1))
                .any(|l| enemy_front[l] > i16::from(progress));
            if ahead {
                continue;
            }
            // The share of the way come, squared: a passed pawn on its
            // start line is worth little, one step from the edge the most.
            let come = (Value::from(progress) - Value::from(frame.first_pawns)).max(0);
            sink.add_fraction(army, layout.passed, (come + 1) * (come + 1), way * way);
            if progress < rows {
                sink.add(army, layout.passed_by_progress + u32::from(progress), 1);
            }
            let (fx, fy) = frame.forward;
            if let Some(front) = variant.geometry.offset(square, fx.into(), fy.into()) {
                let distance = |king: Square| Value::from(chebyshev(variant, king, front));
                if let Some(king) = kings[a] {
                    sink.add(army, layout.passed_own_king, distance(king));
                }
                if let Some(nearest) = enemy_kings.clone().map(distance).min() {
                    sink.add(army, layout.passed_enemy_king, nearest);
                }
            }
        }
        if let Some(king) = kings[a] {
            let shield = pawn_shield(variant, position, &frame, army, king);
            sink.add_fraction(army, layout.pawn_shield, shield, 2);
        }
    }
}

/// King steps between two squares.
fn chebyshev(variant: &Variant, a: Square, b: Square) -> u8 {
    let (af, ar) = variant.geometry.coords(a);
    let (bf, br) = variant.geometry.coords(b);
    af.abs_diff(bf).max(ar.abs_diff(br))
}

/// The army's pawns in front of its king, in halves: 2 for each of the three
/// squares just ahead, 1 for each of the three beyond.
pub fn pawn_shield(
    variant: &Variant,
    position: &Position,
    frame: &Frame,
    army: Army,
    king: Square,
) -> Value {
    let (fx, fy) = (i32::from(frame.forward.0), i32::from(frame.forward.1));
    let (sx, sy) = (i32::from(frame.side().0), i32::from(frame.side().1));
    let mut halves = 0;
    for (steps, worth) in [(1, 2), (2, 1)] {
        for across in -1..=1 {
            let df = fx * steps + sx * across;
            let dr = fy * steps + sy * across;
            let Some(square) = variant.geometry.offset(king, df, dr) else {
                continue;
            };
            let cell = position.cell(square);
            if !cell.is_empty() && cell.army() == army && variant.is_pawn(cell.kind()) {
                halves += worth;
            }
        }
    }
    halves
}

#[cfg(test)]
mod tests {
    use super::super::features::Features;
    use super::super::sink::Trace;
    use super::*;

    /// The features of a chess position (every term computed), and its layout.
    fn traced(fen: &str) -> (Layout, Trace) {
        let (features, trace) = Features::traced("chess", fen);
        (features.layout, trace)
    }

    #[test]
    fn doubled_pawns_count_each_pawn_beyond_the_first() {
        // White: three on the c-file, two on the g-file; Black: none doubled.
        let (layout, trace) = traced("4k3/ppp5/8/8/2P3P1/2P5/2P3P1/4K3 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.doubled), 3.0);
        assert_eq!(trace.count(Army::SECOND, layout.doubled), 0.0);
    }

    #[test]
    fn isolated_pawns_have_no_neighbour_of_their_army() {
        // White a2 and c2 are isolated, e2 f2 are not; Black h7 is.
        let (layout, trace) = traced("4k3/7p/8/8/8/8/P1P1PP2/4K3 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.isolated), 2.0);
        assert_eq!(trace.count(Army::SECOND, layout.isolated), 1.0);
    }

    #[test]
    fn connected_pawns_stand_beside_or_diagonally_in_front_of_another() {
        // White: e4 and f4 side by side (both at progress 3), g3 diagonally
        // behind f4 (it supports f4; nothing supports it). Black: a7 alone.
        let (layout, trace) = traced("4k3/p7/8/8/4PP2/6P1/8/4K3 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.connected + 3), 2.0);
        assert_eq!(trace.count(Army::FIRST, layout.connected + 2), 0.0, "g3");
        assert_eq!(trace.count(Army::SECOND, layout.connected + 6), 0.0);
    }

    #[test]
    fn a_passed_pawn_is_worth_more_the_further_it_came() {
        // White's a7 is passed, one step from the edge: all of it. White's e4
        // is not (Black's d7 is ahead of it beside it), nor is Black's d7
        // (e4 is ahead of it, from Black's side). Black's h6 is passed with
        // one step of six come: 2² / 6².
        let (layout, trace) = traced("4k3/P2p4/7p/8/4P3/8/8/4K3 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.passed), 1.0);
        assert_eq!(trace.count(Army::SECOND, layout.passed), 4.0 / 36.0);
        assert_eq!(trace.count(Army::FIRST, layout.passed_by_progress + 6), 1.0);
        assert_eq!(
            trace.count(Army::SECOND, layout.passed_by_progress + 2),
            1.0
        );
        // In front of a7 is a8: White's king on e1 is 7 steps away, Black's
        // on e8 four. In front of h6 is h5: e8 is 3 away, e1 4.
        assert_eq!(trace.count(Army::FIRST, layout.passed_own_king), 7.0);
        assert_eq!(trace.count(Army::FIRST, layout.passed_enemy_king), 4.0);
        assert_eq!(trace.count(Army::SECOND, layout.passed_own_king), 3.0);
        assert_eq!(trace.count(Army::SECOND, layout.passed_enemy_king), 4.0);
    }

    #[test]
    fn a_pawn_with_an_enemy_pawn_ahead_beside_it_is_not_passed() {
        // White e4 against Black d5: neither is passed (each is ahead of the
        // other's line); f2 and f7 block each other.
        let (layout, trace) = traced("4k3/5p2/8/3p4/4P3/8/5P2/4K3 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.passed), 0.0);
        assert_eq!(trace.count(Army::SECOND, layout.passed), 0.0);
    }

    #[test]
    fn the_shield_counts_pawns_in_front_of_the_king() {
        // White king g1: f2, g2 just ahead (2 + 2), h3 beyond (1): 5 halves.
        // Black king e8: d7 ahead (2), e6 beyond (1): 3 halves.
        let (layout, trace) = traced("4k3/3p4/4p3/8/8/7P/5PP1/6K1 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.pawn_shield), 2.5);
        assert_eq!(trace.count(Army::SECOND, layout.pawn_shield), 1.5);
    }

    #[test]
    fn pieces_on_lines_without_own_pawns_are_on_open_or_half_open_lines() {
        // White's rook a1 on the open a-file, rook e1 on the e-file where only
        // Black's e6 stands; Black's rook d8 behind its own d7.
        let variant = raja_core::variant("chess").expect("chess");
        let rook = variant.kind_by_letter('R').expect("rook").index();
        let (layout, trace) = traced("3rk3/3p4/4p3/8/8/8/8/R3R1K1 w - - 0 1");
        assert_eq!(trace.count(Army::FIRST, layout.kinds[rook].open_line), 1.0);
        assert_eq!(
            trace.count(Army::FIRST, layout.kinds[rook].half_open_line),
            1.0
        );
        assert_eq!(trace.count(Army::SECOND, layout.kinds[rook].open_line), 0.0);
        assert_eq!(
            trace.count(Army::SECOND, layout.kinds[rook].half_open_line),
            0.0
        );
    }
}
