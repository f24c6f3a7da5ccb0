//! Shared move generation: pieces as data, no branch on a game's name.
//! `generate` gives the pseudo-legal moves (castlings included); in games with
//! check, `generate_legal` keeps those that leave no royal piece attacked.
//!
//! Beside it: `attack` (attack tests, on the compiled data alone), `variant`
//! (the compiled data paired with its rule module, and the hooks generation
//! calls), `make` (moves made and unmade in place), `pockets` (pieces held to
//! drop) and `start` (positions from setups, and their history).

pub mod attack;
pub mod make;
pub mod pockets;
pub mod start;
pub mod variant;

use crate::board::army::{Army, ArmySet};
use crate::board::geometry::Square;
use crate::board::kind::{Kind, KindSet};
use crate::board::moves::{Move, MoveBuffer, MoveSink};
use crate::board::piece::Mode;
use crate::board::tables::RayKind;
use crate::compile::variant::PromotionSquare;
use crate::movegen::attack::{is_attacked, opponents, royal_safety};
use crate::movegen::variant::Variant;
use crate::state::position::{ArmyState, Cell, EnPassant, Position};

/// Royal pieces one army may have for the legality test.
const MAX_ROYALS: usize = 4;

/// Bitmask of every kind: no dice restriction.
pub const ALL_KINDS: KindSet = KindSet::ALL;

/// Bitmask of the armies whose pieces `mover` may capture: not its own, not a
/// partner's; grey enemies are fair game, and a partner's grey pieces too
/// where the game says so (`GameData::partners_take_grey_pieces`).
#[inline]
pub fn prey(variant: &Variant, position: &Position, mover: Army) -> ArmySet {
    let grey_too = variant.data.partners_take_grey_pieces;
    position
        .armies()
        .filter(|&a| a != mover)
        .filter(|&a| !variant.partners(mover, a) || (grey_too && !position.army_state(a).is_live()))
        .collect()
}

/// Whether a piece that captures `capture_mask` may capture `target`, the
/// armies it may take being `prey`.
#[inline]
fn may_capture(prey: ArmySet, target: Cell, capture_mask: KindSet) -> bool {
    prey.contains(target.army()) && capture_mask.contains(target.kind())
}

/// Generates the moves of `army`'s pieces whose kind is in `kinds`.
pub fn generate<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: Army,
    kinds: KindSet,
    sink: &mut S,
) {
    let kinds = match position.army_state(army) {
        ArmyState::Live => kinds,
        // A walking army moves its royal pieces only; the rest are grey.
        ArmyState::Walking => kinds & variant.royal_mask,
        _ => return,
    };
    let board = &position.board;
    let prey = prey(variant, position, army);
    // The en-passant squares where an enemy's pawn may be taken.
    let open = &position.en_passant;
    let takable = |square: Square| {
        open.on(square).is_some_and(|(owner, ep)| {
            let pawn = board[usize::from(ep.pawn)];
            !pawn.is_empty() && pawn.army() == owner && may_capture(prey, pawn, variant.pawn_mask)
        })
    };
    for &from in position.pieces(army) {
        let kind = board[usize::from(from)].kind();
        if !kinds.contains(kind) {
            continue;
        }
        let capture_mask = variant.capture_mask[kind.index()];
        let promotes = variant.promoting_kind == Some(kind);
        let zone_promotion = variant.zones.promoted(kind);
        let mut emit = |to: Square| {
            if promotes {
                push_promoting(variant, position, army, from, to, sink);
            } else if let Some(promoted) = zone_promotion {
                push_zone_promoting(variant, army, kind, promoted, from, to, sink);
            } else {
                sink.push(Move::new(from, to));
            }
        };
        let mut takes_en_passant = None;
        for target in variant.tables.leaps(kind, army, from) {
            if !target.is_open(|leg| board[usize::from(leg)].is_empty()) {
                continue;
            }
            let cell = board[usize::from(target.to)];
            if cell.is_empty() {
                if target.mode != Mode::CaptureOnly {
                    emit(target.to);
                } else if !open.is_empty() && variant.is_pawn(kind) && takable(target.to) {
                    takes_en_passant = Some(target.to);
                }
            } else if target.mode != Mode::MoveOnly && may_capture(prey, cell, capture_mask) {
                emit(target.to);
            }
        }
        for ray in variant.tables.rays(kind, army, from) {
            let mut screened = false;
            // A branch of a fork: walked only if the run before the fork is empty.
            let (gate, line) = ray.split(variant.tables.ray_squares(ray));
            if gate.iter().any(|&s| !board[usize::from(s)].is_empty()) {
                continue;
            }
            for &to in line {
                let cell = board[usize::from(to)];
                if cell.is_empty() {
                    let moves_here = match ray.kind {
                        RayKind::Slide | RayKind::Hop => !screened,
                        RayKind::Vault => screened,
                    };
                    if moves_here && ray.mode != Mode::CaptureOnly {
                        emit(to);
                    }
                    continue;
                }
                if ray.kind != RayKind::Slide && !screened {
                    if !variant.may_screen(kind, cell.kind()) {
                        break;
                    }
                    screened = true;
                    continue;
                }
                let captures = ray.mode != Mode::MoveOnly;
                if captures && may_capture(prey, cell, capture_mask) {
                    emit(to);
                }
                break;
            }
        }
        if let Some(to) = takes_en_passant {
            sink.push(Move::en_passant(from, to));
        }
    }
    if position.castling != 0 && position.army_state(army).is_live() {
        if variant.back_rank.is_some() {
            generate_back_rank_castlings(variant, position, army, kinds, sink);
        } else {
            generate_castlings(variant, position, army, kinds, sink);
        }
    }
}

