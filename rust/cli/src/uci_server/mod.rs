//! The server side of UCI, `raja uci`: our engine for GUIs and match runners, as
//! Fairy-Stockfish is one (docs/uci.md). `uci_client` is the other side, the
//! engines `raja match` plays against.
//!
//! One module per concern: `command` reads a line, `variants` names the games,
//! `search` thinks on a thread of its own, `limits` says how long and how deep
//! (the GUI's limits, the level's, the clock), `four_player` speaks 4pchess's dialect, `output` writes the lines. Bad
//! input anywhere is answered `info string error: …` and the engine goes on.

mod command;
mod four_player;
mod limits;
mod output;
mod report;
mod search;
mod variants;

use std::io::{BufRead, Read};

use raja_bots::eval::Positional;
use raja_bots::level::{MAX_LEVEL, MIN_LEVEL};
use raja_bots::search::memory::Memory;
use raja_bots::{Bot, Level, Resources};
use raja_core::Game;

pub use command::{Command, parse};
pub use output::{Captured, Output};
pub use variants::{Dialect, VARIANTS};

use command::{Go, Start};
use search::{Job, Search};
use variants::UciVariant;

/// The longest line read; the rest of a longer one is skipped. A game of a
/// thousand moves fits many times over.
pub const MAX_LINE: usize = 1 << 20;
const MAX_THREADS: usize = 512;
const MAX_HASH_MB: usize = 1 << 16;
/// The seed of the bots' noise and blunders (levels 1–3): the same position and
/// limits give the same move.
const SEED: u64 = 0;

/// Whether the GUI is still there.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flow {
    Continue,
    Quit,
}

/// What the GUI has set up so far, and the search under way.
pub struct Server {
    out: Output,
    variant: &'static UciVariant,
    chess960: bool,
    skill: u8,
    resources: Resources,
    /// Positional weights instead of the family's (`raja uci --weights`).
    positional: Option<Positional>,
    /// The position to search, or why the last `position` gave none.
    position: Result<Game, String>,
    search: Option<Search>,
    /// What the search keeps from one `go` to the next of a game.
    memory: Memory,
}

impl Server {
    /// A server playing `variant` (a `UCI_Variant` name) from its start.
    pub fn new(out: Output, variant: &str) -> Result<Server, String> {
        let variant = variants::find(variant)
            .ok_or_else(|| format!("unknown variant {variant:?} (known: {})", variants::names()))?;
        let mut server = Server {
            out,
            variant,
            chess960: false,
            skill: MAX_LEVEL,
            resources: Resources::default(),
            positional: None,
            position: Err(String::new()),
            search: None,
            memory: Memory::default(),
        };
        server.position = server.start_position();
        Ok(server)
    }

    /// Answers one line from the GUI.
    pub fn handle(&mut self, line: &str) -> Flow {
        match parse(line, self.variant.dialect) {
            Ok(Some(command)) => self.run(command),
            Ok(None) => Flow::Continue,
            Err(why) => {
                self.out.info_string(&format!("error: {why}"));
                Flow::Continue
            }
        }
    }

    fn run(&mut self, command: Command) -> Flow {
        match command {
            Command::Uci => self.identify(),
            Command::IsReady => self.out.line("readyok"),
            Command::Debug(_) | Command::Register => {}
            Command::SetOption { name, value } => self.set_option(&name, value.as_deref()),
            Command::UciNewGame => {
                self.finish();
                self.position = self.start_position();
                self.memory = Memory::default();
            }
            // The search under way has its own copy of the position.
            Command::Position { start, moves } => {
                self.position = self.set_up(&start, &moves);
                if let Err(why) = &self.position {
                    self.out.info_string(&format!("error: {why}"));
                }
            }
            Command::Go(go) => self.go(&go),
            Command::Stop | Command::PonderHit => self.stop(),
            Command::NumLegalMoves => match &self.position {
                Ok(game) => self
                    .out
                    .info_string(&format!("n_legal {}", game.legal_moves().len())),
                Err(why) => self.out.info_string(&format!("error: no position: {why}")),
            },
            Command::Quit => {
                // A perft is counted to its end, as Fairy-Stockfish counts it
                // before it reads on; a search is stopped with its move.
                match &self.search {
                    Some(search) if search.is_perft() => self.finish(),
                    _ => self.stop(),
                }
                return Flow::Quit;
            }
        }
        Flow::Continue
    }

    /// The answer to `uci`: who we are and the options we take.
    fn identify(&self) {
        self.out
            .line(&format!("id name Raja {}", env!("CARGO_PKG_VERSION")));
        self.out.line("id author the Styria krali authors");
        let names: Vec<&str> = VARIANTS.iter().map(|v| v.name).collect();
        self.out.line(&format!(
            "option name UCI_Variant type combo default {} var {}",
            self.variant.name,
            names.join(" var ")
        ));
        self.out
            .line("option name UCI_Chess960 type check default false");
        self.out.line(&format!(
            "option name Skill Level type spin default {MAX_LEVEL} min {MIN_LEVEL} max {MAX_LEVEL}"
        ));
        let defaults = Resources::default();
        self.out.line(&format!(
            "option name Threads type spin default {} min 1 max {MAX_THREADS}",
            defaults.threads
        ));
        self.out.line(&format!(
            "option name Hash type spin default {} min 1 max {MAX_HASH_MB}",
            defaults.hash_mb
        ));
        self.out.line("uciok");
    }

