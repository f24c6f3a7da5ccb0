//! Priateľský šach (friendly chess), one test per rule of `docs/rules/friendly.md`:
//! merging, the chain reaction, kings, the ends, the notation. Positions built by
//! hand; merged pieces written `(NB)` in FENs.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{game, has, played};

const FRIENDLY: &str = "friendly";

fn board(game: &Game) -> String {
    game.fen().split_whitespace().next().unwrap().to_string()
}

#[test]
fn the_start_is_chess() {
    let g = Game::new(FRIENDLY, 0).unwrap();
    assert_eq!(
        g.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
    );
    assert_eq!(g.legal_moves().len(), 20);
}

#[test]
fn a_move_onto_an_enemy_piece_merges_the_two_into_one_of_the_movers_side() {
    let g = played(
        FRIENDLY,
        "4k3/8/8/3n4/8/8/8/3BK3 w - - 0 1",
        "d1f3 e8d8 f3d5",
    );
    // The bishop took nothing: it befriended the knight; white now has a
    // knight-bishop, black no knight.
    assert_eq!(board(&g), "3k4/8/8/3(BN)4/8/8/8/4K3");
    // The merged piece moves as either: as a knight to c3 or e7, as a bishop to
    // a8; as neither to d6.
    let g = played(
        FRIENDLY,
        "4k3/8/8/3n4/8/8/8/3BK3 w - - 0 1",
        "d1f3 e8d8 f3d5 d8c8",
    );
    assert!(has(&g, "d5c3") && has(&g, "d5e7") && has(&g, "d5a8") && !has(&g, "d5d6"));
}

#[test]
fn a_merged_piece_never_merges_again() {
    // The white knight-bishop on d5 may not move onto the black rook on b7 (a
    // bishop's square); c6 is free.
    let g = game(FRIENDLY, "4k3/1r6/8/3(NB)4/8/8/8/4K3 w - - 0 1");
    assert!(!has(&g, "d5b7") && has(&g, "d5c6"));
    // Nor may an enemy piece move onto it: the black queen on a5 stops short.
    let g = game(FRIENDLY, "4k3/8/8/q2(NB)4/8/8/8/4K3 b - - 0 1");
    assert!(!has(&g, "a5d5") && has(&g, "a5c5"));
}

#[test]
fn the_chain_reaction_turns_adjacent_pieces_of_the_befriended_kind_and_spreads() {
    // d4 befriends e5; d6, e6, f6 and f4 stand next to e5 and turn; c7 stands
    // next to d6 and turns in turn; h4 touches none of them and stays black.
    let g = played(
        FRIENDLY,
        "4k3/2p5/3ppp2/4p3/3P1p1p/8/8/4K3 w - - 0 1",
        "d4e5",
    );
    assert_eq!(board(&g), "4k3/2P5/3PPP2/4(PP)3/5P1p/8/8/4K3");
    // Only pieces of the befriended kind turn: the knight on d6 stays black.
    let g = played(FRIENDLY, "4k3/8/3n4/4p3/3P4/8/8/4K3 w - - 0 1", "d4e5");
    assert_eq!(board(&g), "4k3/8/3n4/4(PP)3/8/8/8/4K3");
    // A turned piece is a plain piece of the mover's side (here white pawns that
    // now move up the board).
    let g = played(
        FRIENDLY,
        "4k3/2p5/3ppp2/4p3/3P1p1p/8/8/4K3 w - - 0 1",
        "d4e5 e8d8",
    );
    assert!(has(&g, "c7c8q") && has(&g, "f4f5"));
}

#[test]
fn kings_never_change_side_and_never_merge() {
    // The black king stands next to the befriended pawn: it stays black.
    let g = played(
        FRIENDLY,
        "8/8/3kp3/8/8/8/8/4K2Q w - - 0 1",
        "h1e4 d6c7 e4e6",
    );
    assert_eq!(board(&g), "8/2k5/4(QP)3/8/8/8/8/4K3");
    // A king may not move onto an enemy piece.
    let g = game(FRIENDLY, "8/8/8/8/8/8/4p3/4K2k w - - 0 1");
    assert!(!has(&g, "e1e2") && has(&g, "e1d2"));
}

