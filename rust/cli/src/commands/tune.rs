//! `raja tune <game> (--selfplay N | --positions FILE)`: Texel tuning of the
//! positional weights (`raja_bots::tune`). Positions come from games of level 5
//! against itself at a node limit (the quiet ones: no capture just made, the
//! side to move not in check, past the opening) or from a file of
//! `RESULT;FEN` lines (RESULT 1, 0.5 or 0 for the first side, as
//! `--save-positions` writes them); the fitted weights are written as RON
//! (`--out`, else stdout), the file the bots of a family load
//! (`rust/bots/weights/`).

use std::io::Write;
use std::sync::atomic::AtomicBool;

use anyhow::{Context, Result, anyhow, bail};
use clap::Args;
use raja_bots::eval::Positional;
use raja_bots::search::mix;
use raja_bots::tune::{Probe, Sample, error, fit};
use raja_bots::{Bot, Limits, random_move};
use raja_core::{Game, GameResult};

/// Random plies at the start of each self-play game, so the games differ.
const OPENING_PLIES: u32 = 4;
/// Positions this early in a game are skipped: the opening's random moves.
const SKIP_PLIES: u32 = 8;
/// A self-play game still running after this many plies counts as drawn.
const MAX_PLIES: u32 = 400;
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
    /// Read positions from FILE (RESULT;FEN lines) instead
    #[arg(long, value_name = "FILE", conflicts_with = "selfplay")]
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
    /// Write the fitted weights to FILE (else stdout)
    #[arg(long, value_name = "FILE")]
    out: Option<String>,
}

impl Tune {
    pub fn run(&self) -> Result<()> {
        let probe_game = Game::new(&self.game, self.seed)?;
        let variant = probe_game.variant();
        let probe = Probe::new(variant).map_err(|e| anyhow!(e))?;
        let start = match &self.weights {
            Some(path) => crate::weights_file::read(path)?,
            None => Positional::for_family(variant.data.evaluation.family),
        };
        let positions = match (&self.positions, self.selfplay) {
            (Some(path), _) => read_positions(&self.game, path)?,
            (None, Some(games)) => self.play(games, &start)?,
            (None, None) => bail!("give --selfplay N or --positions FILE"),
        };
        if let Some(path) = &self.save_positions {
            let text: String = positions
                .iter()
                .map(|(result, fen)| format!("{result};{fen}\n"))
                .collect();
            write_atomically(path, &text)?;
        }
        if positions.is_empty() {
            bail!("no positions to tune on");
        }
        let samples: Vec<Sample> = positions
            .iter()
            .map(|(result, fen)| {
                let game = Game::from_fen(&self.game, fen)?;
                Ok(probe.sample(game.variant(), game.position(), *result))
            })
            .collect::<Result<_>>()?;
        let fitted = fit(&samples, &start, self.iterations);
        let zero = error(
            &samples,
            &[0.0; raja_bots::eval::positional::PARAMETERS],
            fitted.scale,
        );
        eprintln!(
            "{} positions; scale {:.3}; mean squared error: without the terms {:.5}, start {:.5}, fitted {:.5}",
            samples.len(),
            fitted.scale,
            zero,
            fitted.error_before,
            fitted.error_after
        );
        let text = format!(
            "// Fitted by `raja tune {}` on {} positions (mean squared error {:.5} → {:.5}).\n{}\n",
            self.game,
            samples.len(),
            fitted.error_before,
            fitted.error_after,
            fitted.weights.to_ron()
        );
        match &self.out {
            Some(path) => write_atomically(path, &text),
            None => {
                print!("{text}");
                Ok(())
            }
        }
    }

    /// Level 5 against itself at `self.nodes` a move, with `weights`: the quiet
    /// positions of each game with its result for the first side.
    fn play(&self, games: u32, weights: &Positional) -> Result<Vec<(f64, String)>> {
        let cancel = AtomicBool::new(false);
        let mut positions = Vec::new();
        for g in 0..games {
            let seed = mix(self.seed ^ mix(u64::from(g)));
            let mut game = Game::new(&self.game, seed)?;
            let bot = Bot::new(5, seed)
                .with_limits(Limits::nodes(64, self.nodes.max(1)))
                .with_positional(*weights);
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
            let result = match game.outcome().map(|o| &o.result) {
                Some(GameResult::TeamWin { team: 0 }) => 1.0,
                Some(GameResult::TeamWin { .. }) => 0.0,
                _ => 0.5,
            };
            eprintln!(
                "game {}/{games}: {result}, {} positions",
                g + 1,
                quiet.len()
            );
            positions.extend(quiet.into_iter().map(|fen| (result, fen)));
        }
        Ok(positions)
    }
}

/// `RESULT;FEN` lines, each FEN checked against the game.
fn read_positions(id: &str, path: &str) -> Result<Vec<(f64, String)>> {
    let text = std::fs::read_to_string(path).with_context(|| format!("cannot read {path}"))?;
    let mut positions = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (result, fen) = line
            .split_once(';')
            .ok_or_else(|| anyhow!("{path}:{}: not RESULT;FEN", n + 1))?;
        let result: f64 = match result.trim() {
            "1" => 1.0,
            "0.5" => 0.5,
            "0" => 0.0,
            other => bail!("{path}:{}: result {other:?} is not 1, 0.5 or 0", n + 1),
        };
        Game::from_fen(id, fen.trim()).with_context(|| format!("{path}:{}", n + 1))?;
        positions.push((result, fen.trim().to_string()));
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
