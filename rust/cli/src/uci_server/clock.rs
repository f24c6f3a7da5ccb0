//! How long to think from the clock: the time left spread over the moves to come,
//! plus most of the increment, and never so much that the flag could fall.

use std::time::Duration;

/// Moves still to play when the GUI does not say (`movestogo`): games of the
/// family run long, and a move too quick early costs less than a lost flag.
const MOVES_LEFT: u32 = 30;
/// Kept back for the GUI's and the pipe's delays.
const OVERHEAD: Duration = Duration::from_millis(30);
/// The shortest think, so that even a nearly flagged side makes a move.
const LEAST: Duration = Duration::from_millis(1);

/// The time for this move, with `left` on the mover's clock.
pub fn budget(left: Duration, increment: Duration, moves_to_go: Option<u32>) -> Duration {
    let usable = left.saturating_sub(OVERHEAD);
    let moves = moves_to_go.unwrap_or(MOVES_LEFT).max(1);
    let share = usable / moves + increment * 3 / 4;
    // However generous the increment, half the time left stays on the clock.
    share.min(usable / 2).max(LEAST)
}

#[cfg(test)]
mod tests {
    use super::*;

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
