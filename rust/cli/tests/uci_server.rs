//! `raja uci` driven as a GUI drives it: every variant it lists plays a few moves
//! through the protocol (each move checked legal by the rules), Chess960 through
//! `UCI_Chess960`, four-player chess in 4pchess's dialect, and the search answers
//! `isready` and `stop` while it thinks.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use raja_core::Game;

/// Long enough for any answer here; only a hung engine reaches it.
const PATIENCE: Duration = Duration::from_secs(60);

/// A running `raja uci`.
struct Session {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Session {
    fn start(args: &[&str]) -> Session {
        let mut command = Command::new(env!("CARGO_BIN_EXE_raja"));
        command.arg("uci").args(args);
        Session::spawn(command)
    }

    fn spawn(mut command: Command) -> Session {
        let mut child = command
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("raja uci runs");
        let stdin = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                if sender.send(line).is_err() {
                    break;
                }
            }
        });
        Session {
            child,
            stdin,
            lines,
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.stdin, "{line}").expect("the engine reads");
    }

    /// The lines up to the first that starts with `prefix`, which is the last.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        self.until_any(&[prefix])
    }

    /// The lines up to the first that starts with one of `prefixes`.
    fn until_any(&mut self, prefixes: &[&str]) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(PATIENCE)
                .unwrap_or_else(|e| panic!("no {prefixes:?} ({e}) after {seen:?}"));
            let done = prefixes.iter().any(|p| line.starts_with(p));
            seen.push(line);
            if done {
                return seen;
            }
        }
    }

    /// The move of `bestmove`, after the search's `info` lines.
    fn best_move(&mut self, go: &str) -> (String, Vec<String>) {
        self.send(go);
        let lines = self.until("bestmove");
        let best = lines.last().and_then(|l| l.split_whitespace().nth(1));
        (best.unwrap_or("").to_string(), lines)
    }
}

impl Drop for Session {
    fn drop(&mut self) {
        let _ = writeln!(self.stdin, "quit");
        let _ = self.child.wait();
    }
}

/// The `UCI_Variant` values the engine offers.
fn variants(handshake: &[String]) -> Vec<String> {
    let option = handshake
        .iter()
        .find(|l| l.starts_with("option name UCI_Variant type combo"))
        .expect("a UCI_Variant option");
    let words: Vec<&str> = option.split_whitespace().collect();
    words
        .windows(2)
        .filter(|w| w[0] == "var")
        .map(|w| w[1].to_string())
        .collect()
}

#[test]
fn every_variant_plays_through_the_protocol() {
    let mut engine = Session::start(&[]);
    engine.send("uci");
    let handshake = engine.until("uciok");
    assert!(handshake[0].starts_with("id name Raja"), "{handshake:?}");
    let offered = variants(&handshake);
    for name in [
        "chess",
        "crazyhouse",
        "atomic",
        "antichess",
        "duck",
        "shatranj",
        "makruk",
        "cambodian",
        "sittuyin",
        "xiangqi",
        "janggi",
        "shogi",
        "minishogi",
        "chaturanga",
        "fog",
        "friendly",
    ] {
        assert!(offered.iter().any(|v| v == name), "{name} not offered");
    }
    for variant in offered.iter().filter(|v| !v.starts_with("fourplayer")) {
        engine.send(&format!("setoption name UCI_Variant value {variant}"));
        engine.send("ucinewgame");
        let mut game = Game::new(variant, 0).expect("the variant is our game id");
        let mut moves: Vec<String> = Vec::new();
        for _ in 0..4 {
            engine.send(&format!("position startpos moves {}", moves.join(" ")));
            let (best, lines) = engine.best_move("go nodes 3000");
            let info = &lines[lines.len() - 2];
            for word in [" depth ", " score ", " nodes ", " pv "] {
                assert!(info.contains(word), "{variant}: {info}");
            }
            game.play(&best)
                .unwrap_or_else(|e| panic!("{variant}: {best} after {moves:?}: {e}"));
            moves.push(best);
            if game.is_over() {
                break;
            }
        }
        engine.send("isready");
        assert_eq!(
            engine.until("readyok"),
            ["readyok"],
            "{variant}: nothing stray"
        );
    }
}

