//! Sittuyin (Fairy-Stockfish `sittuyin`), one test per rule, and its perft.
//! Positions built by hand or reached by random moves; legal moves, FENs and
//! ends as pyffish 0.0.90 gives them; the perft counts are Fairy-Stockfish's
//! (`go perft`), an independent oracle (no table is published).

mod two_player;

use raja_core::{EndReason, Game, GameResult};
use two_player::{assert_perft, end, game, moves, moves_from, played, san};

const SITTUYIN: &str = "sittuyin";
/// The start as Fairy-Stockfish writes it back (its `startFen` lists the
/// pieces in hand as `[KFRRSSNNkfrrssnn]`, which reads the same).
const START: &str = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1";

#[test]
fn the_start_has_only_pawns_on_the_board_and_reads_fairy_stockfishs_fen() {
    let game = Game::new(SITTUYIN, 0).unwrap();
    assert_eq!(game.fen(), START);
    let fairy = Game::from_fen(
        SITTUYIN,
        "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KFRRSSNNkfrrssnn] w - - 0 1",
    );
    assert_eq!(fairy.unwrap().fen(), START);
}

#[test]
fn perft_from_the_start() {
    assert_perft(SITTUYIN, START, &[88, 7744, 580_096]);
}

#[test]
#[ignore = "slow in debug builds"]
fn perft_from_the_start_depth_4() {
    assert_perft(SITTUYIN, START, &[88, 7744, 580_096, 43_454_464]);
}

#[test]
fn perft_with_one_chariot_left_to_place() {
    assert_perft(
        SITTUYIN,
        "2s2rf1/nk3n2/s3pppp/pppp4/4PPPP/PPPP1F1N/K4N2/SR2S1R1[r] b - - 0 8",
        &[5, 125, 3161, 83_149],
    );
}

#[test]
fn perft_of_a_middlegame() {
    assert_perft(
        SITTUYIN,
        "2frn1r1/s1s5/nk2p1p1/p1p3F1/5PpP/1P1P2S1/p1KpRNRS/3N4[] w - - 1 21",
        &[26, 667, 17_827],
    );
}

#[test]
fn perft_of_an_ending_with_promotions() {
    assert_perft(
        SITTUYIN,
        "8/1P5k/6r1/8/8/8/1K1S4/5s2[] w - - 2 97",
        &[19, 378, 5691, 112_150],
    );
}

#[test]
fn pieces_are_placed_on_the_own_three_ranks_and_chariots_on_the_first() {
    let game = Game::new(SITTUYIN, 0).unwrap();
    let all = moves(&game);
    assert!(
        all.iter().all(|m| m.contains('@')),
        "only placements at first"
    );
    let chariots: Vec<&String> = all.iter().filter(|m| m.starts_with("R@")).collect();
    assert_eq!(
        chariots,
        [
            "R@a1", "R@b1", "R@c1", "R@d1", "R@e1", "R@f1", "R@g1", "R@h1"
        ]
    );
    // 20 empty squares on ranks 1 to 3 for each other piece.
    assert_eq!(all.iter().filter(|m| m.starts_with("K@")).count(), 20);
}

#[test]
fn a_player_in_check_places_a_piece_that_shields_his_king() {
    let game = game(SITTUYIN, "4r3/8/8/8/8/8/8/4K3[SSF] w - - 0 1");
    assert_eq!(moves(&game), ["F@e2", "F@e3", "S@e2", "S@e3"]);
}

#[test]
fn the_king_is_not_placed_where_it_would_stand_in_check() {
    let game = game(SITTUYIN, "4r2k/8/8/8/8/8/8/8[K] w - - 0 1");
    let kings = moves(&game);
    assert_eq!(kings.len(), 21, "the e-file is the chariot's: {kings:?}");
    assert!(kings.iter().all(|m| !m.starts_with("K@e")));
}

#[test]
fn pieces_move_only_when_nothing_in_hand_can_be_placed() {
    // The chariot in hand goes only on the full first rank.
    let game = game(SITTUYIN, "4k3/8/8/8/8/p7/PPPPPPPP/RNSKFSNR[R] w - - 0 1");
    assert_eq!(
        moves(&game),
        [
            "b1a3", "b1c3", "b2a3", "b2b3", "c2c3", "d2d3", "e2e3", "f2f3", "g1f3", "g1h3", "g2g3",
            "h2h3"
        ]
    );
}

#[test]
fn a_pawn_on_the_long_diagonal_promotes_in_place_or_by_a_diagonal_step() {
    let game = game(SITTUYIN, "8/5k2/8/4P3/1P6/8/r7/3K4[] w - - 0 1");
    // b4 is off the diagonals: with two pawns it only moves.
    assert_eq!(moves_from(&game, "b4"), ["b4b5"]);
    assert_eq!(
        moves_from(&game, "e5"),
        ["e5d4f", "e5d6f", "e5e5f", "e5e6", "e5f4f", "e5f6f"]
    );
    let promoted = played(SITTUYIN, "8/5k2/8/4P3/1P6/8/r7/3K4[] w - - 0 1", "e5e5f");
    assert_eq!(promoted.fen(), "8/5k2/8/4F3/1P6/8/r7/3K4[] b - - 0 1");
}

#[test]
fn no_promotion_while_the_player_has_a_general() {
    let game = game(SITTUYIN, "8/5k2/8/4P3/8/8/r7/3K1F2[] w - - 0 1");
    assert_eq!(moves_from(&game, "e5"), ["e5e6"]);
}

