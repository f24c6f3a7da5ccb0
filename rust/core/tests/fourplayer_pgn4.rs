//! PGN4: a game record written out by hand from the rules, read and written;
//! check marks, promotions, castlings and resignations; bad text is an error.

mod fourplayer_support;

use fourplayer_support::{FFA, KINGS, TEAMS, fen, fen_full, game, play};
use raja_core::{Army, Error, Game};

/// Six rounds of a free-for-all game: a double step, a pawn capture, Red's
/// king-side castling; written by hand.
const RECORD: &str = "[Variant \"FFA\"]
[Result \"*\"]

1. e2-e4 .. b5-d5 .. g13-g12 .. m8-l8
2. e4xPd5 .. b6-c6 .. g12-g11 .. l8-k8
3. Nj1-k3 .. b9-c9 .. d13-d12 .. m4-l4
4. j2-j3 .. b10-c10 .. e13-e12 .. m5-l5
5. Bi1-j2 .. b11-c11 .. f13-f12 .. m6-l6
6. O-O .. b4-c4 .. i13-i12 .. m10-l10
";

const MOVES: &str = "e2e4 b5d5 g13g12 m8l8 e4d5 b6c6 g12g11 l8k8 j1k3 b9c9 d13d12 m4l4 \
                     j2j3 b10c10 e13e12 m5l5 i1j2 b11c11 f13f12 m6l6 h1j1 b4c4 i13i12 m10l10";

#[test]
fn a_hand_written_record_is_read() {
    let mut read = Game::new(FFA, 0).unwrap();
    read.play_pgn4(RECORD).unwrap();
    let mut played = Game::new(FFA, 0).unwrap();
    play(&mut played, MOVES);
    assert_eq!(read.fen(), played.fen());
}

#[test]
fn a_game_is_written_as_the_hand_written_record() {
    let mut game = Game::new(FFA, 0).unwrap();
    play(&mut game, MOVES);
    assert_eq!(game.pgn4().unwrap(), RECORD);
}

#[test]
fn checks_are_marked_one_plus_per_king() {
    // The red knight forks the blue and yellow kings.
    let mut game = game(FFA, &fen("rKh1 bKe9 yKg9 gKn8 rNe5", 'r'));
    play(&mut game, "e5f7");
    assert!(
        game.pgn4().unwrap().contains("1. Ne5-f7++\n"),
        "{}",
        game.pgn4().unwrap()
    );
}

#[test]
fn a_mating_move_is_marked_with_a_hash_and_read_back() {
    // The red rook mates the green king boxed in by his own pawns and bishop.
    let start = fen("rKh1 bKa7 yKg14 gKn8 gPm7 gPm8 gPm9 gBn9 rRk4", 'r');
    let mut game = game(TEAMS, &start);
    play(&mut game, "k4n4");
    let record = game.pgn4().unwrap();
    assert!(record.contains("1. Rk4-n4#"), "{record}");
    let mut read = game_from_record(&start, &record);
    assert_eq!(read.fen(), game.fen());
    play(&mut read, "a7a6 g14g13");
    assert!(read.is_over(), "the marked mate is a mate on green's turn");
}

fn game_from_record(start: &str, record: &str) -> Game {
    let mut read = game(TEAMS, start);
    read.play_pgn4(record).unwrap();
    read
}

#[test]
fn promotions_and_queen_side_castling_round_trip() {
    let start = fen_full(
        &format!("{KINGS} rPe10 rRd1 bPg6"),
        'r',
        "LLLL",
        [0; 4],
        "h1f1",
    );
    let mut game = game(TEAMS, &start);
    play(&mut game, "e10e11r g6h6 g14g13 n8n7 h1f1");
    let record = game.pgn4().unwrap();
    assert!(record.contains("1. e10-e11=R .. g6-h6"), "{record}");
    assert!(record.contains("2. O-O-O"), "{record}");
    assert!(record.contains("[StartFen4 \""), "{record}");
    let mut read = Game::from_fen(TEAMS, &start).unwrap();
    read.play_pgn4(&record).unwrap();
    assert_eq!(read.fen(), game.fen());
    // Read whole, the record sets the game up from its StartFen4 tag (FEN4
    // keeps no ply count, so compare the boards).
    let whole = Game::from_pgn4(TEAMS, &record).unwrap();
    assert_eq!(whole.fen4(), game.fen4());
}

#[test]
fn resignation_is_written_r_and_read() {
    let mut game = Game::new(FFA, 0).unwrap();
    play(&mut game, "e2e4");
    game.resign(Army::SECOND).unwrap();
    let record = game.pgn4().unwrap();
    assert!(record.contains("1. e2-e4 .. R"), "{record}");
    let mut read = Game::new(FFA, 0).unwrap();
    read.play_pgn4(&record).unwrap();
    assert_eq!(read.fen(), game.fen());
}

#[test]
fn comments_marks_and_results_are_skipped() {
    let text = "{opening} 1. e2-e4! .. b5-d5?! {blue} .. g13-g12 .. m8-l8 2. e4xPd5+ *";
    let mut read = Game::new(FFA, 0).unwrap();
    read.play_pgn4(text).unwrap();
    assert_eq!(read.position().ply(), 5);
}

#[test]
fn bad_move_text_is_an_error() {
    for bad in [
        "1. e2-e5",
        "Zz9",
        "1. e2",
        "O-O",
        "1. e2-e4 .. x",
        "e2-e4=",
        "a1-a1",
        "é2-e4",
    ] {
        let mut game = Game::new(FFA, 0).unwrap();
        assert!(
            matches!(game.play_pgn4(bad), Err(Error::IllegalMove { .. })),
            "{bad}"
        );
    }
}
