//! `raja selfplay <game> --games N --seed S [--bots L1,L2,… | random] [--movetime MS]
//! [--nodes N]`: a tournament between bot levels (1–5) and random movers. The line-up
//! is rotated one seat every game, so each entry plays every army, and in team games
//! entries i and i + 2 are partners whatever the game's pairing; a progress bar
//! goes to stderr, a results table to stdout, and one JSON object as the last line.
//!
//! Every game opens with a few random plies, so that games between deterministic
//! bots differ. A bot entry is a level, optionally with the free-for-all algorithm forced:
//! `5/paranoid`, `5/maxn` or `5/brs` (for measuring them against each other).

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use raja_bots::search::mix;
use raja_bots::{Algorithm, Bot, Choice, Limits, random_move};
use raja_core::{Game, GameResult};
use serde_json::{Value, json};

use crate::args::Args;

const USAGE: &str = "raja selfplay <game> --games N --seed S [--bots L1,L2,… | random] \
                     [--movetime MS] [--nodes N]";
/// Each game opens with this many random plies (one per army), so that games
/// between deterministic bots differ; seeded by the game, like everything else.
const OPENING_PLIES: u32 = 4;
/// A game still running after this many plies is stopped and scored as it stands.
const MAX_PLIES: u32 = 3000;
/// 95% two-sided normal quantile.
const Z95: f64 = 1.96;

/// One line-up entry.
#[derive(Clone)]
enum Player {
    Random,
    Bot {
        level: u8,
        algorithm: Option<Algorithm>,
    },
}

impl Player {
    fn parse(text: &str) -> Result<Player, String> {
        if text == "random" || text == "r" {
            return Ok(Player::Random);
        }
        let (level, algorithm) = match text.split_once('/') {
            Some((level, "paranoid")) => (level, Some(Algorithm::AlphaBeta)),
            Some((level, "maxn")) => (level, Some(Algorithm::MaxN)),
            Some((level, "brs")) => (level, Some(Algorithm::BestReply)),
            Some(_) => {
                return Err(format!("bot {text:?}: algorithm is paranoid, maxn or brs"));
            }
            None => (text, None),
        };
        match level.parse::<u8>() {
            Ok(level @ 1..=5) => Ok(Player::Bot { level, algorithm }),
            _ => Err(format!("bot {text:?} is not a level 1–5 or random")),
        }
    }

    /// The bot of this entry (`None` for a random mover).
    fn bot(&self, seed: u64, limits: &dyn Fn(u8) -> Limits) -> Option<Bot> {
        let Player::Bot { level, algorithm } = self else {
            return None;
        };
        let bot = Bot::new(*level, seed).with_limits(limits(*level));
        Some(match algorithm {
            Some(algorithm) => bot.with_algorithm(*algorithm),
            None => bot,
        })
    }

    fn name(&self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Bot {
                level,
                algorithm: None,
            } => format!("L{level}"),
            Player::Bot {
                level,
                algorithm: Some(Algorithm::AlphaBeta),
            } => {
                format!("L{level}/paranoid")
            }
            Player::Bot {
                level,
                algorithm: Some(Algorithm::MaxN),
            } => format!("L{level}/maxn"),
            Player::Bot {
                level,
                algorithm: Some(Algorithm::BestReply),
            } => format!("L{level}/brs"),
        }
    }
}

/// What one line-up entry did over the tournament.
#[derive(Default)]
struct Tally {
    games: u32,
    wins: u32,
    draws: u32,
    /// Count of each place (free-for-all); index 0 is first.
    places: Vec<u32>,
    points: Vec<f64>,
    place_list: Vec<f64>,
    moves: u64,
    nodes: u64,
    think: Duration,
    longest_think: Duration,
    depth_sum: u64,
    max_depth: u32,
}

