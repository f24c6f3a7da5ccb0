//! The `threeplayer` game of the core, one test per rule of
//! docs/rules/threeplayer.md (the tests of `threeplayer_rules.rs`, which check
//! the reference implementation, played by the engine), and its FEN
//! (docs/notation.md). Positions are built by the reference's FEN writer, and
//! where a test looks at moves the reference's moves must be the engine's too.

mod move_lists;
mod threeplayer_support;

use move_lists::{starting_on, words};
use raja_core::{Army, EndReason, Error, Game, GameResult};
use threeplayer_support::reference::{Plays, Reference, START};
use threeplayer_support::{KINGS, fen};

/// The game at a built position (see `threeplayer_support::position`).
fn game(pieces: &str, to_move: char, castling: &str, en_passant: &str) -> Game {
    let text = fen(pieces, to_move, castling, en_passant);
    let game = Game::from_fen("threeplayer", &text).unwrap_or_else(|e| panic!("{text}: {e}"));
    if !game.is_over() {
        let mut ours = game.legal_move_strings();
        ours.sort();
        let reference = Reference::from_fen(&text).unwrap();
        assert_eq!(
            ours,
            reference.move_texts(),
            "the reference's moves at {text}"
        );
    }
    game
}

fn moves_from(game: &Game, from: &str) -> Vec<String> {
    starting_on(game.legal_move_strings(), from)
}

/// The end's reason and the scores: winner 3, the third player 1, the loser 0,
/// a draw 1 each.
fn end(game: &Game) -> (EndReason, Vec<u32>) {
    let outcome = game.outcome().expect("the game is over");
    let scores = match &outcome.result {
        GameResult::Ranking { scores, .. } => scores.clone(),
        GameResult::Draw => vec![1, 1, 1],
        other => panic!("{other:?}"),
    };
    (outcome.reason, scores)
}

#[test]
fn the_setup_is_the_rules_list_and_white_moves_first() {
    let game = Game::new("threeplayer", 0).unwrap();
    assert_eq!(game.fen(), START);
    assert_eq!(game.legal_moves().len(), 20);
    assert!(raja_core::game_ids().contains(&"threeplayer"));
}

#[test]
fn the_shortest_mate_is_won_by_black() {
    let mut game = Game::new("threeplayer", 0).unwrap();
    game.play_all("d2d3 i7i5 g11g10 e1d2 j8b4").unwrap();
    assert!(game.legal_move_strings().contains(&"f12h10".to_string()));
    game.play("f12h10").unwrap();
    assert_eq!(end(&game), (EndReason::Checkmate, vec![0, 3, 1]));
    assert!(game.legal_moves().is_empty());
    assert_eq!(game.perft(1).unwrap(), 0);
}

#[test]
fn a_mate_is_won_by_the_next_player_if_he_attacks_the_king_else_by_the_previous() {
    let others = "bKd8 rKi12 bPl7 rPl11";
    // Red's queen alone checks (its rook guards it): Red, White's previous, wins.
    let g = game(&format!("{others} wKa1 rQb2 rRb6"), 'w', "-", "-,-,-");
    assert_eq!(end(&g), (EndReason::Checkmate, vec![0, 1, 3]));
    // Black's rook checks, Red's queen takes the flight cells: Black, next, wins.
    let g = game(&format!("{others} wKa1 bRa6 rQc2"), 'w', "-", "-,-,-");
    assert_eq!(end(&g), (EndReason::Checkmate, vec![0, 3, 1]));
}

#[test]
fn a_king_exposed_by_the_previous_move_is_taken_by_the_player_to_move() {
    // Red's knight on d6 stands between White's rook and Black's king; when it
    // goes, White (to move next) attacks Black's king and takes it.
    let mut g = game(
        "wKe1 wRd1 wPa2 bKd8 bPa7 rKi12 rNd6 rPl11",
        'r',
        "-",
        "-,-,-",
    );
    let away = moves_from(&g, "d6");
    assert!(!away.is_empty());
    g.play(&away[0]).unwrap();
    assert_eq!(end(&g), (EndReason::KingCaptured, vec![3, 0, 1]));
    assert!(g.legal_moves().is_empty());
    // The take is no ply: the position stays the one the move left.
    assert_eq!(g.position().ply(), 1);
}

