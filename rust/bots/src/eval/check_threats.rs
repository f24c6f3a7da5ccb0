//! Checks to come: in games with dice and check (Seasons chess) a king is lost
//! when it is checked and its owner's rolls give no answer before an attacker's
//! roll takes it. `king_danger` weighs a check already given; the search sees
//! barely past the next roll, so the leaves must also judge the checks an enemy
//! could give with its coming roll.
//!
//! For every live army not in check and every enemy: the squares from which a
//! piece of each enemy kind would attack the king (the move tables reversed,
//! once per search) and whether such a piece could move there (attack maps). The
//! check so given could be met by a capture of the checker, a block, or a king
//! move to a square no enemy attacks; the chance that the owner's rolls find
//! none of them before the checker's rolls take the king is the race of
//! `king_danger`, round after round. Each face of the enemy's roll gives the
//! worst check it allows. The army loses its worth times the chance of losing
//! its king so; in free-for-all the checking enemy gains that share of the
//! material.

use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::piece::Mode;
use raja_core::position::MAX_ARMIES;
use raja_core::tables::{Ray, RayKind};
use raja_core::variant::Variant;
use raja_core::{Army, ArmySet, Kind, KindSet};

use crate::eval::attack_maps::AttackMaps;
use crate::eval::king_danger::taken_before_answered;
use crate::eval::weights::Weights;
use crate::rolls::FaceOdds;
use crate::value::{Scores, Value};

/// A square from which a piece attacks a target square, and the squares
/// between that must be empty (none for a leap).
#[derive(Clone, Copy)]
struct Source {
    from: Square,
    between: Ray,
}

/// A game's dice and reversed move tables, as the term needs them.
pub struct CheckThreats {
    odds: FaceOdds,
    kinds: usize,
    squares: usize,
    /// Per (army, kind, target square): a range of `sources`.
    spans: Vec<(u32, u32)>,
    sources: Vec<Source>,
    /// The royal kinds: they answer a check by moving, and give none.
    royal: KindSet,
    /// Teams share nothing of a lost army; in free-for-all the taker gains it.
    free_for_all: bool,
}

impl CheckThreats {
    /// The term for `variant`, if it has dice and check and the attack maps
    /// hold its board, from the game's data alone.
    pub fn new(variant: &Variant) -> Option<CheckThreats> {
        if !variant.check || !AttackMaps::fit(variant) {
            return None;
        }
        let rule = variant.dice.as_ref()?;
        if rule.face_kinds.is_empty() {
            return None;
        }
        let (armies, kinds) = (variant.army_count(), variant.kind_count());
        let squares = variant.geometry.square_count();
        let tables = &variant.tables;
        let mut lists: Vec<Vec<Source>> = vec![Vec::new(); armies * kinds * squares];
        let index = |army: usize, kind: usize, square: Square| {
            (army * kinds + kind) * squares + usize::from(square)
        };
        for a in variant.armies() {
            let army = a.index();
            for (kind, k) in variant.kinds().enumerate() {
                for from in variant.geometry.squares() {
                    for leap in tables.leaps(k, a, from) {
                        if leap.mode != Mode::MoveOnly {
                            let between = Ray {
                                start: 0,
                                end: 0,
                                mode: leap.mode,
                                kind: RayKind::Slide,
                                gate: 0,
                            };
                            lists[index(army, kind, leap.to)].push(Source { from, between });
                        }
                    }
                    for ray in tables.rays(k, a, from) {
                        // A cannon's check needs a screen: left to the search.
                        if ray.mode == Mode::MoveOnly || ray.kind != RayKind::Slide {
                            continue;
                        }
                        for (i, &target) in tables.ray_squares(ray).iter().enumerate() {
                            let between = Ray {
                                end: ray.start + i as u32,
                                ..*ray
                            };
                            lists[index(army, kind, target)].push(Source { from, between });
                        }
                    }
                }
            }
        }
        let mut spans = Vec::with_capacity(lists.len());
        let mut sources = Vec::new();
        for list in lists {
            let start = sources.len() as u32;
            sources.extend(list);
            spans.push((start, sources.len() as u32));
        }
        let royal = variant.kinds().filter(|&k| variant.is_royal(k)).collect();
        Some(CheckThreats {
            odds: FaceOdds::new(rule, kinds),
            kinds,
            squares,
            spans,
            sources,
            royal,
            free_for_all: !variant.options.teams,
        })
    }

    /// Where a piece of `kind` and `army` attacks `target` from.
    fn sources(&self, army: Army, kind: usize, target: Square) -> &[Source] {
        let i = (army.index() * self.kinds + kind) * self.squares + usize::from(target);
        let (a, b) = self.spans[i];
        &self.sources[a as usize..b as usize]
    }

