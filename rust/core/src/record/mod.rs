//! Whole games on file: PGN, chess.com's PGN4 and the versioned RON save.

pub mod move_sheet;
pub mod pgn;
pub mod pgn4;
pub mod san_sheet;
pub mod save;

use crate::compile::data::RecordFormat;
use crate::error::Error;
use crate::game::Game;

/// A game's records, read and written here so that the game knows no file format.
impl Game {
    /// The game as PGN (chess, Chess960, antichess, crazyhouse), with these
    /// tags besides the defaults.
    pub fn pgn(&self, tags: &pgn::Tags) -> Result<String, Error> {
        pgn::write(self, tags)
    }

    /// A game of chess, Chess960, antichess or crazyhouse from a PGN record (its
    /// first game; the `Variant` tag says which).
    pub fn from_pgn(text: &str) -> Result<Game, Error> {
        pgn::read(text)
    }

    /// The game in its standard record format (`Variant::record`): PGN for chess,
    /// Chess960, antichess and crazyhouse, PGN4 for four-player chess; `None`
    /// for games recorded only in this app's own notation.
    pub fn standard_record(&self) -> Option<Result<String, Error>> {
        match self.variant().record {
            RecordFormat::Pgn => Some(self.pgn(&pgn::Tags::default())),
            RecordFormat::Pgn4 => Some(self.pgn4()),
            RecordFormat::Own => None,
        }
    }

    /// The game as PGN4 (four-player chess).
    pub fn pgn4(&self) -> Result<String, Error> {
        pgn4::write(self)
    }

    /// A game of `id` from a PGN4 record: its `StartFen4` tag (or the start
    /// position), then its moves.
    pub fn from_pgn4(id: &str, text: &str) -> Result<Game, Error> {
        pgn4::read(id, text)
    }

    /// Plays the moves of a PGN4 move text (four-player chess).
    pub fn play_pgn4(&mut self, text: &str) -> Result<(), Error> {
        pgn4::play(self, text)
    }
}
