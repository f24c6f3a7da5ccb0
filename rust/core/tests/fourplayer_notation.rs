//! Four-player chess notation: our FEN with castlings and promoted pieces, and
//! chess.com's FEN4 (both corner dialects), import and export; errors are values.

mod fourplayer_support;

use fourplayer_support::{FFA, KINGS, TEAMS, fen_full, game, play, sorted_moves};
use raja_core::{Army, Error, Game};

/// chess.com's FEN4 of the start, written out by hand from the setup.
const START_FEN4: &str = "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-\
    3,yR,yN,yB,yK,yQ,yB,yN,yR,3/3,yP,yP,yP,yP,yP,yP,yP,yP,3/14/\
    bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/bQ,bP,10,gP,gK/\
    bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/\
    14/3,rP,rP,rP,rP,rP,rP,rP,rP,3/3,rR,rN,rB,rQ,rK,rB,rN,rR,3";

#[test]
fn fen4_of_the_start_is_chess_coms() {
    for id in [TEAMS, FFA] {
        assert_eq!(Game::new(id, 0).unwrap().fen4(), START_FEN4);
    }
}

#[test]
fn fen4_imports_both_corner_dialects() {
    let with_x = START_FEN4
        .replace("-3,", "-x,x,x,")
        .replace("/3,", "/x,x,x,")
        .replace(",3/", ",x,x,x/")
        .replace("/14/", "/x,x,x,8,x,x,x/")
        .replace(",3", ",x,x,x");
    assert!(with_x.contains("x,x,x,rR"), "{with_x}");
    let start = Game::new(FFA, 0).unwrap();
    for text in [START_FEN4, with_x.as_str()] {
        let game = Game::from_fen(FFA, text).unwrap();
        assert_eq!(game.position(), start.position(), "{text}");
        assert_eq!(game.fen4(), START_FEN4);
    }
}

#[test]
fn fen4_carries_side_points_eliminations_castling_and_clock() {
    // Yellow's right g14e14 needs its rook on d14 (blue is out: its a7a5 is kept as it is).
    let pieces = format!("{KINGS} rQe5 bRa4 yNe14 yRd14");
    let ours = fen_full(&pieces, 'y', "LXLL", [12, 3, 40, 0], "a7a5,g14e14")
        .replace(" 0 0 - ", " 17 0 - ");
    let game = game(FFA, &ours);
    let fen4 = game.fen4();
    assert!(
        fen4.starts_with("Y-0,1,0,0-0,1,1,0-0,0,0,0-12,3,40,0-17-"),
        "{fen4}"
    );
    // The blue pieces are out: grey, written with `d`.
    assert!(fen4.contains("dR") && fen4.contains("dK"), "{fen4}");
    let back = Game::from_fen(FFA, &fen4).unwrap();
    assert_eq!(back.fen(), game.fen());
}

#[test]
fn fen4_round_trips_through_a_game() {
    let mut game = Game::new(FFA, 0).unwrap();
    play(
        &mut game,
        "h2h4 b7d7 g13g11 m8l8 g1j4 a8b7 h14e11 n7m8 j4m7 a5c6",
    );
    let back = Game::from_fen(FFA, &game.fen4()).unwrap();
    assert_eq!(back.fen4(), game.fen4());
    // Only the ply count is lost.
    assert_eq!(game.fen().replace(" 10 - ", " 0 - "), back.fen());
    assert_eq!(sorted_moves(&back), sorted_moves(&game));
    assert_eq!(
        back.position().points(Army::FIRST),
        game.position().points(Army::FIRST)
    );
}

#[test]
fn fen4_with_chess_com_options_field_is_read() {
    let with_options = START_FEN4.replacen("-0-3,", "-0-{'enPassant':('','','','')}-3,", 1);
    let game = Game::from_fen(TEAMS, &with_options).unwrap();
    assert_eq!(game.fen4(), START_FEN4);
}

#[test]
fn bad_fen4_is_an_error_naming_the_field() {
    let cases = [
        ("R-0,0,0,0", "FEN4"),
        (
            "Q-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-14/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "side to move",
        ),
        (
            "R-0,0,2,0-1,1,1,1-1,1,1,1-0,0,0,0-0-14/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "eliminated",
        ),
        (
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-x,x,x,x,10/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "board",
        ),
        (
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-14/14/14/14/14/14/14/14/14/14/14/14/14/rK,13",
            "board",
        ),
        ("R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-14/14/14", "board"),
        (
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-x-14/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "halfmove",
        ),
        (
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,zK,10/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "board",
        ),
        (
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-3,dK,10/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "board",
        ),
        (
            "R-0,0,0,0-1,1,1,1-1,1,1,1-0,0,0,0-0-99/14/14/14/14/14/14/14/14/14/14/14/14/14",
            "board",
        ),
    ];
    for (text, field) in cases {
        match Game::from_fen(FFA, text) {
            Err(Error::BadFen { field: f, .. }) => assert!(f.contains(field), "{text}: {f}"),
            other => panic!("{text}: {:?}", other.map(|g| g.fen())),
        }
    }
}

#[test]
fn our_fen_marks_promoted_pieces_and_lists_castlings() {
    // Each castling listed has its rook in place (k1, n4).
    let ours = fen_full(
        &format!("{KINGS} rQ~e5 rRk1 gRn4"),
        'r',
        "LLLL",
        [0; 4],
        "h1j1,n8n6",
    );
    let game = game(FFA, &ours);
    assert_eq!(game.fen(), ours);
    assert!(ours.contains("rQ~") && ours.ends_with(" h1j1,n8n6"));
    for bad in [ours.replace("h1j1", "h1k1"), ours.replace(" h1j1,n8n6", "")] {
        assert!(
            matches!(Game::from_fen(FFA, &bad), Err(Error::BadFen { .. })),
            "{bad}"
        );
    }
}

#[test]
fn a_promotion_must_name_the_chosen_piece() {
    let mut game = game(
        FFA,
        &fen_full(&format!("{KINGS} rPe7"), 'r', "LLLL", [0; 4], "-"),
    );
    assert!(matches!(game.play("e7e8"), Err(Error::IllegalMove { .. })));
    assert!(matches!(game.play("e7e8k"), Err(Error::IllegalMove { .. })));
    game.play("e7e8n").unwrap();
    assert!(game.fen().contains("rN~"));
}

#[test]
fn saves_replay_castling_promotion_and_resignation() {
    let start = fen_full(
        &format!("{KINGS} rRk1 rPe7 bPg6"),
        'r',
        "LLLL",
        [0; 4],
        "h1j1",
    );
    let mut game = game(FFA, &start);
    play(&mut game, "h1j1 g6h6r g14g13 n8n7 e7e8q");
    game.resign(Army::SECOND).unwrap();
    let text = game.save_to_string();
    let loaded = Game::load_from_str(&text).unwrap();
    assert_eq!(loaded.fen(), game.fen());
    assert_eq!(loaded.status().armies[1].state, "walking");
    let path = std::env::temp_dir().join(format!("raja-fourplayer-{}.ron", std::process::id()));
    game.save_to_file(&path).unwrap();
    assert_eq!(Game::load_from_file(&path).unwrap().fen(), game.fen());
    let _ = std::fs::remove_file(&path);
}
