//! Four-player chess in the UCI dialect of 4pchess, so that GUIs and match runners
//! built for it drive ours: moves written `h2-h4` and `e10-e11=Q` (and read in
//! any of its forms: `h2h4`, `Nd1-e3`, `h7xh8`, a `+` after), search reports with
//! the score last but one and from Red–Yellow's side, a finished game announced
//! instead of a move. Positions are chess.com FEN4s, which `Game` reads itself.

use raja_core::{Army, Game, GameResult};

use super::report::Report;

/// Our text of the move 4pchess writes `text`: squares without piece letters,
/// separators or check marks, a promotion's piece as a small letter. A text that
/// is no such move (`resign:blue`) is left for the game to read.
pub fn move_in(text: &str) -> String {
    let ours = squares_of(text);
    match square(&ours).and_then(|(_, rest)| square(rest)) {
        Some((_, promotion)) if promotion.len() <= 1 => ours,
        _ => text.to_string(),
    }
}

fn squares_of(text: &str) -> String {
    let text = text.trim_end_matches(['+', '#']);
    let (squares, promotion) = match text.split_once('=') {
        Some((squares, piece)) => (squares, piece),
        // Without `=`, a promotion is a letter after the last square (`e10e11q`).
        None => match text.char_indices().last() {
            Some((at, piece))
                if piece.is_ascii_alphabetic()
                    && text[..at].ends_with(|c: char| c.is_ascii_digit()) =>
            {
                (&text[..at], &text[at..])
            }
            _ => (text, ""),
        },
    };
    // Files are a–n: piece letters (upper case), `-` and `x` go.
    let squares: String = squares
        .chars()
        .filter(|c| ('a'..='n').contains(c) || c.is_ascii_digit())
        .collect();
    squares + &promotion.to_lowercase()
}

/// 4pchess's text of our move `text`: `h2h4` is `h2-h4`, `e10e11q` is `e10-e11=Q`.
pub fn move_out(text: &str) -> String {
    let Some((from, rest)) = square(text) else {
        return text.to_string();
    };
    match square(rest) {
        Some((to, "")) => format!("{from}-{to}"),
        Some((to, piece)) => format!("{from}-{to}={}", piece.to_uppercase()),
        None => text.to_string(),
    }
}

/// The square `text` starts with (a file letter and one or two digits), and the rest.
fn square(text: &str) -> Option<(&str, &str)> {
    let file = text.chars().next().filter(char::is_ascii_lowercase)?;
    let digits = text[1..].chars().take_while(char::is_ascii_digit).count();
    (digits > 0).then(|| text.split_at(file.len_utf8() + digits))
}

/// The search report as 4pchess writes it: `info depth D time T nodes N pv M
/// score S nps X`, the score in centipawns for Red and Yellow in the teams game
/// (4pchess's sign), for the mover in the free-for-all. A blunder (a random
/// move) has neither pv nor score: 4pchess's runners read them as a pair.
pub fn info(game: &Game, report: &Report) -> String {
    let variant = game.variant();
    let mover = game.position().to_move().index();
    let value = if variant.options.teams && variant.team_of[mover] != variant.team_of[0] {
        -report.value
    } else {
        report.value
    };
    let mut line = format!(
        "info depth {} time {} nodes {}",
        report.depth,
        report.elapsed.as_millis(),
        report.nodes,
    );
    if !report.blunder {
        line.push_str(&format!(" pv {} score {value}", move_out(&report.best)));
    }
    if let Some(nps) = report.nodes_per_second() {
        line.push_str(&format!(" nps {nps}"));
    }
    line
}

/// What 4pchess says instead of a move when the game is over: `Game completed.
/// RY won.`, `… BG won.`, `… Stalemate.`; in the free-for-all the winner's colour.
pub fn game_over(game: &Game) -> String {
    let variant = game.variant();
    let result = game.outcome().map(|o| &o.result);
    let winners: Vec<Army> = match result {
        Some(GameResult::TeamWin { team }) => variant
            .armies()
            .filter(|&army| variant.team_of[army.index()] == *team)
            .collect(),
        Some(GameResult::Ranking { places, .. }) => variant
            .armies()
            .filter(|&army| places[army.index()] == 1)
            .collect(),
        _ => Vec::new(),
    };
    let letters: String = winners
        .iter()
        .filter_map(|&army| "RBYG".chars().nth(army.index()))
        .collect();
    match letters.as_str() {
        "" => "Game completed. Stalemate.".to_string(),
        letters => format!("Game completed. {letters} won."),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_in_every_form_4pchess_reads_become_ours() {
        assert_eq!(move_in("h2-h4"), "h2h4");
        assert_eq!(move_in("h2h4"), "h2h4");
        assert_eq!(move_in("Nj1-i3"), "j1i3");
        assert_eq!(move_in("h7xh8+"), "h7h8");
        assert_eq!(move_in("e10-e11=Q"), "e10e11q");
        assert_eq!(move_in("e10e11=n"), "e10e11n");
        assert_eq!(move_in("e10e11q"), "e10e11q");
        assert_eq!(move_in("g13-g11"), "g13g11");
        assert_eq!(move_in("resign:blue"), "resign:blue");
    }

    #[test]
    fn our_moves_are_written_as_4pchess_writes_them() {
        assert_eq!(move_out("h2h4"), "h2-h4");
        assert_eq!(move_out("g13g11"), "g13-g11");
        assert_eq!(move_out("e10e11q"), "e10-e11=Q");
        assert_eq!(move_out("h1j1"), "h1-j1");
        for text in ["h2-h4", "e10-e11=Q", "n8-n10"] {
            assert_eq!(move_out(&move_in(text)), text);
        }
    }

    #[test]
    fn a_finished_game_names_its_winners() {
        let mut game = Game::new("fourplayer-teams", 0).expect("game");
        game.play_all("resign:blue").expect("blue resigns");
        assert_eq!(game_over(&game), "Game completed. RY won.");
    }
}
