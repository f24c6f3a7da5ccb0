//! Where the games of `raja match` start, so that games between deterministic
//! players differ: a position from a book (`--book FILE`, one FEN a line, or a
//! chess.com FEN4 in four-player chess), or the game's start for a seed, then a
//! number of random plies (`--opening N`; 4 without a book, none with one).
//! Each opening is played twice, once from either side.

use raja_bots::random_move;
use raja_bots::search::mix;
use raja_core::Army;
use raja_core::Game;

/// Random plies of an opening without a book (two moves each in chess, one
/// move of each army in four-player chess).
pub const RANDOM_PLIES: u32 = 4;
/// The most random plies `--opening` takes: an opening, not a game.
pub const MAX_RANDOM_PLIES: u32 = 40;
/// A longer book is not an opening book.
const MAX_BOOK_LINES: usize = 1_000_000;

pub struct Openings {
    /// The book's positions, each checked to be one of the game's.
    book: Vec<String>,
    /// Where in the book a run starts (from its seed).
    offset: usize,
    pub plies: u32,
}

/// One opening: the game after it, where it started, and its random plies
/// (the army that played each, and the move string).
pub struct Opening {
    pub game: Game,
    pub start_fen: String,
    pub plies: Vec<(Army, String)>,
}

impl Openings {
    /// Reads `book` (if any) as positions of game `id`; `plies` random plies
    /// follow each start (by default 4 without a book and none with one).
    pub fn new(
        id: &str,
        book: Option<&str>,
        plies: Option<u32>,
        seed: u64,
    ) -> Result<Openings, String> {
        let book = match book {
            Some(path) => read_book(id, path)?,
            None => Vec::new(),
        };
        let plies = plies.unwrap_or(if book.is_empty() { RANDOM_PLIES } else { 0 });
        if plies > MAX_RANDOM_PLIES {
            return Err(format!(
                "--opening {plies}: from 0 to {MAX_RANDOM_PLIES} random plies"
            ));
        }
        let offset = match book.len() {
            0 => 0,
            n => (mix(seed) % n as u64) as usize,
        };
        Ok(Openings {
            book,
            offset,
            plies,
        })
    }

    pub fn book_size(&self) -> usize {
        self.book.len()
    }

    /// Opening number `index` of a run: book line `(offset + index) mod lines`
    /// or the start for `seed`, then the random plies drawn from `seed`.
    pub fn opening(&self, id: &str, index: u32, seed: u64) -> Result<Opening, String> {
        let mut game = match self.book.len() {
            0 => Game::new(id, seed),
            n => Game::from_fen(id, &self.book[(self.offset + index as usize) % n]),
        }
        .map_err(|e| e.to_string())?;
        let start_fen = game.fen();
        let plies = play_random_plies(&mut game, seed, self.plies)?;
        Ok(Opening {
            game,
            start_fen,
            plies,
        })
    }
}

/// The lines of `path` that are not blank or `#` comments, each a position of `id`.
fn read_book(id: &str, path: &str) -> Result<Vec<String>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("--book {path}: {e}"))?;
    let mut book = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if book.len() == MAX_BOOK_LINES {
            return Err(format!(
                "--book {path}: more than {MAX_BOOK_LINES} positions"
            ));
        }
        let game = Game::from_fen(id, line)
            .map_err(|e| format!("--book {path}, line {}: {e}", number + 1))?;
        if game.is_over() {
            return Err(format!(
                "--book {path}, line {}: the game is over there",
                number + 1
            ));
        }
        book.push(line.to_string());
    }
    if book.is_empty() {
        return Err(format!("--book {path}: no position in it"));
    }
    Ok(book)
}

