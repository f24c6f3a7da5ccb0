//! `Position::make_for`: a move for an army that is not to move, as best-reply
//! search plays its rivals' answers. The turn stays where it was and `unmake`
//! restores the position exactly.

mod common;

use common::{KINGS, fen, game};
use raja_core::movegen::{ALL_KINDS, generate_legal};
use raja_core::{Army, Game, Move};

/// The legal moves of `army` in the game's position, whoever is to move.
fn moves_of(game: &Game, army: Army) -> Vec<Move> {
    let mut position = game.position().clone();
    let mut moves = Vec::new();
    generate_legal(game.variant(), &mut position, army, ALL_KINDS, &mut moves);
    moves
}

#[test]
fn an_army_out_of_turn_moves_and_the_turn_stays() {
    for id in ["chaturaji", "fourplayer-ffa", "seasons"] {
        let game = Game::new(id, 3).expect("game");
        let variant = game.variant();
        let before = game.position().clone();
        let waiting = before.to_move();
        let army = waiting.after(2, 4);
        let mv = moves_of(&game, army)[0];
        let mut position = before.clone();
        let undo = position.make_for(variant, army, mv);
        assert_eq!(position.to_move(), waiting, "{id}: the turn stays");
        assert!(position.cell(mv.from).is_empty(), "{id}: the piece left");
        assert_eq!(position.cell(mv.to).army(), army, "{id}: the piece arrived");
        // The hash follows the move: it is the hash of the same position loaded anew.
        let text = raja_core::fen::write(variant, &position);
        let loaded = raja_core::fen::parse(variant, &text).expect("fen");
        assert_eq!(position.hash(), loaded.hash(), "{id}: {text}");
        position.unmake(variant, undo);
        assert_eq!(position, before, "{id}: unmake restores");
        assert_eq!(position.hash(), before.hash(), "{id}");
    }
}

#[test]
fn a_capture_out_of_turn_scores_for_the_capturer() {
    // Red to move; yellow's knight takes green's boat out of turn.
    let game = game("chaturaji", &fen(&format!("{KINGS} yNf6 gBd5"), 'r'));
    let variant = game.variant();
    let capture = moves_of(&game, Army::new(2))
        .into_iter()
        .find(|m| !game.position().cell(m.to).is_empty())
        .expect("a capture for yellow");
    let mut position = game.position().clone();
    let undo = position.make_for(variant, Army::new(2), capture);
    assert!(position.points(Army::new(2)) > 0, "yellow scored");
    assert_eq!(position.points(Army::FIRST), 0, "red did not");
    assert_eq!(position.to_move(), Army::FIRST, "red is still to move");
    position.unmake(variant, undo);
    assert_eq!(&position, game.position());
}