#[test]
fn chess960_through_its_switch_with_shredder_fens_and_king_takes_rook_castling() {
    let mut engine = Session::start(&[]);
    engine.send("setoption name UCI_Chess960 value true");
    // Start 0 (bishops on a and b), its castling rights in Shredder-FEN.
    let start = Game::chess960("chess960", 0).expect("start 0").fen();
    let mut game = Game::from_fen("chess960", &start).expect("our FEN");
    let mut moves: Vec<String> = Vec::new();
    for _ in 0..6 {
        engine.send(&format!("position fen {start} moves {}", moves.join(" ")));
        let (best, _) = engine.best_move("go depth 3");
        game.play(&best).unwrap_or_else(|e| panic!("{best}: {e}"));
        moves.push(best);
    }
    // `position startpos` is the classical start, where O-O is the king taking its rook.
    let castled = "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6 e1h1";
    engine.send(&format!("position startpos moves {castled}"));
    let (best, _) = engine.best_move("go depth 3");
    let mut game = Game::chess960("chess960", 518).expect("start 518");
    game.play_all(castled)
        .expect("castling as the king takes the rook");
    game.play(&best).unwrap_or_else(|e| panic!("{best}: {e}"));
}

#[test]
fn a_search_answers_isready_at_once_and_moves_when_stopped() {
    let mut engine = Session::start(&[]);
    engine.send("position startpos moves e2e4 e7e5");
    engine.send("go infinite");
    // An analysis is reported depth by depth while it runs, as GUIs show it.
    let reports = engine.until("info depth 2 ");
    assert!(reports[0].starts_with("info depth 1 "), "{reports:?}");
    engine.send("isready");
    // Not a bestmove first: the infinite search waits for stop.
    let ready = engine.until("readyok");
    assert!(
        ready.iter().all(|l| !l.starts_with("bestmove")),
        "{ready:?}"
    );
    engine.send("stop");
    let best = engine.until("bestmove").pop().unwrap_or_default();
    let mv = best.strip_prefix("bestmove ").expect("a move");
    let mut game = Game::new("chess", 0).expect("chess");
    game.play_all("e2e4 e7e5").expect("legal");
    game.play(mv).expect("the move is legal");
}

#[test]
fn bad_input_answers_an_info_string_and_the_engine_goes_on() {
    let mut engine = Session::start(&[]);
    for (line, complaint) in [
        ("hello", "unknown command \"hello\""),
        ("position fen 8/8/8 w", "bad FEN"),
        (
            "position startpos moves e2e4 e2e4",
            "move e2e4 is not legal after 1 move(s)",
        ),
        ("setoption name Hash value lots", "Hash \"lots\""),
        ("go depth deep", "go depth \"deep\" is not a number"),
    ] {
        engine.send(line);
        let answer = engine.until("info string");
        assert_eq!(answer.len(), 1, "{line}: {answer:?}");
        assert!(
            answer[0].starts_with("info string error: ") && answer[0].contains(complaint),
            "{line}: {answer:?}"
        );
    }
    // The last position was refused: no move for it, and the engine still speaks.
    let (best, _) = engine.best_move("go nodes 100");
    assert_eq!(best, "(none)");
    engine.send("position startpos");
    let (best, _) = engine.best_move("go nodes 100");
    Game::new("chess", 0)
        .expect("chess")
        .play(&best)
        .expect("a legal move once the position is good");
}

