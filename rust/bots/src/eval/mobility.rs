//! What the pieces attack, in one walk of every piece: mobility (the squares
//! each piece could move to or take on now, rays stopped by the first piece),
//! attacks on the squares around the kings, and pieces attacked by a pawn, by
//! a lesser piece, or not defended at all.

use raja_core::geometry::Square;
use raja_core::piece::Mode;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, Position};

use super::layout::{KING_ATTACKER_ARMIES, KING_ATTACKERS, Layout};
use super::ray_walk::{self, Reach};
use super::sink::Sink;
use crate::value::Value;

/// Per square, the armies that attack it; per army and square, the least
/// value among its attackers there. Kept between evaluations (`features`).
#[derive(Default)]
pub struct AttackMaps {
    squares: usize,
    /// Per square: a bit per army attacking it.
    by: Vec<u8>,
    /// Per square: a bit per army attacking it with a pawn.
    by_pawn: Vec<u8>,
    /// Per (army, square): the least value of its pieces attacking the square.
    least: Vec<u8>,
    /// Per square: a bit per army whose king stands on it or next to it.
    zone: Vec<u8>,
}

const NO_ATTACKER: u8 = u8::MAX;

impl AttackMaps {
    pub fn reset(&mut self, squares: usize, armies: usize) {
        self.squares = squares;
        for map in [&mut self.by, &mut self.by_pawn, &mut self.zone] {
            map.clear();
            map.resize(squares, 0);
        }
        self.least.clear();
        self.least.resize(squares * armies, NO_ATTACKER);
    }

    #[inline]
    fn mark(&mut self, army: Army, square: Square, value: u8, pawn: bool) {
        let s = usize::from(square);
        self.by[s] |= bit(army);
        if pawn {
            self.by_pawn[s] |= bit(army);
        }
        let least = &mut self.least[army.index() * self.squares + s];
        *least = (*least).min(value);
    }

    /// The least value among the attackers of `square` of the armies in `armies`.
    fn least_of(&self, armies: u8, square: Square) -> u8 {
        let mut least = NO_ATTACKER;
        let mut rest = armies;
        while rest != 0 {
            let army = rest.trailing_zeros() as usize;
            least = least.min(self.least[army * self.squares + usize::from(square)]);
            rest &= rest - 1;
        }
        least
    }
}

/// An army's bit in the maps' bytes (eight armies at most, `MAX_ARMIES`).
#[inline]
fn bit(army: Army) -> u8 {
    1 << army.number()
}

/// Friends (itself and partners) and live enemies of `army`, as army bits.
fn sides(variant: &Variant, position: &Position, army: Army) -> (u8, u8) {
    let (mut friends, mut enemies) = (0u8, 0u8);
    for other in position.armies() {
        if other == army || variant.partners(army, other) {
            friends |= bit(other);
        } else if position.army_state(other).is_live() {
            enemies |= bit(other);
        }
    }
    (friends, enemies)
}

/// Walks every piece of every live army, pawns first (mobility leaves out the
/// squares enemy pawns attack), and adds mobility, king attacks and threats.
pub(super) fn add<S: Sink>(
    layout: &Layout,
    variant: &Variant,
    position: &Position,
    kings: &[Option<Square>; MAX_ARMIES],
    maps: &mut AttackMaps,
    sink: &mut S,
) {
    for army in position.armies() {
        let Some(king) = kings[army.index()] else {
            continue;
        };
        maps.zone[usize::from(king)] |= bit(army);
        for square in variant.geometry.around(king, 1) {
            maps.zone[usize::from(square)] |= bit(army);
        }
    }
    let mut attackers = [0usize; MAX_ARMIES];
    // Per army: the armies whose pieces (not royal) attack its king's zone.
    let mut attacker_armies = [0u8; MAX_ARMIES];
    for pawns in [true, false] {
        for army in position.live_armies() {
            let (friends, enemies) = sides(variant, position, army);
            for &from in position.pieces(army) {
                let kind = position.cell(from).kind();
                if variant.is_pawn(kind) != pawns {
                    continue;
                }
                let walked = walk(variant, position, maps, army, from, friends, enemies);
                let slots = &layout.kinds[kind.index()];
                // King attacks: credited to the attacker by kind, and the
                // generic weight charged to the king's army.
                let mut hit = walked.zone_hits;
                for victim in position.armies() {
                    let n = walked.zone_attacks[victim.index()];
                    if n > 0 {
                        sink.add(army, slots.king_attack, n);
                        sink.add(victim, layout.king_attack, n);
                    }
                }
                let royal = variant.is_royal(kind);
                while hit != 0 {
                    let victim = hit.trailing_zeros() as usize;
                    attackers[victim] += 1;
                    if !royal {
                        attacker_armies[victim] |= bit(army);
                    }
                    hit &= hit - 1;
                }
                if pawns {
                    continue;
                }
                if !royal {
                    sink.add(army, layout.mobility, walked.moves);
                }
                if slots.mobility_len > 0 {
                    let i = walked.safe_moves.min(Value::from(slots.mobility_len) - 1);
                    sink.add(army, slots.mobility + i as u32, 1);
                }
            }
        }
    }
    for army in position.live_armies() {
        if kings[army.index()].is_some() {
            let i = attackers[army.index()].min(KING_ATTACKERS - 1);
            sink.add(army, layout.king_attackers + i as u32, 1);
            let armies = attacker_armies[army.index()].count_ones() as usize;
            let i = armies.min(KING_ATTACKER_ARMIES - 1);
            sink.add(army, layout.king_attacker_armies + i as u32, 1);
        }
    }
    threats(layout, variant, position, maps, sink);
}

