//! Čaturanga by the Czech rules (docs/spec/chaturanga4.cs.txt,
//! docs/rules/chaturanga4.md): the boat square, thrones and the army passing to
//! the conqueror, captured rajas held as prisoners and exchanged, promotion that
//! waits while all four pawns live, povyšování, colours leaving the game, and the
//! win of the pair (or lone conqueror) who removes both opponents.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveSink};
use crate::board::square_mark::SquareMark;
use crate::compile::data::GameData;
use crate::compile::variant::PromotionSquare;
use crate::compile::variant::VariantOptions;
use crate::movegen::generate;
use crate::movegen::variant::Variant;
use crate::rules::Rules;
use crate::state::outcome::{EndReason, GameResult, Outcome};
use crate::state::position::{ArmyState, Cell, MAX_ARMIES, Position};
use crate::state::rule_state::MAX_HELD;
use crate::state::undo::Undo;

/// Rule actions, as `Move::action` codes.
const ACCEPT: u16 = 1;
const DECLINE: u16 = 2;
const NO_OFFER: u16 = 3;
/// `OFFER + 16 * own army + enemy army`: own army's raja back for the enemy's.
const OFFER: u16 = 0x100;

/// The kinds of the rule, by index into the game's pieces.
pub struct Chaturanga4 {
    pub raja: Kind,
    pub elephant: Kind,
    pub knight: Kind,
    pub boat: Kind,
    pub pawn: Kind,
}

/// What an action code means.
enum Action {
    Accept,
    Decline,
    NoOffer,
    Offer { own: Army, enemy: Army },
}

fn decode(code: u16) -> Option<Action> {
    match code {
        ACCEPT => Some(Action::Accept),
        DECLINE => Some(Action::Decline),
        NO_OFFER => Some(Action::NoOffer),
        _ if (OFFER..OFFER + 0x100).contains(&code) => Some(Action::Offer {
            own: Army::new(((code >> 4) & 15) as u8),
            enemy: Army::new((code & 15) as u8),
        }),
        _ => None,
    }
}

fn offer_code(own: Army, enemy: Army) -> u16 {
    OFFER + 16 * u16::from(own.number()) + u16::from(enemy.number())
}

/// Whether two armies play on opposite sides.
fn enemies(variant: &Variant, a: Army, b: Army) -> bool {
    a != b && !variant.partners(a, b)
}

impl Chaturanga4 {
    /// The throne of `army`: the square its raja starts on.
    fn throne(&self, variant: &Variant, army: Army) -> Option<Square> {
        variant
            .setup
            .iter()
            .find(|(_, cell)| cell.army() == army && cell.kind() == self.raja)
            .map(|&(square, _)| square)
    }

    /// The army whose throne stands on `square`.
    fn throne_owner(&self, variant: &Variant, square: Square) -> Option<Army> {
        variant
            .setup
            .iter()
            .find(|&&(s, cell)| s == square && cell.kind() == self.raja)
            .map(|(_, cell)| cell.army())
    }

    /// The 16 marked squares: where a raja, elephant, knight or boat stood at the start.
    fn is_marked(&self, variant: &Variant, square: Square) -> bool {
        variant
            .setup
            .iter()
            .any(|&(s, cell)| s == square && cell.kind() != self.pawn)
    }

    /// Where a returning raja may be put: its throne if free, else the free squares
    /// beside it.
    fn return_squares(&self, variant: &Variant, position: &Position, army: Army) -> Vec<Square> {
        let Some(throne) = self.throne(variant, army) else {
            return Vec::new();
        };
        if position.cell(throne).is_empty() {
            return vec![throne];
        }
        let mut squares = Vec::new();
        for df in -1..=1 {
            for dr in -1..=1 {
                if let Some(square) = variant.geometry.offset(throne, df, dr)
                    && position.cell(square).is_empty()
                {
                    squares.push(square);
                }
            }
        }
        squares
    }

