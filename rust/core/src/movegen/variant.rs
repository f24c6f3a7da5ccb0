//! A playable game: the compiled data (`CompiledVariant`) paired with its rule
//! module, and the hooks (`Rules`) through which generation, making moves and
//! notation ask the rule module what data cannot say. The pairing sits here,
//! above positions and below the generation that calls the hooks, so that
//! neither the compiled data nor positions know any rule.

use std::ops::Deref;

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveBuffer, MoveSink};
use crate::board::square_mark::SquareMark;
use crate::compile::data::GameData;
use crate::compile::variant::{CompiledVariant, VariantOptions};
use crate::error::Error;
use crate::state::outcome::Outcome;
use crate::state::position::{ArmyState, Position};
use crate::state::rule_state::RuleState;
use crate::state::undo::Undo;

/// A game ready to play: its compiled data and its rule module.
///
/// It reads as its compiled data (`Deref`): every table, limit and query of
/// `CompiledVariant` is asked of a `Variant` directly, and the layers below
/// take `&CompiledVariant`, which a `&Variant` gives them.
pub struct Variant {
    compiled: CompiledVariant,
    /// `rules.adds_moves()`, asked once.
    pub rule_moves: bool,
    pub rules: Box<dyn Rules>,
}

impl Variant {
    /// Pairs compiled data with its rule module.
    pub fn new(compiled: CompiledVariant, rules: Box<dyn Rules>) -> Variant {
        Variant {
            rule_moves: rules.adds_moves(),
            compiled,
            rules,
        }
    }

    /// Compiles `data` (`CompiledVariant::build`) and pairs it with `rules`.
    pub fn build(
        id: &str,
        data: GameData,
        options: VariantOptions,
        rules: Box<dyn Rules>,
    ) -> Result<Variant, Error> {
        Ok(Variant::new(
            CompiledVariant::build(id, data, options)?,
            rules,
        ))
    }

    /// The compiled data alone.
    pub fn compiled(&self) -> &CompiledVariant {
        &self.compiled
    }
}

impl Deref for Variant {
    type Target = CompiledVariant;

    #[inline]
    fn deref(&self) -> &CompiledVariant {
        &self.compiled
    }
}

/// What becomes of a player whose turn comes while he has no legal move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// He passes; when no player in the game can move, `outcome_without_moves`
    /// ends the game.
    Pass,
    /// The rule has dealt with him (say, eliminated him); the turn goes on.
    Continue,
    /// The game ends.
    End(Outcome),
}

pub trait Rules: Send + Sync {
    /// The side to move has no legal move (a mate or stalemate where there is
    /// check). The rule may change the position, e.g. eliminate him. An automatic
    /// transition, not a ply.
    fn stuck(&self, _variant: &Variant, _position: &mut Position) -> Stuck {
        Stuck::Pass
    }

    /// Whether taking a royal piece of an enemy still in play wins the game at
    /// once, so that the capture is legal even where it leaves the mover's own
    /// royal pieces attacked (four-player teams). Default: no, every move must
    /// leave them safe.
    fn royal_capture_wins(&self) -> bool {
        false
    }

    /// Whether `army` is in check, as shown to the players. Default: with
    /// `check`, a royal piece attacked.
    fn in_check(&self, variant: &Variant, position: &Position, army: Army) -> bool {
        variant.check && crate::movegen::attack::in_check(variant, position, army)
    }

