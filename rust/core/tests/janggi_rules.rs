//! Janggi (Fairy-Stockfish `janggi`), one test per rule, and its perft.
//! Positions built by hand; legal moves, FENs and ends as pyffish 0.0.90 gives
//! them; the perft counts are the ones Fairy-Stockfish publishes in its
//! tests (`tests/perft.sh`).

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, moves, moves_from, played, san};

const JANGGI: &str = "janggi";
const START: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
const BLUE_WINS: GameResult = GameResult::TeamWin { team: 0 };
const RED_WINS: GameResult = GameResult::TeamWin { team: 1 };

#[test]
fn the_start_is_fairy_stockfishs_and_a_pass_is_a_move() {
    let game = Game::new(JANGGI, 0).unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(game.legal_move_strings().len(), 32);
    assert!(moves(&game).contains(&"e2e2".to_string()));
}

#[test]
fn perft_from_the_start() {
    assert_perft(JANGGI, START, &[32, 1024, 33_000, 1_065_277]);
}

#[test]
fn perft_of_a_middle_game_and_of_a_palace_fight() {
    let middle = game(
        JANGGI,
        "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
    );
    assert_eq!(middle.perft(4).unwrap(), 76_763);
    let palace = game(
        JANGGI,
        "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23",
    );
    assert_eq!(palace.perft(4).unwrap(), 151_202);
}

#[test]
fn the_elephant_is_blocked_on_either_point_it_passes() {
    // From c1: a4 passes c2 and b3, e4 passes c2 and d3, f3 passes d1 and e2.
    let open = game(JANGGI, "3k5/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1");
    assert_eq!(moves_from(&open, "c1"), ["c1a4", "c1e4", "c1f3"]);
    // A piece on d3 blocks e4, on e2 blocks f3.
    let blocked = game(JANGGI, "3k5/9/9/9/9/9/9/3P5/4P4/2B1K4 w - - 0 1");
    assert_eq!(moves_from(&blocked, "c1"), ["c1a4"]);
}

#[test]
fn the_cannon_moves_and_takes_only_over_a_piece_that_is_not_a_cannon() {
    // Over the soldier on a3 up the file; over the general on e1 along the rank.
    let over = game(JANGGI, "3k5/9/9/9/9/9/9/P8/9/C3K4 w - - 0 1");
    assert_eq!(
        moves_from(&over, "a1"),
        [
            "a1a10", "a1a4", "a1a5", "a1a6", "a1a7", "a1a8", "a1a9", "a1f1", "a1g1", "a1h1", "a1i1"
        ]
    );
    // A cannon on a4 is neither jumped nor taken.
    let cannon = game(JANGGI, "3k5/9/9/9/9/9/c8/P8/9/C3K4 w - - 0 1");
    assert_eq!(moves_from(&cannon, "a1"), ["a1f1", "a1g1", "a1h1", "a1i1"]);
}

#[test]
fn the_cannon_vaults_along_a_palace_diagonal() {
    // Over the soldier on e2, the palace's centre, to f3.
    let over_soldier = game(JANGGI, "3k5/9/9/9/9/9/9/9/4P4/3C1K3 w - - 0 1");
    assert_eq!(
        moves_from(&over_soldier, "d1"),
        ["d1f3", "d1g1", "d1h1", "d1i1"]
    );
    // Not over a cannon.
    let over_cannon = game(JANGGI, "3k5/9/9/9/9/9/9/9/4c4/3C1K3 w - - 0 1");
    assert_eq!(moves_from(&over_cannon, "d1"), ["d1g1", "d1h1", "d1i1"]);
}

#[test]
fn the_chariot_slides_along_a_palace_diagonal() {
    let game = game(JANGGI, "3k5/9/9/9/9/9/9/9/9/4KR3 w - - 0 1");
    assert_eq!(
        moves_from(&game, "f1"),
        [
            "f1d3", "f1e2", "f1f10", "f1f2", "f1f3", "f1f4", "f1f5", "f1f6", "f1f7", "f1f8",
            "f1f9", "f1g1", "f1h1", "f1i1"
        ]
    );
}

