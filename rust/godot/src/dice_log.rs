//! The dice of each turn as players see them: thrown, used or lost. The engine keeps
//! only the faces still to use in the turn in progress; this log follows the game
//! action by action and finds the turns the engine threw and lost by itself (a
//! player whose dice allow no move) by throwing copies of its dice again.

use raja_core::dice::DiceState;
use raja_core::{Army, Game, Move, Position};

/// What became of one die.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DieState {
    /// Still to use in the turn in progress.
    Free,
    /// A move used it.
    Used,
    /// The turn ended without using it: no move allowed it, or the player passed.
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
    pub dice: Vec<(u8, DieState)>,
}

impl TurnDice {
    fn is_open(&self) -> bool {
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

/// Turns longer ago than this are forgotten: the screen shows the last few.
const KEPT_TURNS: usize = 64;
/// More turns thrown by one action than this means the copies went astray.
const MOST_TURNS_PER_ACTION: usize = 256;

/// The dice turns of a game, newest last, with what `undo` needs to go back.
#[derive(Clone, Debug, Default)]
pub struct DiceLog {
    turns: Vec<TurnDice>,
    undo: Vec<Vec<TurnDice>>,
}

impl DiceLog {
    /// The log of a game that has just started (or been loaded: its actions are
    /// replayed). Games started from a FEN show their turn in progress only.
    pub fn of(game: &Game) -> DiceLog {
        let mut log = DiceLog::default();
        if game.variant().dice.is_none() {
            return log;
        }
        if game.start_fen().is_none()
            && let Ok(mut replay) =
                Game::with_rolls(game.id(), game.seed(), None, game.scripted_rolls())
        {
            let mut fresh = DiceState::new(game.seed());
            fresh.script(game.scripted_rolls().iter().copied());
            let first_army = Position::start(replay.variant(), game.seed()).to_move();
            log.add_thrown(&fresh, first_army, &replay);
            for action in game.actions() {
                let before = replay.position().clone();
                let played = match replay.play(action) {
                    Ok(mv) => Some(mv),
                    Err(_) => match replay.apply_action(action) {
                        Ok(()) => None,
                        Err(_) => return DiceLog::current_only(game),
                    },
                };
                log.record(&before, played, &replay);
            }
            if replay.fen() == game.fen() {
                return log;
            }
        }
        DiceLog::current_only(game)
    }

    /// Only the turn in progress, its used dice unknown (looking back, FEN starts).
    pub fn current_only(game: &Game) -> DiceLog {
        let mut log = DiceLog::default();
        if let Some(dice) = game.position().dice()
            && !game.is_over()
        {
            let faces: Vec<(u8, DieState)> = dice
                .faces()
                .into_iter()
                .map(|f| (f, DieState::Free))
                .collect();
            if !faces.is_empty() {
                log.turns.push(TurnDice {
                    army: game.position().to_move(),
                    dice: faces,
                });
            }
        }
        log
    }

    /// The turn in progress, while it has dice to use.
    pub fn in_progress(&self) -> Option<&TurnDice> {
        self.turns.last().filter(|turn| turn.is_open())
    }

    /// The last `count` turns, oldest first.
    pub fn last(&self, count: usize) -> &[TurnDice] {
        &self.turns[self.turns.len().saturating_sub(count)..]
    }

    /// Notes what an action did to the dice: `before` is the position before it,
    /// `played` its move (`None` for a resignation), `game` the game after it.
    /// Returns whether the action threw the dice of a new turn in progress.
    pub fn record(&mut self, before: &Position, played: Option<Move>, game: &Game) -> bool {
        if game.variant().dice.is_none() {
            return false;
        }
        self.undo.push(self.turns.clone());
        if self.undo.len() > KEPT_TURNS * 4 {
            self.undo.remove(0);
        }
        let variant = game.variant();
        // The die the move used: the first free one whose face allows the piece,
        // as the engine chooses.
        if let (Some(mv), Some(rule), Some(turn)) = (played, &variant.dice, self.turns.last_mut())
            && mv.is_board_move()
            && turn.army == before.to_move()
        {
            let kind = before.cell(mv.from).kind();
            if let Some(die) = turn
                .dice
                .iter_mut()
                .find(|(face, state)| *state == DieState::Free && rule.kinds(*face).contains(kind))
            {
                die.1 = DieState::Used;
            }
        }
        let Some(thrown_before) = before.dice() else {
            return false;
        };
        let first_army = match played {
            Some(mv) => {
                // The move's own turn ends in the move, or later when the dice
                // left allow no move; the next throw is for the army after it.
                let mut after_move = before.clone();
                after_move.make(variant, mv);
                match after_move.dice().is_some_and(|d| d.turn.rolled) {
                    true => game.position().next_live_after(after_move.to_move()),
                    false => after_move.to_move(),
                }
            }
            None => game.position().next_live_after(before.to_move()),
        };
        self.add_thrown(thrown_before, first_army, game)
    }

    /// Takes back what the last `record` did; false when it is forgotten.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(turns) => {
                self.turns = turns;
                true
            }
            None => false,
        }
    }

    /// Adds the turns thrown since the dice were `before` (the game now holds the
    /// dice after them): the first thrown for `first_army`, then for each army in
    /// turn. Every one but the turn in progress was lost whole. Returns whether
    /// a turn in progress was thrown.
    fn add_thrown(&mut self, before: &DiceState, first_army: Army, game: &Game) -> bool {
        let (Some(rule), Some(after)) = (&game.variant().dice, game.position().dice()) else {
            return false;
        };
        let target = (after.thrown, after.scripted().count());
        let mut copy = before.clone();
        let mut thrown: Vec<Vec<u8>> = Vec::new();
        while (copy.thrown, copy.scripted().count()) != target {
            if copy.thrown > target.0 || thrown.len() >= MOST_TURNS_PER_ACTION {
                return false; // not the dice this game threw: show none rather than wrong ones
            }
            copy.roll(rule.per_turn, rule.first_face..=rule.last_face());
            thrown.push(copy.faces());
        }
        if thrown.is_empty() {
            if game.is_over() || !after.turn.rolled {
                self.close_last();
            }
            return false;
        }
        self.close_last();
        let position = game.position();
        let mut army = first_army;
        let mut in_progress_thrown = false;
        for (i, faces) in thrown.iter().enumerate() {
            if i > 0 {
                army = position.next_live_after(army);
            }
            let mut turn = TurnDice {
                army,
                dice: faces.iter().map(|&f| (f, DieState::Free)).collect(),
            };
            let in_progress = i + 1 == thrown.len() && after.turn.rolled && !game.is_over();
            if in_progress {
                in_progress_thrown = true;
            } else {
                turn.close();
            }
            self.turns.push(turn);
        }
        if self.turns.len() > KEPT_TURNS {
            self.turns.drain(..self.turns.len() - KEPT_TURNS);
        }
        in_progress_thrown
    }

    fn close_last(&mut self) {
        if let Some(turn) = self.turns.last_mut()
            && turn.is_open()
        {
            turn.close();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn states(log: &DiceLog) -> Vec<(u8, Vec<(u8, DieState)>)> {
        // Armies by number, as the test tables write them.
        log.last(64)
            .iter()
            .map(|t| (t.army.number(), t.dice.clone()))
            .collect()
    }

    fn play(game: &mut Game, log: &mut DiceLog, text: &str) -> bool {
        let before = game.position().clone();
        let mv = game.play(text).expect("a legal move");
        log.record(&before, Some(mv), game)
    }

    use DieState::{Free, Lost, Used};

    #[test]
    fn a_die_without_a_move_is_lost_and_so_is_a_whole_turn_without_one() {
        // Čaturádží at the start: the elephants (4 and 6) are boxed in by their own
        // pieces. Red throws 4 and 1, green 4 and 4, yellow 1 and 1.
        let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[4, 1, 4, 4, 1, 1]).unwrap();
        let mut log = DiceLog::of(&game);
        assert_eq!(states(&log), [(0, vec![(4, Free), (1, Free)])]);
        assert!(play(&mut game, &mut log, "d2d3"));
        assert_eq!(
            states(&log),
            [
                (0, vec![(4, Lost), (1, Used)]),
                (1, vec![(4, Lost), (4, Lost)]),
                (2, vec![(1, Free), (1, Free)]),
            ]
        );
        assert_eq!(
            game.position().to_move(),
            Army::new(2),
            "yellow moves after green lost his turn"
        );
        log.undo();
        assert_eq!(states(&log), [(0, vec![(4, Free), (1, Free)])]);
    }

    #[test]
    fn the_first_die_that_allows_the_piece_is_used_and_the_turn_goes_on() {
        // Red throws 1 (pawn or king) and 2 (boat); the boat on a1 may jump to c3.
        let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[1, 2, 3, 3]).unwrap();
        let mut log = DiceLog::of(&game);
        assert!(!play(&mut game, &mut log, "a1c3"), "the turn goes on");
        assert_eq!(states(&log), [(0, vec![(1, Free), (2, Used)])]);
        assert!(play(&mut game, &mut log, "d2d3"), "green throws");
        assert_eq!(
            states(&log),
            [
                (0, vec![(1, Used), (2, Used)]),
                (1, vec![(3, Free), (3, Free)])
            ]
        );
    }

    #[test]
    fn a_loaded_game_shows_the_same_dice_as_the_game_played() {
        let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[4, 1, 4, 4, 1, 1]).unwrap();
        let mut log = DiceLog::of(&game);
        play(&mut game, &mut log, "d2d3");
        play(&mut game, &mut log, "e7e6");
        let replayed = DiceLog::of(&game);
        assert_eq!(states(&replayed), states(&log));
    }

    #[test]
    fn games_without_dice_log_nothing() {
        let mut game = Game::new("chaturaji", 7).unwrap();
        let mut log = DiceLog::of(&game);
        assert!(!play(&mut game, &mut log, "d2d3"));
        assert!(log.last(64).is_empty());
    }
}