#[test]
fn four_player_chess_speaks_4pchess_s_dialect() {
    let mut engine = Session::start(&["--variant", "fourplayer-teams"]);
    engine.send("uci");
    let handshake = engine.until("uciok");
    assert!(
        handshake
            .iter()
            .any(|l| l.contains("UCI_Variant type combo default fourplayer-teams")),
        "{handshake:?}"
    );
    engine.send("setoption name engine_team value red_yellow");
    let mut game = Game::new("fourplayer-teams", 0).expect("game");
    // 4pchess's own start FEN4 (its `x` corners) and move forms.
    let start = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,yR,yN,yB,yK,yQ,yB,yN,yR,x,x,x/\
                 x,x,x,yP,yP,yP,yP,yP,yP,yP,yP,x,x,x/x,x,x,8,x,x,x/bR,bP,10,gP,gR/bN,bP,10,gP,gN/\
                 bB,bP,10,gP,gB/bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/\
                 bR,bP,10,gP,gR/x,x,x,8,x,x,x/x,x,x,rP,rP,rP,rP,rP,rP,rP,rP,x,x,x/\
                 x,x,x,rR,rN,rB,rQ,rK,rB,rN,rR,x,x,x";
    let mut moves = vec!["h2-h4".to_string(), "Na10-c9".to_string()];
    game.play_all("h2h4 a10c9").expect("legal");
    for _ in 0..6 {
        engine.send(&format!("position fen {start} moves {}", moves.join(" ")));
        engine.send("get_num_legal_moves");
        let count = engine.until("info string n_legal");
        assert_eq!(
            count,
            [format!("info string n_legal {}", game.legal_moves().len())]
        );
        let (best, lines) = engine.best_move("go depth 2");
        let info = &lines[lines.len() - 2];
        // 4pchess's order: the principal variation, then a bare score.
        let words: Vec<&str> = info.split_whitespace().collect();
        let pv = words.iter().position(|w| *w == "pv").expect("pv");
        assert_eq!(words.get(pv + 2), Some(&"score"), "{info}");
        assert!(words[pv + 3].parse::<i32>().is_ok(), "{info}");
        assert!(best.contains('-'), "4pchess writes from-to: {best}");
        let ours = best.replace('-', "");
        game.play(&ours).unwrap_or_else(|e| panic!("{best}: {e}"));
        moves.push(best);
    }
    engine.send("position startpos moves resign:blue");
    engine.send("go depth 2");
    assert_eq!(
        engine.until("info string"),
        ["info string Game completed. RY won."]
    );
}

/// 4pchess's `cli`, when built (`make cli` in its source) and named by this variable.
const FOURPCHESS: &str = "RAJA_4PCHESS";

/// A game of four-player teams chess between 4pchess (Red and Yellow) and ours
/// (Blue and Green), each told the other's moves as 4pchess's match runners tell
/// it: neither may refuse a move of the other.
#[test]
fn plays_4pchess_when_it_is_given() {
    let Ok(program) = std::env::var(FOURPCHESS) else {
        eprintln!("skipped: set {FOURPCHESS} to 4pchess's cli to play it");
        return;
    };
    let mut theirs = Session::spawn(Command::new(program));
    let mut ours = Session::start(&["--variant", "fourplayer-teams"]);
    let mut game = Game::new("fourplayer-teams", 0).expect("game");
    let mut moves: Vec<String> = Vec::new();
    for ply in 0..40 {
        let engine = if ply % 2 == 0 { &mut theirs } else { &mut ours };
        engine.send(&format!("position startpos moves {}", moves.join(" ")));
        engine.send("go depth 2");
        let lines = engine.until_any(&["bestmove", "info string Game completed"]);
        let last = lines.last().cloned().unwrap_or_default();
        for line in &lines {
            assert!(
                !line.contains("Invalid") && !line.contains("invalid") && !line.contains("error"),
                "ply {ply}: {line} after {moves:?}"
            );
        }
        let Some(best) = last.strip_prefix("bestmove ") else {
            assert!(game.is_over(), "ply {ply}: {last}, we go on");
            break;
        };
        let best = best.trim().to_string();
        game.play(&best.replace(['-', '='], "").to_lowercase())
            .unwrap_or_else(|e| panic!("ply {ply}: {best} after {moves:?}: {e}"));
        moves.push(best);
        if game.is_over() {
            break;
        }
    }
    eprintln!("{} plies: {}", moves.len(), moves.join(" "));
    assert!(moves.len() >= 8, "{moves:?}");
}