#[test]
fn moving_onto_the_enemy_king_wins() {
    let g = played(FRIENDLY, "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "e1e8");
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::KingCaptured);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
    // There is no check: a king may stay attacked, and a merged piece may take it.
    let g = game(FRIENDLY, "4k3/8/8/8/8/8/8/4(RB)1K1 b - - 0 1");
    assert!(has(&g, "e8d8") && has(&g, "e8e7"));
    let g = played(FRIENDLY, "4k3/8/8/8/8/8/8/4(RB)1K1 b - - 0 1", "e8e7 e1e7");
    assert_eq!(
        g.outcome().map(|o| o.result.clone()),
        Some(GameResult::TeamWin { team: 0 })
    );
}

#[test]
fn a_player_without_a_move_loses() {
    // White to move: king h8 walled in by its own pawns g8, g7 and h7.
    let g = game(FRIENDLY, "6PK/6PP/8/8/8/8/8/k7 w - - 0 1");
    assert!(g.legal_moves().is_empty());
    let outcome = g.outcome().expect("over");
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 1 });
}

#[test]
fn repetition_and_fifty_moves_without_a_merge_or_pawn_move_draw() {
    let g = played(
        FRIENDLY,
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "e1d1 e8d8 d1e1 d8e8 e1d1 e8d8 d1e1 d8e8",
    );
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::Repetition));
    let g = played(FRIENDLY, "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2");
    assert_eq!(g.outcome().map(|o| o.reason), Some(EndReason::FiftyMoves));
    // A merge resets the clock.
    let g = played(FRIENDLY, "4k3/8/8/8/8/8/n7/R3K3 w - - 99 80", "a1a2");
    assert!(g.outcome().is_none());
    assert!(g.fen().ends_with(" 0 80"));
}

#[test]
fn en_passant_and_promotion_merge_too() {
    // The black pawn steps past the white pawn on e5, which befriends it on d6.
    let g = played(FRIENDLY, "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", "d7d5 e5d6");
    assert_eq!(board(&g), "4k3/8/3(PP)4/8/8/8/8/4K3");
    // A pawn that befriends on the last rank promotes first, then merges.
    let g = played(FRIENDLY, "3rk3/4P3/8/8/8/8/8/4K3 w - - 0 1", "e7d8n");
    assert_eq!(board(&g), "3(RN)k3/8/8/8/8/8/8/4K3");
}

#[test]
fn castling_as_in_chess_without_regard_to_attacks_and_turned_rooks_lose_it() {
    let g = game(FRIENDLY, "4kr2/8/8/8/8/8/8/4K2R w K - 0 1");
    assert!(has(&g, "e1g1"));
    // The black rook on h8 turns white with its neighbour: black loses that right.
    let g = played(FRIENDLY, "4k2r/6r1/8/8/8/8/8/4K1R1 w k - 0 1", "g1g7");
    assert_eq!(g.fen(), "4k2R/6(RR)1/8/8/8/8/8/4K3 b - - 0 1");
}

#[test]
fn merged_pieces_are_written_with_their_letters_in_brackets() {
    let g = game(FRIENDLY, "4k3/8/8/3(bn)4/8/8/8/4K3 w - - 0 1");
    assert_eq!(g.fen(), "4k3/8/8/3(bn)4/8/8/8/4K3 w - - 0 1");
    // Either order reads; the data's order is written.
    assert_eq!(
        game(FRIENDLY, "4k3/8/8/3(nb)4/8/8/8/4K3 w - - 0 1").fen(),
        "4k3/8/8/3(bn)4/8/8/8/4K3 w - - 0 1"
    );
    for bad in [
        "4k3/8/8/3(nK)4/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/3(nk)4/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/3(nbq)4/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/3(n4/8/8/8/4K3 w - - 0 1",
    ] {
        assert!(Game::from_fen(FRIENDLY, bad).is_err(), "{bad}");
    }
}
