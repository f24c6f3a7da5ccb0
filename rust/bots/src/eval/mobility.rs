//! Mobility and attacks on the king: the squares each piece could move to or
//! take on now (its rays stop at the first piece), and the enemy attacks on
//! the squares next to each king. One walk of every piece serves both.

use raja_core::Position;
use raja_core::geometry::Square;
use raja_core::piece::Mode;
use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;

use super::ray_walk::{self, Reach};
use crate::value::Value;

/// Boards up to this many squares have the king zones; larger ones count
/// mobility alone.
const ZONE_CAPACITY: usize = 512;

/// Per army: the squares its pieces (not pawns, not kings) could move to or
/// take on, and the attacks of its enemies on the squares next to its king.
pub struct Mobility {
    pub squares: [Value; MAX_ARMIES],
    pub king_attacks: [Value; MAX_ARMIES],
}

pub fn count(variant: &Variant, position: &Position, kings: &[Option<Square>]) -> Mobility {
    let mut result = Mobility {
        squares: [0; MAX_ARMIES],
        king_attacks: [0; MAX_ARMIES],
    };
    let squares = variant.geometry.square_count();
    // Per square, the armies whose king stands on it or next to it.
    let mut zone = [0u8; ZONE_CAPACITY];
    if squares <= ZONE_CAPACITY {
        for (army, king) in kings.iter().enumerate().take(MAX_ARMIES) {
            let Some(king) = *king else { continue };
            let bit = 1u8 << army;
            zone[usize::from(king)] |= bit;
            for square in variant.geometry.around(king, 1) {
                zone[usize::from(square)] |= bit;
            }
        }
    }
    let tables = &variant.tables;
    for army in position.live_armies() {
        // Squares of own or partner pieces are no move; the kings of the
        // other live armies are the ones attacked.
        let (mut friends, mut enemies) = (0u8, 0u8);
        for other in position.armies() {
            if other == army || variant.partners(army, other) {
                friends |= 1 << other.number();
            } else if position.army_state(other).is_live() {
                enemies |= 1 << other.number();
            }
        }
        let mut mobility = 0;
        let mut attacks = [0 as Value; MAX_ARMIES];
        let attack = |square: Square, attacks: &mut [Value; MAX_ARMIES]| {
            let mut hit = zone.get(usize::from(square)).copied().unwrap_or(0) & enemies;
            while hit != 0 {
                attacks[hit.trailing_zeros() as usize] += 1;
                hit &= hit - 1;
            }
        };
        for &from in position.pieces(army) {
            let kind = position.cell(from).kind();
            let counts = !variant.is_pawn(kind) && !variant.is_royal(kind);
            for leap in tables.leaps(kind, army, from) {
                let cell = position.cell(leap.to);
                let free = cell.is_empty();
                let takes = !free && friends & (1 << cell.army().number()) == 0;
                if leap.mode != Mode::MoveOnly {
                    attack(leap.to, &mut attacks);
                }
                let moves = match leap.mode {
                    Mode::Both => free || takes,
                    Mode::MoveOnly => free,
                    Mode::CaptureOnly => takes,
                };
                if counts && moves {
                    mobility += 1;
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
                            attack(square, &mut attacks);
                        }
                        if counts && moves && moves_here {
                            mobility += 1;
                        }
                    }
                    Reach::Piece if captures => {
                        attack(square, &mut attacks);
                        let cell = position.cell(square);
                        if counts && friends & (1 << cell.army().number()) == 0 {
                            mobility += 1;
                        }
                    }
                    Reach::Piece => {}
                });
            }
        }
        result.squares[army.index()] = mobility;
        for (victim, n) in attacks.iter().enumerate() {
            result.king_attacks[victim] += n;
        }
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use raja_core::Army;

    fn counted(fen: &str) -> Mobility {
        let variant = raja_core::variant("chess").expect("chess");
        let position = raja_core::fen::parse(&variant, fen).expect("fen");
        let kings: Vec<Option<Square>> = Army::all(2)
            .map(|a| position.royal_square(&variant, a))
            .collect();
        count(&variant, &position, &kings)
    }

    #[test]
    fn rays_stop_at_pieces_and_own_pieces_are_no_move() {
        // The rook on a1: a2..a8 (7) and b1 (1), c1 is its own bishop; the
        // bishop on c1: b2, a3, d2, e3, f4, g5, h6 (7). The black rook on a8
        // takes on a1 or stops: a7..a2 and a1 (7) and b8..d8 (3).
        let m = counted("r3k3/8/8/8/8/8/8/R1B1K3 w - - 0 1");
        assert_eq!(m.squares[0], 7 + 1 + 7);
        assert_eq!(m.squares[1], 7 + 3);
    }

    #[test]
    fn attacks_next_to_the_king_are_counted_for_its_army() {
        // The white queen on d1 sweeps the d-file: d7 and d8 are beside the
        // king on e8. The knight on f6 hits e8 (the king's own square) and d7.
        let m = counted("4k3/8/5N2/8/8/8/8/3QK3 w - - 0 1");
        assert_eq!(m.king_attacks[1], 2 + 2);
        assert_eq!(m.king_attacks[0], 0);
    }
}
