//! Pieces as movement data: how a piece moves, what it is worth, what it may take.

use serde::{Deserialize, Serialize};

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
#[serde(deny_unknown_fields)]
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
    /// Janggi's cannon: every move and capture vaults over exactly one piece
    /// along the direction, to an empty square beyond it or onto the first
    /// piece beyond it. The piece vaulted over may not be of the mover's own
    /// kind, nor may the piece taken.
    Vault(Vec<(i8, i8)>),
    /// A leap that can be blocked (Xiangqi's horse and elephant): the piece goes
    /// one step straight along the offset's longer axis, then diagonally, and
    /// every point it passes must be empty (`lame_path`).
    Lame(Vec<(i8, i8)>),
    /// `Lame` turned around for the attack tables: from the target, each offset
    /// leads to the attacker, whose own path must be empty. Never in data.
    #[serde(skip)]
    LameFrom(Vec<(i8, i8)>),
}

/// The points a lame leap to `offset` passes, from its start, the target
/// excluded: straight steps while one axis is longer, diagonal steps after
/// (the horse's (1, 2) passes (0, 1); the elephant's (2, 2) passes (1, 1)).
pub fn lame_path(offset: (i8, i8)) -> Vec<(i8, i8)> {
    let (dx, dy) = offset;
    let mut path = Vec::new();
    let (mut x, mut y) = (0i8, 0i8);
    loop {
        let (left_x, left_y) = (dx - x, dy - y);
        let step_x = if left_x.abs() >= left_y.abs() {
            left_x.signum()
        } else {
            0
        };
        let step_y = if left_y.abs() >= left_x.abs() {
            left_y.signum()
        } else {
            0
        };
        x += step_x;
        y += step_y;
        if (x, y) == offset || (step_x, step_y) == (0, 0) {
            return path;
        }
        path.push((x, y));
    }
}

/// A movement with its mode and orientation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
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
    /// The movement serves only from this rank of the army on (1 is its back
    /// rank, counted along its forward direction): Xiangqi's soldier steps
    /// sideways once it has crossed the river. 0: everywhere.
    #[serde(default)]
    pub from_rank: u8,
    /// The movement serves only along the board's diagonal lines
    /// (`BoardData::diagonal_lines`, Janggi's palaces): it starts on one of
    /// their points and every point it passes or reaches is one of them.
    #[serde(default)]
    pub on_diagonal_lines: bool,
}

/// A kind of piece, as a game's data describes it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PieceDef {
    pub name: String,
    /// Upper-case letter in FENs; lower-case in promotion suffixes of moves.
    pub letter: char,
    /// The letter SAN writes where it is not the FEN's (Xiangqi's horse `H`
    /// and elephant `E`, as Fairy-Stockfish writes them).
    #[serde(default)]
    pub san_letter: Option<char>,
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
    /// Drawn as the piece of this name where its own name has no drawing of its
    /// own (Sittuyin's general is drawn as Makruk's met). Drawing only.
    #[serde(default)]
    pub art: Option<String>,
    /// The piece it may become by a move that starts or ends in its army's
    /// promotion zone (Shogi's silver into a promoted silver; `zones`), by name.
    #[serde(default)]
    pub promotes_to: Option<String>,
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
                    Movement::Vault(directions) => Movement::Vault(back(directions)),
                    Movement::Lame(offsets) => Movement::LameFrom(back(offsets)),
                    Movement::LameFrom(offsets) => Movement::Lame(back(offsets)),
                },
                mode: Mode::Both,
                relative: rule.relative,
                start_range: 0,
                from_rank: rule.from_rank,
                on_diagonal_lines: rule.on_diagonal_lines,
            })
            .collect();
        PieceDef {
            moves,
            ..self.clone()
        }
    }
}
