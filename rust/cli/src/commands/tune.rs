//! `raja tune <game> (--selfplay N | --engine-games N --engine PATH |
//! --positions FILE)`: Texel tuning of the positional weights
//! (`raja_bots::tune`). Positions come from games of level 5 against itself
//! at a node limit (the quiet ones: no capture just made, the side to move not
//! in check, past the opening), from games of an anchor engine against itself
//! (Fairy-Stockfish, `commands::uci_match`'s dialect; the quiet ones: the side
//! to move not in check and the engine's move from there neither a capture
//! nor a promotion, each with the engine's score), or from a file of
//! `RESULT;FEN[;SCORE]` lines (RESULT 1, 0.5 or 0 for the first side, SCORE
//! the engine's centipawns for the first side, as `--save-positions` writes
//! them); the fitted weights are written as RON (`--out`, else stdout), the
//! file the bots of a family load (`rust/bots/weights/`).

use std::io::Write;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use raja_bots::eval::Positional;
use raja_bots::search::mix;
use raja_bots::tune::{Probe, Sample, Settings, error, expected, fit, fit_scale_of, flat, unflat};
use raja_bots::{Bot, Limits, random_move};
use raja_core::{Army, Game, GameResult};

use super::openings::Openings;
use super::uci_match::settings::Dialect;
use super::uci_match::{UciMoves, king_capture};
use crate::fairy;
use crate::uci_client::{Engine, Go};

/// Random plies at the start of each self-play game, so the games differ.
const OPENING_PLIES: u32 = 4;
/// Positions this early in a game are skipped: the opening's random moves.
const SKIP_PLIES: u32 = 8;
/// A self-play game still running after this many plies counts as drawn.
const MAX_PLIES: u32 = 400;
/// Between 4pchess's answer and the next position it is sent, in --engine-games.
const FEN4_PAUSE_MS: u64 = 30;
/// The most positions a file may hold.
const MAX_POSITIONS: usize = 2_000_000;

/// Fit the evaluation's positional weights to games' results (Texel tuning): RON weights
#[derive(Args, Debug)]
pub struct Tune {
    /// Game id: a game of two sides without dice (two armies, or teams)
    game: String,
    /// Play this many games of level 5 against itself for positions
    #[arg(long, value_name = "N", allow_negative_numbers = true)]
    selfplay: Option<u32>,
    /// Play this many games of the engine (--engine) against itself for positions
    #[arg(
        long,
        value_name = "N",
        conflicts_with = "selfplay",
        requires = "engine"
    )]
    engine_games: Option<u32>,
    /// The anchor engine's program (Fairy-Stockfish)
    #[arg(long, value_name = "PATH")]
    engine: Option<String>,
    /// Nodes the engine searches a move in --engine-games
    #[arg(long, default_value_t = 2000, allow_negative_numbers = true)]
    engine_nodes: u64,
    /// The engine's time a move in --engine-games (instead of nodes; 4pchess plays on time)
    #[arg(long, value_name = "MS", allow_negative_numbers = true)]
    engine_movetime: Option<u64>,
    /// Random plies at the start of each --engine-games game
    #[arg(long, default_value_t = 6, allow_negative_numbers = true)]
    opening: u32,
    /// Read positions from FILE (RESULT;FEN[;SCORE] lines) instead
    #[arg(long, value_name = "FILE", conflicts_with_all = ["selfplay", "engine_games"])]
    positions: Option<String>,
    /// Write the self-play positions to FILE too
    #[arg(long, value_name = "FILE")]
    save_positions: Option<String>,
    /// Nodes each self-play move searches
    #[arg(long, default_value_t = 5000, allow_negative_numbers = true)]
    nodes: u64,
    /// Seed of the self-play openings
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    seed: u64,
    /// Start from these weights (RON) instead of the family's
    #[arg(long, value_name = "FILE")]
    weights: Option<String>,
    /// Gradient steps
    #[arg(long, default_value_t = 2000, allow_negative_numbers = true)]
    iterations: u32,
    /// Adam's step size
    #[arg(long, default_value_t = 1.0, allow_negative_numbers = true)]
    rate: f64,
    /// Penalty on the weights' squares (per unit²), keeping rarely seen weights small
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    l2: f64,
    /// Share of the engine's score in the target (0: the game's result alone)
    #[arg(long, default_value_t = 0.0, allow_negative_numbers = true)]
    blend: f64,
    /// Threads the fit sums its gradient on
    #[arg(long, default_value_t = 1, allow_negative_numbers = true)]
    threads: usize,
    /// Write the fitted weights to FILE (else stdout)
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
}