pub fn run(args: &Args) -> Result<(), String> {
    args.expect_positional(1, USAGE)?;
    let id = &args.positional[0];
    let probe = Game::new(id, args.seed).map_err(|e| e.to_string())?;
    let armies = probe.variant().army_count();
    let teams = probe.variant().options.teams;
    let spec = args.bots.clone().unwrap_or_else(|| "5,3,3,3".into());
    let mut lineup: Vec<Player> = spec
        .split(',')
        .map(Player::parse)
        .collect::<Result<_, _>>()?;
    if lineup.len() == 1 {
        lineup = vec![lineup[0].clone(); armies];
    }
    if lineup.len() != armies {
        return Err(format!(
            "--bots needs 1 or {armies} entries, got {}",
            lineup.len()
        ));
    }
    let games = args.games.unwrap_or(10);
    let limits = |level: u8| {
        let mut limits = raja_bots::Level::new(level).limits;
        if let Some(ms) = args.movetime {
            limits.time = Some(Duration::from_millis(ms));
            limits.nodes = u64::MAX;
        }
        // A cap, not a replacement: a level never gets more nodes than it has,
        // so `--nodes 300000` holds level 5 to a fifth of its own and leaves
        // level 3 (200 000) as shipped, less its time limit.
        if let Some(nodes) = args.nodes {
            limits.nodes = limits.nodes.min(nodes);
            limits.time = args.movetime.map(Duration::from_millis);
        }
        limits
    };

    let seats = seat_order(&probe.variant().teams());
    let mut tallies: Vec<Tally> = (0..armies).map(|_| Tally::default()).collect();
    let mut reasons: std::collections::BTreeMap<String, u32> = Default::default();
    let start = Instant::now();
    for g in 0..games {
        progress(g, games, start.elapsed());
        let game_seed = mix(args.seed ^ mix(u64::from(g)));
        let mut game = Game::new(id, game_seed).map_err(|e| e.to_string())?;
        let entry_of = |army: usize| entry_of_army(&seats, g as usize, army);
        let bots: Vec<Option<Bot>> = lineup
            .iter()
            .enumerate()
            .map(|(i, player)| player.bot(mix(game_seed ^ i as u64), &limits))
            .collect();
        play_game(&mut game, game_seed, &bots, &entry_of, &mut tallies)?;
        let reason = game.outcome().map_or("ply-limit".to_string(), |o| {
            format!("{:?}", o.reason).to_lowercase()
        });
        *reasons.entry(reason).or_default() += 1;
        score_game(&game, teams, armies, &entry_of, &mut tallies);
    }
    progress(games, games, start.elapsed());
    eprintln!();

    let rows: Vec<Value> = lineup
        .iter()
        .zip(&tallies)
        .enumerate()
        .map(|(i, (player, tally))| seat_json(i, player, tally, teams))
        .collect();
    print_table(&rows, teams);
    let report = json!({
        "game": id,
        "games": games,
        "seed": args.seed,
        "bots": lineup.iter().map(Player::name).collect::<Vec<_>>(),
        "movetime_ms": args.movetime,
        "nodes": args.nodes,
        "seconds": start.elapsed().as_secs_f64(),
        "reasons": reasons,
        "seats": rows,
    });
    println!("{report}");
    Ok(())
}

/// The armies in line-up order: one member of each team in turn, then the second
/// members, and so on (each army its own team in free-for-all). Entries `i` and
/// `i + teams` of a line-up then sit on the same team whatever the game's
/// pairing: Čaturádží's partners are armies 0 and 2, Čaturanga's 0 and 3.
fn seat_order(teams: &[Vec<u8>]) -> Vec<u8> {
    let largest = teams.iter().map(Vec::len).max().unwrap_or(0);
    (0..largest)
        .flat_map(|member| teams.iter().filter_map(move |team| team.get(member)))
        .copied()
        .collect()
}

/// The line-up entry playing `army` in game `game`: the entries move one seat of
/// `seats` every game, so each plays every army and partners stay partners.
fn entry_of_army(seats: &[u8], game: usize, army: usize) -> usize {
    let n = seats.len();
    let seat = seats
        .iter()
        .position(|&a| usize::from(a) == army)
        .unwrap_or(army);
    (seat + n - game % n) % n
}

