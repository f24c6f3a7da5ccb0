//! A game in progress: the public API for the command line, bots and Godot.
//! It settles automatic transitions (dice throws, forced passes, lost dice) after
//! every action, keeps snapshots for undo and the actions for saves.
//!
//! Beside it: `registry` (game ids), `status`, `marks` (squares a board marks),
//! `view` (what a side sees) and `perft`.

pub mod action;
pub mod dice_record;
pub mod marks;
pub mod perft;
pub mod refusal;
pub mod registry;
pub mod status;
pub mod view;

use std::sync::Arc;

use crate::board::army::Army;
use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::error::Error;
pub use crate::game::action::Action;
use crate::game::dice_record::{DiceRecord, RecordMark};
use crate::movegen::generate_legal;
use crate::movegen::variant::Variant;
use crate::notation::{move_to_string, parse_move};
use crate::rules::turn::settle;
use crate::state::dice::DiceState;
use crate::state::outcome::Outcome;
use crate::state::position::Position;
use crate::state::setup::Setup;

#[derive(Clone)]
pub struct Game {
    variant: Arc<Variant>,
    position: Position,
    outcome: Option<Outcome>,
    /// What undo goes back to: each action's position, outcome and dice record before it.
    history: Vec<(Position, Option<Outcome>, RecordMark)>,
    /// The dice of every turn (dice games).
    dice_record: DiceRecord,
    actions: Vec<Action>,
    start_fen: Option<String>,
    seed: u64,
    scripted_rolls: Vec<u8>,
    /// The first part of a move whose second part is due (the duck to place).
    first_part: Option<Move>,
}

impl Game {
    /// A new game of `id` from its start position; `seed` drives the dice.
    pub fn new(id: &str, seed: u64) -> Result<Game, Error> {
        Game::with_rolls(id, seed, None, &[])
    }

    /// A Chess960 game of `id` (a game with the `chess960` option) from start
    /// `number`, 0–959 in Scharnagl's numbering (518 is the classical start).
    /// `Game::new` draws the start from its seed instead.
    pub fn chess960(id: &str, number: u16) -> Result<Game, Error> {
        let variant = registry::variant(id)?;
        if !variant.options.chess960 {
            return Err(Error::BadOption(format!("{id} has no Chess960 starts")));
        }
        if number >= crate::state::chess960::COUNT {
            return Err(Error::BadOption(format!(
                "Chess960 start {number} is not from 0 to 959"
            )));
        }
        let setup = Setup::start(&variant).chess960(&variant, number);
        let position = Position::from_setup(&variant, &setup)?;
        Game::from_fen(id, &crate::notation::fen::write(&variant, &position))
    }

    /// A game of `id` from its start with the pieces of some of its swappable
    /// pairs exchanged (`Variant::swaps`): bit `i` of `swaps` for the `i`-th
    /// pair (Janggi: each player's horse and elephant on either wing).
    pub fn arranged(id: &str, swaps: u32) -> Result<Game, Error> {
        let variant = registry::variant(id)?;
        let count = variant.swaps.len();
        if count == 0 || u64::from(swaps) >> count != 0 {
            return Err(Error::BadOption(format!(
                "{id} has {count} pairs of pieces to exchange, not the set {swaps:#b}"
            )));
        }
        let setup = (0..count)
            .filter(|i| swaps & (1 << i) != 0)
            .fold(Setup::start(&variant), |setup, i| {
                setup.swapped(&variant, i)
            });
        let position = Position::from_setup(&variant, &setup)?;
        Game::from_fen(id, &crate::notation::fen::write(&variant, &position))
    }

    /// A game of `id` from a FEN (whose dice field carries the seed), or from a
    /// chess.com FEN4 (four-player chess).
    pub fn from_fen(id: &str, fen: &str) -> Result<Game, Error> {
        Game::with_rolls(id, 0, Some(fen), &[])
    }

