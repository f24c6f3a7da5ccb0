//! Ouk Chatrang, Cambodian chess (pychess and Fairy-Stockfish `cambodian`): what
//! it adds to Makruk (`makruk_rules.rs`), one test per rule, and its perft.
//! Positions built by hand; FENs (the first-move rights in the castling field)
//! and moves as pyffish 0.0.90 gives them; the perft counts are
//! Fairy-Stockfish's (`go perft`), an independent oracle.

mod two_player;

use raja_core::Game;
use two_player::{assert_perft, game, moves, played, san};

const OUK: &str = "cambodian";
const START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1";

#[test]
fn the_start_gives_king_and_met_their_first_moves() {
    let game = Game::new(OUK, 0).unwrap();
    assert_eq!(game.fen(), START);
    // Makruk's 23 and the king's two leaps (the met's step is blocked).
    assert_eq!(game.legal_move_strings().len(), 25);
}

#[test]
fn perft_from_the_start() {
    assert_perft(OUK, START, &[25, 625, 15_031, 361_719]);
}

#[test]
#[ignore = "slow in debug builds"]
fn perft_from_the_start_depth_5() {
    assert_perft(OUK, START, &[25, 625, 15_031, 361_719, 8_597_966]);
}

#[test]
fn the_king_leaps_once_as_a_knight_to_the_next_rank() {
    let game = played(OUK, START, "d1b2");
    assert_eq!(
        game.fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/1K6/RNS1MSNR b Ede - 1 1"
    );
    // A king that has stepped away has lost its leap too.
    let stepped = played(OUK, START, "d1d2");
    assert_eq!(
        stepped.fen(),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/3K4/RNS1MSNR b Ede - 1 1"
    );
}

#[test]
fn the_king_may_not_leap_out_of_check() {
    assert_eq!(
        moves(&game(OUK, "4k3/8/8/8/8/8/8/r2K4 w D - 0 1")),
        ["d1c2", "d1d2", "d1e2"]
    );
    assert_eq!(
        moves(&game(OUK, "r3k3/8/8/8/8/8/8/3K4 w D - 0 1")),
        ["d1b2", "d1c1", "d1c2", "d1d2", "d1e1", "d1e2", "d1f2"]
    );
}

#[test]
fn the_met_steps_once_two_squares_forward() {
    let game = played(OUK, START, "e3e4 e6e5 e1e3");
    assert_eq!(
        game.fen(),
        "rnsmksnr/8/pppp1ppp/4p3/4P3/PPPPMPPP/8/RNSK1SNR b Dde - 1 2"
    );
}

#[test]
fn a_rook_aiming_at_the_king_takes_its_leap() {
    // A rook landing on the king's file takes the right, blockers or not; one
    // landing elsewhere does not. (White's lone king also starts a count.)
    let start = "r3k3/8/8/8/8/8/8/3K4 b D - 0 1";
    assert_eq!(
        played(OUK, start, "a8d8").fen(),
        "3rk3/8/8/8/8/8/8/3K4 w - 30 6 2"
    );
    assert_eq!(
        played(OUK, start, "a8b8").fen(),
        "1r2k3/8/8/8/8/8/8/3K4 w D 30 6 2"
    );
}

#[test]
fn a_side_of_three_pieces_counts_the_boards_honour_even_with_pawns() {
    let game = played(OUK, "4k3/4p3/8/8/8/8/4P3/R2K3R w - - 0 1", "a1a2");
    assert_eq!(game.fen(), "4k3/4p3/8/8/8/8/R3P3/3K3R b - 126 0 1");
}

#[test]
fn the_pieces_honour_is_a_move_shorter_than_makruks() {
    // Two rooks against a lone king: 7 moves (14 plies), Makruk's 8 less one.
    let game = played(OUK, "3k4/8/8/8/8/8/r7/R2K2R1 w - - 0 1", "a1a2");
    assert_eq!(game.fen(), "3k4/8/8/8/8/8/R7/3K2R1 b - 14 8 1");
}

#[test]
fn a_saved_game_keeps_the_first_move_rights() {
    let game = played(OUK, START, "d1b2 e6e5");
    let mut loaded = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(loaded.fen(), game.fen());
    assert!(loaded.fen().contains(" Ede "), "{}", loaded.fen());
    // Black's king keeps its leap (and then loses it; its met keeps its step).
    loaded.play("a3a4").unwrap();
    assert!(moves(&loaded).contains(&"e8c7".to_string()));
    loaded.play("e8c7").unwrap();
    assert!(loaded.fen().contains(" Ed "), "{}", loaded.fen());
}

#[test]
fn san_names_which_met_moved_when_one_could_go_by_its_double_step() {
    // The met on d8 keeps its double step (`d` in the castling field) and the met
    // on e5 steps to d6 as well. Fairy-Stockfish writes both moves `Md6`; SAN
    // tells the two pieces apart by their files.
    let game = game(OUK, "3m4/5s2/8/3rm2p/1P2km2/8/1K6/R2S4 b d - 18 72");
    assert_eq!(san(&game, "d8d6"), "Mdd6");
    assert_eq!(san(&game, "e5d6"), "Med6");
    let mut read = game.clone();
    read.play_san("Med6").unwrap();
    assert_eq!(read.fen(), "3m4/5s2/3m4/3r3p/1P2km2/8/1K6/R2S4 w d - 19 73");
}
