//! `raja soak [GAME…] --plies N --seconds S --seed K --movers random|bot1|both`:
//! every game id (all of `raja games` unless named) played by random movers and
//! level 1 bots, the position's invariants checked after every ply (`invariants`),
//! a panic caught per game (issue #30). Outside `tools/test`: a long run is a
//! soak, a short one its test.
//!
//! The games are played round robin, one game of each id in turn, until each id
//! has its plies or the time is up, so a run cut short by `--seconds` still
//! covers every game evenly. A progress bar goes to stderr, a table of plies,
//! games and failures per game to stdout (Markdown, as docs/soak.md shows it),
//! with each failure's seed and the command that replays it; `--json` prints one
//! JSON object instead. A run with failures exits 1.

mod invariants;
mod play;

use std::collections::BTreeMap;
use std::time::{Duration, Instant};

use anyhow::{Result, bail};
use clap::Args;
use comfy_table::{CellAlignment, Table, presets};
use indicatif::{ProgressBar, ProgressStyle};
use raja_bots::search::mix;
use serde_json::{Value, json};

pub use play::{ExtraCheck, Failure, Movers};

/// A game longer than this is stopped and the next one started: random movers
/// seldom end a game of shogi, and a soak wants many openings, not one endless game.
const MAX_GAME_PLIES: u64 = 1000;
/// Failures kept in full per game id; the rest are counted.
const KEPT_FAILURES: usize = 5;
/// How often a hidden progress bar (a log, a pipe) prints a line.
const LOG_EVERY: Duration = Duration::from_secs(60);

/// Play every game at random and by level 1 bots, checking invariants after every ply
#[derive(Args, Debug)]
pub struct Soak {
    /// Game ids (raja games lists them); all of them if none
    games: Vec<String>,
    /// Plies to play of each game id
    #[arg(long, default_value_t = 2000)]
    plies: u64,
    /// Stop starting games after this many seconds (the whole run)
    #[arg(long)]
    seconds: Option<f64>,
    /// Seed of the games: each game's seed comes from it, the game id and the game's number
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Who moves: random movers, level 1 bots, or both in turn
    #[arg(long, value_enum, default_value_t = Movers::Both)]
    movers: Movers,
    /// Replay the one game of this seed (a failure's seed) with --movers random or bot1
    #[arg(long, value_name = "GAME_SEED")]
    replay: Option<u64>,
    /// One JSON object instead of the table
    #[arg(long)]
    json: bool,
}

/// What a soak run found for one game id.
#[derive(Default)]
pub struct Tally {
    pub games: u64,
    pub plies: u64,
    pub random_plies: u64,
    pub bot_plies: u64,
    pub failures: u64,
    /// Failures counted by the invariant that failed (`panic` for a panic).
    pub by_check: BTreeMap<String, u64>,
    /// The first failures, in full.
    pub kept: Vec<Failure>,
    pub elapsed: Duration,
}

impl Tally {
    fn add(&mut self, movers: Movers, played: play::Played, elapsed: Duration) {
        self.games += 1;
        self.plies += played.plies;
        match movers {
            Movers::Bot1 => self.bot_plies += played.plies,
            _ => self.random_plies += played.plies,
        }
        self.elapsed += elapsed;
        if let Some(failure) = played.failure {
            self.failures += 1;
            *self.by_check.entry(failure.check.clone()).or_default() += 1;
            if self.kept.len() < KEPT_FAILURES {
                self.kept.push(failure);
            }
        }
    }
}

/// The run's settings, as the command line gives them (tests build their own).
pub struct Plan<'a> {
    pub games: Vec<String>,
    pub plies: u64,
    pub seconds: Option<f64>,
    pub seed: u64,
    pub movers: Movers,
    /// A check after the invariants (tests plant a fault with it).
    pub extra: Option<&'a ExtraCheck>,
}

/// The seed of game number `index` of `id` in a run seeded `seed`: the same
/// whichever other games the run plays.
pub fn game_seed(seed: u64, id: &str, index: u64) -> u64 {
    let id_hash = id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    });
    mix(seed ^ mix(id_hash ^ mix(index)))
}

