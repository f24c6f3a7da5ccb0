//! A game's score sheet in SAN, written as the game goes on.
//!
//! SAN needs the position before each move, so writing a whole game means
//! replaying it. A screen that shows the list after every move would replay the
//! game after every move: quadratic in its length. The sheet keeps its replay
//! and writes only the actions added since it last looked; when the game is no
//! longer the one it followed (an undo, a loaded game, a new game) it starts over.

use crate::error::Error;
use crate::game::{Action, Game};
use crate::state::outcome::GameResult;

/// The SAN of a game's actions, kept up to date by `update`.
#[derive(Clone, Default)]
pub struct SanSheet {
    /// The game replayed up to the last action written; `None` before the first
    /// update and after a failed one.
    replay: Option<Game>,
    /// The actions written so far.
    actions: Vec<Action>,
    /// Their SAN, one entry per action.
    written: Vec<String>,
}

impl SanSheet {
    pub fn new() -> SanSheet {
        SanSheet::default()
    }

    /// Brings the sheet up to `game`'s actions and returns their SAN: a move as
    /// SAN, a resignation as the result it gives (`1-0`, `0-1`). After an error
    /// the sheet is empty and the next update starts over.
    pub fn update(&mut self, game: &Game) -> Result<&[String], Error> {
        let mut replay = match self.replay.take() {
            Some(replay) if self.follows(&replay, game) => replay,
            _ => {
                self.actions.clear();
                self.written.clear();
                game.replay_start()?
            }
        };
        for action in &game.actions()[self.actions.len()..] {
            match write(&mut replay, action) {
                Ok(text) => {
                    self.actions.push(action.clone());
                    self.written.push(text);
                }
                Err(error) => {
                    self.actions.clear();
                    self.written.clear();
                    return Err(error);
                }
            }
        }
        self.replay = Some(replay);
        Ok(&self.written)
    }

    /// The SAN written so far.
    pub fn into_moves(self) -> Vec<String> {
        self.written
    }

    /// Whether `game` is the game this sheet has been writing (`replay`), played
    /// on: the same start, and the actions written still its first ones.
    fn follows(&self, replay: &Game, game: &Game) -> bool {
        replay.id() == game.id()
            && replay.seed() == game.seed()
            && replay.start_fen() == game.start_fen()
            && replay.scripted_rolls() == game.scripted_rolls()
            && game.actions().starts_with(&self.actions)
    }
}

/// Every action of `game` as a chess player reads it, replayed from its start:
/// a move in SAN, a resignation as the result it gives (`1-0`, `0-1`). A list
/// kept up to date as the game goes on is a `SanSheet`'s.
pub fn game_san(game: &Game) -> Result<Vec<String>, Error> {
    let mut sheet = SanSheet::new();
    sheet.update(game)?;
    Ok(sheet.into_moves())
}

impl Game {
    /// Every action so far as a player reads it: SAN in games whose data say so
    /// (`GameData::san`: chess, Chess960, antichess, crazyhouse; a
    /// resignation as its result), else the actions as they are saved.
    pub fn readable_moves(&self) -> Result<Vec<String>, Error> {
        match self.moves_in_san() {
            true => game_san(self),
            false => Ok(self.action_texts()),
        }
    }
}

/// The result token of a game: `1-0`, `0-1`, `1/2-1/2`, or `*` while it goes
/// on; PGN ends its moves with it, and the sheet writes a resignation so.
pub fn result_token(game: &Game) -> &'static str {
    match game.outcome().map(|o| &o.result) {
        Some(GameResult::TeamWin { team: 0 }) => "1-0",
        Some(GameResult::TeamWin { .. }) => "0-1",
        Some(GameResult::Draw) => "1/2-1/2",
        _ => "*",
    }
}

