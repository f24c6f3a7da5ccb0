//! The public entry: a bot of some level chooses a move for the side to move.
//! It runs on the caller's thread; the Godot binding runs it in a `std::thread`
//! and may raise the cancel flag at any time, and still gets a legal move.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use raja_core::{Game, Move};

use crate::eval::{Evaluator, Positional, Weights};
use crate::hidden::{GUESSES, guesses};
use crate::level::Level;
use crate::search::budget::{Limits, Resources};
use crate::search::memory::Memory;
use crate::search::parallel::{self, Task};
use crate::search::{Algorithm, Report, Searcher, may_pass, mix};
use crate::value::Value;

/// A weight a measurement forces on a bot, whatever its game and level choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Forced {
    /// The exposure to likely rolls, in percent (0: the evaluation without it).
    Exposure(Value),
    /// The strongest rival's share, in percent, of the rival a free-for-all
    /// army weighs itself against.
    LeaderPercent(Value),
    /// Whether a level that weighs its chances (4 and 5) plays a free-for-all
    /// for first place alone.
    FirstPlace(bool),
    /// The plies before a quiet draw over which a ranking draw is looked
    /// ahead to (0: none).
    QuietClock(Value),
}

impl Forced {
    fn apply(self, weights: &mut Weights, level: &Level) {
        match self {
            Forced::Exposure(percent) => weights.exposure = percent,
            Forced::LeaderPercent(percent) => weights.leader_percent = percent,
            Forced::FirstPlace(first) => weights.first_place = first && level.weighs_rolls,
            Forced::QuietClock(plies) => weights.quiet_clock = plies,
        }
    }
}

/// A bot: a level, a seed for its noise and blunders, and optional overrides.
#[derive(Clone, Debug)]
pub struct Bot {
    level: Level,
    seed: u64,
    algorithm: Option<Algorithm>,
    /// Weights forced over the game's and the level's (measurements), in order.
    forced: Vec<Forced>,
    /// Overrides the positional weights of the game's family (measurements, tuning).
    positional: Option<Arc<Positional>>,
    resources: Resources,
    /// What the search keeps from one search to the next (levels without
    /// noise; shared by the bot's clones).
    memory: Memory,
}

/// A chosen move and how the search went.
#[derive(Clone, Copy, Debug)]
pub struct Choice {
    pub mv: Move,
    /// The move's value to the mover (100 = one pawn), from the last full iteration.
    pub value: Value,
    /// Deepest completed iteration, in plies (0: stopped before the first).
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The level's blunder: a random move instead of the searched one.
    pub blunder: bool,
}

impl Bot {
    /// A bot of `level` (1 beginner … 5 strongest, clamped), deterministic for `seed`
    /// as long as its node limit, not its time limit, ends each search.
    pub fn new(level: u8, seed: u64) -> Bot {
        Bot {
            level: Level::new(level),
            seed,
            algorithm: None,
            forced: Vec::new(),
            positional: None,
            resources: Resources::default(),
            memory: Memory::default(),
        }
    }

    pub fn level(&self) -> &Level {
        &self.level
    }

    /// Replaces the level's limits (tests: a node limit only, for determinism;
    /// tournaments: a fixed time per move).
    pub fn with_limits(mut self, limits: Limits) -> Bot {
        self.level.limits = limits;
        self
    }

    /// The threads and table size the search may use (`search::parallel`).
    pub fn with_resources(mut self, resources: Resources) -> Bot {
        self.resources = resources;
        self
    }

    /// Keeps what it learns in `memory` (a UCI engine's, from one `go` to the
    /// next) instead of its own.
    pub fn with_memory(mut self, memory: Memory) -> Bot {
        self.memory = memory;
        self
    }

    pub fn resources(&self) -> Resources {
        self.resources
    }

    /// Forces a search algorithm (measurements); by default the game's mode picks.
    pub fn with_algorithm(mut self, algorithm: Algorithm) -> Bot {
        self.algorithm = Some(algorithm);
        self
    }

    /// Forces a weight over what the game and the level choose (measurements);
    /// a later one of the same weight wins.
    pub fn with_forced(mut self, forced: Forced) -> Bot {
        self.forced.push(forced);
        self
    }

    /// Plays with these positional weights instead of the family's tuned ones
    /// (measurements: a term against its absence; `raja tune`'s candidates).
    pub fn with_positional(mut self, positional: Positional) -> Bot {
        self.positional = Some(Arc::new(positional));
        self
    }

