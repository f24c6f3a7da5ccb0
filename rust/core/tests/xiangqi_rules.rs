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
    // The advisor on d1 has only e2 (c2 is outside); the general e1 has e2
    // (f1 would face the black general).
    let game = game(XIANGQI, "5k3/9/9/p8/9/9/9/9/9/3AK4 w - - 0 1");
    assert_eq!(moves(&game), ["d1e2", "e1e2"]);
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
fn moves_are_written_in_wxf_with_files_from_each_players_right() {
    // The WXF of each move as pyffish 0.0.90 writes it (NOTATION_XIANGQI_WXF).
    let start = Game::new(XIANGQI, 0).unwrap();
    let written: Vec<String> = ["h3e3", "b1c3", "a4a5", "c1e3", "d1e2", "b3b10", "h1g3"]
        .iter()
        .map(|uci| san(&start, uci))
        .collect();
    assert_eq!(
        written,
        ["C2=5", "H8+7", "P9+1", "E7+5", "A6+5", "C8+7", "H2+3"]
    );
    // Black counts its files from its own right, and forward is down the board.
    let black = played(XIANGQI, START, "h3e3");
    let written: Vec<String> = ["h8e8", "b10c8", "g7g6", "c10e8"]
        .iter()
        .map(|uci| san(&black, uci))
        .collect();
    assert_eq!(written, ["C8=5", "H2+3", "P7+1", "E3+5"]);
    // Neither checks nor mates are marked.
    assert_eq!(
        san(&game(XIANGQI, "9/4k4/R8/9/9/9/9/9/9/3K5 w - - 0 1"), "a8a9"),
        "R9+1"
    );
    assert_eq!(
        san(&game(XIANGQI, "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1"), "a1d1"),
        "R9=6"
    );
    let mut read = Game::new(XIANGQI, 0).unwrap();
    let mv = read.play_san("H8+7").unwrap();
    assert_eq!(read.move_string(mv), "b1c3");
    assert!(read.play_san("Hc3").is_err(), "SAN is not WXF");
}

/// The WXF of each move (given as move strings) in the position `fen`.
fn wxf(fen: &str, moves: &[&str]) -> Vec<String> {
    let position = game(XIANGQI, fen);
    moves.iter().map(|uci| san(&position, uci)).collect()
}

#[test]
fn wxf_tells_two_pieces_on_a_file_apart_by_front_and_rear() {
    // Two chariots: `+` the front, `-` the rear, in place of the file.
    let chariots = "3k5/9/9/9/9/R8/9/9/R8/4K4 w - - 0 1";
    assert_eq!(
        wxf(chariots, &["a5a9", "a2a1", "a5b5"]),
        ["R++4", "R--1", "R+=8"]
    );
    // The rear horse's leg is blocked; on an empty board it could, so it counts.
    let horses = "3k5/9/9/9/9/2N6/9/2P6/2N6/4K4 w - - 0 1";
    assert_eq!(wxf(horses, &["c5b7", "c2a3"]), ["H++8", "H-+9"]);
    // Not where the other could make no move that reads the same: two
    // elephants on a file go to e3 one forward, one backward.
    let elephants = "r2k5/9/9/9/9/2B6/9/9/9/2B2K3 w - - 0 1";
    assert_eq!(wxf(elephants, &["c5e3", "c1e3"]), ["E7-5", "E7+5"]);
    // A soldier before the river counts as if it could step sideways.
    let soldiers = "9/3P1k3/3rNn2R/9/c1p6/2B5p/9/2p2A3/9/3A1KB2 b - - 0 92";
    assert_eq!(wxf(soldiers, &["c3d3", "c3b3"]), ["P+=4", "P+=2"]);
}

#[test]
fn wxf_numbers_soldiers_from_the_front_where_three_share_a_file_or_two_files_two() {
    let three = "3k5/9/4P4/4P4/4P4/9/9/9/9/5K3 w - - 0 1";
    assert_eq!(
        wxf(three, &["e8e9", "e7d7", "e6f6"]),
        ["15+1", "25=6", "35=4"]
    );
    let two_files = "3k5/9/4P1P2/4P1P2/9/9/9/9/9/5K3 w - - 0 1";
    assert_eq!(wxf(two_files, &["e8e9", "g7h7"]), ["15+1", "23=2"]);
}
