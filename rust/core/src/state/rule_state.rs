//! State that some games keep beside the board: who plays each seat (an army
//! passed to a conqueror), the exchange of captured royal pieces, coins and the
//! order in which players left. Shared code copies it, restores it on unmake and
//! writes it as a FEN field in the layout its rule module chooses; only the rule
//! modules give it meaning.

use serde::Serialize;

use crate::board::army::Army;
use crate::board::cell::{MAX_ARMIES, MAX_KINDS};
use crate::compile::variant::CompiledVariant;
use crate::error::Error;

/// Counts above this are no state a game reaches (each army has one or two
/// royals); counts stop there, so that the FEN's one digit always holds them.
pub const MAX_HELD: u8 = 9;

/// Armies that may keep a pocket (`GameData::pockets`): the two of crazyhouse.
/// Kept small because every move's undo copies the rule state.
pub const POCKET_ARMIES: usize = 2;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleState {
    /// The army whose player plays each seat: itself, unless its army passed to
    /// a conqueror.
    pub controller: [Army; MAX_ARMIES],
    /// Per army: its royal pieces captured and held by the enemy, to be exchanged.
    pub prisoners: [u8; MAX_ARMIES],
    /// Per army: royal pieces given back by an exchange that it still has to put
    /// on the board.
    pub returning: [u8; MAX_ARMIES],
    /// The army that has just captured and now decides whether to offer an exchange.
    pub offer_window: Option<Army>,
    /// An exchange offered and not yet answered: (army whose royal comes back to
    /// the offering side, army whose royal goes back to the answering side).
    pub offer: Option<(Army, Army)>,
    /// Coins each army holds (a wagering account that ranks nothing).
    pub coins: [i32; MAX_ARMIES],
    /// Coins in the bank.
    pub bank: i32,
    /// Per army: 0 while in the game, else 1 for the first to leave, 2 for the next …
    pub out_order: [u8; MAX_ARMIES],
    /// Per army and kind: pieces in the army's pocket, to be dropped (crazyhouse).
    pub pockets: [[u8; MAX_KINDS]; POCKET_ARMIES],
    /// The side to move has made the first part of its move and still owes the
    /// second (the duck's placement).
    pub second_part_due: bool,
    /// A running count towards a draw (Makruk), if one has begun.
    pub counting: Option<Count>,
    /// Per army: the files of its back rank whose piece keeps the right to a
    /// special first move (Ouk Chatrang's king and met), one bit a file.
    pub first_moves: [u16; 2],
    /// The last move dropped a pawn (Shogi): should it mate, the mate is
    /// forbidden and the dropping side loses. Not in the FEN: a position
    /// read from one has no last move, as in Fairy-Stockfish.
    pub pawn_dropped: bool,
    /// Passes made in a row until the last move (Janggi: two end the game).
    /// Not in the FEN, as in Fairy-Stockfish.
    pub passes: u8,
}

/// A count towards a draw: the game is drawn once `plies` exceeds `limit`
/// (both in plies, as Fairy-Stockfish keeps them and the FEN writes them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Count {
    pub limit: u16,
    pub plies: u16,
}

impl Default for RuleState {
    fn default() -> Self {
        RuleState {
            controller: std::array::from_fn(|army| Army::new(army as u8)),
            prisoners: [0; MAX_ARMIES],
            returning: [0; MAX_ARMIES],
            offer_window: None,
            offer: None,
            coins: [0; MAX_ARMIES],
            bank: 0,
            out_order: [0; MAX_ARMIES],
            pockets: [[0; MAX_KINDS]; POCKET_ARMIES],
            second_part_due: false,
            counting: None,
            first_moves: [0; 2],
            pawn_dropped: false,
            passes: 0,
        }
    }
}

/// Limit on coin counts read from a FEN, far from overflow.
const MAX_COINS: i32 = 1_000_000;

impl RuleState {
    /// The coins layout of the FEN field: `<coins>:<bank>:<out order>`, e.g.
    /// `3,-2,0,-1:0:0010` (coins per army, the bank, who left when).
    pub fn write_coins(&self, variant: &CompiledVariant) -> String {
        let armies = 0..variant.army_count();
        let coins: Vec<String> = armies.clone().map(|a| self.coins[a].to_string()).collect();
        let order: String = armies
            .map(|a| char::from(b'0' + self.out_order[a].min(MAX_HELD)))
            .collect();
        format!("{}:{}:{order}", coins.join(","), self.bank)
    }

