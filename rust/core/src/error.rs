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
    /// A setup whose parts do not fit together (`Position::from_setup`).
    #[error("bad setup: {0}")]
    BadSetup(#[from] SetupError),
}

/// What makes a setup no position of its game, found by `Position::from_setup`
/// whatever the setup was read from. A FEN reports it as a fault of the field
/// `SetupError::field` names.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// A piece on a square index beyond the board.
    #[error("a piece on square {0}, which is no cell")]
    NoSuchCell(u16),
    /// Two pieces on one square.
    #[error("two pieces on {0}")]
    Occupied(String),
    /// A piece of an army the game does not have, or of a kind it does not
    /// have (a neutral piece belongs to the army after the last).
    #[error("a piece on {0} is of no army or kind of this game")]
    NoSuchPiece(String),
    /// A piece marked promoted in a game that marks none.
    #[error("this game does not mark promoted pieces")]
    UnmarkedPromotion,
    /// More pieces of one army than a position holds.
    #[error("too many pieces for {0}")]
    TooManyPieces(String),
    /// More royal pieces (on the board and in hand) than the army's start has.
    #[error("{army} has {count} royal pieces, its start has {most}")]
    TooManyRoyals {
        army: String,
        count: usize,
        most: usize,
    },
    /// A pocket in a game without pockets, or of an army that keeps none.
    #[error("{0} keeps no pocket in this game")]
    NoPocket(String),
    /// A royal piece in hand where the game never holds one.
    #[error("{0:?}: a king is never held")]
    RoyalInHand(char),
    /// More of one kind in hand than a pocket counts.
    #[error("too many pieces")]
    PocketFull,
    /// A per-army list (states, points, kings taken, pockets) of the wrong length.
    #[error("{what} needs {expected} entries, has {found}")]
    ArmyCount {
        what: &'static str,
        expected: usize,
        found: usize,
    },
    /// The side to move is out of play while others are in it.
    #[error("{0} is not in the game")]
    SideNotInGame(char),
    /// In a game of two armies with check, the side not to move stands in
    /// check: no move leads there, and the side to move could take its king.
    #[error("{0} is in check while the other side is to move")]
    WaitingSideInCheck(char),
    /// A castling right whose king or rook is not on its square.
    #[error("{0} without its king and rook in place")]
    CastlingWithoutPieces(String),
    /// A cell no pawn of its owner can have skipped: no pawn of the owner one
    /// step ahead of it, or no start square of one one step behind.
    #[error("{square} is no cell {army}'s pawn skipped")]
    EnPassant { square: String, army: char },
    /// Dice in a game without them, or none in a game with them.
    #[error("{0}")]
    Dice(&'static str),
}

impl SetupError {
    /// The FEN field that says what this error is about.
    pub fn field(&self) -> &'static str {
        match self {
            SetupError::NoSuchCell(_)
            | SetupError::Occupied(_)
            | SetupError::NoSuchPiece(_)
            | SetupError::UnmarkedPromotion
            | SetupError::TooManyPieces(_)
            | SetupError::TooManyRoyals { .. } => "board",
            SetupError::NoPocket(_) | SetupError::RoyalInHand(_) | SetupError::PocketFull => {
                "pocket"
            }
            SetupError::ArmyCount { .. } => "armies",
            SetupError::SideNotInGame(_) | SetupError::WaitingSideInCheck(_) => "side to move",
            SetupError::CastlingWithoutPieces(_) => "castling",
            SetupError::EnPassant { .. } => "en passant",
            SetupError::Dice(_) => "dice",
        }
    }
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
            Error::BadSetup(_) => "bad-setup",
        }
    }

    /// A setup read from a FEN that does not fit together, as a fault of the
    /// FEN's field it concerns; other errors as they are.
    pub(crate) fn in_fen(self) -> Error {
        match self {
            Error::BadSetup(error) => Error::fen(error.field(), error.to_string()),
            other => other,
        }
    }

    pub(crate) fn fen(field: &'static str, reason: impl Into<String>) -> Error {
        Error::BadFen {
            field,
            reason: reason.into(),
        }
    }
}
