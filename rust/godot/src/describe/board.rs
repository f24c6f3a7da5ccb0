//! The board a screen draws: its squares, where each army sits, its lines and
//! regions, and which coordinates its notation reads; and the board as one army
//! sees it (fog of war), its hidden squares empty.

use std::collections::BTreeMap;

use raja_core::Game;
use raja_core::data::Notation;
use raja_core::view::View;
use serde::Serialize;

use super::name;
use super::pieces::{PieceEntry, pieces};

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SquareEntry {
    pub name: String,
    /// Counted from 0 at a1.
    pub file: u8,
    pub rank: u8,
    /// Whether the army whose view this is sees it (`board_for` only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub visible: Option<bool>,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArmySeat {
    pub army: String,
    /// Its pawns' forward direction [file, rank]: [0, 1] for the south.
    pub forward: [i32; 2],
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    /// The traditional piece set the game may be drawn with (`xiangqi`,
    /// `janggi`, `shogi`: a folder of art/pieces/traditional/), or "".
    pub piece_set: String,
}

/// The board as one army sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
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
    let squares = geometry
        .squares()
        .map(|square| {
            let (file, rank) = geometry.coords(square);
            SquareEntry {
                name: name(game, square),
                file,
                rank,
                visible: None,
            }
        })
        .collect();
    let armies = variant
        .data
        .armies
        .iter()
        .map(|army| ArmySeat {
            army: army.name.clone(),
            forward: [army.forward.0.into(), army.forward.1.into()],
        })
        .collect();
    let royal_kinds: Vec<u8> = (0..variant.kind_count() as u8)
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
        piece_set: variant.data.piece_set.clone().unwrap_or_default(),
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
        let chess = Game::new("chess", 1).unwrap();
        let all = board_for(&chess, &chess.view(white));
        assert_eq!(all.pieces.len(), 32, "without fog every piece is seen");
    }
}