    /// The chance that a king checked by `checker` kinds is taken before a roll
    /// of its owner lets one of `answers` move.
    fn race(&self, answers: KindSet, checker: KindSet) -> f32 {
        let unanswered = 1.0 - self.odds.roll_chance(answers);
        taken_before_answered(unanswered, self.odds.roll_chance(checker))
    }

    /// Per kind of `enemy`: the chance that a check it gives `army`'s king on
    /// `king` with that kind ends in the king's loss, the worst over the squares
    /// it could check from.
    fn worst_checks(
        &self,
        position: &Position,
        variant: &Variant,
        maps: &AttackMaps,
        (army, enemy): (Army, Army),
        (king, king_moves): (Square, KindSet),
    ) -> [f32; 32] {
        let mut worst = [0f32; 32];
        let tables = &variant.tables;
        let present = maps.kinds_of(enemy);
        for (kind, worst) in Kind::all(self.kinds).zip(worst.iter_mut()) {
            if !present.contains(kind) || self.royal.contains(kind) {
                continue;
            }
            for source in self.sources(enemy, kind.index(), king) {
                let cell = position.cell(source.from);
                let arrives = if cell.is_empty() {
                    maps.steps(enemy, source.from)
                } else if cell.army() != enemy {
                    maps.captures(enemy, source.from)
                } else {
                    KindSet::EMPTY
                };
                if !arrives.contains(kind) {
                    continue;
                }
                let between = tables.ray_squares(&source.between);
                if between.iter().any(|&s| !position.cell(s).is_empty()) {
                    continue;
                }
                // Met by taking the checker, by a block, or by the king moving.
                let blocks = between
                    .iter()
                    .fold(KindSet::EMPTY, |kinds, &s| kinds | maps.steps(army, s))
                    .without(self.royal);
                let answers = maps.captures(army, source.from) | blocks | king_moves;
                *worst = worst.max(self.race(answers, KindSet::of(kind)));
            }
        }
        worst
    }

    /// The royal kinds `army` could move its king on `king` with: those of a
    /// king with a square to go to that no enemy attacks.
    fn king_moves(
        &self,
        position: &Position,
        variant: &Variant,
        maps: &AttackMaps,
        (army, enemies): (Army, ArmySet),
        king: Square,
    ) -> KindSet {
        let kind = position.cell(king).kind();
        let free = variant.tables.leaps(kind, army, king).iter().any(|leap| {
            let cell = position.cell(leap.to);
            let open = if cell.is_empty() {
                leap.mode != Mode::CaptureOnly
            } else {
                leap.mode != Mode::MoveOnly
                    && !variant.partners(cell.army(), army)
                    && cell.army() != army
            };
            open && enemies.iter().all(|e| maps.captures(e, leap.to).is_empty())
        });
        match free {
            true => KindSet::of(kind),
            false => KindSet::EMPTY,
        }
    }

    /// Per enemy of `army`: the chance that a check it gives with its coming
    /// roll ends in the loss of `army`'s king. All zero for an army without a
    /// king or already in check (that is `king_danger`'s to weigh).
    fn loss_chances(
        &self,
        variant: &Variant,
        position: &Position,
        maps: &AttackMaps,
        army: Army,
    ) -> [f32; MAX_ARMIES] {
        let mut chances = [0f32; MAX_ARMIES];
        let Some(king) = position.royal_square(variant, army) else {
            return chances;
        };
        let enemies = position
            .live_armies()
            .filter(|&a| a != army && !variant.partners(a, army))
            .collect::<ArmySet>();
        let enemy_list = || enemies.iter();
        if enemy_list().any(|e| !maps.captures(e, king).is_empty()) {
            return chances;
        }
        let king_moves = self.king_moves(position, variant, maps, (army, enemies), king);
        for enemy in enemy_list() {
            let worst =
                self.worst_checks(position, variant, maps, (army, enemy), (king, king_moves));
            let loss = |kinds: KindSet| {
                kinds
                    .iter()
                    .fold(0f32, |loss, kind| loss.max(worst[kind.index()]))
            };
            let thrown =
                position.to_move() == enemy && position.dice().is_some_and(|d| d.turn.rolled);
            chances[enemy.index()] = if thrown {
                loss(position.movable_kinds(variant))
            } else {
                // Each die's face gives its worst check; any die may give it.
                let faces = self.odds.faces();
                let per_die = faces.iter().map(|&f| loss(f)).sum::<f32>() / faces.len() as f32;
                self.odds.any_die(per_die)
            };
        }
        chances
    }

