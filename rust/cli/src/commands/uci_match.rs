//! `raja match <game> --engine PATH [--engine-arg ARG …] --engine-nodes N --games G
//! --seed S [--level L] [--nodes M] [--engine-timeout MS]`: our bot against a UCI
//! engine (Fairy-Stockfish, or ours: `--engine raja --engine-arg uci`) on the
//! engine's counterpart of the game (`crate::fairy`). `raja match --list` prints
//! that table.
//!
//! Games come in pairs: game 2k and 2k + 1 start from the same opening, our bot
//! White in the first and Black in the second. An opening is the game's start for a
//! seed (for Chess960 a start drawn from it) and `OPENING_PLIES` random plies. The
//! engine gets `position fen <start> moves <every move so far>` and `go nodes N`;
//! its move must be legal for us. Games end by our rules (mate, stalemate, the
//! draws), or as a draw at `MAX_PLIES`. A game the engine spoils (dies, times
//! out, plays an illegal move, sees no move where we see one) is reported and left
//! out of the score; the engine is restarted for the next game.

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use raja_bots::search::mix;
use raja_bots::{Bot, Level, Limits, random_move};
use raja_core::{Game, GameResult};
use serde_json::{Value, json};

use super::report::{Progress, Scoring, Tally, print_table};
use crate::fairy::{self, COUNTERPARTS, Counterpart};
use crate::uci_client::{Engine, EngineError};

/// Random plies of each opening (two moves each in chess): the openings differ, and
/// both colours play each one.
const OPENING_PLIES: u32 = 4;
/// A game still running after this many plies is a draw. Chess games end long before
/// (fifty-move rule, repetition); the cap only bounds a run.
const MAX_PLIES: u32 = 600;
/// An engine that spoils this many games in a row is given up on.
const FAILURES_IN_A_ROW: u32 = 3;

/// Play our bot against a UCI engine (Fairy-Stockfish): a table, then JSON
#[derive(Args, Debug)]
#[command(override_usage = "raja match [OPTIONS] --engine <PATH> <GAME>\n       raja match --list")]
pub struct Match {
    /// Game id with a Fairy-Stockfish counterpart (raja match --list)
    #[arg(required_unless_present = "list")]
    game: Option<String>,
    /// The engine's program
    #[arg(long, value_name = "PATH", required_unless_present = "list")]
    engine: Option<String>,
    /// An argument for the engine's program (again for each: --engine-arg uci)
    #[arg(long = "engine-arg", value_name = "ARG", allow_hyphen_values = true)]
    engine_args: Vec<String>,
    /// Nodes the engine searches a move
    #[arg(long, default_value_t = 1000, allow_negative_numbers = true)]
    engine_nodes: u64,
    /// The longest the engine may take for a move
    #[arg(
        long,
        default_value_t = 30_000,
        value_name = "MS",
        allow_negative_numbers = true
    )]
    engine_timeout: u64,
    /// Games to play, in pairs: each opening with both colours
    #[arg(long, default_value_t = 10, allow_negative_numbers = true)]
    games: u32,
    /// Seed of the openings and of our bot
    #[arg(long, default_value_t = 0, allow_negative_numbers = true)]
    seed: u64,
    /// Our bot's level
    #[arg(long, default_value_t = 5, value_parser = level, allow_negative_numbers = true)]
    level: u8,
    /// Our bot searches this many nodes a move, without a time limit
    #[arg(long, allow_negative_numbers = true)]
    nodes: Option<u64>,
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

/// How to start the engine for one game id.
struct EngineSetup<'a> {
    program: &'a str,
    args: &'a [String],
    variant: &'static str,
    chess960: bool,
}

impl EngineSetup<'_> {
    /// Starts the engine and selects the variant, first teaching it ours
    /// (`fairy::VARIANT_CONFIG`) where it has no built-in twin; an engine that
    /// does not know the variant is an error.
    fn start(&self) -> Result<Engine> {
        let mut engine = Engine::start(self.program, self.args)?;
        let configured = fairy::configured(self.variant);
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
            Some(known) if known.iter().any(|v| v == self.variant) => {}
            Some(_) => bail!(
                "{} does not know the variant {:?} (its UCI_Variant list lacks it)",
                engine.name,
                self.variant
            ),
            None if self.variant == "chess" => {}
            None => bail!(
                "{} has no UCI_Variant option, so it cannot play {:?}",
                engine.name,
                self.variant
            ),
        }
        if engine.variants.is_some() {
            engine.set_option("UCI_Variant", self.variant)?;
        }
        if self.chess960 {
            if !engine.chess960 {
                bail!("{} has no UCI_Chess960 option", engine.name);
            }
            engine.set_option("UCI_Chess960", "true")?;
        }
        engine.ready()?;
        Ok(engine)
    }
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

