//! How long and how deep a `go` searches: the GUI's limits, the level's own, and
//! the time the clock allows (the time left spread over the moves to come, plus
//! most of the increment, never so much that the flag could fall).

use std::time::Duration;

use raja_bots::{Level, Limits};

use super::command::Go;

/// Moves still to play when the GUI does not say (`movestogo`): games of the
/// family run long, and a move too quick early costs less than a lost flag.
const MOVES_LEFT: u32 = 30;
/// Kept back for the GUI's and the pipe's delays.
const OVERHEAD: Duration = Duration::from_millis(30);
/// The shortest think, so that even a nearly flagged side makes a move.
const LEAST: Duration = Duration::from_millis(1);

/// The search's limits: the level's own budget when the GUI sets none (as the app
/// plays it); else the GUI's limits, each replacing the level's of its kind. The
/// level's depth cap always holds: it is part of its strength, with its noise
/// and blunders. `infinite` and `ponder` search until stopped.
pub fn of(level: &Level, go: &Go, mover: usize) -> Limits {
    let own = level.limits;
    if go.infinite || go.ponder {
        return Limits {
            depth: own.depth,
            nodes: u64::MAX,
            time: None,
        };
    }
    let clock = go.time[mover].map(|left| {
        budget(
            Duration::from_millis(left),
            Duration::from_millis(go.increment[mover].unwrap_or(0)),
            go.moves_to_go,
        )
    });
    let movetime = go.movetime.map(Duration::from_millis);
    let depth = go.depth.or(go.mate.map(|moves| moves.saturating_mul(2)));
    // Only the other side's clock, or nothing: the level's budget.
    if clock.is_none() && movetime.is_none() && depth.is_none() && go.nodes.is_none() {
        return own;
    }
    Limits {
        depth: depth.map_or(own.depth, |d| d.clamp(1, own.depth)),
        nodes: go.nodes.unwrap_or(u64::MAX),
        time: match (clock, movetime) {
            (Some(a), Some(b)) => Some(a.min(b)),
            (a, b) => a.or(b),
        },
    }
}

/// The time for this move, with `left` on the mover's clock.
fn budget(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> Duration {
    let usable = left.saturating_sub(OVERHEAD);
    let moves = moves_to_go.unwrap_or(MOVES_LEFT).max(1);
    let share = usable / moves + increment * 3 / 4;
    // However generous the increment, half the time left stays on the clock.
    share.min(usable / 2).max(LEAST)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uci_server::{Command, Dialect, parse};

    fn go(line: &str) -> Go {
        match parse(line, Dialect::Standard) {
            Ok(Some(Command::Go(go))) => go,
            other => panic!("{line}: {other:?}"),
        }
    }

    #[test]
    fn the_gui_s_limits_replace_the_level_s_and_its_depth_cap_stays() {
        let five = Level::new(5);
        assert_eq!(of(&five, &go("go"), 0), five.limits);
        let nodes = of(&five, &go("go nodes 5000"), 0);
        assert_eq!((nodes.nodes, nodes.time, nodes.depth), (5000, None, 64));
        let one = Level::new(1);
        let deep = of(&one, &go("go depth 10"), 0);
        assert_eq!((deep.depth, deep.nodes, deep.time), (1, u64::MAX, None));
        let clock = of(&five, &go("go wtime 1000 btime 60030 movetime 5000"), 1);
        assert_eq!(clock.time, Some(Duration::from_millis(2000)));
        let infinite = of(&five, &go("go infinite"), 0);
        assert_eq!((infinite.nodes, infinite.time), (u64::MAX, None));
        assert_eq!(of(&five, &go("go mate 2"), 0).depth, 4);
        // White to move and only Black's clock given: no limit from the GUI.
        assert_eq!(of(&five, &go("go btime 1000"), 0), five.limits);
    }

    fn ms(n: u64) -> Duration {
        Duration::from_millis(n)
    }

    #[test]
    fn the_time_left_is_spread_over_the_moves_to_come() {
        assert_eq!(budget(ms(60_030), ms(0), None), ms(2000));
        assert_eq!(budget(ms(60_030), ms(0), Some(10)), ms(6000));
        assert_eq!(budget(ms(60_030), ms(2000), None), ms(3500));
        assert_eq!(budget(ms(60_030), ms(0), Some(0)), ms(30_000));
    }

    #[test]
    fn a_short_clock_is_never_spent_whole() {
        assert_eq!(budget(ms(1030), ms(5000), None), ms(500));
        assert_eq!(budget(ms(20), ms(0), None), LEAST);
        assert_eq!(budget(ms(0), ms(0), Some(1)), LEAST);
    }
}
