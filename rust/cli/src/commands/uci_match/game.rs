//! One game of `raja match`: our bot and the engine in turn from an opening,
//! the engine told the position in its dialect, its answer checked by our rules.

use std::sync::atomic::AtomicBool;

use raja_bots::Bot;
use raja_core::{Army, Game, GameResult, Move};

use super::settings::{Dialect, Settings};
use crate::commands::openings::Opening;
use crate::commands::report::Tally;
use crate::uci_client::{Engine, EngineError};

/// Why a game was not finished.
pub enum Spoiled {
    /// The engine's fault: it is restarted, the game left out.
    Engine(String),
    /// The engine gave no answer within the timeout (its movetime's grace):
    /// it loses the game, which stands as it was. It is restarted.
    Forfeit { game: Box<Game>, error: String },
    /// Ours: the run stops.
    Ours(String),
}

impl From<EngineError> for Spoiled {
    fn from(error: EngineError) -> Spoiled {
        Spoiled::Engine(error.to_string())
    }
}

/// A finished game and the engine's claims of a won game played for it.
pub struct Played {
    pub game: Game,
    pub claims: Vec<String>,
}

/// Plays one game from its opening: our bot (for side `ours`) and the engine in turn.
pub fn play_game(
    settings: &Settings,
    opening: Opening,
    ours: u8,
    bot: &Bot,
    engine: &mut Engine,
    tallies: &mut [Tally; 2],
) -> Result<Played, Spoiled> {
    let Opening {
        mut game,
        start_fen,
        plies,
    } = opening;
    let mut moves = UciMoves::default();
    for (army, text) in plies {
        moves.push(army, text);
    }
    let mut claims = Vec::new();
    engine.new_game()?;
    let cancel = AtomicBool::new(false);
    while !game.is_over() && game.position().ply() - game.first_ply() < settings.max_plies {
        let mover = game.position().to_move();
        if game.variant().team_of[mover.index()] == ours {
            let choice = bot
                .choose(&game, &cancel)
                .ok_or_else(|| Spoiled::Ours("our bot found no move in a game not over".into()))?;
            tallies[0].add_move(choice.nodes, choice.depth, choice.elapsed);
            moves.push(mover, game.move_string(choice.mv));
            game.play_move(choice.mv)
                .map_err(|e| Spoiled::Ours(format!("our bot played an illegal move: {e}")))?;
            continue;
        }
        let position = match settings.dialect {
            Dialect::History { .. } => moves.position(&start_fen),
            Dialect::Fen4 => format!("fen {}", game.fen4()),
        };
        // The position in the error, so that a spoiled game can be looked into.
        let answer = match engine.best_move(&position, &settings.engine, settings.timeout) {
            Ok(answer) => answer,
            Err(e @ EngineError::Timeout { .. }) => {
                let error = format!("{e}, at {position}");
                return Err(Spoiled::Forfeit {
                    game: Box::new(game),
                    error,
                });
            }
            Err(e) => return Err(Spoiled::Engine(format!("{e}, at {position}"))),
        };
        tallies[1].add_move(answer.nodes, answer.depth, answer.elapsed);
        if let Some(claim) = answer.claim {
            // 4pchess holds a game over where a king can be taken: the capture
            // it would play, and wins by, in our rules too.
            let capture = king_capture(&game).ok_or_else(|| {
                Spoiled::Engine(format!(
                    "the engine holds the game over ({claim}) where our rules play on, at {position}"
                ))
            })?;
            claims.push(claim);
            moves.push(mover, game.move_string(capture));
            game.play_move(capture)
                .map_err(|e| Spoiled::Ours(format!("a king capture was not legal: {e}")))?;
            continue;
        }
        let text = answer.mv.ok_or_else(|| {
            Spoiled::Engine(format!(
                "the engine sees no move at {position}, where we see {}",
                game.legal_moves().len()
            ))
        })?;
        let illegal =
            || Spoiled::Engine(format!("the engine played {text:?}, illegal at {position}"));
        match settings.dialect {
            Dialect::History { .. } => {
                game.play(&text).map_err(|_| illegal())?;
                moves.push(mover, text.clone());
            }
            Dialect::Fen4 => {
                // One long-algebraic move, nothing PGN4 would read otherwise
                // (a resignation, a result).
                let one_move = text.starts_with(|c: char| c.is_ascii_lowercase())
                    && !text.contains(char::is_whitespace);
                if !one_move {
                    return Err(illegal());
                }
                let before = game.position().ply();
                raja_core::pgn4::play(&mut game, &text).map_err(|_| illegal())?;
                if game.position().ply() == before {
                    return Err(illegal());
                }
            }
        }
    }
    Ok(Played { game, claims })
}