#[test]
fn no_move_and_no_check_is_a_draw() {
    let g = game("wKa1 rQb3 bKd8 rKi12", 'w', "-", "-,-,-");
    let outcome = g.outcome().expect("stalemate");
    assert_eq!(outcome.reason, EndReason::Stalemate);
    assert_eq!(outcome.result, GameResult::Draw);
}

#[test]
fn a_move_may_not_leave_the_king_attacked_by_either_opponent() {
    // White's knight on e2 is pinned by Red's rook down the e-file, White's
    // bishop on d2 by Black's bishop from b4.
    let g = game("wKe1 wNe2 wBd2 bKd8 bBb4 rKi12 rRe10", 'w', "-", "-,-,-");
    assert!(moves_from(&g, "e2").is_empty());
    assert_eq!(moves_from(&g, "d2"), ["d2b4", "d2c3"]);
}

#[test]
fn check_through_either_branch_of_the_fork_is_check() {
    // White's queen on a1 attacks Black's king on j6 through d4 and the branch
    // into Black's half (i5): only moves that meet the check are legal.
    // Black's rook may take the queen or block on i5, nothing else.
    let g = game("wKe1 wQa1 bKj6 bRa5 rKi12 rPl11", 'b', "-", "-,-,-");
    assert_eq!(moves_from(&g, "a5"), ["a5a1", "a5i5"]);
    let others = g
        .legal_move_strings()
        .into_iter()
        .filter(|m| !m.starts_with("a5"));
    assert!(
        others.clone().all(|m| m.starts_with("j6")),
        "{:?}",
        others.collect::<Vec<_>>()
    );
}

#[test]
fn sliders_take_either_branch_of_the_centre() {
    // Pawns far off, so that the material is enough to play on.
    let g = game(&format!("{KINGS} wBa1 bPl7 rPl11"), 'w', "-", "-,-,-");
    assert_eq!(
        moves_from(&g, "a1"),
        words("a1b2 a1c3 a1d4 a1e9 a1f10 a1g11 a1h12 a1i5 a1j6 a1k7 a1l8")
    );
    let g = game(&format!("{KINGS} wBa1 bNi5"), 'w', "-", "-,-,-");
    assert_eq!(
        moves_from(&g, "a1"),
        words("a1b2 a1c3 a1d4 a1e9 a1f10 a1g11 a1h12 a1i5")
    );
}

#[test]
fn pawns_cross_the_seam_keep_their_file_and_take_on_both_branches() {
    let g = game(&format!("{KINGS} wPd4 wPe4"), 'w', "-", "-,-,-");
    assert_eq!(moves_from(&g, "d4"), ["d4d5"]);
    assert_eq!(moves_from(&g, "e4"), ["e4e9"]);
    let g = game(&format!("{KINGS} wPd5 wPe9"), 'w', "-", "-,-,-");
    assert_eq!(moves_from(&g, "d5"), ["d5d6"]);
    assert_eq!(moves_from(&g, "e9"), ["e9e10"]);
    let g = game(
        &format!("{KINGS} wPd4 bNc5 bNi5 rNe9 rNd5"),
        'w',
        "-",
        "-,-,-",
    );
    assert_eq!(moves_from(&g, "d4"), ["d4c5", "d4e9", "d4i5"]);
    let g = game(&format!("{KINGS} bPi5 wNd4 rNe9"), 'b', "-", "-,-,-");
    assert_eq!(moves_from(&g, "i5"), ["i5d4", "i5e9", "i5i9"]);
}

#[test]
fn pawns_promote_on_either_opponents_back_rank_to_four_pieces() {
    let mut g = game(&format!("{KINGS} wPb7 wPh11 bNa8 rNg12"), 'w', "-", "-,-,-");
    assert_eq!(
        moves_from(&g, "b7"),
        words("b7a8b b7a8n b7a8q b7a8r b7b8b b7b8n b7b8q b7b8r")
    );
    assert_eq!(
        moves_from(&g, "h11"),
        words("h11g12b h11g12n h11g12q h11g12r h11h12b h11h12n h11h12q h11h12r")
    );
    g.play("b7b8n").unwrap();
    assert!(g.fen().contains("/bNwN1bK****"), "{}", g.fen());
    assert_eq!(g.position().halfmove(), 0);
    // Black promotes in White's half and in Red's.
    let g = game(&format!("{KINGS} bPc2 bPf11"), 'b', "-", "-,-,-");
    assert_eq!(moves_from(&g, "c2").len(), 4);
    assert_eq!(moves_from(&g, "f11").len(), 4);
}