impl Tune {
    pub fn run(&self) -> Result<()> {
        let probe_game = Game::new(&self.game, self.seed)?;
        let variant = probe_game.variant();
        let start = match &self.weights {
            Some(path) => crate::weights_file::read(path)?,
            None => {
                let family = variant.data.evaluation.family_of(variant.options.teams);
                Positional::for_family(family).clone()
            }
        };
        let probe = Probe::new(variant, &start).map_err(|e| anyhow!(e))?;
        let positions = match (&self.positions, self.selfplay, self.engine_games) {
            (Some(path), _, _) => read_positions(&self.game, path)?,
            (None, Some(games), _) => self.play(games, &start)?,
            (None, None, Some(games)) => self.play_engine(games)?,
            (None, None, None) => {
                bail!("give --selfplay N, --engine-games N --engine PATH or --positions FILE")
            }
        };
        if let Some(path) = &self.save_positions {
            let text: String = positions.iter().map(Labelled::line).collect();
            write_atomically(path, &text)?;
        }
        if positions.is_empty() {
            bail!("no positions to tune on");
        }
        let targets = self.targets(&positions);
        let samples: Vec<Sample> = positions
            .iter()
            .zip(targets)
            .map(|(p, target)| {
                let game = Game::from_fen(&self.game, &p.fen)?;
                Ok(probe.sample(game.variant(), game.position(), target))
            })
            .collect::<Result<_>>()?;
        let start_flat = flat(probe.layout());
        let settings = Settings {
            iterations: self.iterations,
            rate: self.rate,
            l2: self.l2,
            threads: self.threads.max(1),
        };
        let fitted = fit(&samples, &start_flat, settings);
        let zero = error(&samples, &vec![0.0; start_flat.len()], fitted.scale);
        eprintln!(
            "{} positions; scale {:.3}; mean squared error: without the terms {:.5}, start {:.5}, fitted {:.5}",
            samples.len(),
            fitted.scale,
            zero,
            fitted.error_before,
            fitted.error_after
        );
        let mut layout = probe.layout().clone();
        unflat(&mut layout, &fitted.weights);
        let text = format!(
            "// Fitted by `raja tune {}` on {} positions (mean squared error {:.5} → {:.5}).\n{}\n",
            self.game,
            samples.len(),
            fitted.error_before,
            fitted.error_after,
            layout.positional(variant).to_ron()
        );
        match &self.out {
            Some(path) => write_atomically(path, &text),
            None => {
                print!("{text}");
                Ok(())
            }
        }
    }

    /// What the fit aims at for each position: its game's result, or with
    /// `--blend B` and an engine's score, (1 − B) · result + B · the score's
    /// expected result (at the scale that best fits the engine's scores to
    /// the results).
    fn targets(&self, positions: &[Labelled]) -> Vec<f64> {
        let blend = self.blend.clamp(0.0, 1.0);
        let scored: Vec<(f64, f64)> = positions
            .iter()
            .filter_map(|p| p.score.map(|s| (engine_value(s), p.result)))
            .collect();
        if blend == 0.0 || scored.is_empty() {
            return positions.iter().map(|p| p.result).collect();
        }
        let (values, results): (Vec<f64>, Vec<f64>) = scored.into_iter().unzip();
        let scale = fit_scale_of(&values, &results);
        eprintln!("the engine's scores fit the results at scale {scale:.3}");
        positions
            .iter()
            .map(|p| match p.score {
                Some(s) => (1.0 - blend) * p.result + blend * expected(engine_value(s), scale),
                None => p.result,
            })
            .collect()
    }

    /// Level 5 against itself at `self.nodes` a move, with `weights`: the quiet
    /// positions of each game with its result for the first side.
    fn play(&self, games: u32, weights: &Positional) -> Result<Vec<Labelled>> {
        let cancel = AtomicBool::new(false);
        let mut positions = Vec::new();
        for g in 0..games {
            let seed = mix(self.seed ^ mix(u64::from(g)));
            let mut game = Game::new(&self.game, seed)?;
            let bot = Bot::new(5, seed)
                .with_limits(Limits::nodes(64, self.nodes.max(1)))
                .with_positional(weights.clone());
            let mut quiet = Vec::new();
            let mut captured = true;
            while !game.is_over() && game.position().ply() < MAX_PLIES {
                let ply = game.position().ply();
                let variant = game.variant();
                let mover = game.position().to_move();
                if ply >= SKIP_PLIES
                    && !captured
                    && !raja_core::attack::in_check(variant, game.position(), mover)
                {
                    quiet.push(game.fen());
                }
                let mv = if ply < OPENING_PLIES {
                    random_move(&game, seed)
                } else {
                    bot.choose(&game, &cancel).map(|c| c.mv)
                };
                let Some(mv) = mv else { break };
                captured = game.position().captures(mv);
                game.play_move(mv)?;
            }
            let result = first_side_result(&game);
            eprintln!(
                "game {}/{games}: {result}, {} positions",
                g + 1,
                quiet.len()
            );
            positions.extend(quiet.into_iter().map(|fen| Labelled {
                result,
                fen,
                score: None,
            }));
        }
        Ok(positions)
    }

