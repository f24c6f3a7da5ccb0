//! What a move did, for sounds and animation: who moved what where, the piece
//! it took, those a rule removed besides (atomic) or turned (friendly chess's merges
//! and their chain), the promotion, and whether it gives check.

use raja_core::geometry::Square;
use raja_core::position::Cell;
use raja_core::{Game, Kind, Move, Position};
use serde::Serialize;

use super::moves::parse_whole;
use super::{name, piece_name};

/// A piece on a square, as `pieces()` names it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PieceAt {
    pub square: String,
    /// The army's name; "" for a neutral piece.
    pub army: String,
    pub piece: String,
}

/// One move, played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MoveEffect {
    /// The move as `play` took it.
    pub text: String,
    /// The army that moved.
    pub army: String,
    /// The piece that moved or was dropped; "" for a pass or a rule action.
    pub piece: String,
    /// Where it came from ("" for a drop, a pass, an action) and where it landed.
    pub from: String,
    pub to: String,
    /// Where the second part put the duck; "" without one.
    pub second: String,
    /// The letter of a dropped piece ("N"); "" for other moves.
    pub drop: String,
    /// The piece a promotion made; "" for other moves.
    pub promotion: String,
    pub pass: bool,
    /// The piece the move took: the one it moved onto, or the pawn taken en passant.
    pub captures: Vec<PieceAt>,
    /// The pieces a rule removed besides: an atomic explosion's (the mover's
    /// too), the boats a boat triumph takes.
    pub blasts: Vec<PieceAt>,
    /// The pieces a rule turned into others where they stand (friendly
    /// chess's merge and the pieces its chain reaction wins over), as they are now.
    pub changed: Vec<PieceAt>,
    /// Some army is in check after the move.
    pub check: bool,
}

/// What the legal move `text` of `before` does when played. `None` when `text`
/// is no legal move of `before`.
pub fn effect(before: &Game, text: &str) -> Option<MoveEffect> {
    let (first, second) = parse_whole(before, text)?;
    let variant = before.variant();
    let start = before.position();
    let mut played = start.clone();
    let captured_on = match (first.is_en_passant(), start.en_passants().on(first.to)) {
        (true, Some((_, ep))) => ep.pawn,
        _ => first.to,
    };
    let undo = played.make(variant, first);
    let mut taken: Vec<Square> = Vec::new();
    if !undo.captured().is_empty() {
        taken.push(captured_on);
    }
    if let Some(second) = second {
        played.make(variant, second);
    }
    let mover = start.to_move();
    let option = super::moves::move_option(before, text).unwrap_or_default();
    let mut effect = MoveEffect {
        text: option.text,
        army: variant.army_name(mover).to_string(),
        from: option.from,
        to: option.to.clone(),
        second: option.second,
        drop: option.drop,
        promotion: option.promotion,
        pass: option.pass,
        ..MoveEffect::default()
    };
    let landing = moved_to(before, first);
    if let Some((kind, _)) = first.dropped() {
        effect.piece = piece_name(before, kind);
    } else if first.is_board_move() {
        effect.piece = piece_name(before, start.cell(first.from).kind());
    }
    // Squares the move itself fills or empties, which are no rule's doing.
    let mut own: Vec<Square> = Vec::new();
    if first.is_board_move() {
        own.push(first.from);
    }
    if let Some(rook) = first.castling_rook()
        && let Some((_, rook_to)) = variant.back_rank_targets(first.from, rook)
    {
        own.extend([rook, rook_to]);
    }
    let neutral = variant.neutral_army();
    for square in variant.geometry.squares() {
        let (was, is) = (start.cell(square), played.cell(square));
        if was == is || own.contains(&square) && Some(square) != landing {
            continue;
        }
        let neutral_piece = |cell: Cell| !cell.is_empty() && cell.army() == neutral;
        if neutral_piece(was) || neutral_piece(is) {
            continue; // the duck moved: the second part, not a capture
        }
        if taken.contains(&square) {
            effect.captures.push(piece_at(before, square, was));
        }
        if Some(square) == landing {
            // The mover stands here as it moved, promoted, merged, or not at all.
            if is.is_empty() {
                let moved = start.cell(first.from);
                effect.blasts.push(piece_at(before, square, moved));
            } else if !was.is_empty() && !taken.contains(&square)
                || is.kind() != expected(first, start)
            {
                effect.changed.push(piece_at(before, square, is));
            }
        } else if is.is_empty() {
            if !taken.contains(&square) {
                effect.blasts.push(piece_at(before, square, was));
            }
        } else if !was.is_empty() {
            effect.changed.push(piece_at(before, square, is));
        }
    }
    effect.check = played
        .live_armies()
        .any(|army| variant.rules.in_check(variant, &played, army));
    Some(effect)
}

