//! `raja match <game> --engine PATH [--engine-arg ARG …] …`: our bot against a
//! UCI engine (Fairy-Stockfish, 4pchess, or ours: `--engine raja --engine-arg
//! uci`), on equal terms or any others: each side's limits are set apart (ours
//! `--nodes`, `--movetime`; the engine's `--engine-nodes`, `--engine-movetime`).
//! `raja match --list` prints the two-player games' engine counterparts.
//!
//! The engine's game:
//! - two-player games: the Fairy-Stockfish counterpart (`crate::fairy`). The
//!   engine gets `position fen <start> moves <every move since>` (so it sees
//!   repetitions) and `go nodes N movetime MS`;
//! - `fourplayer-teams` (4pchess's teams chess) and `fourplayer-ffa` (for
//!   another build of ours: `raja uci --variant fourplayer-ffa`). It gets the position as it
//!   stands, as a chess.com FEN4, and nothing of the history (so it never plays
//!   en passant, which our rules do not have); it needs a limit of
//!   `--engine-movetime`, `--engine-depth` or `--engine-nodes`. 4pchess's own
//!   `go` ignores `nodes` (a node limit is for ours, `raja uci --variant
//!   fourplayer-teams`, or a 4pchess patched to stop at its count of
//!   evaluations: docs/bots/rounds/2026-12-08-teams.md). Its moves (`h2-h4`,
//!   `d11-d12=Q`) are read as PGN4's.
//!
//! Games come in pairs from one opening (`commands::openings`: a book line or the
//! start, then random plies), our bot on each side once: White, then Black; in
//! four-player chess Red and Yellow, then Blue and Green. In a free-for-all
//! each opening is played once from every army's seat, ours one army against
//! three of the engine's, and our score is our first places (a shared first
//! place half). Games end by our rules, or as a draw after 300 plies of each
//! army. An engine that does not answer within `--engine-timeout` (its
//! movetime's grace: ten times the movetime, at least 30 s) loses the game
//! (counted and listed: 4pchess answers nothing when no iteration of its
//! search ends in its time). A game the engine spoils otherwise (dies, plays
//! an illegal move, sees no move where we see one, calls the game over where
//! it is not) is reported and left out of the score; the engine is restarted
//! for the next game.
//!
//! The report: the table of `raja selfplay`, our score's Elo difference with its
//! 95% interval (`commands::elo`), and with `--sprt ELO0,ELO1[,ALPHA,BETA]` the
//! sequential test (`commands::sprt`), its LLR on the progress line as games come
//! in; the test stops the run, at the end of a pair, once it decides (`--games`
//! is then the most it plays).
//!
//! `settings` holds what a run plays with, `game` one game.

mod game;
pub(crate) mod settings;

use std::collections::BTreeMap;

use anyhow::{Result, anyhow, bail};
use clap::Args;
use raja_bots::Bot;
use raja_bots::search::mix;
use serde_json::{Value, json};

use super::elo::Results;
use super::openings::MAX_RANDOM_PLIES;
use super::report::{Progress, Scoring, Tally, print_table, round};
use super::sprt::{Sprt, Verdict};
use crate::fairy::{COUNTERPARTS, Counterpart};
use game::{Played, Spoiled, Standing, play_game, score, side_name, tally};
pub(crate) use game::{UciMoves, king_capture};
use settings::{Dialect, Settings, limits_text};

/// An engine that spoils this many games in a row is given up on.
const FAILURES_IN_A_ROW: u32 = 3;

