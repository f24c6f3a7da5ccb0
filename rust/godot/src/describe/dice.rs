//! The dice of the last turns, for the dice line: who threw them and how each
//! die fared.

use raja_core::Game;
use serde::Serialize;

/// One turn's dice.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DiceTurn {
    pub army: String,
    pub dice: Vec<Die>,
}

/// One die of a turn.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Die {
    pub face: u8,
    /// "free" (still to use), "used" or "lost" (the turn ended without it).
    pub state: &'static str,
}

/// The dice of the last `count` turns, oldest first, the turn in progress last.
pub fn dice_turns(game: &Game, count: usize) -> Vec<DiceTurn> {
    game.dice_record()
        .last(count)
        .iter()
        .map(|turn| DiceTurn {
            army: game.variant().army_name(turn.army).to_string(),
            dice: turn
                .dice
                .iter()
                .map(|&(face, state)| Die {
                    face,
                    state: state.name(),
                })
                .collect(),
        })
        .collect()
}

/// For each face still to use this turn, the squares of the pieces it lets
/// move now (none without dice).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FaceMoves {
    pub face: u8,
    pub squares: Vec<String>,
}

/// `FaceMoves` for every face of the turn in progress.
pub fn dice_moves(game: &Game) -> Vec<FaceMoves> {
    let (Some(rule), Some(dice)) = (&game.variant().dice, game.position().dice()) else {
        return Vec::new();
    };
    let legal = game.legal_moves();
    let position = game.position();
    dice.faces()
        .into_iter()
        .map(|face| {
            let allowed = rule.kinds(face);
            let mut squares: Vec<u16> = legal
                .iter()
                .filter(|mv| mv.is_board_move())
                .map(|mv| mv.from)
                .filter(|&from| allowed.contains(position.cell(from).kind()))
                .collect();
            squares.sort_unstable();
            squares.dedup();
            FaceMoves {
                face,
                squares: squares.iter().map(|&s| super::name(game, s)).collect(),
            }
        })
        .collect()
}
