//! A game in one line, as the saved-games list shows it.

use raja_core::Game;
use serde::Serialize;

/// Which game, how far it went, whose turn it is and whether it is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Summary {
    pub game: String,
    pub ply: u32,
    pub to_move: String,
    pub over: bool,
}

pub fn summary(game: &Game) -> Summary {
    let status = game.status();
    Summary {
        game: status.game,
        ply: status.ply,
        to_move: status.to_move,
        over: status.over,
    }
}
