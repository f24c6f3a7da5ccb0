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
//! - `fourplayer-teams`: 4pchess's teams chess. It gets the position as it
//!   stands, as a chess.com FEN4, and nothing of the history (so it never plays
//!   en passant, which our rules do not have); it plays on time only (its `go`
//!   ignores `nodes`). Its moves (`h2-h4`, `d11-d12=Q`) are read as PGN4's.
//!
//! Games come in pairs from one opening (`super::openings`: a book line or the
//! start, then random plies), our bot on each side once: White, then Black; in
//! four-player chess Red and Yellow, then Blue and Green. Games end by our rules,
//! or as a draw after `MAX_PLIES_PER_ARMY` plies of each army. A game the engine
//! spoils (dies, times out, plays an illegal move, sees no move where we see one,
//! calls the game over where it is not) is reported and left out of the score;
//! the engine is restarted for the next game.
//!
//! The report: the table of `raja selfplay`, our score's Elo difference with its
//! 95% interval (`super::elo`), and with `--sprt ELO0,ELO1[,ALPHA,BETA]` the
//! sequential test (`super::sprt`), its LLR on the progress line as games come
//! in; the test stops the run, at the end of a pair, once it decides (`--games`
//! is then the most it plays).

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use raja_bots::search::mix;
use raja_bots::{Bot, Level, Limits};
use raja_core::{Game, GameResult, Move};
use serde_json::{Value, json};

use super::elo::Results;
use super::openings::{MAX_RANDOM_PLIES, Opening, Openings};
use super::report::{Progress, Scoring, Tally, print_table, round};
use super::sprt::{Sprt, Verdict};
use crate::fairy::{self, COUNTERPARTS, Counterpart};
use crate::uci_client::{Engine, EngineError, Go};
/// The game 4pchess plays.
const FOUR_PLAYER_TEAMS: &str = "fourplayer-teams";
/// A game still running after this many plies of each army is a draw (600 plies
/// in chess, 1 200 in four-player chess). Games end long before (fifty-move
/// rule, repetition); the cap only bounds a run.
const MAX_PLIES_PER_ARMY: u32 = 300;
const DEFAULT_ENGINE_NODES: u64 = 1000;
const DEFAULT_GAMES: u32 = 10;
/// With `--sprt` and no `--games`: the most games the test may take.
const DEFAULT_SPRT_GAMES: u32 = 2000;
const DEFAULT_ENGINE_TIMEOUT_MS: u64 = 30_000;
/// An engine that spoils this many games in a row is given up on.
const FAILURES_IN_A_ROW: u32 = 3;

/// How the engine is told a position and how its moves are read.
#[derive(Clone, Copy)]
enum Dialect {
    /// Fairy-Stockfish: the start and the moves since, in our move strings
    /// (docs/notation.md), the variant set by `UCI_Variant`.
    History {
        variant: &'static str,
        chess960: bool,
    },
    /// 4pchess: the position now as a FEN4, moves in PGN4's long algebraic.
    Fen4,
}

impl Dialect {
    fn of(id: &str) -> Result<Dialect, String> {
        if id == FOUR_PLAYER_TEAMS {
            return Ok(Dialect::Fen4);
        }
        let (variant, chess960) = fairy::counterpart(id)
            .map_err(|e| format!("{e}; and 4pchess plays {FOUR_PLAYER_TEAMS}"))?;
        Ok(Dialect::History { variant, chess960 })
    }
}

