//! Perft from the start and from built positions, each count checked against the
//! simple reference implementation in `common/reference.rs` (never against numbers
//! the engine produced), plus counts small enough to check by hand.

mod common;

use common::reference::Reference;
use common::{KINGS, fen, fen_with, game};
use raja_core::Game;

fn check(id: &str, fen: &str, max_depth: u32) {
    let teams = id.contains("teams");
    let engine = game(id, fen);
    let reference = Reference::from_fen(fen, teams);
    for depth in 0..=max_depth {
        assert_eq!(
            engine.perft(depth).unwrap(),
            reference.perft(depth),
            "{id} depth {depth} from {fen}"
        );
    }
}

#[test]
fn perft_start_by_hand() {
    // Red: four pawn steps, knight to a3 or c3, boat a1-c3, king e1 or e2.
    let game = Game::new("chaturaji", 0).unwrap();
    assert_eq!(game.perft(0).unwrap(), 1);
    assert_eq!(game.perft(1).unwrap(), 9);
    // The armies cannot touch each other in four plies: 9 moves each.
    assert_eq!(game.perft(4).unwrap(), 9u64.pow(4));
}

#[test]
fn perft_start_matches_reference() {
    let start = Game::new("chaturaji", 0).unwrap().fen();
    check("chaturaji", &start, 6);
    check("chaturaji-teams", &start, 5);
}

#[test]
fn perft_built_positions_match_reference() {
    let positions = [
        // Mid-game melee around the centre.
        fen(
            "rKd1 rEd4 rNc3 rBa1 rPb3 gKa5 gEe5 gNc6 gPc5 yKe8 yEe4 yNf6 yBh8 yPf5 bKh4 bEd5 bNf3 bBf1 bPf4",
            'r',
        ),
        // Pawns next to their promotion edges, some pieces lost, some not.
        fen(
            "rKd1 rPa7 rPb7 rPg7 rNc1 gKa5 gPg1 gPg2 gPg6 gBa8 yKe8 yPh2 yPb2 yEf8 bKh4 bPb1 bPb3 bPb8",
            'r',
        ),
        // A grey army among live ones.
        fen_with(
            "rKd1 rEd4 gKa5 gEa4 gBc3 yKe8 yEe4 bKh4 bEh5 bPg4",
            'r',
            "LXLL",
        ),
        // Boats near a triumph block.
        fen("rKd1 rBc3 gKa5 gBd6 yKe8 yBd5 bKh4 bBc6 rPe2 gPb5", 'r'),
        // Kings close together: captures that end the game.
        fen("rKd4 gKe5 yKd5 bKe4 rPc4 gPf5 yEa8 bNh1", 'r'),
    ];
    for position in &positions {
        check("chaturaji", position, 4);
        check("chaturaji-teams", position, 4);
    }
}

#[test]
fn perft_of_a_finished_game_is_zero() {
    // Only kings left: the game is over, so there are no moves.
    let over = game("chaturaji", &fen(KINGS, 'r'));
    assert!(over.is_over());
    assert_eq!(over.perft(0).unwrap(), 1);
    assert_eq!(over.perft(1).unwrap(), 0);
    assert_eq!(over.perft(3).unwrap(), 0);
}

#[test]
fn perft_is_for_diceless_games_only() {
    let dice = Game::new("chaturaji-dice", 1).unwrap();
    assert_eq!(dice.perft(2), Err(raja_core::Error::PerftWithDice));
}

#[test]
fn divide_sums_to_perft() {
    let game = Game::new("chaturaji", 0).unwrap();
    let divided = game.divide(3).unwrap();
    assert_eq!(divided.len(), 9);
    assert_eq!(
        divided.iter().map(|(_, n)| n).sum::<u64>(),
        game.perft(3).unwrap()
    );
}
