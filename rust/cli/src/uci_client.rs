//! The client side of UCI: another engine in a child process, as far as `raja
//! match` and `raja bench` need it: the handshake, options, `position fen …
//! moves …` (or a FEN4 alone, for 4pchess), `go nodes N movetime MS` and its
//! `bestmove`, `go perft N` and its node count. Every failure
//! (the program does not start, dies, stays silent past a deadline, speaks
//! nonsense) is an `EngineError`; the process is killed when the engine is dropped.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::{Duration, Instant};

/// How long the handshake and `isready` may take.
const HANDSHAKE_TIMEOUT: Duration = Duration::from_secs(10);

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum EngineError {
    #[error("engine did not start: {0}")]
    Start(String),
    /// The engine closed its output (crashed or quit).
    #[error("engine died while we waited for {waiting_for}")]
    Died { waiting_for: String },
    #[error("engine timed out while we waited for {waiting_for}")]
    Timeout { waiting_for: String },
    #[error("cannot write to engine: {0}")]
    Write(String),
    /// The engine answered something that is not UCI.
    #[error("engine protocol error: {0}")]
    Protocol(String),
}

/// How 4pchess says, instead of moving, that the game is over in its eyes
/// (`info string Game completed. RY won.`).
const GAME_OVER_CLAIM: &str = "Game completed";

/// What one `go` may spend: `go depth D nodes N movetime MS`, any of them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Go {
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub movetime_ms: Option<u64>,
}

impl Go {
    pub fn command(&self) -> String {
        let mut command = String::from("go");
        if let Some(depth) = self.depth {
            command.push_str(&format!(" depth {depth}"));
        }
        if let Some(nodes) = self.nodes {
            command.push_str(&format!(" nodes {nodes}"));
        }
        if let Some(ms) = self.movetime_ms {
            command.push_str(&format!(" movetime {ms}"));
        }
        command
    }
}

/// The engine's answer to `go`: its move, and the search figures of its last `info`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BestMove {
    /// `None` for `bestmove (none)` / `bestmove 0000`: the engine sees no legal
    /// move; or for a claim.
    pub mv: Option<String>,
    /// The engine's word that the game is over, given instead of a move.
    pub claim: Option<String>,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The last `score` the engine gave, for the side to move: centipawns, or
    /// for a mate in N moves ±(`MATE_SCORE` − N).
    pub score: Option<i32>,
}

/// A mate in N, as `BestMove::score` gives it: this less N, signed.
pub const MATE_SCORE: i32 = 100_000;

/// `cp 35` or `mate -3` (what follows `score` in an `info` line) as a
/// `BestMove::score`.
fn read_score<'a>(words: &mut impl Iterator<Item = &'a str>) -> Option<i32> {
    let kind = words.next()?;
    let value: i32 = words.next()?.parse().ok()?;
    match kind {
        "cp" => Some(value),
        "mate" if value > 0 => Some(MATE_SCORE - value),
        "mate" => Some(-MATE_SCORE - value),
        _ => None,
    }
}

pub struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    /// `id name …` from the handshake.
    pub name: String,
    /// The values of the `UCI_Variant` combo; `None` if the engine has no such option.
    pub variants: Option<Vec<String>>,
    /// Whether the engine offers `UCI_Chess960`.
    pub chess960: bool,
}