/// Plays a game to its end: a few random opening plies, then each army's entry
/// (a bot, or a random mover when `None`) moves; the bots' searches are tallied.
fn play_game(
    game: &mut Game,
    game_seed: u64,
    bots: &[Option<Bot>],
    entry_of: &dyn Fn(usize) -> usize,
    tallies: &mut [Tally],
) -> Result<(), String> {
    let cancel = AtomicBool::new(false);
    while !game.is_over() && game.position().ply() < OPENING_PLIES {
        let Some(mv) = random_move(game, game_seed) else {
            break;
        };
        game.play_move(mv).map_err(|e| e.to_string())?;
    }
    while !game.is_over() && game.position().ply() < MAX_PLIES {
        let entry = entry_of(usize::from(game.position().to_move()));
        let mv = match &bots[entry] {
            None => random_move(game, game_seed ^ entry as u64),
            Some(bot) => bot.choose(game, &cancel).map(|choice| {
                tallies[entry].add(&choice);
                choice.mv
            }),
        };
        let Some(mv) = mv else { break };
        game.play_move(mv)
            .map_err(|e| format!("bot played an illegal move: {e}"))?;
    }
    Ok(())
}

impl Tally {
    fn add(&mut self, choice: &Choice) {
        self.moves += 1;
        self.nodes += choice.nodes;
        self.think += choice.elapsed;
        self.longest_think = self.longest_think.max(choice.elapsed);
        self.depth_sum += u64::from(choice.depth);
        self.max_depth = self.max_depth.max(choice.depth);
    }
}

/// Adds one finished game to the tallies of the line-up entries.
fn score_game(
    game: &Game,
    teams: bool,
    armies: usize,
    entry_of: &dyn Fn(usize) -> usize,
    tallies: &mut [Tally],
) {
    let position = game.position();
    let scores: Vec<u32> = (0..armies as u8).map(|a| position.points(a)).collect();
    let result = game.outcome().map(|o| o.result.clone());
    let (scores, places) = match &result {
        Some(GameResult::Ranking { scores, places }) => (scores.clone(), places.clone()),
        _ => (scores.clone(), raja_core::outcome::places(&scores)),
    };
    for army in 0..armies {
        let tally = &mut tallies[entry_of(army)];
        tally.games += 1;
        tally.points.push(f64::from(scores[army]));
        if tally.places.len() < armies {
            tally.places.resize(armies, 0);
        }
        // Teams, and two-player games (a team of one each), end in a win or a draw.
        let won_or_drawn = !matches!(&result, Some(GameResult::Ranking { .. }));
        if teams || won_or_drawn {
            match &result {
                Some(GameResult::TeamWin { team }) => {
                    if game.variant().team_of[army] == *team {
                        tally.wins += 1;
                    }
                }
                _ => tally.draws += 1,
            }
        } else {
            let place = places[army];
            tally.places[usize::from(place.max(1)) - 1] += 1;
            tally.place_list.push(f64::from(place));
            if place == 1 {
                tally.wins += 1;
            }
        }
    }
}

/// Wilson score interval for `successes` (may be fractional: draws count half) in `n`.
fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let p = successes / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    (centre - half, centre + half)
}

/// Mean and its 95% normal interval.
fn mean_ci(values: &[f64]) -> (f64, f64, f64) {
    let n = values.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = Z95 * (var / n).sqrt();
    (mean, mean - half, mean + half)
}