/// What one piece's walk found.
struct Walked {
    /// Squares it could move to or take on.
    moves: Value,
    /// Of those, the ones no enemy pawn attacks.
    safe_moves: Value,
    /// Per army: its king's zone squares attacked.
    zone_attacks: [Value; MAX_ARMIES],
    /// The armies whose king's zone it attacks.
    zone_hits: u8,
}

fn walk(
    variant: &Variant,
    position: &Position,
    maps: &mut AttackMaps,
    army: Army,
    from: Square,
    friends: u8,
    enemies: u8,
) -> Walked {
    let kind = position.cell(from).kind();
    let value = variant.value(kind).min(u32::from(NO_ATTACKER) - 1) as u8;
    let pawn = variant.is_pawn(kind);
    let mut walked = Walked {
        moves: 0,
        safe_moves: 0,
        zone_attacks: [0; MAX_ARMIES],
        zone_hits: 0,
    };
    let attack = |maps: &mut AttackMaps, square: Square, walked: &mut Walked| {
        maps.mark(army, square, value, pawn);
        let mut hit = maps.zone[usize::from(square)] & enemies;
        walked.zone_hits |= hit;
        while hit != 0 {
            walked.zone_attacks[hit.trailing_zeros() as usize] += 1;
            hit &= hit - 1;
        }
    };
    let count = |maps: &AttackMaps, square: Square, walked: &mut Walked| {
        walked.moves += 1;
        if maps.by_pawn[usize::from(square)] & enemies == 0 {
            walked.safe_moves += 1;
        }
    };
    let tables = &variant.tables;
    for leap in tables.leaps(kind, army, from) {
        let cell = position.cell(leap.to);
        let free = cell.is_empty();
        let takes = !free && friends & bit(cell.army()) == 0;
        if leap.mode != Mode::MoveOnly {
            attack(maps, leap.to, &mut walked);
        }
        let moves = match leap.mode {
            Mode::Both => free || takes,
            Mode::MoveOnly => free,
            Mode::CaptureOnly => takes,
        };
        if moves {
            count(maps, leap.to, &mut walked);
        }
    }
    for ray in tables.rays(kind, army, from) {
        let captures = ray.mode != Mode::MoveOnly;
        let moves = ray.mode != Mode::CaptureOnly;
        ray_walk::walk(variant, position, kind, ray, |square, reach| match reach {
            Reach::Empty {
                moves: moves_here,
                takes: takes_here,
            } => {
                if captures && takes_here {
                    attack(maps, square, &mut walked);
                }
                if moves && moves_here {
                    count(maps, square, &mut walked);
                }
            }
            Reach::Piece if captures => {
                attack(maps, square, &mut walked);
                if friends & bit(position.cell(square).army()) == 0 {
                    count(maps, square, &mut walked);
                }
            }
            Reach::Piece => {}
        });
    }
    walked
}