    /// Subtracts from each army not in check its expected loss to checks its
    /// enemies could give with their coming rolls (`maps` built on `position`
    /// with steps), and (free-for-all) credits each enemy with its share of the
    /// material, weighted by `weights.check_threats` percent.
    pub fn adjust(
        &self,
        variant: &Variant,
        position: &Position,
        maps: &AttackMaps,
        weights: &Weights,
        scores: &mut Scores,
    ) {
        let percent = weights.check_threats as f32 / 100.0;
        for army in position.live_armies() {
            let chances = self.loss_chances(variant, position, maps, army);
            let spared: f32 = chances.iter().map(|c| 1.0 - c).product();
            if spared >= 1.0 {
                continue;
            }
            let material = (weights.material * position.material(army) as Value) as f32;
            let worth = weights.alive as f32 + material;
            scores[army.index()] -= ((1.0 - spared) * worth * percent) as Value;
            if self.free_for_all {
                for (score, chance) in scores.iter_mut().zip(chances) {
                    *score += (chance * material * percent) as Value;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// What the term adds to each army's worth in the `seasons-dice` position
    /// whose board is `board`, red to move before his throw (green, red, black and white in turn).
    fn threats_of(board: &str) -> Scores {
        let fen = format!("{board} r LLLL 0,0,0,0 0,0,0,0 0 0 7:1:-:- 0,0,0,0:0:0000");
        crate::eval::term_delta("seasons-dice", &fen, |weights| weights.check_threats = 0)
    }

    // In turn order: green, red, black, white.
    const GREEN: usize = 0;
    const RED: usize = 1;
    const BLACK: usize = 2;
    const WHITE: usize = 3;

    /// Per enemy of green: the chance that a check it could give with its
    /// coming roll costs green's king, in the position `board`.
    fn green_loss(board: &str) -> [f32; MAX_ARMIES] {
        let fen = format!("{board} r LLLL 0,0,0,0 0,0,0,0 0 0 7:1:-:- 0,0,0,0:0:0000");
        let variant = &raja_core::variant("seasons-dice").expect("game");
        let position = raja_core::fen::parse(variant, &fen).expect("test FEN");
        let maps = AttackMaps::build(variant, &position, true);
        let term = CheckThreats::new(variant).expect("dice and check");
        term.loss_chances(variant, &position, &maps, Army::new(GREEN as u8))
    }

    // Green's king on a1 and pawn on e2; black's knight on d4 can check the
    // king from b3 or c2. Red's king on h5 and white's on h3 are out of the
    // knight's reach.
    const OPEN: &str = "6bK1/8/8/7rK/3bN4/7wK/4gU3/gK7";

    #[test]
    fn a_king_an_enemy_could_check_is_worth_less_and_the_enemy_more() {
        let open = threats_of(OPEN);
        assert!(open[GREEN] < 0, "green {}", open[GREEN]);
        assert!(open[BLACK] > 0, "black {}", open[BLACK]);
        assert_eq!(
            (open[RED], open[WHITE]),
            (0, 0),
            "kings out of reach are untouched"
        );
    }

    #[test]
    fn a_check_the_owner_could_answer_by_a_capture_costs_less() {
        // Green's rook on a2 guards c2 only, on b2 both squares the knight
        // would check from.
        let one = green_loss("6bK1/8/8/7rK/3bN4/7wK/gR7/gK7")[BLACK];
        let both = green_loss("6bK1/8/8/7rK/3bN4/7wK/1gR6/gK7")[BLACK];
        assert!(both > 0.0, "an answer may not come: {both}");
        assert!(one > both, "one square guarded {one}, both {both}");
    }

    #[test]
    fn a_rook_checks_down_an_open_line_but_not_through_a_piece() {
        // Black's rook on c5 could check green's king on a1 from a5 or c1.
        let open = green_loss("6bK1/8/8/2bR4rK/8/7wK/8/gK7");
        // Green's own knights on a3 and b1 close both lines.
        let closed = green_loss("6bK1/8/8/2bR4rK/8/gN6wK/8/gKgN6");
        assert!(open[BLACK] > 0.0, "open {}", open[BLACK]);
        assert_eq!(closed[BLACK], 0.0);
        assert_eq!(
            (open[RED], open[WHITE]),
            (0.0, 0.0),
            "no check from the others"
        );
    }

    #[test]
    fn an_army_in_check_is_left_to_the_king_danger_term() {
        // Black's knight on b3 checks green's king already.
        let checked = green_loss("6bK1/8/8/7rK/8/1bN5wK/8/gK7");
        assert_eq!(checked, [0.0; MAX_ARMIES]);
    }

    #[test]
    fn games_without_dice_or_without_check_have_no_term() {
        for id in ["seasons", "chaturaji-dice", "chaturaji"] {
            let variant = raja_core::variant(id).expect("game");
            assert!(CheckThreats::new(&variant).is_none(), "{id}");
        }
        let variant = raja_core::variant("seasons-dice").expect("game");
        assert!(CheckThreats::new(&variant).is_some());
    }
}
