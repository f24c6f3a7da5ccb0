//! Hidden information (games whose data says `fog`): the bot sees only its
//! side's view (`raja_core::view`). It guesses the hidden enemy pieces several
//! times (determinisation), searches each guess with the real legal moves at the
//! root, and plays the move most guesses chose (ties: the higher summed value).
//!
//! A guess puts the enemy's unseen pieces on unseen squares: first on the
//! squares that cannot be empty (an unseen square straight ahead of one of the
//! bot's pawns), then anywhere unseen, pawns never on a square where they would
//! have promoted nor on their own first rank. Which pieces are unseen is the
//! material the bot knows: the enemy's pieces by kind, less those in view. (A
//! player knows what he took; the one thing this counts that he could not know is
//! a promotion made in the fog.)

use raja_core::geometry::Square;
use raja_core::kind::Kind;
use raja_core::position::Cell;
use raja_core::variant::{PromotionSquare, Variant};
use raja_core::view::View;
use raja_core::{Army, Game, Position};

use crate::search::mix;

/// Guesses searched per move; the level's budget is shared among them.
pub const GUESSES: usize = 6;

/// `count` full positions consistent with what the side to move sees.
pub fn guesses(game: &Game, seed: u64, count: usize) -> Vec<Position> {
    let variant = game.variant();
    let real = game.position();
    let army = real.to_move();
    let view = game.view(army);
    let blocked = view.blocked_squares(variant);
    (0..count)
        .map(|i| {
            let mut random = Random(mix(seed ^ (i as u64 + 1)));
            let mut placements: Vec<(Square, Cell)> = Vec::new();
            for enemy in real.armies().filter(|&a| a != army) {
                let unseen = unseen_pieces(variant, real, &view, enemy);
                let taken: Vec<Square> = placements.iter().map(|&(s, _)| s).collect();
                let squares = place(variant, &view, enemy, unseen, &blocked, &taken, &mut random);
                placements.extend(squares.into_iter().map(|(k, s)| (s, Cell::piece(enemy, k))));
            }
            view.completed(variant, &placements)
        })
        .collect()
}

/// The kinds of `enemy`'s pieces out of view, one entry per piece.
fn unseen_pieces(variant: &Variant, real: &Position, view: &View, enemy: Army) -> Vec<Kind> {
    let mut pieces = Vec::new();
    for kind in variant.kinds() {
        let hidden = real
            .count_of(enemy, kind)
            .saturating_sub(view.position.count_of(enemy, kind));
        pieces.extend(std::iter::repeat_n(kind, usize::from(hidden)));
    }
    pieces
}

/// Squares for `pieces` of `enemy`: the blocked squares first, then the rest.
fn place(
    variant: &Variant,
    view: &View,
    enemy: Army,
    mut pieces: Vec<Kind>,
    blocked: &[Square],
    taken: &[Square],
    random: &mut Random,
) -> Vec<(Kind, Square)> {
    random.shuffle(&mut pieces);
    let mut free: Vec<Square> = view
        .hidden_squares()
        .filter(|s| !blocked.contains(s))
        .collect();
    random.shuffle(&mut free);
    let mut squares: Vec<Square> = blocked.to_vec();
    squares.extend(free);
    squares.retain(|s| !taken.contains(s));
    let mut placements = Vec::new();
    for square in squares {
        let fits = |kind: Kind| may_stand(variant, enemy, kind, square);
        if let Some(i) = pieces.iter().position(|&k| fits(k)) {
            placements.push((pieces.swap_remove(i), square));
        }
        if pieces.is_empty() {
            break;
        }
    }
    placements
}

/// A pawn never stands where it would have promoted, nor on its first rank.
fn may_stand(variant: &Variant, army: Army, kind: Kind, square: Square) -> bool {
    if !variant.is_pawn(kind) {
        return true;
    }
    let (df, dr) = variant.data.armies[army.index()].forward;
    let behind = variant
        .geometry
        .offset(square, -i32::from(df), -i32::from(dr));
    behind.is_some() && variant.promotion_square(army, square) == PromotionSquare::None
}

/// A small generator for the guesses (SplitMix64 steps).
struct Random(u64);

impl Random {
    fn below(&mut self, n: usize) -> usize {
        self.0 = mix(self.0);
        (self.0 % n.max(1) as u64) as usize
    }

    fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i + 1);
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Bot;

    #[test]
    fn guesses_keep_what_is_seen_and_hide_the_missing_material() {
        let mut game = Game::new("fog", 0).unwrap();
        game.play_all("e2e4 d7d5 g1f3 b8c6 f1c4 g8f6").unwrap();
        let variant = game.variant();
        let real = game.position();
        let view = game.view(Army::FIRST);
        for guess in guesses(&game, 9, 4) {
            for square in variant.geometry.squares() {
                let own = !real.cell(square).is_empty() && real.cell(square).army() == Army::FIRST;
                if view.is_visible(square) || own {
                    assert_eq!(guess.cell(square), real.cell(square), "square {square}");
                }
                let cell = guess.cell(square);
                if !cell.is_empty() && variant.is_pawn(cell.kind()) {
                    let rank = variant.geometry.coords(square).1;
                    assert!((1..=6).contains(&rank), "a pawn on rank {}", rank + 1);
                }
            }
            for kind in variant.kinds() {
                assert_eq!(
                    guess.count_of(Army::SECOND, kind),
                    real.count_of(Army::SECOND, kind),
                    "kind {kind}"
                );
            }
        }
        // Different guesses differ.
        let all = guesses(&game, 9, 4);
        assert!(all.windows(2).any(|w| w[0] != w[1]));
    }

    #[test]
    fn the_bot_takes_a_king_it_sees() {
        let game = Game::from_fen("fog", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1").unwrap();
        let game = {
            let mut g = game;
            g.play_all("a1a7 e8e7").unwrap();
            g
        };
        // The rook on a7 sees the king on e7 along the rank.
        let mv = Bot::new(5, 1).choose_move(&game).unwrap();
        assert_eq!(game.move_string(mv), "a7e7");
    }
}
