//! Which start a game began from: its Chess960 number, read once here from the
//! start position, so no script decodes a back rank; and the pairs of start
//! pieces a player may exchange before the game (Janggi).

use raja_core::chess960;
use raja_core::variant::Variant;
use raja_core::{Army, Game};
use serde::Serialize;

/// Two start pieces of one army that its player may exchange before the game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StartSwap {
    pub army: String,
    pub squares: [String; 2],
    /// The pieces standing there at the start, in the order of `squares`.
    pub pieces: [String; 2],
}

/// Every exchangeable pair of `variant`, in turn order (`Variant::swaps`).
pub fn start_swaps(variant: &Variant) -> Vec<StartSwap> {
    let piece_on = |square: u16| {
        variant
            .setup
            .iter()
            .find(|&&(s, _)| s == square)
            .map_or(String::new(), |(_, cell)| {
                variant.piece(cell.kind()).name.clone()
            })
    };
    variant
        .swaps
        .iter()
        .map(|swap| {
            let (a, b) = swap.squares;
            StartSwap {
                army: variant.army_name(swap.army).to_string(),
                squares: [variant.geometry.name(a), variant.geometry.name(b)],
                pieces: [piece_on(a), piece_on(b)],
            }
        })
        .collect()
}

/// The Chess960 number (Scharnagl's, 518 the classical start) of the position
/// `game` started from; `None` for games without numbered starts and for a
/// start whose back rank is none of the 960.
pub fn start_number(game: &Game) -> Option<u16> {
    let variant = game.variant();
    if !variant.options.chess960 {
        return None;
    }
    let start = game.replay_start().ok()?;
    let position = start.position();
    let geometry = &variant.geometry;
    let mut rank = [' '; 8];
    for (file, letter) in rank.iter_mut().enumerate() {
        let square = geometry.parse_square(&format!("{}1", char::from(b'a' + file as u8)))?;
        let cell = position.cell(square);
        if cell.is_empty() || cell.army() != Army::FIRST {
            return None;
        }
        *letter = variant.piece(cell.kind()).letter.to_ascii_uppercase();
    }
    (0..chess960::COUNT).find(|&n| chess960::back_rank(n) == Some(rank))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn number_of(back_rank: &str) -> Option<u16> {
        let black = back_rank.to_lowercase();
        let fen = format!("{black}/pppppppp/8/8/8/8/PPPPPPPP/{back_rank} w - - 0 1");
        start_number(&Game::from_fen("chess960", &fen).unwrap())
    }

    #[test]
    fn published_numbers_are_read_from_the_back_rank() {
        // Scharnagl's numbering as published: 0, the classical 518, 959.
        assert_eq!(number_of("BBQNNRKR"), Some(0));
        assert_eq!(number_of("RNBQKBNR"), Some(518));
        assert_eq!(number_of("RKRNNQBB"), Some(959));
        assert_eq!(
            number_of("RNBQRBKN"),
            None,
            "the king is not between the rooks"
        );
    }

    #[test]
    fn janggi_swaps_a_horse_and_an_elephant_and_chess_nothing() {
        let janggi = raja_core::variant("janggi").unwrap();
        let swaps = start_swaps(&janggi);
        assert!(!swaps.is_empty());
        for swap in &swaps {
            let mut pieces = swap.pieces.clone();
            pieces.sort();
            assert_eq!(pieces, ["elephant", "horse"], "{swap:?}");
            assert_ne!(swap.squares[0], swap.squares[1]);
        }
        assert!(start_swaps(&raja_core::variant("chess").unwrap()).is_empty());
    }

    #[test]
    fn a_numbered_start_reads_its_number_after_moves_too() {
        let mut game = Game::chess960("chess960", 123).unwrap();
        game.play_all("e2e4 e7e5").unwrap();
        assert_eq!(start_number(&game), Some(123));
        assert_eq!(
            start_number(&Game::new("chess", 1).unwrap()),
            None,
            "chess has no numbers"
        );
    }
}