    /// Armies of `army`'s side (itself included) and of the other side that have a
    /// raja held prisoner, as (own, enemy) pairs that could be exchanged.
    fn exchanges(&self, variant: &Variant, position: &Position, army: Army) -> Vec<(Army, Army)> {
        let state = position.rule_state();
        let held = |a: Army| position.army_state(a).is_live() && state.prisoners[a.index()] > 0;
        let mut pairs = Vec::new();
        for own in position.armies() {
            if enemies(variant, army, own) || !held(own) {
                continue;
            }
            for enemy in position.armies().filter(|&e| enemies(variant, army, e)) {
                if held(enemy) {
                    pairs.push((own, enemy));
                }
            }
        }
        pairs
    }

    /// Whether `army` answers the standing offer (it is on the other side).
    fn answers_offer(&self, variant: &Variant, position: &Position, army: Army) -> bool {
        position
            .rule_state()
            .offer
            .is_some_and(|(own, _)| enemies(variant, army, own))
    }

    /// The boat square: a boat arriving to close a 2 × 2 square of four boats takes
    /// the other three, whoever's they are. The other side's boats are captured;
    /// the own side's are removed without points.
    fn boat_square(&self, variant: &Variant, position: &mut Position, to: Square, undo: &mut Undo) {
        let mover = position.cell(to).army();
        let (file, rank) = variant.geometry.coords(to);
        let (file, rank) = (i32::from(file), i32::from(rank));
        'blocks: for (df, dr) in [(0, 0), (-1, 0), (0, -1), (-1, -1)] {
            let mut block = [0 as Square; 4];
            for (i, (x, y)) in [(0, 0), (1, 0), (0, 1), (1, 1)].into_iter().enumerate() {
                let square = variant.geometry.square_at(file + df + x, rank + dr + y);
                match square {
                    Some(square) if self.is_boat(position.cell(square)) => block[i] = square,
                    _ => continue 'blocks,
                }
            }
            for square in block.into_iter().filter(|&s| s != to) {
                let owner = position.cell(square).army();
                if enemies(variant, mover, owner) {
                    position.capture_by_rule(variant, square, mover, undo);
                } else {
                    position.edit_by_rule(variant, square, Cell::EMPTY, undo);
                }
            }
            return;
        }
    }

    fn is_boat(&self, cell: Cell) -> bool {
        !cell.is_empty() && cell.kind() == self.boat
    }

    /// Promotions that waited: an army that has lost a pawn promotes each pawn
    /// standing on one of its promotion squares.
    fn waiting_promotions(&self, variant: &Variant, position: &mut Position, undo: &mut Undo) {
        for army in position.armies() {
            let start = variant.start_pawns[army.index()];
            if !position.army_state(army).is_live() || position.count_of(army, self.pawn) >= start {
                continue;
            }
            let mut promote: Vec<(Square, Kind)> = Vec::new();
            for &square in position.pieces(army) {
                if position.cell(square).kind() != self.pawn {
                    continue;
                }
                if let PromotionSquare::Into(kind) = variant.promotion_square(army, square) {
                    promote.push((square, kind));
                }
            }
            for (square, kind) in promote {
                position.edit_by_rule(variant, square, Cell::piece(army, kind), undo);
            }
        }
    }

    /// A raja entering the throne of an ally played by another player conquers it:
    /// that seat, and any seat its player played, pass to the conqueror.
    fn conquest(&self, variant: &Variant, position: &mut Position, to: Square) {
        let cell = position.cell(to);
        if cell.kind() != self.raja {
            return;
        }
        let Some(owner) = self.throne_owner(variant, to) else {
            return;
        };
        let conqueror = position.controller(cell.army());
        let ally = position.controller(owner);
        if !variant.partners(cell.army(), owner)
            || !position.army_state(owner).is_live()
            || ally == conqueror
        {
            return;
        }
        for seat in position.rule_state.controller.iter_mut() {
            if *seat == ally {
                *seat = conqueror;
            }
        }
    }

    /// A colour with no pieces on the board, and none to put back, leaves the game.
    fn colours_leaving(&self, variant: &Variant, position: &mut Position) {
        for army in position.armies() {
            let a = army.index();
            if position.army_state(army).is_live()
                && position.pieces(army).is_empty()
                && position.rule_state.returning[a] == 0
            {
                position.set_army_state(variant, army, ArmyState::Eliminated);
                position.rule_state.prisoners[a] = 0;
            }
        }
    }
}

