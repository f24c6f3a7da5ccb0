//! Static exchange, in a cheap form: a capture loses material when the
//! victim is worth less than the capturer and an enemy could take back on the
//! square, unless the mover's side could take back in turn and the enemy's
//! cheapest taker costs it what it won. Only that first exchange is played
//! out (no x-rays, no longer sequences); a king never takes back a piece its
//! enemies defend, so a defended capture next to a king (the queen's mate
//! beside its partner's piece) is no loss. Quiescence skips losing captures,
//! and ordering tries them after the killers.

use raja_core::attack::{attacking_kinds, is_attacked, opponents};
use raja_core::variant::Variant;
use raja_core::{Army, ArmySet, Move, Position};

/// Whether the games' captures are judged so: not where a capture explodes
/// (the blast, not the piece taken back, decides), not where the aim is to
/// lose pieces, not with dice (the taker-back may never get its roll).
pub fn exchanges_judged(variant: &Variant) -> bool {
    variant.data.capture_blast == 0 && !variant.data.lose_pieces_to_win && variant.dice.is_none()
}

/// Whether the capture `mv` (a board move onto an enemy piece) gives up more
/// than it takes: a cheaper victim, on a square an enemy of the mover attacks,
/// and the mover's side either without a piece to take back or winning back
/// less than the difference (the enemy's cheapest taker). A live king taken is
/// never a loss, it eliminates.
pub fn capture_loses(variant: &Variant, position: &Position, mv: Move) -> bool {
    let (attacker, victim) = (position.cell(mv.from), position.cell(mv.to));
    if victim.is_empty() || variant.is_royal(victim.kind()) {
        return false;
    }
    let gained = if position.army_state(victim.army()).is_live() {
        variant.value(victim.kind())
    } else {
        0
    };
    let risked = match mv.promotion() {
        Some(kind) => variant.value(kind),
        None => variant.value(attacker.kind()),
    };
    if gained >= risked || variant.is_royal(attacker.kind()) {
        return false; // a king that could be taken back would be an illegal move
    }
    let mover = attacker.army();
    let landed = mv.promotion().unwrap_or(attacker.kind());
    let enemies = opponents(variant, position, mover);
    if !is_attacked(variant, position, mv.to, landed, enemies) {
        return false;
    }
    // The enemy's takers, then whether the mover's side could take back.
    let takers = attacking_kinds(variant, position, mv.to, landed, enemies, false);
    let cheapest = takers
        .iter()
        .filter(|&kind| !variant.is_royal(kind))
        .map(|kind| variant.value(kind))
        .min();
    if !defended(variant, position, mv, landed, mover) {
        return true;
    }
    match cheapest {
        // Only kings take back, and none takes a defended piece.
        None => false,
        Some(taker) => risked > gained + taker,
    }
}

/// Whether the mover's side could take back on `mv.to` once the enemy has
/// taken there: a partner's piece, or one of the mover's own of a kind other
/// than the capturer's (a second piece of that kind is not told apart from
/// the capturer itself, and counts as no defender).
fn defended(
    variant: &Variant,
    position: &Position,
    mv: Move,
    landed: raja_core::Kind,
    mover: Army,
) -> bool {
    let partners: ArmySet = position
        .armies()
        .filter(|&a| a != mover && variant.partners(a, mover))
        .filter(|&a| position.army_state(a).takes_turns())
        .collect();
    if !partners.is_empty() && is_attacked(variant, position, mv.to, landed, partners) {
        return true;
    }
    let capturer = position.cell(mv.from).kind();
    attacking_kinds(variant, position, mv.to, landed, ArmySet::of(mover), false)
        .iter()
        .any(|kind| kind != capturer)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chess_move(fen: &str, from: &str, to: &str) -> (std::sync::Arc<Variant>, Position, Move) {
        let variant = raja_core::variant("chess").expect("game");
        let position = raja_core::fen::parse(&variant, fen).expect("test FEN");
        let square = |name| variant.geometry.parse_square(name).expect("square");
        let mv = Move::new(square(from), square(to));
        (variant, position, mv)
    }

    #[test]
    fn a_queen_taking_a_defended_pawn_loses_and_an_undefended_one_does_not() {
        // The pawn on d5 is defended by the pawn on e6.
        let defended = "4k3/8/4p3/3p4/8/8/3Q4/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(defended, "d2", "d5");
        assert!(capture_loses(&variant, &position, mv));
        let alone = "4k3/8/8/3p4/8/8/3Q4/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(alone, "d2", "d5");
        assert!(!capture_loses(&variant, &position, mv));
    }

    #[test]
    fn a_defended_capture_beside_a_king_or_won_back_does_not_lose() {
        // Qxf7 with the bishop on c4 behind it: only the king could take back.
        let scholar = "r1bqkbnr/pppp1ppp/2n5/4p3/2B1P3/5Q2/PPPP1PPP/RNB1K1NR w KQkq - 0 1";
        let (variant, position, mv) = chess_move(scholar, "f3", "f7");
        assert!(!capture_loses(&variant, &position, mv));
        // Rxd5 defended by the e6 pawn and backed by the rook on d1: the rook
        // (5) for a pawn (1) and the pawn (1) loses all the same.
        let doubled = "4k3/8/4p3/3p4/8/8/3R4/3RK3 w - - 0 1";
        let (variant, position, mv) = chess_move(doubled, "d2", "d5");
        assert!(capture_loses(&variant, &position, mv));
        // Nxd5 (3) defended by the c6 knight, backed by the e4 pawn: the knight
        // for a pawn and a knight is even.
        let backed = "4k3/8/2n5/3p4/4P3/2N5/8/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(backed, "c3", "d5");
        assert!(!capture_loses(&variant, &position, mv));
    }

    #[test]
    fn a_partners_piece_defends_in_four_player_teams() {
        // 4pchess's mate: Blue's queen on c8 backs Green's queen taking i2
        // beside Red's king on h1.
        let variant = raja_core::variant("fourplayer-teams").expect("game");
        let mut game = raja_core::Game::new("fourplayer-teams", 0).expect("game");
        game.play_all("e1d3 b8d8 j14i12 m6k6 j1i3 a8c8 e14f12")
            .expect("moves");
        let square = |name| variant.geometry.parse_square(name).expect("square");
        let mv = Move::new(square("n7"), square("i2"));
        assert!(!capture_loses(&variant, game.position(), mv));
    }

    #[test]
    fn taking_a_piece_worth_as_much_or_more_never_loses() {
        // Knight takes the defended knight, pawn takes the defended rook.
        let fen = "4k3/8/4p3/3n1r2/4P3/2N5/8/4K3 w - - 0 1";
        let (variant, position, mv) = chess_move(fen, "c3", "d5");
        assert!(!capture_loses(&variant, &position, mv));
        let (variant, position, mv) = chess_move(fen, "e4", "f5");
        assert!(!capture_loses(&variant, &position, mv));
    }

    #[test]
    fn exploding_and_losing_games_keep_every_capture() {
        for id in ["atomic", "antichess", "chaturaji-dice"] {
            let variant = raja_core::variant(id).expect("game");
            assert!(!exchanges_judged(&variant), "{id}");
        }
        let chess = raja_core::variant("chess").expect("game");
        assert!(exchanges_judged(&chess));
    }
}
