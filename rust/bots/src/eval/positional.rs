//! The positional terms' weights, a middlegame and an endgame value each, tuned
//! per family of games (`raja tune`) and loaded from `rust/bots/weights/*.ron`.
//!
//! Two kinds of weights: generic terms, generated from the board and the
//! armies' ways for every game (steps nearer the centre, a pawn's advance,
//! mobility, pawn structure), and per piece, keyed by the piece's name in the
//! game data ("knight", "rook"): its value, its squares, its mobility, its
//! threats. A family's file may hold both; a piece its file does not name, or
//! a table whose size is not the board's, adds nothing.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use raja_core::data::EvaluationFamily;
use serde::{Deserialize, Serialize};

use crate::value::Value;

/// A weight tapered by the game's phase: `mid` with all pieces on the board,
/// `end` with none but pawns and kings (`phase`). Written `(mid, end)`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(from = "(Value, Value)", into = "(Value, Value)")]
pub struct Taper {
    pub mid: Value,
    pub end: Value,
}

impl From<(Value, Value)> for Taper {
    fn from((mid, end): (Value, Value)) -> Taper {
        Taper { mid, end }
    }
}

impl From<Taper> for (Value, Value) {
    fn from(t: Taper) -> (Value, Value) {
        (t.mid, t.end)
    }
}

impl Taper {
    pub const ZERO: Taper = Taper { mid: 0, end: 0 };

    pub fn is_zero(&self) -> bool {
        *self == Taper::ZERO
    }
}

/// The weights of one piece kind, found by its name.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PieceWeights {
    /// Added to the piece's value from the game data (times the material weight).
    pub value: Taper,
    /// Piece squares in the army's frame: row by progress along its way (0 on
    /// its own edge), column by line folded onto one half (0 the edge line).
    /// Used where the board has exactly these rows and columns.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub squares: Vec<Vec<Taper>>,
    /// By the number of squares the piece could move to or take on now (not
    /// own pieces, not squares enemy pawns attack); the last for that many or more.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub mobility: Vec<Taper>,
    /// Per attack on a square of the enemy king's zone (its square and those next to it).
    pub king_attack: Taper,
    /// On a line without pawns.
    pub open_line: Taper,
    /// On a line without own pawns but with an enemy's.
    pub half_open_line: Taper,
    /// The army has two or more of the kind.
    pub pair: Taper,
    /// Attacked by an enemy pawn.
    pub attacked_by_pawn: Taper,
    /// Attacked by an enemy piece (not a pawn) of less value.
    pub attacked_by_lesser: Taper,
    /// Attacked by an enemy and defended by no own (or partner) piece.
    pub hanging: Taper,
}

impl PieceWeights {
    fn is_zero(&self) -> bool {
        *self == PieceWeights::default()
            || (self.value.is_zero()
                && self.squares.iter().flatten().all(Taper::is_zero)
                && self.mobility.iter().all(Taper::is_zero)
                && [
                    self.king_attack,
                    self.open_line,
                    self.half_open_line,
                    self.pair,
                    self.attacked_by_pawn,
                    self.attacked_by_lesser,
                    self.hanging,
                ]
                .iter()
                .all(Taper::is_zero))
    }
}

/// The positional terms, each in `Value` units and added to the army's worth
/// (a cost is negative); zero switches a term off.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
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
    /// (`mobility`), for a kind without a mobility table of its own.
    pub mobility: Taper,
    /// Per enemy attack on a square next to the king (`mobility`), for a kind
    /// without a weight of its own.
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
    /// A passed pawn, by its progress along its way (0 on the army's edge).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub passed_by_progress: Vec<Taper>,
    /// A pawn with an own pawn beside it or diagonally behind it, by progress.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub connected: Vec<Taper>,
    /// Per step from the own king to the square in front of a passed pawn.
    pub passed_own_king: Taper,
    /// Per step from the nearest enemy king to that square.
    pub passed_enemy_king: Taper,
    /// By the number of enemy pieces attacking the king's zone; the last for
    /// that many or more.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub king_attackers: Vec<Taper>,
    /// By the number of enemy armies whose pieces (not royal) attack the
    /// king's zone; the last for that many or more. Two enemies at one king
    /// (in four-player teams, both of the other team) threaten what neither
    /// could alone.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub king_attacker_armies: Vec<Taper>,
    /// For the army to move.
    pub tempo: Taper,
    /// Per piece kind, by the name the game data gives it.
    #[serde(skip_serializing_if = "BTreeMap::is_empty")]
    pub pieces: BTreeMap<String, PieceWeights>,
}

