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

use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;

use crate::attack_maps::AttackMaps;
use crate::check_threats::CheckThreats;
use crate::drop_danger;
use crate::king_danger::KingDanger;
use crate::threats::Exposure;

/// Evaluation units: 100 is one point of the game's piece values (a pawn).
pub type Value = i32;
pub const POINT: Value = 100;

/// Each army's worth, indexed by army.
pub type Scores = [Value; MAX_ARMIES];

/// Weights of the evaluation terms, in `Value` units.
#[derive(Clone, Copy, Debug)]
pub struct Weights {
    /// Per point scored by captures.
    pub points: Value,
    /// Per point of own material on the board (live armies only).
    pub material: Value,
    /// For a live king: the army still plays (and is worth capturing).
    pub alive: Value,
    /// Per square a piece could reach on an empty board.
    pub mobility: Value,
    /// Per enemy piece within two squares of a live king.
    pub king_threat: Value,
    /// Per own piece next to the king.
    pub king_guard: Value,
    /// Where captures explode (`capture_blast`), per own piece but a pawn
    /// next to the own king: taking it would explode the king.
    pub blast_neighbour: Value,
    /// With dice: percent of the expected losses to likely rolls counted
    /// (`threats::Exposure`); 0 turns the term off.
    pub exposure: Value,
    /// With dice and check: percent of the expected loss of a checked king
    /// to the dice (`king_danger`) counted; 0 turns the term off.
    pub king_danger: Value,
    /// With dice and check: percent of the expected loss of kings to checks
    /// the enemies' coming rolls could give (`check_threats`) counted.
    pub check_threats: Value,
    /// With pockets: per open square next to a king and per point of the pieces
    /// in the enemies' pockets (`drop_danger`); 0 turns the term off.
    pub drop_danger: Value,
    /// Two armies with check, one of them a lone king (nothing in hand): per
    /// step of the lone king from the centre, and per step the two kings stand
    /// closer, for the other army.
    pub mop_up: Value,
    /// Free-for-all with dice: play for first place, a sure second counting
    /// less than a game going on (`Sides::playing_for_first`).
    pub first_place: bool,
}

impl Weights {
    /// Teams win by taking kings, not points: material and kings are what count.
    pub const TEAMS: Weights = Weights {
        points: 0,
        material: 100,
        alive: 1500,
        mobility: 3,
        king_threat: 25,
        king_guard: 8,
        blast_neighbour: 0,
        exposure: 0,
        king_danger: 0,
        check_threats: 0,
        drop_danger: 0,
        mop_up: 0,
        first_place: false,
    };

    /// Free-for-all ranks by points; own material matters as what the others
    /// could still take from us, a live king as the chance to score more.
    pub const FREE_FOR_ALL: Weights = Weights {
        points: 100,
        material: 60,
        alive: 400,
        mobility: 3,
        king_threat: 20,
        king_guard: 6,
        blast_neighbour: 0,
        exposure: 0,
        king_danger: 0,
        check_threats: 0,
        drop_danger: 0,
        mop_up: 0,
        first_place: false,
    };

    pub fn for_variant(variant: &Variant) -> Weights {
        let mut weights = if variant.options.teams {
            Weights::TEAMS
        } else {
            Weights::FREE_FOR_ALL
        };
        if variant.data.lose_pieces_to_win {
            // Every piece is a burden, every capture a gift to the other side.
            weights.points = -weights.points;
            weights.material = -weights.material;
        }
        if variant.data.capture_blast > 0 {
            // Any enemy piece near the king may blow it up with a capture
            // beside it; own pieces beside it are what it would take.
            weights.king_threat *= 3;
            weights.blast_neighbour = 3 * weights.king_guard;
            weights.king_guard = 0;
        }
        if variant.army_count() == 2 && variant.check && !variant.data.lose_pieces_to_win {
            // Mates against a lone king are made at the edge, kings close.
            weights.mop_up = MOP_UP;
        }
        if variant.data.pockets {
            // Any piece in an enemy's pocket may land next to the king.
            weights.drop_danger = DROP_DANGER;
        }
        if variant.dice.is_some() {
            // The search sees barely past the next roll: the leaves must judge
            // what hangs to likely rolls.
            weights.exposure = EXPOSURE;
            // A trailing rival can lead in a few rolls: play for first place.
            weights.first_place = true;
            if variant.check {
                // A king is mated by a roll without an answer, not taken.
                weights.king_danger = KING_DANGER;
                weights.check_threats = CHECK_THREATS;
            }
        }
        weights
    }
}

