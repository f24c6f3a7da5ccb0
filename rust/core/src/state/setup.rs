//! A position as data, apart from the position played from it (as shakmaty
//! keeps `Setup` apart from its positions): where each piece stands, what each
//! army holds in hand, who moves, the armies' states and scores, the clocks,
//! the castling and en-passant rights, the dice and the state some games keep
//! beside the board. The variant's own start, a Chess960 start and Janggi's
//! arrangements are setups, and so is every FEN read (`notation`);
//! `Position::placed` checks that the parts fit together and derives the rest
//! (piece lists, counts, material, hash), and `Position::from_setup`
//! (`movegen::start`) reads what needs the moves and begins the history.

use crate::board::army::Army;
use crate::board::geometry::Square;
use crate::board::kind::Kind;
use crate::compile::variant::CompiledVariant;
use crate::error::SetupError;
use crate::state::chess960;
use crate::state::dice::DiceState;
use crate::state::hand::MAX_IN_POCKET;
use crate::state::position::{ArmyState, Cell, EnPassant, MAX_PIECES, Position};
use crate::state::rule_state::{POCKET_ARMIES, RuleState};

/// A position as its parts: what a FEN says, or a game's start.
#[derive(Clone, Debug, PartialEq)]
pub struct Setup {
    /// Each piece and its square.
    pub pieces: Vec<(Square, Cell)>,
    /// Per army in turn order, the kinds in its hand.
    pub pockets: Vec<Vec<Kind>>,
    pub to_move: Army,
    /// Per army in turn order: in play or out, and how.
    pub armies: Vec<ArmyState>,
    /// Per army in turn order: its score.
    pub points: Vec<u32>,
    /// Per army in turn order: live kings it has taken (čaturádží's 54 points).
    pub kings_taken: Vec<u8>,
    /// Plies (or turns, with dice) since the last capture or pawn move.
    pub halfmove: u32,
    /// Plies played since the start of the game.
    pub ply: u32,
    pub castling: CastlingRights,
    pub en_passant: EnPassantRights,
    /// The files whose piece keeps its first move (Ouk Chatrang's king and
    /// met): `None` for those of a start, which the board says.
    pub first_moves: Option<[u16; 2]>,
    /// The dice of a dice game; `None` in a game without.
    pub dice: Option<DiceState>,
    /// The state the game keeps beside the board (seats, exchanges, coins, a
    /// count, a second part due); its pockets are `pockets` and its first
    /// moves `first_moves`.
    pub rule_state: RuleState,
}

/// The castlings a setup allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CastlingRights {
    /// Every castling of the game's start: the listed ones, and on the back
    /// rank each rook's that stands there with its king.
    Start,
    /// The rights as `Position::castling_rights` keeps them; each must have its
    /// king and rook in place.
    Exactly(u64),
    /// The chess FEN's letters, read against the board as Fairy-Stockfish reads
    /// them: a letter whose king or rook is not in place gives no right.
    Letters(Vec<CastlingLetter>),
}

/// One castling letter of the chess FEN, with the side its case names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CastlingLetter {
    /// `K`: the outermost rook towards the higher files.
    KingSide(Army),
    /// `Q`: the outermost rook towards the lower files.
    QueenSide(Army),
    /// A rook's file (Shredder-FEN and X-FEN, `HAha`).
    File(Army, u8),
}

/// The cells pawns skipped that may still be taken there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EnPassantRights {
    /// Per owner, the cell its pawn skipped; each must be one: the owner's pawn
    /// one step ahead of it and a start square of its pawns one step behind.
    Cells(Vec<(Army, Square)>),
    /// The chess FEN's square, skipped by the army that moved last: kept only
    /// where its pawn stands ahead and an enemy pawn could take there, as
    /// Fairy-Stockfish keeps it (`Position::from_setup`).
    IfCapturable(Square),
}

impl Setup {
    /// The start the game's data gives, its dice (dice games) not yet thrown
    /// from seed 0.
    pub fn start(variant: &CompiledVariant) -> Setup {
        let armies = variant.army_count();
        Setup {
            pieces: variant.setup.clone(),
            pockets: variant.start_pockets.clone(),
            to_move: Army::FIRST,
            armies: vec![ArmyState::Live; armies],
            points: vec![0; armies],
            kings_taken: vec![0; armies],
            halfmove: 0,
            ply: 0,
            castling: CastlingRights::Start,
            en_passant: EnPassantRights::Cells(Vec::new()),
            first_moves: None,
            dice: variant.dice.as_ref().map(|_| DiceState::new(0)),
            rule_state: RuleState::default(),
        }
    }

