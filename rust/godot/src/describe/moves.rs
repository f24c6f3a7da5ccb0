//! The legal moves as structured entries: what a tap needs (from, to, the piece
//! dropped, the promotion, the second part, a pass, a rule action, the squares
//! taken), so no script reads a move's text.

use raja_core::{Game, Move, Position};
use serde::Serialize;

use super::{name, piece_name};

/// One legal move, whole (a duck move with its second part).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MoveOption {
    /// What `play` takes.
    pub text: String,
    /// The text of its first part: the piece move of a duck move, else `text`.
    pub first: String,
    /// The square the piece leaves; "" for a drop, a pass or a rule action.
    pub from: String,
    /// The square a tap chooses: where the piece lands (a castling king's
    /// target, or its rook in Chess960, as the move's text writes it) or is
    /// dropped; "" for a pass or a rule action.
    pub to: String,
    /// The letter of the piece a drop puts down, upper case as pockets count
    /// them ("N"); "" for other moves.
    pub drop: String,
    /// The piece a promotion makes; "" for other moves.
    pub promotion: String,
    /// The square of the second part (where the duck goes); "" without one.
    pub second: String,
    /// It passes: a dice turn given up, or a piece that stays (Janggi).
    pub pass: bool,
    /// A rule action's kind ("offer", "accept"); "" for other moves.
    pub action: String,
    /// The squares of the pieces the move takes.
    pub captures: Vec<String>,
}

/// Every legal move of the side to move, in the order of `legal_move_strings`.
pub fn move_options(game: &Game) -> Vec<MoveOption> {
    let mut options = Vec::new();
    for first in game.legal_moves() {
        match game.second_parts(first) {
            Some(seconds) if !seconds.is_empty() => options.extend(
                seconds
                    .into_iter()
                    .map(|second| option(game, first, Some(second))),
            ),
            _ => options.push(option(game, first, None)),
        }
    }
    options
}

/// The entry of the legal move written `text`, if it is one.
pub fn move_option(game: &Game, text: &str) -> Option<MoveOption> {
    let (first, second) = parse_whole(game, text)?;
    Some(option(game, first, second))
}

/// The legal move written `text`, its second part apart.
pub fn parse_whole(game: &Game, text: &str) -> Option<(Move, Option<Move>)> {
    let text = text.trim();
    for first in game.legal_moves() {
        match game.second_parts(first) {
            Some(seconds) if !seconds.is_empty() => {
                if let Some(second) = seconds
                    .into_iter()
                    .find(|&second| game.two_part_text(first, second) == text)
                {
                    return Some((first, Some(second)));
                }
            }
            _ if game.move_string(first) == text => return Some((first, None)),
            _ => {}
        }
    }
    None
}

fn option(game: &Game, first: Move, second: Option<Move>) -> MoveOption {
    let variant = game.variant();
    let first_text = game.move_string(first);
    let text = match second {
        Some(second) => game.two_part_text(first, second),
        None => first_text.clone(),
    };
    let mut entry = MoveOption {
        text,
        first: first_text,
        pass: first.passes(),
        captures: taken(game, first)
            .into_iter()
            .map(|s| name(game, s))
            .collect(),
        ..MoveOption::default()
    };
    // A second part puts the duck down: a drop of the neutral piece.
    if let Some((_, square)) = second.and_then(Move::dropped) {
        entry.second = name(game, square);
    }
    if let Some((kind, square)) = first.dropped() {
        entry.drop = variant.piece(kind).letter.to_ascii_uppercase().to_string();
        entry.to = name(game, square);
    } else if first.is_board_move() {
        entry.from = name(game, first.from);
        entry.to = name(game, raja_core::notation::written_target(variant, first));
        if let Some(kind) = first.promotion() {
            entry.promotion = piece_name(game, kind);
        }
    } else if first.action_code().is_some() {
        let text = game.move_string(first);
        entry.action = text.split(':').next().unwrap_or_default().to_string();
    }
    entry
}

