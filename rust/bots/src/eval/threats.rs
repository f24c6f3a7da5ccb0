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
//! Attack maps (`attack_maps`) tell who attacks what: no move generation at the
//! leaves.

use raja_core::Position;
use raja_core::dice::MAX_DICE;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, ArmySet, KindSet};

use crate::eval::attack_maps::AttackMaps;
use crate::eval::weights::Weights;
use crate::rolls::{FaceOdds, distinct_rolls};
use crate::value::{Scores, Value};

/// Most threats (an enemy attacking a piece) one leaf weighs; more are dropped.
const MAX_THREATS: usize = 64;

/// One enemy army's attack on one piece, with what its capture would change.
#[derive(Clone, Copy, Default)]
struct Threat {
    enemy: Army,
    owner: Army,
    /// The attacked piece, numbered within the leaf (threats of one piece share it).
    piece: u8,
    /// The enemy's kinds attacking the piece.
    attackers: KindSet,
    /// The owner's loss if it is taken (the exchange, for a defended piece).
    loss: f32,
    /// The capturer's gain (the points, in free-for-all).
    gain: f32,
    /// The chance the piece is still there when the enemy moves (the owner to
    /// move may take it away first).
    stays: f32,
    /// The chance the enemy's roll makes this capture (filled in per roll).
    chance: f32,
}

/// A game's dice as the exposure term needs them, and per victim kind the kinds
/// that may capture it.
pub struct Exposure {
    odds: FaceOdds,
    /// Every distinct roll of a turn: the kinds each die moves, and its chance.
    rolls: Vec<([KindSet; MAX_DICE], f32)>,
    /// Per victim kind: the kinds allowed to capture it.
    capturers: Vec<KindSet>,
    /// Per kind: its value in points.
    values: Vec<u32>,
}

impl Exposure {
    /// The term for `variant`, if it has dice and a board the maps can hold, and
    /// royal pieces may be taken. Where they may not stay attacked (`check`) a
    /// king is mated when its owner's roll leaves no move, which the term does
    /// not weigh; measured, it made Seasons chess with dice worse, with and
    /// without such kings counted (docs/bots.md).
    pub fn new(variant: &Variant) -> Option<Exposure> {
        if variant.check {
            return None;
        }
        let rule = variant.dice.as_ref()?;
        if !AttackMaps::fit(variant) || rule.face_kinds.is_empty() {
            return None;
        }
        let kinds = variant.kind_count();
        let capturers = variant
            .kinds()
            .map(|victim| {
                variant
                    .kinds()
                    .filter(|&k| variant.capture_mask[k.index()].contains(victim))
                    .collect()
            })
            .collect();
        let distinct = distinct_rolls(variant);
        let total: u32 = distinct.iter().map(|r| r.weight).sum();
        let rolls = distinct
            .iter()
            .map(|roll| {
                let kinds = roll.faces.map(|face| rule.kinds(face));
                (kinds, roll.weight as f32 / total.max(1) as f32)
            })
            .collect();
        Some(Exposure {
            odds: FaceOdds::new(rule, kinds),
            rolls,
            capturers,
            values: variant.kinds().map(|k| variant.value(k)).collect(),
        })
    }

    /// The chance that `army` moves one of `kinds` in its coming (or current)
    /// turn: certain or impossible once its dice are thrown.
    fn chance(&self, variant: &Variant, position: &Position, army: Army, kinds: KindSet) -> f32 {
        if thrown(position, army) {
            return if position.movable_kinds(variant).intersects(kinds) {
                1.0
            } else {
                0.0
            };
        }
        self.odds.roll_chance(kinds)
    }

    /// The least value among `kinds`.
    fn cheapest(&self, kinds: KindSet) -> u32 {
        kinds
            .iter()
            .filter_map(|k| self.values.get(k.index()).copied())
            .min()
            .unwrap_or(0)
    }

    /// Adds each army's expected losses and gains from the pieces attacked at the
    /// leaf (`maps` built on `position`) to `scores`, weighted by
    /// `weights.exposure` percent.
    pub fn adjust(
        &self,
        variant: &Variant,
        position: &Position,
        maps: &AttackMaps,
        weights: &Weights,
        scores: &mut Scores,
    ) {
        let mut threats = [Threat::default(); MAX_THREATS];
        let count = self.threats(variant, position, weights, maps, &mut threats);
        let threats = &mut threats[..count];
        if threats.is_empty() {
            return;
        }
        // Each enemy's roll: per die, the best capture that die's kinds allow.
        let enemies: ArmySet = threats.iter().map(|threat| threat.enemy).collect();
        for enemy in enemies.iter() {
            let mut own = threats.iter_mut().filter(|t| t.enemy == enemy);
            if let (Some(only), None) = (own.next(), own.next()) {
                // One capture to make: the chance of a face for its attackers.
                only.chance = self.chance(variant, position, enemy, only.attackers);
                continue;
            }
            if thrown(position, enemy) {
                let rule_kinds = |face| {
                    variant
                        .dice
                        .as_ref()
                        .map_or(KindSet::EMPTY, |r| r.kinds(face))
                };
                let dice = position
                    .dice()
                    .map(|d| d.turn.remaining)
                    .unwrap_or_default();
                choose_captures(threats, enemy, dice.map(rule_kinds), 1.0);
            } else {
                for &(kinds, chance) in &self.rolls {
                    choose_captures(threats, enemy, kinds, chance);
                }
            }
        }
        // Each piece: taken by the first enemy whose roll allows, in turn order
        // (the threats of a piece are listed in that order).
        let mut change = [0f32; MAX_ARMIES];
        let mut there = 1.0f32;
        for i in 0..threats.len() {
            let threat = threats[i];
            if i == 0 || threats[i - 1].piece != threat.piece {
                there = 1.0;
            }
            let taken = there * threat.chance.min(1.0) * threat.stays;
            there -= taken;
            change[threat.owner.index()] -= taken * threat.loss;
            change[threat.enemy.index()] += taken * threat.gain;
        }
        for (score, delta) in scores.iter_mut().zip(change) {
            *score += (delta * weights.exposure as f32 / 100.0) as Value;
        }
    }