impl Positional {
    /// Every term off.
    pub const NONE: Positional = Positional {
        centre: Taper::ZERO,
        king_centre: Taper::ZERO,
        pawn_advance: Taper::ZERO,
        mobility: Taper::ZERO,
        king_attack: Taper::ZERO,
        pawn_shield: Taper::ZERO,
        doubled: Taper::ZERO,
        isolated: Taper::ZERO,
        passed: Taper::ZERO,
        passed_by_progress: Vec::new(),
        connected: Vec::new(),
        passed_own_king: Taper::ZERO,
        passed_enemy_king: Taper::ZERO,
        king_attackers: Vec::new(),
        king_attacker_armies: Vec::new(),
        tempo: Taper::ZERO,
        pieces: BTreeMap::new(),
    };

    /// The generic terms' names, as `without` takes them.
    pub const TERMS: [&'static str; 15] = [
        "centre",
        "king_centre",
        "pawn_advance",
        "mobility",
        "king_attack",
        "pawn_shield",
        "doubled",
        "isolated",
        "passed",
        "passed_by_progress",
        "connected",
        "passed_king",
        "king_attackers",
        "king_attacker_armies",
        "tempo",
    ];

    /// The weights of `term` switched off (`None` for a name no term has): a
    /// generic term, or a piece's name for all of that piece's weights.
    pub fn without(mut self, term: &str) -> Option<Positional> {
        match term {
            "centre" => self.centre = Taper::ZERO,
            "king_centre" => self.king_centre = Taper::ZERO,
            "pawn_advance" => self.pawn_advance = Taper::ZERO,
            "mobility" => self.mobility = Taper::ZERO,
            "king_attack" => self.king_attack = Taper::ZERO,
            "pawn_shield" => self.pawn_shield = Taper::ZERO,
            "doubled" => self.doubled = Taper::ZERO,
            "isolated" => self.isolated = Taper::ZERO,
            "passed" => self.passed = Taper::ZERO,
            "passed_by_progress" => self.passed_by_progress.clear(),
            "connected" => self.connected.clear(),
            "passed_king" => {
                self.passed_own_king = Taper::ZERO;
                self.passed_enemy_king = Taper::ZERO;
            }
            "king_attackers" => self.king_attackers.clear(),
            "king_attacker_armies" => self.king_attacker_armies.clear(),
            "tempo" => self.tempo = Taper::ZERO,
            piece => {
                self.pieces.remove(piece)?;
            }
        }
        Some(self)
    }

    /// Whether any weight is set.
    pub fn any(&self) -> bool {
        let scalars = [
            self.centre,
            self.king_centre,
            self.pawn_advance,
            self.mobility,
            self.king_attack,
            self.pawn_shield,
            self.doubled,
            self.isolated,
            self.passed,
            self.passed_own_king,
            self.passed_enemy_king,
            self.tempo,
        ];
        !scalars.iter().all(Taper::is_zero)
            || [
                &self.passed_by_progress,
                &self.connected,
                &self.king_attackers,
                &self.king_attacker_armies,
            ]
            .iter()
            .any(|list| !list.iter().all(Taper::is_zero))
            || self.pieces.values().any(|piece| !piece.is_zero())
    }

    /// The same weights without pieces or tables that add nothing.
    pub fn pruned(mut self) -> Positional {
        self.pieces.retain(|_, piece| !piece.is_zero());
        for piece in self.pieces.values_mut() {
            if piece.squares.iter().flatten().all(Taper::is_zero) {
                piece.squares.clear();
            }
            if piece.mobility.iter().all(Taper::is_zero) {
                piece.mobility.clear();
            }
        }
        for list in [
            &mut self.passed_by_progress,
            &mut self.connected,
            &mut self.king_attackers,
            &mut self.king_attacker_armies,
        ] {
            if list.iter().all(Taper::is_zero) {
                list.clear();
            }
        }
        self
    }

    /// The weights in RON, as the files in `rust/bots/weights` hold them.
    pub fn to_ron(&self) -> String {
        let config = ron::ser::PrettyConfig::new()
            .struct_names(false)
            .compact_arrays(true);
        ron::ser::to_string_pretty(self, config).unwrap_or_default()
    }

