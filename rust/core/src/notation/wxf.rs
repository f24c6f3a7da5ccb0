//! WXF notation, the World Xiangqi Federation's, as Fairy-Stockfish writes it
//! (`NOTATION_XIANGQI_WXF`): the piece's letter, the file it stands on, `+` for
//! a move forward, `-` backward, `=` sideways, then for a move along its file
//! the points it goes, for any other the file it goes to (`C2=5`, `H8+7`,
//! `R1+2`). Files are numbered from each player's right, so both sides' first
//! file is the one on their right hand. Captures and checks are not marked.
//!
//! Two pieces of a kind on one file are told apart by `+` (the front one) and
//! `-` (the rear) in place of the file, `R++2`, where the other could make a
//! move that reads the same on an empty board, as Fairy-Stockfish judges it:
//! a horse's leg or a piece in the way does not count, the river and the
//! palace do, and a soldier before the river counts a sideways step too.
//! Where three soldiers share a file, or two files hold two or more, a soldier
//! on such a file is written by its place from the front and its file, without
//! the letter: `15+1`, `23=2`. Which kind is the soldier (never a step
//! backward) is read from the move tables, not from names.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::board::moves::Move;
use crate::movegen::variant::Variant;
use crate::state::position::Position;

/// The notation of `mv`, a legal move in `position`.
pub fn write(variant: &Variant, position: &Position, mv: Move) -> String {
    if !mv.is_board_move() {
        return crate::notation::move_to_string(variant, mv);
    }
    let view = Viewpoint::of(variant, position);
    let kind = position.cell(mv.from).kind();
    let file = view.file(mv.from);
    // The pieces of its kind on its file, itself too, front first.
    let mut column: Vec<Square> = position
        .pieces(view.army)
        .iter()
        .copied()
        .filter(|&s| position.cell(s).kind() == kind && view.file(s) == file)
        .collect();
    column.sort_by_key(|&s| std::cmp::Reverse(view.advance(s)));
    let movement = view.movement(mv.from, mv.to);
    let soldier = never_retreats(&view, kind);
    if column.len() > 1 && soldier && soldiers_numbered(&view, position, kind) {
        let place = column.iter().position(|&s| s == mv.from).unwrap_or(0) + 1;
        return format!("{place}{file}{movement}");
    }
    let letter = variant.san_letter(kind);
    let plain = format!("{letter}{file}{movement}");
    let tandem = column.iter().any(|&other| {
        other != mv.from
            && empty_board_targets(&view, kind, soldier, other)
                .into_iter()
                .any(|to| view.movement(other, to) == movement)
    });
    if !tandem {
        return plain;
    }
    let front = column.first() == Some(&mv.from);
    format!("{letter}{}{movement}", if front { '+' } else { '-' })
}

/// The legal move that `text` names, if exactly one does.
pub fn read(variant: &Variant, position: &Position, legal: &[Move], text: &str) -> Option<Move> {
    let text = text.trim();
    let mut named = legal
        .iter()
        .copied()
        .filter(|&mv| write(variant, position, mv) == text);
    let found = named.next()?;
    named.next().is_none().then_some(found)
}

/// The board as the side to move sees it: files numbered from its right,
/// forward towards the other side.
struct Viewpoint<'a> {
    variant: &'a Variant,
    army: Army,
    forward: i32,
}

impl<'a> Viewpoint<'a> {
    fn of(variant: &'a Variant, position: &Position) -> Self {
        let army = position.to_move();
        let forward = variant.data.armies[army.index()].forward.1;
        Viewpoint {
            variant,
            army,
            forward: if forward < 0 { -1 } else { 1 },
        }
    }

    /// The square's file, numbered from 1 at the player's right.
    fn file(&self, square: Square) -> u8 {
        let geometry = &self.variant.geometry;
        let file = geometry.coords(square).0;
        if self.forward > 0 {
            geometry.width() - file
        } else {
            file + 1
        }
    }

    /// How far forward the square lies, in ranks.
    fn advance(&self, square: Square) -> i32 {
        i32::from(self.variant.geometry.coords(square).1) * self.forward
    }

    /// The direction and the points or the file of a move: `+2`, `=5`.
    fn movement(&self, from: Square, to: Square) -> String {
        let gained = self.advance(to) - self.advance(from);
        let direction = match gained {
            0 => '=',
            g if g > 0 => '+',
            _ => '-',
        };
        if self.file(from) == self.file(to) {
            format!("{direction}{}", gained.abs())
        } else {
            format!("{direction}{}", self.file(to))
        }
    }
}

/// Whether no step of the kind goes backward (the soldier).
fn never_retreats(view: &Viewpoint, kind: Kind) -> bool {
    let (geometry, tables) = (&view.variant.geometry, &view.variant.tables);
    geometry.squares().all(|from| {
        let ahead = |to: Square| view.advance(to) >= view.advance(from);
        tables.reach(kind, view.army, from).all(ahead)
    })
}

/// Whether the side's soldiers are written by their places: three on one
/// file, or two files with two or more.
fn soldiers_numbered(view: &Viewpoint, position: &Position, kind: Kind) -> bool {
    let mut per_file = std::collections::HashMap::<u8, usize>::new();
    for &square in position.pieces(view.army) {
        if position.cell(square).kind() == kind {
            *per_file.entry(view.file(square)).or_default() += 1;
        }
    }
    let crowded = per_file.values().filter(|&&n| n >= 2).count();
    crowded >= 2 || per_file.values().any(|&n| n >= 3)
}

/// Where a piece of `kind` on `from` could go on an empty board. A soldier
/// counts its sideways step before the river too, as Fairy-Stockfish does
/// here: every step the kind has anywhere, taken from `from`.
fn empty_board_targets(view: &Viewpoint, kind: Kind, soldier: bool, from: Square) -> Vec<Square> {
    let (variant, army) = (view.variant, view.army);
    let (geometry, tables) = (&variant.geometry, &variant.tables);
    if !soldier {
        return tables.reach(kind, army, from).collect();
    }
    let (file, rank) = geometry.coords(from);
    let mut steps: Vec<(i32, i32)> = geometry
        .squares()
        .flat_map(|square| {
            let (f, r) = geometry.coords(square);
            tables.reach(kind, army, square).map(move |to| {
                let (tf, tr) = geometry.coords(to);
                (i32::from(tf) - i32::from(f), i32::from(tr) - i32::from(r))
            })
        })
        .collect();
    steps.sort_unstable();
    steps.dedup();
    steps
        .into_iter()
        .filter_map(|(df, dr)| geometry.square_at(i32::from(file) + df, i32::from(rank) + dr))
        .collect()
}
