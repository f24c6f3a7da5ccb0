//! Exposure to the dice: in a game with dice a piece attacked by an enemy is lost
//! only if the enemy's roll lets the attacking kind move before the owner moves
//! again. The search sees barely past the next roll (a chance node every turn),
//! so the leaves must judge which pieces hang to *likely* rolls.
//!
//! For every piece attacked by enemy armies that move before its owner's next
//! turn, the owner loses the piece's value (less what a recapture gives back, if
//! it is defended) times the chance that one of those armies throws a face that
//! moves an attacking kind, and in free-for-all the capturer gains the points. A
//! royal piece so exposed costs its army's whole worth. An army whose dice are
//! already thrown captures for certain or not at all; the owner to move, before
//! his roll, may still move the piece away, with the chance of a face for it.
//!
//! Attack maps come from the core's move tables, walked forward once per piece:
//! no move generation at the leaves.

use raja_core::Position;
use raja_core::piece::Mode;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;

use crate::eval::{Scores, Value, Weights};

/// Squares × armies the attack maps hold; larger boards get no exposure term.
const MAP_CAPACITY: usize = 512;

/// Attack maps: per army and square, the kinds of that army's pieces that could
/// capture there (pseudo-legally: check and the dice aside).
struct AttackMaps {
    squares: usize,
    kinds: [u32; MAP_CAPACITY],
}

impl AttackMaps {
    fn build(variant: &Variant, position: &Position, squares: usize) -> AttackMaps {
        let mut maps = AttackMaps {
            squares,
            kinds: [0; MAP_CAPACITY],
        };
        let tables = &variant.tables;
        let board = |square: u16| position.cell(square);
        for army in position.live_armies() {
            let base = usize::from(army) * squares;
            for &from in position.pieces(army) {
                let kind = position.cell(from).kind();
                let bit = 1u32 << kind;
                for leap in tables.leaps(kind, army, from) {
                    if leap.mode != Mode::MoveOnly {
                        maps.kinds[base + usize::from(leap.to)] |= bit;
                    }
                }
                for ray in tables.rays(kind, army, from) {
                    if ray.mode == Mode::MoveOnly {
                        continue;
                    }
                    let mut screened = false;
                    for &square in tables.ray_squares(ray) {
                        if board(square).is_empty() {
                            if !ray.hop {
                                maps.kinds[base + usize::from(square)] |= bit;
                            }
                            continue;
                        }
                        if ray.hop && !screened {
                            screened = true;
                            continue;
                        }
                        maps.kinds[base + usize::from(square)] |= bit;
                        break;
                    }
                }
            }
        }
        maps
    }

    /// The kinds of `army` attacking `square`.
    #[inline]
    fn at(&self, army: u8, square: u16) -> u32 {
        self.kinds[usize::from(army) * self.squares + usize::from(square)]
    }
}

/// A game's dice as the exposure term needs them, and per victim kind the kinds
/// that may capture it.
pub struct Exposure {
    /// Per face: the kinds it lets move.
    faces: Vec<u32>,
    /// Dice thrown per turn.
    dice: i32,
    /// Per victim kind: the kinds allowed to capture it.
    capturers: Vec<u32>,
    /// Per kind: its value in points.
    values: Vec<u32>,
}

impl Exposure {
    /// The term for `variant`, if it has dice and a board the maps can hold.
    pub fn new(variant: &Variant) -> Option<Exposure> {
        let rule = variant.dice.as_ref()?;
        let squares = variant.geometry.square_count();
        if squares * variant.army_count() > MAP_CAPACITY || rule.face_kinds.is_empty() {
            return None;
        }
        let kinds = variant.kind_count();
        let capturers = (0..kinds)
            .map(|victim| {
                (0..kinds)
                    .filter(|&k| variant.capture_mask[k] & (1 << victim) != 0)
                    .fold(0u32, |mask, k| mask | 1 << k)
            })
            .collect();
        Some(Exposure {
            faces: rule.face_kinds.clone(),
            dice: i32::from(rule.per_turn.max(1)),
            capturers,
            values: (0..kinds as u8).map(|k| variant.value(k)).collect(),
        })
    }

