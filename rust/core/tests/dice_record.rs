//! The game's record of the dice: every turn's faces, the die each move used and
//! the dice a turn lost (rules: docs/spec/chaturaji.sk.txt, the dice; the die a
//! move uses is the first whose face lets its piece move, as the engine plays).

use raja_core::Game;
use raja_core::game::dice_record::DieState::{self, Free, Lost, Used};

/// The turns of the record: each army by number, its dice and their states.
fn turns(game: &Game) -> Vec<(u8, Vec<(u8, DieState)>)> {
    game.dice_record()
        .turns()
        .iter()
        .map(|turn| (turn.army.number(), turn.dice.clone()))
        .collect()
}

#[test]
fn a_die_without_a_move_is_lost_and_so_is_a_whole_turn_without_one() {
    // Čaturádží at the start: the elephants (4 and 6) are boxed in by their own
    // pieces. Red throws 4 and 1, green 4 and 4, yellow 1 and 1.
    let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[4, 1, 4, 4, 1, 1]).unwrap();
    assert_eq!(turns(&game), [(0, vec![(4, Free), (1, Free)])]);
    game.play("d2d3").unwrap();
    assert_eq!(
        turns(&game),
        [
            (0, vec![(4, Lost), (1, Used)]),
            (1, vec![(4, Lost), (4, Lost)]),
            (2, vec![(1, Free), (1, Free)]),
        ]
    );
    assert_eq!(
        game.position().to_move().number(),
        2,
        "yellow after green lost his turn"
    );
    assert_eq!(
        game.dice_record().in_progress().map(|t| t.army.number()),
        Some(2)
    );
    game.undo().unwrap();
    assert_eq!(turns(&game), [(0, vec![(4, Free), (1, Free)])]);
}

#[test]
fn the_first_die_that_allows_the_piece_is_used_and_the_turn_goes_on() {
    // Red throws 1 (pawn or king) and 2 (boat); the boat on a1 may jump to c3.
    let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[1, 2, 3, 3]).unwrap();
    game.play("a1c3").unwrap();
    assert_eq!(turns(&game), [(0, vec![(1, Free), (2, Used)])]);
    game.play("d2d3").unwrap();
    assert_eq!(
        turns(&game),
        [
            (0, vec![(1, Used), (2, Used)]),
            (1, vec![(3, Free), (3, Free)])
        ]
    );
    game.undo().unwrap();
    assert_eq!(turns(&game), [(0, vec![(1, Free), (2, Used)])]);
}

#[test]
fn a_pass_and_a_resignation_lose_the_dice_left() {
    let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[1, 2, 3, 3, 1, 1]).unwrap();
    game.play("a1c3").unwrap();
    game.play("pass").unwrap();
    assert_eq!(turns(&game)[0], (0, vec![(1, Lost), (2, Used)]));
    game.play_all("resign:green").unwrap();
    assert_eq!(turns(&game)[1], (1, vec![(3, Lost), (3, Lost)]));
    assert_eq!(turns(&game)[2], (2, vec![(1, Free), (1, Free)]));
}

#[test]
fn a_loaded_game_has_the_record_of_the_game_played() {
    let mut game = Game::with_rolls("chaturaji-dice", 7, None, &[4, 1, 4, 4, 1, 1]).unwrap();
    game.play_all("d2d3 e7e6").unwrap();
    // Red used one die and lost the other, green lost his turn whole, yellow
    // used one of two.
    assert_eq!(turns(&game)[2], (2, vec![(1, Used), (1, Free)]));
    let loaded = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(loaded.dice_record(), game.dice_record());
}

#[test]
fn a_game_from_a_fen_starts_with_the_turn_in_progress() {
    let game = Game::with_rolls("chaturaji-dice", 7, None, &[1, 2]).unwrap();
    let from_fen = Game::from_fen("chaturaji-dice", &game.fen()).unwrap();
    assert_eq!(turns(&from_fen), [(0, vec![(1, Free), (2, Free)])]);
}

#[test]
fn games_without_dice_record_nothing() {
    let mut game = Game::new("chaturaji", 7).unwrap();
    game.play("d2d3").unwrap();
    assert!(game.dice_record().turns().is_empty());
}
