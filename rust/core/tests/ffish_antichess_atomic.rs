//! Antichess and atomic chess against Fairy-Stockfish: random games that
//! `pyffish` played (`tools/ffish-antichess-atomic` writes them, one JSON line a
//! game), replayed here; at every position the FEN, the sorted legal moves and
//! whether and how the game ended must be the same.
//!
//! ```sh
//! tools/ffish-antichess-atomic 1000
//! ```

use raja_core::{Game, GameResult};
use serde_json::Value;

/// The result for the side to move, as the games file writes it: 1 win, 0 draw, -1 loss.
fn our_end(game: &Game) -> Option<i64> {
    let outcome = game.outcome()?;
    Some(match outcome.result {
        GameResult::Draw => 0,
        GameResult::TeamWin { team } if team == game.position().to_move() => 1,
        _ => -1,
    })
}

fn strings(value: &Value) -> Vec<String> {
    value
        .as_array()
        .map(|a| {
            a.iter()
                .filter_map(|s| s.as_str().map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

/// Compares one game; returns the positions compared and the differences found.
fn compare(line: &str) -> (usize, Vec<String>) {
    let record: Value = serde_json::from_str(line).expect("a JSON game");
    let variant = record["variant"].as_str().expect("variant");
    let start = record["start"].as_str().expect("start");
    let moves = strings(&record["moves"]);
    let mut game = Game::from_fen(variant, start).expect("the start FEN reads");
    let mut differences = Vec::new();
    let positions = record["positions"].as_array().expect("positions");
    for (ply, position) in positions.iter().enumerate() {
        let at = format!("{variant} {start} moves {}", moves[..ply].join(" "));
        let fen = position["fen"].as_str().unwrap_or_default();
        if game.fen() != fen {
            differences.push(format!("{at}: FEN {} vs {fen}", game.fen()));
        }
        let theirs = position["end"].as_i64();
        if our_end(&game) != theirs {
            differences.push(format!("{at}: end {:?} vs {theirs:?}", game.outcome()));
        }
        if theirs.is_none() && !game.is_over() {
            let mut ours = game.legal_move_strings();
            ours.sort();
            let expected = strings(&position["legal"]);
            if ours != expected {
                differences.push(format!("{at}: moves {ours:?} vs {expected:?}"));
            }
        }
        if !differences.is_empty() {
            return (ply + 1, differences);
        }
        if let Some(mv) = moves.get(ply)
            && let Err(e) = game.play(mv)
        {
            differences.push(format!("{at}: {mv} refused: {e}"));
            return (ply + 1, differences);
        }
    }
    (positions.len(), differences)
}

#[test]
#[ignore = "needs the games file tools/ffish-antichess-atomic writes"]
fn random_games_agree_with_fairy_stockfish() {
    let path = std::env::var("RAJA_FFISH_GAMES").expect("RAJA_FFISH_GAMES: the games file");
    let text = std::fs::read_to_string(&path).expect("the games file reads");
    let (mut games, mut positions, mut differences) = (0, 0, Vec::new());
    for line in text.lines().filter(|l| !l.trim().is_empty()) {
        let (compared, found) = compare(line);
        games += 1;
        positions += compared;
        differences.extend(found);
    }
    println!(
        "{path}: {games} games, {positions} positions compared, {} differences",
        differences.len()
    );
    for difference in differences.iter().take(20) {
        println!("  {difference}");
    }
    assert!(games > 0, "no games in {path}");
    assert!(differences.is_empty());
}
