//! The bots on antichess and atomic chess: the evaluation reads the data terms
//! `lose_pieces_to_win` and `capture_blast`, and level 5 plays to those aims.

use raja_bots::eval::Evaluator;
use raja_bots::{Bot, Limits};
use raja_core::Game;

fn game(id: &str, fen: &str) -> Game {
    Game::from_fen(id, fen).expect("test FEN")
}

/// White's worth minus Black's.
fn white_lead(game: &Game) -> i32 {
    let variant = game.variant();
    let scores = Evaluator::new(variant).scores(variant, &mut game.position().clone());
    scores[0] - scores[1]
}

#[test]
fn antichess_values_fewer_own_pieces() {
    // The same pawns, but White has lost his rook: better for White.
    let even = game("antichess", "r7/pppp4/8/8/8/8/PPPP4/R7 w - - 0 1");
    let rook_gone = game("antichess", "r7/pppp4/8/8/8/8/PPPP4/8 w - - 0 1");
    assert!(white_lead(&rook_gone) > white_lead(&even));
    assert!(white_lead(&rook_gone) > 0);
}

#[test]
fn atomic_fears_own_pieces_beside_the_king() {
    // A knight beside the king is what an enemy capture would explode it with.
    let beside = game("atomic", "4k3/8/8/8/8/8/3N4/4K3 w - - 0 1");
    let away = game("atomic", "4k3/8/8/8/N7/8/8/4K3 w - - 0 1");
    assert!(white_lead(&away) > white_lead(&beside));
}

#[test]
fn atomic_bot_explodes_the_enemy_king() {
    let game = game("atomic", "4k3/4q3/8/8/8/8/4R3/4K3 w - - 0 1");
    for level in 2..=5 {
        let mv = Bot::new(level, 7)
            .with_limits(Limits::nodes(64, 20_000))
            .choose_move(&game)
            .expect("a move");
        assert_eq!(game.move_string(mv), "e2e7", "level {level}");
    }
}

#[test]
fn antichess_bot_gives_its_last_piece_away() {
    // Ra2 forces bxa2, and White, without pieces, wins.
    let game = game("antichess", "8/8/8/8/8/1p6/8/R7 w - - 0 1");
    for level in 2..=5 {
        let mv = Bot::new(level, 7)
            .with_limits(Limits::nodes(64, 20_000))
            .choose_move(&game)
            .expect("a move");
        assert_eq!(game.move_string(mv), "a1a2", "level {level}");
    }
}