/// Back-rank castlings (chess, Chess960): for each rook whose right `army` still
/// has, the squares the king and the rook cross or reach empty but for the two
/// of them, and (with check) no square from the king's to its target attacked.
/// Whether the rook uncovers an attack on the king's target is left to the
/// legality test, which plays the whole move.
fn generate_back_rank_castlings<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: Army,
    kinds: KindSet,
    sink: &mut S,
) {
    let Some(rule) = &variant.back_rank else {
        return;
    };
    let Some(king) = position.back_rank_king(variant, army) else {
        return;
    };
    let board = &position.board;
    let king_kind = board[usize::from(king)].kind();
    if !kinds.contains(king_kind) {
        return;
    }
    let geometry = &variant.geometry;
    let (king_file, rank) = geometry.coords(king);
    let attackers = opponents(variant, position, army);
    let square = |file: u8| geometry.square_at(i32::from(file), i32::from(rank));
    for rook_file in rule.files(army, position.castling) {
        let Some(rook) = square(rook_file) else {
            continue;
        };
        let rook_cell = board[usize::from(rook)];
        if rook_cell.is_empty() || rook_cell.army() != army || rook_cell.kind() != rule.rook_kind {
            continue;
        }
        let Some((king_to, rook_to)) = variant.back_rank_targets(king, rook) else {
            continue;
        };
        let (king_to_file, rook_to_file) = (geometry.coords(king_to).0, geometry.coords(rook_to).0);
        let span = |a: u8, b: u8| a.min(b)..=a.max(b);
        let blocked = span(king_file, king_to_file)
            .chain(span(rook_file, rook_to_file))
            .filter(|&f| f != king_file && f != rook_file)
            .filter_map(square)
            .any(|s| !board[usize::from(s)].is_empty());
        if blocked {
            continue;
        }
        if variant.check
            && span(king_file, king_to_file)
                .filter_map(square)
                .any(|s| is_attacked(variant, position, s, king_kind, attackers))
        {
            continue;
        }
        sink.push(Move::castling(king, rook));
    }
}