#[test]
fn en_passant_by_either_opponent_until_the_owner_moves_again() {
    let pieces = format!("{KINGS} wPd2 wNg1 bPc4 bPl7 bNk8 rPe4 rPl11 rNk12");
    let mut g = game(&pieces, 'w', "-", "-,-,-");
    g.play("d2d4").unwrap();
    assert!(g.fen().ends_with(" - d3,-,-"), "{}", g.fen());
    // Black may take…
    assert!(moves_from(&g, "c4").contains(&"c4d3".to_string()));
    let mut taken = g.clone();
    taken.play("c4d3").unwrap();
    assert!(taken.fen().ends_with(" - -,-,-"), "{}", taken.fen());
    assert!(
        !taken.fen().contains("wP"),
        "the pawn on d4 is gone: {}",
        taken.fen()
    );
    // …or leave it to Red…
    g.play("l7l6").unwrap();
    assert!(moves_from(&g, "e4").contains(&"e4d3".to_string()));
    let mut by_red = g.clone();
    by_red.play("e4d3").unwrap();
    assert!(!by_red.fen().contains("wP"), "{}", by_red.fen());
    // …until White moves again.
    g.play("l11l10").unwrap();
    g.play("g1f3").unwrap();
    assert!(g.fen().ends_with(" - -,-,-"), "{}", g.fen());
    assert!(!moves_from(&g, "c4").contains(&"c4d3".to_string()));
    // A piece on the skipped cell is taken as itself, the pawn beyond stays.
    let mut g = game(
        &format!("{KINGS} wPd4 bNd3 bPl7 rPe4 rPl11"),
        'r',
        "-",
        "d3,-,-",
    );
    g.play("e4d3").unwrap();
    let after = Reference::from_fen(&g.fen()).unwrap();
    assert_eq!(
        after
            .at(threeplayer_support::reference::Cell::parse("d4").unwrap())
            .map(|p| p.kind),
        Some('P')
    );
}

#[test]
fn castling_needs_the_kings_cells_unattacked_by_either_opponent() {
    let home = "wKe1 wRa1 wRh1 bKd8 bPl7 rKi12 rPl11";
    let g = game(home, 'w', "e1g1,e1c1", "-,-,-");
    assert_eq!(
        moves_from(&g, "e1"),
        words("e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1")
    );
    let mut castled = g.clone();
    castled.play("e1g1").unwrap();
    assert!(castled.fen().contains("/wR4wRwK1****"), "{}", castled.fen());
    let g = game(&format!("{home} bNh3"), 'w', "e1g1,e1c1", "-,-,-");
    assert!(!moves_from(&g, "e1").contains(&"e1g1".to_string()));
    assert!(moves_from(&g, "e1").contains(&"e1c1".to_string()));
    let g = game(&format!("{home} rRc6"), 'w', "e1g1,e1c1", "-,-,-");
    assert!(!moves_from(&g, "e1").contains(&"e1c1".to_string()));
    let g = game(&format!("{home} rRb6"), 'w', "e1g1,e1c1", "-,-,-");
    assert!(moves_from(&g, "e1").contains(&"e1c1".to_string()));
    let g = game(
        "wKe1 wPa2 bKd8 bRa8 bRl8 rKi12 rPl11",
        'b',
        "d8b8,d8j8",
        "-,-,-",
    );
    let mut short = g.clone();
    short.play("d8b8").unwrap();
    assert!(short.fen().contains("/1bKbR"), "{}", short.fen());
    let mut long = g.clone();
    long.play("d8j8").unwrap();
    assert!(long.fen().contains("****bRbK2"), "{}", long.fen());
}

#[test]
fn threefold_repetition_draws() {
    let mut g = Game::new("threeplayer", 0).unwrap();
    let shuffle = "b1c3 b8c6 g12f10 c3b1 c6b8 f10g12";
    g.play_all(shuffle).unwrap();
    g.play_all("b1c3 b8c6 g12f10 c3b1 c6b8").unwrap();
    assert!(!g.is_over(), "two repetitions are not yet a draw");
    g.play("f10g12").unwrap();
    assert_eq!(end(&g), (EndReason::Repetition, vec![1, 1, 1]));
}