    pub fn parse_coins(variant: &CompiledVariant, text: &str) -> Result<RuleState, Error> {
        let bad = |why: String| Error::fen("coins", why);
        let parts: Vec<&str> = text.split(':').collect();
        let [coins, bank, order] = parts[..] else {
            return Err(bad(format!("{text:?} is not coins:bank:order")));
        };
        let armies = variant.army_count();
        let amount = |t: &str| -> Result<i32, Error> {
            t.parse::<i32>()
                .ok()
                .filter(|c| c.abs() <= MAX_COINS)
                .ok_or_else(|| bad(format!("{t:?} is not a number of coins")))
        };
        let mut state = RuleState::default();
        let values: Vec<&str> = coins.split(',').collect();
        if values.len() != armies {
            return Err(bad(format!("needs {armies} amounts")));
        }
        for (army, value) in values.into_iter().enumerate() {
            state.coins[army] = amount(value)?;
        }
        state.bank = amount(bank)?;
        if order.chars().count() != armies {
            return Err(bad(format!("order {order:?} needs {armies} digits")));
        }
        for (army, c) in order.chars().enumerate() {
            state.out_order[army] = c
                .to_digit(10)
                .map(|d| d as u8)
                .filter(|&d| usize::from(d) <= armies)
                .ok_or_else(|| bad(format!("{c:?} is not a place in the order")))?;
        }
        Ok(state)
    }

    /// The FEN field: `<controllers>:<prisoners>:<returning>:<window>:<offer>`, e.g.
    /// `rbyr:0010:0000:-:-` (green's seat played by red, yellow's raja held).
    pub fn write(&self, variant: &CompiledVariant) -> String {
        let letter = |army: Army| variant.army_letter(army);
        let controllers: String = variant
            .armies()
            .map(|a| letter(self.controller[a.index()]))
            .collect();
        let digits = |counts: &[u8; MAX_ARMIES]| -> String {
            variant
                .armies()
                .map(|a| char::from(b'0' + counts[a.index()].min(MAX_HELD)))
                .collect()
        };
        let window = self
            .offer_window
            .map_or('-'.to_string(), |a| letter(a).into());
        let offer = self.offer.map_or("-".to_string(), |(own, enemy)| {
            [letter(own), letter(enemy)].iter().collect()
        });
        format!(
            "{controllers}:{}:{}:{window}:{offer}",
            digits(&self.prisoners),
            digits(&self.returning)
        )
    }

    pub fn parse(variant: &CompiledVariant, text: &str) -> Result<RuleState, Error> {
        let bad = |why: String| Error::fen("rule state", why);
        let parts: Vec<&str> = text.split(':').collect();
        let [controllers, prisoners, returning, window, offer] = parts[..] else {
            return Err(bad(format!(
                "{text:?} is not controllers:prisoners:returning:window:offer"
            )));
        };
        let armies = variant.army_count();
        let army = |c: char| {
            variant
                .army_by_letter(c)
                .ok_or_else(|| bad(format!("{c:?} is no army")))
        };
        let mut state = RuleState::default();
        if controllers.chars().count() != armies {
            return Err(bad(format!("controllers need {armies} letters")));
        }
        for (seat, c) in controllers.chars().enumerate() {
            state.controller[seat] = army(c)?;
        }
        let counts = |field: &str| -> Result<[u8; MAX_ARMIES], Error> {
            let mut counts = [0; MAX_ARMIES];
            if field.chars().count() != armies {
                return Err(bad(format!("{field:?} needs {armies} digits")));
            }
            for (i, c) in field.chars().enumerate() {
                counts[i] = c
                    .to_digit(10)
                    .map(|d| d as u8)
                    .filter(|&d| d <= MAX_HELD)
                    .ok_or_else(|| bad(format!("{c:?} is not a count")))?;
            }
            Ok(counts)
        };
        state.prisoners = counts(prisoners)?;
        state.returning = counts(returning)?;
        state.offer_window = match window {
            "-" => None,
            one if one.chars().count() == 1 => Some(army(one.chars().next().unwrap_or('-'))?),
            other => return Err(bad(format!("offer window {other:?}"))),
        };
        let letters: Vec<char> = offer.chars().collect();
        state.offer = match letters[..] {
            ['-'] => None,
            [own, enemy] => Some((army(own)?, army(enemy)?)),
            _ => return Err(bad(format!("offer {offer:?}"))),
        };
        Ok(state)
    }
}
