//! Crazyhouse (lichess; Fairy-Stockfish `crazyhouse`), one test per rule, and
//! its published perft counts (Fairy-Stockfish's tests/perft.sh). Positions
//! built by hand; the FENs and moves expected are those pyffish 0.0.90 gives.

mod two_player;

use raja_core::{Army, EndReason, Game, GameResult};
use two_player::{game, moves, played};

const CRAZYHOUSE: &str = "crazyhouse";

#[test]
fn the_start_has_empty_pockets() {
    let game = Game::new(CRAZYHOUSE, 0).unwrap();
    assert_eq!(
        game.fen(),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"
    );
    assert_eq!(game.legal_moves().len(), 20);
}

#[test]
fn a_pocket_is_worth_the_summed_values_of_its_pieces() {
    let game = game(CRAZYHOUSE, "4k3/8/8/8/8/8/8/4K3[QNPPn] w - - 0 1");
    let (variant, position) = (game.variant(), game.position());
    assert_eq!(position.pocket_value(variant, Army::FIRST), 9 + 3 + 1 + 1);
    assert_eq!(position.pocket_value(variant, Army::SECOND), 3);
}

#[test]
fn a_captured_piece_changes_side_into_the_capturers_pocket() {
    let game = played(CRAZYHOUSE, "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1", "e4d5");
    assert_eq!(game.fen(), "4k3/8/8/3P4/8/8/8/4K3[P] b - - 0 1");
}

#[test]
fn a_pocket_piece_is_dropped_on_an_empty_square_and_resets_the_fifty_move_count() {
    let dropped = played(
        CRAZYHOUSE,
        "4k3/8/8/3p4/4P3/8/8/4K3[] w - - 3 1",
        "e4d5 e8d7 P@e4",
    );
    assert_eq!(dropped.fen(), "8/3k4/8/3P4/4P3/8/8/4K3[] b - - 0 2");
    // Dropped pieces are written as Fairy-Stockfish writes them, one per square.
    let knight = game(CRAZYHOUSE, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1");
    let drops = moves(&knight)
        .into_iter()
        .filter(|m| m.starts_with("N@"))
        .count();
    assert_eq!(drops, 62);
}

#[test]
fn pawns_are_not_dropped_on_the_first_or_last_rank() {
    let game = game(CRAZYHOUSE, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    let drops: Vec<String> = moves(&game)
        .into_iter()
        .filter(|m| m.starts_with("P@"))
        .collect();
    assert_eq!(drops.len(), 48);
    assert!(drops.iter().all(|m| !m.ends_with('1') && !m.ends_with('8')));
}

#[test]
fn a_promoted_piece_is_marked_and_goes_back_into_the_pocket_as_a_pawn() {
    let game = played(CRAZYHOUSE, "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1", "b7b8q");
    assert_eq!(game.fen(), "rQ~2k3/8/8/8/8/8/8/4K3[] b - - 0 1");
    let game = played(
        CRAZYHOUSE,
        "r3k3/1P6/8/8/8/8/8/4K3[] w - - 0 1",
        "b7b8q a8b8",
    );
    assert_eq!(game.fen(), "1r2k3/8/8/8/8/8/8/4K3[p] w - - 0 2");
}

#[test]
fn a_drop_may_give_mate() {
    let game = played(CRAZYHOUSE, "k7/8/1K6/8/8/8/8/8[Q] w - - 0 1", "Q@b7");
    let outcome = game.outcome().expect("mate");
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
}

#[test]
fn a_drop_answers_a_check_only_between_king_and_checker() {
    let game = game(CRAZYHOUSE, "4k3/8/8/8/8/8/8/r3K3[N] w - - 0 1");
    assert_eq!(
        moves(&game),
        ["N@b1", "N@c1", "N@d1", "e1d2", "e1e2", "e1f2"]
    );
}

#[test]
fn pockets_are_read_and_bad_ones_refused() {
    let fen = "2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1";
    assert_eq!(game(CRAZYHOUSE, fen).fen(), fen);
    assert_eq!(
        game(CRAZYHOUSE, "2k5/8/8/8/8/8/8/4K3[pnQ] w - - 0 1").fen(),
        "2k5/8/8/8/8/8/8/4K3[Qnp] w - - 0 1"
    );
    for bad in [
        "2k5/8/8/8/8/8/8/4K3[X] w - - 0 1",
        "2k5/8/8/8/8/8/8/4K3[Q w - - 0 1",
        "2k5/8/8/8/8/8/8/~4K3[] w - - 0 1",
        // Kings are never captured, so never held.
        "2k5/8/8/8/8/8/8/4K3[K] w - - 0 1",
    ] {
        assert!(Game::from_fen(CRAZYHOUSE, bad).is_err(), "{bad}");
    }
}

#[test]
fn kings_alone_do_not_draw_by_material() {
    // Pieces may come back from the pockets; Fairy-Stockfish does not call it dead.
    assert!(!game(CRAZYHOUSE, "4k3/8/8/8/8/8/8/4K3[] w - - 0 1").is_over());
}

#[test]
fn repetition_and_fifty_moves_draw() {
    let game = played(
        CRAZYHOUSE,
        "4k3/8/8/8/8/8/8/4K3[] w - - 0 1",
        "e1e2 e8e7 e2e1 e7e8 e1e2 e8e7 e2e1 e7e8",
    );
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::Repetition)
    );
    let game = played(CRAZYHOUSE, "4k3/8/8/8/8/8/8/4K3[] w - - 99 80", "e1e2");
    assert_eq!(
        game.outcome().map(|o| o.reason),
        Some(EndReason::FiftyMoves)
    );
}