    /// The engine against itself at `self.engine_nodes` a move, from the
    /// start and `self.opening` random plies: the quiet positions of each game
    /// (the side to move not in check, the engine's move from there neither a
    /// capture nor a promotion) with the game's result and the engine's score,
    /// both for the first side. With `--save-positions` the file grows game by
    /// game, so a long run can be tuned on while it plays.
    fn play_engine(&self, games: u32) -> Result<Vec<Labelled>> {
        let program = self
            .engine
            .as_deref()
            .ok_or_else(|| anyhow!("--engine PATH"))?;
        let dialect = Dialect::of(&self.game).map_err(|e| anyhow!(e))?;
        let openings = Openings::new(&self.game, None, Some(self.opening), self.seed)
            .map_err(|e| anyhow!(e))?;
        let go = match (dialect, self.engine_movetime) {
            (_, Some(ms)) => Go {
                movetime_ms: Some(ms.max(1)),
                ..Go::default()
            },
            (Dialect::Fen4, None) => {
                bail!(
                    "--engine-movetime MS is required for {} (4pchess plays on time)",
                    self.game
                )
            }
            (Dialect::History { .. }, None) => Go {
                nodes: Some(self.engine_nodes.max(1)),
                ..Go::default()
            },
        };
        let timeout = match go.movetime_ms {
            Some(ms) => Duration::from_millis(ms.saturating_mul(20).saturating_add(2000)),
            None => Duration::from_secs(60),
        };
        let start = || -> Result<Engine> {
            match dialect {
                Dialect::History { variant, chess960 } => {
                    fairy::start(program, &[], variant, chess960)
                }
                Dialect::Fen4 => {
                    let mut engine = Engine::start(program, &[])?;
                    engine.ready()?;
                    Ok(engine)
                }
            }
        };
        let mut engine = start()?;
        let mut growing = match &self.save_positions {
            Some(path) => Some(
                std::fs::File::create(format!("{path}.part"))
                    .with_context(|| format!("cannot write {path}.part"))?,
            ),
            None => None,
        };
        let mut positions = Vec::new();
        for g in 0..games {
            let seed = mix(self.seed ^ mix(u64::from(g)));
            let opening = openings
                .opening(&self.game, g, seed)
                .map_err(|e| anyhow!(e))?;
            let mut game = opening.game;
            let mut moves = UciMoves::default();
            for (army, text) in opening.plies {
                moves.push(army, text);
            }
            engine.new_game()?;
            let mut quiet = Vec::new();
            let mut abandoned = false;
            while !game.is_over() && game.position().ply() < MAX_PLIES {
                let mover = game.position().to_move();
                let position = match dialect {
                    Dialect::History { .. } => moves.position(&opening.start_fen),
                    Dialect::Fen4 => format!("fen {}", game.fen4()),
                };
                // An engine that fails (4pchess hangs in some late positions)
                // is started again and the game left out: it has no result.
                if matches!(dialect, Dialect::Fen4) {
                    // 4pchess hangs on a position sent the moment it answered
                    // the last (its search thread is still winding down).
                    std::thread::sleep(Duration::from_millis(FEN4_PAUSE_MS));
                }
                let answer = match engine.best_move(&position, &go, timeout) {
                    Ok(answer) => answer,
                    Err(error) => {
                        eprintln!("game {}: the engine failed ({error}) at {position}", g + 1);
                        engine = start()?;
                        abandoned = true;
                        break;
                    }
                };
                let fen = game.fen();
                let checked = raja_core::attack::in_check(game.variant(), game.position(), mover);
                let first = mover == Army::FIRST || game.variant().partners(Army::FIRST, mover);
                let before = game.position().clone();
                if answer.claim.is_some() {
                    // 4pchess holds the game over where a king can be taken:
                    // the capture ends it in our rules too.
                    let Some(capture) = king_capture(&game) else {
                        break;
                    };
                    game.play_move(capture)?;
                    continue;
                }
                let Some(text) = answer.mv else { break };
                let loud = match dialect {
                    Dialect::History { .. } => {
                        let played = game
                            .play(&text)
                            .map_err(|e| anyhow!("the engine played {text:?} at {fen}: {e}"))?;
                        moves.push(mover, text);
                        before.captures(played) || played.promotion().is_some()
                    }
                    Dialect::Fen4 => {
                        raja_core::pgn4::play(&mut game, &text)
                            .map_err(|e| anyhow!("the engine played {text:?} at {fen}: {e}"))?;
                        pieces(&before) != pieces(game.position())
                    }
                };
                if !checked && !loud {
                    // 4pchess's scores are not read: whose they are is its own.
                    let score = match dialect {
                        Dialect::History { .. } => answer.score.map(|s| if first { s } else { -s }),
                        Dialect::Fen4 => None,
                    };
                    quiet.push((fen, score));
                }
            }
            if abandoned {
                continue;
            }
            let result = first_side_result(&game);
            let labelled: Vec<Labelled> = quiet
                .into_iter()
                .map(|(fen, score)| Labelled { result, fen, score })
                .collect();
            if let Some(file) = &mut growing {
                let text: String = labelled.iter().map(Labelled::line).collect();
                file.write_all(text.as_bytes())?;
            }
            eprintln!(
                "game {}/{games}: {result}, {} plies, {} positions",
                g + 1,
                game.position().ply(),
                labelled.len()
            );
            positions.extend(labelled);
        }
        if let Some(path) = &self.save_positions {
            std::fs::remove_file(format!("{path}.part")).ok();
        }
        Ok(positions)
    }
}