/// The kind a board move leaves where it lands, as plain moving would.
fn expected(mv: Move, start: &Position) -> Kind {
    match (mv.promotion(), mv.dropped()) {
        (Some(kind), _) | (_, Some((kind, _))) => kind,
        _ => start.cell(mv.from).kind(),
    }
}

/// Where the moving or dropped piece lands; `None` for a pass or an action.
fn moved_to(game: &Game, mv: Move) -> Option<Square> {
    match mv.dropped() {
        Some((_, square)) => Some(square),
        None if mv.is_board_move() && !mv.stays() => {
            Some(raja_core::notation::landing(game.variant(), mv))
        }
        None => None,
    }
}

fn piece_at(game: &Game, square: Square, cell: Cell) -> PieceAt {
    let variant = game.variant();
    let army = match cell.army() == variant.neutral_army() {
        true => String::new(),
        false => variant.army_name(cell.army()).to_string(),
    };
    PieceAt {
        square: name(game, square),
        army,
        piece: piece_name(game, cell.kind()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn played(id: &str, moves: &str, text: &str) -> MoveEffect {
        let mut game = Game::new(id, 1).unwrap();
        game.play_all(moves).unwrap();
        effect(&game, text).unwrap()
    }

    fn squares(pieces: &[PieceAt]) -> Vec<&str> {
        pieces.iter().map(|p| p.square.as_str()).collect()
    }

    #[test]
    fn a_quiet_move_takes_nothing_and_names_its_mover() {
        let quiet = played("chess", "", "g1f3");
        assert_eq!(
            (
                quiet.army.as_str(),
                quiet.piece.as_str(),
                quiet.from.as_str(),
                quiet.to.as_str()
            ),
            ("white", "knight", "g1", "f3")
        );
        assert!(quiet.captures.is_empty() && quiet.blasts.is_empty() && quiet.changed.is_empty());
        assert!(!quiet.check);
        let castling = played("chess", "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", "e1g1");
        assert!(
            castling.captures.is_empty()
                && castling.blasts.is_empty()
                && castling.changed.is_empty()
        );
    }

    #[test]
    fn a_capture_names_the_piece_taken_and_a_check_is_seen() {
        let capture = played("chess", "e2e4 d7d5", "e4d5");
        assert_eq!(
            capture.captures,
            [PieceAt {
                square: "d5".into(),
                army: "black".into(),
                piece: "pawn".into()
            }]
        );
        let check = played("chess", "e2e4 f7f6 d2d4 g7g5", "d1h5");
        assert!(check.check, "the queen checks");
        let en_passant = played("chess", "e2e4 a7a6 e4e5 f7f5", "e5f6");
        assert_eq!(squares(&en_passant.captures), ["f5"]);
    }

    #[test]
    fn an_explosion_blasts_the_pieces_around_and_the_mover() {
        // Atomic: the knight takes on f7; f7, the knight and the pieces around go.
        let blast = played("atomic", "g1f3 a7a6 f3g5 a6a5", "g5f7");
        assert_eq!(squares(&blast.captures), ["f7"]);
        let mut blasted = squares(&blast.blasts);
        blasted.sort_unstable();
        assert!(
            blasted.contains(&"f7"),
            "the knight explodes with what it took: {blasted:?}"
        );
        assert!(
            blasted.contains(&"g8") && blasted.contains(&"e8"),
            "{blasted:?}"
        );
    }

    #[test]
    fn a_friendly_capture_is_a_merge() {
        let merge = played("friendly", "e2e4 d7d5", "e4d5");
        assert_eq!(
            squares(&merge.captures),
            ["d5"],
            "shared code takes the pawn"
        );
        assert_eq!(
            merge.changed.len(),
            1,
            "and the two merge: {:?}",
            merge.changed
        );
        assert_eq!(
            (
                merge.changed[0].square.as_str(),
                merge.changed[0].army.as_str()
            ),
            ("d5", "white")
        );
    }

    #[test]
    fn a_duck_move_names_where_the_duck_went_and_takes_no_duck() {
        let duck = played("duck", "", "e2e4,e4d5");
        assert_eq!((duck.to.as_str(), duck.second.as_str()), ("e4", "d5"));
        assert!(duck.captures.is_empty() && duck.blasts.is_empty() && duck.changed.is_empty());
        let game = Game::new("chess", 1).unwrap();
        assert_eq!(effect(&game, "e2e5"), None, "no legal move, no effect");
    }
}
