//! What the screen draws: the state, the board, the pieces, what a side sees,
//! the marked squares, the rules page's diagrams.

use godot::prelude::*;
use raja_core::data::Notation;
use raja_core::view::View;
use raja_core::{Game, Position};

use super::GameSession;
use crate::json_variant::to_variant;

#[godot_api(secondary)]
impl GameSession {
    /// The state at a glance, the shape `raja status` prints: game, to_move, ply,
    /// dice, armies (army, state, grey, points), over, reason, ranking, winning_team;
    /// games with pockets add `pockets` (army → piece letter → count), duck chess
    /// `duck` (its square, "" before it is first placed).
    #[func]
    pub(super) fn state(&self) -> VarDictionary {
        match &self.game {
            Some(game) => match serde_json::to_value(game.status()) {
                Ok(value) => to_variant(&value).to::<VarDictionary>(),
                Err(_) => VarDictionary::new(),
            },
            None => VarDictionary::new(),
        }
    }

    /// The board: `width`, `height`, `squares`, each {name, file, rank} (void squares
    /// left out; file and rank count from 0 at a1), `armies`, each {army, forward},
    /// `points` (pieces stand on the points where lines cross, as in Xiangqi and
    /// Janggi), `river` (a river crosses the middle, as in Xiangqi), `palaces`
    /// (each a PackedStringArray of squares), `passing` (a player may pass a
    /// move, as in Janggi), `shogi_numbers` and `wxf_numbers` (the coordinates
    /// Shogi's and Xiangqi's notations read), `royal` (the
    /// names of the pieces whose loss ends an army, marked when in check) and
    /// `art` (piece name → the piece whose drawing it borrows, Sittuyin's).
    #[func]
    fn board(&self) -> VarDictionary {
        let mut board = VarDictionary::new();
        let Some(game) = &self.game else {
            return board;
        };
        let geometry = &game.variant().geometry;
        let mut squares = VarArray::new();
        for square in geometry.squares() {
            let (file, rank) = geometry.coords(square);
            let mut entry = VarDictionary::new();
            entry.set(
                "name",
                &GString::from(geometry.name(square).as_str()).to_variant(),
            );
            entry.set("file", &(file as i64).to_variant());
            entry.set("rank", &(rank as i64).to_variant());
            squares.push(&entry.to_variant());
        }
        let mut armies = VarArray::new();
        for army in &game.variant().data.armies {
            let mut entry = VarDictionary::new();
            entry.set("army", &GString::from(army.name.as_str()).to_variant());
            // Where the army sits: its pawns' forward direction, (0, 1) for the south.
            entry.set(
                "forward",
                &Vector2i::new(army.forward.0.into(), army.forward.1.into()).to_variant(),
            );
            armies.push(&entry.to_variant());
        }
        board.set("armies", &armies.to_variant());
        board.set("width", &(geometry.width() as i64).to_variant());
        board.set("height", &(geometry.height() as i64).to_variant());
        board.set("squares", &squares.to_variant());
        let variant = game.variant();
        board.set("points", &variant.data.board.points.to_variant());
        board.set("river", &variant.data.board.river.to_variant());
        // A player may pass a move (Janggi): the screen keeps a pass button.
        board.set("passing", &variant.data.passing.to_variant());
        // The coordinates Shogi's notation reads: files numbered from the first
        // player's right, ranks from the far side.
        let notation = variant.data.notation;
        board.set(
            "shogi_numbers",
            &(notation == Notation::ShogiNumbers).to_variant(),
        );
        // Xiangqi's WXF: files numbered from each player's right, no ranks.
        board.set("wxf_numbers", &(notation == Notation::Wxf).to_variant());
        // The royal pieces' regions (Xiangqi's palaces), drawn with their diagonals.
        let mut palaces = VarArray::new();
        for army in 0..variant.army_count() as u8 {
            for kind in (0..variant.kind_count() as u8).filter(|&k| variant.is_royal(k)) {
                if let Some(region) = variant.region(kind, army) {
                    let names: PackedStringArray = region
                        .map(|square| GString::from(geometry.name(square).as_str()))
                        .collect();
                    palaces.push(&names.to_variant());
                }
            }
        }
        board.set("palaces", &palaces.to_variant());
        let royal: PackedStringArray = (0..variant.kind_count() as u8)
            .filter(|&kind| variant.is_royal(kind))
            .map(|kind| GString::from(variant.piece(kind).name.as_str()))
            .collect();
        board.set("royal", &royal.to_variant());
        // Pieces drawn as another piece (Sittuyin's general as the met): name → drawing.
        let mut art = VarDictionary::new();
        for piece in &variant.data.pieces {
            if let Some(drawing) = &piece.art {
                art.set(
                    &GString::from(piece.name.as_str()).to_variant(),
                    &GString::from(drawing.as_str()).to_variant(),
                );
            }
        }
        board.set("art", &art.to_variant());
        board
    }

