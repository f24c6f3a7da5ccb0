//! Promotion zones (Shogi): a piece with `PieceDef::promotes_to` may promote
//! by any move that starts or ends in its army's zone, the far
//! `GameData::promotion_zone` ranks, and must where it could never move again
//! (a pawn or lance on the last rank, a knight on the last two). A promoted
//! piece goes back to its unpromoted kind when captured into a hand, and is
//! written `+` and its unpromoted letter (`+P`), as Fairy-Stockfish writes it.

use crate::board::army::Army;
use crate::board::geometry::{Geometry, Square};
use crate::board::kind::Kind;
use crate::board::tables::MoveTables;
use crate::compile::data::GameData;

#[derive(Clone, Debug, Default)]
pub struct PromotionZones {
    /// Per kind: the kind it may promote into.
    promoted: Vec<Option<Kind>>,
    /// Per kind: the kind it was promoted from.
    unpromoted: Vec<Option<Kind>>,
    /// Per army and square (`army * squares + square`): inside the army's zone.
    inside: Vec<bool>,
    /// Per kind, army and square: a piece standing there could never move.
    dead: Vec<bool>,
    squares: usize,
    armies: usize,
}

impl PromotionZones {
    /// The zones of `data`'s game: none without `promotion_zone`. `kind_by_name`
    /// reads `promotes_to`; `tables` say where pieces could move at all.
    pub fn build(
        data: &GameData,
        geometry: &Geometry,
        tables: &MoveTables,
        kind_by_name: impl Fn(&str) -> Option<Kind>,
    ) -> Result<PromotionZones, String> {
        let kinds = data.pieces.len();
        let mut promoted = vec![None; kinds];
        let mut unpromoted = vec![None; kinds];
        for (kind, piece) in data.each_kind() {
            let Some(name) = &piece.promotes_to else {
                continue;
            };
            let into = kind_by_name(name).ok_or_else(|| format!("unknown piece {name}"))?;
            if unpromoted[into.index()].is_some() || into == kind {
                return Err(format!("{name} promoted from two pieces, or from itself"));
            }
            promoted[kind.index()] = Some(into);
            unpromoted[into.index()] = Some(kind);
        }
        let depth = data.promotion_zone;
        if depth == 0 {
            return Ok(PromotionZones::default());
        }
        let (squares, armies) = (geometry.square_count(), data.armies.len());
        let height = geometry.height();
        let mut inside = vec![false; armies * squares];
        let mut dead = vec![false; kinds * armies * squares];
        for (army, army_data) in data.each_army() {
            let forward = army_data.forward.1;
            if army_data.forward.0 != 0 || forward == 0 {
                return Err("promotion zones need armies that move along files".into());
            }
            for square in geometry.squares() {
                let rank = geometry.coords(square).1;
                // Ranks still ahead of the square in the army's direction.
                let ahead = if forward > 0 { height - 1 - rank } else { rank };
                inside[army.index() * squares + usize::from(square)] = ahead < depth;
                for kind in Kind::all(kinds) {
                    let stuck = tables.reach(kind, army, square).next().is_none();
                    let index =
                        (kind.index() * armies + army.index()) * squares + usize::from(square);
                    dead[index] = stuck && !data.pieces[kind.index()].moves.is_empty();
                }
            }
        }
        Ok(PromotionZones {
            promoted,
            unpromoted,
            inside,
            dead,
            squares,
            armies,
        })
    }

    /// The kind `kind` may promote into, if it promotes in a zone.
    #[inline]
    pub fn promoted(&self, kind: Kind) -> Option<Kind> {
        self.promoted.get(kind.index()).copied().flatten()
    }

    /// The kind `kind` was promoted from, if it is a promoted kind.
    #[inline]
    pub fn unpromoted(&self, kind: Kind) -> Option<Kind> {
        self.unpromoted.get(kind.index()).copied().flatten()
    }

    /// Whether `square` lies in `army`'s promotion zone.
    #[inline]
    pub fn inside(&self, army: Army, square: Square) -> bool {
        self.inside
            .get(army.index() * self.squares + usize::from(square))
            .copied()
            .unwrap_or(false)
    }

    /// Whether `army`'s piece of `kind` on `square` could never move again:
    /// it must promote on arriving there, and is never dropped there.
    #[inline]
    pub fn dead(&self, kind: Kind, army: Army, square: Square) -> bool {
        let index =
            (kind.index() * self.armies + army.index()) * self.squares + usize::from(square);
        self.dead.get(index).copied().unwrap_or(false)
    }
}