    /// Lists into `out` every attack on a piece by an enemy that moves before the
    /// piece's owner moves again; returns how many.
    fn threats(
        &self,
        variant: &Variant,
        position: &Position,
        weights: &Weights,
        maps: &AttackMaps,
        out: &mut [Threat; MAX_THREATS],
    ) -> usize {
        let to_move = position.to_move();
        let mut count = 0;
        let mut piece = 0u8;
        for owner in position.live_armies() {
            // The enemies that move before the owner's next turn, in turn order.
            let mut order = [Army::FIRST; MAX_ARMIES];
            let mut enemies = 0;
            let mut army = if owner == to_move {
                position.next_live_after(owner)
            } else {
                to_move
            };
            while army != owner && enemies < MAX_ARMIES {
                if position.army_state(army).is_live() && !variant.partners(army, owner) {
                    order[enemies] = army;
                    enemies += 1;
                }
                army = position.next_live_after(army);
            }
            let order = &order[..enemies];
            let whole_army =
                (weights.alive + weights.material * position.material(owner) as Value) as f32;
            for &square in position.pieces(owner) {
                let cell = position.cell(square);
                let kind = cell.kind();
                let capturers = self.capturers[kind.index()];
                if !order
                    .iter()
                    .any(|&enemy| maps.captures(enemy, square).intersects(capturers))
                {
                    continue;
                }
                let royal = variant.is_royal(kind);
                let value = variant.capture_value(cell) as f32;
                // Recapture: the owner's side attacks the square too.
                let defenders = position
                    .armies()
                    .filter(|&a| a == owner || variant.partners(a, owner))
                    .fold(KindSet::EMPTY, |kinds, a| kinds | maps.captures(a, square));
                let recapture = if defenders.is_empty() {
                    0.0
                } else {
                    self.odds.roll_chance(defenders)
                };
                // The owner to move goes first: the piece may get away, with a
                // face for it.
                let stays = if owner == to_move {
                    1.0 - self.chance(variant, position, owner, KindSet::of(kind))
                } else {
                    1.0
                };
                piece = piece.wrapping_add(1);
                for &enemy in order {
                    let attackers = maps.captures(enemy, square) & capturers;
                    if attackers.is_empty() || count == MAX_THREATS {
                        continue;
                    }
                    // An exchange the attacker loses by is not played.
                    let back = recapture * self.cheapest(attackers) as f32;
                    if !royal && value <= back {
                        continue;
                    }
                    out[count] = Threat {
                        enemy,
                        owner,
                        piece,
                        attackers,
                        loss: if royal {
                            whole_army
                        } else {
                            weights.material as f32 * (value - back)
                        },
                        gain: weights.points as f32 * value,
                        stays,
                        chance: 0.0,
                    };
                    count += 1;
                }
            }
        }
        count
    }
}

/// Whether `army` is to move with its dice already thrown.
fn thrown(position: &Position, army: Army) -> bool {
    position.to_move() == army && position.dice().is_some_and(|d| d.turn.rolled)
}

/// Adds `chance` to the captures `enemy` makes with a roll whose dice move
/// `dice` (kinds per die, 0 for a die used or absent): each die takes the most
/// valuable capture its kinds allow that no other die took.
fn choose_captures(threats: &mut [Threat], enemy: Army, dice: [KindSet; MAX_DICE], chance: f32) {
    let mut taken = 0u64;
    for kinds in dice.into_iter().filter(|k| !k.is_empty()) {
        let best = threats
            .iter()
            .enumerate()
            .filter(|&(i, t)| {
                t.enemy == enemy && taken & (1 << i) == 0 && t.attackers.intersects(kinds)
            })
            .max_by(|a, b| (a.1.loss + a.1.gain).total_cmp(&(b.1.loss + b.1.gain)))
            .map(|(i, _)| i);
        if let Some(i) = best {
            taken |= 1 << i;
            threats[i].chance += chance;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        exposure_of(id, &fen)
    }

    fn exposure_of(id: &str, fen: &str) -> Scores {
        // The position itself: a game would throw the dice of the turn at once.
        crate::eval::term_delta(id, fen, |weights| weights.exposure = 0)
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
    fn each_die_takes_one_piece_the_best_first() {
        // Red's elephant attacks Green's elephant (4 points) and Yellow's knight
        // (3): a roll with one elephant face takes the elephant; the knight goes
        // only when both dice move elephants (4 of 36 throws).
        let alone = exposure("chaturaji-dice", &with_kings(&["rEd2", "yNg2"]), 'r', "-");
        let beside = exposure(
            "chaturaji-dice",
            &with_kings(&["rEd2", "yNg2", "gEd5"]),
            'r',
            "-",
        );
        assert_eq!(alone[YELLOW], -100);
        assert_eq!(beside[YELLOW], -20, "{beside:?}");
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
    fn partners_do_not_threaten_and_games_without_dice_or_with_check_have_no_term() {
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
        // Kings are mated, not taken, where royals may not stay attacked.
        assert!(Exposure::new(&raja_core::variant("seasons-dice").expect("game")).is_none());
    }
}
