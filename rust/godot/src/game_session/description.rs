//! What the screen draws: the state, the board, the pieces, what a side sees,
//! the marked squares, the rules page's diagrams.

use godot::prelude::*;
use raja_core::Game;
use raja_core::view::View;

use super::GameSession;
use crate::describe::board::{board, board_for};
use crate::describe::diagrams::piece_diagrams;
use crate::describe::dice::dice_moves;
use crate::describe::marks::marked_squares;
use crate::describe::pieces::{piece_letters, piece_values, pieces};
use crate::describe::summary::summary;
use crate::json_variant::{array, dictionary, to_variant};

#[godot_api(secondary)]
impl GameSession {
    /// The state at a glance, the shape `raja status` prints: game, to_move, ply,
    /// dice, armies (army, state, grey, points), over, reason, ranking, winning_team,
    /// draw; games in teams add `teams` ({armies, points} per partnership);
    /// games with pockets add `pockets` (army → piece letter → count). The
    /// duck is no field here: it is a piece of nobody (`pieces()`).
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

    /// The game in one line, for the saved-games list: {game, ply, to_move,
    /// over} (`describe::summary::Summary`). Empty without a game.
    #[func]
    fn summary(&self) -> VarDictionary {
        self.game
            .as_ref()
            .map_or_else(VarDictionary::new, |game| dictionary(&summary(game)))
    }

    /// The board: `width`, `height`, `squares`, each {name, file, rank} (void
    /// squares left out; file and rank count from 0 at a1), `armies`, each {army,
    /// forward: [file step, rank step]}, `points`, `river`, `palaces` (each a list
    /// of squares), `passing`, `shogi_numbers`, `wxf_numbers`, `royal`, `art`,
    /// `piece_set`, `drawn`, `labels` and `fog` (what an army sees, `board_for`,
    /// differs from army to army); a drawn board (the three-player
    /// hexagon) adds each square's `corners` and `light` and each army's
    /// `turn_degrees`
    /// (`describe::board::Board` says what each means). Empty without a game.
    #[func]
    fn board(&self) -> VarDictionary {
        self.game
            .as_ref()
            .map_or_else(VarDictionary::new, |game| dictionary(&board(game)))
    }

    /// The game's pieces with the lower-case letter moves use for each, in
    /// the game's piece order: [{letter: "n", piece: "knight"}]
    /// (`describe::pieces::PieceLetter`). Empty without a game.
    #[func]
    fn piece_letters(&self) -> VarArray {
        match &self.game {
            Some(game) => array(&piece_letters(game)),
            None => VarArray::new(),
        }
    }

    /// The game's pieces by name with their values as the game data gives them
    /// ("queen" → 9), for the material balance beside the seats
    /// (`describe::pieces::PieceValues`). Empty without a game.
    #[func]
    fn piece_values(&self) -> VarDictionary {
        self.game
            .as_ref()
            .map_or_else(VarDictionary::new, |game| dictionary(&piece_values(game)))
    }

    /// For the rules page: each piece alone near the middle of the board, where it
    /// may move and capture, as the engine's move generator sees it:
    /// [{piece, square, moves: [squares], captures: [squares], screens:
    /// [{square, piece}] (the pieces a vaulting cannon jumps, set beside it),
    /// neutral: a piece of nobody (the duck)}]; a merged piece
    /// (friendly chess) also {parts: the names of the two pieces it is made of}
    /// (`describe::diagrams::PieceDiagram`).
    #[func]
    fn piece_diagrams(&self) -> VarArray {
        match &self.game {
            Some(game) => array(&piece_diagrams(game)),
            None => VarArray::new(),
        }
    }

    /// Every piece on the board: {square, army, piece, grey}; a merged piece
    /// (friendly chess) also {merged: its two parts' letters, "NB"}. A neutral
    /// piece (the duck) has army "".
    #[func]
    fn pieces(&self) -> VarArray {
        match &self.game {
            Some(game) => array(&pieces(game, game.position())),
            None => VarArray::new(),
        }
    }

    /// The squares `army` (its name or letter) sees, by name: in fog of war its
    /// pieces' squares and where they may move, in other games every square.
    /// Empty without a game or for an unknown army.
    #[func]
    fn visible_squares(&mut self, army: GString) -> PackedStringArray {
        let names = self.view_of(&army).map(|(game, view)| {
            let geometry = &game.variant().geometry;
            view.squares()
                .map(|s| GString::from(geometry.name(s).as_str()))
                .collect()
        });
        self.answer(names)
    }

    /// `board()` as `army` (its name or letter) sees it: each square also
    /// {visible}, and besides `pieces` (as `pieces()`, only those it sees) and
    /// `fen` (hidden squares written empty). In games without fog every square is
    /// visible and every piece there. Empty without a game or for an unknown army.
    #[func]
    fn board_for(&mut self, army: GString) -> VarDictionary {
        let seen = self
            .view_of(&army)
            .map(|(game, view)| dictionary(&board_for(game, &view)));
        self.answer(seen)
    }

    /// The squares to draw marked, by kind: "throne" and "marked" (squares the
    /// rule's board marks), "promotion" (of the pawn on `selected`, else of the
    /// pieces of the army to move) and "capturable" (royal pieces the player to move may take,
    /// in games with check): {kind: [squares]} (`describe::marks::MarkedSquares`).
    /// `selected` may be empty.
    #[func]
    fn marked_squares(&mut self, selected: GString) -> VarDictionary {
        let Some(game) = &self.game else {
            self.fail("no game is loaded");
            return VarDictionary::new();
        };
        let name = selected.to_string();
        let selected = game.variant().geometry.parse_square(&name);
        let marks = dictionary(&marked_squares(game, selected));
        // A name that is no square (a pocket piece picked, "@N") marks as no selection.
        match selected.is_none() && !name.is_empty() {
            true => self.fail(&format!("{name} is no square")),
            false => self.succeed(),
        };
        marks
    }

    /// For each face still to use this turn, the squares of the pieces it lets
    /// move now: [{face, squares}] (`describe::dice::FaceMoves`). Empty without
    /// dice or when over.
    #[func]
    fn dice_moves(&self) -> VarArray {
        match &self.game {
            Some(game) => array(&dice_moves(game)),
            None => VarArray::new(),
        }
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
    pub(super) fn view_of(&self, army: &GString) -> Result<(&Game, View), String> {
        let game = self.loaded()?;
        let army = game
            .army_by_name(&army.to_string())
            .map_err(|error| error.to_string())?;
        Ok((game, game.view(army)))
    }
}
