//! What a position is worth to each army, from the game's data (piece values,
//! move tables) and its mode (teams or free-for-all), never from its id.
//!
//! Terms: points scored (free-for-all ranks by them), material still on the board,
//! a live king, mobility (how many squares each piece could reach on an empty
//! board, so centralised pieces count more; cheap, no move generation), and king
//! safety (enemy pieces close to a live king, own pieces guarding it; where
//! captures explode, own pieces beside the king endanger it). Where the aim is
//! to lose one's pieces, material and captures count against their owner. With
//! dice, pieces exposed to likely rolls (`threats`), and with dice and check,
//! kings mated by a roll without an answer (`king_danger`) and kings exposed to
//! checks the coming rolls could give (`check_threats`). With pockets, kings
//! open to drops (`drop_danger`). In two-army games with check, a king left
//! alone is driven to the edge and the winning king brought near (`mop_up`):
//! the search alone sees no plan to mate with a lead too small to matter.

pub mod attack_maps;
pub mod check_threats;
pub mod drop_danger;
pub mod features;
mod frame;
pub mod king_danger;
pub mod layout;
pub mod mobility;
mod mop_up;
pub mod pawns;
pub mod phase;
pub mod piece_squares;
pub mod positional;
mod ray_walk;
mod scratch;
pub mod sink;
pub mod threats;
pub mod weights;

use raja_core::Position;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, Kind};

use crate::value::{Scores, Value};
use attack_maps::AttackMaps;
use check_threats::CheckThreats;
use features::{Features, Weighted};
use king_danger::KingDanger;
pub use positional::{PieceWeights, Positional, Taper};
use threats::Exposure;
pub use weights::Weights;

/// Evaluates positions of one game: its weights and its precomputed tables.
pub struct Evaluator {
    weights: Weights,
    kinds: usize,
    squares: usize,
    /// Per (army, kind, square): squares reachable on an empty board.
    reach: Vec<u8>,
    /// Games with dice: pieces exposed to likely rolls.
    exposure: Option<Exposure>,
    /// Games with dice and check: kings mated by the dice.
    king_danger: Option<KingDanger>,
    /// Games with dice and check: checks the coming rolls could give.
    check_threats: Option<CheckThreats>,
    /// Games with pockets whose board fits the attack maps: drops next to kings.
    drop_danger: bool,
    /// The tapered positional terms, where any weight is set.
    positional: Option<Features>,
    /// Per square, the squares within two king steps (king safety).
    king_zone: KingZone,
}

/// Per square, the squares within two king steps and their distance (1 or 2),
/// computed once: king safety looks there at every leaf.
struct KingZone {
    spans: Vec<(u32, u32)>,
    squares: Vec<(u16, u8)>,
}

impl KingZone {
    fn new(variant: &Variant) -> KingZone {
        let geometry = &variant.geometry;
        let (mut spans, mut squares) = (Vec::new(), Vec::new());
        for king in geometry.squares() {
            let (kf, kr) = geometry.coords(king);
            let first = squares.len() as u32;
            for square in geometry.around(king, 2) {
                let (f, r) = geometry.coords(square);
                squares.push((square, kf.abs_diff(f).max(kr.abs_diff(r))));
            }
            spans.push((first, squares.len() as u32));
        }
        KingZone { spans, squares }
    }

    #[inline]
    fn around(&self, king: u16) -> &[(u16, u8)] {
        let (first, last) = self.spans.get(usize::from(king)).copied().unwrap_or((0, 0));
        &self.squares[first as usize..last as usize]
    }
}

impl Evaluator {
    pub fn new(variant: &Variant) -> Evaluator {
        Evaluator::with_weights(variant, Weights::for_variant(variant))
    }