/// Plays `count` random plies, and the second part of a move in two parts (the
/// duck's) if the last ply was a first part: the engine is only ever asked at
/// the start of a turn.
fn play_random_plies(
    game: &mut Game,
    seed: u64,
    count: u32,
) -> Result<Vec<(Army, String)>, String> {
    let mid_turn = |game: &Game| game.position().rule_state().second_part_due;
    // Plies as the game counts them (a duck turn's two parts are one).
    let played = |game: &Game| game.position().ply() - game.first_ply();
    let mut plies = Vec::new();
    while !game.is_over() && (played(game) < count || mid_turn(game)) {
        let Some(mv) = random_move(game, seed) else {
            break;
        };
        plies.push((game.position().to_move(), game.move_string(mv)));
        game.play_move(mv).map_err(|e| e.to_string())?;
    }
    Ok(plies)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn write_book(name: &str, text: &str) -> std::path::PathBuf {
        let path = std::env::temp_dir().join(format!("raja-book-{}-{name}", std::process::id()));
        std::fs::write(&path, text).expect("book written");
        path
    }

    #[test]
    fn the_random_plies_never_end_between_the_two_parts_of_a_duck_move() {
        let openings = Openings::new("duck", None, None, 0).expect("openings");
        for seed in 0..40 {
            let opening = openings.opening("duck", 0, seed).expect("opening");
            assert!(
                !opening.game.position().rule_state().second_part_due,
                "seed {seed}"
            );
            // Four whole turns: each a first part and its second, by the same army.
            assert_eq!(opening.plies.len(), 8, "seed {seed}");
            let mut replay = Game::from_fen("duck", &opening.start_fen).expect("start");
            for (army, text) in &opening.plies {
                assert_eq!(replay.position().to_move(), *army);
                replay.play(text).expect("legal");
            }
            assert_eq!(replay.fen(), opening.game.fen(), "seed {seed}");
        }
    }

    #[test]
    fn a_book_gives_its_positions_in_turn_from_an_offset_of_the_seed() {
        let lines = [
            "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/3P4/8/PPP1PPPP/RNBQKBNR b KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/2P5/8/PP1PPPPP/RNBQKBNR b KQkq - 0 1",
        ];
        let text = format!("# three first moves\n\n{}\n", lines.join("\n"));
        let path = write_book("three", &text);
        let openings = Openings::new("chess", path.to_str(), None, 7).expect("book");
        assert_eq!((openings.book_size(), openings.plies), (3, 0));
        let pawn_on = |index| {
            let game = openings.opening("chess", index, 7).expect("opening").game;
            game.fen().split(' ').next().map(str::to_string)
        };
        let first = pawn_on(0);
        assert_eq!(pawn_on(3), first, "the book wraps around");
        assert_ne!(pawn_on(1), first);
        let placements: Vec<_> = (0..3).map(pawn_on).collect();
        for line in lines {
            let placement = line.split(' ').next().map(str::to_string);
            assert!(placements.contains(&placement), "{line} never used");
        }
        // Random plies on top of a book line, when asked for.
        let with_plies = Openings::new("chess", path.to_str(), Some(2), 7).expect("book");
        let opening = with_plies.opening("chess", 0, 7).expect("opening");
        assert_eq!(opening.plies.len(), 2);
        let _ = std::fs::remove_file(path);
    }

    #[test]
    fn a_book_line_that_is_no_position_of_the_game_is_named() {
        let path = write_book(
            "bad",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\nnonsense\n",
        );
        let error = Openings::new("chess", path.to_str(), None, 0)
            .err()
            .unwrap_or_default();
        assert!(error.contains("line 2"), "{error}");
        let empty = write_book("empty", "# nothing\n");
        let error = Openings::new("chess", empty.to_str(), None, 0)
            .err()
            .unwrap_or_default();
        assert!(error.contains("no position"), "{error}");
        let missing = Openings::new("chess", Some("/nonexistent/book"), None, 0);
        assert!(missing.is_err());
        assert!(Openings::new("chess", None, Some(41), 0).is_err());
        let _ = std::fs::remove_file(path);
        let _ = std::fs::remove_file(empty);
    }
}
