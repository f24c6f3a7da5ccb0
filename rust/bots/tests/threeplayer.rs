//! The bots and three-player chess's end (docs/rules/threeplayer.md): a mate
//! is judged at the mated player's turn and won by whoever would take the king
//! next, and a king left open to the next player is taken at the start of his
//! turn. The bots must see both through the rules, as the game does.

use raja_bots::{Bot, Limits};
use raja_core::{Game, GameResult};

/// White to move: the rook's l6l8 mates Black on a8 (his pawns on a7 and b7
/// shut him in), and Red does not attack Black's king, so White wins.
const WHITE_MATES: &str = "****4rK3/****8/****8/****8/bK3****4/bPbP2****4/4****3wR/4****4/8****/8****/8****/4wK3**** w LLL 0,0,0 0,0,0 0 0 - - -,-,-";

/// The same, but Red's knight on c7 checks Black already: l6l8 takes b8, Black's
/// only way out, and the mate is Red's (he attacks the king; the next player
/// after Black), with White second.
const MATE_FOR_RED: &str = "****4rK3/****8/****8/****8/bK3****4/bPbPrN1****4/4****3wR/4****4/8****/8****/8****/4wK3**** w LLL 0,0,0 0,0,0 0 0 - - -,-,-";

/// Red to move, a queen up: his knight on d8 shields Black's king on a8 from
/// White's rook on l8. Moving it lets White take that king at the start of his
/// turn, and win.
const RED_SHIELDS: &str = "****3rQrK3/****8/****8/****8/bK2rN****3wR/bPbP2****4/4****4/4****4/8****/8****/8****/4wK3**** r LLL 0,0,0 0,0,0 0 0 - - -,-,-";

fn chosen(fen: &str, level: u8) -> (Game, String) {
    let game = Game::from_fen("threeplayer", fen).expect("test FEN");
    let bot = Bot::new(level, 3).with_limits(Limits::nodes(64, 30_000));
    let mv = bot.choose_move(&game).expect("a move");
    let text = game.move_string(mv);
    (game, text)
}

fn winner(game: &Game) -> Option<String> {
    match &game.outcome()?.result {
        GameResult::Ranking { places, .. } => {
            let first = places.iter().position(|&p| p == 1)?;
            Some(game.variant().data.armies[first].name.clone())
        }
        _ => None,
    }
}

#[test]
fn a_mate_that_wins_is_played() {
    for level in 2..=5 {
        let (mut game, text) = chosen(WHITE_MATES, level);
        assert_eq!(text, "l6l8", "level {level}");
        game.play(&text).unwrap();
        assert_eq!(winner(&game).as_deref(), Some("white"));
    }
}

#[test]
fn a_mate_that_hands_the_win_to_the_next_player_is_not_played() {
    for level in 3..=5 {
        let (_, text) = chosen(MATE_FOR_RED, level);
        assert_ne!(text, "l6l8", "level {level} would make Red the winner");
    }
}

#[test]
fn a_king_is_not_left_to_the_next_player() {
    for level in 3..=5 {
        let (mut game, text) = chosen(RED_SHIELDS, level);
        game.play(&text).unwrap();
        assert!(
            !game.is_over(),
            "level {level}'s {text} let White take Black's king"
        );
    }
}