    /// Weights from RON; a term left out is off.
    pub fn from_ron(text: &str) -> Result<Positional, String> {
        ron::from_str(text).map_err(|e| e.to_string())
    }

    /// The tuned weights of a family of games (the embedded files).
    pub fn for_family(family: EvaluationFamily) -> &'static Positional {
        static LOADED: OnceLock<[Positional; 6]> = OnceLock::new();
        let loaded = LOADED.get_or_init(|| {
            // The files are checked by a test; a broken one plays without terms.
            let parse = |text: &str| Positional::from_ron(text).unwrap_or(Positional::NONE);
            [
                parse(include_str!("../../weights/chess-like.ron")),
                parse(include_str!("../../weights/chess.ron")),
                parse(include_str!("../../weights/xiangqi.ron")),
                parse(include_str!("../../weights/shogi.ron")),
                parse(include_str!("../../weights/four-armies.ron")),
                parse(include_str!("../../weights/four-player-teams.ron")),
            ]
        });
        &loaded[family_index(family)]
    }
}

/// The file name (without `.ron`) of a family's weights.
pub fn family_file(family: EvaluationFamily) -> &'static str {
    [
        "chess-like",
        "chess",
        "xiangqi",
        "shogi",
        "four-armies",
        "four-player-teams",
    ][family_index(family)]
}

fn family_index(family: EvaluationFamily) -> usize {
    match family {
        EvaluationFamily::ChessLike => 0,
        EvaluationFamily::Chess => 1,
        EvaluationFamily::Xiangqi => 2,
        EvaluationFamily::Shogi => 3,
        EvaluationFamily::FourArmies => 4,
        EvaluationFamily::FourPlayerTeams => 5,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_file_parses() {
        for text in [
            include_str!("../../weights/chess-like.ron"),
            include_str!("../../weights/chess.ron"),
            include_str!("../../weights/xiangqi.ron"),
            include_str!("../../weights/shogi.ron"),
            include_str!("../../weights/four-armies.ron"),
            include_str!("../../weights/four-player-teams.ron"),
        ] {
            Positional::from_ron(text).expect("a family's weights");
        }
    }

    #[test]
    fn weights_go_to_ron_and_back_and_terms_switch_off_by_name() {
        let mut weights = Positional::NONE;
        weights.mobility = Taper { mid: 3, end: 5 };
        weights.passed = Taper { mid: 10, end: 40 };
        weights.connected = vec![Taper { mid: 1, end: 2 }; 8];
        let knight = PieceWeights {
            value: Taper { mid: 20, end: -4 },
            squares: vec![vec![Taper { mid: -3, end: 1 }; 4]; 8],
            hanging: Taper { mid: -30, end: -20 },
            ..PieceWeights::default()
        };
        weights.pieces.insert("knight".into(), knight);
        assert_eq!(Positional::from_ron(&weights.to_ron()), Ok(weights.clone()));
        let without = weights.clone().without("mobility").expect("a term");
        assert!(without.mobility.is_zero());
        assert_eq!(without.passed, weights.passed);
        let no_knight = weights.clone().without("knight").expect("a piece");
        assert!(no_knight.pieces.is_empty() && no_knight.any());
        assert!(weights.clone().without("bishop").is_none());
        assert!(Positional::from_ron("(passed: (1, oops))").is_err());
        // A misspelt term is an error naming it, not a term left off.
        let misspelt = Positional::from_ron("(center: (1, 2))").unwrap_err();
        assert!(misspelt.contains("center"), "{misspelt}");
        let misspelt = Positional::from_ron("(pieces: {\"knight\": (mobilty: [])})").unwrap_err();
        assert!(misspelt.contains("mobilty"), "{misspelt}");
        assert!(!Positional::NONE.any());
    }

    #[test]
    fn pruning_drops_what_adds_nothing() {
        let mut weights = Positional::NONE;
        weights
            .pieces
            .insert("rook".into(), PieceWeights::default());
        let knight = PieceWeights {
            squares: vec![vec![Taper::ZERO; 4]; 8],
            pair: Taper { mid: 1, end: 1 },
            ..PieceWeights::default()
        };
        weights.pieces.insert("knight".into(), knight);
        weights.king_attackers = vec![Taper::ZERO; 4];
        let pruned = weights.pruned();
        assert_eq!(pruned.pieces.len(), 1);
        assert!(pruned.pieces["knight"].squares.is_empty());
        assert!(pruned.king_attackers.is_empty());
    }
}