    /// The game's pieces by the lower-case letter moves use for them ("n" → "knight").
    #[func]
    fn piece_letters(&self) -> VarDictionary {
        let mut letters = VarDictionary::new();
        if let Some(game) = &self.game {
            for piece in &game.variant().data.pieces {
                let letter = piece.letter.to_ascii_lowercase().to_string();
                letters.set(
                    &GString::from(letter.as_str()).to_variant(),
                    &GString::from(piece.name.as_str()).to_variant(),
                );
            }
        }
        letters
    }

    /// For the rules page: each piece alone near the middle of the board, where it
    /// may move and capture, as the engine's move generator sees it:
    /// [{piece, square, moves: [squares], captures: [squares], screens:
    /// [{square, piece}] (the pieces a vaulting cannon jumps, set beside it)}];
    /// a merged piece
    /// (friendly chess) also {parts: the names of the two pieces it is made of}.
    #[func]
    fn piece_diagrams(&self) -> VarArray {
        let mut diagrams = VarArray::new();
        let Some(game) = &self.game else {
            return diagrams;
        };
        let variant = game.variant();
        let names = |squares: &[u16]| -> PackedStringArray {
            squares
                .iter()
                .map(|&s| GString::from(variant.geometry.name(s).as_str()))
                .collect()
        };
        for kind in 0..variant.kind_count() {
            let Some(diagram) = raja_core::diagram::piece_diagram(variant, kind as u8) else {
                continue;
            };
            let mut entry = VarDictionary::new();
            let piece = &variant.piece(kind as u8).name;
            entry.set("piece", &GString::from(piece.as_str()).to_variant());
            let square = variant.geometry.name(diagram.square);
            entry.set("square", &GString::from(square.as_str()).to_variant());
            entry.set("moves", &names(&diagram.moves).to_variant());
            entry.set("captures", &names(&diagram.captures).to_variant());
            let mut screens = VarArray::new();
            for &(square, screen) in &diagram.screens {
                let mut cell = VarDictionary::new();
                let name = GString::from(variant.geometry.name(square).as_str());
                cell.set("square", &name.to_variant());
                let piece = GString::from(variant.piece(screen).name.as_str());
                cell.set("piece", &piece.to_variant());
                screens.push(&cell.to_variant());
            }
            entry.set("screens", &screens.to_variant());
            if let Some(Some((a, b))) = variant.merged.get(kind) {
                let parts: PackedStringArray = [a, b]
                    .iter()
                    .map(|&&k| GString::from(variant.piece(k).name.as_str()))
                    .collect();
                entry.set("parts", &parts.to_variant());
            }
            diagrams.push(&entry.to_variant());
        }
        diagrams
    }

    /// Every piece on the board: {square, army, piece, grey}; a merged piece
    /// (friendly chess) also {merged: its two parts' letters, "NB"}.
    #[func]
    fn pieces(&self) -> VarArray {
        match &self.game {
            Some(game) => piece_entries(game, game.position()),
            None => VarArray::new(),
        }
    }

    /// The squares `army` (its name or letter) sees, by name: in fog of war its
    /// pieces' squares and where they may move, in other games every square.
    /// Empty without a game or for an unknown army.
    #[func]
    fn visible_squares(&self, army: GString) -> PackedStringArray {
        let Some((game, view)) = self.view_of(&army) else {
            return PackedStringArray::new();
        };
        let geometry = &game.variant().geometry;
        view.squares()
            .map(|s| GString::from(geometry.name(s).as_str()))
            .collect()
    }

    /// `board()` as `army` (its name or letter) sees it: each square also
    /// {visible}, and besides `pieces` (as `pieces()`, only those it sees) and
    /// `fen` (hidden squares written empty). In games without fog every square is
    /// visible and every piece there. Empty without a game or for an unknown army.
    #[func]
    fn board_for(&self, army: GString) -> VarDictionary {
        let Some((game, view)) = self.view_of(&army) else {
            return VarDictionary::new();
        };
        let mut board = self.board();
        let geometry = &game.variant().geometry;
        let mut squares = VarArray::new();
        for square in geometry.squares() {
            let (file, rank) = geometry.coords(square);
            let mut entry = VarDictionary::new();
            entry.set(
                "name",
                &GString::from(geometry.name(square).as_str()).to_variant(),
            );
            entry.set("file", &(file as i64).to_variant());
            entry.set("rank", &(rank as i64).to_variant());
            entry.set("visible", &view.is_visible(square).to_variant());
            squares.push(&entry.to_variant());
        }
        board.set("squares", &squares.to_variant());
        board.set("pieces", &piece_entries(game, &view.position).to_variant());
        let fen = view.fen(game.variant());
        board.set("fen", &GString::from(fen.as_str()).to_variant());
        board
    }

