//! A line from the GUI, read into a command: UCI's, and 4pchess's additions
//! (`get_num_legal_moves`, clocks named by colour). Reading checks the shape of a
//! line only; whether a FEN or a move is good is the game's business.

use super::variants::Dialect;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Command {
    Uci,
    Debug(bool),
    IsReady,
    /// `setoption name <name> [value <value>]`; either may have spaces.
    SetOption {
        name: String,
        value: Option<String>,
    },
    Register,
    UciNewGame,
    Position {
        start: Start,
        moves: Vec<String>,
    },
    Go(Go),
    Stop,
    PonderHit,
    Quit,
    /// 4pchess: `get_num_legal_moves`, answered `info string n_legal <N>`.
    NumLegalMoves,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Start {
    StartPos,
    Fen(String),
}

/// The limits of a `go`. Clocks are per army in turn order: White and Black, or
/// Red, Blue, Yellow and Green (4pchess's `rtime`, `btime`, `ytime`, `gtime`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Go {
    pub time: [Option<u64>; 4],
    pub increment: [Option<u64>; 4],
    pub moves_to_go: Option<u32>,
    pub depth: Option<u32>,
    pub nodes: Option<u64>,
    pub mate: Option<u32>,
    pub movetime: Option<u64>,
    pub infinite: bool,
    pub ponder: bool,
    pub perft: Option<u32>,
    pub search_moves: Vec<String>,
}

/// Reads one line; an empty line is `Ok(None)`. An error says what is wrong, in
/// words fit for `info string`.
pub fn parse(line: &str, dialect: Dialect) -> Result<Option<Command>, String> {
    let mut words = line.split_whitespace();
    let Some(first) = words.next() else {
        return Ok(None);
    };
    let rest: Vec<&str> = words.collect();
    let no_more = |command: Command| match rest.first() {
        None => Ok(Some(command)),
        Some(word) => Err(format!("{first} takes nothing after it, not {word:?}")),
    };
    match first {
        "uci" => no_more(Command::Uci),
        "isready" => no_more(Command::IsReady),
        "ucinewgame" => no_more(Command::UciNewGame),
        "stop" => no_more(Command::Stop),
        "ponderhit" => no_more(Command::PonderHit),
        "quit" => no_more(Command::Quit),
        "get_num_legal_moves" => no_more(Command::NumLegalMoves),
        "register" => Ok(Some(Command::Register)),
        "debug" => match rest.as_slice() {
            ["on"] => Ok(Some(Command::Debug(true))),
            ["off"] => Ok(Some(Command::Debug(false))),
            _ => Err("debug takes on or off".to_string()),
        },
        "setoption" => set_option(&rest).map(Some),
        "position" => position(&rest).map(Some),
        "go" => go(&rest, dialect).map(|go| Some(Command::Go(go))),
        other => Err(format!("unknown command {other:?}")),
    }
}

fn set_option(words: &[&str]) -> Result<Command, String> {
    let Some(("name", rest)) = words.split_first().map(|(w, r)| (*w, r)) else {
        return Err("setoption needs name <option> [value <value>]".to_string());
    };
    let (name, value) = match rest.iter().position(|w| *w == "value") {
        Some(at) => (&rest[..at], Some(rest[at + 1..].join(" "))),
        None => (rest, None),
    };
    if name.is_empty() {
        return Err("setoption names no option".to_string());
    }
    Ok(Command::SetOption {
        name: name.join(" "),
        value,
    })
}

fn position(words: &[&str]) -> Result<Command, String> {
    let (start, rest) = match words.split_first() {
        Some((&"startpos", rest)) => (Start::StartPos, rest),
        Some((&"fen", rest)) => {
            let end = rest
                .iter()
                .position(|w| *w == "moves")
                .unwrap_or(rest.len());
            if end == 0 {
                return Err("position fen needs a FEN".to_string());
            }
            (Start::Fen(rest[..end].join(" ")), &rest[end..])
        }
        _ => return Err("position needs startpos or fen <FEN>".to_string()),
    };
    let moves = match rest.split_first() {
        None => Vec::new(),
        Some((&"moves", moves)) => moves.iter().map(|m| m.to_string()).collect(),
        Some((word, _)) => return Err(format!("position: {word:?} where moves was expected")),
    };
    Ok(Command::Position { start, moves })
}