    /// The general constructor: from the start (with `seed`) or from a FEN, with
    /// dice faces imposed before any throw (tests, replays of scripted games).
    pub fn with_rolls(id: &str, seed: u64, fen: Option<&str>, rolls: &[u8]) -> Result<Game, Error> {
        let variant = registry::variant(id)?;
        let mut position = match fen {
            Some(fen) if crate::notation::fen4::is_fen4(fen) => {
                crate::notation::fen4::parse(&variant, fen)?
            }
            Some(fen) => crate::notation::fen::parse(&variant, fen)?,
            None => Position::start(&variant, seed)?,
        };
        if let Some(dice) = &mut position.dice {
            dice.script(rolls.iter().copied());
        }
        let seed = position.dice.as_ref().map_or(seed, |d| d.seed);
        let mut game = Game {
            variant,
            position,
            outcome: None,
            history: Vec::new(),
            dice_record: DiceRecord::default(),
            actions: Vec::new(),
            start_fen: fen.map(str::to_string),
            seed,
            scripted_rolls: rolls.to_vec(),
            first_part: None,
        };
        // A FEN may start in the middle of a turn: its dice are the first thrown.
        if let Some(dice) = game.position.dice.as_ref().filter(|d| d.turn.rolled) {
            let army = game.position.to_move;
            game.dice_record.thrown(army, dice.turn.faces());
        }
        game.settle();
        Ok(game)
    }

    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    pub fn id(&self) -> &str {
        &self.variant.id
    }

    pub fn position(&self) -> &Position {
        &self.position
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }

    pub fn seed(&self) -> u64 {
        self.seed
    }

    pub fn start_fen(&self) -> Option<&str> {
        self.start_fen.as_deref()
    }

    /// The ply the first action is played in (odd when a FEN let black move
    /// first), as `replay_start` would show it, without replaying: the oldest
    /// position kept for undo is the start, settled.
    pub fn first_ply(&self) -> u32 {
        self.history
            .first()
            .map_or(&self.position, |(start, _, _)| start)
            .ply()
    }

    pub fn scripted_rolls(&self) -> &[u8] {
        &self.scripted_rolls
    }

    /// This game as it stood before its first action.
    pub fn replay_start(&self) -> Result<Game, Error> {
        let fen = self.start_fen.as_deref();
        Game::with_rolls(self.id(), self.seed, fen, &self.scripted_rolls)
    }

    /// Actions played so far, oldest first.
    pub fn actions(&self) -> &[Action] {
        &self.actions
    }

    /// The position each action was played in, oldest first: one per action.
    pub fn positions_before(&self) -> impl Iterator<Item = &Position> {
        self.history.iter().map(|(position, _, _)| position)
    }

    /// The actions played so far as text, as saves, the command line and UCI
    /// write them (`Action::text`).
    pub fn action_texts(&self) -> Vec<String> {
        let variant = &self.variant;
        self.actions
            .iter()
            .map(|action| action.text(variant).to_string())
            .collect()
    }

    /// Imposes the next dice faces (tests). Dice already thrown for the turn in
    /// progress stay; the script is used from the next throw on. Saves of games
    /// scripted this way replay only if scripted before the first throw.
    pub fn script_rolls(&mut self, faces: &[u8]) {
        if let Some(dice) = &mut self.position.dice {
            dice.script(faces.iter().copied());
            self.scripted_rolls.extend_from_slice(faces);
        }
    }