    /// What the rule points out to the player to move now, as a key the
    /// screen translates (Janggi: `bikjang`, the generals face each other).
    fn notice(&self, _variant: &Variant, _position: &Position) -> Option<&'static str> {
        None
    }

    /// Squares the rule's board marks (thrones and the like), for drawing.
    fn board_marks(&self, _variant: &Variant) -> Vec<(SquareMark, Square)> {
        Vec::new()
    }

    /// Where `army`'s pieces of `kind` promote by the rule (not by the game's
    /// data), for drawing; empty for kinds that do not promote.
    fn promotion_squares(&self, _variant: &Variant, _army: Army, _kind: Kind) -> Vec<Square> {
        Vec::new()
    }

    /// Called after a piece of `mover` landed on `to` (captures there already done).
    fn after_move(
        &self,
        _variant: &Variant,
        _position: &mut Position,
        _mover: Army,
        _to: Square,
        _undo: &mut Undo,
    ) {
    }

    /// The state an army takes when its player resigns. Default: all grey.
    fn resigned_state(&self) -> ArmyState {
        ArmyState::Resigned
    }

    /// Whether a dice turn ends after this move even with dice left.
    fn dice_turn_ends(&self, _variant: &Variant, _position: &Position, undo: &Undo) -> bool {
        undo.eliminated.is_some()
    }

    /// Whether the game keeps a `RuleState` (written as the FEN's ninth field).
    fn has_rule_state(&self) -> bool {
        false
    }

    /// The rule state as a FEN field (games with `has_rule_state`).
    fn write_rule_state(&self, variant: &Variant, position: &Position) -> String {
        position.rule_state().write(variant)
    }

    /// Reads the FEN field `write_rule_state` writes.
    fn parse_rule_state(&self, variant: &Variant, text: &str) -> Result<RuleState, Error> {
        RuleState::parse(variant, text)
    }

    /// Called when `army` has resigned (its state already `Resigned`).
    fn resigned(&self, _variant: &Variant, _position: &mut Position, _army: Army) {}

    /// Whether the rule adds moves, decisions or open turns (the hooks below);
    /// shared code skips them otherwise, which keeps perft fast.
    fn adds_moves(&self) -> bool {
        false
    }

    /// Moves the rule adds for `army` beside its piece moves: drops, rule
    /// actions, promotions that data cannot say. `kinds` are the movable kinds.
    fn extra_moves(
        &self,
        _variant: &Variant,
        _position: &Position,
        _army: Army,
        _kinds: KindSet,
        _sink: &mut dyn MoveSink,
    ) {
    }

    /// Narrows the moves generated for `army` (piece moves and `extra_moves`)
    /// to those the rule allows: compulsory captures, or a legality test that
    /// data cannot say (atomic explosions). Called only for rules with
    /// `adds_moves`. Default: keeps all.
    fn filter_moves(
        &self,
        _variant: &Variant,
        _position: &mut Position,
        _army: Army,
        _moves: &mut MoveBuffer,
    ) {
    }

    /// Whether `army` must first settle a decision: then only `extra_moves` are legal.
    fn decision_pending(&self, _variant: &Variant, _position: &Position, _army: Army) -> bool {
        false
    }

    /// Plays a drop or rule action of the side to move; returns whether the turn
    /// ends with it.
    fn play_action(
        &self,
        _variant: &Variant,
        _position: &mut Position,
        _mv: Move,
        _undo: &mut Undo,
    ) -> bool {
        true
    }

    /// Whether the mover keeps the turn after this move, to make a decision.
    fn turn_continues(&self, _variant: &Variant, _position: &Position, _undo: &Undo) -> bool {
        false
    }

    /// Whether a kept turn (`turn_continues`) is the second part of the same
    /// move (the duck's placement): not a ply of its own, counted by perft with
    /// the first part, written with it as one move `first,second`, and the only
    /// legal moves while it is due (`RuleState::second_part_due`).
    fn second_part(&self) -> bool {
        false
    }

    /// The text of a second part (`second_part`), after the first part's text
    /// and a comma, where the rule writes it otherwise than as a move string;
    /// `landing` is the square where the first part's piece landed.
    fn second_part_text(
        &self,
        _variant: &Variant,
        _landing: Square,
        _second: Move,
    ) -> Option<String> {
        None
    }

    /// The text of a rule action (`offer:gb`, `accept`).
    fn action_text(&self, _variant: &Variant, code: u16) -> String {
        format!("action{code}")
    }

    /// The end of the game judged from the position, if it has ended.
    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome>;

    /// The end when no player in the game has any move.
    fn outcome_without_moves(&self, variant: &Variant, position: &Position) -> Outcome;

    /// The plies left before the game is drawn for want of a capture or a pawn
    /// move, if the rule counts them so that a player can look ahead (`None`:
    /// no such clock is told). Default: none.
    fn plies_to_quiet_draw(&self, _variant: &Variant, _position: &Position) -> Option<u32> {
        None
    }

    /// The outcome if the game were drawn now, where a draw still ranks the
    /// players (a free-for-all ranked by points). Default: none.
    fn drawn_outcome(&self, _variant: &Variant, _position: &Position) -> Option<Outcome> {
        None
    }
}