#[test]
fn the_last_pawn_promotes_from_any_square() {
    let game = game(SITTUYIN, "8/5k2/8/8/1P6/8/r7/3K4[] w - - 0 1");
    assert_eq!(
        moves_from(&game, "b4"),
        ["b4a3f", "b4a5f", "b4b4f", "b4b5", "b4c3f", "b4c5f"]
    );
}

#[test]
fn the_new_general_attacks_no_enemy_piece() {
    // A general on e5 or d6's neighbours would attack the horse on d6.
    let game = game(SITTUYIN, "8/5k2/3n4/4P3/8/8/r7/3K4[] w - - 0 1");
    assert_eq!(
        moves_from(&game, "e5"),
        ["e5d4f", "e5d6", "e5e6", "e5f4f", "e5f6f"]
    );
}

#[test]
fn a_promotion_may_not_give_check() {
    // Stepping off d5 would open the chariot's line to the king on h5.
    let game = game(SITTUYIN, "8/8/8/R2P3k/8/8/8/K7[] w - - 0 1");
    assert_eq!(moves_from(&game, "d5"), ["d5d5f", "d5d6"]);
}

#[test]
fn promotions_are_written_as_fairy_stockfish_writes_them() {
    let game = game(SITTUYIN, "8/5k2/8/4P3/8/8/r7/3K4[] w - - 0 1");
    assert_eq!(san(&game, "e5e5f"), "e5=F");
    assert_eq!(san(&game, "e5d4f"), "e5d4=F");
    assert_eq!(san(&game, "e5e6"), "e6+");
}

#[test]
fn the_count_starts_when_a_king_is_left_alone_without_pawns() {
    let game = played(
        SITTUYIN,
        "8/8/8/3k4/8/3p4/8/R2K4[] w - - 0 1",
        "a1a3 d5d4 a3d3",
    );
    // A chariot: 16 moves, 32 plies, from 0.
    assert_eq!(game.fen(), "8/8/8/8/3k4/3R4/8/3K4[] b - 32 0 2");
    let elephant = played(SITTUYIN, "4k3/8/8/8/8/8/8/S3K3[] b - - 0 1", "e8d8 e1d1");
    assert_eq!(elephant.fen(), "3k4/8/8/8/8/8/8/S2K4[] b - 88 0 2");
    // Against generals alone there is no count.
    let generals = played(SITTUYIN, "4k3/8/8/8/8/8/8/FF2K3[] b - - 0 1", "e8d8 e1d1");
    assert_eq!(generals.fen(), "3k4/8/8/8/8/8/8/FF1K4[] b - - 2 2");
}

#[test]
fn a_count_past_its_limit_draws() {
    let before = game(SITTUYIN, "8/8/8/3k4/8/8/8/R2K4[] b - 32 32 40");
    assert_eq!(end(&before), None);
    let after = played(SITTUYIN, "8/8/8/3k4/8/8/8/R2K4[] b - 32 32 40", "d5e5");
    assert_eq!(after.fen(), "8/8/8/4k3/8/8/8/R2K4[] w - 32 33 41");
    assert_eq!(end(&after), Some((GameResult::Draw, EndReason::Counting)));
}

#[test]
fn a_king_and_a_pawn_that_could_only_promote_draw() {
    // Only h2h2f is legal: the king on h3 blocks the pawn, the general on f2
    // guards g1 and g3.
    let stuck = game(SITTUYIN, "8/8/8/8/8/7k/5f1P/7K[] w - - 0 1");
    assert_eq!(end(&stuck), Some((GameResult::Draw, EndReason::Stalemate)));
    // With the pawn free to step, play goes on.
    let free = game(SITTUYIN, "8/8/8/8/7k/8/5f1P/7K[] w - - 0 1");
    assert_eq!(end(&free), None);
    assert!(moves(&free).contains(&"h2h3".to_string()));
}

#[test]
fn fifty_moves_without_a_capture_or_pawn_move_draw() {
    let game = played(SITTUYIN, "4k3/8/8/8/8/8/8/R3K3[] w - - 99 80", "a1a2");
    assert_eq!(end(&game), Some((GameResult::Draw, EndReason::FiftyMoves)));
}

#[test]
fn a_piece_in_hand_can_still_mate() {
    let held = game(SITTUYIN, "4k3/8/8/8/8/8/8/4K3[F] w - - 0 1");
    assert_eq!(end(&held), None);
    assert_eq!(held.legal_move_strings().len(), 23);
    let placed = game(SITTUYIN, "4k3/8/8/8/8/8/8/3FK3[] w - - 0 1");
    assert_eq!(
        end(&placed),
        Some((GameResult::Draw, EndReason::InsufficientMaterial))
    );
}

#[test]
fn a_saved_game_keeps_the_hands_and_a_promotion_in_place() {
    let mut placing = Game::new(SITTUYIN, 0).unwrap();
    placing.play_all("K@e2 S@d7 R@a1").unwrap();
    let loaded = Game::load_from_str(&placing.save_to_string()).unwrap();
    assert_eq!(
        loaded.fen(),
        "8/3s4/4pppp/pppp4/4PPPP/PPPP4/4K3/R7[SSFRNNksfrrnn] b - - 0 2"
    );
    assert_eq!(loaded.fen(), placing.fen());
    let mut promoting = game(SITTUYIN, "8/5k2/8/4P3/1P6/8/r7/3K4[] w - - 0 1");
    promoting.play("e5e5f").unwrap();
    let loaded = Game::load_from_str(&promoting.save_to_string()).unwrap();
    assert_eq!(loaded.fen(), "8/5k2/8/4F3/1P6/8/r7/3K4[] b - - 0 1");
}
