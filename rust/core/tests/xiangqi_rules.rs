//! Xiangqi (Fairy-Stockfish `xiangqi`), one test per rule, and its perft.
//! Positions built by hand; legal moves, FENs and ends as pyffish 0.0.90 gives
//! them; the perft counts from the start are the published ones (Chess
//! Programming Wiki, "Perft Results" for Xiangqi), the others
//! Fairy-Stockfish's (`go perft`), an independent oracle.

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, has, moves, moves_from, played, san};

const XIANGQI: &str = "xiangqi";
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
const RED_WINS: GameResult = GameResult::TeamWin { team: 0 };
const BLACK_WINS: GameResult = GameResult::TeamWin { team: 1 };

#[test]
fn the_start_is_fairy_stockfishs() {
    let game = Game::new(XIANGQI, 0).unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(game.legal_move_strings().len(), 44);
}

#[test]
fn perft_from_the_start() {
    assert_perft(XIANGQI, START, &[44, 1920, 79_666]);
}

#[test]
#[ignore = "slow in debug builds"]
fn perft_from_the_start_depth_4_and_5() {
    assert_perft(XIANGQI, START, &[44, 1920, 79_666, 3_290_240, 133_312_995]);
}

#[test]
fn perft_of_an_opening() {
    assert_perft(
        XIANGQI,
        "r1bakabr1/9/2n1c1nc1/p1p1p1p1p/9/4P4/P1P3P1P/1CN1C1N2/9/R1BAKABR1 b - - 9 5",
        &[31, 1248, 40_602],
    );
}

#[test]
fn perft_of_an_ending_with_screens_and_the_flying_general() {
    assert_perft(
        XIANGQI,
        "2bak4/4a4/4b4/4C4/2p6/9/9/3R5/4A4/3K1A3 w - - 0 1",
        &[32, 135, 4292, 30_635],
    );
}

#[test]
fn the_horse_is_blocked_on_the_point_next_to_it() {
    // The soldier on e3 blocks the horse's leaps to d4 and f4.
    let game = game(XIANGQI, "4k4/9/9/9/9/9/9/4P4/4N4/3K5 w - - 0 1");
    assert_eq!(moves_from(&game, "e2"), ["e2c1", "e2c3", "e2g1", "e2g3"]);
}