/// A legal move of the side to move that takes a live enemy king, if any.
pub(crate) fn king_capture(game: &Game) -> Option<Move> {
    let variant = game.variant();
    let position = game.position();
    let team = variant.team_of[position.to_move().index()];
    game.legal_moves().into_iter().find(|mv| {
        let victim = position.cell(mv.to);
        !mv.is_pass()
            && !victim.is_empty()
            && variant.is_royal(victim.kind())
            && variant.team_of[victim.army().index()] != team
            && position.army_state(victim.army()).is_live()
    })
}

/// The moves of a game as the engine reads them: one string a turn. A turn in
/// parts (the duck's piece move, then the duck) is one UCI move with its parts
/// joined by a comma, as Fairy-Stockfish writes it (`e2e4,e4d5`).
#[derive(Default)]
pub(crate) struct UciMoves {
    list: Vec<String>,
    /// The army whose turn the last string belongs to.
    last_mover: Option<Army>,
}

impl UciMoves {
    /// Records `text`, a move of `mover`.
    pub(crate) fn push(&mut self, mover: Army, text: String) {
        // The same army again: its turn continues (two sides, who never pass).
        match self.list.last_mut() {
            Some(previous) if self.last_mover == Some(mover) => {
                previous.push(',');
                previous.push_str(&text);
            }
            _ => self.list.push(text),
        }
        self.last_mover = Some(mover);
    }

    /// `fen <start> moves <every turn>`.
    pub(crate) fn position(&self, start_fen: &str) -> String {
        match self.list.is_empty() {
            true => format!("fen {start_fen}"),
            false => format!("fen {start_fen} moves {}", self.list.join(" ")),
        }
    }
}

/// How a game ended for our side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Standing {
    /// Won (in a free-for-all: first place alone).
    Won,
    /// Drawn (in a free-for-all: first place shared with an engine's army).
    Drawn,
    /// Lost (in a free-for-all: an engine's army first, ours not).
    Lost,
}

/// Our standing in a finished game, with the result's text: "1-0" (the first
/// side won), "0-1", "1/2-1/2"; in a free-for-all the places of the armies in
/// turn order ("places 2,1,3,4").
pub fn standing(game: &Game, ours: u8) -> (Standing, String) {
    match game.outcome().map(|o| &o.result) {
        Some(GameResult::TeamWin { team }) => {
            let text = if *team == 0 { "1-0" } else { "0-1" };
            let standing = if *team == ours {
                Standing::Won
            } else {
                Standing::Lost
            };
            (standing, text.to_string())
        }
        Some(GameResult::Ranking { places, .. }) => {
            let firsts: Vec<usize> = (0..places.len()).filter(|&a| places[a] == 1).collect();
            let ours = usize::from(ours);
            let standing = match (firsts.contains(&ours), firsts.len()) {
                (true, 1) => Standing::Won,
                (true, _) => Standing::Drawn,
                (false, _) => Standing::Lost,
            };
            let places: Vec<String> = places.iter().map(u8::to_string).collect();
            (standing, format!("places {}", places.join(",")))
        }
        Some(GameResult::Draw) | None => (Standing::Drawn, "1/2-1/2".to_string()),
    }
}

/// Adds a game's standing to the tallies (ours first, then the engine's sides).
pub fn tally(standing: Standing, tallies: &mut [Tally; 2]) {
    for (tally, won) in tallies.iter_mut().zip([Standing::Won, Standing::Lost]) {
        tally.games += 1;
        match standing {
            Standing::Drawn => tally.draws += 1,
            v if v == won => tally.wins += 1,
            _ => {}
        }
    }
}