/// Plays the plan: games of each id round robin until each has its plies or the
/// time is up. `on_game` hears of every game played (the progress bar).
pub fn run_plan(plan: &Plan, on_game: &mut dyn FnMut(&str, u64)) -> Vec<(String, Tally)> {
    let start = Instant::now();
    let mut tallies: Vec<(String, Tally)> = plan
        .games
        .iter()
        .map(|id| (id.clone(), Tally::default()))
        .collect();
    let time_left = || {
        plan.seconds
            .is_none_or(|s| start.elapsed().as_secs_f64() < s)
    };
    // An id whose game ended before its first ply (a failure in the start
    // position) would do so again: it plays no more.
    let mut stuck = vec![false; tallies.len()];
    loop {
        let mut played_any = false;
        for ((id, tally), stuck) in tallies.iter_mut().zip(&mut stuck) {
            if *stuck || tally.plies >= plan.plies || !time_left() {
                continue;
            }
            let movers = plan.movers.of_game(tally.games);
            let seed = game_seed(plan.seed, id, tally.games);
            let plies = (plan.plies - tally.plies).min(MAX_GAME_PLIES);
            let began = Instant::now();
            let played = play::play(id, seed, movers, plies, plan.extra);
            *stuck = played.plies == 0;
            on_game(id, played.plies);
            tally.add(movers, played, began.elapsed());
            played_any = true;
        }
        if !played_any {
            return tallies;
        }
    }
}

impl Soak {
    pub fn run(&self) -> Result<()> {
        let ids = raja_core::game_ids();
        let games: Vec<String> = match self.games.is_empty() {
            true => ids.iter().map(|id| id.to_string()).collect(),
            false => self.games.clone(),
        };
        for id in &games {
            if !ids.contains(&id.as_str()) {
                bail!("unknown game {id:?} (raja games lists them)");
            }
        }
        if let Some(seed) = self.replay {
            return self.replay(&games, seed);
        }
        if self.seconds.is_some_and(|s| s.is_nan() || s <= 0.0) {
            bail!("--seconds must be more than 0");
        }
        let plan = Plan {
            games,
            plies: self.plies,
            seconds: self.seconds,
            seed: self.seed,
            movers: self.movers,
            extra: None,
        };
        let progress = SoakProgress::new(self.plies * plan.games.len() as u64);
        let start = Instant::now();
        let tallies = run_plan(&plan, &mut |id, plies| progress.add(id, plies));
        progress.finish();
        let seconds = start.elapsed().as_secs_f64();
        if self.json {
            crate::output::lines([report_json(&plan, &tallies, seconds).to_string()])?;
        } else {
            crate::output::lines(report_lines(&tallies, seconds))?;
        }
        let failures: u64 = tallies.iter().map(|(_, t)| t.failures).sum();
        if failures > 0 {
            return Err(
                crate::commands::Failed(format!("soak found {failures} failing game(s)")).into(),
            );
        }
        Ok(())
    }

    /// One game again, its failure (if any) printed in full.
    fn replay(&self, games: &[String], seed: u64) -> Result<()> {
        let [id] = games else {
            bail!("--replay needs exactly one game id");
        };
        if self.movers == Movers::Both {
            bail!("--replay needs --movers random or --movers bot1, as the failure says");
        }
        let played = play::play(id, seed, self.movers, MAX_GAME_PLIES.min(self.plies), None);
        match played.failure {
            None => crate::output::lines([format!(
                "{id} seed {seed} ({}): {} plies, no failure",
                self.movers.name(),
                played.plies
            )]),
            Some(failure) => {
                crate::output::lines(failure_lines(&failure))?;
                Err(crate::commands::Failed(format!("{id} seed {seed} fails")).into())
            }
        }
    }
}

/// The table (Markdown), the totals and each kept failure.
fn report_lines(tallies: &[(String, Tally)], seconds: f64) -> Vec<String> {
    let mut table = Table::new();
    table.load_style(presets::ASCII_MARKDOWN).set_header([
        "game",
        "games",
        "plies",
        "random plies",
        "level 1 plies",
        "failures",
        "plies/s",
    ]);
    for (id, tally) in tallies {
        table.add_row([
            id.clone(),
            tally.games.to_string(),
            tally.plies.to_string(),
            tally.random_plies.to_string(),
            tally.bot_plies.to_string(),
            failures_cell(tally),
            format!("{:.0}", per_second(tally.plies, tally.elapsed)),
        ]);
    }
    for index in 1..7 {
        if let Some(column) = table.column_mut(index) {
            column.set_cell_alignment(CellAlignment::Right);
        }
    }
    let mut lines: Vec<String> = table.lines().map(|l| l.trim_end().to_string()).collect();
    let plies: u64 = tallies.iter().map(|(_, t)| t.plies).sum();
    let games: u64 = tallies.iter().map(|(_, t)| t.games).sum();
    let failures: u64 = tallies.iter().map(|(_, t)| t.failures).sum();
    lines.push(String::new());
    lines.push(format!(
        "{plies} plies in {games} games of {} game ids, {failures} failing, {seconds:.0} s",
        tallies.len()
    ));
    for (_, tally) in tallies {
        for failure in &tally.kept {
            lines.extend(failure_lines(failure));
        }
    }
    lines
}