    fn set_option(&mut self, name: &str, value: Option<&str>) {
        if let Err(why) = self.try_set_option(name, value.unwrap_or("")) {
            self.out.info_string(&format!("error: {why}"));
        }
    }

    fn try_set_option(&mut self, name: &str, value: &str) -> Result<(), String> {
        // A number out of range is brought into it, and said so: pychess sets
        // Skill Level 0–20 whatever the range, and its 20 means our 5.
        let out = self.out.clone();
        let number = |low: usize, high: usize| {
            let Ok(number) = value.trim().parse::<i64>() else {
                return Err(format!(
                    "{name} {value:?} is not a number from {low} to {high}"
                ));
            };
            let set = number.clamp(low as i64, high as i64) as usize;
            if set as i64 != number {
                out.info_string(&format!(
                    "error: {name} {number} is not from {low} to {high}; {set} is set"
                ));
            }
            Ok(set)
        };
        match name.to_ascii_lowercase().as_str() {
            "uci_variant" => {
                self.variant = variants::find(value).ok_or_else(|| {
                    format!("unknown variant {value:?} (known: {})", variants::names())
                })?;
                self.position = self.start_position();
            }
            "uci_chess960" => {
                self.chess960 = match value.to_ascii_lowercase().as_str() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(format!("UCI_Chess960 {value:?} is not true or false")),
                };
                self.position = self.start_position();
            }
            "skill level" => {
                self.skill = number(usize::from(MIN_LEVEL), usize::from(MAX_LEVEL))? as u8;
            }
            "threads" => self.resources.threads = number(1, MAX_THREADS)?,
            "hash" => self.resources.hash_mb = number(1, MAX_HASH_MB)?,
            // 4pchess's own: the team it plays for, and whether to print the
            // line being searched. Neither changes how ours searches.
            "engine_team" | "uci_showcurrline" => {}
            _ => return Err(format!("unknown option {name:?}")),
        }
        Ok(())
    }

    /// The game played: the variant's id with the Chess960 switch.
    fn game_id(&self) -> &'static str {
        self.variant.game_id(self.chess960)
    }

    /// The variant's start; for Chess960 the classical one (518), as
    /// `position startpos` means there.
    fn start_position(&self) -> Result<Game, String> {
        let id = self.game_id();
        let game = match id {
            "chess960" => Game::chess960(id, 518),
            _ => Game::new(id, SEED),
        };
        game.map_err(|e| e.to_string())
    }

    fn set_up(&self, start: &Start, moves: &[String]) -> Result<Game, String> {
        let mut game = match start {
            Start::StartPos => self.start_position()?,
            Start::Fen(fen) => Game::from_fen(self.game_id(), fen).map_err(|e| e.to_string())?,
        };
        for text in moves {
            let ours = match self.variant.dialect {
                Dialect::Standard => text.clone(),
                Dialect::FourPlayer => four_player::move_in(text),
            };
            // Our own actions too, as `raja moves` takes them (`resign:blue`).
            game.play_all(&ours).map_err(|e| match e {
                raja_core::Error::IllegalMove { ply, .. } => {
                    format!("move {text} is not legal after {ply} move(s)")
                }
                other => other.to_string(),
            })?;
        }
        Ok(game)
    }

    fn go(&mut self, go: &Go) {
        self.finish();
        let game = match &self.position {
            Ok(game) => game.clone(),
            Err(why) => {
                self.out
                    .info_string(&format!("error: no position to search: {why}"));
                self.out.line("bestmove (none)");
                return;
            }
        };
        if let Some(depth) = go.perft {
            self.search = Some(Search::start(Job::Perft { game, depth }, self.out.clone()));
            return;
        }
        if game.is_over() {
            match self.variant.dialect {
                // As 4pchess: the news instead of a move.
                Dialect::FourPlayer => self.out.info_string(&four_player::game_over(&game)),
                Dialect::Standard => {
                    self.out.info_string("the game is over");
                    self.out.line("bestmove (none)");
                }
            }
            return;
        }
        if !go.search_moves.is_empty() {
            self.out
                .info_string("searchmoves is not supported: every move is searched");
        }
        let level = Level::new(self.skill);
        let mover = game.position().to_move().index().min(3);
        let mut bot = Bot::new(self.skill, SEED)
            .with_limits(limits::of(&level, go, mover))
            .with_resources(self.resources)
            .with_memory(self.memory.clone());
        if let Some(positional) = &self.positional {
            bot = bot.with_positional(positional.clone());
        }
        let job = Job::Search {
            game,
            bot,
            wait_for_stop: go.infinite || go.ponder,
            dialect: self.variant.dialect,
        };
        self.search = Some(Search::start(job, self.out.clone()));
    }

    /// Stops the search under way, if any, once its move is written.
    fn stop(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop();
        }
    }

    /// Waits for the search under way to end by itself (`Search::finish`).
    fn finish(&mut self) {
        if let Some(search) = self.search.take() {
            search.finish();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Reads the GUI's lines from `input` until `quit` or the end of the input.
pub fn serve(
    mut input: impl BufRead,
    out: Output,
    variant: &str,
    positional: Option<Positional>,
) -> Result<(), String> {
    let mut server = Server::new(out.clone(), variant)?;
    server.positional = positional;
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = input
            .by_ref()
            .take(MAX_LINE as u64 + 1)
            .read_until(b'\n', &mut line)
            .map_err(|e| format!("cannot read input: {e}"))?;
        if read == 0 {
            return Ok(());
        }
        if line.len() > MAX_LINE && !line.ends_with(b"\n") {
            out.info_string(&format!(
                "error: line longer than {MAX_LINE} bytes, skipped"
            ));
            skip_line(&mut input).map_err(|e| format!("cannot read input: {e}"))?;
            continue;
        }
        let text = String::from_utf8_lossy(&line);
        if server.handle(&text) == Flow::Quit {
            return Ok(());
        }
    }
}

/// Reads up to and with the next line break.
fn skip_line(input: &mut impl BufRead) -> std::io::Result<()> {
    loop {
        let buffer = input.fill_buf()?;
        if buffer.is_empty() {
            return Ok(());
        }
        match buffer.iter().position(|&b| b == b'\n') {
            Some(at) => {
                input.consume(at + 1);
                return Ok(());
            }
            None => {
                let all = buffer.len();
                input.consume(all);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(variant: &str, lines: &[&str]) -> String {
        let captured = Captured::default();
        let mut server = Server::new(Output::new(captured.clone()), variant).expect("variant");
        for line in lines {
            if server.handle(line) == Flow::Quit {
                break;
            }
        }
        drop(server);
        captured.text()
    }

    #[test]
    fn bad_input_is_an_info_string_and_the_session_goes_on() {
        let text = session(
            "chess",
            &[
                "frobnicate",
                "position fen 8/8 w",
                "go nodes 100",
                "position startpos moves e2e4 e7e6 e4e6",
                "setoption name UCI_Variant value tictactoe",
                "setoption name Skill Level value 9",
                "setoption name Skill Level value many",
                "position startpos moves e2e4",
                "isready",
            ],
        );
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[0].starts_with("info string error: unknown command"),
            "{text}"
        );
        assert!(lines[1].starts_with("info string error: bad FEN"), "{text}");
        assert!(
            lines[2].starts_with("info string error: no position"),
            "{text}"
        );
        assert_eq!(lines[3], "bestmove (none)");
        assert_eq!(
            lines[4],
            "info string error: move e4e6 is not legal after 2 move(s)"
        );
        assert!(lines[5].contains("unknown variant \"tictactoe\""), "{text}");
        assert_eq!(
            lines[6],
            "info string error: Skill Level 9 is not from 1 to 5; 5 is set"
        );
        assert!(
            lines[7].contains("Skill Level \"many\" is not a number"),
            "{text}"
        );
        assert_eq!(lines[8], "readyok");
        assert_eq!(lines.len(), 9, "{text}");
    }

    #[test]
    fn an_infinite_search_names_its_move_only_when_stopped() {
        let captured = Captured::default();
        let mut server = Server::new(Output::new(captured.clone()), "chess").expect("chess");
        server.handle("position startpos moves e2e4");
        server.handle("go infinite");
        server.handle("isready");
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert!(!captured.text().contains("bestmove"), "{}", captured.text());
        assert!(captured.text().contains("readyok"));
        server.handle("stop");
        let text = captured.text();
        let best = text.lines().last().unwrap_or("");
        let mv = best.strip_prefix("bestmove ").expect("a bestmove last");
        let mut game = Game::new("chess", 0).expect("chess");
        game.play("e2e4").expect("legal");
        game.play(mv).expect("the engine's move is legal");
    }

    #[test]
    fn a_finished_game_has_no_move() {
        let mated = "position startpos moves f2f3 e7e5 g2g4 d8h4";
        let text = session("chess", &[mated, "go depth 3"]);
        assert_eq!(text, "info string the game is over\nbestmove (none)\n");
        let text = session(
            "fourplayer-teams",
            &["position startpos moves resign:blue", "go depth 2"],
        );
        assert_eq!(text, "info string Game completed. RY won.\n");
    }

    #[test]
    fn a_long_line_is_skipped_and_the_next_one_read() {
        let long = "x".repeat(MAX_LINE + 10);
        let input = format!("{long}\nisready\n");
        let captured = Captured::default();
        serve(
            input.as_bytes(),
            Output::new(captured.clone()),
            "chess",
            None,
        )
        .expect("served");
        let text = captured.text();
        assert!(text.starts_with("info string error: line longer"), "{text}");
        assert!(text.ends_with("readyok\n"), "{text}");
    }
}