#[test]
fn the_soldier_steps_forward_or_sideways_and_forward_along_a_palace_diagonal() {
    let outside = game(JANGGI, "3k5/9/9/9/9/9/9/4P4/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&outside, "e3"), ["e3d3", "e3e4", "e3f3"]);
    // On d8, a corner of the enemy palace: also to e9, its centre.
    let corner = game(JANGGI, "5k3/9/3P5/9/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves_from(&corner, "d8"), ["d8c8", "d8d9", "d8e8", "d8e9"]);
}

#[test]
fn the_general_and_advisors_move_along_the_palace_lines_and_stay_inside() {
    // The advisor on d1 has d2 and e2 (c1 is outside); the general e1 passes
    // (e1e1), or steps to e2 or f1 (d1 is the advisor's).
    let game = game(JANGGI, "3k5/9/9/9/9/9/9/9/9/3AK4 w - - 0 1");
    assert_eq!(moves(&game), ["d1d2", "d1e2", "e1e1", "e1e2", "e1f1"]);
}

#[test]
fn no_pass_in_check() {
    // The chariot on e2 checks along the palace diagonal: take it or nothing.
    let diagonal = game(JANGGI, "4k4/9/9/9/9/9/9/9/4r4/3K5 w - - 0 1");
    assert_eq!(moves(&diagonal), ["d1e2"]);
}

#[test]
fn in_bikjang_a_move_must_break_the_line() {
    // The generals face each other on the e-file: the elephant must block
    // it (e4), or blue passes.
    let game = game(JANGGI, "4k4/9/9/9/9/9/9/9/9/2B1K4 w - - 0 1");
    assert_eq!(moves(&game), ["c1e4", "e1d1", "e1e1", "e1f1"][..]);
}

#[test]
fn in_bikjang_a_pass_is_allowed_even_in_check_and_ends_the_game_on_points() {
    // Checked along the first rank while facing: only the pass.
    let start = "4k4/9/9/9/9/9/9/9/9/4K3r w - - 0 1";
    assert_eq!(moves(&game(JANGGI, start)), ["e1e1"]);
    // Red counts 13 + 1.5 against 0.
    let passed = played(JANGGI, start, "e1e1");
    assert_eq!(end(&passed), Some((RED_WINS, EndReason::Bikjang)));
    // Facing after the other side's move is no end yet.
    let advisor = "4k4/9/9/9/9/9/9/9/9/3AK4 w - - 0 1";
    assert_eq!(end(&game(JANGGI, advisor)), None);
    assert_eq!(
        end(&played(JANGGI, advisor, "e1e1")),
        Some((BLUE_WINS, EndReason::Bikjang))
    );
}

#[test]
fn two_passes_in_a_row_end_the_game_on_points_with_red_s_one_and_a_half() {
    let ended = |fen: &str| {
        let once = played(JANGGI, fen, "e1e1");
        assert_eq!(end(&once), None, "{fen}");
        end(&played(JANGGI, fen, "e1e1 d10d10"))
    };
    // An advisor each: 3 against 3 + 1.5.
    assert_eq!(
        ended("3ka4/9/9/9/9/9/9/9/9/3AK4 w - - 0 1"),
        Some((RED_WINS, EndReason::BothPassed))
    );
    // A soldier against nothing: 2 against 1.5.
    assert_eq!(
        ended("3k5/9/9/9/9/9/9/9/9/3PK4 w - - 0 1"),
        Some((BLUE_WINS, EndReason::BothPassed))
    );
    // A soldier against an advisor: 2 against 4.5.
    assert_eq!(
        ended("3ka4/9/9/9/9/9/9/9/9/3PK4 w - - 0 1"),
        Some((RED_WINS, EndReason::BothPassed))
    );
}

#[test]
fn perpetual_check_loses() {
    let start = "9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1";
    let line = "a8a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9";
    assert_eq!(end(&played(JANGGI, start, line)), None);
    let after = played(JANGGI, start, &format!("{line} a10a9"));
    assert_eq!(after.fen(), "9/R3k4/9/9/9/9/9/9/9/3K5 b - - 9 5");
    assert_eq!(end(&after), Some((RED_WINS, EndReason::PerpetualCheck)));
}

#[test]
fn a_repetition_without_perpetual_check_is_decided_on_points() {
    let start = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
    let line = "a2a3 e10e9 a3a2 e9e10 a2a3 e10e9 a3a2";
    assert_eq!(end(&played(JANGGI, start, line)), None);
    let game = played(JANGGI, start, &format!("{line} e9e10"));
    assert_eq!(game.fen(), "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 8 5");
    assert_eq!(end(&game), Some((BLUE_WINS, EndReason::RepetitionOnPoints)));
}

#[test]
fn fifty_moves_without_a_capture_are_decided_on_points() {
    let start = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 99 60";
    assert_eq!(end(&game(JANGGI, start)), None);
    let game = played(JANGGI, start, "a2a3");
    assert_eq!(game.fen(), "4k4/9/9/9/9/9/9/R8/9/3K5 b - - 100 60");
    assert_eq!(end(&game), Some((BLUE_WINS, EndReason::MoveRuleOnPoints)));
}

#[test]
fn san_names_the_horse_h_the_elephant_e_and_a_pass_as_the_general_s_move() {
    let game = Game::new(JANGGI, 0).unwrap();
    let written: Vec<String> = ["b1c3", "a4b4", "e2e2", "d1e1"]
        .iter()
        .map(|uci| san(&game, uci))
        .collect();
    assert_eq!(written, ["Hc3", "Pab4", "Ke2", "Ade1"]);
    let mut read = Game::new(JANGGI, 0).unwrap();
    let mv = read.play_san("Ke2").unwrap();
    assert_eq!(read.move_string(mv), "e2e2");
    assert_eq!(
        read.fen(),
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1"
    );
}

#[test]
fn a_check_that_reaches_the_move_rule_is_written_as_check() {
    // The move rule ends the game on points, but the checked side still has
    // moves: `+`, as Fairy-Stockfish writes it.
    let game = game(JANGGI, "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 99 60");
    assert_eq!(san(&game, "a2a10"), "Ra10+");
}

#[test]
fn each_player_may_swap_horse_and_elephant_on_either_wing() {
    // Bits: blue's b1–c1, blue's g1–h1, red's b10–c10, red's g10–h10.
    let swapped = Game::arranged(JANGGI, 0b1001).unwrap();
    let fen = "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR w - - 0 1";
    assert_eq!(swapped.fen(), fen);
    // Fairy-Stockfish's `go perft 3` from that FEN.
    assert_eq!(swapped.perft(3).unwrap(), 33_168);
    assert_eq!(Game::arranged(JANGGI, 0).unwrap().fen(), START);
    assert!(Game::arranged(JANGGI, 0b10000).is_err(), "four pairs only");
    assert!(Game::arranged("xiangqi", 1).is_err(), "Xiangqi has none");
}
