//! State that some games keep beside the board: who plays each seat (an army
//! passed to a conqueror) and the exchange of captured royal pieces. Shared code
//! copies it, restores it on unmake and writes it as the FEN's ninth field; only
//! the rule modules give it meaning.

use crate::error::Error;
use crate::position::MAX_ARMIES;
use crate::variant::Variant;

/// Counts above this are no state a game reaches (each army has one or two
/// royals); counts stop there, so that the FEN's one digit always holds them.
pub const MAX_HELD: u8 = 9;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RuleState {
    /// The army whose player plays each seat: itself, unless its army passed to
    /// a conqueror.
    pub controller: [u8; MAX_ARMIES],
    /// Per army: its royal pieces captured and held by the enemy, to be exchanged.
    pub prisoners: [u8; MAX_ARMIES],
    /// Per army: royal pieces given back by an exchange that it still has to put
    /// on the board.
    pub returning: [u8; MAX_ARMIES],
    /// The army that has just captured and now decides whether to offer an exchange.
    pub offer_window: Option<u8>,
    /// An exchange offered and not yet answered: (army whose royal comes back to
    /// the offering side, army whose royal goes back to the answering side).
    pub offer: Option<(u8, u8)>,
}

impl Default for RuleState {
    fn default() -> Self {
        RuleState {
            controller: std::array::from_fn(|army| army as u8),
            prisoners: [0; MAX_ARMIES],
            returning: [0; MAX_ARMIES],
            offer_window: None,
            offer: None,
        }
    }
}

impl RuleState {
    /// The FEN field: `<controllers>:<prisoners>:<returning>:<window>:<offer>`, e.g.
    /// `rbyr:0010:0000:-:-` (green's seat played by red, yellow's raja held).
    pub fn write(&self, variant: &Variant) -> String {
        let armies = 0..variant.army_count();
        let letter = |army: u8| variant.army_letter(army);
        let controllers: String = armies.clone().map(|a| letter(self.controller[a])).collect();
        let digits = |counts: &[u8; MAX_ARMIES]| -> String {
            armies
                .clone()
                .map(|a| char::from(b'0' + counts[a].min(MAX_HELD)))
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

    pub fn parse(variant: &Variant, text: &str) -> Result<RuleState, Error> {
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