/// `0`, or the count and the invariants that failed (`2 (fresh-hash 1, panic 1)`).
fn failures_cell(tally: &Tally) -> String {
    if tally.failures == 0 {
        return "0".to_string();
    }
    let checks: Vec<String> = tally
        .by_check
        .iter()
        .map(|(check, n)| format!("{check} {n}"))
        .collect();
    format!("{} ({})", tally.failures, checks.join(", "))
}

fn failure_lines(failure: &Failure) -> Vec<String> {
    vec![
        format!(
            "FAIL {} seed {} ({}) after {} moves: {}: {}",
            failure.game,
            failure.seed,
            failure.movers.name(),
            failure.moves.len(),
            failure.check,
            failure.detail
        ),
        format!("  replay: {}", failure.replay()),
    ]
}

fn per_second(count: u64, elapsed: Duration) -> f64 {
    match elapsed.as_secs_f64() {
        s if s > 0.0 => count as f64 / s,
        _ => 0.0,
    }
}

fn report_json(plan: &Plan, tallies: &[(String, Tally)], seconds: f64) -> Value {
    let rows: Vec<Value> = tallies
        .iter()
        .map(|(id, tally)| {
            let failures: Vec<Value> = tally
                .kept
                .iter()
                .map(|f| {
                    json!({
                        "seed": f.seed,
                        "movers": f.movers.name(),
                        "check": f.check,
                        "detail": f.detail,
                        "moves": f.moves,
                        "replay": f.replay(),
                    })
                })
                .collect();
            json!({
                "game": id,
                "games": tally.games,
                "plies": tally.plies,
                "random_plies": tally.random_plies,
                "bot1_plies": tally.bot_plies,
                "failures": tally.failures,
                "failures_by_check": tally.by_check,
                "first_failures": failures,
                "seconds": tally.elapsed.as_secs_f64(),
            })
        })
        .collect();
    json!({
        "seed": plan.seed,
        "movers": plan.movers.name(),
        "plies_per_game": plan.plies,
        "seconds_limit": plan.seconds,
        "seconds": seconds,
        "plies": tallies.iter().map(|(_, t)| t.plies).sum::<u64>(),
        "failures": tallies.iter().map(|(_, t)| t.failures).sum::<u64>(),
        "games": rows,
    })
}

/// Plies done out of those planned, on stderr: a bar on a terminal, else a line
/// a minute.
struct SoakProgress {
    bar: ProgressBar,
    start: Instant,
    last_line: std::cell::Cell<Instant>,
}

impl SoakProgress {
    fn new(plies: u64) -> SoakProgress {
        let bar = ProgressBar::new(plies);
        let style = ProgressStyle::with_template("[{bar:30}] {pos}/{len} plies, {elapsed} {msg}")
            .map(|style| style.progress_chars("#-"));
        if let Ok(style) = style {
            bar.set_style(style);
        }
        let now = Instant::now();
        SoakProgress {
            bar,
            start: now,
            last_line: std::cell::Cell::new(now),
        }
    }

    fn add(&self, id: &str, plies: u64) {
        self.bar.inc(plies);
        self.bar.set_message(id.to_string());
        if self.bar.is_hidden() && self.last_line.get().elapsed() >= LOG_EVERY {
            self.last_line.set(Instant::now());
            eprintln!(
                "{}/{} plies, {:.0} s, last {id}",
                self.bar.position(),
                self.bar.length().unwrap_or(0),
                self.start.elapsed().as_secs_f64()
            );
        }
    }

    fn finish(&self) {
        self.bar.abandon();
    }
}

#[cfg(test)]
mod tests {
    use raja_core::Game;

    use super::invariants::Fault;

    use super::*;

