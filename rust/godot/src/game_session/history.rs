//! Looking back: the actions, the move list, earlier positions, the dice of the
//! last turns and the game's record.

use godot::prelude::*;
use raja_core::game::Action;

use super::GameSession;
use crate::describe::effect::effect;
use crate::json_variant::dictionary;
use raja_core::move_sheet::EntryKind;

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
    /// `history()`), in parallel arrays: `moves` the texts (SAN where the
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
    /// to use), "used" or "lost" (the turn ended without it). Empty without dice.
    #[func]
    fn dice_turns(&self, count: i64) -> VarArray {
        let mut turns = VarArray::new();
        let Some(game) = &self.game else {
            return turns;
        };
        let count = usize::try_from(count.clamp(0, 64)).unwrap_or(0);
        for turn in game.dice_record().last(count) {
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
        let mut list = VarDictionary::new();
        let Some(game) = &self.game else {
            return list;
        };
        let entries = match self.move_sheet.update(game) {
            Ok(entries) => entries,
            Err(error) => {
                let error = error.clone();
                self.fail_with(&error);
                return list;
            }
        };
        let variant = game.variant();
        // In fog a reader sees its own moves only, as it sees its own pieces.
        let hides =
            |army: raja_core::Army| variant.data.fog && reader.is_some_and(|reader| reader != army);
        let moves: PackedStringArray = entries
            .iter()
            .map(|e| match hides(e.army) {
                true => GString::new(),
                false => GString::from(&e.text),
            })
            .collect();
        let armies: PackedStringArray = entries
            .iter()
            .map(|e| GString::from(variant.army_name(e.army)))
            .collect();
        let rounds: PackedInt32Array = entries
            .iter()
            .map(|e| e.round.map_or(0, |r| r as i32))
            .collect();
        let indices_where = |keep: &dyn Fn(usize) -> bool| -> PackedInt32Array {
            (0..entries.len())
                .filter(|&i| keep(i))
                .map(|i| i as i32)
                .collect()
        };
        let passes = indices_where(&|i| entries[i].kind == EntryKind::Pass);
        let resignations = indices_where(&|i| entries[i].kind == EntryKind::Resignation);
        let hidden = indices_where(&|i| hides(entries[i].army));
        list.set("moves", &moves.to_variant());
        list.set("armies", &armies.to_variant());
        list.set("rounds", &rounds.to_variant());
        list.set("passes", &passes.to_variant());
        list.set("resignations", &resignations.to_variant());
        list.set("hidden", &hidden.to_variant());
        list.set("pairs", &(variant.army_count() == 2).to_variant());
        list.set("first_ply", &i64::from(game.first_ply()).to_variant());
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
