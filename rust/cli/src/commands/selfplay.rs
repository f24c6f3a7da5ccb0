//! `raja selfplay <game> --games N --seed S [--bots L1,L2,… | random] [--movetime MS]
//! [--nodes N] [--opening N]`: a tournament between bot levels (1–5) and random
//! movers. The line-up is rotated one seat every game, so each entry plays every
//! army, and in team games entries i and i + 2 are partners whatever the game's
//! pairing; a progress bar goes to stderr, a results table to stdout, and one JSON
//! object as the last line.
//!
//! Every game opens with a few random plies (`--opening`, 4 unless said), so that
//! games between deterministic bots differ; against random movers `--opening 0`
//! lets the bots choose every move of their own. A bot entry is a level, optionally
//! with the free-for-all algorithm forced: `5/paranoid`, `5/maxn` or `5/brs` (for
//! measuring them against each other), or weights forced, one or more: the dice
//! games' exposure term (`3/exposure=0`: without it), the strongest rival's share
//! of the rival a free-for-all army weighs itself against (`5/leader=50`), playing
//! for first place alone (`5/first=1`) and the plies before a ranking quiet draw
//! looked ahead to (`5/clock=64`): `5/first=1/clock=64`.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Result, anyhow, bail};
use clap::Args;
use raja_bots::search::mix;
use raja_bots::{Algorithm, Bot, Forced, Limits, random_move};
use raja_core::{Army, Game, GameResult};
use serde_json::{Value, json};

use super::report::{Progress, Scoring, Tally, print_table};

/// Each game opens with this many random plies (one per army) unless `--opening`
/// says otherwise, so that games between deterministic bots differ; seeded by
/// the game, like everything else.
const OPENING_PLIES: u32 = 4;
/// The most random opening plies `--opening` takes: an opening, not a game.
const MAX_OPENING_PLIES: u32 = 40;
/// A game still running after this many plies is stopped and scored as it stands.
const MAX_PLIES: u32 = 3000;

/// Play a tournament between bot levels and random movers: a table, then JSON
#[derive(Args, Debug)]
pub struct Selfplay {
    /// Game id (raja games lists them)
    game: String,
    /// Games to play
    #[arg(long, default_value_t = 10, allow_negative_numbers = true)]
    games: u32,
    /// Seed of the openings, dice and bots
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    seed: u64,
    /// The line-up, an entry per army or one for all: random or a level 1–5, as
    /// 5/paranoid, 5/maxn or 5/brs with its search forced, 3/exposure=P, 5/leader=P,
    /// 5/first=0|1 or 5/clock=PLIES with that weight (several: 5/first=1/clock=64)
    #[arg(long, default_value = "5,3,3,3", value_name = "L1,L2,…")]
    bots: String,
    /// Each bot thinks this long a move (instead of its level's limits)
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    movetime: Option<u64>,
    /// No bot searches more nodes than this a move
    #[arg(long, allow_negative_numbers = true)]
    nodes: Option<u64>,
    /// Random plies opening each game (0–40)
    #[arg(long, default_value_t = OPENING_PLIES, value_parser = opening_plies, allow_negative_numbers = true)]
    opening: u32,
}

fn opening_plies(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(plies) if plies <= MAX_OPENING_PLIES => Ok(plies),
        Ok(_) => Err(format!("is more than {MAX_OPENING_PLIES} random plies")),
        Err(_) => Err("is not a number".to_string()),
    }
}

/// One line-up entry.
#[derive(Clone)]
enum Player {
    Random,
    Bot {
        level: u8,
        algorithm: Option<Algorithm>,
        /// `L/exposure=P`, `L/leader=P`, …: weights forced (measurements).
        weights: Vec<Forced>,
    },
}

/// The weight a line-up entry's option forces (`exposure=0…1000`,
/// `leader=0…100`, `first=0|1`, `clock=0…10000`), if it is one.
fn parse_forced(option: &str) -> Option<Forced> {
    let (name, number) = option.split_once('=')?;
    let number = number.parse::<i32>().ok()?;
    match name {
        "exposure" if (0..=1000).contains(&number) => Some(Forced::Exposure(number)),
        "leader" if (0..=100).contains(&number) => Some(Forced::LeaderPercent(number)),
        "first" if (0..=1).contains(&number) => Some(Forced::FirstPlace(number == 1)),
        "clock" if (0..=10_000).contains(&number) => Some(Forced::QuietClock(number)),
        _ => None,
    }
}

/// A forced weight as the line-up writes it.
fn forced_name(forced: Forced) -> String {
    match forced {
        Forced::Exposure(percent) => format!("exposure={percent}"),
        Forced::LeaderPercent(percent) => format!("leader={percent}"),
        Forced::FirstPlace(first) => format!("first={}", u8::from(first)),
        Forced::QuietClock(plies) => format!("clock={plies}"),
    }
}