    /// The move for the side to move, `None` when the game is over. Raising
    /// `cancel` stops the search promptly; the best move found so far is returned.
    pub fn choose(&self, game: &Game, cancel: &AtomicBool) -> Option<Choice> {
        let start = Instant::now();
        let moves = game.legal_moves();
        let first = *moves.first()?;
        let position = game.position();
        // One stream of randomness per position, so a game replays exactly.
        let seed = mix(self.seed ^ mix(position.hash() ^ u64::from(position.ply())));
        if mix(seed ^ 0xB1DE) % 100 < u64::from(self.level.blunder_percent) {
            let mv = pick(&moves, mix(seed ^ 0xAB)).unwrap_or(first);
            let elapsed = start.elapsed();
            return Some(Choice {
                mv,
                value: 0,
                depth: 0,
                nodes: 0,
                elapsed,
                blunder: true,
            });
        }
        let variant = game.variant();
        let mut weights = Weights::for_variant(variant);
        if !self.level.weighs_rolls {
            weights.exposure = 0;
            weights.king_danger = 0;
            weights.check_threats = 0;
            weights.first_place = false;
            weights.quiet_clock = 0;
        }
        for forced in &self.forced {
            forced.apply(&mut weights, &self.level);
        }
        if let Some(positional) = &self.positional {
            weights.set_positional(variant, Positional::clone(positional));
        }
        let eval = Evaluator::with_weights(variant, weights);
        let algorithm = self
            .algorithm
            .unwrap_or_else(|| Algorithm::for_variant(variant));
        // The root follows the search's rule on passing (see `may_pass`).
        let candidates: Vec<Move> = moves
            .iter()
            .copied()
            .filter(|m| !m.is_pass() || may_pass(variant, position))
            .collect();
        let root_moves = if candidates.is_empty() {
            &moves
        } else {
            &candidates
        };
        let report = if variant.data.fog {
            // Hidden information: the bot searches guesses of what it cannot see.
            self.choose_in_fog(game, root_moves, algorithm, &eval, cancel, seed)?
        } else {
            let task = Task {
                variant,
                position,
                eval: &eval,
                limits: self.level.limits,
                noise: self.level.noise,
                seed,
                algorithm,
                root_moves,
            };
            // A level with noise misjudges each position by a seed of the
            // move: what an earlier search stored would not be this one's.
            let memory = if self.level.noise == 0 {
                self.memory.clone()
            } else {
                Memory::default()
            };
            parallel::search(&task, self.resources, &memory, cancel)?
        };
        Some(Choice {
            mv: report.best,
            value: report.value,
            depth: report.depth,
            nodes: report.nodes,
            elapsed: start.elapsed(),
            blunder: false,
        })
    }

    /// The move most guesses of the hidden pieces choose (`hidden`), each guess
    /// searched with an equal share of the level's budget.
    fn choose_in_fog(
        &self,
        game: &Game,
        root_moves: &[Move],
        algorithm: Algorithm,
        eval: &Evaluator,
        cancel: &AtomicBool,
        seed: u64,
    ) -> Option<Report> {
        let variant = game.variant();
        let share = |n: u64| (n / GUESSES as u64).max(1);
        let limits = Limits {
            depth: self.level.limits.depth,
            nodes: share(self.level.limits.nodes),
            time: self.level.limits.time.map(|t| t / GUESSES as u32),
        };
        // Per root move: how many guesses chose it, and their values summed.
        let mut tally: Vec<(Move, u32, i64)> = Vec::new();
        let (mut nodes, mut depth) = (0, u32::MAX);
        for (i, guess) in guesses(game, seed, GUESSES).into_iter().enumerate() {
            let noise_seed = mix(seed ^ (i as u64 + 7));
            let mut searcher = Searcher::new(
                variant,
                guess,
                eval,
                limits,
                cancel,
                self.level.noise,
                noise_seed,
            );
            let Some(report) = searcher.run(algorithm, root_moves) else {
                continue;
            };
            nodes += report.nodes;
            depth = depth.min(report.depth);
            match tally.iter_mut().find(|(mv, _, _)| *mv == report.best) {
                Some(entry) => {
                    entry.1 += 1;
                    entry.2 += i64::from(report.value);
                }
                None => tally.push((report.best, 1, i64::from(report.value))),
            }
        }
        let &(best, votes, sum) = tally.iter().max_by_key(|(_, votes, sum)| (*votes, *sum))?;
        Some(Report {
            best,
            value: (sum / i64::from(votes)) as Value,
            depth,
            nodes,
        })
    }

    /// `choose` without a way to cancel.
    pub fn choose_move(&self, game: &Game) -> Option<Move> {
        self.choose(game, &AtomicBool::new(false)).map(|c| c.mv)
    }
}

/// A uniformly random legal move (a pass only when nothing else is legal),
/// deterministic for `seed` and the position.
pub fn random_move(game: &Game, seed: u64) -> Option<Move> {
    let position = game.position();
    pick(
        &game.legal_moves(),
        mix(seed ^ mix(position.hash() ^ u64::from(position.ply()))),
    )
}

/// One of `moves` by `random`, avoiding a pass when there is a real move.
fn pick(moves: &[Move], random: u64) -> Option<Move> {
    let real: Vec<Move> = moves.iter().copied().filter(|m| !m.is_pass()).collect();
    let from = if real.is_empty() { moves } else { &real };
    from.get((random % from.len().max(1) as u64) as usize)
        .copied()
}