    /// The squares to draw marked, by kind: "throne" and "marked" (squares the
    /// rule's board marks), "promotion" (of the pawn on `selected`, else of the
    /// pieces of the army to move) and "capturable" (royal pieces the player to move may take,
    /// in games with check): {kind: PackedStringArray}. `selected` may be empty.
    #[func]
    fn marked_squares(&self, selected: GString) -> VarDictionary {
        let mut marks = VarDictionary::new();
        let Some(game) = &self.game else {
            return marks;
        };
        let variant = game.variant();
        let selected = variant.geometry.parse_square(&selected.to_string());
        for kind in ["throne", "marked", "promotion", "capturable"] {
            marks.set(kind, &PackedStringArray::new().to_variant());
        }
        let mut lists: Vec<(&str, PackedStringArray)> = Vec::new();
        for (mark, square) in game.marked_squares(selected) {
            let name = GString::from(variant.geometry.name(square).as_str());
            match lists.iter_mut().find(|(kind, _)| *kind == mark.name()) {
                Some((_, list)) => list.push(&name),
                None => lists.push((mark.name(), PackedStringArray::from([name]))),
            }
        }
        for (kind, list) in lists {
            marks.set(kind, &list.to_variant());
        }
        marks
    }

    /// For each face still to use this turn, the squares of the pieces it lets
    /// move now: {face: PackedStringArray}. Empty without dice or when over.
    #[func]
    fn dice_moves(&self) -> VarDictionary {
        let mut by_face = VarDictionary::new();
        let Some(game) = &self.game else {
            return by_face;
        };
        let (Some(rule), Some(dice)) = (&game.variant().dice, game.position().dice()) else {
            return by_face;
        };
        let legal = game.legal_moves();
        let position = game.position();
        for face in dice.faces() {
            let allowed = rule.kinds(face);
            let mut squares: Vec<u16> = legal
                .iter()
                .filter(|mv| mv.is_board_move())
                .map(|mv| mv.from)
                .filter(|&from| allowed & (1 << position.cell(from).kind()) != 0)
                .collect();
            squares.sort_unstable();
            squares.dedup();
            let names: PackedStringArray = squares
                .iter()
                .map(|&s| GString::from(game.variant().geometry.name(s).as_str()))
                .collect();
            by_face.set(&i64::from(face).to_variant(), &names.to_variant());
        }
        by_face
    }

    /// The position in the game's FEN.
    #[func]
    fn fen(&self) -> GString {
        self.game
            .as_ref()
            .map_or_else(GString::new, |game| GString::from(game.fen().as_str()))
    }
}

impl GameSession {
    /// The game and what `army` (name or letter) sees of it.
    pub(super) fn view_of(&self, army: &GString) -> Option<(&Game, View)> {
        let game = self.game.as_ref()?;
        let army = game.army_by_name(&army.to_string()).ok()?;
        Some((game, game.view(army)))
    }
}

/// The pieces of `position` as `pieces()` gives them.
fn piece_entries(game: &Game, position: &Position) -> VarArray {
    let mut pieces = VarArray::new();
    let variant = game.variant();
    for army in 0..position.army_count() {
        let grey = !position.army_state(army).is_live();
        for &square in position.pieces(army) {
            let kind = position.cell(square).kind();
            let mut entry = VarDictionary::new();
            let square_name = variant.geometry.name(square);
            entry.set("square", &GString::from(square_name.as_str()).to_variant());
            entry.set("army", &GString::from(variant.army_name(army)).to_variant());
            entry.set(
                "piece",
                &GString::from(variant.piece(kind).name.as_str()).to_variant(),
            );
            entry.set("grey", &grey.to_variant());
            if let Some(Some((a, b))) = variant.merged.get(usize::from(kind)) {
                let letters: String = [variant.piece(*a).letter, variant.piece(*b).letter]
                    .iter()
                    .map(|c| c.to_ascii_uppercase())
                    .collect();
                entry.set("merged", &GString::from(letters.as_str()).to_variant());
            }
            pieces.push(&entry.to_variant());
        }
    }
    pieces
}