    pub fn with_weights(variant: &Variant, weights: Weights) -> Evaluator {
        let (armies, kinds) = (variant.army_count(), variant.kind_count());
        let squares = variant.geometry.square_count();
        let mut reach = vec![0u8; armies * kinds * squares];
        for army in variant.armies() {
            for kind in variant.kinds() {
                for square in variant.geometry.squares() {
                    let i = (army.index() * kinds + kind.index()) * squares + usize::from(square);
                    let count = variant.tables.reach(kind, army, square).count();
                    reach[i] = count.min(255) as u8;
                }
            }
        }
        Evaluator {
            kinds,
            squares,
            reach,
            exposure: Exposure::new(variant).filter(|_| weights.exposure != 0),
            king_danger: KingDanger::new(variant).filter(|_| weights.king_danger != 0),
            check_threats: CheckThreats::new(variant).filter(|_| weights.check_threats != 0),
            drop_danger: weights.drop_danger != 0 && AttackMaps::fit(variant),
            king_zone: KingZone::new(variant),
            positional: weights
                .positional
                .any()
                .then(|| Features::new(variant, &weights.positional)),
            weights,
        }
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    #[inline]
    fn reach(&self, army: Army, kind: Kind, square: u16) -> Value {
        let i = (army.index() * self.kinds + kind.index()) * self.squares + usize::from(square);
        Value::from(self.reach.get(i).copied().unwrap_or(0))
    }

    /// King safety of `army`, whose king stands on `king`: minus for every
    /// live enemy piece within two squares, plus for own pieces next to it
    /// (where captures explode, minus for those but pawns). Looks at the
    /// squares around the king, not at every piece: a board of eight armies
    /// holds a hundred pieces and more.
    fn king_safety(&self, variant: &Variant, position: &Position, army: Army, king: u16) -> Value {
        let w = &self.weights;
        let mut safety = 0;
        for &(square, distance) in self.king_zone.around(king) {
            let cell = position.cell(square);
            if cell.is_empty() || cell.army().index() >= usize::from(position.army_count()) {
                continue; // empty, or a neutral piece (the duck)
            }
            let other = cell.army();
            if other == army {
                if distance == 1 {
                    safety += w.king_guard;
                    if !variant.is_pawn(cell.kind()) {
                        safety -= w.blast_neighbour;
                    }
                }
            } else if !variant.partners(army, other) && position.army_state(other).is_live() {
                // Grey pieces never move: no threat.
                safety -= w.king_threat;
            }
        }
        safety
    }

    /// Each army's worth. Out-of-play armies keep only their points. With dice
    /// and check, legal moves are generated on `position` (and taken back).
    pub fn scores(&self, variant: &Variant, position: &mut Position) -> Scores {
        let w = &self.weights;
        let mut scores = [0; MAX_ARMIES];
        let mut kings = [None; MAX_ARMIES];
        let armies = position.army_count();
        for army in position.armies() {
            let a = army.index();
            scores[a] = w.points * position.points(army) as Value;
            if !position.army_state(army).is_live() {
                continue;
            }
            scores[a] += w.alive + w.material * position.material(army) as Value;
            if variant.data.pockets {
                // Pieces in the pocket are material too: they can be dropped.
                let pocket = position.pocket_value(variant, army);
                scores[a] += w.material * pocket as Value;
            }
            let mut reach = 0;
            for &square in position.pieces(army) {
                let kind = position.cell(square).kind();
                reach += self.reach(army, kind, square);
                if variant.is_royal(kind) {
                    kings[a] = Some(square);
                }
            }
            scores[a] += w.mobility * reach;
        }
        if w.king_threat != 0 || w.king_guard != 0 {
            for army in position.armies() {
                if let Some(king) = kings[army.index()] {
                    scores[army.index()] += self.king_safety(variant, position, army, king);
                }
            }
        }
        if let Some(features) = &self.positional {
            let mut sums = Weighted::new(&features.layout);
            let phase = features.collect(variant, position, &kings, &mut sums);
            for army in position.live_armies() {
                let a = army.index();
                scores[a] += phase::taper(sums.mid[a], sums.end[a], phase);
            }
        }
        if w.mop_up != 0 && armies == 2 {
            mop_up::adjust(variant, position, &kings, w.mop_up, &mut scores);
        }
        if let Some(danger) = &self.king_danger {
            danger.adjust(variant, position, w, &mut scores);
        }
        if self.exposure.is_some() || self.check_threats.is_some() || self.drop_danger {
            // One walk of every piece serves every map-based term; only the
            // checks to come read the steps.
            let maps = AttackMaps::build(variant, position, self.check_threats.is_some());
            if self.drop_danger {
                drop_danger::adjust(variant, position, &maps, w.drop_danger, &mut scores);
            }
            if let Some(exposure) = &self.exposure {
                exposure.adjust(variant, position, &maps, w, &mut scores);
            }
            if let Some(threats) = &self.check_threats {
                threats.adjust(variant, position, &maps, w, &mut scores);
            }
        }
        scores
    }

    /// The positional features of `variant`, if any weight reads them.
    pub fn features(&self) -> Option<&Features> {
        self.positional.as_ref()
    }
}

/// Test support: what one evaluation term adds to each army's worth in the
/// position `fen` of game `id` (the scores with the term less those with `off`
/// switching it off).
#[cfg(test)]
pub(crate) fn term_delta(id: &str, fen: &str, off: fn(&mut Weights)) -> Scores {
    let variant = &raja_core::variant(id).expect("game");
    let position = raja_core::fen::parse(variant, fen).expect("test FEN");
    let with = Evaluator::new(variant).scores(variant, &mut position.clone());
    let mut weights = Weights::for_variant(variant);
    off(&mut weights);
    let without = Evaluator::with_weights(variant, weights).scores(variant, &mut position.clone());
    std::array::from_fn(|i| with[i] - without[i])
}