/// Castlings whose right `army` still has, with king and rook at home, the squares
/// between them empty and (with check) no square of the king's path attacked.
fn generate_castlings<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: Army,
    kinds: KindSet,
    sink: &mut S,
) {
    let board = &position.board;
    for (i, castling) in variant.castlings.iter().enumerate() {
        if castling.army != army || position.castling & (1 << i) == 0 {
            continue;
        }
        let (king, rook) = (
            board[usize::from(castling.king)],
            board[usize::from(castling.rook)],
        );
        let at_home = !king.is_empty()
            && king.army() == army
            && variant.is_royal(king.kind())
            && kinds.contains(king.kind())
            && !rook.is_empty()
            && rook.army() == army
            && rook.kind() == castling.rook_kind;
        if !at_home
            || castling
                .empty
                .iter()
                .any(|&s| !board[usize::from(s)].is_empty())
        {
            continue;
        }
        if variant.check {
            let attackers = opponents(variant, position, army);
            let path = &castling.king_path;
            if path
                .iter()
                .any(|&s| is_attacked(variant, position, s, king.kind(), attackers))
            {
                continue;
            }
        }
        sink.push(Move::new(castling.king, castling.king_to));
    }
}

/// The legal moves of the side to move, as a game offers them: the kinds its
/// dice allow, and the pass a dice turn may end with once rolled. The position
/// is taken as it stands (a finished game's `Game` offers none).
pub fn legal_moves(variant: &Variant, position: &Position) -> Vec<Move> {
    let mut moves = Vec::new();
    let kinds = position.movable_kinds(variant);
    let mut position = position.clone();
    let army = position.to_move;
    generate_legal(variant, &mut position, army, kinds, &mut moves);
    let may_pass = variant.dice.as_ref().is_some_and(|d| d.may_pass);
    let rolled = position.dice.as_ref().is_some_and(|d| d.turn.rolled);
    if may_pass && rolled && !moves.is_empty() && !moves.contains(&Move::PASS) {
        moves.push(Move::PASS);
    }
    moves
}

/// Generates the legal moves of `army`'s pieces whose kind is in `kinds`: in games
/// with check, the pseudo-legal moves after which no royal piece of `army` is
/// attacked by a live opponent (judged after the whole move, so a captured king's
/// army no longer attacks). The position is changed while testing and restored.
pub fn generate_legal<S: MoveSink>(
    variant: &Variant,
    position: &mut Position,
    army: Army,
    kinds: KindSet,
    sink: &mut S,
) {
    if !variant.rule_moves {
        return generate_checked(variant, position, army, kinds, sink);
    }
    // Drops and rule actions come from the rule module, which answers for them;
    // while a decision is pending they are the only moves.
    if !position.army_state(army).is_live() {
        return;
    }
    // Collected first, so that the rule may narrow them (`Rules::filter_moves`).
    let mut moves = MoveBuffer::default();
    if !variant.rules.decision_pending(variant, position, army) {
        generate_checked(variant, position, army, kinds, &mut moves);
    }
    variant
        .rules
        .extra_moves(variant, position, army, kinds, &mut moves);
    variant
        .rules
        .filter_moves(variant, position, army, &mut moves);
    for &mv in moves.as_slice() {
        sink.push(mv);
    }
}

/// The piece moves of `army` in `kinds` that leave its royal pieces safe.
fn generate_checked<S: MoveSink>(
    variant: &Variant,
    position: &mut Position,
    army: Army,
    kinds: KindSet,
    sink: &mut S,
) {
    if !variant.check {
        generate(variant, position, army, kinds, sink);
        return;
    }
    let mut pseudo = MoveBuffer::default();
    generate(variant, position, army, kinds, &mut pseudo);
    let (royals, royal_count) = royals_of(variant, position, army);
    let royals = &royals[..royal_count];
    let attackers = opponents(variant, position, army);
    // Out of check, only a royal piece or one that shields a royal piece from a
    // line attack can expose it. Where attacks leave the lines (hoppers, lame
    // leapers, flying generals: a piece arriving or leaving can open them), only
    // a move touching a square of `AttackOpenings` can. With several royal
    // pieces every move is tested.
    let off_lines = variant.hoppers_or_lame_leapers || variant.flying_general;
    let shielding = match royals {
        [royal] if !off_lines => {
            let (attacked, shields) = royal_safety(variant, position, *royal, army, attackers);
            (!attacked).then_some(shields)
        }
        _ => None,
    };
    // With attacks off the lines: the royal piece, if it is not in check,
    // and the squares where a move could expose it.
    let exposable = match royals {
        [royal] if off_lines => {
            let victim = position.board[usize::from(*royal)].kind();
            (!is_attacked(variant, position, *royal, victim, attackers)).then_some(*royal)
        }
        _ => None,
    };
    for &mv in pseudo.as_slice() {
        // An en-passant capture also empties the taken pawn's square.
        let plain =
            !variant.is_royal(position.board[usize::from(mv.from)].kind()) && !mv.is_en_passant();
        let harmless = plain
            && (shielding.is_some_and(|shields| !shields.contains(mv.from))
                || exposable.is_some_and(|royal| {
                    !variant.attack_openings.may_open(royal, mv.from)
                        && !variant.attack_openings.may_open(royal, mv.to)
                }));
        if harmless
            || leaves_royals_safe(variant, position, army, mv, royals, attackers)
            || wins_by_taking_a_royal(variant, position, army, mv)
        {
            sink.push(mv);
        }
    }
}

