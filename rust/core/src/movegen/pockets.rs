//! Drops: pieces an army holds off the board (`state::hand`) played onto it
//! (crazyhouse, `GameData::pockets`), where they may legally land, and the
//! pockets as the chess FEN writes them, in brackets after the board, as
//! Fairy-Stockfish does:
//! first army's upper case, then the second's lower case, each in the order of
//! the game's pieces (`[QRBNPqn]`).

use crate::board::army::Army;
use crate::board::cell::MAX_KINDS;
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveSink};
use crate::error::Error;
use crate::movegen::attack::in_check;
use crate::movegen::variant::Variant;
use crate::state::hand::MAX_IN_POCKET;
use crate::state::position::{Cell, Position};
use crate::state::rule_state::POCKET_ARMIES;
use crate::state::undo::Undo;

impl Position {
    /// Plays the drop `mv` of the side to move: the piece leaves the pocket for
    /// the board. A drop resets the fifty-move count, as Fairy-Stockfish counts
    /// it, and repetitions start anew unless captures go to hand. False, and
    /// nothing changed, if `mv` is no drop from the pocket.
    pub(crate) fn drop_from_pocket(
        &mut self,
        variant: &Variant,
        mv: Move,
        undo: &mut Undo,
    ) -> bool {
        let army = self.to_move();
        let Some((kind, square)) = mv.dropped() else {
            return false;
        };
        if !self.take_from_pocket(variant, army, kind) {
            return false;
        }
        self.edit_by_rule(variant, square, Cell::piece(army, kind), undo);
        self.halfmove = 0;
        if !variant.data.captures_to_hand {
            self.rep_start = self.history.len();
        }
        true
    }
}

/// The squares of `candidates` where `army` may legally drop: all of them, or
/// while it is in check those where a piece shields every royal piece. The
/// candidates are empty squares; `blocker` is a kind of the game that is not
/// royal (any piece blocks a line as well as another).
pub(crate) fn legal_drop_squares(
    variant: &Variant,
    position: &Position,
    army: Army,
    blocker: Kind,
    candidates: impl Iterator<Item = Square>,
) -> Vec<Square> {
    if !variant.check || !in_check(variant, position, army) {
        return candidates.collect();
    }
    // Rare enough for a copy: put a piece on each square and look again.
    let mut probe = position.clone();
    let blocker = Cell::piece(army, blocker);
    let mut squares = Vec::new();
    for square in candidates {
        probe.board[usize::from(square)] = blocker;
        if !in_check(variant, &probe, army) {
            squares.push(square);
        }
        probe.board[usize::from(square)] = Cell::EMPTY;
    }
    squares
}

/// Pushes `army`'s legal drops: each kind in `kinds` it holds, onto each empty
/// square `may_drop` allows for that kind (in check, only where the piece
/// shields the king; `blocker` as for `legal_drop_squares`).
pub(crate) fn push_drops(
    variant: &Variant,
    position: &Position,
    army: Army,
    kinds: KindSet,
    blocker: Kind,
    may_drop: impl Fn(Kind, Square) -> bool,
    sink: &mut dyn MoveSink,
) {
    let held: Vec<Kind> = variant
        .kinds()
        .filter(|&kind| kinds.contains(kind) && position.pocket(army, kind) > 0)
        .collect();
    if held.is_empty() {
        return;
    }
    let empty = variant
        .geometry
        .squares()
        .filter(|&square| position.cell(square).is_empty());
    for square in legal_drop_squares(variant, position, army, blocker, empty) {
        for &kind in &held {
            if may_drop(kind, square) {
                sink.push(Move::drop(kind, square));
            }
        }
    }
}

/// The pockets as the chess FEN writes them, brackets included.
pub fn write(variant: &Variant, position: &Position) -> String {
    let mut out = String::from("[");
    for army in variant.armies().take(POCKET_ARMIES) {
        for kind in variant.kinds() {
            let letter = variant.piece(kind).letter;
            let letter = match army == Army::FIRST {
                true => letter.to_ascii_uppercase(),
                false => letter.to_ascii_lowercase(),
            };
            for _ in 0..position.pocket(army, kind) {
                out.push(letter);
            }
        }
    }
    out.push(']');
    out
}

/// Reads the letters between the brackets: per army that keeps a pocket, the
/// kinds it holds (`Setup::pockets`, which checks what a pocket may hold).
pub fn parse(variant: &Variant, text: &str) -> Result<Vec<Vec<Kind>>, Error> {
    // Shogi's start as Fairy-Stockfish names it writes an empty hand `[-]`.
    let text = if text == "-" { "" } else { text };
    let mut pockets = vec![Vec::new(); POCKET_ARMIES.min(variant.army_count())];
    for c in text.chars() {
        let army = Army::new(u8::from(c.is_ascii_lowercase()));
        let kind = variant
            .kind_by_letter(c)
            .filter(|&k| {
                c.is_ascii_alphabetic()
                    && !variant.is_neutral(k)
                    && variant.zones.unpromoted(k).is_none()
            })
            .ok_or_else(|| Error::fen("pocket", format!("{c:?} is no piece")))?;
        if let Some(pocket) = pockets.get_mut(army.index()) {
            // Far more than any pocket holds: `Setup` refuses it, and a
            // hostile string cannot fill memory first.
            if pocket.len() > usize::from(MAX_IN_POCKET) * MAX_KINDS {
                return Err(Error::fen("pocket", "too many pieces".to_string()));
            }
            pocket.push(kind);
        }
    }
    Ok(pockets)
}