    /// The start of a game played with `seed`: its dice thrown from `seed`, and
    /// in Chess960 the seed draws the start's number; in the others the pieces
    /// stand as in the data's start.
    pub fn for_seed(variant: &CompiledVariant, seed: u64) -> Setup {
        let mut start = Setup::start(variant);
        if start.dice.is_some() {
            start.dice = Some(DiceState::new(seed));
        }
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
    /// The position `setup` describes, checked, but for what needs the moves
    /// (an en passant kept only where capturable) and its history not begun:
    /// `Position::from_setup` does both, since only the rule module says
    /// whether the side to move stands in check.
    pub(crate) fn placed(variant: &CompiledVariant, setup: &Setup) -> Result<Position, SetupError> {
        let armies = variant.army_count();
        let count = |what, found: usize| match found == armies {
            true => Ok(()),
            false => Err(SetupError::ArmyCount {
                what,
                expected: armies,
                found,
            }),
        };
        count("armies", setup.armies.len())?;
        count("points", setup.points.len())?;
        count("kings taken", setup.kings_taken.len())?;
        if setup.pockets.len() > armies {
            count("pockets", setup.pockets.len())?;
        }
        let mut position = Position::empty(variant);
        position.rule_state = RuleState {
            pockets: Default::default(),
            ..setup.rule_state
        };
        place_pieces(variant, &mut position, &setup.pieces)?;
        fill_pockets(variant, &mut position, &setup.pockets)?;
        for (army, &state) in Army::all(position.army_count).zip(&setup.armies) {
            position.set_army_state(variant, army, state);
        }
        check_royals(variant, &position)?;
        if setup.to_move.index() >= armies {
            return Err(SetupError::ArmyCount {
                what: "side to move",
                expected: armies,
                found: setup.to_move.index() + 1,
            });
        }
        if !position.army_state(setup.to_move).takes_turns()
            && position.live_armies().next().is_some()
        {
            return Err(SetupError::SideNotInGame(
                variant.army_letter(setup.to_move),
            ));
        }
        position.to_move = setup.to_move;
        for (army, (&points, &kings)) in setup.points.iter().zip(&setup.kings_taken).enumerate() {
            position.points[army] = points;
            position.kings_taken[army] = kings;
        }
        position.halfmove = setup.halfmove;
        position.ply = setup.ply;
        position.dice = match (&setup.dice, &variant.dice) {
            (Some(dice), Some(_)) => Some(dice.clone()),
            (None, None) => None,
            (Some(_), None) => return Err(SetupError::Dice("this game has no dice")),
            (None, Some(_)) => return Err(SetupError::Dice("this game needs its dice")),
        };
        position.castling = castling_rights(variant, &position, &setup.castling)?;
        if let EnPassantRights::Cells(cells) = &setup.en_passant {
            for &(army, square) in cells {
                let ep = skipped_cell(variant, &position, army, square)?;
                position.en_passant.set(army, Some(ep));
            }
        }
        position.rule_state.first_moves = match setup.first_moves {
            None => first_move_rights(variant, &position),
            Some(files) => kept_first_moves(variant, &position, files),
        };
        position.hash = position.compute_hash(variant);
        Ok(position)
    }
}

/// Puts each piece on its square: a real cell, free, of an army and kind of the
/// game, marked promoted only where the game marks promotions.
fn place_pieces(
    variant: &CompiledVariant,
    position: &mut Position,
    pieces: &[(Square, Cell)],
) -> Result<(), SetupError> {
    for &(square, cell) in pieces {
        if usize::from(square) >= variant.geometry.square_count() {
            return Err(SetupError::NoSuchCell(square));
        }
        let name = || variant.geometry.name(square);
        let (army, kind) = (cell.army(), cell.kind());
        let known = kind.index() < variant.data.pieces.len()
            && match variant.is_neutral(kind) {
                true => army == variant.neutral_army(),
                false => army.index() < variant.army_count(),
            };
        if cell.is_empty() || !known {
            return Err(SetupError::NoSuchPiece(name()));
        }
        if cell.is_promoted() && variant.promoted_value.is_none() {
            return Err(SetupError::UnmarkedPromotion);
        }
        if !position.cell(square).is_empty() {
            return Err(SetupError::Occupied(name()));
        }
        if position.pieces(army).len() >= MAX_PIECES {
            return Err(SetupError::TooManyPieces(army_name(variant, army)));
        }
        position.add_piece(variant, square, cell);
    }
    Ok(())
}

/// Fills the pockets: only the armies that keep one, in games with pockets; a
/// royal piece only where the game's start holds one (Sittuyin).
fn fill_pockets(
    variant: &CompiledVariant,
    position: &mut Position,
    pockets: &[Vec<Kind>],
) -> Result<(), SetupError> {
    let game_has_pockets =
        variant.data.pockets || variant.start_pockets.iter().any(|kinds| !kinds.is_empty());
    for (army, pocket) in Army::all(position.army_count).zip(pockets) {
        if pocket.is_empty() {
            continue;
        }
        if !game_has_pockets || army.index() >= POCKET_ARMIES {
            return Err(SetupError::NoPocket(army_name(variant, army)));
        }
        for &kind in pocket {
            if kind.index() >= variant.data.pieces.len() || variant.is_neutral(kind) {
                return Err(SetupError::NoPocket(army_name(variant, army)));
            }
            let held_at_start = variant
                .start_pockets
                .iter()
                .any(|kinds| kinds.contains(&kind));
            if variant.is_royal(kind) && !held_at_start {
                let letter = variant.piece(kind).letter;
                return Err(SetupError::RoyalInHand(match army == Army::FIRST {
                    true => letter.to_ascii_uppercase(),
                    false => letter.to_ascii_lowercase(),
                }));
            }
            if position.pocket(army, kind) >= MAX_IN_POCKET {
                return Err(SetupError::PocketFull);
            }
            position.add_to_pocket(variant, army, kind);
        }
    }
    Ok(())
}

/// No army in play has more royal pieces, on the board and in hand, than its
/// start. Fewer is no fault: a game that ends when a king is taken (atomic,
/// the duck, fog of war) leaves an army without one, and its FEN reads. An
/// army out of play moves nothing, and FEN4 cannot say whose grey pieces are
/// whose.
fn check_royals(variant: &CompiledVariant, position: &Position) -> Result<(), SetupError> {
    let royals = |pieces: &mut dyn Iterator<Item = Kind>| {
        pieces.filter(|&kind| variant.is_royal(kind)).count()
    };
    for army in position.armies() {
        if !position.army_state(army).takes_turns() {
            continue;
        }
        let on_board = position.royal_squares(variant, army).count();
        let in_hand =
            royals(&mut variant.kinds().flat_map(|kind| {
                std::iter::repeat_n(kind, usize::from(position.pocket(army, kind)))
            }));
        let at_start = royals(
            &mut variant
                .setup
                .iter()
                .filter(|(_, cell)| cell.army() == army)
                .map(|(_, cell)| cell.kind())
                .chain(
                    variant
                        .start_pockets
                        .get(army.index())
                        .into_iter()
                        .flatten()
                        .copied(),
                ),
        );
        let count = on_board + in_hand;
        if count > at_start {
            return Err(SetupError::TooManyRoyals {
                army: army_name(variant, army),
                count,
                most: at_start,
            });
        }
    }
    Ok(())
}

fn army_name(variant: &CompiledVariant, army: Army) -> String {
    variant.army_name(army).to_string()
}

/// The rights `rights` gives on `position`'s board.
fn castling_rights(
    variant: &CompiledVariant,
    position: &Position,
    rights: &CastlingRights,
) -> Result<u64, SetupError> {
    match rights {
        CastlingRights::Start => {
            Ok(variant.all_castling_rights() | back_rank_rights(variant, position))
        }
        CastlingRights::Exactly(bits) => {
            check_castlings(variant, position, *bits)?;
            Ok(*bits)
        }
        CastlingRights::Letters(letters) => Ok(letters
            .iter()
            .map(|&letter| letter_right(variant, position, letter))
            .fold(0, |rights, right| rights | right)),
    }
}

/// Every right in `bits` has its king and rook in place, but an army out of
/// play's, which no move uses (FEN4 cannot say whose grey pieces are whose).
fn check_castlings(
    variant: &CompiledVariant,
    position: &Position,
    bits: u64,
) -> Result<(), SetupError> {
    let holds = |square: Square, army: Army, fits: &dyn Fn(Kind) -> bool| {
        let cell = position.cell(square);
        !cell.is_empty() && cell.army() == army && fits(cell.kind())
    };
    let geometry = &variant.geometry;
    let mut listed = 0u64;
    for (i, castling) in variant.castlings.iter().enumerate() {
        listed |= 1 << i;
        let in_play = position.army_state(castling.army).takes_turns();
        let in_place = holds(castling.king, castling.army, &|k| variant.is_royal(k))
            && holds(castling.rook, castling.army, &|k| k == castling.rook_kind);
        if bits & (1 << i) != 0 && in_play && !in_place {
            let name = format!(
                "{}{}",
                geometry.name(castling.king),
                geometry.name(castling.king_to)
            );
            return Err(SetupError::CastlingWithoutPieces(name));
        }
    }
    let Some(rule) = &variant.back_rank else {
        return match bits & !listed {
            0 => Ok(()),
            _ => Err(SetupError::CastlingWithoutPieces(
                "a castling the game does not have".into(),
            )),
        };
    };
    for army in position.armies() {
        for file in rule.files(army, bits) {
            let in_place = position
                .back_rank_king(variant, army)
                .is_some_and(|king| rook_on(variant, position, army, king, file));
            if !in_place && position.army_state(army).takes_turns() {
                let name = format!(
                    "{}'s castling with the rook on file {}",
                    variant.army_name(army),
                    char::from(b'a' + file)
                );
                return Err(SetupError::CastlingWithoutPieces(name));
            }
        }
    }
    Ok(())
}

/// The right a chess FEN letter names, if its king and rook are in place.
fn letter_right(variant: &CompiledVariant, position: &Position, letter: CastlingLetter) -> u64 {
    let Some(rule) = &variant.back_rank else {
        return 0;
    };
    let army = match letter {
        CastlingLetter::KingSide(army)
        | CastlingLetter::QueenSide(army)
        | CastlingLetter::File(army, _) => army,
    };
    let Some(king) = position.back_rank_king(variant, army) else {
        return 0;
    };
    let (king_side, queen_side) = outermost_rooks(variant, position, army, king);
    let file = match letter {
        CastlingLetter::KingSide(_) => king_side,
        CastlingLetter::QueenSide(_) => queen_side,
        CastlingLetter::File(_, file) => {
            Some(file).filter(|&f| rook_on(variant, position, army, king, f))
        }
    };
    file.map_or(0, |file| rule.right(army, file))
}

/// The files of `army`'s outermost rooks on its back rank towards the higher
/// files and towards the lower ones from its king, which `K` and `Q` name.
pub(crate) fn outermost_rooks(
    variant: &CompiledVariant,
    position: &Position,
    army: Army,
    king: Square,
) -> (Option<u8>, Option<u8>) {
    let king_file = variant.geometry.coords(king).0;
    let rook = |f: &u8| rook_on(variant, position, army, king, *f);
    let width = variant.geometry.width();
    (
        (king_file + 1..width).rev().find(rook),
        (0..king_file).find(rook),
    )
}

/// Whether a rook of `army`'s castling stands on `file` of the rank of its
/// `king`.
fn rook_on(
    variant: &CompiledVariant,
    position: &Position,
    army: Army,
    king: Square,
    file: u8,
) -> bool {
    let Some(rule) = &variant.back_rank else {
        return false;
    };
    let rank = variant.geometry.coords(king).1;
    variant
        .geometry
        .square_at(i32::from(file), i32::from(rank))
        .map(|s| position.cell(s))
        .is_some_and(|cell| {
            !cell.is_empty() && cell.army() == army && cell.kind() == rule.rook_kind
        })
}

/// The cell `army`'s pawn skipped, if it is one: the army's pawn one step
/// ahead of it, a start square of its pawns one step behind. It may hold a
/// piece put there since (taken there as itself).
fn skipped_cell(
    variant: &CompiledVariant,
    position: &Position,
    army: Army,
    square: Square,
) -> Result<EnPassant, SetupError> {
    let geometry = &variant.geometry;
    let bad = || SetupError::EnPassant {
        square: geometry.name(square),
        army: variant.army_letter(army),
    };
    if usize::from(square) >= geometry.square_count() {
        return Err(SetupError::NoSuchCell(square));
    }
    let forward = variant
        .data
        .armies
        .get(army.index())
        .ok_or_else(bad)?
        .forward;
    let (df, dr) = (i32::from(forward.0), i32::from(forward.1));
    let pawn_of_army =
        |cell: Cell| !cell.is_empty() && cell.army() == army && variant.is_pawn(cell.kind());
    let pawn = geometry
        .offset(square, df, dr)
        .filter(|&p| pawn_of_army(position.cell(p)));
    let started = geometry.offset(square, -df, -dr).is_some_and(|behind| {
        variant
            .setup
            .iter()
            .any(|&(s, cell)| s == behind && pawn_of_army(cell))
    });
    match pawn {
        Some(pawn) if started => Ok(EnPassant { square, pawn }),
        _ => Err(bad()),
    }
}

/// The first-move files of `files` whose square on the side's back rank holds
/// a piece of that side (as Fairy-Stockfish reads gates).
fn kept_first_moves(variant: &CompiledVariant, position: &Position, files: [u16; 2]) -> [u16; 2] {
    let mut kept = [0u16; 2];
    for army in Army::all(position.army_count().min(2)) {
        let Some(rank) = variant.home_rank(army) else {
            continue;
        };
        for file in 0..variant.geometry.width().min(16) {
            let Some(square) = variant.geometry.square_at(i32::from(file), i32::from(rank)) else {
                continue;
            };
            let cell = position.cell(square);
            let own = !cell.is_empty() && cell.army() == army;
            if files[army.index()] & (1 << file) != 0 && own {
                kept[army.index()] |= 1 << file;
            }
        }
    }
    kept
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
        let position = Position::from_setup(&crazyhouse, &setup).unwrap();
        assert!(position.cell(square).is_empty());
        assert_eq!(position.pocket(crate::Army::FIRST, cell.kind()), 1);
        assert_eq!(position.hash(), position.compute_hash(&crazyhouse));
    }
}