/// Play our bot against a UCI engine (Fairy-Stockfish; 4pchess in fourplayer-teams): a table, then JSON
#[derive(Args, Debug)]
#[command(override_usage = "raja match [OPTIONS] --engine <PATH> <GAME>\n       raja match --list")]
pub struct Match {
    /// Game id with a Fairy-Stockfish counterpart (raja match --list), or fourplayer-teams for 4pchess
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
    /// The longest the engine may take for a move (30 s, or ten times its movetime)
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    engine_timeout: Option<u64>,
    /// Games to play, in pairs: each opening from both sides (10; with --sprt the most, 2000)
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

/// A run's settings, from the command line.
struct Settings {
    id: String,
    program: String,
    engine_args: Vec<String>,
    dialect: Dialect,
    level: u8,
    /// Our bot's limits a move.
    ours: Limits,
    /// The engine's limits a move.
    engine: Go,
    timeout: Duration,
    games: u32,
    seed: u64,
    openings: Openings,
    sprt: Option<Sprt>,
    /// A game still running after this many plies is a draw.
    max_plies: u32,
    /// As given, for the report.
    book: Option<String>,
    nodes: Option<u64>,
    movetime_ms: Option<u64>,
}

impl Settings {
    fn new(options: &Match, id: &str, program: &str) -> Result<Settings> {
        let dialect = Dialect::of(id).map_err(|e| anyhow!(e))?;
        let probe = Game::new(id, options.seed)?;
        if matches!(dialect, Dialect::History { .. }) && probe.variant().army_count() != 2 {
            bail!("{id} is not a two-player game");
        }
        let engine = match (dialect, options.engine_nodes, options.engine_movetime) {
            (Dialect::Fen4, Some(_), _) => bail!(
                "--engine-nodes: 4pchess's go ignores nodes; give --engine-movetime MS for {id}"
            ),
            (Dialect::Fen4, None, None) => {
                bail!("--engine-movetime MS is required for {id} (4pchess plays on time)")
            }
            (_, None, None) => Go {
                nodes: Some(DEFAULT_ENGINE_NODES),
                movetime_ms: None,
            },
            (_, nodes, movetime_ms) => Go { nodes, movetime_ms },
        };
        let slowest = engine.movetime_ms.unwrap_or(0).saturating_mul(10);
        let timeout = options
            .engine_timeout
            .unwrap_or(DEFAULT_ENGINE_TIMEOUT_MS.max(slowest));
        let games = options.games.unwrap_or(if options.sprt.is_some() {
            DEFAULT_SPRT_GAMES
        } else {
            DEFAULT_GAMES
        });
        let openings = Openings::new(id, options.book.as_deref(), options.opening, options.seed)
            .map_err(|e| anyhow!(e))?;
        Ok(Settings {
            id: id.to_string(),
            program: program.to_string(),
            engine_args: options.engine_args.clone(),
            dialect,
            level: options.level,
            ours: our_limits(options.level, options.nodes, options.movetime),
            engine,
            timeout: Duration::from_millis(timeout),
            games,
            seed: options.seed,
            openings,
            sprt: options.sprt,
            max_plies: MAX_PLIES_PER_ARMY * probe.variant().army_count() as u32,
            book: options.book.clone(),
            nodes: options.nodes,
            movetime_ms: options.movetime,
        })
    }

