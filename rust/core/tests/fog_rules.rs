//! Fog of war (chess.com "Fog of War"), one test per rule: what each side sees
//! after each kind of move, no check, taking the king wins, castling through
//! attacked squares, the draws. Positions built by hand; FENs as chess FENs.

mod two_player;

use raja_core::{Army, EndReason, Game, GameResult};
use two_player::{game, has, played};

const FOG: &str = "fog";

/// The names of the squares `army` sees, sorted.
fn seen(game: &Game, army: Army) -> Vec<String> {
    let view = game.view(army);
    let mut names: Vec<String> = view
        .squares()
        .map(|s| game.variant().geometry.name(s))
        .collect();
    names.sort();
    names
}

fn sees(game: &Game, army: Army, square: &str) -> bool {
    seen(game, army).iter().any(|s| s == square)
}

fn view_fen(game: &Game, army: Army) -> String {
    game.view(army).fen(game.variant())
}

#[test]
fn a_side_sees_its_pieces_and_where_they_may_move() {
    // White: king e1, knight b1; black: king e8, pawn c3 (a knight's target), pawn h5.
    let g = game(FOG, "4k3/8/8/7p/8/2p5/8/1N2K3 w - - 0 1");
    assert_eq!(
        seen(&g, Army::FIRST),
        ["a3", "b1", "c3", "d1", "d2", "e1", "e2", "f1", "f2"]
    );
    // The pawn on c3 is seen (the knight could take it); h5 is not.
    assert_eq!(view_fen(&g, Army::FIRST), "8/8/8/8/8/2p5/8/1N2K3 w - - 0 1");
    // Black sees its own king and pawns and their squares, neither knight nor king.
    assert_eq!(view_fen(&g, Army::SECOND), "4k3/8/8/7p/8/2p5/8/8 w - - 0 1");
}

#[test]
fn after_a_quiet_move_the_view_follows_the_piece() {
    let g = played(FOG, "4k3/8/8/7p/8/2p5/8/1N2K3 w - - 0 1", "b1a3");
    // From a3 the knight reaches b5, c4, c2, b1: the c3 pawn is out of sight.
    assert!(
        !sees(&g, Army::FIRST, "c3") && sees(&g, Army::FIRST, "b5") && sees(&g, Army::FIRST, "c4")
    );
    assert_eq!(view_fen(&g, Army::FIRST), "8/8/8/8/8/N7/8/4K3 b - - 0 1");
}

#[test]
fn after_a_capture_the_taker_sees_from_its_new_square() {
    let g = played(FOG, "4k3/8/3p4/7p/8/2p5/8/1N2K3 w - - 0 1", "b1c3");
    // The knight on c3 now reaches d5 and sees nothing of d6 …
    assert!(sees(&g, Army::FIRST, "d5") && !sees(&g, Army::FIRST, "d6"));
    // … while the black pawn on d6 sees d5 in front of it, not the knight.
    assert!(sees(&g, Army::SECOND, "d5") && !sees(&g, Army::SECOND, "c3"));
    assert_eq!(view_fen(&g, Army::SECOND), "4k3/8/3p4/7p/8/8/8/8 b - - 0 1");
}

#[test]
fn en_passant_shows_the_square_and_the_pawn_to_the_side_that_may_take() {
    // The white pawn on e2 steps to e4 past the black pawn on d4.
    let g = played(FOG, "4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", "e2e4");
    assert!(has(&g, "d4e3"));
    assert!(sees(&g, Army::SECOND, "e3") && sees(&g, Army::SECOND, "e4"));
    assert_eq!(
        view_fen(&g, Army::SECOND),
        "4k3/8/8/8/3pP3/8/8/8 b - e3 0 1"
    );
    // White's view keeps no en-passant square: it would tell of the d4 pawn.
    assert_eq!(view_fen(&g, Army::FIRST), "8/8/8/8/4P3/8/8/4K3 b - - 0 1");
    // Without the black pawn, the double step leaves the pawn out of sight.
    let quiet = played(FOG, "4k3/8/8/8/8/8/4P3/4K3 w - - 0 1", "e2e4");
    assert!(!sees(&quiet, Army::SECOND, "e4"));
}

