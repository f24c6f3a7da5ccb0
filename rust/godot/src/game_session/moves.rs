//! The legal moves, and playing, taking back and resigning.

use godot::global::Error as GdError;
use godot::prelude::*;

use super::GameSession;
use crate::describe::effect::effect;
use crate::describe::moves::{move_option, move_options};
use crate::json_variant::{array, dictionary};

#[godot_api(secondary)]
impl GameSession {
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

    /// Every legal move as an entry: {text, first, from, to, drop, promotion,
    /// second, pass, action, captures} (`describe::moves::MoveOption`), so a
    /// script never reads a move's text. Empty without a game or when it is over.
    #[func]
    fn move_options(&self) -> VarArray {
        self.game
            .as_ref()
            .map_or_else(VarArray::new, |game| array(&move_options(game)))
    }

    /// The entry of the legal move `move_text` (as `move_options` gives it), e.g.
    /// a bot's move for the hint; empty (and `last_error` set) if it is none.
    #[func]
    fn move_option(&mut self, move_text: GString) -> VarDictionary {
        let found = match &self.game {
            Some(game) => move_option(game, &move_text.to_string()),
            None => {
                self.fail("no game is loaded");
                return VarDictionary::new();
            }
        };
        match found {
            Some(option) => {
                self.succeed();
                dictionary(&option)
            }
            None => {
                self.fail(&format!("{move_text} is no legal move"));
                VarDictionary::new()
            }
        }
    }

    /// The legal moves of the piece on the square named `square` (e.g. "d2"),
    /// as texts. A pass is left out (Janggi's general staying, `e2e2`): it has
    /// its own button, and a second tap on a piece must not pass. Empty (and
    /// `last_error` set) for a name that is no square.
    #[func]
    fn legal_moves_from(&mut self, square: GString) -> PackedStringArray {
        let square = square.to_string();
        let moves = self.loaded().and_then(|game| {
            if game.variant().geometry.parse_square(&square).is_none() {
                return Err(format!("{square} is no square"));
            }
            Ok(move_options(game)
                .into_iter()
                .filter(|option| option.from == square && !option.pass)
                .map(|option| GString::from(option.text.as_str()))
                .collect())
        });
        self.answer(moves)
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
                self.fail_with(&error);
                PackedStringArray::new()
            }
            (Ok(_), None) => PackedStringArray::new(),
        }
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

    /// Plays a move such as "d2d3" or "pass".
    #[func]
    fn play(&mut self, move_text: GString) -> GdError {
        let before = self.snapshot();
        let text = move_text.to_string();
        let result = match self.game.as_mut() {
            Some(game) => {
                let turns = game.dice_record().turns().len();
                let effect = effect(game, &text);
                game.play(&text).map(|_| (turns, effect))
            }
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok((turns, effect)) => {
                self.announce_new_throw(turns);
                let effect = dictionary(&effect.unwrap_or_default());
                self.signals().move_played().emit(&effect);
                self.announce_changes(before);
                self.succeed()
            }
            Err(error) => self.fail_with(&error),
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
                self.announce_position();
                self.succeed()
            }
            Err(error) => self.fail_with(&error),
        }
    }

    /// Takes back the last action, then more until one of `armies` (names or
    /// letters) is to move or nothing is left to take back: a player's "undo"
    /// against bots goes back to that player's own turn. The signals tell
    /// the position reached, once. Fails, taking nothing back, when nothing
    /// was played or an army is unknown.
    #[func]
    fn undo_until(&mut self, armies: PackedStringArray) -> GdError {
        let Some(game) = self.game.as_mut() else {
            return self.fail("no game is loaded");
        };
        let wanted: Result<Vec<raja_core::Army>, raja_core::Error> = armies
            .as_slice()
            .iter()
            .map(|name| game.army_by_name(&name.to_string()))
            .collect();
        if let Err(error) = wanted.clone().and_then(|_| game.undo()) {
            return self.fail_with(&error);
        }
        let wanted = wanted.unwrap_or_default();
        // Each action taken back was played, so it can be taken back.
        while !game.actions().is_empty()
            && !wanted.contains(&game.position().to_move())
            && game.undo().is_ok()
        {}
        self.announce_position();
        self.succeed()
    }

    /// The army named `army` (e.g. "red") resigns.
    #[func]
    fn resign(&mut self, army: GString) -> GdError {
        let before = self.snapshot();
        let result = match self.game.as_mut() {
            Some(game) => {
                let turns = game.dice_record().turns().len();
                game.army_by_name(&army.to_string())
                    .and_then(|army| game.resign(army))
                    .map(|()| turns)
            }
            None => return self.fail("no game is loaded"),
        };
        match result {
            Ok(turns) => {
                self.announce_new_throw(turns);
                self.announce_changes(before);
                self.succeed()
            }
            Err(error) => self.fail_with(&error),
        }
    }
}