#[test]
fn a_hundred_and_fifty_plies_without_capture_or_pawn_move_draw() {
    let at = |halfmove: u32, to_move: char| {
        let quiet = fen(&format!("{KINGS} wNb1 bPa7 rPl11"), to_move, "-", "-,-,-");
        Game::from_fen(
            "threeplayer",
            &quiet.replace(" 0 0 - ", &format!(" {halfmove} 0 - ")),
        )
        .unwrap()
    };
    let mut g = at(149, 'w');
    assert!(!g.is_over());
    g.play("b1c3").unwrap();
    assert_eq!(end(&g), (EndReason::FiftyMoves, vec![1, 1, 1]));
    let mut g = at(149, 'b');
    g.play("a7a6").unwrap();
    assert!(!g.is_over());
}

#[test]
fn a_mate_on_the_hundred_and_fiftieth_ply_is_a_mate() {
    let mated = fen("bKd8 rKi12 bPl7 rPl11 wKa1 rQb2 rRb6", 'w', "-", "-,-,-");
    let g = Game::from_fen("threeplayer", &mated.replace(" 0 0 - ", " 150 0 - ")).unwrap();
    assert_eq!(end(&g), (EndReason::Checkmate, vec![0, 1, 3]));
}

#[test]
fn kings_alone_or_with_one_minor_piece_draw() {
    for (extra, drawn) in [
        ("", true),
        ("wNb1", true),
        ("rBf12", true),
        ("wNb1 bNb8", false),
        ("wPa2", false),
        ("bRa8", false),
    ] {
        let g = game(&format!("{KINGS} {extra}"), 'w', "-", "-,-,-");
        assert_eq!(g.is_over(), drawn, "{extra:?}");
        if drawn {
            assert_eq!(end(&g), (EndReason::InsufficientMaterial, vec![1, 1, 1]));
        }
    }
}

#[test]
fn resigning_scores_0_for_the_resigner_and_1_for_each_other() {
    let mut g = Game::new("threeplayer", 0).unwrap();
    g.resign(Army::new(2)).unwrap();
    assert_eq!(end(&g), (EndReason::Resignation, vec![1, 1, 0]));
    assert!(g.legal_moves().is_empty());
    assert!(g.fen().contains(" LLR "), "{}", g.fen());
}

#[test]
fn the_fen_round_trips_every_field() {
    let mut g = Game::new("threeplayer", 0).unwrap();
    g.play_all("e2e4 i7i5 f11f9 e1e2").unwrap();
    let text = g.fen();
    assert!(
        text.ends_with(" LLL 0,0,0 0,0,0 1 4 - d8b8,d8j8,i12k12,i12f12 -,i6,f10"),
        "{text}"
    );
    let back = Game::from_fen("threeplayer", &text).unwrap();
    assert_eq!(back.fen(), text);
    let mut theirs = Reference::from_fen(&text).unwrap();
    let mut ours = back.legal_move_strings();
    ours.sort();
    assert_eq!(
        Some(ours),
        theirs.settled_moves().map(|m| {
            let mut t: Vec<String> = m.iter().map(Reference::text).collect();
            t.sort();
            t
        })
    );
}

#[test]
fn bad_fens_are_errors_that_name_the_field() {
    let fields: Vec<&str> = START.split(' ').collect();
    let with = |i: usize, text: &str| {
        let mut f = fields.clone();
        f[i] = text;
        f.join(" ")
    };
    let board = START.split(' ').next().unwrap();
    let cases = [
        (with(0, "8/8"), "board"),
        // A piece on a cell the hexagon lacks (e8 is no cell).
        (
            with(0, &board.replacen("bRbNbBbK****", "bRbNbBbKwP***", 1)),
            "board",
        ),
        (with(0, &board.replacen("****", "4", 1)), "board"),
        (with(0, &board.replacen("rQ", "xQ", 1)), "board"),
        (with(1, "g"), "side to move"),
        (with(2, "LL"), "armies"),
        (with(3, "0,0"), "points"),
        (with(5, "x"), "halfmove"),
        (with(7, "7:1:2:-"), "dice"),
        (with(8, "e1e3"), "castling"),
        (with(9, "d3,-"), "en passant"),
        (with(9, "e4,-,-"), "en passant"),
        (with(9, "d3,-,-"), "en passant"),
        (with(9, "-,d3,-"), "en passant"),
        (with(9, "q9,-,-"), "en passant"),
        ("".to_string(), "fields"),
    ];
    for (text, field) in cases {
        match Game::from_fen("threeplayer", &text) {
            Err(Error::BadFen {
                field: named,
                reason,
            }) => {
                assert!(named.contains(field), "{named:?} for {field}: {text}");
                if text.contains("bKwP***") {
                    assert_eq!(reason, "rank 8: piece on e8, which is no cell");
                }
            }
            Err(other) => panic!("{text}: {other}"),
            Ok(_) => panic!("{text} was read"),
        }
    }
}

