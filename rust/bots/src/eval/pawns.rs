//! Pawn structure, in each army's own frame (`frame`): doubled pawns (more than
//! one on a line), isolated pawns (none of the army's on the neighbouring
//! lines), passed pawns (no enemy pawn ahead on the line or beside it, worth
//! more the further they have come) and the pawn shield in front of a king.

use raja_core::Army;
use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;

use super::frame::Frame;
use super::positional::Positional;
use crate::value::Value;

/// Lines (files) the counts hold; pawns on further lines are not judged.
const LINES: usize = 32;

/// Adds each army's pawn terms to its middlegame and endgame sums.
pub fn adjust(
    variant: &Variant,
    position: &Position,
    frames: &[Option<Frame>],
    kings: &[Option<Square>],
    weights: &Positional,
    mid: &mut [Value; MAX_ARMIES],
    end: &mut [Value; MAX_ARMIES],
) {
    for army in position.live_armies() {
        let Some(frame) = frames.get(army.index()).copied().flatten() else {
            continue;
        };
        let a = army.index();
        let mut own = [0u8; LINES];
        // Per line, the furthest progress (in this army's frame) of an enemy pawn.
        let mut enemy_front = [-1i16; LINES];
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
                if other == army {
                    own[line] += 1;
                } else {
                    let progress = i16::from(frame.progress(variant, square));
                    enemy_front[line] = enemy_front[line].max(progress);
                }
            }
        }
        let neighbours = |counts: &[u8; LINES], line: usize| {
            let before = line.checked_sub(1).map_or(0, |l| counts[l]);
            let after = counts.get(line + 1).copied().unwrap_or(0);
            before + after
        };
        let way = Value::from(frame.far().saturating_sub(frame.first_pawns)).max(1);
        let (mut m, mut e) = (0, 0);
        for &count in &own {
            if count > 1 {
                let extra = Value::from(count - 1);
                m += weights.doubled.mid * extra;
                e += weights.doubled.end * extra;
            }
        }
        for &square in position.pieces(army) {
            if !variant.is_pawn(position.cell(square).kind()) {
                continue;
            }
            let line = usize::from(frame.line(variant, square));
            if line >= LINES {
                continue;
            }
            if neighbours(&own, line) == 0 {
                m += weights.isolated.mid;
                e += weights.isolated.end;
            }
            let progress = i16::from(frame.progress(variant, square));
            let ahead = (line.saturating_sub(1)..=(line + 1).min(LINES - 1))
                .any(|l| enemy_front[l] > progress);
            if !ahead {
                // The share of the way come, squared: a passed pawn on its
                // start line is worth little, one step from the edge the most.
                let come = (Value::from(progress) - Value::from(frame.first_pawns)).max(0);
                let share = (come + 1) * (come + 1);
                let whole = way * way;
                m += weights.passed.mid * share / whole;
                e += weights.passed.end * share / whole;
            }
        }
        if let Some(king) = kings.get(a).copied().flatten() {
            let shield = pawn_shield(variant, position, &frame, army, king);
            m += weights.pawn_shield.mid * shield / 2;
            e += weights.pawn_shield.end * shield / 2;
        }
        mid[a] += m;
        end[a] += e;
    }
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
    use super::super::positional::Taper;
    use super::*;

    /// The pawn terms of both armies of a chess position, one term at a time.
    fn term(fen: &str, set: fn(&mut Positional)) -> (Value, Value) {
        let variant = raja_core::variant("chess").expect("chess");
        let position = raja_core::fen::parse(&variant, fen).expect("fen");
        let frames: Vec<Option<Frame>> = Army::all(2).map(|a| Frame::new(&variant, a)).collect();
        let kings: Vec<Option<Square>> = Army::all(2)
            .map(|a| position.royal_square(&variant, a))
            .collect();
        let mut weights = Positional::NONE;
        set(&mut weights);
        let (mut mid, mut end) = ([0; MAX_ARMIES], [0; MAX_ARMIES]);
        adjust(
            &variant, &position, &frames, &kings, &weights, &mut mid, &mut end,
        );
        assert_eq!(mid, end, "the tests set equal mid and end weights");
        (mid[0], mid[1])
    }

    const ONE: Taper = Taper { mid: 1, end: 1 };

    #[test]
    fn doubled_pawns_count_each_pawn_beyond_the_first() {
        // White: three on the c-file, two on the g-file; Black: none doubled.
        let fen = "4k3/ppp5/8/8/2P3P1/2P5/2P3P1/4K3 w - - 0 1";
        assert_eq!(term(fen, |w| w.doubled = ONE), (3, 0));
    }

    #[test]
    fn isolated_pawns_have_no_neighbour_of_their_army() {
        // White a2 and c2 are isolated, e2 f2 are not; Black h7 is.
        let fen = "4k3/7p/8/8/8/8/P1P1PP2/4K3 w - - 0 1";
        assert_eq!(term(fen, |w| w.isolated = ONE), (2, 1));
    }

    #[test]
    fn a_passed_pawn_is_worth_more_the_further_it_came() {
        let passed = |w: &mut Positional| w.passed = Taper { mid: 36, end: 36 };
        // White's a7 is passed, one step from the edge: all of it. White's e4
        // is not (Black's d7 is ahead of it beside it), nor is Black's d7
        // (e4 is ahead of it, from Black's side). Black's h6 is passed with
        // one step of six come: 36 · 2² / 6².
        let fen = "4k3/P2p4/7p/8/4P3/8/8/4K3 w - - 0 1";
        assert_eq!(term(fen, passed), (36, 4));
    }

    #[test]
    fn a_pawn_with_an_enemy_pawn_ahead_beside_it_is_not_passed() {
        let passed = |w: &mut Positional| w.passed = Taper { mid: 36, end: 36 };
        // White e4 against Black d5: neither is passed (each is ahead of the
        // other's line); f2 and f7 block each other.
        let fen = "4k3/5p2/8/3p4/4P3/8/5P2/4K3 w - - 0 1";
        assert_eq!(term(fen, passed), (0, 0));
    }

    #[test]
    fn the_shield_counts_pawns_in_front_of_the_king() {
        // White king g1: f2, g2 just ahead (2 + 2), h3 beyond (1): 5 halves.
        // Black king e8: d7 ahead (2), e6 beyond (1): 3 halves.
        let fen = "4k3/3p4/4p3/8/8/7P/5PP1/6K1 w - - 0 1";
        assert_eq!(
            term(fen, |w| w.pawn_shield = Taper { mid: 2, end: 2 }),
            (5, 3)
        );
    }
}
