//! The board a screen draws: its squares, where each army sits, its lines and
//! regions, and which coordinates its notation reads; and the board as one army
//! sees it (fog of war), its hidden squares empty.

use raja_core::Kind;
use std::collections::BTreeMap;

use raja_core::Game;
use raja_core::data::Notation;
use raja_core::geometry::{file_letter, rank_number};
use raja_core::view::View;
use serde::Serialize;

use super::name;
use super::pieces::{PieceEntry, pieces};

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SquareEntry {
    pub name: String,
    /// Counted from 0 at a1.
    pub file: u8,
    pub rank: u8,
    /// The two parts of its name, for the coordinates along the edges: the
    /// file's letter ("e") and the rank's number ("4").
    pub file_name: String,
    pub rank_name: String,
    /// Whether the army whose view this is sees it (`board_for` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub visible: Option<bool>,
    /// A board drawn from its own shapes (`Board::drawn`): the cell's four
    /// corners [x, y] counter-clockwise, in the frame of `Board::labels`
    /// (y up), and its tone.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub corners: Option<[[f32; 2]; 4]>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub light: Option<bool>,
}

/// A coordinate beside a drawn board: its text and the point it is centred on.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EdgeLabel {
    pub text: String,
    pub at: [f32; 2],
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArmySeat {
    pub army: String,
    /// Its pawns' forward direction [file, rank]: [0, 1] for the south.
    pub forward: [i32; 2],
    /// A drawn board: the counter-clockwise turn in degrees that brings this
    /// army's side to the bottom.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub turn_degrees: Option<f32>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Board {
    pub width: u8,
    pub height: u8,
    /// The existing squares; void cells are left out.
    pub squares: Vec<SquareEntry>,
    pub armies: Vec<ArmySeat>,
    /// Pieces stand on the points where lines cross (Xiangqi, Janggi).
    pub points: bool,
    /// A river crosses the middle (Xiangqi).
    pub river: bool,
    /// The royal pieces' regions (palaces), drawn with their diagonals.
    pub palaces: Vec<Vec<String>>,
    /// A player may pass a move (Janggi): the screen keeps a pass button.
    pub passing: bool,
    /// Shogi's coordinates: files from the first player's right, ranks from
    /// the far side.
    pub shogi_numbers: bool,
    /// Xiangqi's WXF: files from each player's right, no ranks.
    pub wxf_numbers: bool,
    /// The pieces whose loss ends an army, marked when in check.
    pub royal: Vec<String>,
    /// Pieces drawn as another piece (Sittuyin's general as the met): name → drawing.
    pub art: BTreeMap<String, String>,
    /// The cells are drawn from their `corners`, not as the squares of a grid
    /// (the three-player hexagon), with `labels` as its coordinates.
    pub drawn: bool,
    pub labels: Vec<EdgeLabel>,
    /// The traditional piece set the game may be drawn with (`xiangqi`,
    /// `janggi`, `shogi`: a folder of art/pieces/traditional/), or "".
    pub piece_set: String,
    /// Each army sees only part of the board (fog of war): what it sees
    /// (`board_for`) differs from army to army and from move to move.
    pub fog: bool,
}

/// The board as one army sees it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct BoardView {
    #[serde(flatten)]
    pub board: Board,
    /// The pieces it sees.
    pub pieces: Vec<PieceEntry>,
    /// The position with the hidden squares written empty.
    pub fen: String,
}

pub fn board(game: &Game) -> Board {
    let variant = game.variant();
    let geometry = &variant.geometry;
    let drawing = geometry.drawing();
    let point = |(x, y): (f32, f32)| [x, y];
    let squares = geometry
        .squares()
        .map(|square| {
            let (file, rank) = geometry.coords(square);
            let shape = drawing.and_then(|d| d.cells.get(usize::from(square)));
            SquareEntry {
                name: name(game, square),
                file,
                rank,
                file_name: file_letter(file).to_string(),
                rank_name: rank_number(rank).to_string(),
                visible: None,
                corners: shape.map(|cell| cell.corners.map(point)),
                light: shape.map(|cell| cell.light),
            }
        })
        .collect();
    let armies = variant
        .data
        .armies
        .iter()
        .enumerate()
        .map(|(index, army)| ArmySeat {
            army: army.name.clone(),
            forward: [army.forward.0.into(), army.forward.1.into()],
            turn_degrees: drawing.and_then(|d| d.seat_turns.get(index).copied()),
        })
        .collect();
    let labels = drawing.map_or_else(Vec::new, |d| {
        d.labels
            .iter()
            .map(|label| EdgeLabel {
                text: label.text.clone(),
                at: point(label.at),
            })
            .collect()
    });
    let royal_kinds: Vec<Kind> = variant
        .kinds()
        .filter(|&kind| variant.is_royal(kind))
        .collect();
    let mut palaces = Vec::new();
    for army in variant.armies() {
        for &kind in &royal_kinds {
            if let Some(region) = variant.region(kind, army) {
                palaces.push(region.map(|square| name(game, square)).collect());
            }
        }
    }
    let notation = variant.data.notation;
    Board {
        width: geometry.width(),
        height: geometry.height(),
        squares,
        armies,
        points: variant.data.board.points,
        river: variant.data.board.river,
        palaces,
        passing: variant.data.passing,
        shogi_numbers: notation == Notation::ShogiNumbers,
        wxf_numbers: notation == Notation::Wxf,
        royal: royal_kinds
            .iter()
            .map(|&kind| variant.piece(kind).name.clone())
            .collect(),
        art: variant
            .data
            .pieces
            .iter()
            .filter_map(|piece| Some((piece.name.clone(), piece.art.clone()?)))
            .collect(),
        drawn: drawing.is_some(),
        labels,
        piece_set: variant.data.piece_set.clone().unwrap_or_default(),
        fog: variant.data.fog,
    }
}