#[test]
fn the_elephant_is_blocked_in_the_middle_and_never_crosses_the_river() {
    // The soldier on d4 blocks the leap to c3; c7 and g7 lie across the river.
    let game = game(XIANGQI, "4k4/9/9/9/9/4B4/3P5/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&game, "e5"), ["e5g3"]);
}

#[test]
fn the_soldier_steps_sideways_only_across_the_river() {
    let home = game(XIANGQI, "4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&home, "e4"), ["e4e5"]);
    let across = game(XIANGQI, "4k4/9/9/9/4P4/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(moves_from(&across, "e6"), ["e6d6", "e6e7", "e6f6"]);
}

#[test]
fn the_cannon_captures_only_over_a_screen() {
    // From b3 the cannon jumps the black cannon on b8 to take the horse on
    // b10; it cannot take the cannon itself.
    let game = Game::new(XIANGQI, 0).unwrap();
    let from_b3 = moves_from(&game, "b3");
    assert!(from_b3.contains(&"b3b10".to_string()));
    assert!(!from_b3.contains(&"b3b8".to_string()));
    assert_eq!(from_b3.len(), 12);
}

#[test]
fn the_generals_may_not_face_each_other() {
    // The horse on e5 is all that stands between the generals: it may not
    // move. (The black soldier keeps the game from a draw by material.)
    let pinned = game(XIANGQI, "4k4/9/9/p8/9/4N4/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves(&pinned), ["e1d1", "e1e2", "e1f1"]);
    // The general may not step onto the other general's open file.
    let open = game(XIANGQI, "3k5/9/9/p8/9/9/9/9/9/4K4 w - - 0 1");
    assert_eq!(moves(&open), ["e1e2", "e1f1"]);
}

#[test]
fn a_piece_on_the_horse_s_leg_is_pinned() {
    // The chariot on d2 blocks the black horse's leap to the general on e3:
    // it may only take the horse. (f3 would face the black general.)
    let game = game(XIANGQI, "5k3/9/9/9/9/9/9/4K4/2nR5/9 w - - 0 1");
    assert_eq!(moves(&game), ["d2c2", "e3d3", "e3e2"]);
}

#[test]
fn the_general_and_advisors_stay_in_the_palace() {
    // The advisor on d1 has only e2 (c2 is outside); the general e1 has f1
    // (e2 would face the black general).
    let game = game(XIANGQI, "4k4/9/9/p8/9/9/9/9/9/3AK4 w - - 0 1");
    assert_eq!(moves(&game), ["d1e2", "e1f1"]);
}

#[test]
fn stalemate_loses() {
    // Black's general has no point: d9 is attacked, e10 faces the red general.
    let game = game(XIANGQI, "3k5/R8/9/9/9/9/9/9/9/4K4 b - - 0 1");
    assert!(moves(&game).is_empty());
    assert_eq!(end(&game), Some((RED_WINS, EndReason::Stalemate)));
}

#[test]
fn perpetual_check_loses() {
    // Red checks with every move; black's position after red's first check
    // stands for the third time after nine plies, and red loses.
    let start = "9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1";
    let line = "a8a9 e9e10 a9a10 e10e9 a10a9 e9e10 a9a10 e10e9";
    let before = played(XIANGQI, start, line);
    assert_eq!(end(&before), None);
    let after = played(XIANGQI, start, &format!("{line} a10a9"));
    assert_eq!(after.fen(), "9/R3k4/9/9/9/9/9/9/9/3K5 b - - 9 5");
    assert_eq!(end(&after), Some((BLACK_WINS, EndReason::PerpetualCheck)));
}

#[test]
fn a_repetition_without_perpetual_check_draws() {
    let start = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 0 1";
    let line = "a2a3 e10e9 a3a2 e9e10 a2a3 e10e9 a3a2";
    assert_eq!(end(&played(XIANGQI, start, line)), None);
    let game = played(XIANGQI, start, &format!("{line} e9e10"));
    assert_eq!(game.fen(), "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 8 5");
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::Repetition)));
}

#[test]
fn generals_advisors_and_elephants_alone_cannot_mate() {
    let defenders = game(XIANGQI, "4k4/4a4/9/9/9/9/9/4B4/4A4/3K5 w - - 0 1");
    assert_eq!(
        end(&defenders),
        Some((GameResult::Draw, EndReason::InsufficientMaterial))
    );
    // A soldier can cross the river: play on.
    let soldier = game(XIANGQI, "4k4/4a4/9/9/9/9/9/4B4/4P4/3K5 w - - 0 1");
    assert_eq!(end(&soldier), None);
}

#[test]
fn fifty_moves_without_a_capture_draw() {
    let start = "4k4/9/9/9/9/9/9/9/R8/3K5 w - - 99 60";
    assert_eq!(end(&game(XIANGQI, start)), None);
    let game = played(XIANGQI, start, "a2a3");
    assert_eq!(game.fen(), "4k4/9/9/9/9/9/9/R8/9/3K5 b - - 100 60");
    assert_eq!(
        end(&game),
        Some((GameResult::Draw, EndReason::FiftyMovesWithoutCapture))
    );
}

#[test]
fn a_soldier_move_does_not_reset_the_move_count() {
    let game = played(XIANGQI, "4k4/9/9/9/9/9/4P4/9/9/3K5 w - - 7 10", "e4e5");
    assert_eq!(game.fen(), "4k4/9/9/9/9/4P4/9/9/9/3K5 b - - 8 10");
    assert!(has(&game, "e10e9"));
}

#[test]
fn san_names_the_horse_h_and_the_elephant_e_and_the_soldier_p() {
    let game = Game::new(XIANGQI, 0).unwrap();
    // Both cannons reach e3, both elephants, both advisors: a file tells them apart.
    let written: Vec<String> = ["h3e3", "b1c3", "a4a5", "c1e3", "d1e2", "b3b10"]
        .iter()
        .map(|uci| san(&game, uci))
        .collect();
    assert_eq!(written, ["Che3", "Hc3", "Pa5", "Ece3", "Ade2", "Cxb10"]);
    let mut read = Game::new(XIANGQI, 0).unwrap();
    let mv = read.play_san("Hc3").unwrap();
    assert_eq!(read.move_string(mv), "b1c3");
}

#[test]
fn san_marks_check_and_a_mate_by_the_facing_general() {
    let check = game(XIANGQI, "9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1");
    assert_eq!(san(&check, "a8a9"), "Ra9+");
    // Black's general may not step to e10, facing the red general: mate.
    let mate = game(XIANGQI, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1");
    assert_eq!(san(&mate, "a1d1"), "Rd1#");
}
