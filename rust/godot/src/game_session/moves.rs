//! The legal moves, and playing, taking back and resigning.

use godot::global::Error as GdError;
use godot::prelude::*;

use super::GameSession;
use crate::dice_log::DiceLog;

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
}

/// "d1d2" starts with "d1", but "d10d9" does not start with the square "d1".
fn starts_with_longer_square(move_text: &str, square: &str) -> bool {
    move_text[square.len()..]
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_digit())
}
