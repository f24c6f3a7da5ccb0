//! The rules page's piece diagrams: each piece alone near the middle of the
//! board, where it may move and capture, as the engine's move generator sees it.

use raja_core::Game;
use serde::Serialize;

use super::{name, piece_name};

/// One piece's diagram.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceDiagram {
    pub piece: String,
    /// Where it stands.
    pub square: String,
    pub moves: Vec<String>,
    pub captures: Vec<String>,
    /// The pieces a vaulting cannon jumps, set beside it.
    pub screens: Vec<Screen>,
    /// A piece of nobody (the duck).
    pub neutral: bool,
    /// A merged piece (friendly chess): the names of the two pieces it is made of.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub parts: Option<[String; 2]>,
}

/// A piece set beside the diagram's piece for it to jump.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Screen {
    pub square: String,
    pub piece: String,
}

/// Every piece of the game that has a diagram, in the game's piece order.
pub fn piece_diagrams(game: &Game) -> Vec<PieceDiagram> {
    let variant = game.variant();
    let names = |squares: &[u16]| squares.iter().map(|&s| name(game, s)).collect();
    variant
        .kinds()
        .filter_map(|kind| {
            let diagram = raja_core::diagram::piece_diagram(variant, kind)?;
            let parts = variant.merged.get(kind.index()).copied().flatten();
            Some(PieceDiagram {
                piece: piece_name(game, kind),
                square: name(game, diagram.square),
                moves: names(&diagram.moves),
                captures: names(&diagram.captures),
                screens: diagram
                    .screens
                    .iter()
                    .map(|&(square, screen)| Screen {
                        square: name(game, square),
                        piece: piece_name(game, screen),
                    })
                    .collect(),
                neutral: variant.is_neutral(kind),
                parts: parts.map(|(a, b)| [piece_name(game, a), piece_name(game, b)]),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_knight_in_the_middle_reaches_eight_squares_and_the_duck_is_nobodys() {
        let chess = Game::new("chess", 1).unwrap();
        let diagrams = piece_diagrams(&chess);
        let knight = diagrams.iter().find(|d| d.piece == "knight").unwrap();
        assert_eq!(knight.moves.len(), 8);
        assert!(!knight.neutral && knight.parts.is_none());
        let duck = Game::new("duck", 1).unwrap();
        let diagrams = piece_diagrams(&duck);
        assert!(diagrams.iter().any(|d| d.piece == "duck" && d.neutral));
    }

    #[test]
    fn a_merged_piece_names_its_two_parts() {
        let friendly = Game::new("friendly", 1).unwrap();
        let merged: Vec<_> = piece_diagrams(&friendly)
            .into_iter()
            .filter_map(|d| d.parts)
            .collect();
        assert!(merged.contains(&["queen".to_string(), "rook".to_string()]));
        assert!(merged.contains(&["queen".to_string(), "queen".to_string()]));
    }
}
