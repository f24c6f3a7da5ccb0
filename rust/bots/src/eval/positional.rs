//! The positional terms' weights, a middlegame and an endgame value each, tuned
//! per family of games (`raja tune`) and loaded from `rust/bots/weights/*.ron`.

use std::sync::OnceLock;

use raja_core::data::EvaluationFamily;
use serde::{Deserialize, Serialize};

use crate::value::Value;

/// A weight tapered by the game's phase: `mid` with all pieces on the board,
/// `end` with none but pawns and kings (`phase`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Taper {
    pub mid: Value,
    pub end: Value,
}

/// The positional terms, each in `Value` units and added to the army's worth
/// (a cost is negative); zero switches a term off.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Positional {
    /// Per step nearer the board's centre, for a piece neither royal nor pawn
    /// (`piece_squares`).
    pub centre: Taper,
    /// Per step nearer the centre, for a royal piece: hidden in the middlegame,
    /// active in the ending.
    pub king_centre: Taper,
    /// Per step a pawn stands beyond its army's first pawn line.
    pub pawn_advance: Taper,
    /// Per square a piece (not a pawn or a king) could move to or take on now
    /// (`mobility`).
    pub mobility: Taper,
    /// Per enemy attack on a square next to the king (`mobility`).
    pub king_attack: Taper,
    /// Per own pawn on the three squares in front of the king; half of it on
    /// the three beyond (`pawns`).
    pub pawn_shield: Taper,
    /// Per pawn beyond the first on its army's line (file).
    pub doubled: Taper,
    /// Per pawn with no pawn of its army on the neighbouring lines.
    pub isolated: Taper,
    /// A passed pawn one step from the far side; nearer its start, less by the
    /// square of the share of the way it has come.
    pub passed: Taper,
}

/// How many weights `Positional` holds (two per term): what the tuner fits.
pub const PARAMETERS: usize = 18;

impl Positional {
    /// Every term off.
    pub const NONE: Positional = Positional {
        centre: Taper { mid: 0, end: 0 },
        king_centre: Taper { mid: 0, end: 0 },
        pawn_advance: Taper { mid: 0, end: 0 },
        mobility: Taper { mid: 0, end: 0 },
        king_attack: Taper { mid: 0, end: 0 },
        pawn_shield: Taper { mid: 0, end: 0 },
        doubled: Taper { mid: 0, end: 0 },
        isolated: Taper { mid: 0, end: 0 },
        passed: Taper { mid: 0, end: 0 },
    };

    /// The names of the terms, in the order of `tapers`.
    pub const TERMS: [&'static str; PARAMETERS / 2] = [
        "centre",
        "king_centre",
        "pawn_advance",
        "mobility",
        "king_attack",
        "pawn_shield",
        "doubled",
        "isolated",
        "passed",
    ];

    fn tapers(&mut self) -> [&mut Taper; PARAMETERS / 2] {
        [
            &mut self.centre,
            &mut self.king_centre,
            &mut self.pawn_advance,
            &mut self.mobility,
            &mut self.king_attack,
            &mut self.pawn_shield,
            &mut self.doubled,
            &mut self.isolated,
            &mut self.passed,
        ]
    }

    /// Weight `i`: term `i / 2`, its middlegame value for even `i`.
    pub fn get(&self, i: usize) -> Value {
        let mut copy = *self;
        let tapers = copy.tapers();
        match tapers.get(i / 2) {
            Some(t) if i.is_multiple_of(2) => t.mid,
            Some(t) => t.end,
            None => 0,
        }
    }

    /// Sets weight `i` (as `get` numbers them); out of range does nothing.
    pub fn set(&mut self, i: usize, value: Value) {
        let mut tapers = self.tapers();
        if let Some(t) = tapers.get_mut(i / 2) {
            if i.is_multiple_of(2) {
                t.mid = value;
            } else {
                t.end = value;
            }
        }
    }

    /// The weights named `term` switched off (`None` for a name no term has).
    pub fn without(mut self, term: &str) -> Option<Positional> {
        let i = Positional::TERMS.iter().position(|t| *t == term)?;
        self.set(2 * i, 0);
        self.set(2 * i + 1, 0);
        Some(self)
    }

    /// Whether any weight is set.
    pub fn any(&self) -> bool {
        (0..PARAMETERS).any(|i| self.get(i) != 0)
    }

    /// The weights in RON, as the files in `rust/bots/weights` hold them.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new().struct_names(false);
        ron::ser::to_string_pretty(self, config).unwrap_or_default()
    }

    /// Weights from RON; a term left out is off.
    pub fn from_ron(text: &str) -> Result<Positional, String> {
        ron::from_str(text).map_err(|e| e.to_string())
    }

    /// The tuned weights of a family of games (the embedded files).
    pub fn for_family(family: EvaluationFamily) -> Positional {
        static LOADED: OnceLock<[Positional; 4]> = OnceLock::new();
        let loaded = LOADED.get_or_init(|| {
            // The files are checked by a test; a broken one plays without terms.
            let parse = |text: &str| Positional::from_ron(text).unwrap_or(Positional::NONE);
            [
                parse(include_str!("../../weights/chess-like.ron")),
                parse(include_str!("../../weights/xiangqi.ron")),
                parse(include_str!("../../weights/shogi.ron")),
                parse(include_str!("../../weights/four-armies.ron")),
            ]
        });
        loaded[family_index(family)]
    }
}

/// The file name (without `.ron`) of a family's weights.
pub fn family_file(family: EvaluationFamily) -> &'static str {
    ["chess-like", "xiangqi", "shogi", "four-armies"][family_index(family)]
}

fn family_index(family: EvaluationFamily) -> usize {
    match family {
        EvaluationFamily::ChessLike => 0,
        EvaluationFamily::Xiangqi => 1,
        EvaluationFamily::Shogi => 2,
        EvaluationFamily::FourArmies => 3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_file_parses() {
        for text in [
            include_str!("../../weights/chess-like.ron"),
            include_str!("../../weights/xiangqi.ron"),
            include_str!("../../weights/shogi.ron"),
            include_str!("../../weights/four-armies.ron"),
        ] {
            Positional::from_ron(text).expect("a family's weights");
        }
    }

    #[test]
    fn weights_go_to_ron_and_back_and_name_their_terms() {
        let mut weights = Positional::NONE;
        for i in 0..PARAMETERS {
            weights.set(i, i as Value * 3 - 20);
        }
        assert_eq!(Positional::from_ron(&weights.to_ron()), Ok(weights));
        assert_eq!(weights.get(6), weights.mobility.mid);
        assert_eq!(weights.get(17), weights.passed.end);
        let without = weights.without("mobility").expect("a term");
        assert_eq!(without.mobility, Taper::default());
        assert_eq!(without.passed, weights.passed);
        assert!(weights.without("tempo").is_none());
        assert!(Positional::from_ron("(passed: (mid: 1, end: oops))").is_err());
    }
}