fn round(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

fn seat_json(index: usize, player: &Player, tally: &Tally, teams: bool) -> Value {
    let n = f64::from(tally.games);
    // Teams: a draw counts half; free-for-all: the share of first places.
    let score = f64::from(tally.wins)
        + if teams {
            f64::from(tally.draws) / 2.0
        } else {
            0.0
        };
    let (lo, hi) = wilson(score, n);
    let (points, points_lo, points_hi) = mean_ci(&tally.points);
    let (place, place_lo, place_hi) = mean_ci(&tally.place_list);
    let seconds = tally.think.as_secs_f64();
    json!({
        "seat": index,
        "bot": player.name(),
        "games": tally.games,
        "wins": tally.wins,
        "draws": tally.draws,
        "score": round(if n > 0.0 { score / n } else { 0.0 }, 3),
        "score_ci95": [round(lo, 3), round(hi, 3)],
        "places": tally.places,
        "mean_place": round(place, 2),
        "place_ci95": [round(place_lo, 2), round(place_hi, 2)],
        "mean_points": round(points, 2),
        "points_ci95": [round(points_lo, 2), round(points_hi, 2)],
        "bot_moves": tally.moves,
        "nodes_per_second": if seconds > 0.0 { (tally.nodes as f64 / seconds).round() } else { 0.0 },
        "mean_depth": round(if tally.moves > 0 { tally.depth_sum as f64 / tally.moves as f64 } else { 0.0 }, 2),
        "max_depth": tally.max_depth,
        "max_ms_per_move": round(tally.longest_think.as_secs_f64() * 1000.0, 1),
        "ms_per_move": round(if tally.moves > 0 { 1000.0 * seconds / tally.moves as f64 } else { 0.0 }, 1),
    })
}

fn print_table(rows: &[Value], teams: bool) {
    let what = if teams {
        "score (win, draw ½)"
    } else {
        "first places"
    };
    println!(
        "{:<4} {:<12} {:>5} {:>5} {:>5} {:>22} {:>8} {:>18} {:>9} {:>6} {:>7}",
        "seat",
        "bot",
        "games",
        "wins",
        "draws",
        what,
        "place",
        "points (95% CI)",
        "nodes/s",
        "depth",
        "ms/move"
    );
    for row in rows {
        let text = |key: &str| match &row[key] {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let ci = |key: &str| {
            let bound = |i: usize| row[key][i].as_f64().unwrap_or(0.0);
            format!("{:.2}–{:.2}", bound(0), bound(1))
        };
        let score = 100.0 * row["score"].as_f64().unwrap_or(0.0);
        println!(
            "{:<4} {:<12} {:>5} {:>5} {:>5} {:>22} {:>8} {:>18} {:>9} {:>6} {:>7}",
            text("seat"),
            text("bot"),
            text("games"),
            text("wins"),
            text("draws"),
            format!("{score:.0}% ({})", ci("score_ci95")),
            if teams {
                "-".to_string()
            } else {
                text("mean_place")
            },
            format!("{} ({})", text("mean_points"), ci("points_ci95")),
            text("nodes_per_second"),
            text("mean_depth"),
            text("ms_per_move"),
        );
    }
}

fn progress(done: u32, total: u32, elapsed: Duration) {
    const WIDTH: u32 = 30;
    let filled = (done * WIDTH).checked_div(total).unwrap_or(WIDTH) as usize;
    let bar = format!(
        "{}{}",
        "#".repeat(filled),
        "-".repeat(WIDTH as usize - filled)
    );
    eprint!(
        "\r[{bar}] {done}/{total} games, {:.0} s",
        elapsed.as_secs_f64()
    );
    let _ = std::io::stderr().flush();
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each army's entry in each of four games, for a game of four armies.
    fn entries(id: &str) -> (raja_core::Game, Vec<[usize; 4]>) {
        let game = Game::new(id, 1).expect("game");
        let seats = seat_order(&game.variant().teams());
        let rounds = (0..4)
            .map(|g| std::array::from_fn(|army| entry_of_army(&seats, g, army)))
            .collect();
        (game, rounds)
    }

    #[test]
    fn partners_in_the_line_up_are_partners_in_every_game() {
        for id in ["chaturaji-teams", "chaturanga4", "fourplayer-teams"] {
            let (game, rounds) = entries(id);
            let variant = game.variant();
            for (g, entry_of) in rounds.iter().enumerate() {
                let army_of =
                    |entry: usize| entry_of.iter().position(|&e| e == entry).unwrap() as u8;
                assert!(
                    variant.partners(army_of(0), army_of(2)),
                    "{id} game {g}: {entry_of:?}"
                );
                assert!(
                    variant.partners(army_of(1), army_of(3)),
                    "{id} game {g}: {entry_of:?}"
                );
            }
        }
    }

    #[test]
    fn every_entry_plays_every_army() {
        for id in ["chaturaji", "chaturanga4"] {
            let (_, rounds) = entries(id);
            for army in 0..4 {
                let mut seen: Vec<usize> = rounds.iter().map(|e| e[army]).collect();
                seen.sort_unstable();
                assert_eq!(seen, [0, 1, 2, 3], "{id} army {army}");
            }
        }
    }

    #[test]
    fn free_for_all_seats_follow_the_armies() {
        let (_, rounds) = entries("chaturaji");
        assert_eq!(rounds[0], [0, 1, 2, 3]);
        assert_eq!(rounds[1], [3, 0, 1, 2]);
    }
}
