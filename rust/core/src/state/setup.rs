//! A game's start as data, apart from the position played from it (as shakmaty
//! keeps `Setup` apart from its positions): where each piece stands and what
//! each army holds in hand. The variant's own start, a Chess960 start and
//! Janggi's arrangements are setups; `Position::placed` derives the rest
//! (piece lists, counts, material, hash, castling and first-move rights, the
//! dice), and `Position::from_setup` (`movegen::start`) begins the history.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::compile::variant::CompiledVariant;
use crate::state::chess960;
use crate::state::dice::DiceState;
use crate::state::position::{Cell, Position};

/// Where the pieces of a start stand and what is in hand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Each piece and its square.
    pub pieces: Vec<(Square, Cell)>,
    /// Per army in turn order, the kinds in its hand.
    pub pockets: Vec<Vec<Kind>>,
}

impl Setup {
    /// The start the game's data gives.
    pub fn start(variant: &CompiledVariant) -> Setup {
        Setup {
            pieces: variant.setup.clone(),
            pockets: variant.start_pockets.clone(),
        }
    }

    /// The start of a game played with `seed`: in Chess960 the seed draws the
    /// start's number, in the others it is the data's start.
    pub fn for_seed(variant: &CompiledVariant, seed: u64) -> Setup {
        let start = Setup::start(variant);
        match variant.options.chess960 {
            true => start.chess960(variant, chess960::number_from_seed(seed)),
            false => start,
        }
    }

    /// The back ranks shuffled as Chess960 start `number` (0–959, Scharnagl's
    /// numbering); a number out of range shuffles nothing (`Game::chess960`
    /// checks it), and neither does a game without back-rank castling on eight
    /// files.
    pub fn chess960(mut self, variant: &CompiledVariant, number: u16) -> Setup {
        if let Some(arrangement) = chess960::back_rank(number) {
            for (square, cell) in &mut self.pieces {
                if let Some(shuffled) = chess960::shuffled(variant, &arrangement, *square, *cell) {
                    *cell = shuffled;
                }
            }
        }
        self
    }

    /// The pieces of the variant's swappable pair `index` (`Variant::swaps`)
    /// exchanged: Janggi's horse and elephant on one wing.
    pub fn swapped(mut self, variant: &CompiledVariant, index: usize) -> Setup {
        let Some(swap) = variant.swaps.get(index) else {
            return self;
        };
        let (a, b) = swap.squares;
        for (square, _) in &mut self.pieces {
            if *square == a {
                *square = b;
            } else if *square == b {
                *square = a;
            }
        }
        self
    }
}

impl Position {
    /// The position at the start `setup` describes, its dice (dice games)
    /// thrown from `seed`, but its history not begun: `Position::from_setup`
    /// begins it, since only the rule module says whether the side to move
    /// stands in check.
    pub(crate) fn placed(variant: &CompiledVariant, setup: &Setup, seed: u64) -> Position {
        let mut position = Position::empty(variant);
        for &(square, cell) in &setup.pieces {
            // Setups come from checked data; a full list would be a data bug.
            let _ = position.put(variant, square, cell);
        }
        for (army, pocket) in Army::all(position.army_count).zip(&setup.pockets) {
            for &kind in pocket {
                position.add_to_pocket(variant, army, kind);
            }
        }
        if variant.dice.is_some() {
            position.dice = Some(DiceState::new(seed));
        }
        let rights = variant.all_castling_rights() | back_rank_rights(variant, &position);
        position.set_castling(variant, rights);
        position.rule_state.first_moves = first_move_rights(variant, &position);
        position
    }
}

/// The first-move rights of a start: the back-rank files where a piece the
/// game names in `first_moves` stands (Ouk Chatrang's king and met).
pub(crate) fn first_move_rights(variant: &CompiledVariant, position: &Position) -> [u16; 2] {
    let mut files = [0u16; 2];
    if variant.data.first_moves.is_empty() {
        return files;
    }
    for army in Army::all(position.army_count().min(2)) {
        let Some(rank) = variant.home_rank(army) else {
            continue;
        };
        for file in 0..variant.geometry.width() {
            let Some(square) = variant.geometry.square_at(i32::from(file), i32::from(rank)) else {
                continue;
            };
            let cell = position.cell(square);
            let named = !cell.is_empty()
                && cell.army() == army
                && variant
                    .data
                    .first_moves
                    .contains(&variant.piece(cell.kind()).name);
            if named {
                files[army.index()] |= 1 << file;
            }
        }
    }
    files
}

/// Back-rank castling rights for every rook on its army's back rank with the
/// army's king on that rank too (the rights of a start).
fn back_rank_rights(variant: &CompiledVariant, position: &Position) -> u64 {
    let Some(rule) = &variant.back_rank else {
        return 0;
    };
    let mut rights = 0;
    for army in position.armies() {
        if position.back_rank_king(variant, army).is_none() {
            continue;
        }
        for &square in position.pieces(army) {
            let (file, rank) = variant.geometry.coords(square);
            if rank == rule.rank[army.index()] && position.cell(square).kind() == rule.rook_kind {
                rights |= rule.right(army, file);
            }
        }
    }
    rights
}

#[cfg(test)]
mod tests {
    use super::Setup;
    use crate::game::registry::variant;
    use crate::state::position::Position;

    #[test]
    fn chess960_setup_518_is_the_data_start_and_others_shuffle() {
        let chess960 = variant("chess960").unwrap();
        let classical = Setup::start(&chess960);
        assert_eq!(classical.clone().chess960(&chess960, 518), classical);
        assert_ne!(classical.clone().chess960(&chess960, 0), classical);
        assert_eq!(
            classical.clone().chess960(&chess960, 960),
            classical,
            "out of range"
        );
    }

    #[test]
    fn a_swap_exchanges_the_two_pieces_and_nothing_else() {
        let janggi = variant("janggi").unwrap();
        let start = Setup::start(&janggi);
        let swapped = start.clone().swapped(&janggi, 0);
        let (a, b) = janggi.swaps[0].squares;
        let at = |setup: &Setup, square| {
            setup
                .pieces
                .iter()
                .find(|(s, _)| *s == square)
                .map(|&(_, cell)| cell)
        };
        assert_eq!(at(&swapped, a), at(&start, b));
        assert_eq!(at(&swapped, b), at(&start, a));
        assert_ne!(at(&start, a), at(&start, b));
        assert_eq!(swapped.pieces.len(), start.pieces.len());
        assert_eq!(
            swapped.clone().swapped(&janggi, 0),
            start,
            "twice undoes it"
        );
    }

    #[test]
    fn a_position_from_a_setup_holds_its_pieces_and_hand() {
        let crazyhouse = variant("crazyhouse").unwrap();
        let mut setup = Setup::start(&crazyhouse);
        let (square, cell) = setup.pieces.pop().unwrap();
        setup.pockets[0].push(cell.kind());
        let position = Position::from_setup(&crazyhouse, &setup, 0);
        assert!(position.cell(square).is_empty());
        assert_eq!(position.pocket(crate::Army::FIRST, cell.kind()), 1);
        assert_eq!(position.hash(), position.compute_hash(&crazyhouse));
    }
}
