//! The move list a screen shows: every action as a player reads it, the army
//! that played it, and the move numbers.
//!
//! A move number counts rounds, every army moving once (white and black in
//! chess, the four armies in turn in Čaturádží), not plies. A round begins
//! where the turn comes back round to an army seated before the one that
//! moved last; dice turns of several moves, passes and armies out of the game
//! keep the count right. A resignation belongs to no round.
//!
//! The texts: SAN where the game's data say so (`SanSheet`, a resignation as
//! its result), Duck chess's two parts as `Nf3 @d5` (the piece's SAN, then
//! where the duck lands), else the actions as saved. The sheet is written as
//! the game goes on: like the SAN sheet, it keeps what it wrote and adds only
//! the actions played since it last looked.

use crate::board::army::Army;
use crate::error::Error;
use crate::game::{Action, Game};
use crate::movegen::legal_moves;
use crate::notation::{names_a_pass, parse_move, san::to_san};
use crate::record::san_sheet::SanSheet;
use crate::state::position::Position;

/// What an entry of the sheet records.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EntryKind {
    Move,
    /// A pass: a dice turn's rest, or Janggi's general staying on its point.
    Pass,
    /// The army gave up; a SAN sheet writes its result (`1-0`), others nothing.
    Resignation,
}

/// One action of the game as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SheetEntry {
    pub text: String,
    /// The army that played it (that resigned).
    pub army: Army,
    /// The move number this entry begins, counted in rounds; `None` within one.
    pub round: Option<u32>,
    pub kind: EntryKind,
}

/// A game's move list, kept up to date by `update`.
#[derive(Clone, Default)]
pub struct MoveSheet {
    san: SanSheet,
    /// Which game the entries belong to: id, seed, start and the actions written.
    game: Option<(String, u64, Option<String>, Vec<u8>)>,
    actions: Vec<Action>,
    entries: Vec<SheetEntry>,
    /// The round in progress and the last army that moved in it.
    round: u32,
    last_mover: Option<Army>,
}

impl MoveSheet {
    pub fn new() -> MoveSheet {
        MoveSheet::default()
    }

    /// Brings the sheet up to `game`'s actions and returns its entries, one per
    /// action. After an error the sheet starts over at the next update.
    pub fn update(&mut self, game: &Game) -> Result<&[SheetEntry], Error> {
        if !self.follows(game) {
            *self = MoveSheet {
                san: std::mem::take(&mut self.san),
                game: Some(key_of(game)),
                round: 1 + game.first_ply() / game.variant().army_count().max(1) as u32,
                ..MoveSheet::default()
            };
        }
        let sans = match game.moves_in_san() {
            true => match self.san.update(game) {
                Ok(sans) => Some(sans.to_vec()),
                Err(error) => {
                    self.game = None;
                    return Err(error);
                }
            },
            false => None,
        };
        let positions: Vec<&Position> = game.positions_before().collect();
        for index in self.actions.len()..game.actions().len() {
            let action = &game.actions()[index];
            let before = positions[index];
            let after = positions.get(index + 1).copied().unwrap_or(game.position());
            let written = match &sans {
                Some(sans) => Ok(sans[index].clone()),
                None => plain_text(game, action, before, after),
            };
            let entry = match written {
                Ok(text) => self.entry(game, action, before, text),
                Err(error) => {
                    self.game = None;
                    return Err(error);
                }
            };
            self.actions.push(action.clone());
            self.entries.push(entry);
        }
        Ok(&self.entries)
    }

    fn entry(
        &mut self,
        game: &Game,
        action: &Action,
        before: &Position,
        text: String,
    ) -> SheetEntry {
        let variant = game.variant();
        let action = match action {
            Action::Move(action) => action,
            Action::Resign(army) => return resignation(game, *army, text),
        };
        let army = before.to_move();
        let begins = match self.last_mover {
            None => true,
            Some(last) => army < last,
        };
        if begins && self.last_mover.is_some() {
            self.round += 1;
        }
        self.last_mover = Some(army);
        let kind = match names_a_pass(variant, action) {
            true => EntryKind::Pass,
            false => EntryKind::Move,
        };
        SheetEntry {
            text,
            army,
            round: begins.then_some(self.round),
            kind,
        }
    }

    /// Whether `game` is the game this sheet has been writing, played on.
    fn follows(&self, game: &Game) -> bool {
        self.game.as_ref() == Some(&key_of(game)) && game.actions().starts_with(&self.actions)
    }
}

/// A resignation: no round, and no text but the result a SAN sheet writes.
fn resignation(game: &Game, army: Army, text: String) -> SheetEntry {
    let text = match game.moves_in_san() {
        true => text,
        false => String::new(),
    };
    SheetEntry {
        text,
        army,
        round: None,
        kind: EntryKind::Resignation,
    }
}

fn key_of(game: &Game) -> (String, u64, Option<String>, Vec<u8>) {
    (
        game.id().to_string(),
        game.seed(),
        game.start_fen().map(str::to_string),
        game.scripted_rolls().to_vec(),
    )
}