/// Play our bot against a UCI engine (Fairy-Stockfish; 4pchess in fourplayer-teams): a table, then JSON
#[derive(Args, Debug)]
#[command(override_usage = "raja match [OPTIONS] --engine <PATH> <GAME>\n       raja match --list")]
pub struct Match {
    /// Game id with a Fairy-Stockfish counterpart (raja match --list), fourplayer-teams (4pchess) or fourplayer-ffa (raja uci)
    #[arg(required_unless_present = "list")]
    game: Option<String>,
    /// The engine's program
    #[arg(long, value_name = "PATH", required_unless_present = "list")]
    engine: Option<String>,
    /// An argument for the engine's program (again for each: --engine-arg uci)
    #[arg(long = "engine-arg", value_name = "ARG", allow_hyphen_values = true)]
    engine_args: Vec<String>,
    /// Nodes the engine searches a move (1000 if neither this nor --engine-movetime is given)
    #[arg(long, allow_negative_numbers = true)]
    engine_nodes: Option<u64>,
    /// The engine's time a move
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    engine_movetime: Option<u64>,
    /// The engine searches this many plies a move (4pchess: a limit that no load changes)
    #[arg(long, value_name = "PLIES")]
    engine_depth: Option<u32>,
    /// The longest the engine may take for a move (30 s, or ten times its movetime)
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    engine_timeout: Option<u64>,
    /// Games to play: each opening from every side (10; with --sprt the most, 2000)
    #[arg(long, allow_negative_numbers = true)]
    games: Option<u32>,
    /// Seed of the openings and of our bot
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    seed: u64,
    /// Our bot's level
    #[arg(long, default_value_t = 5, value_parser = level, allow_negative_numbers = true)]
    level: u8,
    /// Our bot searches this many nodes a move (without a time limit unless --movetime)
    #[arg(long, allow_negative_numbers = true)]
    nodes: Option<u64>,
    /// Our bot thinks this long a move (without a node limit unless --nodes)
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    movetime: Option<u64>,
    /// Random plies after each start (0–40; 4 without a book, none with one)
    #[arg(long, value_name = "PLIES", value_parser = opening_plies, allow_negative_numbers = true)]
    opening: Option<u32>,
    /// Start positions, one FEN a line (a FEN4 in four-player chess; # comments)
    #[arg(long, value_name = "FILE")]
    book: Option<String>,
    /// A sequential test, stopping once it decides: ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA
    #[arg(long, value_name = "ELO0,ELO1[,ALPHA,BETA]", value_parser = Sprt::parse, allow_hyphen_values = true)]
    sprt: Option<Sprt>,
    /// Our bot plays with these positional weights (RON, as `raja tune` writes)
    #[arg(long, value_name = "FILE")]
    pub weights: Option<String>,
    /// Print each game id and its Fairy-Stockfish counterpart instead
    #[arg(long, exclusive = true)]
    list: bool,
}

fn level(text: &str) -> Result<u8, String> {
    text.parse()
        .ok()
        .filter(|level| (1..=5).contains(level))
        .ok_or_else(|| "is not a level 1–5".to_string())
}

fn opening_plies(text: &str) -> Result<u32, String> {
    match text.parse::<u32>() {
        Ok(plies) if plies <= MAX_RANDOM_PLIES => Ok(plies),
        Ok(_) => Err(format!("is more than {MAX_RANDOM_PLIES} random plies")),
        Err(_) => Err("is not a number".to_string()),
    }
}

impl Match {
    pub fn run(&self) -> Result<()> {
        match (&self.game, &self.engine) {
            (Some(id), Some(program)) if !self.list => play(&Settings::new(self, id, program)?),
            // clap allows nothing else beside --list.
            _ => list(),
        }
    }
}

