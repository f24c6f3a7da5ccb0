//! What a player does in a game, as the game keeps it and a save replays it: a
//! move, or an army's resignation. One text for each, the same on the command
//! line, in UCI's move lists and in saves: a move's own text, `resign:<army>`.

use std::fmt;

use crate::board::army::Army;
use crate::error::Error;
use crate::movegen::variant::Variant;

/// How a resignation's text starts; the army's name follows.
const RESIGN: &str = "resign:";
/// How saves of format 1 wrote a resignation; the army's letter followed.
const RESIGN_FORMAT_1: &str = "resign ";

/// One action of a game.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// A move, as its text (a move in two parts whole: `e2e4,e4d5`).
    Move(String),
    /// An army resigns.
    Resign(Army),
}

impl Action {
    /// Reads an action: `resign:<army>` (by name or letter) or a move's text,
    /// which the game checks when it plays it.
    pub fn parse(variant: &Variant, text: &str) -> Result<Action, Error> {
        let text = text.trim();
        match text.strip_prefix(RESIGN) {
            Some(army) => Ok(Action::Resign(army_named(variant, army)?)),
            None => Ok(Action::Move(text.to_string())),
        }
    }

    /// Reads an action as saves of format 1 wrote it: a resignation was
    /// `resign <army letter>`.
    pub fn parse_format_1(variant: &Variant, text: &str) -> Result<Action, Error> {
        match text.strip_prefix(RESIGN_FORMAT_1) {
            Some(letter) => Ok(Action::Resign(army_named(variant, letter)?)),
            None => Ok(Action::Move(text.to_string())),
        }
    }

    /// The action as text, which `parse` reads back.
    pub fn text<'a>(&'a self, variant: &'a Variant) -> ActionText<'a> {
        ActionText {
            action: self,
            variant,
        }
    }

    /// The move's text, if the action is a move.
    pub fn move_text(&self) -> Option<&str> {
        match self {
            Action::Move(text) => Some(text),
            Action::Resign(_) => None,
        }
    }

    pub fn is_resignation(&self) -> bool {
        matches!(self, Action::Resign(_))
    }
}

/// An action written out: `Display` gives its text.
pub struct ActionText<'a> {
    action: &'a Action,
    variant: &'a Variant,
}

impl fmt::Display for ActionText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.action {
            Action::Move(text) => f.write_str(text),
            Action::Resign(army) => write!(f, "{RESIGN}{}", self.variant.army_name(*army)),
        }
    }
}

fn army_named(variant: &Variant, name: &str) -> Result<Army, Error> {
    variant
        .army_by_name(name)
        .ok_or_else(|| Error::BadArmy(name.to_string()))
}

#[cfg(test)]
mod tests {
    use super::Action;
    use crate::board::army::Army;

    #[test]
    fn a_resignation_reads_by_name_or_letter_and_writes_by_name() {
        let variant = crate::game::registry::variant("fourplayer-teams").unwrap();
        let blue = Action::Resign(Army::SECOND);
        assert_eq!(Action::parse(&variant, "resign:blue").unwrap(), blue);
        assert_eq!(Action::parse(&variant, "resign:b").unwrap(), blue);
        assert_eq!(blue.text(&variant).to_string(), "resign:blue");
        assert!(Action::parse(&variant, "resign:purple").is_err());
    }

    #[test]
    fn a_format_1_save_wrote_a_resignation_by_letter_after_a_space() {
        let variant = crate::game::registry::variant("chess").unwrap();
        let black = Action::parse_format_1(&variant, "resign b").unwrap();
        assert_eq!(black, Action::Resign(Army::SECOND));
        assert_eq!(black.text(&variant).to_string(), "resign:black");
        assert_eq!(
            Action::parse_format_1(&variant, "e2e4").unwrap(),
            Action::Move("e2e4".into())
        );
    }

    #[test]
    fn anything_else_is_a_move_for_the_game_to_judge() {
        let variant = crate::game::registry::variant("chess").unwrap();
        let action = Action::parse(&variant, " e2e4 ").unwrap();
        assert_eq!(action.move_text(), Some("e2e4"));
        assert!(!action.is_resignation());
    }
}