/// The rules of a game of this module, from its data (`rules::build`).
pub fn build(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| data.kind_named(name);
    Ok(Box::new(Chaturanga4 {
        raja: kind("raja")?,
        elephant: kind("elephant")?,
        knight: kind("knight")?,
        boat: kind("boat")?,
        pawn: kind("pawn")?,
    }))
}

impl Rules for Chaturanga4 {
    fn has_rule_state(&self) -> bool {
        true
    }

    fn adds_moves(&self) -> bool {
        true
    }

    /// The seed's board: sixteen marked squares, the four thrones among them.
    fn board_marks(&self, variant: &Variant) -> Vec<(SquareMark, Square)> {
        let mut marks: Vec<(SquareMark, Square)> = variant
            .armies()
            .filter_map(|army| self.throne(variant, army))
            .map(|square| (SquareMark::Throne, square))
            .collect();
        marks.extend(
            variant
                .geometry
                .squares()
                .filter(|&square| self.is_marked(variant, square))
                .map(|square| (SquareMark::RuleSquare, square)),
        );
        marks
    }

    fn after_move(
        &self,
        variant: &Variant,
        position: &mut Position,
        mover: Army,
        to: Square,
        undo: &mut Undo,
    ) {
        if self.is_boat(position.cell(to)) {
            self.boat_square(variant, position, to, undo);
        }
        let captured = undo.captured();
        let raja_taken = !captured.is_empty()
            && captured.kind() == self.raja
            && position.army_state(captured.army()).is_live();
        if raja_taken {
            let held = &mut position.rule_state.prisoners[captured.army().index()];
            *held = (*held + 1).min(MAX_HELD);
        }
        self.waiting_promotions(variant, position, undo);
        self.conquest(variant, position, to);
        self.colours_leaving(variant, position);
        // "Když je zajat některý z rádžů jedné spojenecké dvojice a ta zajme rádžu
        // nepřátelského, může soupeřům nabídnout výměnu": the capturer decides now.
        if raja_taken && !self.exchanges(variant, position, mover).is_empty() {
            position.rule_state.offer_window = Some(mover);
        }
    }

    fn turn_continues(&self, _variant: &Variant, position: &Position, _undo: &Undo) -> bool {
        position.rule_state().offer_window == Some(position.to_move())
    }

    fn decision_pending(&self, variant: &Variant, position: &Position, army: Army) -> bool {
        let state = position.rule_state();
        state.offer_window == Some(army)
            || self.answers_offer(variant, position, army)
            || (state.returning[army.index() % MAX_ARMIES] > 0
                && !self.return_squares(variant, position, army).is_empty())
    }

