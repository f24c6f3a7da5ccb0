//! `GameSession`: one game of any raja-core game, driven from GDScript.
//!
//! It converts between Godot values and the engine's; every rule stays in raja-core.
//! Calls that can fail return a Godot `Error` code and leave the reason in
//! `last_error`, so a script can show it; nothing here panics on bad input.

use godot::global::Error as GdError;
use godot::prelude::*;
use raja_core::data::Notation;
use raja_core::san_sheet::SanSheet;
use raja_core::view::View;
use raja_core::{Game, Position};

use crate::dice_log::DiceLog;
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
    /// The dice of the last turns: thrown, used, lost (dice games).
    dice_log: DiceLog,
    /// The move list in SAN, written move by move (`move_list`).
    san_sheet: SanSheet,
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
    /// The dice of a new turn were thrown: its army and the faces (dice games).
    #[signal]
    fn dice_thrown(army: GString, faces: PackedInt32Array);
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
        let mut swaps = VarArray::new();
        let Ok(variant) = raja_core::variant(&game_id.to_string()) else {
            return swaps;
        };
        let piece_on = |square: u16| {
            variant
                .setup
                .iter()
                .find(|&&(s, _)| s == square)
                .map_or("", |(_, cell)| variant.piece(cell.kind()).name.as_str())
        };
        for swap in &variant.swaps {
            let (a, b) = swap.squares;
            let mut entry = VarDictionary::new();
            let army = variant.army_name(swap.army);
            entry.set("army", &GString::from(army).to_variant());
            let squares: PackedStringArray = [a, b]
                .iter()
                .map(|&s| GString::from(variant.geometry.name(s).as_str()))
                .collect();
            entry.set("squares", &squares.to_variant());
            let pieces: PackedStringArray =
                [a, b].iter().map(|&s| GString::from(piece_on(s))).collect();
            entry.set("pieces", &pieces.to_variant());
            swaps.push(&entry.to_variant());
        }
        swaps
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
            Err(error) => return self.fail(&error.to_string()),
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
    /// drops of the pocket piece P of the side to move ("P@e4"). A pass is
    /// left out (Janggi's general staying, `e2e2`): it has its own button,
    /// and a second tap on a piece must not pass.
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
                let passes = |m: &String| raja_core::notation::names_a_pass(game.variant(), m);
                game.legal_move_strings()
                    .into_iter()
                    .filter(|m| keep(m) && !passes(m))
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
            Some(game) => {
                let position = game.position().clone();
                game.play(&text).map(|mv| (position, mv))
            }
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok((position, mv)) => {
                self.record_dice(&position, Some(mv));
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
                if !self.dice_log.undo()
                    && let Some(game) = &self.game
                {
                    self.dice_log = DiceLog::of(game);
                }
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
            Some(game) => {
                let position = game.position().clone();
                game.army_by_name(&army.to_string())
                    .and_then(|index| game.resign(index))
                    .map(|()| position)
            }
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok(position) => {
                self.record_dice(&position, None);
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
    /// left out; file and rank count from 0 at a1), `armies`, each {army, forward},
    /// `points` (pieces stand on the points where lines cross, as in Xiangqi and
    /// Janggi), `river` (a river crosses the middle, as in Xiangqi), `palaces`
    /// (each a PackedStringArray of squares), `passing` (a player may pass a
    /// move, as in Janggi), `shogi_numbers` and `wxf_numbers` (the coordinates
    /// Shogi's and Xiangqi's notations read), `royal` (the
    /// names of the pieces whose loss ends an army, marked when in check) and
    /// `art` (piece name → the piece whose drawing it borrows, Sittuyin's).
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
        let variant = game.variant();
        board.set("points", &variant.data.board.points.to_variant());
        board.set("river", &variant.data.board.river.to_variant());
        // A player may pass a move (Janggi): the screen keeps a pass button.
        board.set("passing", &variant.data.passing.to_variant());
        // The coordinates Shogi's notation reads: files numbered from the first
        // player's right, ranks from the far side.
        let notation = variant.data.notation;
        board.set(
            "shogi_numbers",
            &(notation == Notation::ShogiNumbers).to_variant(),
        );
        // Xiangqi's WXF: files numbered from each player's right, no ranks.
        board.set("wxf_numbers", &(notation == Notation::Wxf).to_variant());
        // The royal pieces' regions (Xiangqi's palaces), drawn with their diagonals.
        let mut palaces = VarArray::new();
        for army in 0..variant.army_count() as u8 {
            for kind in (0..variant.kind_count() as u8).filter(|&k| variant.is_royal(k)) {
                if let Some(region) = variant.region(kind, army) {
                    let names: PackedStringArray = region
                        .map(|square| GString::from(geometry.name(square).as_str()))
                        .collect();
                    palaces.push(&names.to_variant());
                }
            }
        }
        board.set("palaces", &palaces.to_variant());
        let royal: PackedStringArray = (0..variant.kind_count() as u8)
            .filter(|&kind| variant.is_royal(kind))
            .map(|kind| GString::from(variant.piece(kind).name.as_str()))
            .collect();
        board.set("royal", &royal.to_variant());
        // Pieces drawn as another piece (Sittuyin's general as the met): name → drawing.
        let mut art = VarDictionary::new();
        for piece in &variant.data.pieces {
            if let Some(drawing) = &piece.art {
                art.set(
                    &GString::from(piece.name.as_str()).to_variant(),
                    &GString::from(drawing.as_str()).to_variant(),
                );
            }
        }
        board.set("art", &art.to_variant());
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

    /// The name of the piece the legal move `move_text` leaves where it lands
    /// (the promoted piece of "a7a8q" or "c7c8+", the dropped piece of "P@e5",
    /// else the piece that moves), for the promotion choice; "" and
    /// `last_error` set for a text naming no legal move.
    #[func]
    fn landing_piece(&mut self, move_text: GString) -> GString {
        let named = self.game.as_ref().map(|game| {
            game.landing_kind(&move_text.to_string())
                .map(|kind| game.variant().piece(kind).name.clone())
        });
        match named {
            Some(Some(name)) => {
                self.succeed();
                GString::from(name.as_str())
            }
            Some(None) => {
                self.fail(&format!("{move_text} is no legal move"));
                GString::new()
            }
            None => {
                self.fail("no game is loaded");
                GString::new()
            }
        }
    }

    /// For the rules page: each piece alone near the middle of the board, where it
    /// may move and capture, as the engine's move generator sees it:
    /// [{piece, square, moves: [squares], captures: [squares], screens:
    /// [{square, piece}] (the pieces a vaulting cannon jumps, set beside it)}];
    /// a merged piece
    /// (friendly chess) also {parts: the names of the two pieces it is made of}.
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
            let mut screens = VarArray::new();
            for &(square, screen) in &diagram.screens {
                let mut cell = VarDictionary::new();
                let name = GString::from(variant.geometry.name(square).as_str());
                cell.set("square", &name.to_variant());
                let piece = GString::from(variant.piece(screen).name.as_str());
                cell.set("piece", &piece.to_variant());
                screens.push(&cell.to_variant());
            }
            entry.set("screens", &screens.to_variant());
            if let Some(Some((a, b))) = variant.merged.get(kind) {
                let parts: PackedStringArray = [a, b]
                    .iter()
                    .map(|&&k| GString::from(variant.piece(k).name.as_str()))
                    .collect();
                entry.set("parts", &parts.to_variant());
            }
            diagrams.push(&entry.to_variant());
        }
        diagrams
    }

    /// Every piece on the board: {square, army, piece, grey}; a merged piece
    /// (friendly chess) also {merged: its two parts' letters, "NB"}.
    #[func]
    fn pieces(&self) -> VarArray {
        match &self.game {
            Some(game) => piece_entries(game, game.position()),
            None => VarArray::new(),
        }
    }

    /// The squares `army` (its name or letter) sees, by name: in fog of war its
    /// pieces' squares and where they may move, in other games every square.
    /// Empty without a game or for an unknown army.
    #[func]
    fn visible_squares(&self, army: GString) -> PackedStringArray {
        let Some((game, view)) = self.view_of(&army) else {
            return PackedStringArray::new();
        };
        let geometry = &game.variant().geometry;
        view.squares()
            .map(|s| GString::from(geometry.name(s).as_str()))
            .collect()
    }

    /// `board()` as `army` (its name or letter) sees it: each square also
    /// {visible}, and besides `pieces` (as `pieces()`, only those it sees) and
    /// `fen` (hidden squares written empty). In games without fog every square is
    /// visible and every piece there. Empty without a game or for an unknown army.
    #[func]
    fn board_for(&self, army: GString) -> VarDictionary {
        let Some((game, view)) = self.view_of(&army) else {
            return VarDictionary::new();
        };
        let mut board = self.board();
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
            entry.set("visible", &view.is_visible(square).to_variant());
            squares.push(&entry.to_variant());
        }
        board.set("squares", &squares.to_variant());
        board.set("pieces", &piece_entries(game, &view.position).to_variant());
        let fen = view.fen(game.variant());
        board.set("fen", &GString::from(fen.as_str()).to_variant());
        board
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

    /// The move list as players read it: {moves, passes, pairs, first_ply}.
    /// `passes` holds the indices of the moves that pass. `moves` has
    /// one entry per action (as `history()`): SAN where the game's data say so
    /// (chess, Chess960, antichess, crazyhouse; a resignation as its result,
    /// `1-0`), the actions as they are elsewhere. `pairs` tells that they read in pairs, white's move
    /// and black's under one move number; `first_ply` is the start's ply (0 at
    /// the usual start, odd when black moved first). Empty without a game or
    /// when the list cannot be written (`last_error` says why).
    #[func]
    fn move_list(&mut self) -> VarDictionary {
        let mut list = VarDictionary::new();
        let Some(game) = &self.game else {
            return list;
        };
        let first_ply = game.first_ply();
        let pairs = game.moves_in_san();
        let written = match pairs {
            true => self.san_sheet.update(game),
            false => Ok(game.actions()),
        };
        let moves: PackedStringArray = match written {
            Ok(moves) => moves.iter().map(GString::from).collect(),
            Err(error) => {
                self.fail(&error.to_string());
                return list;
            }
        };
        // Which entries pass (Janggi's SAN writes a pass as the general's
        // move, `Ke2`): the screen names them.
        let passes: PackedInt32Array = game
            .actions()
            .iter()
            .enumerate()
            .filter(|(_, action)| raja_core::notation::names_a_pass(game.variant(), action))
            .map(|(i, _)| i as i32)
            .collect();
        list.set("moves", &moves.to_variant());
        list.set("passes", &passes.to_variant());
        list.set("pairs", &pairs.to_variant());
        list.set("first_ply", &i64::from(first_ply).to_variant());
        self.succeed();
        list
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
        snapshot.bind_mut().dice_log = DiceLog::current_only(&past);
        snapshot.bind_mut().game = Some(past);
        Some(snapshot)
    }

    /// The dice of the last `count` turns (at most 64), oldest first, the turn in
    /// progress last: [{army, dice: [{face, state}]}], a state being "free" (still
    /// to use), "used" or "lost" (the turn ended without it). Empty without dice.
    #[func]
    fn dice_turns(&self, count: i64) -> VarArray {
        let mut turns = VarArray::new();
        let Some(game) = &self.game else {
            return turns;
        };
        let count = usize::try_from(count.clamp(0, 64)).unwrap_or(0);
        for turn in self.dice_log.last(count) {
            let mut dice = VarArray::new();
            for &(face, state) in &turn.dice {
                let mut die = VarDictionary::new();
                die.set("face", &i64::from(face).to_variant());
                die.set("state", &GString::from(state.name()).to_variant());
                dice.push(&die.to_variant());
            }
            let mut entry = VarDictionary::new();
            let army = game.variant().army_name(turn.army);
            entry.set("army", &GString::from(army).to_variant());
            entry.set("dice", &dice.to_variant());
            turns.push(&entry.to_variant());
        }
        turns
    }

    /// For each face still to use this turn, the squares of the pieces it lets
    /// move now: {face: PackedStringArray}. Empty without dice or when over.
    #[func]
    fn dice_moves(&self) -> VarDictionary {
        let mut by_face = VarDictionary::new();
        let Some(game) = &self.game else {
            return by_face;
        };
        let (Some(rule), Some(dice)) = (&game.variant().dice, game.position().dice()) else {
            return by_face;
        };
        let legal = game.legal_moves();
        let position = game.position();
        for face in dice.faces() {
            let allowed = rule.kinds(face);
            let mut squares: Vec<u16> = legal
                .iter()
                .filter(|mv| mv.is_board_move())
                .map(|mv| mv.from)
                .filter(|&from| allowed & (1 << position.cell(from).kind()) != 0)
                .collect();
            squares.sort_unstable();
            squares.dedup();
            let names: PackedStringArray = squares
                .iter()
                .map(|&s| GString::from(game.variant().geometry.name(s).as_str()))
                .collect();
            by_face.set(&i64::from(face).to_variant(), &names.to_variant());
        }
        by_face
    }

    /// The squares to draw marked, by kind: "throne" and "marked" (squares the
    /// rule's board marks), "promotion" (of the pawn on `selected`, else of the
    /// pieces of the army to move) and "capturable" (royal pieces the player to move may take,
    /// in games with check): {kind: PackedStringArray}. `selected` may be empty.
    #[func]
    fn marked_squares(&self, selected: GString) -> VarDictionary {
        let mut marks = VarDictionary::new();
        let Some(game) = &self.game else {
            return marks;
        };
        let variant = game.variant();
        let selected = variant.geometry.parse_square(&selected.to_string());
        for kind in ["throne", "marked", "promotion", "capturable"] {
            marks.set(kind, &PackedStringArray::new().to_variant());
        }
        let mut lists: Vec<(&str, PackedStringArray)> = Vec::new();
        for (mark, square) in game.marked_squares(selected) {
            let name = GString::from(variant.geometry.name(square).as_str());
            match lists.iter_mut().find(|(kind, _)| *kind == mark.name()) {
                Some((_, list)) => list.push(&name),
                None => lists.push((mark.name(), PackedStringArray::from([name]))),
            }
        }
        for (kind, list) in lists {
            marks.set(kind, &list.to_variant());
        }
        marks
    }

    /// The position in the game's FEN.
    #[func]
    fn fen(&self) -> GString {
        self.game
            .as_ref()
            .map_or_else(GString::new, |game| GString::from(game.fen().as_str()))
    }

    /// The game in its standard record format: PGN for chess, Chess960,
    /// antichess and crazyhouse, PGN4 for four-player chess. Empty for other
    /// games (they have none; the screen writes this app's notation) and when
    /// no game is loaded or writing failed (`last_error` says why).
    #[func]
    fn standard_record(&mut self) -> GString {
        let record = self.game.as_ref().and_then(|game| game.standard_record());
        match record {
            Some(Ok(text)) => GString::from(text.as_str()),
            Some(Err(error)) => {
                self.fail(&error.to_string());
                GString::new()
            }
            None => GString::new(),
        }
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
    /// The game and what `army` (name or letter) sees of it.
    fn view_of(&self, army: &GString) -> Option<(&Game, View)> {
        let game = self.game.as_ref()?;
        let army = game.army_by_name(&army.to_string()).ok()?;
        Some((game, game.view(army)))
    }

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
                self.dice_log = DiceLog::of(&game);
                self.game = Some(game);
                self.announce_throw();
                let to_move = self.snapshot().to_move;
                self.signals().turn_changed().emit(&to_move);
                self.succeed()
            }
            Err(error) => self.fail(&error.to_string()),
        }
    }

    /// Notes the dice an action used, lost and threw; signals a new throw.
    fn record_dice(&mut self, before: &raja_core::Position, played: Option<raja_core::Move>) {
        let thrown = match &self.game {
            Some(game) => self.dice_log.record(before, played, game),
            None => false,
        };
        if thrown {
            self.announce_throw();
        }
    }

    fn announce_throw(&mut self) {
        let (Some(game), Some(turn)) = (&self.game, self.dice_log.in_progress()) else {
            return;
        };
        let army = GString::from(game.variant().army_name(turn.army));
        let faces: PackedInt32Array = turn.dice.iter().map(|&(face, _)| face as i32).collect();
        self.signals().dice_thrown().emit(&army, &faces);
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

/// The pieces of `position` as `pieces()` gives them.
fn piece_entries(game: &Game, position: &Position) -> VarArray {
    let mut pieces = VarArray::new();
    let variant = game.variant();
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
            if let Some(Some((a, b))) = variant.merged.get(usize::from(kind)) {
                let letters: String = [variant.piece(*a).letter, variant.piece(*b).letter]
                    .iter()
                    .map(|c| c.to_ascii_uppercase())
                    .collect();
                entry.set("merged", &GString::from(letters.as_str()).to_variant());
            }
            pieces.push(&entry.to_variant());
        }
    }
    pieces
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