#[test]
fn a_move_through_a_missing_cell_or_onto_one_is_an_error() {
    let mut g = Game::new("threeplayer", 0).unwrap();
    for bad in [
        "e2e5", "a2a9", "i4i5", "d1d9", "e2", "e2e4x", "z9z9", "e2e4e",
    ] {
        assert!(g.play(bad).is_err(), "{bad}");
    }
    assert_eq!(g.fen(), START, "nothing was played");
    // A move through the seam is a move where the lines go: a4 meets a5.
    let mut g = game(&format!("{KINGS} wRa4 bPl7 rPl11"), 'w', "-", "-,-,-");
    assert!(g.play("a4a8").is_ok());
}

/// A save keeps the game: its moves (a pawn's two-step, so the en-passant
/// cell for either opponent, a promotion, a resignation) replay to the same
/// position and state, and a finished game loads finished with its scores.
#[test]
fn saves_replay_the_game_and_its_end() {
    let mut game = game(&format!("{KINGS} wPa7 bPc7 rPe11"), 'w', "-", "-,-,-");
    game.play_all("a7a8n c7c5").unwrap();
    let text = game.save_to_string();
    let loaded = Game::load_from_str(&text).unwrap();
    assert_eq!(
        loaded.fen(),
        game.fen(),
        "the en-passant cell and the knight"
    );
    assert_eq!(loaded.actions().len(), 2);
    let mut replay = loaded.replay_start().unwrap();
    replay.play_all("a7a8n c7c5").unwrap();
    assert_eq!(replay.fen(), game.fen(), "a replay from the saved start");
    game.resign(Army::new(2)).unwrap();
    let resigned = Game::load_from_str(&game.save_to_string()).unwrap();
    assert_eq!(end(&resigned), (EndReason::Resignation, vec![1, 1, 0]));

    let mut mated = Game::new("threeplayer", 0).unwrap();
    mated.play_all("d2d3 i7i5 g11g10 e1d2 j8b4 f12h10").unwrap();
    let path = std::env::temp_dir().join(format!("raja-threeplayer-{}.ron", std::process::id()));
    mated.save_to_file(&path).unwrap();
    let loaded = Game::load_from_file(&path).unwrap();
    let _ = std::fs::remove_file(&path);
    assert_eq!(loaded.fen(), mated.fen());
    assert_eq!(end(&loaded), (EndReason::Checkmate, vec![0, 3, 1]));
}

/// The end judged after a move (the engine spares the exposed-king test where
/// the last move emptied no square on a line to the next king) is the end
/// judged from the same position read from its FEN, which knows no last move:
/// random games, every position.
#[test]
fn a_king_exposed_by_the_last_move_is_found_as_from_a_fen() {
    let mut state = 0x9E37_79B9_7F4A_7C15_u64;
    let mut random = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    let (mut positions, mut exposed) = (0, 0);
    for _ in 0..150 {
        let mut game = Game::new("threeplayer", 0).unwrap();
        while !game.is_over() && game.position().ply() < 300 {
            let moves = game.legal_moves();
            let mv = moves[(random() % moves.len() as u64) as usize];
            game.play_move(mv).unwrap();
            let read = Game::from_fen("threeplayer", &game.fen()).unwrap();
            let taken = |g: &Game| {
                g.outcome()
                    .filter(|o| o.reason == EndReason::KingCaptured)
                    .map(|o| o.result.clone())
            };
            assert_eq!(taken(&game), taken(&read), "{}", game.fen());
            positions += 1;
            exposed += usize::from(taken(&game).is_some());
        }
    }
    assert!(
        positions > 20_000 && exposed >= 10,
        "{positions} positions, {exposed} kings exposed"
    );
}