/// The SAN of one action, played on `replay` after.
fn write(replay: &mut Game, action: &Action) -> Result<String, Error> {
    let action = match action {
        Action::Resign(army) => {
            replay.resign(*army)?;
            return Ok(result_token(replay).to_string());
        }
        Action::Move(text) => text,
    };
    let legal = replay.legal_moves();
    let mv = crate::notation::parse_move(replay.variant(), action, &legal).ok_or_else(|| {
        Error::IllegalMove {
            text: action.to_string(),
            ply: replay.position().ply(),
            reason: String::new(),
        }
    })?;
    let text = crate::notation::san::to_san(replay.variant(), replay.position(), mv);
    replay.play_move(mv)?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Plays `plies` moves picked by a fixed sequence, returning each move's SAN
    /// as written on the live game just before it was played: the sheet's
    /// expected entries, found without any replay.
    fn play_picked(game: &mut Game, plies: usize, pick: usize) -> Vec<String> {
        let mut expected = Vec::new();
        for ply in 0..plies {
            let legal = game.legal_moves();
            if game.is_over() || legal.is_empty() {
                break;
            }
            let mv = legal[(ply * 7 + pick) % legal.len()];
            expected.push(game.san(mv));
            game.play_move(mv).unwrap();
        }
        expected
    }

    #[test]
    fn the_sheet_written_move_by_move_is_the_san_of_each_move() {
        for id in ["chess", "crazyhouse", "antichess"] {
            let mut game = Game::new(id, 3).unwrap();
            let mut sheet = SanSheet::new();
            let mut expected = Vec::new();
            for _ in 0..60 {
                expected.extend(play_picked(&mut game, 1, expected.len()));
                assert_eq!(sheet.update(&game).unwrap(), expected, "{id}");
            }
            assert!(expected.len() > 20, "{id}: the game went on");
        }
    }

    #[test]
    fn after_an_undo_and_another_move_the_sheet_is_rewritten() {
        let mut game = Game::new("crazyhouse", 0).unwrap();
        let mut expected = play_picked(&mut game, 40, 0);
        let mut sheet = SanSheet::new();
        sheet.update(&game).unwrap();
        for _ in 0..3 {
            game.undo().unwrap();
            expected.pop();
        }
        assert_eq!(sheet.update(&game).unwrap(), expected);
        let before = expected.last().cloned();
        expected.extend(play_picked(&mut game, 3, 5));
        assert_ne!(expected.last().cloned(), before);
        assert_eq!(sheet.update(&game).unwrap(), expected);
        assert_eq!(sheet.update(&game).unwrap(), game_san_from_scratch(&game));
    }

    fn game_san_from_scratch(game: &Game) -> Vec<String> {
        SanSheet::new().update(game).unwrap().to_vec()
    }

    #[test]
    fn another_game_is_written_from_its_own_start() {
        let mut sheet = SanSheet::new();
        let mut first = Game::new("chess", 0).unwrap();
        first.play("e2e4").unwrap();
        assert_eq!(sheet.update(&first).unwrap(), ["e4"]);
        // The same action from another start, where it checks the king on d5.
        let mut other = Game::from_fen("chess", "8/8/8/3k4/8/8/4P3/4K3 w - - 0 1").unwrap();
        other.play("e2e4").unwrap();
        assert_eq!(sheet.update(&other).unwrap(), ["e4+"]);
        // A loaded game of another variant.
        let mut loaded = Game::new("crazyhouse", 9).unwrap();
        let expected = play_picked(&mut loaded, 50, 2);
        assert_eq!(sheet.update(&loaded).unwrap(), expected);
    }

    #[test]
    fn a_resignation_is_written_as_its_result() {
        let mut game = Game::new("chess", 0).unwrap();
        let mut sheet = SanSheet::new();
        let mut expected = play_picked(&mut game, 9, 4);
        sheet.update(&game).unwrap();
        let white = game.army_by_name("white").unwrap();
        game.resign(white).unwrap();
        expected.push("0-1".to_string());
        assert_eq!(sheet.update(&game).unwrap(), expected);
        game.undo().unwrap();
        expected.pop();
        assert_eq!(sheet.update(&game).unwrap(), expected);
    }
}