impl Player {
    fn parse(text: &str) -> Result<Player> {
        if text == "random" || text == "r" {
            return Ok(Player::Random);
        }
        let mut options = text.split('/');
        let level = options.next().unwrap_or_default();
        let mut algorithm = None;
        let mut weights = Vec::new();
        for option in options {
            match option {
                "paranoid" if algorithm.is_none() => algorithm = Some(Algorithm::AlphaBeta),
                "maxn" if algorithm.is_none() => algorithm = Some(Algorithm::MaxN),
                "brs" if algorithm.is_none() => algorithm = Some(Algorithm::BestReply),
                _ => match parse_forced(option) {
                    Some(forced) => weights.push(forced),
                    None => bail!(
                        "bot {text:?}: after / comes paranoid, maxn, brs, exposure=0…1000, \
                         leader=0…100, first=0…1 or clock=0…10000"
                    ),
                },
            }
        }
        match level.parse::<u8>() {
            Ok(level @ 1..=5) => Ok(Player::Bot {
                level,
                algorithm,
                weights,
            }),
            _ => Err(anyhow!("bot {text:?} is not a level 1–5 or random")),
        }
    }

    /// The bot of this entry (`None` for a random mover).
    fn bot(&self, seed: u64, limits: &dyn Fn(u8) -> Limits) -> Option<Bot> {
        let Player::Bot {
            level,
            algorithm,
            weights,
        } = self
        else {
            return None;
        };
        let mut bot = Bot::new(*level, seed).with_limits(limits(*level));
        if let Some(algorithm) = algorithm {
            bot = bot.with_algorithm(*algorithm);
        }
        for &forced in weights {
            bot = bot.with_forced(forced);
        }
        Some(bot)
    }

    fn name(&self) -> String {
        match self {
            Player::Random => "random".into(),
            Player::Bot {
                level,
                algorithm,
                weights,
            } => {
                let mut name = format!("L{level}");
                match algorithm {
                    Some(Algorithm::AlphaBeta) => name += "/paranoid",
                    Some(Algorithm::MaxN) => name += "/maxn",
                    Some(Algorithm::BestReply) => name += "/brs",
                    None => {}
                }
                for forced in weights {
                    name += "/";
                    name += &forced_name(*forced);
                }
                name
            }
        }
    }
}

impl Selfplay {
    pub fn run(&self) -> Result<()> {
        let id = &self.game;
        let probe = Game::new(id, self.seed)?;
        let armies = probe.variant().army_count();
        let teams = probe.variant().options.teams;
        // Two armies are two sides, teams of one: a draw is worth half there too.
        let scoring = if teams || armies == 2 {
            Scoring::WinDrawLoss
        } else {
            Scoring::FirstPlaces
        };
        let mut lineup: Vec<Player> = self
            .bots
            .split(',')
            .map(Player::parse)
            .collect::<Result<_, _>>()?;
        if lineup.len() == 1 {
            lineup = vec![lineup[0].clone(); armies];
        }
        if lineup.len() != armies {
            bail!("--bots needs 1 or {armies} entries, got {}", lineup.len());
        }
        let (games, opening) = (self.games, self.opening);
        let limits = |level: u8| {
            let mut limits = raja_bots::Level::new(level).limits;
            if let Some(ms) = self.movetime {
                limits.time = Some(Duration::from_millis(ms));
                limits.nodes = u64::MAX;
            }
            // A cap, not a replacement: a level never gets more nodes than it has,
            // so `--nodes 300000` holds level 5 to a fifth of its own and leaves
            // level 3 (200 000) as shipped, less its time limit.
            if let Some(nodes) = self.nodes {
                limits.nodes = limits.nodes.min(nodes);
                limits.time = self.movetime.map(Duration::from_millis);
            }
            limits
        };

        let seats = seat_order(&probe.variant().teams());
        let mut tallies: Vec<Tally> = (0..armies).map(|_| Tally::default()).collect();
        let mut reasons: std::collections::BTreeMap<String, u32> = Default::default();
        let mut plies = 0u64;
        let progress = Progress::new(games);
        for g in 0..games {
            let game_seed = mix(self.seed ^ mix(u64::from(g)));
            let mut game = Game::new(id, game_seed)?;
            let entry_of = |army: Army| entry_of_army(&seats, g as usize, army);
            let bots: Vec<Option<Bot>> = lineup
                .iter()
                .enumerate()
                .map(|(i, player)| player.bot(mix(game_seed ^ i as u64), &limits))
                .collect();
            play_game(
                &mut game,
                game_seed,
                opening,
                &bots,
                &entry_of,
                &mut tallies,
            )?;
            plies += u64::from(game.position().ply() - game.first_ply());
            let reason = game.outcome().map_or("ply-limit".to_string(), |o| {
                format!("{:?}", o.reason).to_lowercase()
            });
            *reasons.entry(reason).or_default() += 1;
            score_game(&game, teams, armies, &entry_of, &mut tallies);
            progress.game_done(String::new());
        }
        progress.finish();

        let rows: Vec<Value> = lineup
            .iter()
            .zip(&tallies)
            .enumerate()
            .map(|(i, (player, tally))| tally.json(i, &player.name(), scoring))
            .collect();
        print_table(&rows, scoring);
        let report = json!({
            "game": id,
            "games": games,
            "seed": self.seed,
            "bots": lineup.iter().map(Player::name).collect::<Vec<_>>(),
            "movetime_ms": self.movetime,
            "nodes": self.nodes,
            "opening_plies": opening,
            "mean_plies": plies as f64 / f64::from(games.max(1)),
            "seconds": progress.elapsed().as_secs_f64(),
            "reasons": reasons,
            "seats": rows,
        });
        println!("{report}");
        Ok(())
    }
}

