//! `raja bench [<game>…]`: our perft speed beside Fairy-Stockfish's chess perft,
//! measured in the same run, as a ratio (ours / theirs; the goal is ≥ 1).

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
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

pub fn run(args: &Args) -> Result<(), String> {
    let ids: Vec<String> = if args.positional.is_empty() {
        vec!["chaturaji".to_string()]
    } else {
        args.positional.clone()
    };
    let theirs = reference_speed();
    output::line(match &theirs {
        Ok((depth, nodes, nps)) => {
            format!("{REFERENCE} chess: perft {depth} = {nodes} nodes, {nps:.0} nodes/s")
        }
        Err(why) => format!("{REFERENCE} chess: not measured ({why})"),
    })?;
    for id in &ids {
        let (depth, nodes, nps) = our_speed(id)?;
        let ratio = match &theirs {
            Ok((_, _, their_nps)) => format!("{:.2}", nps / their_nps),
            Err(_) => "n/a".to_string(),
        };
        output::line(format!(
            "{id}: perft {depth} = {nodes} nodes, {nps:.0} nodes/s, ratio {ratio}"
        ))?;
    }
    Ok(())
}

fn our_speed(id: &str) -> Result<(u32, u64, f64), String> {
    let game = Game::new(id, 0).map_err(|e| e.to_string())?;
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

/// Runs Fairy-Stockfish's `go perft` on the chess start position, deepening
/// like ours; times the perft alone, not the engine's start-up.
fn reference_speed() -> Result<(u32, u64, f64), String> {
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
    let result = (|| {
        let mut input = child.stdin.take().ok_or("no stdin")?;
        let mut output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut send = |text: &str| writeln!(input, "{text}").map_err(|e| e.to_string());
        let mut wait_for = |prefix: &str| -> Result<String, String> {
            let mut line = String::new();
            loop {
                line.clear();
                if output.read_line(&mut line).map_err(|e| e.to_string())? == 0 {
                    return Err(format!("engine stopped before {prefix:?}"));
                }
                if line.starts_with(prefix) {
                    return Ok(line.trim().to_string());
                }
            }
        };
        send("uci")?;
        wait_for("uciok")?;
        send("setoption name UCI_Variant value chess")?;
        send("position startpos")?;
        send("isready")?;
        wait_for("readyok")?;
        for depth in 1..=MAX_DEPTH {
            let start = Instant::now();
            send(&format!("go perft {depth}"))?;
            let line = wait_for("Nodes searched")?;
            let time = start.elapsed();
            let nodes: u64 = line
                .rsplit(' ')
                .next()
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| format!("unreadable {line:?}"))?;
            if time >= MIN_TIME || depth == MAX_DEPTH {
                send("quit")?;
                return Ok((depth, nodes, nodes as f64 / time.as_secs_f64()));
            }
        }
        Err("no depth measured".to_string())
    })();
    let _ = child.kill();
    let _ = child.wait();
    result
}