/// Adds a finished game to the tallies (ours first); returns its end reason and
/// result (as `standing` writes it).
pub fn score(game: &Game, ours: u8, tallies: &mut [Tally; 2]) -> (String, String) {
    let reason = game.outcome().map_or("ply-limit".to_string(), |o| {
        format!("{:?}", o.reason).to_lowercase()
    });
    let (standing, result) = standing(game, ours);
    tally(standing, tallies);
    (reason, result)
}

/// The armies of side `team`: `white`, `red-yellow`.
pub fn side_name(game: &Game, team: u8) -> String {
    let variant = game.variant();
    let members: Vec<&str> = variant
        .armies()
        .filter(|&army| variant.team_of[army.index()] == team)
        .map(|army| variant.army_name(army))
        .collect();
    members.join("-")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::commands::uci_match::settings::FOUR_PLAYER_TEAMS;

    #[test]
    fn a_turn_in_two_parts_is_one_comma_joined_uci_move() {
        let mut moves = UciMoves::default();
        moves.push(Army::FIRST, "e2e4".into());
        // Still White, as after the first part of a duck move.
        moves.push(Army::FIRST, "e4d5".into());
        moves.push(Army::SECOND, "e7e5".into());
        assert_eq!(moves.list, ["e2e4,e4d5", "e7e5"]);
        assert_eq!(moves.position("S"), "fen S moves e2e4,e4d5 e7e5");
        assert_eq!(UciMoves::default().position("S"), "fen S");
    }

    #[test]
    fn a_free_for_all_is_won_by_first_place_alone_and_shared_first_is_half() {
        // Only the kings are left: the game ends, each army's points ranking it.
        let board = "6,yK,7/14/14/14/14/14/13,gK/bK,13/14/14/14/14/14/7,rK,6";
        let over = |points: &str| {
            let fen = format!("R-0,0,0,0-0,0,0,0-0,0,0,0-{points}-0-{board}");
            let game = Game::from_fen("fourplayer-ffa", &fen).expect("FEN4");
            assert!(game.is_over(), "{points}");
            game
        };
        let red_ahead = over("5,0,0,0");
        assert_eq!(standing(&red_ahead, 0).0, Standing::Won);
        assert_eq!(standing(&red_ahead, 1).0, Standing::Lost);
        let (shared, text) = standing(&over("5,5,0,0"), 1);
        assert_eq!(shared, Standing::Drawn);
        assert!(text.starts_with("places 1,1,"), "{text}");
        let mut tallies = [Tally::default(), Tally::default()];
        for s in [
            Standing::Won,
            Standing::Drawn,
            Standing::Lost,
            Standing::Lost,
        ] {
            tally(s, &mut tallies);
        }
        let counts = |t: &Tally| (t.games, t.wins, t.draws);
        assert_eq!(counts(&tallies[0]), (4, 1, 1));
        assert_eq!(
            counts(&tallies[1]),
            (4, 2, 1),
            "the engine's armies first twice"
        );
    }

    #[test]
    fn the_engine_may_take_a_king_it_holds_taken_and_nothing_else() {
        // Green's rook on h5 sees Red's king on h1 down the open file.
        let board = "6,yK,7/14/14/14/14/14/13,gK/bK,13/14/7,gR,6/14/14/14/7,rK,6";
        let at = |to_move: char| {
            let fen = format!("{to_move}-0,0,0,0-0,0,0,0-0,0,0,0-0,0,0,0-0-{board}");
            Game::from_fen(FOUR_PLAYER_TEAMS, &fen).expect("FEN4")
        };
        let green = at('G');
        let capture = king_capture(&green).map(|mv| green.move_string(mv));
        assert_eq!(capture.as_deref(), Some("h5h1"));
        assert_eq!(
            king_capture(&at('B')),
            None,
            "Blue has nothing on Red's king"
        );
        assert_eq!(
            king_capture(&at('Y')),
            None,
            "Yellow never takes its partner"
        );
        let open = Game::from_fen("chess", "4k3/8/8/8/8/8/8/R3K2r w - - 0 1").expect("FEN");
        assert_eq!(
            king_capture(&open),
            None,
            "chess kings are mated, never taken"
        );
    }
}