/// Fairy-Stockfish tests/perft.sh, "pockets".
fn perft(fen: Option<&str>, depth: u32) -> u64 {
    let game = match fen {
        Some(fen) => game(CRAZYHOUSE, fen),
        None => Game::new(CRAZYHOUSE, 0).unwrap(),
    };
    game.perft(depth).unwrap()
}

#[test]
fn published_perft() {
    assert_eq!(perft(None, 3), 8902);
    assert_eq!(
        perft(Some("2k5/8/8/8/8/8/8/4K3[QRBNPqrbnp] w - - 0 1"), 2),
        75353
    );
    assert_eq!(perft(Some("2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"), 3), 88634);
    assert_eq!(
        perft(
            Some("r1bqk2r/pppp1ppp/2n1p3/4P3/1b1Pn3/2NB1N2/PPP2PPP/R1BQK2R[] b KQkq - 0 1"),
            3
        ),
        58057
    );
}

#[test]
#[ignore = "slow in debug builds: cargo test --release -- --ignored"]
fn published_perft_start_depth_4() {
    assert_eq!(perft(None, 4), 197281);
}

#[test]
fn a_repetition_reaches_back_past_captures_and_drops() {
    // Each side drops its knight next to the other king, which takes it; the
    // kings walk home. After two rounds the start stands a third time, as
    // Fairy-Stockfish counts it (captures go to hand, so nothing is lost).
    let round = "N@e7 e8e7 e1e2 N@e3 e2e3 e7e8 e3e2 e8d8 e2e1 d8e8";
    let start = "4k3/8/8/8/8/8/8/4K3[Nn] w - - 0 1";
    let once = played(CRAZYHOUSE, start, round);
    assert_eq!(once.fen(), "4k3/8/8/8/8/8/8/4K3[Nn] w - - 5 6");
    let line: Vec<&str> = round.split(' ').chain(round.split(' ')).collect();
    let almost = played(CRAZYHOUSE, start, &line[..19].join(" "));
    assert_eq!(almost.outcome(), None);
    let twice = played(CRAZYHOUSE, start, &line.join(" "));
    assert_eq!(
        twice.outcome().map(|o| o.reason),
        Some(EndReason::Repetition)
    );
}
