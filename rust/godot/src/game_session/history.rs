//! Looking back: the actions, the move list, earlier positions, the dice of the
//! last turns and the game's record.

use godot::prelude::*;
use raja_core::game::Action;

use super::GameSession;
use crate::describe::dice::dice_turns;
use crate::describe::effect::effect;
use crate::describe::move_list::move_list;
use crate::json_variant::{array, dictionary};

#[godot_api(secondary)]
impl GameSession {
    /// What the last action did, as `move_played` told it (for marking it on
    /// the board when looking back); empty before the first action and after a
    /// resignation.
    #[func]
    fn last_move(&self) -> VarDictionary {
        let Some(game) = &self.game else {
            return VarDictionary::new();
        };
        let Some(action) = game.actions().last().and_then(Action::move_text) else {
            return VarDictionary::new();
        };
        let mut before = game.clone();
        match before.undo() {
            Ok(()) => effect(&before, action).map_or_else(VarDictionary::new, |e| dictionary(&e)),
            Err(_) => VarDictionary::new(),
        }
    }

    /// Every action so far (moves, passes, resignations), oldest first.
    #[func]
    fn history(&self) -> PackedStringArray {
        self.game
            .as_ref()
            .map_or_else(PackedStringArray::new, |game| {
                game.action_texts().iter().map(GString::from).collect()
            })
    }

    /// The move list as players read it, one entry per action (as
    /// `history()`), in parallel arrays (`describe::move_list::MoveList`): `moves` the texts (SAN where the
    /// game's data say so, a resignation as its result, `1-0`; Duck chess's
    /// `Nf3 @d5`; elsewhere the actions as saved, a resignation as ""),
    /// `armies` who played each, `rounds` the move number an entry begins (0
    /// within a round: a number counts rounds, every army once, not plies),
    /// `passes` and `resignations` the indices of the entries that are such,
    /// `hidden` those whose move the reader may not see (none here:
    /// `move_list_for`). `pairs`: two armies, read white's move and black's
    /// under one number; `first_ply` the start's ply (odd when black moved
    /// first). Empty without a game or when the list cannot be written
    /// (`last_error` says why).
    #[func]
    fn move_list(&mut self) -> VarDictionary {
        self.write_move_list(None)
    }

    /// `move_list()` as the army `army` (its name or letter) may read it: in a
    /// game with fog the other armies' moves are hidden, their texts "" and
    /// their indices in `hidden`; in other games the whole list. Empty (and
    /// `last_error` set) for an unknown army.
    #[func]
    fn move_list_for(&mut self, army: GString) -> VarDictionary {
        let reader = self.loaded().and_then(|game| {
            game.army_by_name(&army.to_string())
                .map_err(|error| error.to_string())
        });
        match self.answer(reader.map(Some)) {
            Some(reader) => self.write_move_list(Some(reader)),
            None => VarDictionary::new(),
        }
    }

    /// What each army's seat counted after every action, from the start: one
    /// array per army (as `state()["armies"]`), its coins where the game counts
    /// coins, else its points; each `history().size() + 1` long. For the
    /// result's chart, without replaying the game once per action.
    #[func]
    fn score_history(&self) -> Array<PackedInt32Array> {
        let mut lines = Array::new();
        let Some(game) = &self.game else {
            return lines;
        };
        let coins = game.variant().scoring == raja_core::data::Scoring::Coins;
        let positions: Vec<&raja_core::Position> = game
            .positions_before()
            .chain(std::iter::once(game.position()))
            .collect();
        for army in game.variant().armies() {
            let line: PackedInt32Array = positions
                .iter()
                .map(|position| match coins {
                    true => position.rule_state().coins[army.index()],
                    false => position.points(army) as i32,
                })
                .collect();
            lines.push(&line);
        }
        lines
    }

    /// A separate session showing the game after its first `count` actions, for
    /// looking back; null (and `last_error` set) when `count` is out of range or no game is loaded.
    #[func]
    fn snapshot_at(&mut self, count: i64) -> Option<Gd<GameSession>> {
        let past = self.loaded().and_then(|game| {
            let played = game.actions().len();
            let count = usize::try_from(count)
                .ok()
                .filter(|&count| count <= played)
                .ok_or_else(|| format!("{count} is not from 0 to {played} actions"))?;
            let mut past = game.clone();
            while past.actions().len() > count {
                past.undo().map_err(|error| error.to_string())?;
            }
            Ok(Some(past))
        });
        let past = self.answer(past)?;
        let mut snapshot = GameSession::new_alloc();
        snapshot.bind_mut().game = Some(past);
        Some(snapshot)
    }

    /// The dice of the last `count` turns (at most 64), oldest first, the turn in
    /// progress last: [{army, dice: [{face, state}]}], a state being "free" (still
    /// to use), "used" or "lost" (the turn ended without it)
    /// (`describe::dice::DiceTurn`). Empty without dice.
    #[func]
    fn dice_turns(&self, count: i64) -> VarArray {
        let count = usize::try_from(count.clamp(0, 64)).unwrap_or(0);
        match &self.game {
            Some(game) => array(&dice_turns(game, count)),
            None => VarArray::new(),
        }
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
                self.fail_with(&error);
                GString::new()
            }
            None => GString::new(),
        }
    }
}

impl GameSession {
    /// The move list (`move_list`), as `reader` may read it (`None`: all of it).
    fn write_move_list(&mut self, reader: Option<raja_core::Army>) -> VarDictionary {
        let Some(game) = &self.game else {
            return VarDictionary::new();
        };
        let entries = match self.move_sheet.update(game) {
            Ok(entries) => entries,
            Err(error) => {
                let error = error.clone();
                self.fail_with(&error);
                return VarDictionary::new();
            }
        };
        let list = dictionary(&move_list(game, entries, reader));
        self.succeed();
        list
    }

    /// Signals the dice of a new turn in progress, if the action after which
    /// the game's dice record held `turns_before` turns threw one.
    pub(super) fn announce_new_throw(&mut self, turns_before: usize) {
        let thrown = self
            .game
            .as_ref()
            .is_some_and(|game| game.dice_record().turns().len() > turns_before);
        if thrown {
            self.announce_throw();
        }
    }

    pub(super) fn announce_throw(&mut self) {
        let Some((game, turn)) = self
            .game
            .as_ref()
            .and_then(|game| Some((game, game.dice_record().in_progress()?)))
        else {
            return;
        };
        let army = GString::from(game.variant().army_name(turn.army));
        let faces: PackedInt32Array = turn.dice.iter().map(|&(face, _)| face as i32).collect();
        self.signals().dice_thrown().emit(&army, &faces);
    }
}
