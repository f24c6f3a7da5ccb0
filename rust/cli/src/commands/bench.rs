//! `raja bench [<game>…] [--engine PATH]`: our perft speed beside
//! Fairy-Stockfish's, measured in the same run, as a ratio (ours / theirs; the
//! goal is ≥ 1).
//!
//! Games that Fairy-Stockfish plays too (`SAME_POSITIONS`) are measured on the
//! same positions at the same depth by both engines, and the node counts must
//! agree; the other games, and those the engine lacks (Debian's 11.1 has no
//! atomic and no duck; `tools/build-fairy-stockfish` builds one that has), are
//! measured from their start beside Fairy-Stockfish's chess start position, for
//! scale.

use std::time::{Duration, Instant};

use anyhow::{Result, anyhow};
use clap::Args;
use raja_core::Game;

use crate::output;
use crate::uci_client::Engine;

/// Deepen until one perft takes at least this long, so timings are meaningful.
const MIN_TIME: Duration = Duration::from_millis(1500);
const MAX_DEPTH: u32 = 12;
/// The longest one perft of the engine may take before the bench gives up on it.
const ENGINE_TIMEOUT: Duration = Duration::from_secs(300);
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
        id: "antichess",
        variant: "antichess",
        chess960: false,
        positions: &[(
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        )],
    },
    Shared {
        id: "atomic",
        variant: "atomic",
        chess960: false,
        positions: &[
            (
                "start",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            ),
            (
                "perft.sh #2",
                "rn2kb1r/1pp1p2p/p2q1pp1/3P4/2P3b1/4PN2/PP3PPP/R2QKB1R b KQkq - 0 1",
            ),
        ],
    },
    Shared {
        id: "crazyhouse",
        variant: "crazyhouse",
        chess960: false,
        positions: &[
            (
                "start",
                "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1",
            ),
            ("perft.sh pockets", "2k5/8/8/8/8/8/8/4K3[Qn] w - - 0 1"),
        ],
    },
    Shared {
        id: "duck",
        variant: "duck",
        chess960: false,
        positions: &[(
            "start",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        )],
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
    Shared {
        id: "shatranj",
        variant: "shatranj",
        chess960: false,
        positions: &[
            (
                "start",
                "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
            ),
            ("promotions", "4k3/1P4P1/8/3q4/8/8/1p4p1/R2K3R w - - 0 1"),
        ],
    },
    Shared {
        id: "makruk",
        variant: "makruk",
        chess960: false,
        positions: &[(
            "start",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w - - 0 1",
        )],
    },
    Shared {
        id: "cambodian",
        variant: "cambodian",
        chess960: false,
        positions: &[(
            "start",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR w DEde - 0 1",
        )],
    },
    Shared {
        id: "sittuyin",
        variant: "sittuyin",
        chess960: false,
        positions: &[
            (
                "start",
                "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8[KSSFRRNNkssfrrnn] w - - 0 1",
            ),
            (
                "middlegame",
                "2frn1r1/s1s5/nk2p1p1/p1p3F1/5PpP/1P1P2S1/p1KpRNRS/3N4[] w - - 1 21",
            ),
        ],
    },
    Shared {
        id: "xiangqi",
        variant: "xiangqi",
        chess960: false,
        positions: &[
            (
                "start",
                "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
            ),
            (
                "opening",
                "r1bakabr1/9/2n1c1nc1/p1p1p1p1p/9/4P4/P1P3P1P/1CN1C1N2/9/R1BAKABR1 b - - 9 5",
            ),
        ],
    },
    Shared {
        id: "janggi",
        variant: "janggi",
        chess960: false,
        positions: &[
            (
                "start",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1",
            ),
            (
                "middlegame",
                "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1",
            ),
        ],
    },
    Shared {
        id: "shogi",
        variant: "shogi",
        chess960: false,
        positions: &[
            (
                "start",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
            ),
            (
                "middlegame",
                "B+P3+L3/1+NP3+PG1/1l1p1+S2N/n4G1R1/1p2G4/P4s1pp/+s+pk3p2/p1+l1K1SB1/1gL1R+n3[ppppppp] b - - 0 196",
            ),
        ],
    },
    Shared {
        id: "minishogi",
        variant: "minishogi",
        chess960: false,
        positions: &[("start", "rbsgk/4p/5/P4/KGSBR[] w - - 0 1")],
    },
];

/// A perft measured: depth, nodes, nodes per second.
type Speed = (u32, u64, f64);