impl Engine {
    /// Starts `program` with `args` and completes the UCI handshake.
    pub fn start(program: &str, args: &[String]) -> Result<Engine, EngineError> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| EngineError::Start(format!("{program}: {e}")))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Start(format!("{program}: no pipes")));
        };
        // A reader thread turns the output into lines on a channel, so that every
        // wait can have a deadline; it ends when the engine closes its output.
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        let mut engine = Engine {
            child,
            stdin,
            lines,
            name: program.to_string(),
            variants: None,
            chess960: false,
        };
        engine.send("uci")?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        loop {
            let line = engine.next_line(deadline, "uciok")?;
            let line = line.trim();
            if line == "uciok" {
                break;
            }
            if let Some(name) = line.strip_prefix("id name ") {
                engine.name = name.trim().to_string();
            } else if let Some(option) = line.strip_prefix("option name ") {
                if option.starts_with("UCI_Variant ") {
                    engine.variants = Some(combo_values(option));
                } else if option.starts_with("UCI_Chess960 ") {
                    engine.chess960 = true;
                }
            }
        }
        Ok(engine)
    }

    pub fn send(&mut self, command: &str) -> Result<(), EngineError> {
        writeln!(self.stdin, "{command}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| EngineError::Write(e.to_string()))
    }

    pub fn set_option(&mut self, name: &str, value: &str) -> Result<(), EngineError> {
        self.send(&format!("setoption name {name} value {value}"))
    }

    /// `ucinewgame`, then waits until the engine is ready.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        self.send("ucinewgame")?;
        self.ready()
    }

    /// `isready` … `readyok`.
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.lines_until_ready().map(|_| ())
    }

    /// `isready`, and what the engine says before its `readyok`.
    pub fn lines_until_ready(&mut self) -> Result<Vec<String>, EngineError> {
        self.send("isready")?;
        let deadline = Instant::now() + HANDSHAKE_TIMEOUT;
        let mut said = Vec::new();
        loop {
            let line = self.next_line(deadline, "readyok")?;
            if line.trim() == "readyok" {
                return Ok(said);
            }
            said.push(line);
        }
    }

    /// The engine's move in `position` (what follows `position `: `fen … moves
    /// …` or `startpos …`), searched within `go`; waits at most `timeout`.
    /// A position the engine calls invalid (`info string Invalid …`, 4pchess)
    /// is a protocol error, not a move of the position before it.
    pub fn best_move(
        &mut self,
        position: &str,
        go: &Go,
        timeout: Duration,
    ) -> Result<BestMove, EngineError> {
        self.send(&format!("position {position}"))?;
        let refusal = self.lines_until_ready()?.into_iter().find(|line| {
            line.trim()
                .strip_prefix("info string ")
                .is_some_and(|text| text.to_ascii_lowercase().starts_with("invalid"))
        });
        if let Some(line) = refusal {
            return Err(EngineError::Protocol(format!(
                "the engine refused the position: {}",
                line.trim()
            )));
        }
        self.send(&go.command())?;
        let start = Instant::now();
        let deadline = start + timeout;
        let (mut depth, mut searched, mut score) = (0, 0, None);
        loop {
            let line = self.next_line(deadline, "bestmove")?;
            let mut words = line.split_whitespace();
            match words.next() {
                Some("info") if line.contains(" string ") => {
                    if let Some(text) = line.split_once(" string ").map(|(_, t)| t.trim())
                        && text.starts_with(GAME_OVER_CLAIM)
                    {
                        // 4pchess answers `go` in a game it holds finished so,
                        // and never with a bestmove.
                        return Ok(BestMove {
                            mv: None,
                            claim: Some(text.to_string()),
                            depth,
                            nodes: searched,
                            elapsed: start.elapsed(),
                            score,
                        });
                    }
                }
                Some("info") => {
                    while let Some(word) = words.next() {
                        let value = || words.clone().next().and_then(|v| v.parse().ok());
                        match word {
                            "depth" => depth = value().unwrap_or(depth as u64) as u32,
                            "nodes" => searched = value().unwrap_or(searched),
                            "score" => score = read_score(&mut words.clone()).or(score),
                            "pv" => break,
                            _ => {}
                        }
                    }
                }
                Some("bestmove") => {
                    let mv = match words.next() {
                        Some("(none)" | "0000") => None,
                        Some(mv) => Some(mv.to_string()),
                        None => return Err(EngineError::Protocol(format!("{line:?}"))),
                    };
                    return Ok(BestMove {
                        mv,
                        claim: None,
                        depth,
                        nodes: searched,
                        elapsed: start.elapsed(),
                        score,
                    });
                }
                _ => {}
            }
        }
    }

    /// `go perft depth` from `fen` (the variant's start if `None`): the node count
    /// and the time from `go` to the count, waiting at most `timeout`.
    pub fn perft(
        &mut self,
        fen: Option<&str>,
        depth: u32,
        timeout: Duration,
    ) -> Result<(u64, Duration), EngineError> {
        match fen {
            Some(fen) => self.send(&format!("position fen {fen}"))?,
            None => self.send("position startpos")?,
        }
        self.ready()?;
        let start = Instant::now();
        self.send(&format!("go perft {depth}"))?;
        let deadline = start + timeout;
        loop {
            let line = self.next_line(deadline, "Nodes searched")?;
            if let Some(count) = line.trim().strip_prefix("Nodes searched:") {
                let nodes = count
                    .trim()
                    .parse()
                    .map_err(|_| EngineError::Protocol(format!("{line:?}")))?;
                return Ok((nodes, start.elapsed()));
            }
        }
    }

    fn next_line(&mut self, deadline: Instant, waiting_for: &str) -> Result<String, EngineError> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.lines.recv_timeout(left).map_err(|e| match e {
            RecvTimeoutError::Timeout => EngineError::Timeout {
                waiting_for: waiting_for.to_string(),
            },
            RecvTimeoutError::Disconnected => EngineError::Died {
                waiting_for: waiting_for.to_string(),
            },
        })
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = self.send("quit");
        // A polite moment to quit, then the process is killed either way.
        let deadline = Instant::now() + Duration::from_millis(200);
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                return;
            }
            std::thread::sleep(Duration::from_millis(10));
        }
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The `var` values of a combo option line (`UCI_Variant type combo default chess var a var b`).
fn combo_values(option: &str) -> Vec<String> {
    let mut values = Vec::new();
    let mut words = option.split_whitespace();
    while let Some(word) = words.next() {
        if word == "var"
            && let Some(value) = words.next()
        {
            values.push(value.to_string());
        }
    }
    values
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combo_values_are_the_words_after_var() {
        let line = "UCI_Variant type combo default chess var 3check var antichess var chess";
        assert_eq!(combo_values(line), ["3check", "antichess", "chess"]);
    }

    #[test]
    fn go_names_each_limit_given() {
        let go = |nodes, movetime_ms| {
            Go {
                depth: None,
                nodes,
                movetime_ms,
            }
            .command()
        };
        assert_eq!(go(Some(20_000), None), "go nodes 20000");
        assert_eq!(go(None, Some(300)), "go movetime 300");
        assert_eq!(go(Some(5), Some(7)), "go nodes 5 movetime 7");
        let deep = Go {
            depth: Some(8),
            nodes: None,
            movetime_ms: Some(5000),
        };
        assert_eq!(deep.command(), "go depth 8 movetime 5000");
    }

    #[test]
    fn scores_read_centipawns_and_mates_for_the_side_to_move() {
        let score = |text: &str| read_score(&mut text.split_whitespace());
        assert_eq!(score("cp -35 nodes 100"), Some(-35));
        assert_eq!(score("mate 3 nodes 9"), Some(MATE_SCORE - 3));
        assert_eq!(score("mate -2"), Some(-MATE_SCORE + 2));
        assert_eq!(score("lowerbound"), None);
    }

    #[test]
    fn a_missing_program_is_an_error() {
        let error = Engine::start("/nonexistent/engine", &[]).err();
        assert!(matches!(error, Some(EngineError::Start(_))), "{error:?}");
    }
}