/// Pieces (not royal) attacked by an enemy pawn, else by a lesser enemy
/// piece, and attacked pieces that nothing of their side defends.
fn threats<S: Sink>(
    layout: &Layout,
    variant: &Variant,
    position: &Position,
    maps: &AttackMaps,
    sink: &mut S,
) {
    for army in position.live_armies() {
        let (friends, enemies) = sides(variant, position, army);
        for &square in position.pieces(army) {
            let kind = position.cell(square).kind();
            let s = usize::from(square);
            if variant.is_royal(kind) || maps.by[s] & enemies == 0 {
                continue;
            }
            let slots = &layout.kinds[kind.index()];
            if maps.by_pawn[s] & enemies != 0 {
                sink.add(army, slots.attacked_by_pawn, 1);
            } else if u32::from(maps.least_of(maps.by[s] & enemies, square)) < variant.value(kind) {
                sink.add(army, slots.attacked_by_lesser, 1);
            }
            if maps.by[s] & friends == 0 {
                sink.add(army, slots.hanging, 1);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::features::Features;
    use super::super::sink::Trace;
    use super::*;

    fn traced(fen: &str) -> (Features, Trace) {
        Features::traced("chess", fen)
    }

    fn kind(letter: char) -> usize {
        let chess = raja_core::variant("chess").expect("chess");
        chess.kind_by_letter(letter).expect("kind").index()
    }

    #[test]
    fn rays_stop_at_pieces_and_own_pieces_are_no_move() {
        // The rook on a1: a2..a8 (7) and b1 (1), c1 is its own bishop; the
        // bishop on c1: b2, a3, d2, e3, f4, g5, h6 (7). The black rook on a8
        // takes on a1 or stops: a7..a2 and a1 (7) and b8..d8 (3).
        let (features, trace) = traced("r3k3/8/8/8/8/8/8/R1B1K3 w - - 0 1");
        let layout = &features.layout;
        assert_eq!(
            trace.count(Army::FIRST, layout.mobility),
            f64::from(7 + 1 + 7)
        );
        assert_eq!(trace.count(Army::SECOND, layout.mobility), f64::from(7 + 3));
        let rook = &layout.kinds[kind('R')];
        assert_eq!(
            trace.count(Army::FIRST, rook.mobility + 8),
            1.0,
            "eight squares"
        );
        assert_eq!(
            trace.count(Army::SECOND, rook.mobility + 10),
            1.0,
            "ten squares"
        );
    }

    #[test]
    fn squares_enemy_pawns_attack_are_no_safe_move() {
        // The knight on d4 reaches 8 squares; Black's pawns on d7 and g6 attack
        // c6, e6 and f5, so 5 are safe.
        let (features, trace) = traced("4k3/3p4/6p1/8/3N4/8/8/4K3 w - - 0 1");
        let knight = &features.layout.kinds[kind('N')];
        assert_eq!(trace.count(Army::FIRST, features.layout.mobility), 8.0);
        assert_eq!(trace.count(Army::FIRST, knight.mobility + 5), 1.0);
    }

    #[test]
    fn attacks_next_to_the_king_are_counted_for_its_army_and_its_attacker() {
        // The white queen on d1 sweeps the d-file: d7 and d8 are beside the
        // king on e8. The knight on f6 hits e8 (the king's own square) and d7.
        let (features, trace) = traced("4k3/8/5N2/8/8/8/8/3QK3 b - - 0 1");
        let layout = &features.layout;
        assert_eq!(trace.count(Army::SECOND, layout.king_attack), 4.0);
        assert_eq!(trace.count(Army::FIRST, layout.king_attack), 0.0);
        assert_eq!(
            trace.count(Army::FIRST, layout.kinds[kind('Q')].king_attack),
            2.0
        );
        assert_eq!(
            trace.count(Army::FIRST, layout.kinds[kind('N')].king_attack),
            2.0
        );
        assert_eq!(
            trace.count(Army::SECOND, layout.king_attackers + 2),
            1.0,
            "two attackers"
        );
        assert_eq!(trace.count(Army::FIRST, layout.king_attackers), 1.0, "none");
    }

    #[test]
    fn a_king_zone_attacked_by_both_enemy_armies_counts_two_attacker_armies() {
        // Four-player Teams: Red's king on h1; Blue's knight on f4 hits g2,
        // Green's bishop on k5 hits h2, both beside it. Yellow, Red's
        // partner, attacks nothing near a king; no other king is attacked.
        let fen4 = "R-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-\
            6,yK,7/14/14/14/14/14/13,gK/bK,13/14/10,gB,3/5,bN,8/14/14/7,rK,6";
        let game = raja_core::Game::from_fen("fourplayer-teams", fen4).expect("a FEN4");
        let (features, trace) = Features::traced_position(game.variant(), game.position());
        let armies = features.layout.king_attacker_armies;
        let (red, blue, yellow, green) = (Army::FIRST, Army::SECOND, Army::new(2), Army::new(3));
        assert_eq!(trace.count(red, armies + 2), 1.0, "Blue and Green");
        assert_eq!(trace.count(red, armies + 1), 0.0);
        for army in [blue, yellow, green] {
            assert_eq!(trace.count(army, armies), 1.0, "{army:?}: none");
        }
        assert_eq!(trace.count(red, features.layout.king_attackers + 2), 1.0);
    }

    #[test]
    fn pieces_attacked_by_pawns_lesser_pieces_or_undefended_are_threatened() {
        // White's knight on d5 is attacked by the pawn on e6 and defended by
        // the pawn on e4; the rook on a5 is attacked by Black's bishop on c7
        // and defended by nothing. Black's bishop on c7 is attacked by the
        // knight on d5 and defended by the king on d8.
        let (features, trace) = traced("3k4/2b5/4p3/R2N4/4P3/8/8/4K3 w - - 0 1");
        let layout = &features.layout;
        let (knight, rook, bishop) = (kind('N'), kind('R'), kind('B'));
        assert_eq!(
            trace.count(Army::FIRST, layout.kinds[knight].attacked_by_pawn),
            1.0
        );
        assert_eq!(trace.count(Army::FIRST, layout.kinds[knight].hanging), 0.0);
        assert_eq!(
            trace.count(Army::FIRST, layout.kinds[rook].attacked_by_lesser),
            1.0
        );
        assert_eq!(trace.count(Army::FIRST, layout.kinds[rook].hanging), 1.0);
        assert_eq!(
            trace.count(Army::SECOND, layout.kinds[bishop].attacked_by_lesser),
            0.0
        );
        assert_eq!(trace.count(Army::SECOND, layout.kinds[bishop].hanging), 0.0);
    }
}
