//! How often the seat of `raja selfplay <game> --seed S --bots 5,random,random,random`
//! loses its army before level 5 first chooses a move: in the random opening
//! plies, or to the random movers' rolls before its first turn. No bot searches,
//! so many games are cheap; the fraction is the part of the result against
//! random movers that no play of level 5 can change.
//! `cargo run --release -p raja-bots --example opening_losses -- chaturaji-dice 1 100000`
//! then optionally the number of random opening plies (selfplay's 4; 0 shows
//! what the rolls alone take) and `list` to list the games by number.
use raja_bots::{random_move, search::mix};
use raja_core::Army;
use raja_core::Game;

/// Selfplay's random opening plies (`OPENING_PLIES` there).
const SELFPLAY_OPENING_PLIES: u32 = 4;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let id = args.get(1).map_or("chaturaji-dice", String::as_str);
    let seed: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(1);
    let games: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(100);
    let opening_plies: u32 = args
        .get(4)
        .and_then(|s| s.parse().ok())
        .unwrap_or(SELFPLAY_OPENING_PLIES);
    let list = args.get(5).is_some_and(|a| a == "list");
    let mut lost = 0u64;
    for g in 0..games {
        let game_seed = mix(seed ^ mix(g));
        let Ok(mut game) = Game::new(id, game_seed) else {
            eprintln!("no game {id}");
            return;
        };
        // Selfplay's seating for single armies: entry 0 (level 5) plays army g % n.
        let armies = game.variant().army_count() as u64;
        let level5 = Army::new((g % armies) as u8);
        let entry_of = |army: Army| (u64::from(army.number()) + armies - g % armies) % armies;
        loop {
            let position = game.position();
            if game.is_over() || !position.army_state(level5).is_live() {
                break;
            }
            let opening = position.ply() < opening_plies;
            if !opening && position.to_move() == level5 {
                break;
            }
            let mv = match opening {
                true => random_move(&game, game_seed),
                false => random_move(&game, game_seed ^ entry_of(position.to_move())),
            };
            let Some(mv) = mv else { break };
            if game.play_move(mv).is_err() {
                break;
            }
        }
        if !game.position().army_state(level5).is_live() {
            lost += 1;
            if list {
                println!(
                    "game {g}: level 5's army out at ply {}",
                    game.position().ply()
                );
            }
        }
    }
    let share = lost as f64 / games.max(1) as f64;
    // Wilson's 95% interval for the share.
    let (n, z) = (games.max(1) as f64, 1.96f64);
    let centre = (share + z * z / (2.0 * n)) / (1.0 + z * z / n);
    let half = z * (share * (1.0 - share) / n + z * z / (4.0 * n * n)).sqrt() / (1.0 + z * z / n);
    println!(
        "{id}, seed {seed}, {opening_plies} random opening plies: level 5's army out before its \
         first choice in {lost} of {games} games ({:.2}%, 95% CI {:.2}–{:.2}%)",
        share * 100.0,
        (centre - half).max(0.0) * 100.0,
        (centre + half) * 100.0
    );
}
