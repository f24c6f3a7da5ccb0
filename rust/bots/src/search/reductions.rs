//! Late move reductions: moves ordered late are rarely best, so a quiet one is
//! first searched shallower, the more so the later it comes and the deeper the
//! node, growing with the logarithm of both (a fixed one ply from the fifth
//! move on reduced too little at depth and too much near the leaves).

use std::sync::OnceLock;

/// Rows and columns of the table; deeper nodes and later moves use the last.
const SIZE: usize = 64;

/// Quiet moves from this index on (the fourth move) may be reduced…
pub const LATE_MOVE: usize = 3;
/// …when at least this much depth is left.
pub const REDUCE_FROM_DEPTH: i32 = 3;

/// Plies a quiet move at `index` (0 = first) is reduced with `depth` left, one
/// less in a node with an open window (the principal variation), `relief`
/// less for what its ordering knows of it (`ordering::reduction_relief`:
/// killers and good histories less, bad histories more), and never so much
/// that the move's reply is searched less than one ply.
pub fn reduction(depth: i32, index: usize, open_window: bool, relief: i32) -> i32 {
    if depth < REDUCE_FROM_DEPTH || index < LATE_MOVE {
        return 0;
    }
    let table = TABLE.get_or_init(build);
    let row = (depth as usize).min(SIZE - 1);
    let plies = i32::from(table[row][index.min(SIZE - 1)]) - i32::from(open_window) - relief;
    plies.clamp(0, depth - 2)
}

static TABLE: OnceLock<[[u8; SIZE]; SIZE]> = OnceLock::new();

fn build() -> [[u8; SIZE]; SIZE] {
    let mut table = [[0; SIZE]; SIZE];
    for (depth, row) in table.iter_mut().enumerate().skip(1) {
        for (index, plies) in row.iter_mut().enumerate().skip(1) {
            let log = (depth as f64).ln() * (index as f64).ln();
            *plies = (1.0 + log / 2.0) as u8;
        }
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn later_moves_and_deeper_nodes_are_reduced_more_never_below_one_ply_left() {
        assert_eq!(
            reduction(8, 0, false, 0),
            0,
            "the first moves are not reduced"
        );
        assert_eq!(reduction(2, 20, false, -2), 0, "nor near the leaves");
        assert_eq!(reduction(3, 3, false, 0), 1, "one ply left to the reply");
        assert!(reduction(12, 30, false, 0) > reduction(12, 4, false, 0));
        assert!(reduction(12, 30, false, 0) > reduction(5, 30, false, 0));
        assert_eq!(reduction(12, 30, true, 0), reduction(12, 30, false, 0) - 1);
        assert_eq!(reduction(12, 30, false, 1), reduction(12, 30, false, 0) - 1);
        assert_eq!(
            reduction(12, 30, false, -2),
            reduction(12, 30, false, 0) + 2
        );
        for depth in REDUCE_FROM_DEPTH..40 {
            for index in 0..200 {
                assert!(depth - 1 - reduction(depth, index, false, -2) >= 1);
            }
        }
    }
}
