//! The search behind `go`, on a thread of its own so that the protocol thread answers
//! `isready`, `stop` and `quit` at once: it reports (`info …`), then names its move
//! (`bestmove …`); an infinite search names it only once told to stop.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use raja_bots::Bot;
use raja_core::Game;

use super::four_player;
use super::output::Output;
use super::report::Report;
use super::variants::Dialect;

/// What a thread is asked to do.
pub enum Job {
    Search {
        game: Game,
        bot: Bot,
        /// `go infinite` and `go ponder`: the move waits for `stop` (or `ponderhit`).
        wait_for_stop: bool,
        dialect: Dialect,
    },
    /// `go perft N`, answered as Fairy-Stockfish does: a line per move, then
    /// `Nodes searched: N`.
    Perft { game: Game, depth: u32 },
}

/// A job under way, or done and not yet joined.
pub struct Search {
    cancel: Arc<AtomicBool>,
    stop: Sender<()>,
    thread: JoinHandle<()>,
    /// It ends only when stopped (`go infinite`, `go ponder`).
    endless: bool,
    perft: bool,
}

impl Search {
    pub fn start(job: Job, out: Output) -> Search {
        let cancel = Arc::new(AtomicBool::new(false));
        let (stop, stopped) = channel();
        let flag = Arc::clone(&cancel);
        let endless = matches!(
            job,
            Job::Search {
                wait_for_stop: true,
                ..
            }
        );
        let is_perft = matches!(job, Job::Perft { .. });
        let thread = std::thread::spawn(move || match job {
            Job::Search {
                game,
                bot,
                wait_for_stop,
                dialect,
            } => search(&game, &bot, wait_for_stop, dialect, &flag, &stopped, &out),
            Job::Perft { game, depth } => perft(&game, depth, &flag, &out),
        });
        Search {
            cancel,
            stop,
            thread,
            endless,
            perft: is_perft,
        }
    }

    /// Stops the search and waits for its move to be written.
    pub fn stop(self) {
        self.cancel.store(true, Ordering::Relaxed);
        let _ = self.stop.send(());
        let _ = self.thread.join();
    }

    /// Lets the search end as it would (an endless one is stopped), as a `go`
    /// after a `go` waits in Stockfish: commands piped in one go each get their
    /// whole search.
    pub fn finish(self) {
        if self.endless {
            self.stop();
        } else {
            let _ = self.thread.join();
        }
    }

    pub fn is_perft(&self) -> bool {
        self.perft
    }
}

fn search(
    game: &Game,
    bot: &Bot,
    wait_for_stop: bool,
    dialect: Dialect,
    cancel: &AtomicBool,
    stopped: &Receiver<()>,
    out: &Output,
) {
    let report = |report: &Report| {
        out.line(&match dialect {
            Dialect::Standard => report.info(),
            Dialect::FourPlayer => four_player::info(game, report),
        });
    };
    // A bug in a search must not leave the GUI waiting for a move for ever.
    let thought = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        if wait_for_stop {
            deepen(game, bot, cancel, &report)
        } else {
            let thought = think(game, bot, cancel);
            if let Some(thought) = &thought {
                report(thought);
            }
            thought
        }
    }));
    let best = match thought {
        Ok(thought) => thought.map(|t| t.best),
        Err(_) => {
            out.info_string("error: the search failed; no move");
            None
        }
    };
    if wait_for_stop {
        // Returns on `stop`, or when the protocol side is gone.
        let _ = stopped.recv();
    }
    out.line(&match (best, dialect) {
        (Some(best), Dialect::Standard) => format!("bestmove {best}"),
        (Some(best), Dialect::FourPlayer) => format!("bestmove {}", four_player::move_out(&best)),
        (None, _) => "bestmove (none)".to_string(),
    });
}

