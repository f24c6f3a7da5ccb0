//! Saved games: RON with a format version. A save holds the start (seed, FEN,
//! scripted dice) and every action, and is replayed on loading, so the dice come
//! out the same. The final FEN is stored too and checked after the replay.
//!
//! Format 2 writes an action as `Action::text` does (`resign:blue`); format 1,
//! still read, wrote a resignation `resign b`.

use std::io::Write;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::error::Error;
use crate::game::{Action, Game};

/// The format this engine writes.
pub const SAVE_FORMAT: u32 = 2;
/// The oldest format it still reads.
const OLDEST_FORMAT: u32 = 1;
/// Longest save text accepted, so a hostile file cannot exhaust memory.
const MAX_SAVE_BYTES: usize = 16 << 20;

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    pub format: u32,
    pub game: String,
    pub seed: u64,
    #[serde(default)]
    pub start_fen: Option<String>,
    #[serde(default)]
    pub scripted_rolls: Vec<u8>,
    pub actions: Vec<String>,
    /// The position after the actions, to check the replay.
    pub fen: String,
}

impl Game {
    pub fn to_save(&self) -> SaveFile {
        SaveFile {
            format: SAVE_FORMAT,
            game: self.id().to_string(),
            seed: self.seed(),
            start_fen: self.start_fen().map(str::to_string),
            scripted_rolls: self.scripted_rolls().to_vec(),
            actions: self.action_texts(),
            fen: self.fen(),
        }
    }

    pub fn save_to_string(&self) -> String {
        let config = ron::ser::PrettyConfig::default();
        // Serialising plain strings and numbers cannot fail.
        ron::ser::to_string_pretty(&self.to_save(), config).unwrap_or_default()
    }

    /// Writes the save next to `path`, flushes it to the disk and renames it into
    /// place, so a crash, even of the machine, leaves the old save or the new one,
    /// never half a save; a save that fails leaves no temporary file behind.
    pub fn save_to_file(&self, path: &Path) -> Result<(), Error> {
        write_save(path, &self.save_to_string())
    }

    pub fn load_from_str(text: &str) -> Result<Game, Error> {
        if text.len() > MAX_SAVE_BYTES {
            return Err(Error::BadSave("file too large".into()));
        }
        let save: SaveFile = ron::from_str(text).map_err(|e| Error::BadSave(e.to_string()))?;
        Game::from_save(&save)
    }

    pub fn load_from_file(path: &Path) -> Result<Game, Error> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| Error::Io(format!("{}: {e}", path.display())))?;
        Game::load_from_str(&text)
    }

    pub fn from_save(save: &SaveFile) -> Result<Game, Error> {
        if !(OLDEST_FORMAT..=SAVE_FORMAT).contains(&save.format) {
            return Err(Error::BadSave(format!(
                "format {} (this engine reads {OLDEST_FORMAT} to {SAVE_FORMAT})",
                save.format
            )));
        }
        let mut game = Game::with_rolls(
            &save.game,
            save.seed,
            save.start_fen.as_deref(),
            &save.scripted_rolls,
        )
        .map_err(|e| Error::BadSave(e.to_string()))?;
        for (i, text) in save.actions.iter().enumerate() {
            let action = match save.format {
                1 => Action::parse_format_1(game.variant(), text),
                _ => Action::parse(game.variant(), text),
            };
            action
                .and_then(|action| game.act(&action))
                .map_err(|e| Error::BadSave(format!("action {} ({text}): {e}", i + 1)))?;
        }
        if game.fen() != save.fen {
            return Err(Error::BadSave(format!(
                "replay gives {}, save says {}",
                game.fen(),
                save.fen
            )));
        }
        Ok(game)
    }
}

/// Writes a save's text (`Game::save_to_string`) as `Game::save_to_file` does:
/// next to `path`, on the disk, then renamed into place. Apart from the game, so
/// the slow part (the disk's flush) can run on another thread than the one that
/// took the text.
pub fn write_save(path: &Path, text: &str) -> Result<(), Error> {
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".tmp");
    let temporary = std::path::PathBuf::from(temporary);
    let written =
        write_to_disk(&temporary, text.as_bytes()).and_then(|()| std::fs::rename(&temporary, path));
    if written.is_err() {
        // Nothing to do if it was never made.
        let _ = std::fs::remove_file(&temporary);
    }
    written.map_err(|e| Error::Io(format!("{}: {e}", path.display())))
}

/// Writes `bytes` to a new file at `path` and waits until they are on the disk.
fn write_to_disk(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::File::create(path)?;
    file.write_all(bytes)?;
    file.sync_all()
}
