//! Shogi and Minishogi (Fairy-Stockfish `shogi`, `minishogi`), one test per
//! rule, and their perft. Positions built by hand; legal moves, FENs, notation
//! and ends as pyffish 0.0.90 gives them. Shogi's perft counts are the
//! published ones (30, 900, 25 470, 719 731), Minishogi's Fairy-Stockfish's
//! (`go perft`), an independent oracle.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, moves, moves_from, played, san};

const SHOGI: &str = "shogi";
const MINISHOGI: &str = "minishogi";
const START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1";
const BLACK_WINS: GameResult = GameResult::TeamWin { team: 0 };
const WHITE_WINS: GameResult = GameResult::TeamWin { team: 1 };

#[test]
fn the_start_reads_fairy_stockfishs_short_form_and_writes_its_full_one() {
    assert_eq!(Game::new(SHOGI, 0).unwrap().fen(), START);
    let short = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[-] w 0 1";
    assert_eq!(game(SHOGI, short).fen(), START);
    let mini = Game::new(MINISHOGI, 0).unwrap();
    assert_eq!(mini.fen(), "rbsgk/4p/5/P4/KGSBR[] w - - 0 1");
}

#[test]
fn perft_from_the_start() {
    assert_perft(SHOGI, START, &[30, 900, 25_470]);
    assert_perft(
        MINISHOGI,
        "rbsgk/4p/5/P4/KGSBR[] w - - 0 1",
        &[14, 181, 2512, 35_401],
    );
}

#[test]
#[ignore = "slow in debug builds"]
fn perft_from_the_start_depth_4() {
    assert_perft(SHOGI, START, &[30, 900, 25_470, 719_731]);
}

#[test]
fn promoted_pieces_are_written_with_a_plus_and_their_own_letters_are_refused() {
    let fen = "4k4/9/9/9/2+P6/9/9/9/4K4[] w - - 0 1";
    assert_eq!(game(SHOGI, fen).fen(), fen);
    // The tokin's data letter is no FEN letter, nor is a promoted piece held.
    assert!(Game::from_fen(SHOGI, "4k4/9/9/9/2T6/9/9/9/4K4[] w - - 0 1").is_err());
    assert!(Game::from_fen(SHOGI, "4k4/9/9/9/9/9/9/9/4K4[T] w - - 0 1").is_err());
    // A king (or a gold) has nothing to promote into.
    assert!(Game::from_fen(SHOGI, "4k4/9/9/9/2+G6/9/9/9/4K4[] w - - 0 1").is_err());
}

#[test]
fn promotion_is_a_choice_in_the_zone_and_compulsory_where_the_piece_could_never_move() {
    let g = game(SHOGI, "4k4/9/2P6/1N2S4/9/9/9/9/4K3L[] w - - 0 1");
    assert_eq!(moves_from(&g, "c7"), ["c7c8", "c7c8+"]);
    assert_eq!(moves_from(&g, "b6"), ["b6a8+", "b6c8+"]);
    assert_eq!(
        moves_from(&g, "e6"),
        [
            "e6d5", "e6d7", "e6d7+", "e6e7", "e6e7+", "e6f5", "e6f7", "e6f7+"
        ]
    );
    assert_eq!(
        moves_from(&g, "i1"),
        [
            "i1i2", "i1i3", "i1i4", "i1i5", "i1i6", "i1i7", "i1i7+", "i1i8", "i1i8+", "i1i9+"
        ]
    );
}

#[test]
fn drops_keep_off_dead_squares_and_files_with_an_own_pawn() {
    let g = game(SHOGI, "4k4/9/9/9/9/9/2P6/9/4K4[PNL] w - - 0 1");
    let all = moves(&g);
    let squares = |letter: &str| -> Vec<String> {
        all.iter()
            .filter_map(|m| m.strip_prefix(letter))
            .map(str::to_string)
            .collect()
    };
    let pawn = squares("P@");
    assert!(
        pawn.iter()
            .all(|s| !s.starts_with('c') && !s.ends_with('9'))
    );
    // Eight files, ranks 1 to 8, but the king's square.
    assert_eq!(pawn.len(), 8 * 8 - 1);
    assert!(
        squares("N@")
            .iter()
            .all(|s| !s.ends_with('8') && !s.ends_with('9'))
    );
    assert!(squares("L@").iter().all(|s| !s.ends_with('9')));
}

#[test]
fn a_captured_promoted_piece_goes_to_the_hand_unpromoted() {
    let g = played(SHOGI, "4k4/9/9/9/4+p4/4R4/9/9/4K4[] w - - 0 1", "e4e5");
    assert_eq!(g.fen(), "4k4/9/9/9/4R4/9/9/9/4K4[P] b - - 0 1");
}

#[test]
fn a_piece_pinned_by_a_lance_stays_on_its_line() {
    let g = game(SHOGI, "9/9/9/9/9/9/4k4/4g4/4L3K[] b - - 0 1");
    assert_eq!(moves_from(&g, "e2"), ["e2e1"]);
}