    /// Starts the engine for this game.
    fn start_engine(&self) -> Result<Engine> {
        match self.dialect {
            Dialect::History { variant, chess960 } => {
                start_fairy(&self.program, &self.engine_args, variant, chess960)
            }
            Dialect::Fen4 => {
                let mut engine = Engine::start(&self.program, &self.engine_args)?;
                engine.ready()?;
                Ok(engine)
            }
        }
    }
}

/// The level's limits, or in their place a node limit (`--nodes`: deterministic,
/// whatever the machine's load), a time limit (`--movetime`), or both.
fn our_limits(level: u8, nodes: Option<u64>, movetime: Option<u64>) -> Limits {
    let mut limits = Level::new(level).limits;
    if nodes.is_some() || movetime.is_some() {
        limits.nodes = nodes.unwrap_or(u64::MAX);
        limits.time = movetime.map(Duration::from_millis);
    }
    limits
}

/// `20000 n`, `100 ms`, `20000 n, 100 ms`.
fn limits_text(nodes: Option<u64>, movetime_ms: Option<u64>) -> String {
    let parts: Vec<String> = [
        nodes.map(|n| format!("{n} n")),
        movetime_ms.map(|ms| format!("{ms} ms")),
    ]
    .into_iter()
    .flatten()
    .collect();
    parts.join(", ")
}

/// Starts the engine and selects the variant, first teaching it ours
/// (`fairy::VARIANT_CONFIG`) where it has no built-in twin; an engine that
/// does not know the variant is an error.
fn start_fairy(program: &str, args: &[String], variant: &str, chess960: bool) -> Result<Engine> {
    let mut engine = Engine::start(program, args)?;
    let configured = fairy::configured(variant);
    if configured {
        let path = write_variant_config()?;
        let taught = engine
            .set_option("VariantPath", &path.display().to_string())
            .and_then(|()| engine.ready());
        // Read by then (the engine answers `isready` after the option).
        let _ = std::fs::remove_file(&path);
        taught?;
    }
    match &engine.variants {
        // A configured variant is not in the list the engine announced
        // before it read the file.
        Some(_) if configured => {}
        Some(known) if known.iter().any(|v| v == variant) => {}
        Some(_) => bail!(
            "{} does not know the variant {variant:?} (its UCI_Variant list lacks it)",
            engine.name
        ),
        None if variant == "chess" => {}
        None => bail!(
            "{} has no UCI_Variant option, so it cannot play {variant:?}",
            engine.name
        ),
    }
    if engine.variants.is_some() {
        engine.set_option("UCI_Variant", variant)?;
    }
    if chess960 {
        if !engine.chess960 {
            bail!("{} has no UCI_Chess960 option", engine.name);
        }
        engine.set_option("UCI_Chess960", "true")?;
    }
    engine.ready()?;
    Ok(engine)
}

/// Writes `fairy::VARIANT_CONFIG` where the engine can read it: a file of this
/// process in the temporary directory, complete before the engine is told of it.
fn write_variant_config() -> Result<std::path::PathBuf> {
    let path = std::env::temp_dir().join(format!("raja-variants-{}.ini", std::process::id()));
    std::fs::write(&path, fairy::VARIANT_CONFIG)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(path)
}

/// Why a game was not finished.
enum Spoiled {
    /// The engine's fault: it is restarted.
    Engine(String),
    /// Ours: the run stops.
    Ours(String),
}

impl From<EngineError> for Spoiled {
    fn from(error: EngineError) -> Spoiled {
        Spoiled::Engine(error.to_string())
    }
}

/// A finished game and the engine's claims of a won game played for it.
struct Played {
    game: Game,
    claims: Vec<String>,
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
            limits_text(settings.engine.nodes, settings.engine.movetime_ms)
        ),
    ];
    let mut tallies = [Tally::default(), Tally::default()];
    let mut reasons: BTreeMap<String, u32> = BTreeMap::new();
    let mut errors = Vec::new();
    let mut results = Vec::new();
    let mut failures_in_a_row = 0;
    let mut verdict = Verdict::Continue;
    let mut played = 0;
    let progress = Progress::new(settings.games);
    for g in 0..settings.games {
        let opening_index = g / 2;
        // Our side: army 0 (White) or team 0 (Red and Yellow) first, then the other.
        let ours = (g % 2) as u8;
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
        let bot = Bot::new(settings.level, mix(opening_seed ^ 1)).with_limits(settings.ours);
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
                    "start": opening_fen, "moves": game.actions().join(" "),
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
            settings.sprt.as_ref(),
        ));
        // The test decides at the end of a pair, so both sides of every
        // opening count.
        if let Some(sprt) = &settings.sprt
            && g % 2 == 1
        {
            verdict = sprt.verdict(sprt.llr(&results_of(&tallies[0])));
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
    if let (Some(estimate), Some((lo, hi))) = (estimate, interval) {
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
        "elo": estimate.map(|e| json!({
            "elo": finite(e.elo), "ci95": [finite(e.low), finite(e.high)],
        })),
        "sprt": sprt_report,
        "reasons": reasons,
        "errors": errors,
        "engine_claims": claims,
        "seats": rows,
        "results": results,
    });
    println!("{report}");
    Ok(())
}