#[test]
fn castling_shows_the_kings_target() {
    let g = game(FOG, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(has(&g, "e1g1"));
    assert!(sees(&g, Army::FIRST, "g1"));
    let castled = played(FOG, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", "e1g1");
    assert_eq!(
        view_fen(&castled, Army::FIRST),
        "8/8/8/8/8/8/8/5RK1 b - - 0 1"
    );
    // Black's castling rights are hidden from white.
    let both = game(FOG, "r3k3/8/8/8/8/8/8/4K2R w Kq - 0 1");
    assert_eq!(view_fen(&both, Army::FIRST), "8/8/8/8/8/8/8/4K2R w K - 0 1");
}

#[test]
fn promotion_shows_what_the_new_piece_reaches() {
    let g = played(FOG, "k7/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7e8q");
    // The queen on e8 sees along the eighth rank to the black king on a8.
    assert!(sees(&g, Army::FIRST, "a8"));
    assert_eq!(view_fen(&g, Army::FIRST), "k3Q3/8/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn no_check_a_king_may_step_into_attack_and_stay_attacked() {
    // The black rook on d8 covers the d-file: the white king may still step to d2.
    let g = game(FOG, "3rk3/8/8/8/8/8/8/4K3 w - - 0 1");
    assert!(has(&g, "e1d2") && has(&g, "e1d1"));
    // Attacked by the rook on e8, the king need not move: a pawn move is legal.
    let g = game(FOG, "4r2k/8/8/8/8/8/P7/4K3 w - - 0 1");
    assert!(has(&g, "a2a3"));
    // A pinned piece may leave its line.
    let g = game(FOG, "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1");
    assert!(has(&g, "e2c3"));
}

#[test]
fn taking_the_king_wins() {
    let g = played(FOG, "4r2k/8/8/8/8/8/P7/4K3 w - - 0 1", "a2a3 e8e1");
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::KingCaptured);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 1 });
    assert!(g.legal_moves().is_empty());
}

#[test]
fn castling_out_of_through_and_into_attack_is_allowed() {
    // Rooks on e8 (the king's square), f8 (passed) and g8 (reached).
    for fen in [
        "k3r3/8/8/8/8/8/8/4K2R w K - 0 1",
        "k4r2/8/8/8/8/8/8/4K2R w K - 0 1",
        "k5r1/8/8/8/8/8/8/4K2R w K - 0 1",
    ] {
        assert!(has(&game(FOG, fen), "e1g1"), "{fen}");
    }
    // Blocked castling stays illegal.
    assert!(!has(&game(FOG, "k7/8/8/8/8/8/8/4KN1R w K - 0 1"), "e1g1"));
}

#[test]
fn no_move_at_all_draws() {
    // Rare without check: only pieces walled in by their own side. The white king
    // on h8 behind its pawns g8, g7, h7 (each blocked by its own side).
    let g = game(FOG, "6PK/6PP/8/8/8/8/8/k7 w - - 0 1");
    assert!(g.legal_moves().is_empty());
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert_eq!(outcome.result, GameResult::Draw);
}

#[test]
fn repetition_and_fifty_moves_draw_but_lone_kings_play_on() {
    let g = played(
        FOG,
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8",
    );
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Repetition));
    // Kings alone are no draw: one may still walk into the other's reach.
    let g = played(FOG, "8/8/8/8/8/3k4/8/4K3 w - - 0 1", "e1e2");
    assert!(g.outcome().is_none() && has(&g, "d3e2"));
    let g = played(FOG, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::FiftyMoves));
}

#[test]
fn a_view_never_holds_a_hidden_piece() {
    // Along random games: every enemy piece in a view stands on a seen square,
    // and every enemy piece on a seen square is in the view.
    let mut state = 7u64;
    for _ in 0..30 {
        let mut g = Game::new(FOG, 0).unwrap();
        for _ in 0..120 {
            for army in Army::all(2) {
                let view = g.view(army);
                let real = g.position();
                for square in 0..64u16 {
                    let (cell, shown) = (real.cell(square), view.position.cell(square));
                    if view.is_visible(square) || cell.army() == army {
                        assert_eq!(cell, shown, "{} at {square}", g.fen());
                    } else {
                        assert!(shown.is_empty(), "{} leaks {square}", g.fen());
                    }
                }
            }
            let moves = g.legal_moves();
            if moves.is_empty() {
                break;
            }
            state = state
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let mv = moves[(state >> 33) as usize % moves.len()];
            g.play_move(mv).unwrap();
        }
    }
}
