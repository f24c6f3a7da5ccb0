//! The pieces on the board, each army's and the neutral ones (the duck), and
//! the letters moves name the game's pieces by.

use std::collections::BTreeMap;

use raja_core::{Game, Position};
use serde::Serialize;

use super::{name, piece_name};

/// One piece where it stands.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceEntry {
    pub square: String,
    /// The army's name; "" for a neutral piece, which belongs to nobody.
    pub army: String,
    pub piece: String,
    /// Its army left play: drawn grey.
    pub grey: bool,
    /// A merged piece (friendly chess): its two parts' letters, "NB".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub merged: Option<String>,
}

/// Every piece of `position`, army by army, the neutral pieces last.
pub fn pieces(game: &Game, position: &Position) -> Vec<PieceEntry> {
    let variant = game.variant();
    let neutral = variant.neutral_army();
    // Only a game with neutral pieces has their army: with eight armies the
    // number after the last would name the first again (three army bits).
    let has_neutral = variant.kinds().any(|kind| variant.is_neutral(kind));
    let mut entries = Vec::new();
    for army in variant.armies().chain(has_neutral.then_some(neutral)) {
        let grey = army != neutral && !position.army_state(army).is_live();
        let army_name = match army == neutral {
            true => String::new(),
            false => variant.army_name(army).to_string(),
        };
        for &square in position.pieces(army) {
            let kind = position.cell(square).kind();
            let merged = variant.merged.get(kind.index()).copied().flatten();
            entries.push(PieceEntry {
                square: name(game, square),
                army: army_name.clone(),
                piece: piece_name(game, kind),
                grey,
                merged: merged.map(|(a, b)| {
                    [variant.piece(a).letter, variant.piece(b).letter]
                        .iter()
                        .map(|c| c.to_ascii_uppercase())
                        .collect()
                }),
            });
        }
    }
    entries
}

/// A piece of the game and the lower-case letter moves use for it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceLetter {
    pub letter: String,
    pub piece: String,
}

/// Every piece of the game with its letter, in the game's piece order.
pub fn piece_letters(game: &Game) -> Vec<PieceLetter> {
    game.variant()
        .data
        .pieces
        .iter()
        .map(|piece| PieceLetter {
            letter: piece.letter.to_ascii_lowercase().to_string(),
            piece: piece.name.clone(),
        })
        .collect()
}

/// The game's pieces by name with their values as the game data gives them
/// ("queen" → 9), for the material balance beside the seats.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct PieceValues(pub BTreeMap<String, u32>);

/// Every piece of the game with its value.
pub fn piece_values(game: &Game) -> PieceValues {
    PieceValues(
        game.variant()
            .data
            .pieces
            .iter()
            .map(|piece| (piece.name.clone(), piece.value))
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use raja_core::Army;

    #[test]
    fn letters_are_lower_case_in_the_game_s_piece_order() {
        let xiangqi = Game::new("xiangqi", 1).unwrap();
        let letters = piece_letters(&xiangqi);
        let names: Vec<&str> = letters.iter().map(|l| l.piece.as_str()).collect();
        let data: Vec<&str> = xiangqi
            .variant()
            .data
            .pieces
            .iter()
            .map(|p| p.name.as_str())
            .collect();
        assert_eq!(names, data);
        assert!(letters.iter().all(|l| l.letter == l.letter.to_lowercase()));
        assert!(
            letters
                .iter()
                .any(|l| l.letter == "c" && l.piece == "cannon")
        );
    }

    #[test]
    fn values_are_the_data_s_by_piece_name() {
        let chess = Game::new("chess", 1).unwrap();
        let values = serde_json::to_value(piece_values(&chess)).unwrap();
        assert_eq!(values["queen"], 9);
        assert_eq!(values["pawn"], 1);
        assert_eq!(values["king"], 0);
        let names = values.as_object().unwrap().len();
        assert_eq!(names, chess.variant().data.pieces.len());
    }

    #[test]
    fn the_duck_is_a_piece_of_nobody_once_placed() {
        let mut game = Game::new("duck", 1).unwrap();
        let count = |game: &Game| pieces(game, game.position()).len();
        assert_eq!(count(&game), 32, "no duck before the first move");
        game.play("e2e4,e4d5").unwrap();
        let all = pieces(&game, game.position());
        assert_eq!(all.len(), 33);
        let duck = all.last().unwrap();
        assert_eq!(
            (
                duck.square.as_str(),
                duck.army.as_str(),
                duck.piece.as_str()
            ),
            ("d5", "", "duck")
        );
    }

    #[test]
    fn every_piece_of_eight_armies_is_its_armys_once() {
        let game = Game::new("eightplayer", 1).unwrap();
        let all = pieces(&game, game.position());
        assert_eq!(all.len(), 8 * 16);
        assert!(
            all.iter().all(|p| !p.army.is_empty()),
            "no piece is nobody's"
        );
        assert_eq!(all.iter().filter(|p| p.army == "white").count(), 16);
    }

    #[test]
    fn a_resigned_army_is_grey_and_a_merged_piece_names_its_parts() {
        let mut game = Game::new("chaturaji", 1).unwrap();
        game.resign(Army::SECOND).unwrap();
        let all = pieces(&game, game.position());
        assert!(all.iter().filter(|p| p.army == "green").all(|p| p.grey));
        assert!(all.iter().filter(|p| p.army == "red").all(|p| !p.grey));
        let mut friendly = Game::new("friendly", 1).unwrap();
        friendly.play_all("e2e4 d7d5 e4d5").unwrap();
        let merged: Vec<_> = pieces(&friendly, friendly.position())
            .into_iter()
            .filter(|p| p.merged.is_some())
            .collect();
        assert_eq!(merged.len(), 1, "the pawn befriended the pawn");
        assert_eq!(merged[0].square, "d5");
    }
}
