//! Pieces as movement data: how a piece moves, what it is worth, what it may take.

use serde::{Deserialize, Serialize};

/// Index of a piece kind within its game's piece list.
pub type Kind = u8;

/// Whether a movement may be used to move to an empty square, to capture, or both.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    #[default]
    Both,
    MoveOnly,
    CaptureOnly,
}

/// One way of moving. Offsets are (file, rank) steps; with `relative` they are
/// (right, forward) as seen by the army, so one pawn definition serves every army.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Movement {
    /// Jump straight to each offset, over anything in between (knight, boat, king).
    Leap(Vec<(i8, i8)>),
    /// Slide along each direction until blocked; `range` 0 means unlimited.
    Slide {
        directions: Vec<(i8, i8)>,
        range: u8,
    },
    /// Cannon-like: slide to empty squares, capture only by hopping over one piece.
    Hop(Vec<(i8, i8)>),
}

/// A movement with its mode and orientation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct MoveRule {
    pub movement: Movement,
    #[serde(default)]
    pub mode: Mode,
    #[serde(default)]
    pub relative: bool,
    /// A slide's range when the piece stands on a square where a piece of its
    /// kind and army starts the game (a pawn's double step); 0: no change.
    #[serde(default)]
    pub start_range: u8,
}

/// A kind of piece, as a game's data describes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PieceDef {
    pub name: String,
    /// Upper-case letter in FENs; lower-case in promotion suffixes of moves.
    pub letter: char,
    /// Points for capturing it.
    pub value: u32,
    pub moves: Vec<MoveRule>,
    /// Capturing it eliminates its owner.
    #[serde(default)]
    pub royal: bool,
    /// Its moves reset the fifty-move clock, and it may promote.
    #[serde(default)]
    pub pawn: bool,
    /// If not empty, it may capture only these kinds (by name).
    #[serde(default)]
    pub captures_only: Vec<String>,
    /// Belongs to no player (the duck): it blocks every piece, is never taken,
    /// and only the rule module moves it. It stands on the board as a piece of
    /// `Variant::neutral_army` and is written in the chess FEN by its letter.
    #[serde(default)]
    pub neutral: bool,
    /// A piece made of two others (friendly chess), by name. It moves as either;
    /// `moves` says how, each way once (a queen-rook moves as a queen).
    #[serde(default)]
    pub merges: Vec<String>,
}

impl PieceDef {
    /// The piece's capturing movements turned around: from a target square they
    /// reach the squares this piece could capture it from (attack tests).
    pub fn reversed_captures(&self) -> PieceDef {
        let back = |offsets: &[(i8, i8)]| offsets.iter().map(|&(x, y)| (-x, -y)).collect();
        let moves = self
            .moves
            .iter()
            .filter(|rule| rule.mode != Mode::MoveOnly)
            .map(|rule| MoveRule {
                movement: match &rule.movement {
                    Movement::Leap(offsets) => Movement::Leap(back(offsets)),
                    Movement::Slide { directions, range } => Movement::Slide {
                        directions: back(directions),
                        range: *range,
                    },
                    Movement::Hop(directions) => Movement::Hop(back(directions)),
                },
                mode: Mode::Both,
                relative: rule.relative,
                start_range: 0,
            })
            .collect();
        PieceDef {
            moves,
            ..self.clone()
        }
    }
}
