//! `GameSession`: one game of any raja-core game, driven from GDScript.
//!
//! It converts between Godot values and the engine's; every rule stays in raja-core.
//! Calls that can fail return a Godot `Error` code and leave the reason in
//! `last_error`, so a script can show it; nothing here panics on bad input.

mod description;
mod history;
mod lifecycle;
mod moves;
mod save_writer;

use godot::global::Error as GdError;
use godot::prelude::*;
use raja_core::Game;
use raja_core::move_sheet::MoveSheet;
use save_writer::SaveWriter;

/// A game in progress: legal moves, play, undo, resign, state, FEN and saves.
///
/// Drop it into a scene, pick `game_id` in the inspector and turn on `autostart`, or
/// call `start` from a script. It runs in the editor too, so a BoardView that points
/// at it shows the game there.
#[derive(GodotClass)]
#[class(init, tool, base = Node)]
pub struct GameSession {
    /// The game `autostart` starts (see `game_ids`).
    #[export]
    #[init(val = GString::from("chaturaji"))]
    game_id: GString,
    /// Seeds dice and other randomness of the game `autostart` starts.
    #[export]
    seed: i64,
    /// Starts `game_id` when the node enters the scene tree.
    #[export]
    autostart: bool,
    game: Option<Game>,
    /// The move list, written move by move (`move_list`).
    move_sheet: MoveSheet,
    /// Writes `save_in_background`'s saves off the frame.
    save_writer: SaveWriter,
    /// Why the last failing call failed, for the log; empty after a call that
    /// succeeded.
    #[var]
    last_error: GString,
    /// What kind of failure it was, a stable key for the screen to tell in the
    /// player's language (`raja_core::Error::kind`; "bad-input" for an argument
    /// the binding itself refused); empty after a call that succeeded.
    #[var]
    last_error_kind: GString,
    base: Base<Node>,
}

#[godot_api]
impl INode for GameSession {
    fn ready(&mut self) {
        if self.autostart && self.game.is_none() {
            let (id, seed) = (self.game_id.clone(), self.seed);
            if self.start(id, seed) != GdError::OK {
                godot_error!("GameSession: {}", self.last_error);
            }
        }
    }
}

#[godot_api]
impl GameSession {
    /// A move was played: what it did, for sounds and animation (`move_option`'s
    /// fields and the mover's army, the piece, the pieces it took, blew away
    /// or turned, whether it gives check: `describe::effect::MoveEffect`).
    #[signal]
    fn move_played(effect: VarDictionary);
    /// It is now this army's turn.
    #[signal]
    fn turn_changed(army: GString);
    /// The dice of a new turn were thrown: its army and the faces (dice games).
    #[signal]
    fn dice_thrown(army: GString, faces: PackedInt32Array);
    /// The state changed (a game started or was loaded, a move, an undo, a
    /// resignation); `state` is what `state()` returns now, so a screen keeps
    /// it instead of asking again.
    #[signal]
    fn state_changed(state: VarDictionary);
    /// The game ended; `state` is what `state()` returns.
    #[signal]
    fn game_over(state: VarDictionary);
}

struct Snapshot {
    to_move: GString,
    over: bool,
}

impl GameSession {
    /// The game in play, for other classes of the binding (the bot copies it).
    pub(crate) fn game(&self) -> Option<&Game> {
        self.game.as_ref()
    }

    fn snapshot(&self) -> Snapshot {
        match &self.game {
            Some(game) => {
                let position = game.position();
                Snapshot {
                    to_move: GString::from(game.variant().army_name(position.to_move())),
                    over: game.is_over(),
                }
            }
            None => Snapshot {
                to_move: GString::new(),
                over: false,
            },
        }
    }

    /// Emits the signals for what changed since `before`: the new state, then
    /// the end of the game or the next turn.
    fn announce_changes(&mut self, before: Snapshot) {
        if self.game.is_none() {
            return;
        }
        let after = self.snapshot();
        let state = self.state();
        self.signals().state_changed().emit(&state);
        if after.over && !before.over {
            self.signals().game_over().emit(&state);
        } else if !after.over {
            self.signals().turn_changed().emit(&after.to_move);
        }
    }

    fn succeed(&mut self) -> GdError {
        self.last_error = GString::new();
        self.last_error_kind = GString::new();
        GdError::OK
    }

    /// The value of a call that answers with data: on an error the empty value,
    /// with the reason in `last_error`.
    fn answer<T: Default>(&mut self, result: Result<T, String>) -> T {
        match result {
            Ok(value) => {
                self.succeed();
                value
            }
            Err(why) => {
                self.fail(&why);
                T::default()
            }
        }
    }

    /// The game, or why there is none.
    fn loaded(&self) -> Result<&Game, String> {
        self.game
            .as_ref()
            .ok_or_else(|| "no game is loaded".to_string())
    }

    /// A failure the binding found in its arguments.
    fn fail(&mut self, why: &str) -> GdError {
        self.last_error = GString::from(why);
        self.last_error_kind = GString::from("bad-input");
        GdError::FAILED
    }

    /// A failure the engine reported.
    fn fail_with(&mut self, error: &raja_core::Error) -> GdError {
        self.last_error = GString::from(&error.to_string());
        self.last_error_kind = GString::from(error.kind());
        GdError::FAILED
    }
}
