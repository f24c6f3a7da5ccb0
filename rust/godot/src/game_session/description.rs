//! What the screen draws: the state, the board, the pieces, what a side sees,
//! the marked squares, the rules page's diagrams.

use godot::prelude::*;
use raja_core::Game;
use raja_core::view::View;

use super::GameSession;
use crate::describe::board::{board, board_for};
use crate::describe::pieces::pieces;
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

    /// The game's pieces by name with their values as the game data gives them
    /// ("queen" → 9), for the material balance beside the seats.
    #[func]
    fn piece_values(&self) -> VarDictionary {
        let mut values = VarDictionary::new();
        if let Some(game) = &self.game {
            for piece in &game.variant().data.pieces {
                values.set(
                    &GString::from(piece.name.as_str()).to_variant(),
                    &i64::from(piece.value).to_variant(),
                );
            }
        }
        values
    }

    /// For the rules page: each piece alone near the middle of the board, where it
    /// may move and capture, as the engine's move generator sees it:
    /// [{piece, square, moves: [squares], captures: [squares], screens:
    /// [{square, piece}] (the pieces a vaulting cannon jumps, set beside it),
    /// neutral: a piece of nobody (the duck)}]; a merged piece
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
        for kind in variant.kinds() {
            let Some(diagram) = raja_core::diagram::piece_diagram(variant, kind) else {
                continue;
            };
            let mut entry = VarDictionary::new();
            let piece = &variant.piece(kind).name;
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
            entry.set("neutral", &variant.is_neutral(kind).to_variant());
            if let Some(Some((a, b))) = variant.merged.get(kind.index()) {
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
    /// in games with check): {kind: PackedStringArray}. `selected` may be empty.
    #[func]
    fn marked_squares(&mut self, selected: GString) -> VarDictionary {
        let mut marks = VarDictionary::new();
        let Some(game) = &self.game else {
            self.fail("no game is loaded");
            return marks;
        };
        let variant = game.variant();
        let name = selected.to_string();
        let selected = variant.geometry.parse_square(&name);
        // A name that is no square (a pocket piece picked, "@N") marks as no selection.
        let why = (selected.is_none() && !name.is_empty()).then(|| format!("{name} is no square"));
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
        match why {
            Some(why) => self.fail(&why),
            None => self.succeed(),
        };
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
                .filter(|&from| allowed.contains(position.cell(from).kind()))
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
    pub(super) fn view_of(&self, army: &GString) -> Result<(&Game, View), String> {
        let game = self.loaded()?;
        let army = game
            .army_by_name(&army.to_string())
            .map_err(|error| error.to_string())?;
        Ok((game, game.view(army)))
    }
}
