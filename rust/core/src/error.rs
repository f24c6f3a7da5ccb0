//! Errors as values: each says what was wrong, in words fit for one line of output.

use std::fmt;

/// Everything that can go wrong with input from a user, a file or the binding.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Error {
    /// No game has this id.
    UnknownGame(String),
    /// An embedded game description is inconsistent (a bug, reported, not panicked).
    BadGameData(String),
    /// A FEN could not be read; `field` names which part.
    BadFen { field: &'static str, reason: String },
    /// A move is not legal (or not even a move) after `ply` moves.
    IllegalMove { text: String, ply: u32 },
    /// The game is over; no more moves.
    GameOver,
    /// There is no move to take back.
    NothingToUndo,
    /// An army name or index that is not in this game, or not in play.
    BadArmy(String),
    /// A save could not be read or replayed.
    BadSave(String),
    /// Reading or writing a file failed.
    Io(String),
    /// Perft is defined for diceless games only.
    PerftWithDice,
    /// A PGN record could not be read.
    BadPgn(String),
    /// A game option out of range (a Chess960 start number …).
    BadOption(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::UnknownGame(id) => write!(f, "unknown game {id:?}"),
            Error::BadGameData(why) => write!(f, "bad game data: {why}"),
            Error::BadFen { field, reason } => write!(f, "bad FEN {field}: {reason}"),
            Error::IllegalMove { text, ply } => {
                write!(f, "move {text} is not legal after {ply} move(s)")
            }
            Error::GameOver => write!(f, "the game is over"),
            Error::NothingToUndo => write!(f, "there is no move to undo"),
            Error::BadArmy(what) => write!(f, "bad army {what}"),
            Error::BadSave(why) => write!(f, "bad save: {why}"),
            Error::Io(why) => write!(f, "i/o: {why}"),
            Error::PerftWithDice => write!(f, "perft is defined for diceless games only"),
            Error::BadOption(why) => write!(f, "bad option: {why}"),
            Error::BadPgn(why) => write!(f, "bad PGN: {why}"),
        }
    }
}

impl std::error::Error for Error {}

impl Error {
    pub(crate) fn fen(field: &'static str, reason: impl Into<String>) -> Error {
        Error::BadFen {
            field,
            reason: reason.into(),
        }
    }
}