    fn plan<'a>(games: &[&str], plies: u64, extra: Option<&'a ExtraCheck>) -> Plan<'a> {
        Plan {
            games: games.iter().map(|g| g.to_string()).collect(),
            plies,
            seconds: None,
            seed: 5,
            movers: Movers::Both,
            extra,
        }
    }

    /// A fault planted where a game first loses material: the soak must find it
    /// in the position right after the capturing ply, not before, not later.
    fn material_lost(game: &Game) -> Result<(), Fault> {
        let start = Game::new(game.id(), game.seed()).expect("the game starts");
        let lost = game
            .position()
            .armies()
            .any(|army| game.position().material(army) < start.position().material(army));
        match lost {
            true => Err(Fault {
                check: "planted",
                detail: "material lost".into(),
            }),
            false => Ok(()),
        }
    }

    #[test]
    fn a_planted_fault_is_found_with_the_seed_and_moves_that_replay_it() {
        let games = ["chess", "chaturaji-dice", "shogi"];
        let tallies = run_plan(&plan(&games, 300, Some(&material_lost)), &mut |_, _| {});
        for (id, tally) in &tallies {
            assert!(tally.failures > 0, "{id}: the planted fault went unseen");
            assert_eq!(tally.by_check.get("planted"), Some(&tally.failures), "{id}");
            for failure in &tally.kept {
                // Replayed from its seed, the moves reach the faulty position,
                // and the position one ply earlier was sound.
                let mut game = Game::new(id, failure.seed).expect("the game starts");
                let (last, before) = failure.moves.split_last().expect("a capture was played");
                game.play_all(&before.join(" ")).expect("the moves replay");
                assert!(material_lost(&game).is_ok(), "{id}: found late");
                game.play(last).expect("the last move replays");
                assert!(
                    material_lost(&game).is_err(),
                    "{id}: replays to a sound position"
                );
                assert!(failure.replay().contains(&failure.seed.to_string()));
            }
        }
    }

    #[test]
    fn a_panic_is_caught_and_the_soak_goes_on() {
        let panic_at_ply_3 = |game: &Game| -> Result<(), Fault> {
            assert!(game.position().ply() < 3, "planted panic");
            Ok(())
        };
        // Seven games of three plies each, every one ending in the panic.
        let tallies = run_plan(&plan(&["chess"], 21, Some(&panic_at_ply_3)), &mut |_, _| {});
        let tally = &tallies[0].1;
        assert_eq!((tally.games, tally.failures), (7, 7));
        let failure = &tally.kept[0];
        assert_eq!(failure.check, "panic");
        assert!(
            failure.detail.contains("planted panic"),
            "{}",
            failure.detail
        );
        assert_eq!(failure.moves.len(), 3, "the moves up to the panic");
    }

    #[test]
    fn every_invariant_holds_in_a_short_soak_of_each_kind_of_game() {
        let games = [
            "chess",
            "crazyhouse",
            "duck",
            "fourplayer-ffa",
            "seasons-dice",
            "janggi",
        ];
        for (movers, plies) in [(Movers::Random, 200), (Movers::Bot1, 60)] {
            let plan = Plan {
                movers,
                ..plan(&games, plies, None)
            };
            for (id, tally) in &run_plan(&plan, &mut |_, _| {}) {
                let first = tally.kept.first().map(|f| f.to_string_for_test());
                assert_eq!(tally.failures, 0, "{id}: {first:?}");
                assert_eq!(tally.plies, plies, "{id}");
            }
        }
    }

    #[test]
    fn both_movers_take_turns_game_by_game() {
        let movers: Vec<Movers> = (0..4).map(|g| Movers::Both.of_game(g)).collect();
        assert_eq!(
            movers,
            [Movers::Random, Movers::Bot1, Movers::Random, Movers::Bot1]
        );
        assert_eq!(Movers::Bot1.of_game(0), Movers::Bot1);
    }

    #[test]
    fn game_seeds_do_not_depend_on_the_other_games_of_the_run() {
        assert_eq!(game_seed(1, "chess", 4), game_seed(1, "chess", 4));
        assert_ne!(game_seed(1, "chess", 4), game_seed(1, "chess", 5));
        assert_ne!(game_seed(1, "chess", 4), game_seed(1, "shogi", 4));
        assert_ne!(game_seed(1, "chess", 4), game_seed(2, "chess", 4));
    }

    impl Failure {
        fn to_string_for_test(&self) -> String {
            format!("{}: {} after {:?}", self.check, self.detail, self.moves)
        }
    }
}