/// Whether `mv` of `army` takes a royal piece of an enemy still in play where
/// the rule makes that capture win at once (`Rules::royal_capture_wins`): then
/// it is legal whatever it leaves attacked. Asked only of unsafe moves.
fn wins_by_taking_a_royal(variant: &Variant, position: &Position, army: Army, mv: Move) -> bool {
    let target = position.board[usize::from(mv.to)];
    !target.is_empty()
        && variant.is_royal(target.kind())
        && target.army() != army
        && !variant.partners(army, target.army())
        && position.army_state(target.army()).takes_turns()
        && variant.rules.royal_capture_wins()
}

/// Whether the board move `mv` of `army` leaves its royal pieces safe: for rule
/// modules that add piece moves of their own (`Rules::extra_moves`) in games
/// with check. Always true without check.
pub fn board_move_is_safe(
    variant: &Variant,
    position: &mut Position,
    army: Army,
    mv: Move,
) -> bool {
    if !variant.check {
        return true;
    }
    let (royals, royal_count) = royals_of(variant, position, army);
    let attackers = opponents(variant, position, army);
    leaves_royals_safe(
        variant,
        position,
        army,
        mv,
        &royals[..royal_count],
        attackers,
    ) || wins_by_taking_a_royal(variant, position, army, mv)
}

/// The squares of `army`'s royal pieces (at most `MAX_ROYALS`) and their count.
fn royals_of(variant: &Variant, position: &Position, army: Army) -> ([Square; MAX_ROYALS], usize) {
    let mut royals = [0 as Square; MAX_ROYALS];
    let mut count = 0;
    for square in position.royal_squares(variant, army).take(MAX_ROYALS) {
        royals[count] = square;
        count += 1;
    }
    (royals, count)
}

/// Plays `mv` on the board alone, tests the royal pieces, and takes it back.
fn leaves_royals_safe(
    variant: &Variant,
    position: &mut Position,
    army: Army,
    mv: Move,
    royals: &[Square],
    mut attackers: ArmySet,
) -> bool {
    if let Some(rook) = mv.castling_rook() {
        return castling_leaves_royals_safe(variant, position, mv.from, rook, royals, attackers);
    }
    let (from, to) = (usize::from(mv.from), usize::from(mv.to));
    let moved = position.board[from];
    let captured = position.board[to];
    let en_passant = match mv.is_en_passant() {
        true => position.en_passant.on(mv.to).map(|(_, ep)| ep),
        false => None,
    };
    let taken_en_passant = en_passant.map(|EnPassant { pawn, .. }| {
        (pawn, std::mem::take(&mut position.board[usize::from(pawn)]))
    });
    if !captured.is_empty()
        && variant.is_royal(captured.kind())
        && position.army_state(captured.army()).takes_turns()
    {
        // Taking a live king eliminates its army within the move.
        attackers.remove(captured.army());
    }
    let castling = match variant.is_royal(moved.kind()) {
        true => variant.castling_of(army, mv.from, mv.to),
        false => None,
    };
    let board = &mut position.board;
    let mut rook = Cell::EMPTY;
    if let Some(c) = castling {
        rook = std::mem::take(&mut board[usize::from(c.rook)]);
    }
    board[from] = Cell::EMPTY;
    let displaced = std::mem::replace(&mut board[to], moved);
    if let Some(c) = castling {
        board[usize::from(c.rook_to)] = rook;
    }
    let safe = royals.iter().all(|&royal| {
        let square = if royal == mv.from { mv.to } else { royal };
        let victim = position.board[usize::from(square)].kind();
        !is_attacked(variant, position, square, victim, attackers)
    });
    let board = &mut position.board;
    if let Some(c) = castling {
        board[usize::from(c.rook_to)] = Cell::EMPTY;
    }
    board[to] = displaced;
    board[from] = moved;
    if let Some(c) = castling {
        board[usize::from(c.rook)] = rook;
    }
    if let Some((square, pawn)) = taken_en_passant {
        board[usize::from(square)] = pawn;
    }
    safe
}

