//! `Bot`: a raja-bots player for one seat, thinking off the main thread.
//!
//! `think` copies the game and searches it in a `std::thread`; the node polls a
//! channel in `process` and emits `move_chosen` on the main thread, so no frame
//! ever waits on the search. `cancel` (undo, leaving the game) raises the search's
//! stop flag and drops the pending answer.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};

use godot::global::Error as GdError;
use godot::prelude::*;

use crate::game_session::GameSession;

/// The most threads a bot searches on (the search takes at most this many too).
const MAX_THREADS: i64 = raja_bots::search::parallel::MAX_THREADS as i64;

/// A search in flight: its stop flag and where its answer arrives.
struct Job {
    cancel: Arc<AtomicBool>,
    answer: Receiver<Option<String>>,
}

/// A bot player. Set `level` (1 beginner … 5 strongest) and call `think`.
#[derive(GodotClass)]
#[class(init, base = Node)]
pub struct Bot {
    /// 1 plays like a beginner, 5 is the strongest.
    #[export(range = (1.0, 5.0))]
    #[init(val = 3)]
    level: i64,
    /// Seeds the bot's noise and blunders; the same seed replays the same game.
    #[export]
    seed: i64,
    /// Threads the search runs on (1 to `MAX_THREADS`; a phone has a few cores).
    /// More search deeper in the same time; one replays a game exactly.
    #[var(get = get_threads, set = set_threads)]
    #[export(range = (1.0, 64.0))]
    #[init(val = 1)]
    threads: i64,
    job: Option<Job>,
    base: Base<Node>,
}

#[godot_api]
impl INode for Bot {
    fn ready(&mut self) {
        self.base_mut().set_process(false);
    }

    fn process(&mut self, _delta: f64) {
        let Some(job) = &self.job else {
            self.base_mut().set_process(false);
            return;
        };
        match job.answer.try_recv() {
            Err(TryRecvError::Empty) => {}
            Err(TryRecvError::Disconnected) | Ok(None) => self.finish(),
            Ok(Some(move_text)) => {
                self.finish();
                self.signals()
                    .move_chosen()
                    .emit(&GString::from(move_text.as_str()));
            }
        }
    }

    fn exit_tree(&mut self) {
        self.cancel();
    }
}

#[godot_api]
impl Bot {
    /// The move the bot chose, in the game's notation.
    #[signal]
    fn move_chosen(move_text: GString);

    /// Starts thinking about the position of `session`; the answer comes as
    /// `move_chosen`. A search already running is cancelled first.
    #[func]
    fn think(&mut self, session: Option<Gd<GameSession>>) -> GdError {
        let Some(session) = session else {
            godot_error!("Bot.think: no session given");
            return GdError::ERR_INVALID_PARAMETER;
        };
        let Some(game) = session.bind().game().cloned() else {
            godot_error!("Bot.think: the session has no game");
            return GdError::ERR_UNCONFIGURED;
        };
        if game.is_over() {
            return GdError::ERR_UNAVAILABLE;
        }
        self.cancel();
        let resources = raja_bots::Resources {
            threads: self.threads.clamp(1, MAX_THREADS) as usize,
            ..raja_bots::Resources::default()
        };
        let bot = raja_bots::Bot::new(self.level.clamp(1, 5) as u8, self.seed as u64)
            .with_resources(resources);
        let cancel = Arc::new(AtomicBool::new(false));
        let (sender, answer) = mpsc::channel();
        let stop = Arc::clone(&cancel);
        let spawned = std::thread::Builder::new()
            .name("raja-bot".into())
            .spawn(move || {
                let choice = whole_move(&bot, &game, &stop);
                // The node may have gone; then nobody listens and that is fine.
                let _ = sender.send(choice);
            });
        if spawned.is_err() {
            godot_error!("Bot.think: cannot start a thread");
            return GdError::ERR_CANT_CREATE;
        }
        self.job = Some(Job { cancel, answer });
        self.base_mut().set_process(true);
        GdError::OK
    }

    /// The threads the search runs on.
    #[func]
    fn get_threads(&self) -> i64 {
        self.threads
    }

    /// Sets `threads`; a count outside 1 to `MAX_THREADS` is refused with an
    /// error and the count stays as it was.
    #[func]
    fn set_threads(&mut self, threads: i64) {
        if !(1..=MAX_THREADS).contains(&threads) {
            godot_error!("Bot.threads: {threads} is not between 1 and {MAX_THREADS}");
            return;
        }
        self.threads = threads;
    }

    /// Whether a search is running.
    #[func]
    fn is_thinking(&self) -> bool {
        self.job.is_some()
    }

    /// Stops the search and forgets its answer.
    #[func]
    fn cancel(&mut self) {
        if let Some(job) = self.job.take() {
            job.cancel.store(true, Ordering::Relaxed);
        }
    }
}

impl Bot {
    fn finish(&mut self) {
        self.job = None;
        self.base_mut().set_process(false);
    }
}

/// The bot's move as the session plays it: a move in two parts (the duck's)
/// whole, the bot choosing the second part after the first.
fn whole_move(bot: &raja_bots::Bot, game: &raja_core::Game, stop: &AtomicBool) -> Option<String> {
    let first = bot.choose(game, stop)?.mv;
    if game
        .second_parts(first)
        .is_none_or(|seconds| seconds.is_empty())
    {
        return Some(game.move_string(first));
    }
    let mut halfway = game.clone();
    halfway.play_move(first).ok()?;
    let second = bot.choose(&halfway, stop)?.mv;
    Some(game.two_part_text(first, second))
}