/// With dice, the share of the expected losses to likely rolls that counts.
pub const EXPOSURE: Value = 100;
/// With dice and check, the share of the expected loss of checked kings that counts.
pub const KING_DANGER: Value = 100;
/// With dice and check, the share of the expected loss to checks to come that counts.
pub const CHECK_THREATS: Value = 100;

/// With pockets, what one open square next to a king costs per point in the
/// enemies' pockets.
pub const DROP_DANGER: Value = 5;

/// Per step of a lone king from the centre, and per step closer of the kings.
pub const MOP_UP: Value = 10;

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
}

impl Evaluator {
    pub fn new(variant: &Variant) -> Evaluator {
        Evaluator::with_weights(variant, Weights::for_variant(variant))
    }

    pub fn with_weights(variant: &Variant, weights: Weights) -> Evaluator {
        let (armies, kinds) = (variant.army_count(), variant.kind_count());
        let squares = variant.geometry.square_count();
        let mut reach = vec![0u8; armies * kinds * squares];
        for army in 0..armies as u8 {
            for kind in 0..kinds as u8 {
                for square in variant.geometry.squares() {
                    let i = (usize::from(army) * kinds + usize::from(kind)) * squares
                        + usize::from(square);
                    let count = variant.tables.reach(kind, army, square).count();
                    reach[i] = count.min(255) as u8;
                }
            }
        }
        Evaluator {
            weights,
            kinds,
            squares,
            reach,
            exposure: Exposure::new(variant).filter(|_| weights.exposure != 0),
            king_danger: KingDanger::new(variant).filter(|_| weights.king_danger != 0),
            check_threats: CheckThreats::new(variant).filter(|_| weights.check_threats != 0),
            drop_danger: weights.drop_danger != 0 && AttackMaps::fit(variant),
        }
    }

    pub fn weights(&self) -> &Weights {
        &self.weights
    }

    #[inline]
    fn reach(&self, army: u8, kind: u8, square: u16) -> Value {
        let i = (usize::from(army) * self.kinds + usize::from(kind)) * self.squares
            + usize::from(square);
        Value::from(self.reach.get(i).copied().unwrap_or(0))
    }

