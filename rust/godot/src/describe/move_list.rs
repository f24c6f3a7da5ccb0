//! The move list as players read it, in parallel lists one entry per action.

use raja_core::move_sheet::{EntryKind, SheetEntry};
use raja_core::{Army, Game};
use serde::Serialize;

/// The move list (`GameSession.move_list`): entry `i` of each list is action `i`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveList {
    /// The texts: SAN where the game's data say so, a resignation as its
    /// result (`1-0`), Duck chess's `Nf3 @d5`; elsewhere the actions as saved,
    /// a resignation as ""; a move hidden from the reader "".
    pub moves: Vec<String>,
    /// Who played each.
    pub armies: Vec<String>,
    /// The move number an entry begins, 0 within a round (a number counts
    /// rounds, every army once, not plies).
    pub rounds: Vec<u32>,
    /// The indices of the passes.
    pub passes: Vec<usize>,
    /// The indices of the resignations.
    pub resignations: Vec<usize>,
    /// The indices of the moves the reader may not see.
    pub hidden: Vec<usize>,
    /// Two armies: white's move and black's read under one number.
    pub pairs: bool,
    /// The start's ply (odd when black moved first).
    pub first_ply: u32,
}

/// `entries` (the game's move sheet) as `reader` may read them (`None`: all);
/// in fog a reader sees its own moves only, as it sees its own pieces.
pub fn move_list(game: &Game, entries: &[SheetEntry], reader: Option<Army>) -> MoveList {
    let variant = game.variant();
    let hides = |army: Army| variant.data.fog && reader.is_some_and(|reader| reader != army);
    let indices_where = |keep: &dyn Fn(&SheetEntry) -> bool| -> Vec<usize> {
        (0..entries.len()).filter(|&i| keep(&entries[i])).collect()
    };
    MoveList {
        moves: entries
            .iter()
            .map(|e| match hides(e.army) {
                true => String::new(),
                false => e.text.clone(),
            })
            .collect(),
        armies: entries
            .iter()
            .map(|e| variant.army_name(e.army).to_string())
            .collect(),
        rounds: entries.iter().map(|e| e.round.unwrap_or(0)).collect(),
        passes: indices_where(&|e| e.kind == EntryKind::Pass),
        resignations: indices_where(&|e| e.kind == EntryKind::Resignation),
        hidden: indices_where(&|e| hides(e.army)),
        pairs: variant.army_count() == 2,
        first_ply: game.first_ply(),
    }
}