    /// The chance that a turn's fresh roll lets one of `kinds` move: one minus
    /// the chance that every die misses them.
    pub fn roll_chance(&self, kinds: u32) -> f32 {
        let hits = self.faces.iter().filter(|&&f| f & kinds != 0).count();
        let miss = 1.0 - hits as f32 / self.faces.len() as f32;
        1.0 - miss.powi(self.dice)
    }

    /// The chance that `army` moves one of `kinds` in its coming (or current)
    /// turn: certain or impossible once its dice are thrown.
    fn chance(&self, variant: &Variant, position: &Position, army: u8, kinds: u32) -> f32 {
        let thrown = position.to_move() == army && position.dice().is_some_and(|d| d.turn.rolled);
        if thrown {
            return if position.movable_kinds(variant) & kinds != 0 {
                1.0
            } else {
                0.0
            };
        }
        self.roll_chance(kinds)
    }

    /// The least value among `kinds`.
    fn cheapest(&self, kinds: u32) -> u32 {
        (0..self.values.len())
            .filter(|&k| kinds & (1 << k) != 0)
            .map(|k| self.values[k])
            .min()
            .unwrap_or(0)
    }

    /// Adds each army's expected losses and gains from the pieces attacked at the
    /// leaf to `scores`, weighted by `weights.exposure` percent.
    pub fn adjust(
        &self,
        variant: &Variant,
        position: &Position,
        weights: &Weights,
        scores: &mut Scores,
    ) {
        if weights.exposure == 0 {
            return;
        }
        let squares = variant.geometry.square_count();
        let maps = AttackMaps::build(variant, position, squares);
        let to_move = position.to_move();
        let mut change = [0f32; MAX_ARMIES];
        for owner in position.live_armies() {
            // The enemies that move before the owner's next turn, in turn order.
            let mut order = [0u8; MAX_ARMIES];
            let mut count = 0;
            let mut army = if owner == to_move {
                position.next_live_after(owner)
            } else {
                to_move
            };
            while army != owner && count < MAX_ARMIES {
                if position.army_state(army).is_live() && !variant.partners(army, owner) {
                    order[count] = army;
                    count += 1;
                }
                army = position.next_live_after(army);
            }
            if count == 0 {
                continue;
            }
            let whole_army =
                (weights.alive + weights.material * position.material(owner) as Value) as f32;
            for &square in position.pieces(owner) {
                let cell = position.cell(square);
                let kind = cell.kind();
                let capturers = self.capturers[usize::from(kind)];
                let attacked = order[..count]
                    .iter()
                    .any(|&enemy| maps.at(enemy, square) & capturers != 0);
                if !attacked {
                    continue;
                }
                let royal = variant.is_royal(kind);
                let value = variant.capture_value(cell) as f32;
                // Recapture: the owner's side attacks the square too.
                let defenders = (0..position.army_count())
                    .filter(|&a| a == owner || variant.partners(a, owner))
                    .fold(0u32, |mask, a| mask | maps.at(a, square));
                let recapture = if defenders == 0 {
                    0.0
                } else {
                    self.roll_chance(defenders)
                };
                // The owner to move goes first: the piece may get away, with a
                // face for it (where royals may not stay attacked, that face is
                // also all that saves the king from mate).
                let stays = if owner == to_move {
                    1.0 - self.chance(variant, position, owner, 1 << kind)
                } else {
                    1.0
                };
                let mated_unless_fled = royal && variant.check && owner == to_move;
                let (mut there, mut returned) = (1.0f32, 0.0f32);
                for &enemy in &order[..count] {
                    let attackers = maps.at(enemy, square) & capturers;
                    if attackers == 0 {
                        continue;
                    }
                    // An exchange the attacker loses by is not played.
                    let back = recapture * self.cheapest(attackers) as f32;
                    if !royal && value <= back {
                        continue;
                    }
                    let chance = if mated_unless_fled {
                        1.0
                    } else {
                        self.chance(variant, position, enemy, attackers)
                    };
                    let taken = there * chance * stays;
                    there -= taken;
                    returned += taken * back;
                    change[usize::from(enemy)] += taken * (weights.points as f32 * value);
                }
                let lost = 1.0 - there;
                change[usize::from(owner)] -= if royal {
                    lost * whole_army
                } else {
                    weights.material as f32 * (lost * value - returned).max(0.0)
                };
            }
        }
        for (score, delta) in scores.iter_mut().zip(change) {
            *score += (delta * weights.exposure as f32 / 100.0) as Value;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Evaluator;

    const RED: usize = 0;
    const GREEN: usize = 1;
    const YELLOW: usize = 2;

    /// A Čaturádží board from pieces like `rKa1` (army, piece, square).
    fn board(pieces: &[&str]) -> String {
        let mut grid: [[&str; 8]; 8] = [[""; 8]; 8];
        for piece in pieces {
            let b = piece.as_bytes();
            let (file, rank) = (usize::from(b[2] - b'a'), usize::from(b[3] - b'1'));
            grid[7 - rank][file] = &piece[..2];
        }
        let ranks: Vec<String> = grid
            .iter()
            .map(|rank| {
                let (mut text, mut empty) = (String::new(), 0);
                for cell in rank {
                    if cell.is_empty() {
                        empty += 1;
                        continue;
                    }
                    if empty > 0 {
                        text += &empty.to_string();
                        empty = 0;
                    }
                    text += cell;
                }
                if empty > 0 {
                    text += &empty.to_string();
                }
                text
            })
            .collect();
        ranks.join("/")
    }

    /// What the exposure term adds to each army's worth: the evaluation with it
    /// less the evaluation without it. `dice` is the turn's faces left, `-`
    /// before the throw.
    fn exposure(id: &str, pieces: &[&str], to_move: char, dice: &str) -> Scores {
        let fen = format!(
            "{} {to_move} LLLL 0,0,0,0 0,0,0,0 0 1 7:12:{dice}:-",
            board(pieces)
        );
        // The position itself: a game would throw the dice of the turn at once.
        let variant = &raja_core::variant(id).expect("game");
        let position = raja_core::fen::parse(variant, &fen).expect("test FEN");
        let with = Evaluator::new(variant).scores(variant, &position);
        let mut weights = Weights::for_variant(variant);
        weights.exposure = 0;
        let without = Evaluator::with_weights(variant, weights).scores(variant, &position);
        let mut delta = [0; MAX_ARMIES];
        for (i, slot) in delta.iter_mut().enumerate() {
            *slot = with[i] - without[i];
        }
        delta
    }

    const KINGS: [&str; 4] = ["rKa1", "gKa8", "yKh8", "bKh1"];

    fn with_kings(pieces: &[&'static str]) -> Vec<&'static str> {
        KINGS.iter().chain(pieces).copied().collect()
    }

    #[test]
    fn a_piece_attacked_by_a_likely_kind_is_worth_less() {
        // Green's knight on d5, attacked by Red, who throws next: an elephant
        // moves on 4 or 6 (20 of 36 throws of two dice), a boat only on 2 (11).
        let by_elephant = exposure("chaturaji-dice", &with_kings(&["gNd5", "rEd2"]), 'r', "-");
        let by_boat = exposure("chaturaji-dice", &with_kings(&["gNd5", "rBb3"]), 'r', "-");
        assert!(
            by_elephant[GREEN] < by_boat[GREEN],
            "{by_elephant:?} {by_boat:?}"
        );
        assert!(by_boat[GREEN] < 0);
        // Three points of material at 60 each, times 20/36 and 11/36.
        assert_eq!(by_elephant[GREEN], -100);
        assert_eq!(by_boat[GREEN], -55);
        // In free-for-all the capturer's points are the attacker's gain.
        assert_eq!(by_elephant[RED], 166);
    }

    #[test]
    fn thrown_dice_make_a_capture_certain_or_impossible() {
        let pieces = with_kings(&["gNd5", "rEd2"]);
        let elephant_rolled = exposure("chaturaji-dice", &pieces, 'r', "46");
        let boats_rolled = exposure("chaturaji-dice", &pieces, 'r', "22");
        assert_eq!(elephant_rolled[GREEN], -180);
        assert_eq!(boats_rolled[GREEN], 0);
        assert_eq!(boats_rolled[RED], 0);
    }

    #[test]
    fn only_enemies_moving_before_the_owner_threaten() {
        // Red throws next, then Green, then Yellow: Green's elephant attacks
        // Yellow's knight before Yellow moves again; Yellow's elephant attacks
        // Green's knight only after Green has moved.
        let pieces = with_kings(&["gEc4", "yNc6", "yEf3", "gNf5"]);
        let delta = exposure("chaturaji-dice", &pieces, 'r', "-");
        assert_eq!(delta[YELLOW], -100, "{delta:?}");
        // Green only gains, its points from Yellow's knight (3 × 100 × 20/36).
        assert_eq!(delta[GREEN], 166, "{delta:?}");
    }

    #[test]
    fn an_exposed_king_costs_nearly_the_game_in_free_for_all() {
        let king = exposure(
            "chaturaji-dice",
            &["rKa1", "gKd5", "yKh8", "bKh1", "rEd2", "gEa6"],
            'r',
            "-",
        );
        let elephant = exposure(
            "chaturaji-dice",
            &["rKa1", "gKa8", "yKh8", "bKh1", "rEd2", "gEd5"],
            'r',
            "-",
        );
        // The king is worth 5 points, the elephant 4, but losing the king loses the army.
        assert!(king[GREEN] < 3 * elephant[GREEN], "{king:?} {elephant:?}");
    }

    #[test]
    fn a_defended_piece_loses_only_the_exchange() {
        let alone = exposure("chaturaji-dice", &with_kings(&["gNd5", "rBb3"]), 'r', "-");
        // A green pawn on c4 (moving east) guards d5.
        let guarded = exposure(
            "chaturaji-dice",
            &with_kings(&["gNd5", "rBb3", "gPc4"]),
            'r',
            "-",
        );
        assert!(alone[GREEN] < guarded[GREEN], "{alone:?} {guarded:?}");
        assert!(guarded[GREEN] < 0, "{guarded:?}");
    }

    #[test]
    fn the_owner_to_move_may_still_flee() {
        // Red's knight attacked by Green's elephant: with Green to throw next it
        // is exposed; with Red to throw first, a knight face (11 of 36) saves it.
        let pieces = with_kings(&["rNd5", "gEd3"]);
        let green_first = exposure("chaturaji-dice", &pieces, 'g', "-");
        let red_first = exposure("chaturaji-dice", &pieces, 'r', "-");
        assert!(
            green_first[RED] < red_first[RED],
            "{green_first:?} {red_first:?}"
        );
        assert!(red_first[RED] < 0);
    }

    #[test]
    fn partners_do_not_threaten_and_games_without_dice_have_no_term() {
        // Teams: Green and Black against Red and Yellow; Yellow's elephant
        // attacks its partner's knight.
        let delta = exposure(
            "chaturaji-teams-dice",
            &with_kings(&["rNd5", "yEd8"]),
            'y',
            "-",
        );
        assert_eq!(delta[RED], 0, "{delta:?}");
        let variant = raja_core::variant("chaturaji").expect("game");
        assert!(Exposure::new(&variant).is_none());
        assert!(Exposure::new(&raja_core::variant("chaturaji-dice").expect("game")).is_some());
    }
}