/// Plays the run's games and prints the report.
fn play(settings: &Settings) -> Result<()> {
    let mut engine = Some(settings.start_engine()?);
    let engine_name = engine.as_ref().map_or(String::new(), |e| e.name.clone());
    let names = [
        format!(
            "L{} ({})",
            settings.level,
            limits_text(
                (settings.ours.nodes != u64::MAX).then_some(settings.ours.nodes),
                settings.ours.time.map(|t| t.as_millis() as u64)
            )
        ),
        format!(
            "{engine_name} ({})",
            match (
                settings.engine.depth,
                limits_text(settings.engine.nodes, settings.engine.movetime_ms)
            ) {
                (Some(depth), text) if text.is_empty() => format!("depth {depth}"),
                (Some(depth), text) => format!("depth {depth}, {text}"),
                (None, text) => text,
            }
        ),
    ];
    let mut tallies = [Tally::default(), Tally::default()];
    let mut reasons: BTreeMap<String, u32> = BTreeMap::new();
    let mut errors = Vec::new();
    let mut forfeits = Vec::new();
    let mut results = Vec::new();
    let mut failures_in_a_row = 0;
    let mut verdict = Verdict::Continue;
    let mut played = 0;
    let progress = Progress::new(settings.games);
    for g in 0..settings.games {
        let sides = u32::from(settings.sides);
        let opening_index = g / sides;
        // Our side: army 0 (White) or team 0 (Red and Yellow) first, then the
        // others in turn (in a free-for-all every army once an opening).
        let ours = (g % sides) as u8;
        let opening_seed = mix(settings.seed ^ mix(u64::from(opening_index)));
        let opening = settings
            .openings
            .opening(&settings.id, opening_index, opening_seed)
            .map_err(|e| anyhow!(e))?;
        let opening_fen = opening.start_fen.clone();
        let mut current = match engine.take() {
            Some(engine) => engine,
            None => settings.start_engine()?,
        };
        let mut bot = Bot::new(settings.level, mix(opening_seed ^ 1)).with_limits(settings.ours);
        if let Some(positional) = &settings.positional {
            bot = bot.with_positional(positional.clone());
        }
        played = g + 1;
        match play_game(settings, opening, ours, &bot, &mut current, &mut tallies) {
            Ok(Played { game, claims }) => {
                failures_in_a_row = 0;
                engine = Some(current);
                let (reason, result) = score(&game, ours, &mut tallies);
                *reasons.entry(reason.clone()).or_default() += 1;
                results.push(json!({
                    "game": g, "opening": opening_index, "ours": side_name(&game, ours),
                    "result": result, "reason": reason,
                    "plies": game.position().ply() - game.first_ply(),
                    "engine_claims": claims,
                    "start": opening_fen, "moves": game.action_texts().join(" "),
                }));
            }
            Err(Spoiled::Forfeit { game, error }) => {
                // Lost by the engine; it is dropped (it may still be searching).
                failures_in_a_row = 0;
                tally(Standing::Won, &mut tallies);
                *reasons.entry("engine-timeout".to_string()).or_default() += 1;
                forfeits.push(json!({ "game": g, "error": error }));
                results.push(json!({
                    "game": g, "opening": opening_index, "ours": side_name(&game, ours),
                    "result": "forfeit", "reason": "engine-timeout",
                    "plies": game.position().ply() - game.first_ply(),
                    "start": opening_fen, "moves": game.action_texts().join(" "),
                }));
            }
            Err(Spoiled::Engine(error)) => {
                // The engine is dropped (killed) and started afresh for the next game.
                failures_in_a_row += 1;
                errors.push(json!({ "game": g, "error": error }));
                if failures_in_a_row >= FAILURES_IN_A_ROW {
                    progress.finish();
                    bail!("the engine spoiled {FAILURES_IN_A_ROW} games in a row; last: {error}");
                }
            }
            Err(Spoiled::Ours(error)) => {
                progress.finish();
                bail!("game {g}: {error}");
            }
        }
        progress.game_done(running_note(
            &tallies[0],
            errors.len(),
            forfeits.len(),
            settings.sprt.as_ref(),
        ));
        // The test decides at the end of a pair, so both sides of every
        // opening count.
        if let Some(sprt) = &settings.sprt
            && g % 2 == 1
        {
            let results = results_of(&tallies[0]);
            verdict = sprt.verdict(sprt.llr(&results), results.games());
            if verdict != Verdict::Continue {
                break;
            }
        }
    }
    progress.finish();

    let rows: Vec<Value> = tallies
        .iter()
        .zip(&names)
        .enumerate()
        .map(|(i, (tally, name))| tally.json(i, name, Scoring::WinDrawLoss))
        .collect();
    print_table(&rows, Scoring::WinDrawLoss);
    let ours = results_of(&tallies[0]);
    let estimate = ours.elo();
    let interval = ours.score_interval();
    if settings.sides > 2
        && let Some((lo, hi)) = interval
    {
        // A free-for-all: the score is our first places (a shared one half),
        // an equal share 1 of the sides; no Elo between two sides.
        println!(
            "{}: first places {:.1}% (95%: {:.1}–{:.1}%) over {} games against {} of {}; an equal share {:.1}%",
            names[0],
            100.0 * ours.score().unwrap_or(0.0),
            100.0 * lo,
            100.0 * hi,
            ours.games(),
            names[1],
            settings.sides - 1,
            100.0 / f64::from(settings.sides),
        );
    } else if let (Some(estimate), Some((lo, hi))) = (estimate, interval) {
        println!(
            "{}: Elo {} against {}, score {:.1}% (95%: {:.1}–{:.1}%) over {} games",
            names[0],
            estimate.text(),
            names[1],
            100.0 * ours.score().unwrap_or(0.0),
            100.0 * lo,
            100.0 * hi,
            ours.games()
        );
    }
    let sprt_report = settings.sprt.map(|sprt| {
        let llr = sprt.llr(&ours);
        let (lower, upper) = sprt.bounds();
        println!(
            "SPRT elo0 {} elo1 {} (alpha {}, beta {}): LLR {llr:.2} (bounds {lower:.2}, {upper:.2}), {}",
            sprt.elo0,
            sprt.elo1,
            sprt.alpha,
            sprt.beta,
            verdict.name()
        );
        json!({
            "elo0": sprt.elo0, "elo1": sprt.elo1, "alpha": sprt.alpha, "beta": sprt.beta,
            "llr": round(llr, 3), "bounds": [round(lower, 3), round(upper, 3)],
            "verdict": verdict.name(),
        })
    });
    for error in &errors {
        println!(
            "spoiled by the engine: game {} ({})",
            error["game"], error["error"]
        );
    }
    for forfeit in &forfeits {
        println!(
            "lost by the engine, no answer in time: game {} ({})",
            forfeit["game"], forfeit["error"]
        );
    }
    let claims: usize = results
        .iter()
        .filter_map(|r| r["engine_claims"].as_array().map(Vec::len))
        .sum();
    if claims > 0 {
        println!(
            "the engine claimed a won game instead of moving {claims} time(s); its king capture was played for it"
        );
    }
    let (variant, chess960) = match settings.dialect {
        Dialect::History { variant, chess960 } => (Some(variant), chess960),
        Dialect::Fen4 => (None, false),
    };
    let finite = |x: f64| x.is_finite().then(|| round(x, 1));
    let report = json!({
        "game": settings.id,
        "engine": engine_name,
        "engine_program": settings.program,
        "engine_args": settings.engine_args,
        "engine_variant": variant,
        "engine_position": match settings.dialect {
            Dialect::History { .. } => "fen and moves",
            Dialect::Fen4 => "fen4",
        },
        "chess960": chess960,
        "engine_depth": settings.engine.depth,
        "engine_nodes": settings.engine.nodes,
        "engine_movetime_ms": settings.engine.movetime_ms,
        "level": settings.level,
        "nodes": settings.nodes,
        "movetime_ms": settings.movetime_ms,
        "games": played,
        "scored_games": played as usize - errors.len(),
        "seed": settings.seed,
        "book": settings.book,
        "book_size": settings.openings.book_size(),
        "opening_plies": settings.openings.plies,
        "max_plies": settings.max_plies,
        "seconds": progress.elapsed().as_secs_f64(),
        "score": ours.score().map(|s| round(s, 4)),
        "score_ci95": interval.map(|(lo, hi)| [round(lo, 4), round(hi, 4)]),
        "elo": estimate.filter(|_| settings.sides == 2).map(|e| json!({
            "elo": finite(e.elo), "ci95": [finite(e.low), finite(e.high)],
        })),
        "sprt": sprt_report,
        "reasons": reasons,
        "errors": errors,
        "forfeits": forfeits,
        "sides": settings.sides,
        "engine_claims": claims,
        "seats": rows,
        "results": results,
    });
    println!("{report}");
    Ok(())
}

