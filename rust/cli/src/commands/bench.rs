//! `raja bench [<game>…]`: our perft speed beside Fairy-Stockfish's, measured in
//! the same run, as a ratio (ours / theirs; the goal is ≥ 1).
//!
//! Games that Fairy-Stockfish plays too (`SAME_POSITIONS`) are measured on the
//! same positions at the same depth by both engines, and the node counts must
//! agree; the other games are measured from their start beside Fairy-Stockfish's
//! chess start position, for scale.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use raja_core::Game;

use crate::args::Args;
use crate::output;

/// Deepen until one perft takes at least this long, so timings are meaningful.
const MIN_TIME: Duration = Duration::from_millis(1500);
const MAX_DEPTH: u32 = 12;
const REFERENCE: &str = "fairy-stockfish";
/// Debian installs it outside the usual PATH.
const REFERENCE_PATHS: &[&str] = &["fairy-stockfish", "/usr/games/fairy-stockfish"];

/// A game of ours that Fairy-Stockfish knows: its variant, the Chess960 flag, and
/// the positions both engines count (from the published perft tables).
struct Shared {
    id: &'static str,
    variant: &'static str,
    chess960: bool,
    positions: &'static [(&'static str, &'static str)],
}

const SAME_POSITIONS: &[Shared] = &[
    Shared {
        id: "chess",
        variant: "chess",
        chess960: false,
        positions: &[
            (
                "start",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                "kiwipete",
                "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            ),
        ],
    },
    Shared {
        id: "chess960",
        variant: "chess",
        chess960: true,
        positions: &[
            (
                "960 #1",
                "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
            ),
            (
                "960 #2",
                "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
            ),
        ],
    },
];

/// A perft measured: depth, nodes, nodes per second.
type Speed = (u32, u64, f64);

pub fn run(args: &Args) -> Result<(), String> {
    let ids: Vec<String> = if args.positional.is_empty() {
        vec!["chaturaji".to_string()]
    } else {
        args.positional.clone()
    };
    let mut reference = Reference::start();
    let mut chess_start: Option<Result<Speed, String>> = None;
    for id in &ids {
        if let Some(shared) = SAME_POSITIONS.iter().find(|s| s.id == id) {
            for (name, fen) in shared.positions {
                let game = Game::from_fen(id, fen).map_err(|e| e.to_string())?;
                let (depth, nodes, nps) = our_speed(&game)?;
                let theirs = reference
                    .as_mut()
                    .map_err(|e| e.clone())
                    .and_then(|engine| {
                        engine.perft(shared.variant, shared.chess960, Some(fen), Some(depth))
                    });
                output::line(comparison(id, name, (depth, nodes, nps), &theirs))?;
            }
            continue;
        }
        if chess_start.is_none() {
            let measured = reference
                .as_mut()
                .map_err(|e| e.clone())
                .and_then(|engine| engine.perft("chess", false, None, None));
            output::line(match &measured {
                Ok((depth, nodes, nps)) => {
                    format!("{REFERENCE} chess: perft {depth} = {nodes} nodes, {nps:.0} nodes/s")
                }
                Err(why) => format!("{REFERENCE} chess: not measured ({why})"),
            })?;
            chess_start = Some(measured);
        }
        let game = Game::new(id, 0).map_err(|e| e.to_string())?;
        let (depth, nodes, nps) = our_speed(&game)?;
        let ratio = match &chess_start {
            Some(Ok((_, _, their_nps))) => format!("{:.2}", nps / their_nps),
            _ => "n/a".to_string(),
        };
        output::line(format!(
            "{id}: perft {depth} = {nodes} nodes, {nps:.0} nodes/s, ratio {ratio}"
        ))?;
    }
    if let Ok(engine) = reference {
        engine.quit();
    }
    Ok(())
}

/// One line: both engines on one position, the ratio, and whether they agree.
fn comparison(id: &str, name: &str, ours: Speed, theirs: &Result<Speed, String>) -> String {
    let (depth, nodes, nps) = ours;
    let mine = format!("{id} {name}: perft {depth} = {nodes} nodes, {nps:.0} nodes/s");
    match theirs {
        Ok((_, their_nodes, their_nps)) => {
            let agree = if *their_nodes == nodes {
                String::new()
            } else {
                format!(" (NODES DIFFER: {their_nodes})")
            };
            format!(
                "{mine}; {REFERENCE} {their_nps:.0} nodes/s; ratio {:.2}{agree}",
                nps / their_nps
            )
        }
        Err(why) => format!("{mine}; {REFERENCE} not measured ({why})"),
    }
}

/// Deepens perft until one takes at least `MIN_TIME`.
fn our_speed(game: &Game) -> Result<Speed, String> {
    for depth in 1..=MAX_DEPTH {
        let start = Instant::now();
        let nodes = game.perft(depth).map_err(|e| e.to_string())?;
        let time = start.elapsed();
        if time >= MIN_TIME || depth == MAX_DEPTH {
            return Ok((depth, nodes, nodes as f64 / time.as_secs_f64()));
        }
    }
    Err("no depth measured".into())
}

/// Fairy-Stockfish over UCI, started once for the whole bench.
struct Reference {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Reference {
    fn start() -> Result<Reference, String> {
        let mut child = REFERENCE_PATHS
            .iter()
            .find_map(|path| {
                Command::new(path)
                    .stdin(Stdio::piped())
                    .stdout(Stdio::piped())
                    .stderr(Stdio::null())
                    .spawn()
                    .ok()
            })
            .ok_or("cannot start it; apt-get install fairy-stockfish")?;
        let (Some(input), Some(output)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            let _ = child.wait();
            return Err("no pipes to it".into());
        };
        let mut engine = Reference {
            child,
            input,
            output: BufReader::new(output),
        };
        engine.send("uci")?;
        engine.wait_for("uciok")?;
        Ok(engine)
    }

    fn send(&mut self, text: &str) -> Result<(), String> {
        writeln!(self.input, "{text}").map_err(|e| e.to_string())
    }

    fn wait_for(&mut self, prefix: &str) -> Result<String, String> {
        let mut line = String::new();
        loop {
            line.clear();
            if self
                .output
                .read_line(&mut line)
                .map_err(|e| e.to_string())?
                == 0
            {
                return Err(format!("engine stopped before {prefix:?}"));
            }
            if line.starts_with(prefix) {
                return Ok(line.trim().to_string());
            }
        }
    }

    /// `go perft` on a position (the variant's start without a FEN), at `depth`
    /// or deepening like ours; times the perft alone, not the engine's set-up.
    fn perft(
        &mut self,
        variant: &str,
        chess960: bool,
        fen: Option<&str>,
        depth: Option<u32>,
    ) -> Result<Speed, String> {
        self.send(&format!("setoption name UCI_Variant value {variant}"))?;
        self.send(&format!("setoption name UCI_Chess960 value {chess960}"))?;
        match fen {
            Some(fen) => self.send(&format!("position fen {fen}"))?,
            None => self.send("position startpos")?,
        }
        let depths = match depth {
            Some(d) => d..=d,
            None => 1..=MAX_DEPTH,
        };
        let mut last = Err("no depth measured".to_string());
        for depth in depths {
            self.send("isready")?;
            self.wait_for("readyok")?;
            let start = Instant::now();
            self.send(&format!("go perft {depth}"))?;
            let line = self.wait_for("Nodes searched")?;
            let time = start.elapsed();
            let nodes: u64 = line
                .rsplit(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| format!("unreadable {line:?}"))?;
            last = Ok((depth, nodes, nodes as f64 / time.as_secs_f64()));
            if time >= MIN_TIME {
                break;
            }
        }
        last
    }

    fn quit(mut self) {
        let _ = self.send("quit");
        let _ = self.child.wait();
    }
}

impl Drop for Reference {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