#[test]
fn a_mate_by_a_dropped_pawn_loses_for_the_player_who_dropped_it() {
    let g = played(SHOGI, "7lk/9/7G1/9/9/9/9/9/K8[P] w - - 0 1", "P@i8");
    assert!(moves(&g).is_empty());
    assert_eq!(end(&g), Some((WHITE_WINS, EndReason::PawnDropMate)));
    // Read from its FEN the position has no last move: a plain mate, as
    // Fairy-Stockfish judges it too.
    let read = game(SHOGI, &g.fen());
    assert_eq!(end(&read), Some((BLACK_WINS, EndReason::Checkmate)));
}

#[test]
fn a_player_without_a_legal_move_loses_even_out_of_check() {
    let g = game(SHOGI, "k8/2G6/1G7/9/9/9/9/9/8K[] b - - 0 1");
    assert!(moves(&g).is_empty());
    assert_eq!(end(&g), Some((BLACK_WINS, EndReason::Stalemate)));
}

/// `cycle` (four plies that come back to the start) played `times` times.
fn repeated(id: &str, fen: &str, cycle: &str, plies: usize) -> Game {
    let line: Vec<&str> = cycle.split_whitespace().cycle().take(plies).collect();
    played(id, fen, &line.join(" "))
}

#[test]
fn the_fourth_time_a_position_stands_draws_shogi() {
    let fen = "4k4/9/9/9/9/9/9/8K/9[] w - - 0 1";
    let cycle = "i2i3 e9e8 i3i2 e8e9";
    assert_eq!(end(&repeated(SHOGI, fen, cycle, 11)), None);
    assert_eq!(
        end(&repeated(SHOGI, fen, cycle, 12)),
        Some((GameResult::Draw, EndReason::FourfoldRepetition))
    );
}

#[test]
fn perpetual_check_loses_for_the_checking_player() {
    let fen = "4k4/9/9/9/9/9/9/8K/3R5[] w - - 0 1";
    let cycle = "d1e1 e9d9 e1d1 d9e9";
    assert_eq!(end(&repeated(SHOGI, fen, cycle, 11)), None);
    assert_eq!(
        end(&repeated(SHOGI, fen, cycle, 12)),
        Some((WHITE_WINS, EndReason::PerpetualCheck))
    );
}

#[test]
fn in_minishogi_a_repetition_loses_for_the_player_who_moved_first() {
    let white_to_move = "2k2/5/5/5/K4[] w - - 0 1";
    let g = repeated(MINISHOGI, white_to_move, "a1a2 c5c4 a2a1 c4c5", 12);
    assert_eq!(end(&g), Some((WHITE_WINS, EndReason::FourfoldRepetition)));
    let black_to_move = "2k2/5/5/5/K4[] b - - 0 1";
    let g = repeated(MINISHOGI, black_to_move, "c5c4 a1a2 c4c5 a2a1", 12);
    assert_eq!(end(&g), Some((WHITE_WINS, EndReason::FourfoldRepetition)));
}

#[test]
fn moves_are_written_in_western_shogi_notation_with_numbers() {
    let g = Game::new(SHOGI, 0).unwrap();
    assert_eq!(san(&g, "c3c4"), "P-76");
    assert_eq!(san(&g, "h2c2"), "R-78");
    let golds = game(SHOGI, "4k4/9/9/9/9/9/9/1G1G5/4K4[] w - - 0 1");
    assert_eq!(san(&golds, "b2c2"), "G88-78");
    assert_eq!(san(&golds, "d2c3"), "G68-77");
    let tokin = game(SHOGI, "4k4/9/9/9/2+P6/9/9/9/4K4[] w - - 0 1");
    assert_eq!(san(&tokin, "c5c4"), "+P-76");
    let bishop = game(SHOGI, "4k4/2p6/1B7/9/9/9/9/9/4K4[] w - - 0 1");
    assert_eq!(san(&bishop, "b7h1"), "B-29=");
    assert_eq!(san(&bishop, "b7c8+"), "Bx72+");
    let drop = game(SHOGI, "7lk/9/7G1/9/9/9/9/9/K8[P] w - - 0 1");
    assert_eq!(san(&drop, "P@i8"), "P*12");
    // Read back as written.
    let mut g = Game::new(SHOGI, 0).unwrap();
    g.play_san("P-76").unwrap();
    assert_eq!(
        g.fen(),
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL[] b - - 1 1"
    );
    assert!(g.play_san("P-76").is_err());
}

#[test]
fn one_army_may_hold_all_the_pieces_but_the_other_king() {
    // White has 33 pieces on the board and drops its last pawn from the hand
    // (found by tools/ffish-compare: the drop once lost the pawn).
    let fen = "4K+P2+P/ppk3P+N+L/r4s1p1/4g4/3s3bg/b1pn4p/1+l1p+pppS+p/+pg1l1l2+n/1+p+ng+s+p+r+p1[p] b - - 0 469";
    let g = played(SHOGI, fen, "P@e4");
    assert_eq!(
        g.fen(),
        "4K+P2+P/ppk3P+N+L/r4s1p1/4g4/3s3bg/b1pnp3p/1+l1p+pppS+p/+pg1l1l2+n/1+p+ng+s+p+r+p1[] w - - 0 470"
    );
    // Every piece but black's king, on the board for white.
    let all = "K8/ppppppppp/ppppppppp/rrbbllll1/nnnnssss1/gggg5/9/9/4k4[] b - - 0 1";
    assert_eq!(game(SHOGI, all).fen(), all);
}