/// The armies in line-up order: one member of each team in turn, then the second
/// members, and so on (each army its own team in free-for-all). Entries `i` and
/// `i + teams` of a line-up then sit on the same team whatever the game's
/// pairing: Čaturádží's partners are armies 0 and 2, Čaturanga's 0 and 3.
fn seat_order(teams: &[Vec<Army>]) -> Vec<Army> {
    let largest = teams.iter().map(Vec::len).max().unwrap_or(0);
    (0..largest)
        .flat_map(|member| teams.iter().filter_map(move |team| team.get(member)))
        .copied()
        .collect()
}

/// The line-up entry playing `army` in game `game`: the entries move one seat of
/// `seats` every game, so each plays every army and partners stay partners.
fn entry_of_army(seats: &[Army], game: usize, army: Army) -> usize {
    let n = seats.len();
    let seat = seats
        .iter()
        .position(|&a| a == army)
        .unwrap_or(army.index());
    (seat + n - game % n) % n
}

/// Plays a game to its end: `opening` random plies, then each army's entry (a
/// bot, or a random mover when `None`) moves; the bots' searches are tallied.
fn play_game(
    game: &mut Game,
    game_seed: u64,
    opening: u32,
    bots: &[Option<Bot>],
    entry_of: &dyn Fn(Army) -> usize,
    tallies: &mut [Tally],
) -> Result<()> {
    let cancel = AtomicBool::new(false);
    while !game.is_over() && game.position().ply() < opening {
        let Some(mv) = random_move(game, game_seed) else {
            break;
        };
        game.play_move(mv)?;
    }
    while !game.is_over() && game.position().ply() < MAX_PLIES {
        let entry = entry_of(game.position().to_move());
        let mv = match &bots[entry] {
            None => random_move(game, game_seed ^ entry as u64),
            Some(bot) => bot.choose(game, &cancel).map(|choice| {
                tallies[entry].add_move(choice.nodes, choice.depth, choice.elapsed);
                choice.mv
            }),
        };
        let Some(mv) = mv else { break };
        game.play_move(mv)
            .map_err(|e| anyhow!("bot played an illegal move: {e}"))?;
    }
    Ok(())
}

/// Adds one finished game to the tallies of the line-up entries.
fn score_game(
    game: &Game,
    teams: bool,
    armies: usize,
    entry_of: &dyn Fn(Army) -> usize,
    tallies: &mut [Tally],
) {
    let position = game.position();
    let scores: Vec<u32> = position.armies().map(|a| position.points(a)).collect();
    let result = game.outcome().map(|o| o.result.clone());
    let (scores, places) = match &result {
        Some(GameResult::Ranking { scores, places }) => (scores.clone(), places.clone()),
        _ => (scores.clone(), raja_core::outcome::places(&scores)),
    };
    for army in position.armies() {
        let tally = &mut tallies[entry_of(army)];
        tally.games += 1;
        tally.points.push(f64::from(scores[army.index()]));
        if tally.places.len() < armies {
            tally.places.resize(armies, 0);
        }
        // Teams, and two-player games (a team of one each), end in a win or a draw.
        let won_or_drawn = !matches!(&result, Some(GameResult::Ranking { .. }));
        if teams || won_or_drawn {
            match &result {
                Some(GameResult::TeamWin { team }) => {
                    if game.variant().team_of[army.index()] == *team {
                        tally.wins += 1;
                    }
                }
                _ => tally.draws += 1,
            }
        } else {
            let place = places[army.index()];
            tally.places[usize::from(place.max(1)) - 1] += 1;
            tally.place_list.push(f64::from(place));
            if place == 1 {
                tally.wins += 1;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each army's entry in each of four games, for a game of four armies.
    fn entries(id: &str) -> (raja_core::Game, Vec<[usize; 4]>) {
        let game = Game::new(id, 1).expect("game");
        let seats = seat_order(&game.variant().teams());
        let rounds = (0..4)
            .map(|g| std::array::from_fn(|army| entry_of_army(&seats, g, Army::new(army as u8))))
            .collect();
        (game, rounds)
    }

    #[test]
    fn partners_in_the_line_up_are_partners_in_every_game() {
        for id in ["chaturaji-teams", "chaturanga4", "fourplayer-teams"] {
            let (game, rounds) = entries(id);
            let variant = game.variant();
            for (g, entry_of) in rounds.iter().enumerate() {
                let army_of = |entry: usize| {
                    Army::new(entry_of.iter().position(|&e| e == entry).unwrap() as u8)
                };
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