/// Plays one game from its opening: our bot (for side `ours`) and the engine in turn.
fn play_game(
    settings: &Settings,
    opening: Opening,
    ours: u8,
    bot: &Bot,
    engine: &mut Engine,
    tallies: &mut [Tally; 2],
) -> Result<Played, Spoiled> {
    let Opening {
        mut game,
        start_fen,
        plies,
    } = opening;
    let mut moves = UciMoves::default();
    for (army, text) in plies {
        moves.push(army, text);
    }
    let mut claims = Vec::new();
    engine.new_game()?;
    let cancel = AtomicBool::new(false);
    while !game.is_over() && game.position().ply() - game.first_ply() < settings.max_plies {
        let mover = game.position().to_move();
        if game.variant().team_of[usize::from(mover)] == ours {
            let choice = bot
                .choose(&game, &cancel)
                .ok_or_else(|| Spoiled::Ours("our bot found no move in a game not over".into()))?;
            tallies[0].add_move(choice.nodes, choice.depth, choice.elapsed);
            moves.push(mover, game.move_string(choice.mv));
            game.play_move(choice.mv)
                .map_err(|e| Spoiled::Ours(format!("our bot played an illegal move: {e}")))?;
            continue;
        }
        let position = match settings.dialect {
            Dialect::History { .. } => moves.position(&start_fen),
            Dialect::Fen4 => format!("fen {}", game.fen4()),
        };
        // The position in the error, so that a spoiled game can be looked into.
        let answer = engine
            .best_move(&position, &settings.engine, settings.timeout)
            .map_err(|e| Spoiled::Engine(format!("{e}, at {position}")))?;
        tallies[1].add_move(answer.nodes, answer.depth, answer.elapsed);
        if let Some(claim) = answer.claim {
            // 4pchess holds a game over where a king can be taken: the capture
            // it would play, and wins by, in our rules too.
            let capture = king_capture(&game).ok_or_else(|| {
                Spoiled::Engine(format!(
                    "the engine holds the game over ({claim}) where our rules play on, at {position}"
                ))
            })?;
            claims.push(claim);
            moves.push(mover, game.move_string(capture));
            game.play_move(capture)
                .map_err(|e| Spoiled::Ours(format!("a king capture was not legal: {e}")))?;
            continue;
        }
        let text = answer.mv.ok_or_else(|| {
            Spoiled::Engine(format!(
                "the engine sees no move at {position}, where we see {}",
                game.legal_moves().len()
            ))
        })?;
        let illegal =
            || Spoiled::Engine(format!("the engine played {text:?}, illegal at {position}"));
        match settings.dialect {
            Dialect::History { .. } => {
                game.play(&text).map_err(|_| illegal())?;
                moves.push(mover, text.clone());
            }
            Dialect::Fen4 => {
                // One long-algebraic move, nothing PGN4 would read otherwise
                // (a resignation, a result).
                let one_move = text.starts_with(|c: char| c.is_ascii_lowercase())
                    && !text.contains(char::is_whitespace);
                if !one_move {
                    return Err(illegal());
                }
                let before = game.position().ply();
                raja_core::pgn4::play(&mut game, &text).map_err(|_| illegal())?;
                if game.position().ply() == before {
                    return Err(illegal());
                }
            }
        }
    }
    Ok(Played { game, claims })
}

/// A legal move of the side to move that takes a live enemy king, if any.
fn king_capture(game: &Game) -> Option<Move> {
    let variant = game.variant();
    let position = game.position();
    let team = variant.team_of[usize::from(position.to_move())];
    game.legal_moves().into_iter().find(|mv| {
        let victim = position.cell(mv.to);
        !mv.is_pass()
            && !victim.is_empty()
            && variant.is_royal(victim.kind())
            && variant.team_of[usize::from(victim.army())] != team
            && position.army_state(victim.army()).is_live()
    })
}

/// The moves of a game as the engine reads them: one string a turn. A turn in
/// parts (the duck's piece move, then the duck) is one UCI move with its parts
/// joined by a comma, as Fairy-Stockfish writes it (`e2e4,e4d5`).
#[derive(Default)]
struct UciMoves {
    list: Vec<String>,
    /// The army whose turn the last string belongs to.
    last_mover: Option<u8>,
}

impl UciMoves {
    /// Records `text`, a move of `mover`.
    fn push(&mut self, mover: u8, text: String) {
        // The same army again: its turn continues (two sides, who never pass).
        match self.list.last_mut() {
            Some(previous) if self.last_mover == Some(mover) => {
                previous.push(',');
                previous.push_str(&text);
            }
            _ => self.list.push(text),
        }
        self.last_mover = Some(mover);
    }

    /// `fen <start> moves <every turn>`.
    fn position(&self, start_fen: &str) -> String {
        match self.list.is_empty() {
            true => format!("fen {start_fen}"),
            false => format!("fen {start_fen} moves {}", self.list.join(" ")),
        }
    }
}

