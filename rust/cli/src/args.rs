//! The options shared by the subcommands: `<game> [--fen F] [--moves "…"] [--seed S]`.

use raja_core::Game;

/// Parsed arguments: positional words and the values of known options.
pub struct Args {
    pub positional: Vec<String>,
    pub fen: Option<String>,
    pub moves: Option<String>,
    pub seed: u64,
    pub divide: bool,
    /// `raja fen`: write chess.com's FEN4 (four-player chess).
    pub fen4: bool,
}

const USAGE_OPTIONS: &str = "--fen F, --moves \"m1 m2 …\", --seed S, --divide, --fen4";

impl Args {
    pub fn parse(args: &[String]) -> Result<Args, String> {
        let mut parsed = Args {
            positional: Vec::new(),
            fen: None,
            moves: None,
            seed: 0,
            divide: false,
            fen4: false,
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
                "--fen4" => parsed.fen4 = true,
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
        let mut game = match &self.fen {
            Some(fen) => Game::with_rolls(id, self.seed, Some(fen), &[]),
            None => Game::new(id, self.seed),
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