/// The squares of the pieces `mv` takes: the one it moves onto (or the pawn
/// taken en passant) and those a rule takes besides (boat triumph).
pub fn taken(game: &Game, mv: Move) -> Vec<raja_core::geometry::Square> {
    let variant = game.variant();
    let mut position: Position = game.position().clone();
    let captured_on = match (mv.is_en_passant(), position.en_passants().on(mv.to)) {
        (true, Some((_, ep))) => ep.pawn,
        _ => mv.to,
    };
    let undo = position.make(variant, mv);
    let mut squares = Vec::new();
    if !undo.captured().is_empty() {
        squares.push(captured_on);
    }
    squares.extend(undo.extra_captures().iter().map(|&(s, _)| s));
    position.unmake(variant, undo);
    squares
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find<'a>(options: &'a [MoveOption], text: &str) -> &'a MoveOption {
        options
            .iter()
            .find(|o| o.text == text)
            .unwrap_or_else(|| panic!("{text} is among the options"))
    }

    #[test]
    fn every_legal_move_has_one_entry_with_its_text() {
        for id in [
            "chess",
            "chaturaji",
            "duck",
            "crazyhouse",
            "janggi",
            "shogi",
        ] {
            let game = Game::new(id, 3).unwrap();
            let texts: Vec<String> = move_options(&game).into_iter().map(|o| o.text).collect();
            assert_eq!(texts, game.legal_move_strings(), "{id}");
        }
    }

    #[test]
    fn a_board_move_names_its_squares_and_what_it_takes() {
        let mut game = Game::new("chess", 1).unwrap();
        game.play_all("e2e4 d7d5").unwrap();
        let options = move_options(&game);
        let capture = find(&options, "e4d5");
        assert_eq!((capture.from.as_str(), capture.to.as_str()), ("e4", "d5"));
        assert_eq!(capture.captures, ["d5"]);
        assert!(find(&options, "e4e5").captures.is_empty());
        game.play_all("e4e5 f7f5").unwrap();
        let en_passant = move_option(&game, "e5f6").unwrap();
        assert_eq!(
            en_passant.captures,
            ["f5"],
            "the pawn beside, not the square"
        );
    }

    #[test]
    fn castling_taps_the_kings_target_but_the_rook_in_chess960() {
        let mut game = Game::new("chess", 1).unwrap();
        game.play_all("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6").unwrap();
        let castling = move_option(&game, "e1g1").unwrap();
        assert_eq!((castling.from.as_str(), castling.to.as_str()), ("e1", "g1"));
        let chess960 = Game::chess960("chess960", 518).unwrap();
        let mut open = chess960.clone();
        open.play_all("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6").unwrap();
        let castling = move_option(&open, "e1h1").unwrap();
        assert_eq!(castling.to, "h1");
        assert!(
            castling.captures.is_empty(),
            "the king takes its own rook: no capture"
        );
    }

    #[test]
    fn drops_promotions_passes_and_second_parts_are_fields() {
        let mut game = Game::new("crazyhouse", 1).unwrap();
        game.play_all("e2e4 d7d5 e4d5 d8d5").unwrap();
        let drop = move_option(&game, "P@e6").unwrap();
        assert_eq!(
            (drop.drop.as_str(), drop.to.as_str(), drop.from.as_str()),
            ("P", "e6", "")
        );
        let promoting = Game::from_fen("chess", "8/P6k/8/8/8/8/8/K7 w - - 0 1").unwrap();
        let queen = move_option(&promoting, "a7a8q").unwrap();
        assert_eq!(
            (queen.to.as_str(), queen.promotion.as_str()),
            ("a8", "queen")
        );
        let duck = Game::new("duck", 1).unwrap();
        let placed = move_option(&duck, "e2e4,e4d5").unwrap();
        assert_eq!(
            (placed.first.as_str(), placed.second.as_str()),
            ("e2e4", "d5")
        );
        let janggi = Game::new("janggi", 1).unwrap();
        let options = move_options(&janggi);
        let passes: Vec<&str> = options
            .iter()
            .filter(|o| o.pass)
            .map(|o| o.text.as_str())
            .collect();
        assert_eq!(passes, ["e2e2"], "the general staying is Janggi's pass");
        assert_eq!(
            move_option(&janggi, "e2e5"),
            None,
            "the general leaves no palace"
        );
    }
}