/// Adds a finished game to the tallies (ours first); returns its end reason and
/// result ("1-0": the first side won, "0-1", "1/2-1/2").
fn score(game: &Game, ours: u8, tallies: &mut [Tally; 2]) -> (String, &'static str) {
    let outcome = game.outcome();
    let reason = outcome.map_or("ply-limit".to_string(), |o| {
        format!("{:?}", o.reason).to_lowercase()
    });
    let winner = match outcome.map(|o| &o.result) {
        Some(GameResult::TeamWin { team }) => Some(*team),
        _ => None,
    };
    for (tally, side) in tallies.iter_mut().zip([ours, 1 - ours]) {
        tally.games += 1;
        match winner {
            Some(w) if w == side => tally.wins += 1,
            Some(_) => {}
            None => tally.draws += 1,
        }
    }
    let result = match winner {
        Some(0) => "1-0",
        Some(_) => "0-1",
        None => "1/2-1/2",
    };
    (reason, result)
}

/// A tally's wins, draws and losses.
fn results_of(tally: &Tally) -> Results {
    Results {
        wins: tally.wins,
        draws: tally.draws,
        losses: tally.games - tally.wins - tally.draws,
    }
}

/// The armies of side `team`: `white`, `red-yellow`.
fn side_name(game: &Game, team: u8) -> String {
    let variant = game.variant();
    let members: Vec<&str> = (0..variant.army_count() as u8)
        .filter(|&army| variant.team_of[usize::from(army)] == team)
        .map(|army| variant.army_name(army))
        .collect();
    members.join("-")
}

/// Our results so far, for the progress bar (a long run can be read while it
/// goes), and the test's LLR.
fn running_note(ours: &Tally, spoiled: usize, sprt: Option<&Sprt>) -> String {
    let results = results_of(ours);
    let mut note = format!(
        ", ours +{} ={} -{}, spoiled {spoiled}",
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_turn_in_two_parts_is_one_comma_joined_uci_move() {
        let mut moves = UciMoves::default();
        moves.push(0, "e2e4".into());
        // Still White, as after the first part of a duck move.
        moves.push(0, "e4d5".into());
        moves.push(1, "e7e5".into());
        assert_eq!(moves.list, ["e2e4,e4d5", "e7e5"]);
        assert_eq!(moves.position("S"), "fen S moves e2e4,e4d5 e7e5");
        assert_eq!(UciMoves::default().position("S"), "fen S");
    }

    #[test]
    fn our_limits_replace_the_levels_with_nodes_time_or_both() {
        let level = Level::new(5).limits;
        assert_eq!(our_limits(5, None, None), level);
        let nodes = our_limits(5, Some(20_000), None);
        assert_eq!(
            (nodes.nodes, nodes.time, nodes.depth),
            (20_000, None, level.depth)
        );
        let time = our_limits(5, None, Some(100));
        assert_eq!(
            (time.nodes, time.time),
            (u64::MAX, Some(Duration::from_millis(100)))
        );
        let both = our_limits(3, Some(5), Some(7));
        assert_eq!((both.nodes, both.time), (5, Some(Duration::from_millis(7))));
        assert_eq!(
            both.depth,
            Level::new(3).limits.depth,
            "a level keeps its depth"
        );
        assert_eq!(limits_text(Some(5), Some(7)), "5 n, 7 ms");
    }

    #[test]
    fn the_engine_may_take_a_king_it_holds_taken_and_nothing_else() {
        // Green's rook on h5 sees Red's king on h1 down the open file.
        let board = "6,yK,7/14/14/14/14/14/13,gK/bK,13/14/7,gR,6/14/14/14/7,rK,6";
        let at = |to_move: char| {
            let fen = format!("{to_move}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{board}");
            Game::from_fen(FOUR_PLAYER_TEAMS, &fen).expect("FEN4")
        };
        let green = at('G');
        let capture = king_capture(&green).map(|mv| green.move_string(mv));
        assert_eq!(capture.as_deref(), Some("h5h1"));
        assert_eq!(
            king_capture(&at('B')),
            None,
            "Blue has nothing on Red's king"
        );
        assert_eq!(
            king_capture(&at('Y')),
            None,
            "Yellow never takes its partner"
        );
        let open = Game::from_fen("chess", "4k3/8/8/8/8/8/8/R3K2r w - - 0 1").expect("FEN");
        assert_eq!(
            king_capture(&open),
            None,
            "chess kings are mated, never taken"
        );
    }
}