/// `board` as the army whose view is `view` sees it: every square marked seen
/// or not, only the pieces it sees, the FEN with the rest empty.
pub fn board_for(game: &Game, view: &View) -> BoardView {
    let mut board = board(game);
    let geometry = &game.variant().geometry;
    for (entry, square) in board.squares.iter_mut().zip(geometry.squares()) {
        entry.visible = Some(view.is_visible(square));
    }
    BoardView {
        board,
        pieces: pieces(game, &view.position),
        fen: view.fen(game.variant()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_cross_board_leaves_its_corners_out_and_seats_four_armies() {
        let game = Game::new("chaturaji", 1).unwrap();
        let board = board(&game);
        assert_eq!((board.width, board.height, board.squares.len()), (8, 8, 64));
        let four = board_of("fourplayer-teams");
        assert_eq!((four.width, four.height), (14, 14));
        assert_eq!(
            four.squares.len(),
            14 * 14 - 4 * 9,
            "three by three cut from each corner"
        );
        let forwards: Vec<[i32; 2]> = four.armies.iter().map(|a| a.forward).collect();
        assert_eq!(forwards, [[0, 1], [1, 0], [0, -1], [-1, 0]]);
    }

    fn board_of(id: &str) -> Board {
        board(&Game::new(id, 1).unwrap())
    }

    #[test]
    fn each_square_names_its_file_and_rank_apart() {
        let four = board_of("fourplayer-teams");
        let parts = |name: &str| {
            let square = four.squares.iter().find(|s| s.name == name).unwrap();
            (square.file_name.as_str(), square.rank_name.as_str())
        };
        assert_eq!(parts("d1"), ("d", "1"));
        assert_eq!(parts("n11"), ("n", "11"), "a rank of two digits");
        assert_eq!(parts("d14"), ("d", "14"));
        assert!(
            four.squares
                .iter()
                .all(|s| s.name == s.file_name.clone() + &s.rank_name)
        );
    }

    #[test]
    fn xiangqi_has_points_a_river_and_two_palaces() {
        let board = board_of("xiangqi");
        assert!(board.points && board.river && !board.passing);
        assert_eq!(board.palaces.len(), 2);
        assert_eq!(
            board.palaces[0],
            ["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"]
        );
        assert_eq!(board.royal, ["general"]);
        assert!(board_of("janggi").passing);
        assert_eq!(board.piece_set, "xiangqi");
        assert_eq!(board_of("minishogi").piece_set, "shogi");
        assert_eq!(board_of("chess").piece_set, "");
    }

    #[test]
    fn the_hexagon_is_drawn_from_its_cells_shapes_and_turns_each_seat_to_the_bottom() {
        let three = board_of("threeplayer");
        assert!(three.drawn && three.squares.len() == 96);
        assert!(
            three
                .squares
                .iter()
                .all(|s| s.corners.is_some() && s.light.is_some())
        );
        let a1 = &three.squares[0];
        assert_eq!((a1.name.as_str(), a1.light), ("a1", Some(false)));
        let turns: Vec<Option<f32>> = three.armies.iter().map(|a| a.turn_degrees).collect();
        assert_eq!(turns, [Some(0.0), Some(120.0), Some(240.0)]);
        assert_eq!(
            three.labels.len(),
            24 + 24,
            "the letters along three back edges, the numbers along six half sides"
        );
        let chess = board_of("chess");
        assert!(!chess.drawn && chess.labels.is_empty());
        assert!(chess.squares.iter().all(|s| s.corners.is_none()));
        assert!(chess.armies.iter().all(|a| a.turn_degrees.is_none()));
    }

    #[test]
    fn fog_hides_the_far_pieces_and_marks_every_square() {
        let game = Game::new("fog", 1).unwrap();
        let white = game.army_by_name("white").unwrap();
        let seen = board_for(&game, &game.view(white));
        assert!(seen.board.squares.iter().all(|s| s.visible.is_some()));
        assert_eq!(
            seen.pieces.len(),
            16,
            "white sees its own pieces, not black's"
        );
        assert!(seen.pieces.iter().all(|p| p.army == "white"));
        assert!(
            seen.board.fog,
            "the board says what an army sees depends on it"
        );
        let chess = Game::new("chess", 1).unwrap();
        let all = board_for(&chess, &chess.view(white));
        assert_eq!(all.pieces.len(), 32, "without fog every piece is seen");
        assert!(!all.board.fog);
    }
}
