//! Shatranj (pychess and Fairy-Stockfish `shatranj`), one test per rule, and its
//! perft. Positions built by hand; FENs, moves and results as pyffish 0.0.90
//! gives them; the perft counts are Fairy-Stockfish's (`go perft`, the engine
//! built from pyffish 0.0.90's source), an independent oracle.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, moves, moves_from, played, san};

const SHATRANJ: &str = "shatranj";
const START: &str = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1";
const WHITE_WINS: GameResult = GameResult::TeamWin { team: 0 };

#[test]
fn the_start_has_the_kings_on_the_d_file_and_no_double_step() {
    let game = Game::new(SHATRANJ, 0).unwrap();
    assert_eq!(game.fen(), START);
    // Eight single pawn steps and four knight moves: no double step, and the
    // alfils are hemmed in until a pawn leaves b2, d2, e2 or g2.
    assert_eq!(game.legal_move_strings().len(), 16);
}

#[test]
fn perft_from_the_start() {
    assert_perft(SHATRANJ, START, &[16, 256, 4176, 68_122]);
}

#[test]
#[ignore = "slow in debug builds"]
fn perft_from_the_start_depth_5() {
    assert_perft(SHATRANJ, START, &[16, 256, 4176, 68_122, 1_164_248]);
}

#[test]
fn perft_of_an_opening() {
    assert_perft(
        SHATRANJ,
        "r1bk1bnr/ppp1pppp/2n5/3p4/3P4/2N1B3/PPP1PPPP/R2KQBNR w - - 0 4",
        &[22, 441, 9901],
    );
}

#[test]
fn perft_with_promotions_on_both_sides() {
    assert_perft(
        SHATRANJ,
        "4k3/1P4P1/8/3q4/8/8/1p4p1/R2K3R w - - 0 1",
        &[25, 258, 6583, 70_606],
    );
}

#[test]
fn the_alfil_jumps_two_squares_diagonally_over_anything() {
    // The alfil on c1 jumps over the pawns on b2 and d2.
    let game = game(SHATRANJ, "r2k4/8/8/8/8/8/1PPP4/2B1K3 w - - 0 1");
    assert_eq!(moves_from(&game, "c1"), ["c1a3", "c1e3"]);
}

#[test]
fn the_fers_steps_one_square_diagonally() {
    let game = game(SHATRANJ, "r2k4/8/8/8/3Q4/8/8/4K3 w - - 0 1");
    assert_eq!(moves_from(&game, "d4"), ["d4c3", "d4c5", "d4e3", "d4e5"]);
}

#[test]
fn a_pawn_promotes_to_a_fers_only() {
    let start = "3k4/1P6/8/8/8/8/6p1/3K4 w - - 0 1";
    assert!(moves(&game(SHATRANJ, start)).contains(&"b7b8q".to_string()));
    assert!(
        !moves(&game(SHATRANJ, start))
            .iter()
            .any(|m| m.starts_with("b7b8") && m != "b7b8q")
    );
    let game = played(SHATRANJ, start, "b7b8q");
    assert_eq!(game.fen(), "1Q1k4/8/8/8/8/8/6p1/3K4 b - - 0 1");
    assert_eq!(san(&game, "g2g1q"), "g1=Q");
}

#[test]
fn stalemate_loses() {
    // Black's king has no square and is not attacked: white wins.
    let game = game(SHATRANJ, "k7/2K5/1Q6/8/8/8/8/8 b - - 0 1");
    assert_eq!(end(&game), Some((WHITE_WINS, EndReason::Stalemate)));
}

#[test]
fn a_bare_king_loses_when_its_player_cannot_bare_the_other() {
    // Taking black's last piece leaves white a king and a rook: black may
    // move once more, and then loses whatever he plays (he cannot take the rook).
    let line = played(SHATRANJ, "3k4/8/8/8/8/8/r7/R2K4 w - - 0 1", "a1a2");
    assert_eq!(end(&line), None);
    let mut after = line.clone();
    after.play("d8e7").unwrap();
    assert_eq!(end(&after), Some((WHITE_WINS, EndReason::BareKing)));
    // A king already bare at his opponent's turn has lost.
    let bare = game(SHATRANJ, "3k4/8/8/8/8/8/1PPP4/2B1K3 w - - 0 1");
    assert_eq!(end(&bare), Some((WHITE_WINS, EndReason::BareKing)));
}

#[test]
fn a_bare_king_that_bares_the_other_at_once_draws() {
    // White's rook takes the black fers and stands next to black's king, which
    // takes it back: two lone kings draw (Fairy-Stockfish would play them on
    // until the move rule, docs/rules/shatranj.md).
    let start = "8/8/3k4/2q5/8/8/8/2R4K w - - 0 1";
    let game = played(SHATRANJ, start, "c1c5 d6c5");
    assert_eq!(game.fen(), "8/8/8/2k5/8/8/8/7K w - - 0 2");
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::OnlyKings)));
    // Another reply leaves black bare against king and rook: white wins.
    let game = played(SHATRANJ, start, "c1c5 d6d7");
    assert_eq!(end(&game), Some((WHITE_WINS, EndReason::BareKing)));
}

#[test]
fn a_check_that_bares_the_king_is_written_as_mate() {
    // Nxd2 takes white's last piece with check: white, bare and checked, has
    // lost, and Fairy-Stockfish writes it with `#`.
    let game = game(SHATRANJ, "8/8/8/8/8/5n2/3R4/1K1k2q1 b - - 34 143");
    assert_eq!(san(&game, "f3d2"), "Nxd2#");
}

#[test]
fn seventy_moves_without_a_capture_or_pawn_move_draw() {
    let start = "r2k4/8/8/8/8/8/8/R2K4 w - - 139 100";
    let game = played(SHATRANJ, start, "a1a2");
    assert_eq!(
        end(&game),
        Some((GameResult::Draw, EndReason::SeventyMoves))
    );
    let earlier = played(SHATRANJ, "r2k4/8/8/8/8/8/8/R2K4 w - - 138 100", "a1a2");
    assert_eq!(end(&earlier), None);
}