/// Measure our perft speed beside Fairy-Stockfish's, as a ratio
#[derive(Args, Debug)]
pub struct Bench {
    /// Game ids (default: chaturaji)
    #[arg(value_name = "GAME")]
    games: Vec<String>,
    /// The Fairy-Stockfish program (default: fairy-stockfish on the PATH, or Debian's)
    #[arg(long, value_name = "PATH")]
    engine: Option<String>,
}

impl Bench {
    pub fn run(&self) -> Result<()> {
        let ids = match self.games.as_slice() {
            [] => &["chaturaji".to_string()][..],
            ids => ids,
        };
        run(ids, self.engine.as_deref())
    }
}

fn run(ids: &[String], engine: Option<&str>) -> Result<()> {
    let mut reference = Reference::start(engine);
    if let Ok(engine) = &reference {
        output::line(format!("reference: {}", engine.engine.name))?;
    }
    let mut chess_start: Option<Result<Speed, String>> = None;
    for id in ids {
        let shared = SAME_POSITIONS.iter().find(|s| s.id == id);
        let known = |engine: &Reference, shared: &Shared| engine.knows(shared.variant);
        if let Some(shared) = shared.filter(|s| reference.as_ref().is_ok_and(|e| known(e, s))) {
            for (name, fen) in shared.positions {
                let game = Game::from_fen(id, fen)?;
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
        if let (Some(shared), Ok(engine)) = (shared, &reference) {
            output::line(format!(
                "{id}: {} has no {}; measured beside its chess",
                engine.engine.name, shared.variant
            ))?;
        }
        if chess_start.is_none() {
            let measured = reference
                .as_mut()
                .map_err(|e| e.clone())
                .and_then(|engine| engine.perft("chess", false, None, None));
            output::line(match &measured {
                Ok((depth, nodes, nps)) => {
                    format!("reference chess: perft {depth} = {nodes} nodes, {nps:.0} nodes/s")
                }
                Err(why) => format!("reference chess: not measured ({why})"),
            })?;
            chess_start = Some(measured);
        }
        let game = Game::new(id, 0)?;
        let (depth, nodes, nps) = our_speed(&game)?;
        let ratio = match &chess_start {
            Some(Ok((_, _, their_nps))) => format!("{:.2}", nps / their_nps),
            _ => "n/a".to_string(),
        };
        output::line(format!(
            "{id}: perft {depth} = {nodes} nodes, {nps:.0} nodes/s, ratio {ratio}"
        ))?;
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
                "{mine}; reference {their_nps:.0} nodes/s; ratio {:.2}{agree}",
                nps / their_nps
            )
        }
        Err(why) => format!("{mine}; reference not measured ({why})"),
    }
}

/// Deepens perft until one takes at least `MIN_TIME`.
fn our_speed(game: &Game) -> Result<Speed> {
    for depth in 1..=MAX_DEPTH {
        let start = Instant::now();
        let nodes = game.perft(depth)?;
        let time = start.elapsed();
        if time >= MIN_TIME || depth == MAX_DEPTH {
            return Ok((depth, nodes, nodes as f64 / time.as_secs_f64()));
        }
    }
    Err(anyhow!("no depth measured"))
}

/// Fairy-Stockfish over UCI, started once for the whole bench: the program
/// given, else the first of `REFERENCE_PATHS` that starts.
struct Reference {
    engine: Engine,
}

impl Reference {
    fn start(program: Option<&str>) -> Result<Reference, String> {
        let engine = match program {
            Some(program) => Engine::start(program, &[]).map_err(|e| e.to_string())?,
            None => REFERENCE_PATHS
                .iter()
                .find_map(|path| Engine::start(path, &[]).ok())
                .ok_or("cannot start Fairy-Stockfish; apt-get install fairy-stockfish")?,
        };
        Ok(Reference { engine })
    }

    fn knows(&self, variant: &str) -> bool {
        self.engine
            .variants
            .as_ref()
            .is_some_and(|variants| variants.iter().any(|v| v == variant))
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
        let engine = &mut self.engine;
        let failed = |e: crate::uci_client::EngineError| e.to_string();
        engine.set_option("UCI_Variant", variant).map_err(failed)?;
        engine
            .set_option("UCI_Chess960", &chess960.to_string())
            .map_err(failed)?;
        let depths = match depth {
            Some(d) => d..=d,
            None => 1..=MAX_DEPTH,
        };
        let mut last = Err("no depth measured".to_string());
        for depth in depths {
            let (nodes, time) = engine.perft(fen, depth, ENGINE_TIMEOUT).map_err(failed)?;
            last = Ok((depth, nodes, nodes as f64 / time.as_secs_f64()));
            if time >= MIN_TIME {
                break;
            }
        }
        last
    }
}
