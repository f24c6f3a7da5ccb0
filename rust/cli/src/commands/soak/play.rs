//! One soak game: played from its seed by random movers or level 1 bots, the
//! invariants checked in the start position and after every ply, a panic caught.
//! A failing game is reported with its seed and moves, which replay it.

use std::cell::{Cell, RefCell};
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::AtomicBool;

use raja_bots::search::mix;
use raja_bots::{Bot, Limits, random_move};
use raja_core::Game;

use super::invariants::{self, Fault};

/// Who moves in a soak game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Movers {
    /// A uniformly random legal move.
    Random,
    /// Level 1 bots, held to their depth and nodes (no clock), so a game replays.
    Bot1,
    /// Random movers and level 1 bots in turn, game by game.
    Both,
}

impl Movers {
    /// The movers of game number `index` (`Both` alternates, random first).
    pub fn of_game(self, index: u64) -> Movers {
        match (self, index % 2) {
            (Movers::Both, 0) => Movers::Random,
            (Movers::Both, _) => Movers::Bot1,
            (movers, _) => movers,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Movers::Random => "random",
            Movers::Bot1 => "bot1",
            Movers::Both => "both",
        }
    }
}

/// A check beside the invariants, run after them (tests plant a fault with it).
pub type ExtraCheck = dyn Fn(&Game) -> Result<(), Fault> + Sync;

/// How one game went.
pub struct Played {
    /// Plies played (a two-part move, the duck's, is one ply).
    pub plies: u64,
    pub failure: Option<Failure>,
}

/// A game that broke an invariant or panicked, with what replays it.
#[derive(Clone, Debug)]
pub struct Failure {
    pub game: String,
    pub seed: u64,
    pub movers: Movers,
    /// The moves played before the failure, in the game's move strings.
    pub moves: Vec<String>,
    /// The failed invariant, or `panic`.
    pub check: String,
    pub detail: String,
}

impl Failure {
    /// The command that shows the position where it failed.
    pub fn replay(&self) -> String {
        format!(
            "raja soak {} --movers {} --replay {}   # position: raja fen {} --seed {} --moves \"{}\"",
            self.game,
            self.movers.name(),
            self.seed,
            self.game,
            self.seed,
            self.moves.join(" ")
        )
    }
}

/// Plays game `id` from `seed` for at most `max_plies` plies, checking every
/// position it reaches; stops at the first failure.
pub fn play(
    id: &str,
    seed: u64,
    movers: Movers,
    max_plies: u64,
    extra: Option<&ExtraCheck>,
) -> Played {
    // Kept outside the unwinding closure, so a panic still leaves the moves.
    let moves: RefCell<Vec<String>> = RefCell::new(Vec::new());
    let plies = Cell::new(0);
    let outcome = catch_unwind(AssertUnwindSafe(|| {
        play_checked(id, seed, movers, max_plies, extra, &moves, &plies)
    }));
    let moves = moves.into_inner();
    let plies = plies.get();
    let fail = |check: String, detail: String| Failure {
        game: id.to_string(),
        seed,
        movers,
        moves: moves.clone(),
        check,
        detail,
    };
    let failure = match outcome {
        Ok(Ok(())) => None,
        Ok(Err(fault)) => Some(fail(fault.check.to_string(), fault.detail)),
        Err(payload) => Some(fail("panic".to_string(), panic_message(&*payload))),
    };
    Played { plies, failure }
}

fn play_checked(
    id: &str,
    seed: u64,
    movers: Movers,
    max_plies: u64,
    extra: Option<&ExtraCheck>,
    moves: &RefCell<Vec<String>>,
    plies: &Cell<u64>,
) -> Result<(), Fault> {
    let mut game = Game::new(id, seed).map_err(|e| fault("start", e.to_string()))?;
    let bots: Vec<Bot> = (0..game.variant().army_count() as u64)
        .map(|army| level_one(mix(seed ^ army)))
        .collect();
    let cancel = AtomicBool::new(false);
    let check = |game: &Game| {
        invariants::check(game)?;
        extra.map_or(Ok(()), |extra| extra(game))
    };
    check(&game)?;
    let first_ply = game.position().ply();
    while !game.is_over() && plies.get() < max_plies {
        let mv = match movers {
            Movers::Random | Movers::Both => random_move(&game, seed),
            Movers::Bot1 => {
                let army = game.position().to_move().index();
                bots[army].choose(&game, &cancel).map(|choice| choice.mv)
            }
        };
        let Some(mv) = mv else {
            return Err(fault("no-move", "a game not over has no legal move".into()));
        };
        moves.borrow_mut().push(game.move_string(mv));
        game.play_move(mv)
            .map_err(|e| fault("legal-move", e.to_string()))?;
        plies.set(u64::from(game.position().ply().saturating_sub(first_ply)));
        check(&game)?;
    }
    Ok(())
}

/// A level 1 bot without its clock: depth and nodes alone, so the same seed
/// plays the same game on any machine.
fn level_one(seed: u64) -> Bot {
    let limits = raja_bots::Level::new(1).limits;
    Bot::new(1, seed).with_limits(Limits {
        time: None,
        ..limits
    })
}

fn fault(check: &'static str, detail: String) -> Fault {
    Fault { check, detail }
}

/// The text a panic was raised with.
fn panic_message(payload: &(dyn std::any::Any + Send)) -> String {
    payload
        .downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic without a message".to_string())
}
