//! What a run of `raja match` plays with: the engine's dialect for the game,
//! each side's limits a move, the openings, the test, the engine's start.

use std::time::Duration;

use anyhow::{Result, anyhow, bail};
use raja_bots::{Level, Limits};
use raja_core::Game;

use super::Match;
use crate::commands::openings::Openings;
use crate::commands::sprt::Sprt;
use crate::fairy;
use crate::uci_client::{Engine, Go};

/// The game 4pchess plays.
pub const FOUR_PLAYER_TEAMS: &str = "fourplayer-teams";
/// The games told in FEN4: 4pchess's, and the free-for-all our own `raja uci
/// --variant fourplayer-ffa` plays (so that two builds of ours can meet in it).
pub const FOUR_PLAYER_GAMES: [&str; 2] = [FOUR_PLAYER_TEAMS, "fourplayer-ffa"];
/// A game still running after this many plies of each army is a draw (600 plies
/// in chess, 1 200 in four-player chess). Games end long before (fifty-move
/// rule, repetition); the cap only bounds a run.
const MAX_PLIES_PER_ARMY: u32 = 300;
const DEFAULT_ENGINE_NODES: u64 = 1000;
const DEFAULT_GAMES: u32 = 10;
/// With `--sprt` and no `--games`: the most games the test may take.
const DEFAULT_SPRT_GAMES: u32 = 2000;
const DEFAULT_ENGINE_TIMEOUT_MS: u64 = 30_000;

/// How the engine is told a position and how its moves are read.
#[derive(Clone, Copy)]
pub enum Dialect {
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
    pub fn of(id: &str) -> Result<Dialect, String> {
        if FOUR_PLAYER_GAMES.contains(&id) {
            return Ok(Dialect::Fen4);
        }
        let (variant, chess960) = fairy::counterpart(id).map_err(|e| {
            format!(
                "{e}; and in FEN4: {} (4pchess plays {FOUR_PLAYER_TEAMS})",
                FOUR_PLAYER_GAMES.join(", ")
            )
        })?;
        Ok(Dialect::History { variant, chess960 })
    }
}

/// A run's settings, from the command line.
pub struct Settings {
    pub id: String,
    pub program: String,
    pub engine_args: Vec<String>,
    pub dialect: Dialect,
    /// The game's sides: two, or in a free-for-all one an army. Ours is one of
    /// them, the engine plays every other.
    pub sides: u8,
    pub level: u8,
    /// Our bot's limits a move.
    pub ours: Limits,
    /// The engine's limits a move.
    pub engine: Go,
    pub timeout: Duration,
    pub games: u32,
    pub seed: u64,
    pub openings: Openings,
    pub sprt: Option<Sprt>,
    /// A game still running after this many plies is a draw.
    pub max_plies: u32,
    /// As given, for the report.
    pub book: Option<String>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<u64>,
    /// Our bot's positional weights, where `--weights` gives them.
    pub positional: Option<raja_bots::eval::Positional>,
}

impl Settings {
    pub fn new(options: &Match, id: &str, program: &str) -> Result<Settings> {
        let dialect = Dialect::of(id).map_err(|e| anyhow!(e))?;
        let probe = Game::new(id, options.seed)?;
        if matches!(dialect, Dialect::History { .. }) && probe.variant().army_count() != 2 {
            bail!("{id} is not a two-player game");
        }
        let depth = options.engine_depth;
        let engine = match (dialect, options.engine_nodes, options.engine_movetime) {
            // A limit is needed: 4pchess's own go reads a depth or a time.
            // A node limit alone is for an engine that keeps it (ours, `raja
            // uci`, or a 4pchess patched to stop at its evaluation count):
            // unpatched, 4pchess ignores it and loses on the timeout.
            (Dialect::Fen4, None, None) if depth.is_none() => {
                bail!(
                    "--engine-movetime MS, --engine-depth D or --engine-nodes N is required for {id}"
                )
            }
            (Dialect::History { .. }, None, None) if depth.is_none() => Go {
                nodes: Some(DEFAULT_ENGINE_NODES),
                ..Go::default()
            },
            (_, nodes, movetime_ms) => Go {
                depth,
                nodes,
                movetime_ms,
            },
        };
        let slowest = engine.movetime_ms.unwrap_or(0).saturating_mul(10);
        let timeout = options
            .engine_timeout
            .unwrap_or(DEFAULT_ENGINE_TIMEOUT_MS.max(slowest));
        let sides = probe.variant().teams().len() as u8;
        if sides > 2 && options.sprt.is_some() {
            bail!("--sprt tests a score between two sides; {id} has {sides}");
        }
        let games = options.games.unwrap_or(if options.sprt.is_some() {
            DEFAULT_SPRT_GAMES
        } else {
            DEFAULT_GAMES
        });
        let openings = Openings::new(id, options.book.as_deref(), options.opening, options.seed)
            .map_err(|e| anyhow!(e))?;
        let positional = options
            .weights
            .as_deref()
            .map(crate::weights_file::read)
            .transpose()?;
        Ok(Settings {
            positional,
            id: id.to_string(),
            program: program.to_string(),
            engine_args: options.engine_args.clone(),
            dialect,
            sides,
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
    pub fn start_engine(&self) -> Result<Engine> {
        match self.dialect {
            Dialect::History { variant, chess960 } => {
                fairy::start(&self.program, &self.engine_args, variant, chess960)
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
pub fn our_limits(level: u8, nodes: Option<u64>, movetime: Option<u64>) -> Limits {
    let mut limits = Level::new(level).limits;
    if nodes.is_some() || movetime.is_some() {
        limits.nodes = nodes.unwrap_or(u64::MAX);
        limits.time = movetime.map(Duration::from_millis);
    }
    limits
}

/// `20000 n`, `100 ms`, `20000 n, 100 ms`.
pub fn limits_text(nodes: Option<u64>, movetime_ms: Option<u64>) -> String {
    let parts: Vec<String> = [
        nodes.map(|n| format!("{n} n")),
        movetime_ms.map(|ms| format!("{ms} ms")),
    ]
    .into_iter()
    .flatten()
    .collect();
    parts.join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

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
}
