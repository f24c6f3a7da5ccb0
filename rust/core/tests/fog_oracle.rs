//! Fog of war against python-chess along random games (run by
//! `tools/fog-compare`, which writes the games to the file `FOG_ORACLE` names):
//! in every position our FEN and legal moves must equal the oracle's. Our game
//! may end earlier by a draw python-chess does not judge (threefold repetition,
//! fifty moves); the rest of that game is then not compared. After a king is
//! taken the game is over and keeps the taker to move (the other side is out),
//! where python-chess passes the turn: there the side to move is not compared.

use raja_core::{EndReason, Game};
use serde_json::Value;

#[test]
#[ignore = "needs a file of games from tools/fog-compare"]
fn fog_moves_and_fens_equal_python_chess() {
    let path = std::env::var("FOG_ORACLE").expect("FOG_ORACLE names the games file");
    let text = std::fs::read_to_string(&path).expect("games file");
    let (mut games, mut positions, mut draws, mut differences) = (0, 0, 0, 0);
    for line in text.lines() {
        let game: Value = serde_json::from_str(line).expect("a game per line");
        let played = game["played"].as_array().expect("played");
        let expected = game["positions"].as_array().expect("positions");
        let mut ours = Game::new("fog", 0).unwrap();
        games += 1;
        for (ply, position) in expected.iter().enumerate() {
            if ours.is_over() && position["moves"].as_array().is_some_and(|m| !m.is_empty()) {
                draws += 1;
                break;
            }
            positions += 1;
            let fen = position["fen"].as_str().expect("fen");
            let mut moves: Vec<String> = position["moves"]
                .as_array()
                .expect("moves")
                .iter()
                .map(|m| m.as_str().expect("move").to_string())
                .collect();
            moves.sort();
            let mut legal = ours.legal_move_strings();
            legal.sort();
            let side_blind = |fen: &str| {
                let mut fields: Vec<&str> = fen.split(' ').collect();
                if fields.len() > 1 {
                    fields[1] = "?";
                }
                fields.join(" ")
            };
            let king_taken = ours
                .outcome()
                .is_some_and(|o| o.reason == EndReason::KingCaptured);
            let same_fen = match king_taken {
                true => side_blind(&ours.fen()) == side_blind(fen),
                false => ours.fen() == fen,
            };
            if !same_fen || legal != moves {
                differences += 1;
                if differences <= 10 {
                    eprintln!(
                        "game {games} ply {ply}: {} / {fen}\n  ours   {legal:?}\n  oracle {moves:?}",
                        ours.fen()
                    );
                }
                break;
            }
            if let Some(mv) = played.get(ply) {
                ours.play(mv.as_str().expect("move")).unwrap();
            }
        }
    }
    eprintln!(
        "fog vs python-chess: {games} games, {positions} positions compared, \
         {draws} games ended earlier by our draws, {differences} differences"
    );
    assert!(games > 0);
    assert_eq!(differences, 0);
}