/// An engine's score as a value: centipawns, mates at ±2000.
fn engine_value(score: i32) -> f64 {
    f64::from(score.clamp(-2000, 2000))
}

/// A position to tune on: the result of its game and the engine's score there
/// (centipawns), both for the first side.
pub struct Labelled {
    pub result: f64,
    pub fen: String,
    pub score: Option<i32>,
}

impl Labelled {
    /// `RESULT;FEN` or `RESULT;FEN;SCORE`, and a newline.
    fn line(&self) -> String {
        match self.score {
            Some(score) => format!("{};{};{score}\n", self.result, self.fen),
            None => format!("{};{}\n", self.result, self.fen),
        }
    }
}

/// Pieces on the board, of every army: fewer after a capture.
fn pieces(position: &raja_core::Position) -> usize {
    position
        .armies()
        .map(|army| position.pieces(army).len())
        .sum()
}

/// The first side's score of a finished game (1, ½ or 0; a game cut short is drawn).
fn first_side_result(game: &Game) -> f64 {
    match game.outcome().map(|o| &o.result) {
        Some(GameResult::TeamWin { team: 0 }) => 1.0,
        Some(GameResult::TeamWin { .. }) => 0.0,
        _ => 0.5,
    }
}

/// `RESULT;FEN[;SCORE]` lines, each FEN checked against the game.
fn read_positions(id: &str, path: &str) -> Result<Vec<Labelled>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
    let mut positions = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (result, rest) = line
            .split_once(';')
            .ok_or_else(|| anyhow!("{path}:{}: not RESULT;FEN", n + 1))?;
        let (fen, score) = match rest.split_once(';') {
            Some((fen, score)) => {
                let score: i32 = score
                    .trim()
                    .parse()
                    .map_err(|_| anyhow!("{path}:{}: score {score:?} is no number", n + 1))?;
                (fen, Some(score))
            }
            None => (rest, None),
        };
        let result: f64 = match result.trim() {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => bail!("{path}:{}: result {other:?} is not 1, 0.5 or 0", n + 1),
        };
        Game::from_fen(id, fen.trim()).with_context(|| format!("{path}:{}", n + 1))?;
        positions.push(Labelled {
            result,
            fen: fen.trim().to_string(),
            score,
        });
        if positions.len() > MAX_POSITIONS {
            bail!("{path}: more than {MAX_POSITIONS} positions");
        }
    }
    Ok(positions)
}

/// Writes `text` to a file beside `path`, then renames it over `path`.
fn write_atomically(path: &str, text: &str) -> Result<()> {
    let temporary = format!("{path}.part");
    let mut file =
        std::fs::File::create(&temporary).with_context(|| format!("cannot write {temporary}"))?;
    file.write_all(text.as_bytes())
        .and_then(|()| file.sync_all())
        .with_context(|| format!("cannot write {temporary}"))?;
    std::fs::rename(&temporary, path).with_context(|| format!("cannot rename to {path}"))
}