/// `leaves_royals_safe` for a back-rank castling: king and rook both leave, then
/// land on their targets (which may be each other's start squares).
fn castling_leaves_royals_safe(
    variant: &Variant,
    position: &mut Position,
    king: Square,
    rook: Square,
    royals: &[Square],
    attackers: ArmySet,
) -> bool {
    let Some((king_to, rook_to)) = variant.back_rank_targets(king, rook) else {
        return false;
    };
    let board = &mut position.board;
    let king_cell = std::mem::take(&mut board[usize::from(king)]);
    let rook_cell = std::mem::take(&mut board[usize::from(rook)]);
    board[usize::from(king_to)] = king_cell;
    board[usize::from(rook_to)] = rook_cell;
    let safe = royals.iter().all(|&royal| {
        let square = if royal == king { king_to } else { royal };
        let victim = position.board[usize::from(square)].kind();
        !is_attacked(variant, position, square, victim, attackers)
    });
    let board = &mut position.board;
    board[usize::from(rook_to)] = Cell::EMPTY;
    board[usize::from(king_to)] = Cell::EMPTY;
    board[usize::from(king)] = king_cell;
    board[usize::from(rook)] = rook_cell;
    safe
}

#[inline]
fn push_promoting<S: MoveSink>(
    variant: &Variant,
    position: &Position,
    army: Army,
    from: Square,
    to: Square,
    sink: &mut S,
) {
    match variant.promotion_square(army, to) {
        PromotionSquare::None => sink.push(Move::new(from, to)),
        PromotionSquare::Never => {}
        PromotionSquare::Into(kind) => {
            let waits = variant.promotion_waits
                && variant.promoting_kind.is_some_and(|pawn| {
                    position.count_of(army, pawn) >= variant.start_pawns[army.index()]
                });
            if waits {
                // It stays a pawn there; the rule module promotes it later.
                sink.push(Move::new(from, to));
            } else if !variant.promotion_only_if_absent || position.count_of(army, kind) == 0 {
                sink.push(Move::promoting(from, to, kind));
            }
        }
        PromotionSquare::Choice => {
            for &kind in &variant.promotion_choices {
                sink.push(Move::promoting(from, to, kind));
            }
        }
    }
}

/// A move of a piece that may promote in a zone (Shogi): promoted if it
/// starts or ends in `army`'s zone, and unpromoted unless it could never move
/// again from `to`.
#[inline]
fn push_zone_promoting<S: MoveSink>(
    variant: &Variant,
    army: Army,
    kind: Kind,
    promoted: Kind,
    from: Square,
    to: Square,
    sink: &mut S,
) {
    let zones = &variant.zones;
    if zones.inside(army, from) || zones.inside(army, to) {
        sink.push(Move::promoting(from, to, promoted));
    }
    if !zones.dead(kind, army, to) {
        sink.push(Move::new(from, to));
    }
}

/// The move a walking king makes by itself (`ArmyState::Walking`): the first
/// legal one in generation order, so that games replay exactly.
pub fn walking_move(variant: &Variant, position: &mut Position) -> Option<Move> {
    let mut moves = MoveBuffer::default();
    let army = position.to_move;
    generate_legal(variant, position, army, ALL_KINDS, &mut moves);
    moves.as_slice().first().copied()
}

/// Whether `army` has any legal move with pieces in `kinds`.
pub fn has_move(variant: &Variant, position: &mut Position, army: Army, kinds: KindSet) -> bool {
    let mut count = crate::board::moves::MoveCount::default();
    generate_legal(variant, position, army, kinds, &mut count);
    count.0 > 0
}
