//! The dice of every turn of a game: the faces each army threw and what became
//! of each die, used by a move or lost when the turn ended without it. The
//! position keeps only the dice of the turn in progress (a move clears them as
//! it ends the turn); `Game` keeps this record beside its actions, and undo
//! takes it back with them.

use serde::Serialize;

use crate::board::army::Army;

/// What became of a die.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum DieState {
    /// Still to be used this turn.
    Free,
    /// A move used it.
    Used,
    /// The turn ended without it.
    Lost,
}

impl DieState {
    pub fn name(self) -> &'static str {
        match self {
            DieState::Free => "free",
            DieState::Used => "used",
            DieState::Lost => "lost",
        }
    }
}

/// One turn's dice, in the order thrown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnDice {
    pub army: Army,
    /// Each die's face and what became of it.
    pub dice: Vec<(u8, DieState)>,
}

impl TurnDice {
    /// Whether a die of the turn is still to be used.
    pub fn is_open(&self) -> bool {
        self.dice.iter().any(|&(_, state)| state == DieState::Free)
    }

    fn close(&mut self) {
        for (_, state) in &mut self.dice {
            if *state == DieState::Free {
                *state = DieState::Lost;
            }
        }
    }
}

/// The dice turns of a game, oldest first.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DiceRecord {
    turns: Vec<TurnDice>,
}

/// Where the record stood before an action, for undo: an action changes only
/// the last turn and adds turns after it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct RecordMark {
    len: usize,
    last: Option<TurnDice>,
}

impl DiceRecord {
    /// Every turn so far, oldest first, the turn in progress last.
    pub fn turns(&self) -> &[TurnDice] {
        &self.turns
    }

    /// The last `count` turns, oldest first.
    pub fn last(&self, count: usize) -> &[TurnDice] {
        &self.turns[self.turns.len().saturating_sub(count)..]
    }

    /// The turn in progress, while it has dice to use.
    pub fn in_progress(&self) -> Option<&TurnDice> {
        self.turns.last().filter(|turn| turn.is_open())
    }

    /// `army` threw `faces` for a new turn: the turn before it is over.
    pub(crate) fn thrown(&mut self, army: Army, faces: impl IntoIterator<Item = u8>) {
        self.close_last();
        self.turns.push(TurnDice {
            army,
            dice: faces.into_iter().map(|f| (f, DieState::Free)).collect(),
        });
    }

    /// A move of the turn in progress used a die showing `face`.
    pub(crate) fn used(&mut self, face: u8) {
        let die = self.turns.last_mut().and_then(|turn| {
            turn.dice
                .iter_mut()
                .find(|&&mut (f, state)| f == face && state == DieState::Free)
        });
        if let Some(die) = die {
            die.1 = DieState::Used;
        }
    }

    /// The turn in progress ended: its unused dice are lost.
    pub(crate) fn close_last(&mut self) {
        if let Some(turn) = self.turns.last_mut() {
            turn.close();
        }
    }

    pub(crate) fn mark(&self) -> RecordMark {
        RecordMark {
            len: self.turns.len(),
            last: self.turns.last().cloned(),
        }
    }

    /// The record as it stood at `mark`.
    pub(crate) fn restore(&mut self, mark: RecordMark) {
        self.turns.truncate(mark.len);
        if let (Some(turn), Some(last)) = (self.turns.last_mut(), mark.last) {
            *turn = last;
        }
    }
}
