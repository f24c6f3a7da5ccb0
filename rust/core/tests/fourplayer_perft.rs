//! Four-player chess perft, from the start and from built positions, each count
//! checked against the simple reference implementation in
//! `fourplayer_support/reference.rs` (never against numbers the engine produced),
//! plus counts small enough to check by hand.

mod fourplayer_support;

use fourplayer_support::reference::Reference;
use fourplayer_support::{FFA, TEAMS, fen, fen_full, game};
use raja_core::Game;

fn check(id: &str, fen: &str, max_depth: u32) {
    let engine = game(id, fen);
    let reference = Reference::from_fen(fen, id == TEAMS);
    for depth in 0..=max_depth {
        assert_eq!(
            engine.perft(depth).unwrap(),
            reference.perft(depth),
            "{id} depth {depth} from {fen}"
        );
    }
}

#[test]
fn perft_start_by_hand() {
    // Red: eight pawns with one or two steps, two knights with two moves each.
    for id in [TEAMS, FFA] {
        let game = Game::new(id, 0).unwrap();
        assert_eq!(game.perft(0).unwrap(), 1);
        assert_eq!(game.perft(1).unwrap(), 20);
    }
}

#[test]
fn perft_start_matches_reference() {
    let start = Game::new(TEAMS, 0).unwrap().fen();
    check(TEAMS, &start, 4);
    check(FFA, &start, 3);
}

#[test]
fn perft_after_a_game_line_matches_reference() {
    // Queens out early; the red queen ends checking the green king from m7.
    for id in [TEAMS, FFA] {
        let mut game = Game::new(id, 0).unwrap();
        game.play_all("h2h4 b7d7 g13g11 m8l8 g1j4 a8b7 h14e11 n7m8 j4m7 a5c6")
            .unwrap();
        check(id, &game.fen(), 3);
    }
}

#[test]
fn perft_built_positions_match_reference() {
    let all = "h1j1,h1f1,a7a5,a7a9,g14e14,g14i14,n8n10,n8n6";
    let castling = "rKh1 rRk1 rRd1 bKa7 bRa4 bRa11 yKg14 yRd14 yRk14 gKn8 gRn11 gRn4 \
                    yBe3 gNc9 rNi12 yRi9 bRi6";
    let positions = [
        // Castlings: a yellow bishop guards g1, a green knight a8, a red knight h14,
        // a yellow rook n9 and a blue rook n6 (an opponent of Green only in FFA).
        fen_full(castling, 'r', "LLLL", [0; 4], all),
        fen_full(castling, 'b', "LLLL", [0; 4], all),
        fen_full(castling, 'g', "LLLL", [0; 4], all),
        // Pawns about to promote on both the 8th and the 11th rank.
        fen(
            "rKh1 bKa7 yKg14 gKn8 rPe7 rPf10 bPg6 bPj9 yPh8 yPe5 gPg9 gPd7 rNi9 yNe8",
            'r',
        ),
        // Kings in the middle, queens and rooks: checks, pins and mates.
        fen(
            "rKg6 bKd9 yKh10 gKj7 rQe8 bQi5 yRd4 gRk12 rBf4 bNh7 yPi9 gPh6",
            'r',
        ),
        // A grey army among live ones.
        fen_full(
            "rKh1 rQh5 bKa7 bQd8 bRe9 yKg14 yQg10 gKn8 gQj8 gPk5",
            'y',
            "LXLL",
            [10, 0, 3, 31],
            "-",
        ),
    ];
    for position in &positions {
        check(TEAMS, position, 3);
        check(FFA, position, 3);
    }
}