impl Match {
    pub fn run(&self) -> Result<()> {
        match (&self.game, &self.engine) {
            (Some(id), Some(program)) if !self.list => self.play(id, program),
            // clap allows nothing else beside --list.
            _ => list(),
        }
    }

    fn play(&self, id: &str, program: &str) -> Result<()> {
        let (variant, chess960) = fairy::counterpart(id).map_err(|e| anyhow!(e))?;
        let probe = Game::new(id, self.seed)?;
        if probe.variant().army_count() != 2 {
            bail!("{id} is not a two-player game");
        }
        let level = self.level;
        let mut limits: Limits = Level::new(level).limits;
        if let Some(nodes) = self.nodes {
            // A node limit alone: deterministic, whatever the machine's load.
            limits.nodes = nodes;
            limits.time = None;
        }
        let engine_nodes = self.engine_nodes;
        let timeout = Duration::from_millis(self.engine_timeout);
        let games = self.games;
        let setup = EngineSetup {
            program,
            args: &self.engine_args,
            variant,
            chess960,
        };

        let mut engine = Some(setup.start()?);
        let engine_name = engine.as_ref().map_or(String::new(), |e| e.name.clone());
        let names = [
            format!("L{level}"),
            format!("{engine_name} ({engine_nodes} n)"),
        ];
        let mut tallies = [Tally::default(), Tally::default()];
        let mut reasons: BTreeMap<String, u32> = BTreeMap::new();
        let mut errors = Vec::new();
        let mut results = Vec::new();
        let mut failures_in_a_row = 0;
        let progress = Progress::new(games);
        for g in 0..games {
            let opening = g / 2;
            let ours = (g % 2) as u8;
            let opening_seed = mix(self.seed ^ mix(u64::from(opening)));
            let mut current = match engine.take() {
                Some(engine) => engine,
                None => setup.start()?,
            };
            let bot = Bot::new(level, mix(opening_seed ^ 1)).with_limits(limits);
            let side = Side {
                bot: &bot,
                ours,
                engine_nodes,
                timeout,
            };
            match play_game(id, opening_seed, &side, &mut current, &mut tallies) {
                Ok(game) => {
                    failures_in_a_row = 0;
                    engine = Some(current);
                    let (reason, result) = score(&game, ours, &mut tallies);
                    *reasons.entry(reason.clone()).or_default() += 1;
                    results.push(json!({
                        "game": g, "opening": opening, "ours": colour(ours),
                        "result": result, "reason": reason, "plies": game.position().ply(),
                    }));
                }
                Err(Spoiled::Engine(error)) => {
                    // The engine is dropped (killed) and started afresh for the next game.
                    failures_in_a_row += 1;
                    errors.push(json!({ "game": g, "error": error }));
                    if failures_in_a_row >= FAILURES_IN_A_ROW {
                        progress.finish();
                        bail!(
                            "the engine spoiled {FAILURES_IN_A_ROW} games in a row; last: {error}"
                        );
                    }
                }
                Err(Spoiled::Ours(error)) => {
                    progress.finish();
                    bail!("game {g}: {error}");
                }
            }
            progress.game_done(running_score(&tallies[0], errors.len()));
        }
        progress.finish();

        let rows: Vec<Value> = tallies
            .iter()
            .zip(&names)
            .enumerate()
            .map(|(i, (tally, name))| tally.json(i, name, Scoring::WinDrawLoss))
            .collect();
        print_table(&rows, Scoring::WinDrawLoss);
        for error in &errors {
            println!(
                "spoiled by the engine: game {} ({})",
                error["game"], error["error"]
            );
        }
        let report = json!({
            "game": id,
            "engine": engine_name,
            "engine_program": program,
        "engine_args": self.engine_args,
            "engine_variant": variant,
            "chess960": chess960,
            "engine_nodes": engine_nodes,
            "level": level,
            "nodes": self.nodes,
            "games": games,
            "scored_games": games as usize - errors.len(),
            "seed": self.seed,
            "opening_plies": OPENING_PLIES,
            "max_plies": MAX_PLIES,
            "seconds": progress.elapsed().as_secs_f64(),
            "reasons": reasons,
            "errors": errors,
            "seats": rows,
            "results": results,
        });
        println!("{report}");
        Ok(())
    }
}

/// Our bot's side of a game and the engine's limits.
struct Side<'a> {
    bot: &'a Bot,
    /// The army our bot plays (0 White, 1 Black).
    ours: u8,
    engine_nodes: u64,
    timeout: Duration,
}