/// An endless search (analysis), reported depth by depth as GUIs show it: each
/// depth is searched afresh, since the search has no hook for its iterations
/// (about half again the work of the deepest alone). Ends when stopped, at the
/// level's depth, or once deeper searches can change nothing (a forced move, a
/// mate found, a blunder); the last whole depth's move stands.
fn deepen(game: &Game, bot: &Bot, cancel: &AtomicBool, report: &dyn Fn(&Report)) -> Option<Report> {
    let start = Instant::now();
    let deepest = bot.level().limits.depth;
    let mut best: Option<Report> = None;
    let mut nodes = 0;
    for depth in 1..=deepest {
        let limits = raja_bots::Limits::nodes(depth, u64::MAX);
        let Some(mut thought) = think(game, &bot.clone().with_limits(limits), cancel) else {
            break;
        };
        nodes += thought.nodes;
        if cancel.load(Ordering::Relaxed) {
            // Stopped within this depth: the last whole one stands.
            return best.or(Some(thought));
        }
        thought.nodes = nodes;
        thought.elapsed = start.elapsed();
        report(&thought);
        let settled = thought.blunder || thought.depth < depth;
        best = Some(thought);
        if settled {
            break;
        }
    }
    best
}

/// The bot's move for a whole turn: with the duck, the piece's move and then
/// the duck's, each with half of the budget, written `e2e4,e4d5`.
pub fn think(game: &Game, bot: &Bot, cancel: &AtomicBool) -> Option<Report> {
    let start = Instant::now();
    let first_moves = game.legal_moves();
    let in_two_parts = first_moves
        .first()
        .is_some_and(|&mv| game.second_parts(mv).is_some());
    let bot = if in_two_parts {
        let mut limits = bot.level().limits;
        limits.nodes = limits.nodes.div_ceil(2);
        limits.time = limits.time.map(|t| t / 2);
        bot.clone().with_limits(limits)
    } else {
        bot.clone()
    };
    let first = bot.choose(game, cancel)?;
    let mut report = Report {
        best: game.move_string(first.mv),
        value: first.value,
        depth: first.depth,
        nodes: first.nodes,
        elapsed: Duration::ZERO,
        blunder: first.blunder,
    };
    let mut after = game.clone();
    after.play_move(first.mv).ok()?;
    if after.position().rule_state().second_part_due {
        let second = bot.choose(&after, cancel)?;
        report.best = game.two_part_text(first.mv, second.mv);
        report.nodes += second.nodes;
    }
    report.elapsed = start.elapsed();
    Some(report)
}

/// Counts each legal move's subtree in turn; `stop` is heard between two of them.
fn perft(game: &Game, depth: u32, cancel: &AtomicBool, out: &Output) {
    let mut total = 0;
    if depth == 0 {
        total = 1;
    } else {
        for text in game.legal_move_strings() {
            if cancel.load(Ordering::Relaxed) {
                break;
            }
            let mut child = game.clone();
            let Ok(nodes) = child.play(&text).and_then(|_| child.perft(depth - 1)) else {
                out.info_string(&format!("error: perft cannot count after {text}"));
                continue;
            };
            out.line(&format!("{text}: {nodes}"));
            total += nodes;
        }
    }
    out.line("");
    out.line(&format!("Nodes searched: {total}"));
}

#[cfg(test)]
mod tests {
    use super::*;
    use raja_core::Army;

    #[test]
    fn a_duck_move_is_the_whole_turn() {
        let game = Game::new("duck", 0).expect("duck");
        let bot = Bot::new(5, 0).with_limits(raja_bots::Limits::nodes(2, 2000));
        let report = think(&game, &bot, &AtomicBool::new(false)).expect("a move");
        assert!(report.best.contains(','), "{}", report.best);
        let mut replay = game.clone();
        replay.play(&report.best).expect("legal");
        assert_eq!(replay.position().to_move(), Army::SECOND);
    }

    #[test]
    fn perft_by_moves_adds_up_to_the_perft() {
        for (id, depth) in [("chess", 3), ("duck", 2), ("fourplayer-teams", 2)] {
            let game = Game::new(id, 0).expect("game");
            let captured = super::super::output::Captured::default();
            perft(
                &game,
                depth,
                &AtomicBool::new(false),
                &Output::new(captured.clone()),
            );
            let text = captured.text();
            let total = format!("Nodes searched: {}", game.perft(depth).expect("perft"));
            assert_eq!(text.lines().last(), Some(total.as_str()), "{id}: {text}");
        }
    }
}