    fn extra_moves(
        &self,
        variant: &Variant,
        position: &Position,
        army: Army,
        kinds: KindSet,
        sink: &mut dyn MoveSink,
    ) {
        let state = position.rule_state();
        if state.offer_window == Some(army) {
            for (own, enemy) in self.exchanges(variant, position, army) {
                sink.push(Move::action(offer_code(own, enemy)));
            }
            sink.push(Move::action(NO_OFFER));
            return;
        }
        if let Some((own, enemy)) = state.offer
            && enemies(variant, army, own)
        {
            if self
                .exchanges(variant, position, own)
                .contains(&(own, enemy))
            {
                sink.push(Move::action(ACCEPT));
            }
            sink.push(Move::action(DECLINE));
            return;
        }
        if state.returning[army.index() % MAX_ARMIES] > 0 {
            let squares = self.return_squares(variant, position, army);
            for &square in &squares {
                sink.push(Move::drop(self.raja, square));
            }
            if !squares.is_empty() {
                return;
            }
        }
        // Povyšování: an army left with only a pawn and a boat may promote the pawn,
        // on entering a marked square, to any piece but a pawn.
        let pawn_and_boat = position.pieces(army).len() == 2
            && position.count_of(army, self.pawn) == 1
            && position.count_of(army, self.boat) == 1;
        if pawn_and_boat && kinds.contains(self.pawn) {
            let mut pawn_moves: Vec<Move> = Vec::new();
            generate(
                variant,
                position,
                army,
                KindSet::of(self.pawn),
                &mut pawn_moves,
            );
            for mv in pawn_moves {
                if !self.is_marked(variant, mv.to) {
                    continue;
                }
                for kind in [self.raja, self.elephant, self.knight, self.boat] {
                    if mv.promotion() != Some(kind) {
                        sink.push(Move::promoting(mv.from, mv.to, kind));
                    }
                }
            }
        }
    }

    fn play_action(
        &self,
        variant: &Variant,
        position: &mut Position,
        mv: Move,
        undo: &mut Undo,
    ) -> bool {
        let army = position.to_move();
        let a = army.index();
        if let Some((kind, square)) = mv.dropped() {
            if position.edit_by_rule(variant, square, Cell::piece(army, kind), undo) {
                position.rule_state.returning[a] =
                    position.rule_state.returning[a].saturating_sub(1);
            }
            return false;
        }
        let state = &mut position.rule_state;
        match mv.action_code().and_then(decode) {
            Some(Action::NoOffer) => {
                state.offer_window = None;
                true
            }
            Some(Action::Offer { own, enemy }) => {
                state.offer_window = None;
                state.offer = Some((own, enemy));
                true
            }
            Some(Action::Accept) => {
                if let Some((own, enemy)) = state.offer.take() {
                    for side in [own, enemy] {
                        let s = side.index() % MAX_ARMIES;
                        state.prisoners[s] = state.prisoners[s].saturating_sub(1);
                        state.returning[s] = (state.returning[s] + 1).min(MAX_HELD);
                    }
                }
                false
            }
            Some(Action::Decline) => {
                state.offer = None;
                false
            }
            None => false,
        }
    }

    fn action_text(&self, variant: &Variant, code: u16) -> String {
        match decode(code) {
            Some(Action::Accept) => "accept".into(),
            Some(Action::Decline) => "decline".into(),
            Some(Action::NoOffer) => "nooffer".into(),
            Some(Action::Offer { own, enemy }) => format!(
                "offer:{}{}",
                variant.army_letter(own),
                variant.army_letter(enemy)
            ),
            None => format!("action{code}"),
        }
    }

    fn outcome(&self, variant: &Variant, position: &Position) -> Option<Outcome> {
        let mut sides_in_game = [false; MAX_ARMIES];
        for army in position.live_armies() {
            sides_in_game[usize::from(variant.team_of[army.index()])] = true;
        }
        let mut in_game = (0..MAX_ARMIES).filter(|&t| sides_in_game[t]);
        match (in_game.next(), in_game.next()) {
            (Some(team), None) => {
                return Some(Outcome {
                    reason: EndReason::OpponentsOut,
                    result: GameResult::TeamWin { team: team as u8 },
                });
            }
            (None, _) => {
                return Some(Outcome {
                    reason: EndReason::OpponentsOut,
                    result: GameResult::Draw,
                });
            }
            _ => {}
        }
        let limit = variant.data.fifty_move_plies;
        (limit > 0 && position.halfmove() >= limit).then_some(Outcome {
            reason: EndReason::FiftyMoves,
            result: GameResult::Draw,
        })
    }

    fn outcome_without_moves(&self, _variant: &Variant, _position: &Position) -> Outcome {
        Outcome {
            reason: EndReason::NoMoves,
            result: GameResult::Draw,
        }
    }
}