/// A tally's wins, draws and losses.
fn results_of(tally: &Tally) -> Results {
    Results {
        wins: tally.wins,
        draws: tally.draws,
        losses: tally.games - tally.wins - tally.draws,
    }
}

/// Our results so far, for the progress bar (a long run can be read while it
/// goes), and the test's LLR.
fn running_note(ours: &Tally, spoiled: usize, forfeits: usize, sprt: Option<&Sprt>) -> String {
    let results = results_of(ours);
    let mut note = format!(
        ", ours +{} ={} -{}, spoiled {spoiled}, engine timeouts {forfeits}",
        results.wins, results.draws, results.losses
    );
    if let Some(sprt) = sprt {
        let (lower, upper) = sprt.bounds();
        note.push_str(&format!(
            ", LLR {:.2} ({lower:.2}, {upper:.2})",
            sprt.llr(&results)
        ));
    }
    note
}

/// `raja match --list`: each game id and its Fairy-Stockfish counterpart, one a line
/// (`id variant`, `id variant chess960`, or `id - reason`).
fn list() -> Result<()> {
    crate::output::lines(
        COUNTERPARTS
            .iter()
            .map(|(id, counterpart)| match counterpart {
                Counterpart::Variant {
                    variant,
                    chess960: true,
                } => format!("{id} {variant} chess960"),
                Counterpart::Variant { variant, .. } => format!("{id} {variant}"),
                Counterpart::None(why) => format!("{id} - {why}"),
            }),
    )
}
