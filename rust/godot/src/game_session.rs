//! `GameSession`: one game of any raja-core game, driven from GDScript.
//!
//! It converts between Godot values and the engine's; every rule stays in raja-core.
//! Calls that can fail return a Godot `Error` code and leave the reason in
//! `last_error`, so a script can show it; nothing here panics on bad input.

use godot::global::Error as GdError;
use godot::prelude::*;
use raja_core::Game;

use crate::json_variant::to_variant;

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
    /// Why the last failing call failed; empty after a call that succeeded.
    #[var]
    last_error: GString,
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
    /// A move was played: its text and the army that played it.
    #[signal]
    fn move_played(move_text: GString, army: GString);
    /// It is now this army's turn.
    #[signal]
    fn turn_changed(army: GString);
    /// Dice faces still to be used this turn (dice games).
    #[signal]
    fn dice_rolled(faces: PackedInt32Array);
    /// An army left play (its king was taken, it was mated, it resigned).
    #[signal]
    fn player_eliminated(army: GString);
    /// The game ended; `state` is what `state()` returns.
    #[signal]
    fn game_over(state: VarDictionary);

    /// The ids of every game the engine can play.
    #[func]
    fn game_ids() -> PackedStringArray {
        raja_core::game_ids()
            .iter()
            .map(|id| GString::from(*id))
            .collect()
    }

    /// Starts a new game of `game_id`; `seed` drives dice and any randomness.
    #[func]
    fn start(&mut self, game_id: GString, seed: i64) -> GdError {
        let result = Game::new(&game_id.to_string(), seed as u64);
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

    /// Every legal move in the position, in the notation of the rules.
    #[func]
    fn legal_moves(&self) -> PackedStringArray {
        self.game
            .as_ref()
            .map_or_else(PackedStringArray::new, |game| {
                game.legal_move_strings()
                    .iter()
                    .map(GString::from)
                    .collect()
            })
    }

    /// The legal moves of the piece on `square` (e.g. "d2"), or with "@P" the
    /// drops of the pocket piece P of the side to move ("P@e4").
    #[func]
    fn legal_moves_from(&self, square: GString) -> PackedStringArray {
        let square = square.to_string();
        let keep = |m: &String| match square.strip_prefix('@') {
            Some(letter) => !letter.is_empty() && m.starts_with(&format!("{letter}@")),
            None => m.starts_with(&square) && !starts_with_longer_square(m, &square),
        };
        self.game
            .as_ref()
            .map_or_else(PackedStringArray::new, |game| {
                game.legal_move_strings()
                    .into_iter()
                    .filter(keep)
                    .map(|m| GString::from(m.as_str()))
                    .collect()
            })
    }

    /// Duck chess: the squares the duck may go to after the piece move
    /// `piece_move` (its first part, e.g. "e2e4"); empty (and `last_error`
    /// set) if that is no legal first part.
    #[func]
    fn duck_squares(&mut self, piece_move: GString) -> PackedStringArray {
        let result = match &self.game {
            Some(game) => game.second_parts_after(&piece_move.to_string()),
            None => {
                self.fail("no game is loaded");
                return PackedStringArray::new();
            }
        };
        match (result, &self.game) {
            (Ok(seconds), Some(game)) => {
                let geometry = &game.variant().geometry;
                let squares = seconds
                    .iter()
                    .filter_map(|m| m.dropped())
                    .map(|(_, square)| GString::from(geometry.name(square).as_str()))
                    .collect();
                self.succeed();
                squares
            }
            (Err(error), _) => {
                self.fail(&error.to_string());
                PackedStringArray::new()
            }
            (Ok(_), None) => PackedStringArray::new(),
        }
    }

    /// Plays a move such as "d2d3" or "pass".
    #[func]
    fn play(&mut self, move_text: GString) -> GdError {
        let before = self.snapshot();
        let text = move_text.to_string();
        let result = match self.game.as_mut() {
            Some(game) => game.play(&text).map(|_| ()),
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok(()) => {
                self.signals()
                    .move_played()
                    .emit(&move_text, &before.to_move);
                self.announce_changes(before);
                self.succeed()
            }
            Err(error) => self.fail(&error.to_string()),
        }
    }

    /// Takes back the last action.
    #[func]
    fn undo(&mut self) -> GdError {
        let result = match self.game.as_mut() {
            Some(game) => game.undo(),
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok(()) => {
                let to_move = self.snapshot().to_move;
                self.signals().turn_changed().emit(&to_move);
                self.succeed()
            }
            Err(error) => self.fail(&error.to_string()),
        }
    }

    /// The army named `army` (e.g. "red") resigns.
    #[func]
    fn resign(&mut self, army: GString) -> GdError {
        let before = self.snapshot();
        let result = match self.game.as_mut() {
            Some(game) => game
                .army_by_name(&army.to_string())
                .and_then(|index| game.resign(index)),
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok(()) => {
                self.announce_changes(before);
                self.succeed()
            }
            Err(error) => self.fail(&error.to_string()),
        }
    }

    /// The state at a glance, the shape `raja status` prints: game, to_move, ply,
    /// dice, armies (army, state, grey, points), over, reason, ranking, winning_team;
    /// games with pockets add `pockets` (army → piece letter → count), duck chess
    /// `duck` (its square, "" before it is first placed).
    #[func]
    fn state(&self) -> VarDictionary {
        match &self.game {
            Some(game) => match serde_json::to_value(game.status()) {
                Ok(value) => to_variant(&value).to::<VarDictionary>(),
                Err(_) => VarDictionary::new(),
            },
            None => VarDictionary::new(),
        }
    }

    /// The board: `width`, `height`, `squares`, each {name, file, rank} (void squares
    /// left out; file and rank count from 0 at a1), and `armies`, each {army, forward}.
    #[func]
    fn board(&self) -> VarDictionary {
        let mut board = VarDictionary::new();
        let Some(game) = &self.game else {
            return board;
        };
        let geometry = &game.variant().geometry;
        let mut squares = VarArray::new();
        for square in geometry.squares() {
            let (file, rank) = geometry.coords(square);
            let mut entry = VarDictionary::new();
            entry.set(
                "name",
                &GString::from(geometry.name(square).as_str()).to_variant(),
            );
            entry.set("file", &(file as i64).to_variant());
            entry.set("rank", &(rank as i64).to_variant());
            squares.push(&entry.to_variant());
        }
        let mut armies = VarArray::new();
        for army in &game.variant().data.armies {
            let mut entry = VarDictionary::new();
            entry.set("army", &GString::from(army.name.as_str()).to_variant());
            // Where the army sits: its pawns' forward direction, (0, 1) for the south.
            entry.set(
                "forward",
                &Vector2i::new(army.forward.0.into(), army.forward.1.into()).to_variant(),
            );
            armies.push(&entry.to_variant());
        }
        board.set("armies", &armies.to_variant());
        board.set("width", &(geometry.width() as i64).to_variant());
        board.set("height", &(geometry.height() as i64).to_variant());
        board.set("squares", &squares.to_variant());
        board
    }

    /// The game's pieces by the lower-case letter moves use for them ("n" → "knight").
    #[func]
    fn piece_letters(&self) -> VarDictionary {
        let mut letters = VarDictionary::new();
        if let Some(game) = &self.game {
            for piece in &game.variant().data.pieces {
                let letter = piece.letter.to_ascii_lowercase().to_string();
                letters.set(
                    &GString::from(letter.as_str()).to_variant(),
                    &GString::from(piece.name.as_str()).to_variant(),
                );
            }
        }
        letters
    }

    /// For the rules page: each piece alone near the middle of the board, where it
    /// may move and capture, as the engine's move generator sees it:
    /// [{piece, square, moves: [squares], captures: [squares]}].
    #[func]
    fn piece_diagrams(&self) -> VarArray {
        let mut diagrams = VarArray::new();
        let Some(game) = &self.game else {
            return diagrams;
        };
        let variant = game.variant();
        let names = |squares: &[u16]| -> PackedStringArray {
            squares
                .iter()
                .map(|&s| GString::from(variant.geometry.name(s).as_str()))
                .collect()
        };
        for kind in 0..variant.kind_count() {
            let Some(diagram) = raja_core::diagram::piece_diagram(variant, kind as u8) else {
                continue;
            };
            let mut entry = VarDictionary::new();
            let piece = &variant.piece(kind as u8).name;
            entry.set("piece", &GString::from(piece.as_str()).to_variant());
            let square = variant.geometry.name(diagram.square);
            entry.set("square", &GString::from(square.as_str()).to_variant());
            entry.set("moves", &names(&diagram.moves).to_variant());
            entry.set("captures", &names(&diagram.captures).to_variant());
            diagrams.push(&entry.to_variant());
        }
        diagrams
    }

    /// Every piece on the board: {square, army, piece, grey}.
    #[func]
    fn pieces(&self) -> VarArray {
        let mut pieces = VarArray::new();
        let Some(game) = &self.game else {
            return pieces;
        };
        let variant = game.variant();
        let position = game.position();
        for army in 0..position.army_count() {
            let grey = !position.army_state(army).is_live();
            for &square in position.pieces(army) {
                let kind = position.cell(square).kind();
                let mut entry = VarDictionary::new();
                let square_name = variant.geometry.name(square);
                entry.set("square", &GString::from(square_name.as_str()).to_variant());
                entry.set("army", &GString::from(variant.army_name(army)).to_variant());
                entry.set(
                    "piece",
                    &GString::from(variant.piece(kind).name.as_str()).to_variant(),
                );
                entry.set("grey", &grey.to_variant());
                pieces.push(&entry.to_variant());
            }
        }
        pieces
    }

    /// Every action so far (moves, passes, resignations), oldest first.
    #[func]
    fn history(&self) -> PackedStringArray {
        self.game
            .as_ref()
            .map_or_else(PackedStringArray::new, |game| {
                game.actions().iter().map(GString::from).collect()
            })
    }

    /// A separate session showing the game after its first `count` actions, for
    /// looking back; null when `count` is out of range or no game is loaded.
    #[func]
    fn snapshot_at(&self, count: i64) -> Option<Gd<GameSession>> {
        let game = self.game.as_ref()?;
        let count = usize::try_from(count).ok()?;
        if count > game.actions().len() {
            return None;
        }
        let mut past = game.clone();
        while past.actions().len() > count {
            past.undo().ok()?;
        }
        let mut snapshot = GameSession::new_alloc();
        snapshot.bind_mut().game = Some(past);
        Some(snapshot)
    }

    /// The position in the game's FEN.
    #[func]
    fn fen(&self) -> GString {
        self.game
            .as_ref()
            .map_or_else(GString::new, |game| GString::from(game.fen().as_str()))
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
            Err(error) => self.fail(&error.to_string()),
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

struct Snapshot {
    to_move: GString,
    live: Vec<bool>,
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
                    live: (0..position.army_count())
                        .map(|army| position.army_state(army).is_live())
                        .collect(),
                    over: game.is_over(),
                }
            }
            None => Snapshot {
                to_move: GString::new(),
                live: Vec::new(),
                over: false,
            },
        }
    }

    /// Emits the signals for what changed since `before`.
    fn announce_changes(&mut self, before: Snapshot) {
        let after = self.snapshot();
        let Some(game) = &self.game else {
            return;
        };
        let eliminated: Vec<GString> = (0..after.live.len())
            .filter(|&army| before.live.get(army) == Some(&true) && !after.live[army])
            .map(|army| GString::from(game.variant().army_name(army as u8)))
            .collect();
        let faces: PackedInt32Array = (game.status().dice.unwrap_or_default().iter())
            .map(|&face| face as i32)
            .collect();
        for army in eliminated {
            self.signals().player_eliminated().emit(&army);
        }
        if !faces.is_empty() {
            self.signals().dice_rolled().emit(&faces);
        }
        if after.over && !before.over {
            let state = self.state();
            self.signals().game_over().emit(&state);
        } else if !after.over {
            self.signals().turn_changed().emit(&after.to_move);
        }
    }

    fn replace_game(&mut self, result: Result<Game, raja_core::Error>) -> GdError {
        match result {
            Ok(game) => {
                self.game = Some(game);
                let to_move = self.snapshot().to_move;
                self.signals().turn_changed().emit(&to_move);
                self.succeed()
            }
            Err(error) => self.fail(&error.to_string()),
        }
    }

    fn succeed(&mut self) -> GdError {
        self.last_error = GString::new();
        GdError::OK
    }

    fn fail(&mut self, why: &str) -> GdError {
        self.last_error = GString::from(why);
        GdError::FAILED
    }
}

/// "d1d2" starts with "d1", but "d10d9" does not start with the square "d1".
fn starts_with_longer_square(move_text: &str, square: &str) -> bool {
    move_text[square.len()..]
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_digit())
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
