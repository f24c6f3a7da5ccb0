//! The options of the subcommands: `<game> [--fen F | --chess960 N] [--moves "…"] [--seed S]`, and
//! selfplay's `--games N --bots L1,L2,… --movetime MS --nodes N --opening N`, and match's
//! `--engine PATH --engine-nodes N --engine-movetime MS --engine-timeout MS --level L
//! --book FILE --sprt ELO0,ELO1[,ALPHA,BETA] --list`.

use raja_core::Game;

/// Parsed arguments: positional words and the values of known options.
pub struct Args {
    pub positional: Vec<String>,
    pub fen: Option<String>,
    pub moves: Option<String>,
    pub seed: u64,
    pub divide: bool,
    pub games: Option<u32>,
    pub bots: Option<String>,
    pub movetime: Option<u64>,
    pub nodes: Option<u64>,
    /// `raja selfplay`: random plies opening every game.
    pub opening: Option<u32>,
    /// `raja fen`: write chess.com's FEN4 (four-player chess).
    pub fen4: bool,
    /// Chess960 start number (0–959) for games with the `chess960` option.
    pub chess960: Option<u16>,
    /// `raja pgn --import FILE`: the PGN to read (`-`: stdin).
    pub import: Option<String>,
    /// `raja match` (and for `--engine` also `raja bench`): the UCI engine's
    /// program, its nodes a move, its time limit a move (ms), our bot's level;
    /// `--list` prints the games with a counterpart.
    pub engine: Option<String>,
    pub engine_nodes: Option<u64>,
    /// `raja match`: the engine's time a move (ms), apart from ours (`--movetime`).
    pub engine_movetime: Option<u64>,
    pub engine_timeout: Option<u64>,
    pub level: Option<u8>,
    pub list: bool,
    /// `raja match`: start positions, one FEN (or FEN4) a line.
    pub book: Option<String>,
    /// `raja match`: the sequential test, `ELO0,ELO1[,ALPHA,BETA]`.
    pub sprt: Option<String>,
}

const USAGE_OPTIONS: &str = "--fen F, --moves \"m1 m2 …\", --seed S, --chess960 N, --divide, \
     --fen4, --import FILE, --games N, --bots L1,L2,…, --movetime MS, --nodes N, --opening N, \
     --engine PATH, --engine-nodes N, --engine-movetime MS, --engine-timeout MS, --level L, \
     --book FILE, --sprt ELO0,ELO1[,ALPHA,BETA], --list";

fn number<T: std::str::FromStr>(name: &str, text: &str) -> Result<T, String> {
    text.parse()
        .map_err(|_| format!("{name} {text:?} is not a number"))
}

impl Args {
    pub fn parse(args: &[String]) -> Result<Args, String> {
        let mut parsed = Args {
            positional: Vec::new(),
            fen: None,
            moves: None,
            seed: 0,
            divide: false,
            games: None,
            bots: None,
            movetime: None,
            nodes: None,
            opening: None,
            fen4: false,
            chess960: None,
            import: None,
            engine: None,
            engine_nodes: None,
            engine_movetime: None,
            engine_timeout: None,
            level: None,
            list: false,
            book: None,
            sprt: None,
        };
        let mut iter = args.iter();
        while let Some(arg) = iter.next() {
            let mut value = |name: &str| {
                iter.next()
                    .cloned()
                    .ok_or_else(|| format!("option {name} needs a value"))
            };
            match arg.as_str() {
                "--fen" => parsed.fen = Some(value("--fen")?),
                "--moves" => parsed.moves = Some(value("--moves")?),
                "--seed" => {
                    let text = value("--seed")?;
                    parsed.seed = text
                        .parse()
                        .map_err(|_| format!("seed {text:?} is not a number"))?;
                }
                "--divide" => parsed.divide = true,
                "--games" => parsed.games = Some(number("--games", &value("--games")?)?),
                "--bots" => parsed.bots = Some(value("--bots")?),
                "--movetime" => {
                    parsed.movetime = Some(number("--movetime", &value("--movetime")?)?)
                }
                "--nodes" => parsed.nodes = Some(number("--nodes", &value("--nodes")?)?),
                "--opening" => parsed.opening = Some(number("--opening", &value("--opening")?)?),
                "--fen4" => parsed.fen4 = true,
                "--import" => parsed.import = Some(value("--import")?),
                "--engine" => parsed.engine = Some(value("--engine")?),
                "--engine-nodes" => {
                    parsed.engine_nodes = Some(number("--engine-nodes", &value("--engine-nodes")?)?)
                }
                "--engine-movetime" => {
                    parsed.engine_movetime =
                        Some(number("--engine-movetime", &value("--engine-movetime")?)?)
                }
                "--book" => parsed.book = Some(value("--book")?),
                "--sprt" => parsed.sprt = Some(value("--sprt")?),
                "--engine-timeout" => {
                    parsed.engine_timeout =
                        Some(number("--engine-timeout", &value("--engine-timeout")?)?)
                }
                "--level" => parsed.level = Some(number("--level", &value("--level")?)?),
                "--list" => parsed.list = true,
                "--chess960" => {
                    parsed.chess960 = Some(number("--chess960", &value("--chess960")?)?)
                }
                other if other.starts_with("--") => {
                    return Err(format!("unknown option {other} (options: {USAGE_OPTIONS})"));
                }
                other => parsed.positional.push(other.to_string()),
            }
        }
        Ok(parsed)
    }

    /// The game named by the first positional argument, from `--fen` or the start,
    /// with `--moves` played.
    pub fn game(&self) -> Result<Game, String> {
        let id = self
            .positional
            .first()
            .ok_or("missing game id (see raja games)")?;
        let mut game = match (&self.fen, self.chess960) {
            (Some(_), Some(_)) => return Err("give --fen or --chess960, not both".into()),
            (Some(fen), None) => Game::with_rolls(id, self.seed, Some(fen), &[]),
            (None, Some(number)) => Game::chess960(id, number),
            (None, None) => Game::new(id, self.seed),
        }
        .map_err(|e| e.to_string())?;
        if let Some(moves) = &self.moves {
            game.play_all(moves).map_err(|e| e.to_string())?;
        }
        Ok(game)
    }

    /// Fails if more positional arguments than `count` were given.
    pub fn expect_positional(&self, count: usize, usage: &str) -> Result<(), String> {
        if self.positional.len() != count {
            return Err(format!("usage: {usage}"));
        }
        Ok(())
    }
}