fn go(words: &[&str], dialect: Dialect) -> Result<Go, String> {
    let mut go = Go::default();
    let mut words = words.iter().copied().peekable();
    while let Some(word) = words.next() {
        let mut number = |name: &str| -> Result<u64, String> {
            let text = words.next().ok_or(format!("go {name} needs a number"))?;
            // A GUI may send a clock already run out as a negative time.
            match text.parse::<i64>() {
                Ok(n) => Ok(n.max(0) as u64),
                Err(_) => text
                    .parse::<u64>()
                    .map_err(|_| format!("go {name} {text:?} is not a number")),
            }
        };
        let small = |n: u64| u32::try_from(n).unwrap_or(u32::MAX);
        match (word, clock(word, dialect)) {
            (_, Some((army, Clock::Time))) => go.time[army] = Some(number(word)?),
            (_, Some((army, Clock::Increment))) => go.increment[army] = Some(number(word)?),
            ("movestogo" | "moves_to_go", _) => go.moves_to_go = Some(small(number(word)?)),
            ("depth", _) => go.depth = Some(small(number(word)?)),
            ("nodes", _) => go.nodes = Some(number(word)?),
            ("mate", _) => go.mate = Some(small(number(word)?)),
            ("movetime", _) => go.movetime = Some(number(word)?),
            ("perft", _) => go.perft = Some(small(number(word)?)),
            ("infinite", _) => go.infinite = true,
            ("ponder", _) => go.ponder = true,
            ("searchmoves", _) => {
                while let Some(mv) = words.next_if(|w| !is_go_word(w, dialect)) {
                    go.search_moves.push(mv.to_string());
                }
            }
            (other, _) => return Err(format!("go: unknown word {other:?}")),
        }
    }
    Ok(go)
}

enum Clock {
    Time,
    Increment,
}

/// A clock word and the army it is for: `wtime`/`binc` in the standard dialect,
/// `rtime`, `btime`, `ytime`, `gtime` (Blue's, not Black's) and their `…inc` in 4pchess's.
fn clock(word: &str, dialect: Dialect) -> Option<(usize, Clock)> {
    let colours: &[char] = match dialect {
        Dialect::Standard => &['w', 'b'],
        Dialect::FourPlayer => &['r', 'b', 'y', 'g'],
    };
    let mut chars = word.chars();
    let colour = chars.next()?;
    let army = colours.iter().position(|&c| c == colour)?;
    match chars.as_str() {
        "time" => Some((army, Clock::Time)),
        "inc" => Some((army, Clock::Increment)),
        _ => None,
    }
}

fn is_go_word(word: &str, dialect: Dialect) -> bool {
    clock(word, dialect).is_some()
        || [
            "movestogo",
            "moves_to_go",
            "depth",
            "nodes",
            "mate",
            "movetime",
            "perft",
            "infinite",
            "ponder",
        ]
        .contains(&word)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(line: &str) -> Result<Option<Command>, String> {
        parse(line, Dialect::Standard)
    }

    #[test]
    fn options_with_spaces_in_names_and_values() {
        assert_eq!(
            read("setoption name Skill Level value 3"),
            Ok(Some(Command::SetOption {
                name: "Skill Level".into(),
                value: Some("3".into())
            }))
        );
        assert_eq!(
            read("setoption name Clear Hash"),
            Ok(Some(Command::SetOption {
                name: "Clear Hash".into(),
                value: None
            }))
        );
        assert!(read("setoption value 3").is_err());
        assert!(read("setoption name value 3").is_err());
    }

    #[test]
    fn positions_from_the_start_or_a_fen_with_moves() {
        assert_eq!(
            read("position startpos moves e2e4 e7e5"),
            Ok(Some(Command::Position {
                start: Start::StartPos,
                moves: vec!["e2e4".into(), "e7e5".into()]
            }))
        );
        assert_eq!(
            read("position fen 8/8/8/8/8/8/8/K6k w - - 0 1"),
            Ok(Some(Command::Position {
                start: Start::Fen("8/8/8/8/8/8/8/K6k w - - 0 1".into()),
                moves: vec![]
            }))
        );
        assert!(read("position fen moves e2e4").is_err());
        assert!(read("position startpos e2e4").is_err());
        assert!(read("position").is_err());
    }

    #[test]
    fn go_reads_every_limit_and_the_clocks_by_dialect() {
        let Ok(Some(Command::Go(go))) =
            read("go wtime 60000 btime -20 winc 1000 binc 0 movestogo 30 depth 12")
        else {
            panic!("a go");
        };
        assert_eq!(go.time, [Some(60000), Some(0), None, None]);
        assert_eq!(go.increment, [Some(1000), Some(0), None, None]);
        assert_eq!((go.moves_to_go, go.depth), (Some(30), Some(12)));
        let Ok(Some(Command::Go(four))) = parse(
            "go rtime 1 btime 2 ytime 3 gtime 4 ginc 5",
            Dialect::FourPlayer,
        ) else {
            panic!("a go");
        };
        assert_eq!(four.time, [Some(1), Some(2), Some(3), Some(4)]);
        assert_eq!(four.increment[3], Some(5));
        assert!(read("go rtime 1").is_err(), "no red clock in chess");
        let Ok(Some(Command::Go(moves))) = read("go searchmoves e2e4 d2d4 nodes 10") else {
            panic!("a go");
        };
        assert_eq!(moves.search_moves, ["e2e4", "d2d4"]);
        assert_eq!(moves.nodes, Some(10));
        assert!(read("go depth").is_err());
        assert!(read("go depth x").is_err());
        assert!(read("go fast").is_err());
        assert_eq!(read("go"), Ok(Some(Command::Go(Go::default()))));
    }

    #[test]
    fn unknown_and_empty_lines() {
        assert_eq!(read("   "), Ok(None));
        assert!(read("frobnicate").is_err_and(|e| e.contains("unknown command")));
        assert!(read("isready now").is_err());
        assert_eq!(read("isready\r"), Ok(Some(Command::IsReady)));
    }
}