    /// The legal moves of the side to move (none when the game is over).
    pub fn legal_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        crate::movegen::legal_moves(&self.variant, &self.position)
    }

    /// The legal move that passes the turn, if there is one (`Move::passes`).
    pub fn pass_move(&self) -> Option<Move> {
        self.legal_moves().into_iter().find(|mv| mv.passes())
    }

    /// The legal moves as text. A move in two parts (the duck's) is written
    /// whole, `first,second`, as Fairy-Stockfish writes it; once its first part
    /// is played, the second parts alone.
    pub fn legal_move_strings(&self) -> Vec<String> {
        let moves = self.legal_moves();
        if !self.splits_moves() || self.position.rule_state.second_part_due {
            return moves.into_iter().map(|m| self.move_string(m)).collect();
        }
        let mut texts = Vec::new();
        for first in moves {
            match self.second_parts(first) {
                Some(seconds) if !seconds.is_empty() => texts.extend(
                    seconds
                        .into_iter()
                        .map(|second| self.two_part_text(first, second)),
                ),
                _ => texts.push(self.move_string(first)),
            }
        }
        texts
    }

    /// The text of a move, or of the second part of a move while it is due.
    pub fn move_string(&self, mv: Move) -> String {
        match (self.first_part, self.position.rule_state.second_part_due) {
            (Some(first), true) => self.second_part_string(first, mv),
            _ => move_to_string(&self.variant, mv),
        }
    }

    /// The whole text of a move in two parts: `e2e4,e4d5`.
    pub fn two_part_text(&self, first: Move, second: Move) -> String {
        let text = move_to_string(&self.variant, first);
        format!("{text},{}", self.second_part_string(first, second))
    }

    fn second_part_string(&self, first: Move, second: Move) -> String {
        let landing = crate::notation::landing(&self.variant, first);
        self.variant
            .rules
            .second_part_text(&self.variant, landing, second)
            .unwrap_or_else(|| move_to_string(&self.variant, second))
    }

    /// Whether the game's moves may come in two parts (the duck's).
    fn splits_moves(&self) -> bool {
        self.variant.rule_moves && self.variant.rules.second_part()
    }

    /// The legal second parts after the first part `first` (a legal move), or
    /// `None` if it has none to follow.
    pub fn second_parts(&self, first: Move) -> Option<Vec<Move>> {
        if !self.splits_moves() || self.position.rule_state.second_part_due {
            return None;
        }
        let mut position = self.position.clone();
        position.make(&self.variant, first);
        if !position.rule_state.second_part_due {
            return None;
        }
        let mut seconds = Vec::new();
        let army = position.to_move;
        let kinds = position.movable_kinds(&self.variant);
        generate_legal(&self.variant, &mut position, army, kinds, &mut seconds);
        Some(seconds)
    }

    /// The legal second parts after the first part written `text`.
    pub fn second_parts_after(&self, text: &str) -> Result<Vec<Move>, Error> {
        let illegal = || Error::IllegalMove {
            text: text.to_string(),
            ply: self.position.ply,
            reason: String::new(),
        };
        let first =
            parse_move(&self.variant, text.trim(), &self.legal_moves()).ok_or_else(illegal)?;
        self.second_parts(first).ok_or_else(illegal)
    }

    /// Plays a move given as text; a move in two parts whole (`e2e4,e4d5`) or
    /// part by part.
    pub fn play(&mut self, text: &str) -> Result<Move, Error> {
        let text = text.trim();
        let illegal = || Error::IllegalMove {
            text: text.to_string(),
            ply: self.position.ply,
            reason: refusal::why_refused(&self.variant, &self.position, text),
        };
        if let Some((first, second)) = text.split_once(',')
            && self.splits_moves()
            && !self.position.rule_state.second_part_due
        {
            let first =
                parse_move(&self.variant, first, &self.legal_moves()).ok_or_else(illegal)?;
            let seconds = self.second_parts(first).ok_or_else(illegal)?;
            let second = seconds
                .into_iter()
                .find(|&m| self.second_part_string(first, m) == second)
                .ok_or_else(illegal)?;
            self.play_legal(first);
            self.play_legal(second);
            return Ok(first);
        }
        let legal = self.legal_moves();
        let mv = match self.first_part {
            Some(first) if self.position.rule_state.second_part_due => legal
                .iter()
                .copied()
                .find(|&m| self.second_part_string(first, m) == text),
            _ => parse_move(&self.variant, text, &legal),
        }
        .ok_or_else(illegal)?;
        self.play_legal(mv);
        Ok(mv)
    }

    /// The kind of piece the legal move `text` leaves where it lands: the new
    /// piece of a promotion, the dropped piece, else the piece that moves.
    /// `None` for a text naming no legal board move or drop.
    pub fn landing_kind(&self, text: &str) -> Option<Kind> {
        let mv = parse_move(&self.variant, text.trim(), &self.legal_moves())?;
        if let Some((kind, _)) = mv.dropped() {
            return Some(kind);
        }
        let moved = self.position.cell(mv.from);
        match mv.promotion() {
            Some(kind) => Some(kind),
            None if mv.is_board_move() && !moved.is_empty() => Some(moved.kind()),
            None => None,
        }
    }

    /// Plays a move taken from `legal_moves`.
    pub fn play_move(&mut self, mv: Move) -> Result<(), Error> {
        if !self.legal_moves().contains(&mv) {
            let text = self.move_string(mv);
            return Err(Error::IllegalMove {
                text,
                ply: self.position.ply,
                reason: String::new(),
            });
        }
        self.play_legal(mv);
        Ok(())
    }

    fn play_legal(&mut self, mv: Move) {
        let text = match self.first_part.take() {
            // The second part joins its first in one action and one undo step.
            Some(first) if self.position.rule_state.second_part_due => {
                self.actions.pop();
                self.two_part_text(first, mv)
            }
            _ => {
                self.push_history();
                self.move_string(mv)
            }
        };
        let die = self.die_for(mv);
        self.position.make(&self.variant, mv);
        if let Some(face) = die {
            self.dice_record.used(face);
        }
        if self.position.rule_state.second_part_due {
            self.first_part = Some(mv);
        }
        self.actions.push(Action::Move(text));
        self.settle();
    }

    /// Plays several space-separated actions (moves and `resign:<army>`);
    /// stops at the first bad one.
    pub fn play_all(&mut self, actions: &str) -> Result<(), Error> {
        for text in actions.split_whitespace() {
            let action = Action::parse(&self.variant, text)?;
            self.act(&action)?;
        }
        Ok(())
    }

    /// The army called by this name or letter.
    pub fn army_by_name(&self, name: &str) -> Result<Army, Error> {
        self.variant
            .army_by_name(name)
            .ok_or_else(|| Error::BadArmy(name.to_string()))
    }

    /// `army` resigns: its army turns grey (king included, unless the rules let
    /// the king walk on by itself).
    pub fn resign(&mut self, army: Army) -> Result<(), Error> {
        if self.outcome.is_some() {
            return Err(Error::GameOver);
        }
        if army.index() >= self.variant.army_count() || !self.position.army_state(army).is_live() {
            return Err(Error::BadArmy(format!("{army} is not in the game")));
        }
        self.push_history();
        let variant = Arc::clone(&self.variant);
        let state = variant.rules.resigned_state();
        self.position.set_army_state(&variant, army, state);
        variant.rules.resigned(&variant, &mut self.position, army);
        if self.position.to_move == army {
            if self.position.dice.is_some() {
                self.position.close_dice_turn(&variant);
            } else {
                self.position.pass_turn(&variant);
            }
        }
        self.actions.push(Action::Resign(army));
        self.settle();
        Ok(())
    }

    /// Plays one action: a move by its text, or a resignation.
    pub fn act(&mut self, action: &Action) -> Result<(), Error> {
        match action {
            Action::Move(text) => self.play(text).map(|_| ()),
            Action::Resign(army) => self.resign(*army),
        }
    }

    /// Takes back the last action.
    pub fn undo(&mut self) -> Result<(), Error> {
        let (position, outcome, dice) = self.history.pop().ok_or(Error::NothingToUndo)?;
        self.position = position;
        self.outcome = outcome;
        self.dice_record.restore(dice);
        self.first_part = None;
        self.actions.pop();
        Ok(())
    }

    /// The position as a FEN.
    pub fn fen(&self) -> String {
        crate::notation::fen::write(&self.variant, &self.position)
    }

    /// The SAN of `mv`, one of the legal moves (two-player games).
    pub fn san(&self, mv: Move) -> String {
        crate::notation::san::to_san(&self.variant, &self.position, mv)
    }

    /// Plays a move given in SAN (`Nf3`, `O-O`, `e8=Q`).
    pub fn play_san(&mut self, text: &str) -> Result<Move, Error> {
        let legal = self.legal_moves();
        let mv = crate::notation::san::parse_san(&self.variant, &self.position, &legal, text)?;
        self.play_move(mv)?;
        Ok(mv)
    }

    /// Whether `readable_moves` is SAN, read in pairs: white's move, black's.
    pub fn moves_in_san(&self) -> bool {
        self.variant.data.san
    }

    /// What `army` sees of the position: everything, unless the game has fog.
    pub fn view(&self, army: Army) -> crate::game::view::View {
        crate::game::view::view(&self.variant, &self.position, army)
    }

    /// The position as a chess.com FEN4 (four-player chess; see `fen4` for what
    /// it cannot carry).
    pub fn fen4(&self) -> String {
        crate::notation::fen4::write(&self.variant, &self.position)
    }

    /// Perft from the current position (diceless games only).
    pub fn perft(&self, depth: u32) -> Result<u64, Error> {
        if self.variant.dice.is_some() {
            return Err(Error::PerftWithDice);
        }
        if depth > 0 && self.outcome.is_some() {
            return Ok(0);
        }
        let mut position = self.position.clone();
        Ok(crate::game::perft::perft(
            &self.variant,
            &mut position,
            depth,
        ))
    }

    /// Perft per legal move, in `legal_moves` order.
    pub fn divide(&self, depth: u32) -> Result<Vec<(String, u64)>, Error> {
        if self.variant.dice.is_some() {
            return Err(Error::PerftWithDice);
        }
        let mut out = Vec::new();
        if depth == 0 {
            return Ok(out);
        }
        let mut position = self.position.clone();
        for mv in self.legal_moves() {
            let undo = position.make(&self.variant, mv);
            let nodes = crate::game::perft::perft(&self.variant, &mut position, depth - 1);
            position.unmake(&self.variant, undo);
            out.push((self.move_string(mv), nodes));
        }
        Ok(out)
    }

    /// The dice of every turn so far (dice games; empty in the others).
    pub fn dice_record(&self) -> &DiceRecord {
        &self.dice_record
    }

    /// Keeps what undo goes back to before an action.
    fn push_history(&mut self) {
        let mark = self.dice_record.mark();
        self.history
            .push((self.position.clone(), self.outcome.clone(), mark));
    }

    /// The face of the die the legal move `mv` will use, as `make` chooses it
    /// (dice games; a board move only).
    fn die_for(&self, mv: Move) -> Option<u8> {
        let (rule, dice) = (self.variant.dice.as_ref()?, self.position.dice.as_ref()?);
        if !mv.is_board_move() {
            return None;
        }
        let kind = self.position.cell(mv.from).kind();
        let remaining = &dice.turn.remaining;
        rule.die_for(remaining, kind).map(|die| remaining[die])
    }

    /// Runs the automatic transitions until someone must choose or the game ends
    /// (`rules::turn::settle`), after dropping history that can never repeat;
    /// the dice thrown go into the record, and a turn that ended loses the dice
    /// it did not use.
    fn settle(&mut self) {
        self.position.forget_unrepeatable_history();
        let record = &mut self.dice_record;
        self.outcome = settle(&self.variant, &mut self.position, &mut |army, turn| {
            record.thrown(army, turn.faces())
        });
        let rolled = self.position.dice.as_ref().is_some_and(|d| d.turn.rolled);
        if self.outcome.is_some() || !rolled {
            self.dice_record.close_last();
        }
    }
}

impl DiceState {
    /// The faces still to be used this turn.
    pub fn faces(&self) -> Vec<u8> {
        self.turn.faces().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::Game;

    /// The stored first ply is the one a replay from the start shows.
    fn first_ply_as_replayed(mut game: Game) -> u32 {
        for _ in 0..3 {
            let Some(mv) = game.legal_moves().first().map(|&m| game.move_string(m)) else {
                break;
            };
            game.play(&mv).expect("a legal move plays");
        }
        let replayed = game.replay_start().expect("the start replays");
        assert_eq!(game.first_ply(), replayed.position().ply());
        game.first_ply()
    }

    #[test]
    fn first_ply_is_the_start_position_ply() {
        let usual = Game::new("chess", 0).expect("chess");
        assert_eq!(first_ply_as_replayed(usual), 0);
        let black_first = Game::from_fen("chess", "r3k3/8/8/8/8/8/8/4K2R b Kq - 0 1");
        assert_eq!(first_ply_as_replayed(black_first.expect("FEN")), 1);
        let dice = Game::new("seasons-dice", 7).expect("seasons-dice");
        first_ply_as_replayed(dice);
    }
}
