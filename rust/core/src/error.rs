//! Errors as values: each says what was wrong, in words fit for one line of output.

/// Everything that can go wrong with input from a user, a file or the binding.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Error {
    /// No game has this id.
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    /// An embedded game description is inconsistent (a bug, reported, not panicked).
    #[error("bad game data: {0}")]
    BadGameData(String),
    /// A FEN could not be read; `field` names which part.
    #[error("bad FEN {field}: {reason}")]
    BadFen { field: &'static str, reason: String },
    /// A move is not legal (or not even a move) after `ply` moves; `reason`
    /// says why where it is known (`game::refusal`), else it is empty.
    #[error("move {text} is not legal after {ply} move(s){}", because(reason))]
    IllegalMove {
        text: String,
        ply: u32,
        reason: String,
    },
    /// The game is over; no more moves.
    #[error("the game is over")]
    GameOver,
    /// There is no move to take back.
    #[error("there is no move to undo")]
    NothingToUndo,
    /// An army name or index that is not in this game, or not in play.
    #[error("bad army {0}")]
    BadArmy(String),
    /// A save could not be read or replayed.
    #[error("bad save: {0}")]
    BadSave(String),
    /// Reading or writing a file failed.
    #[error("i/o: {0}")]
    Io(String),
    /// Perft is defined for diceless games only.
    #[error("perft is defined for diceless games only")]
    PerftWithDice,
    /// A PGN record could not be read.
    #[error("bad PGN: {0}")]
    BadPgn(String),
    /// A game option out of range (a Chess960 start number …).
    #[error("bad option: {0}")]
    BadOption(String),
}

/// A reason as the end of an error's line: `: <reason>`, or nothing.
fn because(reason: &str) -> String {
    match reason {
        "" => String::new(),
        _ => format!(": {reason}"),
    }
}

impl Error {
    /// A stable key for what went wrong, for a screen to tell in the player's
    /// language while the message (the detail) goes to the log.
    pub fn kind(&self) -> &'static str {
        match self {
            Error::UnknownGame(_) => "unknown-game",
            Error::BadGameData(_) => "bad-game-data",
            Error::BadFen { .. } => "bad-fen",
            Error::IllegalMove { .. } => "illegal-move",
            Error::GameOver => "game-over",
            Error::NothingToUndo => "nothing-to-undo",
            Error::BadArmy(_) => "bad-army",
            Error::BadSave(_) => "bad-save",
            Error::Io(_) => "io",
            Error::PerftWithDice => "perft-with-dice",
            Error::BadPgn(_) => "bad-pgn",
            Error::BadOption(_) => "bad-option",
        }
    }

    pub(crate) fn fen(field: &'static str, reason: impl Into<String>) -> Error {
        Error::BadFen {
            field,
            reason: reason.into(),
        }
    }
}