/// The text of an action in a game without SAN: a move in two parts (the
/// duck's) as the piece's SAN and the duck's landing square, `Nf3 @d5`; a
/// resignation as nothing; anything else as saved.
fn plain_text(
    game: &Game,
    action: &Action,
    before: &Position,
    after: &Position,
) -> Result<String, Error> {
    let Action::Move(action) = action else {
        return Ok(String::new());
    };
    let variant = game.variant();
    let Some((first, _)) = action.split_once(',') else {
        return Ok(action.to_string());
    };
    let illegal = || Error::IllegalMove {
        text: action.to_string(),
        ply: before.ply(),
        reason: String::new(),
    };
    let piece_move =
        parse_move(variant, first, &legal_moves(variant, before)).ok_or_else(illegal)?;
    let piece = to_san(variant, before, piece_move);
    let landing = after
        .pieces(variant.neutral_army())
        .first()
        .map(|&square| variant.geometry.name(square))
        .ok_or_else(illegal)?;
    Ok(format!("{piece} @{landing}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sheet(game: &Game) -> Vec<SheetEntry> {
        MoveSheet::new().update(game).unwrap().to_vec()
    }

    fn rounds(entries: &[SheetEntry]) -> Vec<Option<u32>> {
        entries.iter().map(|e| e.round).collect()
    }

    #[test]
    fn chess_numbers_moves_not_plies() {
        let mut game = Game::new("chess", 0).unwrap();
        game.play_all("e2e4 e7e5 g1f3 b8c6 f1b5").unwrap();
        let entries = sheet(&game);
        let texts: Vec<&str> = entries.iter().map(|e| e.text.as_str()).collect();
        assert_eq!(texts, ["e4", "e5", "Nf3", "Nc6", "Bb5"]);
        assert_eq!(rounds(&entries), [Some(1), None, Some(2), None, Some(3)]);
        assert_eq!(entries[1].army, Army::SECOND);
    }

    #[test]
    fn black_moving_first_begins_the_first_round_and_white_the_next() {
        let mut game = Game::from_fen("chess", "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1").unwrap();
        game.play_all("e8d8 e1g1").unwrap();
        assert_eq!(rounds(&sheet(&game)), [Some(1), Some(2)]);
    }

    #[test]
    fn games_without_san_pair_their_moves_too() {
        let mut game = Game::new("atomic", 0).unwrap();
        game.play_all("e2e4 d7d5 g1f3").unwrap();
        let entries = sheet(&game);
        assert_eq!(entries[0].text, "e2e4");
        assert_eq!(rounds(&entries), [Some(1), None, Some(2)]);
    }

    #[test]
    fn four_armies_count_rounds_and_name_the_mover() {
        let mut game = Game::new("chaturaji", 1).unwrap();
        for _ in 0..9 {
            let mv = game.legal_moves()[0];
            game.play_move(mv).unwrap();
        }
        let entries = sheet(&game);
        let armies: Vec<u8> = entries.iter().map(|e| e.army.number()).collect();
        assert_eq!(armies, [0, 1, 2, 3, 0, 1, 2, 3, 0]);
        assert_eq!(
            rounds(&entries),
            [
                Some(1),
                None,
                None,
                None,
                Some(2),
                None,
                None,
                None,
                Some(3)
            ]
        );
    }

    #[test]
    fn a_dice_turn_of_several_moves_is_one_turn_of_its_round() {
        let mut game = Game::new("chaturaji-dice", 4).unwrap();
        while game.actions().len() < 40 && !game.is_over() {
            let mv = game.legal_moves()[0];
            game.play_move(mv).unwrap();
        }
        let entries = sheet(&game);
        let mut expected_round = 0;
        let mut last = None;
        for entry in &entries {
            if last.is_none_or(|last| entry.army < last) {
                expected_round += 1;
                assert_eq!(entry.round, Some(expected_round));
            } else {
                assert_eq!(entry.round, None);
            }
            last = Some(entry.army);
        }
        assert!(
            expected_round < entries.len() as u32,
            "some turns had two moves"
        );
    }

    #[test]
    fn a_duck_move_reads_as_the_piece_and_where_the_duck_lands() {
        let mut game = Game::new("duck", 0).unwrap();
        game.play("g1f3,f3d5").unwrap();
        game.play("e7e6,e6c3").unwrap();
        let entries = sheet(&game);
        let texts: Vec<&str> = entries.iter().map(|e| e.text.as_str()).collect();
        assert_eq!(texts, ["Nf3 @d5", "e6 @c3"]);
        assert_eq!(rounds(&entries), [Some(1), None]);
    }

    #[test]
    fn a_resignation_names_its_army_and_begins_no_round() {
        let mut game = Game::new("chaturaji", 1).unwrap();
        let mv = game.legal_moves()[0];
        game.play_move(mv).unwrap();
        game.resign(Army::new(2)).unwrap();
        let entries = sheet(&game);
        assert_eq!(entries[1].kind, EntryKind::Resignation);
        assert_eq!((entries[1].army, entries[1].round), (Army::new(2), None));
        assert_eq!(entries[1].text, "");
        let mut chess = Game::new("chess", 0).unwrap();
        chess.play_all("e2e4 resign:black").unwrap();
        assert_eq!(sheet(&chess)[1].text, "1-0");
    }

    #[test]
    fn a_janggi_pass_is_a_pass() {
        let mut game = Game::new("janggi", 0).unwrap();
        let pass = game.pass_move().map(|mv| game.move_string(mv)).unwrap();
        game.play(&pass).unwrap();
        assert_eq!(sheet(&game)[0].kind, EntryKind::Pass);
    }

    #[test]
    fn the_sheet_kept_up_move_by_move_is_the_sheet_written_at_once() {
        for id in ["chess", "chaturaji-dice", "duck", "seasons"] {
            let mut game = Game::new(id, 2).unwrap();
            let mut kept = MoveSheet::new();
            for ply in 0..50 {
                let legal = game.legal_move_strings();
                if game.is_over() || legal.is_empty() {
                    break;
                }
                game.play(&legal[(ply * 5) % legal.len()]).unwrap();
                if ply == 30 {
                    game.undo().unwrap();
                    game.undo().unwrap();
                }
                assert_eq!(kept.update(&game).unwrap(), sheet(&game), "{id}");
            }
        }
    }
}