/// Plays one game: the opening, then our bot and the engine in turn.
fn play_game(
    id: &str,
    opening_seed: u64,
    side: &Side,
    engine: &mut Engine,
    tallies: &mut [Tally; 2],
) -> Result<Game, Spoiled> {
    let mut game = Game::new(id, opening_seed).map_err(|e| Spoiled::Ours(e.to_string()))?;
    let start_fen = game.fen();
    let mut moves = UciMoves::default();
    play_opening(&mut game, opening_seed, &mut moves).map_err(|e| Spoiled::Ours(e.to_string()))?;
    engine.new_game()?;
    let cancel = AtomicBool::new(false);
    while !game.is_over() && game.position().ply() < MAX_PLIES {
        if game.position().to_move() == side.ours {
            let choice = side
                .bot
                .choose(&game, &cancel)
                .ok_or_else(|| Spoiled::Ours("our bot found no move in a game not over".into()))?;
            tallies[0].add_move(choice.nodes, choice.depth, choice.elapsed);
            moves.push(&game, game.move_string(choice.mv));
            game.play_move(choice.mv)
                .map_err(|e| Spoiled::Ours(format!("our bot played an illegal move: {e}")))?;
        } else {
            let answer =
                engine.best_move(&start_fen, &moves.list, side.engine_nodes, side.timeout)?;
            tallies[1].add_move(answer.nodes, answer.depth, answer.elapsed);
            let text = answer.mv.ok_or_else(|| {
                Spoiled::Engine(format!(
                    "the engine sees no move after {:?}, where we see {}",
                    moves.list.join(" "),
                    game.legal_moves().len()
                ))
            })?;
            moves.push(&game, text.clone());
            game.play(&text).map_err(|_| {
                Spoiled::Engine(format!(
                    "the engine played {text:?}, illegal after {:?}",
                    moves.list.join(" ")
                ))
            })?;
        }
    }
    Ok(game)
}

/// Plays the random opening: `OPENING_PLIES` plies, and the second part of a
/// move in two parts (the duck's) if the last ply was a first part: the engine
/// is only ever asked at the start of a turn.
fn play_opening(game: &mut Game, seed: u64, moves: &mut UciMoves) -> Result<()> {
    let mid_turn = |game: &Game| game.position().rule_state().second_part_due;
    while !game.is_over() && (game.position().ply() < OPENING_PLIES || mid_turn(game)) {
        let Some(mv) = random_move(game, seed) else {
            break;
        };
        moves.push(game, game.move_string(mv));
        game.play_move(mv)?;
    }
    Ok(())
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
    /// Records `text`, about to be played in `game`.
    fn push(&mut self, game: &Game, text: String) {
        let mover = game.position().to_move();
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
}

/// Adds a finished game to the tallies (ours first); returns its end reason and
/// result ("1-0", "0-1", "1/2-1/2").
fn score(game: &Game, ours: u8, tallies: &mut [Tally; 2]) -> (String, &'static str) {
    let outcome = game.outcome();
    let reason = outcome.map_or("ply-limit".to_string(), |o| {
        format!("{:?}", o.reason).to_lowercase()
    });
    let winner = match outcome.map(|o| &o.result) {
        Some(GameResult::TeamWin { team }) => {
            (0..2u8).find(|&army| game.variant().team_of[usize::from(army)] == *team)
        }
        _ => None,
    };
    for (tally, army) in tallies.iter_mut().zip([ours, 1 - ours]) {
        tally.games += 1;
        match winner {
            Some(w) if w == army => tally.wins += 1,
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

/// Our results so far, for the progress bar (a long run can be read while it goes).
fn running_score(ours: &Tally, spoiled: usize) -> String {
    format!(
        ", ours +{} ={} -{}, spoiled {spoiled}",
        ours.wins,
        ours.draws,
        ours.games - ours.wins - ours.draws
    )
}

fn colour(army: u8) -> &'static str {
    if army == 0 { "white" } else { "black" }
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
    fn the_opening_never_ends_between_the_two_parts_of_a_duck_move() {
        for seed in 0..40 {
            let mut game = Game::new("duck", seed).expect("duck");
            let mut moves = UciMoves::default();
            play_opening(&mut game, seed, &mut moves).expect("opening");
            assert!(!game.position().rule_state().second_part_due, "seed {seed}");
            // Every string the engine gets is a whole turn, and replays as one.
            let mut replay = Game::new("duck", seed).expect("duck");
            for text in &moves.list {
                assert!(text.contains(','), "seed {seed}: {text} is half a turn");
                replay.play(text).expect("a whole turn");
            }
            assert_eq!(replay.fen(), game.fen(), "seed {seed}");
        }
    }

    #[test]
    fn a_turn_in_two_parts_is_one_comma_joined_uci_move() {
        let mut game = Game::new("chess", 0).expect("chess");
        let mut moves = UciMoves::default();
        moves.push(&game, "e2e4".into());
        // Still White to move, as after the first part of a duck move.
        moves.push(&game, "e4d5".into());
        game.play("e2e4").expect("legal");
        moves.push(&game, "e7e5".into());
        assert_eq!(moves.list, ["e2e4,e4d5", "e7e5"]);
    }
}
