//! Chess960 start positions by number, 0–959, in Scharnagl's numbering (518 is
//! the classical start): the bishops on squares of both colours, the queen and
//! the knights on the squares left, the king between the two rooks.

use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

use crate::board::geometry::Square;
use crate::compile::variant::CompiledVariant;
use crate::state::position::Cell;

/// How many start positions there are.
pub const COUNT: u16 = 960;
/// The classical start's number.
pub const CLASSICAL: u16 = 518;

/// Where the two knights stand among the five squares left after the bishops and
/// the queen, for each remainder 0–9 (Scharnagl's table).
const KNIGHTS: [(usize, usize); 10] = [
    (0, 1),
    (0, 2),
    (0, 3),
    (0, 4),
    (1, 2),
    (1, 3),
    (1, 4),
    (2, 3),
    (2, 4),
    (3, 4),
];

/// The back rank of start `number`, files a to h, as piece letters (`RNBQKBNR`
/// for 518); `None` for a number out of range.
pub fn back_rank(number: u16) -> Option<[char; 8]> {
    if number >= COUNT {
        return None;
    }
    let mut rank = [' '; 8];
    let mut n = usize::from(number);
    // Light-squared bishop on b, d, f or h; dark-squared on a, c, e or g.
    rank[2 * (n % 4) + 1] = 'B';
    n /= 4;
    rank[2 * (n % 4)] = 'B';
    n /= 4;
    let empty = |rank: &[char; 8]| -> Vec<usize> { (0..8).filter(|&f| rank[f] == ' ').collect() };
    rank[empty(&rank)[n % 6]] = 'Q';
    n /= 6;
    let (first, second) = KNIGHTS[n];
    let free = empty(&rank);
    rank[free[first]] = 'N';
    rank[free[second]] = 'N';
    for (file, letter) in empty(&rank).into_iter().zip(['R', 'K', 'R']) {
        rank[file] = letter;
    }
    Some(rank)
}

/// A start number drawn from `seed`.
pub fn number_from_seed(seed: u64) -> u16 {
    ChaCha8Rng::seed_from_u64(seed).random_range(0..COUNT)
}

/// The piece a Chess960 start puts on `square` instead of the setup's `cell`:
/// the same army, the kind of `pieces` for the square's file, on the back rank of
/// each army of a game with back-rank castling on eight files.
pub fn shuffled(
    variant: &CompiledVariant,
    pieces: &[char; 8],
    square: Square,
    cell: Cell,
) -> Option<Cell> {
    let rule = variant.back_rank.as_ref()?;
    let (file, rank) = variant.geometry.coords(square);
    if variant.geometry.width() != 8 || rank != rule.rank[cell.army().index()] {
        return None;
    }
    let kind = variant.kind_by_letter(pieces[usize::from(file)])?;
    Some(Cell::piece(cell.army(), kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(number: u16) -> String {
        back_rank(number).unwrap().iter().collect()
    }

    #[test]
    fn published_numbers() {
        // Scharnagl's numbering as the Chess960 tables list it.
        assert_eq!(text(0), "BBQNNRKR");
        assert_eq!(text(518), "RNBQKBNR");
        assert_eq!(text(959), "RKRNNQBB");
        assert_eq!(back_rank(960), None);
    }

    #[test]
    fn every_start_is_a_chess960_start() {
        let mut seen = std::collections::HashSet::new();
        for number in 0..COUNT {
            let rank = back_rank(number).unwrap();
            let at = |c: char| -> Vec<usize> { (0..8).filter(|&f| rank[f] == c).collect() };
            let (bishops, rooks, king) = (at('B'), at('R'), at('K'));
            assert_eq!(bishops.len(), 2);
            assert_ne!(bishops[0] % 2, bishops[1] % 2, "{number}");
            assert!(rooks[0] < king[0] && king[0] < rooks[1], "{number}");
            assert_eq!((at('Q').len(), at('N').len()), (1, 2));
            assert!(seen.insert(rank), "{number} repeats a start");
        }
    }
}
