//! Replays the games of `raja selfplay <game> --seed S --bots 5,O,O,O --nodes 300000`
//! (O: a level, or 0 for random movers; the same seats, seeds and opening) and
//! prints the last plies before level 5's army leaves, with the dice, whether it
//! was in check and the bots' values, so lost games can be read move by move.
//! `cargo run --release -p raja-bots --example army_losses -- seasons-dice 11 40 0 [game] [opening]`
//! (`game` `all` for every game; `opening`: selfplay's `--opening`, 4 unless said)
use raja_core::Army;
use std::sync::atomic::AtomicBool;

use raja_bots::{Bot, random_move, search::mix};
use raja_core::Game;
use raja_core::attack::in_check;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id = args.get(1).map_or("seasons-dice", String::as_str);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(11);
    let games: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(40);
    let opponent: u8 = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(0);
    let only: Option<usize> = args.get(5).and_then(|s| s.parse().ok());
    let opening: u32 = args.get(6).and_then(|s| s.parse().ok()).unwrap_or(4);
    for g in 0..games {
        if only.is_some_and(|o| o != g) {
            continue;
        }
        let game_seed = mix(seed ^ mix(g as u64));
        let mut game = Game::new(id, game_seed).expect("game");
        // Free-for-all seating (selfplay's `entry_of_army` for four single armies).
        let entry_of = |army: usize| (army + 4 - g % 4) % 4;
        let l5_army = Army::new((g % 4) as u8);
        let bots: Vec<Option<Bot>> = (0..4)
            .map(|i| {
                let level = if i == 0 { 5 } else { opponent };
                (level > 0).then(|| {
                    let mut limits = raja_bots::Level::new(level).limits;
                    limits.nodes = limits.nodes.min(300_000);
                    limits.time = None;
                    Bot::new(level, mix(game_seed ^ i as u64)).with_limits(limits)
                })
            })
            .collect();
        let cancel = AtomicBool::new(false);
        let mut log: Vec<String> = Vec::new();
        while !game.is_over() && game.position().ply() < opening {
            let Some(mv) = random_move(&game, game_seed) else {
                break;
            };
            game.play_move(mv).expect("legal");
        }
        let mut out = false;
        while !game.is_over() && game.position().ply() < 3000 {
            let army = game.position().to_move();
            let entry = entry_of(army.index());
            let variant = game.variant();
            let check = in_check(variant, game.position(), l5_army);
            let faces: Vec<u8> = game
                .position()
                .dice()
                .map(|d| d.faces())
                .unwrap_or_default();
            let fen = game.fen();
            let (mv, value) = match &bots[entry] {
                None => (random_move(&game, game_seed ^ entry as u64), None),
                Some(bot) => match bot.choose(&game, &cancel) {
                    Some(c) => (Some(c.mv), Some((c.value, c.depth))),
                    None => (None, None),
                },
            };
            let Some(mv) = mv else { break };
            log.push(format!(
                "ply {} army {} (entry {}) faces {:?} L5check {} move {} value {:?}\n    {}",
                game.position().ply(),
                army,
                entry,
                faces,
                check,
                game.move_string(mv),
                value,
                fen
            ));
            game.play_move(mv).expect("legal");
            if !out && !game.position().army_state(l5_army).is_live() {
                out = true;
                let left = Army::all(4)
                    .filter(|&a| game.position().army_state(a).is_live())
                    .count();
                println!(
                    "game {g}: L5 army {l5_army} out with {left} live left, ply {}",
                    game.position().ply()
                );
                for line in log.iter().rev().take(14).rev() {
                    println!("  {line}");
                }
            }
        }
        let outcome = game.outcome().map(|o| format!("{:?}", o.result));
        println!("game {g}: L5 army {l5_army} end {outcome:?}");
    }
}
