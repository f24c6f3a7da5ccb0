//! Starting a game (by id and seed, numbered start, arranged pieces, scripted
//! dice, FEN), saving and loading it.

use godot::global::Error as GdError;
use godot::prelude::*;
use raja_core::Game;

use super::GameSession;
use crate::describe::forms::catalogue_forms;
use crate::describe::start::{start_number, start_swaps};
use crate::json_variant::array;

#[godot_api(secondary)]
impl GameSession {
    /// The ids of every game the engine can play.
    #[func]
    fn game_ids() -> PackedStringArray {
        raja_core::game_ids()
            .iter()
            .map(|id| GString::from(*id))
            .collect()
    }

    /// The games catalogue entry `entry` plays, from the data files:
    /// [{engine, mode, dice, chess960}], mode "ffa", "pairs" or "teams" where
    /// the entry's forms differ in it, else ""; [] for an entry the engine
    /// cannot play.
    #[func]
    fn catalogue_forms(entry: GString) -> VarArray {
        array(&catalogue_forms(&entry.to_string()))
    }

    /// Starts a new game of `game_id`; `seed` drives dice and any randomness.
    #[func]
    pub(super) fn start(&mut self, game_id: GString, seed: i64) -> GdError {
        let result = Game::new(&game_id.to_string(), seed as u64);
        self.replace_game(result)
    }

    /// The number of the start this game began from (Chess960: 0–959, 518 the
    /// classical start), or -1 for games without numbered starts or no game.
    #[func]
    fn start_number(&self) -> i64 {
        self.game
            .as_ref()
            .and_then(start_number)
            .map_or(-1, i64::from)
    }

    /// The armies of `game_id` by name, in turn order (the seats of a new
    /// game); empty for an unknown id.
    #[func]
    fn army_names(game_id: GString) -> PackedStringArray {
        raja_core::variant(&game_id.to_string()).map_or_else(
            |_| PackedStringArray::new(),
            |variant| {
                variant
                    .armies()
                    .map(|army| GString::from(variant.army_name(army)))
                    .collect()
            },
        )
    }

    /// How many numbered start positions `game_id` has: 960 for Chess960 games
    /// (`start_numbered`), 0 for the others.
    #[func]
    fn start_count(game_id: GString) -> i64 {
        raja_core::variant(&game_id.to_string()).map_or(0, |v| {
            if v.options.chess960 {
                i64::from(raja_core::chess960::COUNT)
            } else {
                0
            }
        })
    }

    /// Starts a game of `game_id` from its start position `number` (Chess960:
    /// 0–959 in Scharnagl's numbering, 518 the classical start).
    #[func]
    fn start_numbered(&mut self, game_id: GString, number: i64) -> GdError {
        let Ok(number) = u16::try_from(number) else {
            return self.fail(&format!("start number {number} is out of range"));
        };
        let result = Game::chess960(&game_id.to_string(), number);
        self.replace_game(result)
    }

    /// The pairs of start pieces a player of `game_id` may exchange before the
    /// game (Janggi's horse and elephant on either wing), in the order of the
    /// bits `start_arranged` reads: [{army, squares: [two names], pieces: [two
    /// names]}]; empty for other games or an unknown id.
    #[func]
    fn start_swaps(game_id: GString) -> VarArray {
        match raja_core::variant(&game_id.to_string()) {
            Ok(variant) => array(&start_swaps(&variant)),
            Err(_) => VarArray::new(),
        }
    }

    /// Starts a game of `game_id` with the start pieces of the pairs whose bits
    /// are set in `swaps` exchanged (`start_swaps` gives the pairs).
    #[func]
    fn start_arranged(&mut self, game_id: GString, swaps: i64) -> GdError {
        let Ok(swaps) = u32::try_from(swaps) else {
            return self.fail(&format!("{swaps} is no set of pairs to exchange"));
        };
        let result = Game::arranged(&game_id.to_string(), swaps);
        self.replace_game(result)
    }

    /// Starts a new game of `game_id` whose first dice show `rolls`, in order (tests,
    /// replays); later throws come from `seed`. Fails for a game without dice or a
    /// face the game's die does not have.
    #[func]
    fn start_with_rolls(
        &mut self,
        game_id: GString,
        seed: i64,
        rolls: PackedInt32Array,
    ) -> GdError {
        let id = game_id.to_string();
        let die = match raja_core::variant(&id) {
            Ok(variant) => variant.dice.clone(),
            Err(error) => return self.fail_with(&error),
        };
        let Some(die) = die else {
            return self.fail(&format!("{id} has no dice"));
        };
        let mut faces = Vec::with_capacity(rolls.len());
        for &roll in rolls.as_slice() {
            match u8::try_from(roll) {
                Ok(face) if die.has_face(face) => faces.push(face),
                _ => return self.fail(&format!("{roll} is not a face of the die of {id}")),
            }
        }
        let result = Game::with_rolls(&id, seed as u64, None, &faces);
        self.replace_game(result)
    }

    /// Starts a game of `game_id` from a position in the game's FEN.
    #[func]
    fn start_from_fen(&mut self, game_id: GString, fen: GString) -> GdError {
        let result = Game::from_fen(&game_id.to_string(), &fen.to_string());
        self.replace_game(result)
    }

    /// Whether a game is loaded.
    #[func]
    fn has_game(&self) -> bool {
        self.game.is_some()
    }

    /// Writes the game to `path` (res://, user:// or a file path), atomically.
    #[func]
    fn save(&mut self, path: GString) -> GdError {
        let file = globalize(&path);
        let result = match &self.game {
            Some(game) => game.save_to_file(std::path::Path::new(&file)),
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok(()) => self.succeed(),
            Err(error) => self.fail_with(&error),
        }
    }

    /// Saves as `save` does, with the disk's part (the flush, the slow part) on a
    /// thread of its own, so the frame does not wait for it: the autosave after
    /// every move. Returns at once; an earlier background save that failed is
    /// reported here, or by `finish_saves`. Freeing the session finishes its saves.
    #[func]
    fn save_in_background(&mut self, path: GString) -> GdError {
        let Some(game) = &self.game else {
            return self.fail("no game is loaded");
        };
        let text = game.save_to_string();
        let file = std::path::PathBuf::from(globalize(&path));
        match self.save_writer.write(file, text) {
            Ok(()) => self.succeed(),
            Err(error) => self.fail_with(&error),
        }
    }

    /// Waits until every background save is on the disk (before the app is closed
    /// or sent to the background); fails if one of them failed.
    #[func]
    fn finish_saves(&mut self) -> GdError {
        match self.save_writer.finish() {
            Ok(()) => self.succeed(),
            Err(error) => self.fail_with(&error),
        }
    }

    /// Loads a game saved with `save`; the current game stays when this fails.
    #[func]
    fn load(&mut self, path: GString) -> GdError {
        let file = globalize(&path);
        let result = Game::load_from_file(std::path::Path::new(&file));
        self.replace_game(result)
    }
}

impl GameSession {
    pub(super) fn replace_game(&mut self, result: Result<Game, raja_core::Error>) -> GdError {
        match result {
            Ok(game) => {
                self.game = Some(game);
                self.announce_throw();
                self.announce_position();
                self.succeed()
            }
            Err(error) => self.fail_with(&error),
        }
    }
}

/// Godot paths (res://, user://) as file-system paths; other paths as they are.
fn globalize(path: &GString) -> String {
    let text = path.to_string();
    if text.starts_with("res://") || text.starts_with("user://") {
        godot::classes::ProjectSettings::singleton()
            .globalize_path(path)
            .to_string()
    } else {
        text
    }
}