    /// Each army's worth. Out-of-play armies keep only their points. With dice
    /// and check, legal moves are generated on `position` (and taken back).
    pub fn scores(&self, variant: &Variant, position: &mut Position) -> Scores {
        let w = &self.weights;
        let mut scores = [0; MAX_ARMIES];
        let mut kings = [None; MAX_ARMIES];
        let armies = position.army_count();
        for army in 0..armies {
            let a = usize::from(army);
            scores[a] = w.points * position.points(army) as Value;
            if !position.army_state(army).is_live() {
                continue;
            }
            scores[a] += w.alive + w.material * position.material(army) as Value;
            if variant.data.pockets {
                // Pieces in the pocket are material too: they can be dropped.
                scores[a] += w.material * position.pocket_value(variant, army) as Value;
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
            for army in 0..armies {
                let Some(king) = kings[usize::from(army)] else {
                    continue;
                };
                let (kf, kr) = variant.geometry.coords(king);
                let mut safety = 0;
                for other in 0..armies {
                    let enemy = other != army && !variant.partners(army, other);
                    if enemy && !position.army_state(other).is_live() {
                        continue; // grey pieces never move
                    }
                    for &square in position.pieces(other) {
                        let (f, r) = variant.geometry.coords(square);
                        let distance = kf.abs_diff(f).max(kr.abs_diff(r));
                        if enemy && distance <= 2 {
                            safety -= w.king_threat;
                        } else if other == army && distance == 1 {
                            safety += w.king_guard;
                            if !variant.is_pawn(position.cell(square).kind()) {
                                safety -= w.blast_neighbour;
                            }
                        }
                    }
                }
                scores[usize::from(army)] += safety;
            }
        }
        if w.mop_up != 0 && armies == 2 {
            mop_up(variant, position, &kings, w.mop_up, &mut scores);
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
}

/// For the army facing a lone king (nothing in hand) with more than a king: the
/// lone king's distance from the centre, twice, and how close the kings stand.
fn mop_up(
    variant: &Variant,
    position: &Position,
    kings: &[Option<Square>; MAX_ARMIES],
    weight: Value,
    scores: &mut Scores,
) {
    let geometry = &variant.geometry;
    let (width, height) = (
        Value::from(geometry.width()),
        Value::from(geometry.height()),
    );
    for lone in 0..2u8 {
        let strong = 1 - lone;
        let bare = position.pieces(lone).len() == 1 && !position.holds_any(variant, lone);
        if !bare || position.pieces(strong).len() < 2 {
            continue;
        }
        let (Some(lone_king), Some(strong_king)) =
            (kings[usize::from(lone)], kings[usize::from(strong)])
        else {
            continue;
        };
        let coords = |square| {
            let (file, rank) = geometry.coords(square);
            (Value::from(file), Value::from(rank))
        };
        let ((lf, lr), (sf, sr)) = (coords(lone_king), coords(strong_king));
        // Half-steps from the centre along each axis, summed: 2 to 14 on 8 × 8.
        let from_centre = (2 * lf - (width - 1)).abs() + (2 * lr - (height - 1)).abs();
        let apart = (lf - sf).abs().max((lr - sr).abs());
        let closeness = width.max(height) - apart;
        scores[usize::from(strong)] += weight * (from_centre + closeness);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn mop_up_of(id: &str, fen: &str) -> Scores {
        term_delta(id, fen, |weights| weights.mop_up = 0)
    }

    #[test]
    fn a_lone_king_is_worth_more_to_the_enemy_at_the_edge_with_the_kings_close() {
        // Makruk, king and rook against a lone king.
        let cornered = mop_up_of("makruk", "7k/8/5K2/8/8/8/8/R7 w - - 0 1");
        let central = mop_up_of("makruk", "8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
        assert_eq!(cornered[1], 0, "nothing for the lone king");
        // Corner h8: 7 + 7 half-steps from the centre; kings 2 apart: 8 - 2.
        assert_eq!(cornered[0], MOP_UP * (14 + 6));
        // d5: 1 + 1 from the centre; kings 4 apart.
        assert_eq!(central[0], MOP_UP * (2 + 4));
    }

    #[test]
    fn no_mop_up_while_both_have_pieces_or_pieces_in_hand() {
        assert_eq!(
            mop_up_of("makruk", "7k/7p/5K2/8/8/8/8/R7 w - - 0 1"),
            [0; MAX_ARMIES]
        );
        // Sittuyin: the black king's pieces are still in hand.
        assert_eq!(
            mop_up_of("sittuyin", "7k/8/5K2/8/8/8/8/R7[rr] w - - 0 1"),
            [0; MAX_ARMIES]
        );
    }

    #[test]
    fn games_of_four_and_without_check_have_no_mop_up() {
        for id in ["chaturaji", "fourplayer-ffa", "antichess", "fog"] {
            let variant = raja_core::variant(id).expect("game");
            assert_eq!(Weights::for_variant(&variant).mop_up, 0, "{id}");
        }
    }
}
