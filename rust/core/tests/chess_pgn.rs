//! SAN and PGN of chess and Chess960, on real games written out by hand: the
//! "Opera game" (Morphy against the Duke of Brunswick and Count Isouard, Paris
//! 1858) and Edward Lasker against George Thomas (London 1912). Their final
//! positions and SAN as Fairy-Stockfish (pyffish) and python-chess give them.
//! Also the PGN of antichess and crazyhouse, against what python-chess writes
//! and reads for the same moves.

use raja_core::pgn::Tags;
use raja_core::{EndReason, Game, GameResult};

const OPERA: &str = r#"[Event "Paris"]
[Site "Paris FRA"]
[Date "1858.??.??"]
[Round "?"]
[White "Paul Morphy"]
[Black "Duke Karl / Count Isouard"]
[Result "1-0"]

1. e4 e5 2. Nf3 d6 3. d4 Bg4 4. dxe5 Bxf3 5. Qxf3 dxe5 6. Bc4 Nf6 7. Qb3 Qe7
8. Nc3 c6 9. Bg5 b5 10. Nxb5 cxb5 11. Bxb5+ Nbd7 12. O-O-O Rd8 13. Rxd7 Rxd7
14. Rd1 Qe6 15. Bxd7+ Nxd7 16. Qb8+ Nxb8 17. Rd8# 1-0
"#;
const OPERA_END: &str = "1n1Rkb1r/p4ppp/4q3/4p1B1/4P3/8/PPP2PPP/2K5 b k - 1 17";

/// Lasker–Thomas with the comments, NAGs, variations and odd move numbers a
/// PGN from the wild has.
const LASKER: &str = r#"[Event "London"]
[White "Edward Lasker"]
[Black "George Alan Thomas"]
[Result "1-0"]
{ The famous king hunt. }
1.d4 e6 2.Nf3 f5 3.Nc3 Nf6 4.Bg5 Be7 5.Bxf6 Bxf6 6.e4 fxe4 7.Nxe4 b6 8.Ne5 O-O
9.Bd3 Bb7 10.Qh5 Qe7 $6 (10...Bxe5 11.Qxe5 ; a quieter line
) 11.Qxh7+ !! Kxh7 12.Nxf6+ Kh6 13.Neg4+ Kg5 14.h4+ Kf4 15.g3+ Kf3 16.Be2+ Kg2
17.Rh2+ Kg1 18. Kd2# { or 18. O-O-O# } 1-0
"#;
const LASKER_END: &str = "rn3r2/pbppq1p1/1p2pN2/8/3P2NP/6P1/PPPKBP1R/R5k1 b - - 6 18";

#[test]
fn opera_game_reads_to_mate() {
    let game = Game::from_pgn(OPERA).unwrap();
    assert_eq!(game.fen(), OPERA_END);
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 0 });
}

#[test]
fn opera_game_writes_back_with_the_seven_tags() {
    let game = Game::from_pgn(OPERA).unwrap();
    let tags = Tags::default()
        .with("Event", "Paris")
        .with("Site", "Paris FRA")
        .with("Date", "1858.??.??")
        .with("White", "Paul Morphy")
        .with("Black", "Duke Karl / Count Isouard");
    assert_eq!(game.pgn(&tags).unwrap(), OPERA);
}

#[test]
fn lasker_thomas_reads_past_comments_nags_and_variations() {
    let game = Game::from_pgn(LASKER).unwrap();
    assert_eq!(game.fen(), LASKER_END);
    assert_eq!(game.outcome().unwrap().reason, EndReason::Checkmate);
    let written = game.pgn(&Tags::default()).unwrap();
    // Disambiguation by file (Neg4+), castling, check and mate as SAN writes them.
    assert!(written.contains("13. Neg4+ Kg5"), "{written}");
    assert!(written.contains("8. Ne5 O-O"), "{written}");
    assert!(written.ends_with("18. Kd2# 1-0\n"), "{written}");
    assert!(written.starts_with("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"?\"]\n[Black \"?\"]\n[Result \"1-0\"]\n\n"));
    assert_eq!(Game::from_pgn(&written).unwrap().fen(), LASKER_END);
}

#[test]
fn san_disambiguates_by_file_rank_or_both() {
    // Rooks a1 and h1 to d1: by file. Rooks a1 and a5 to a3: by rank.
    let rooks = Game::from_fen("chess", "4k2K/8/8/R7/8/8/8/R6R w - - 0 1").unwrap();
    let san = |game: &Game, uci: &str| {
        let mv = game
            .legal_moves()
            .into_iter()
            .find(|&m| game.move_string(m) == uci)
            .unwrap();
        game.san(mv)
    };
    assert_eq!(san(&rooks, "a1d1"), "Rad1");
    assert_eq!(san(&rooks, "a1a3"), "R1a3");
    assert_eq!(san(&rooks, "a5a3"), "R5a3");
    // Queens h4, e1 and h1 all reach e4: the rank, the file, or both.
    let queens = Game::from_fen("chess", "1k6/8/8/8/7Q/8/8/K3Q2Q w - - 0 1").unwrap();
    assert_eq!(san(&queens, "h4e4"), "Q4e4");
    assert_eq!(san(&queens, "e1e4"), "Qee4");
    assert_eq!(san(&queens, "h1e4"), "Qh1e4");
}

#[test]
fn san_promotion_en_passant_and_chess960_castling() {
    let promotion = Game::from_fen("chess", "1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1").unwrap();
    let mut game = promotion.clone();
    game.play_san("axb8=Q+").unwrap();
    assert_eq!(game.fen(), "1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // Without `=` and without the check mark, as some records write it.
    let mut loose = promotion.clone();
    loose.play_san("axb8N").unwrap();
    assert_eq!(loose.fen(), "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    let mut ep = Game::from_fen("chess", "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2").unwrap();
    let mv = ep
        .legal_moves()
        .into_iter()
        .find(|&m| ep.move_string(m) == "e5d6")
        .unwrap();
    assert_eq!(ep.san(mv), "exd6");
    ep.play_san("exd6").unwrap();
    assert_eq!(ep.fen(), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    // Chess960: the king on g1 castles short with the rook on h1: O-O.
    let mut c960 = Game::from_fen("chess960", "4k3/8/8/8/8/8/8/R5KR w HA - 0 1").unwrap();
    c960.play_san("O-O").unwrap();
    assert_eq!(c960.fen(), "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
    let mut long = Game::from_fen("chess960", "4k3/8/8/8/8/8/8/R5KR w HA - 0 1").unwrap();
    long.play_san("0-0-0").unwrap();
    assert_eq!(long.fen(), "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
}

#[test]
fn chess960_pgn_names_the_variant_and_its_start() {
    let mut game = Game::chess960("chess960", 100).unwrap();
    game.play_all("e2e4 e7e5 f1g3 f8g6").unwrap();
    let written = game.pgn(&Tags::default()).unwrap();
    assert!(written.contains("[Variant \"Chess960\"]\n[SetUp \"1\"]\n[FEN \"qbbnrnkr/pppppppp/8/8/8/8/PPPPPPPP/QBBNRNKR w HEhe - 0 1\"]\n"), "{written}");
    assert!(written.contains("1. e4 e5 2. Ng3 Ng6 *"), "{written}");
    let read = Game::from_pgn(&written).unwrap();
    assert_eq!(read.id(), "chess960");
    assert_eq!(read.fen(), game.fen());
}

#[test]
fn bad_pgn_is_an_error() {
    for bad in [
        "1. e4 e5 2. Ke3",
        "1. e4 { open comment",
        "1. e4 (1. d4",
        "1. e4 e5)",
        "[Event \"x\"\n1. e4",
        "1. Nbd2",
        "1. é4",
        "[FEN \"not a fen\"]\n\n1. e4",
    ] {
        assert!(Game::from_pgn(bad).is_err(), "{bad:?}");
    }
}

/// The Lasker trap of the Albin Countergambit (Lasker's "Common Sense in Chess";
/// SAN as Fairy-Stockfish writes it): checks, captures and an underpromotion.
const LASKER_TRAP_UCI: &str =
    "d2d4 d7d5 c2c4 e7e5 d4e5 d5d4 e2e3 f8b4 c1d2 d4e3 d2b4 e3f2 e1e2 f2g1n e2e1 d8h4 e1d2";
const LASKER_TRAP_SAN: &str =
    "d4 d5 c4 e5 dxe5 d4 e3 Bb4+ Bd2 dxe3 Bxb4 exf2+ Ke2 fxg1=N+ Ke1 Qh4+ Kd2";

#[test]
fn the_move_list_of_chess_is_san() {
    let mut game = Game::new("chess", 0).unwrap();
    game.play_all(LASKER_TRAP_UCI).unwrap();
    assert!(game.moves_in_san());
    assert_eq!(game.readable_moves().unwrap().join(" "), LASKER_TRAP_SAN);
    // The Opera game: queen-side castling, captures, checks and the mate.
    let opera = Game::from_pgn(OPERA).unwrap();
    let listed = opera.readable_moves().unwrap();
    assert_eq!(listed.len(), 33);
    assert_eq!(listed[22], "O-O-O");
    assert_eq!(listed[19], "cxb5");
    assert_eq!(listed[20], "Bxb5+");
    assert_eq!(listed[32], "Rd8#");
}

#[test]
fn a_resignation_is_listed_as_its_result() {
    let mut game = Game::new("chess", 0).unwrap();
    game.play_all("e2e4 e7e5 resign:black").unwrap();
    assert_eq!(game.readable_moves().unwrap(), ["e4", "e5", "1-0"]);
}

#[test]
fn crazyhouse_lists_drops_in_san() {
    // As Fairy-Stockfish writes them (pyffish get_san).
    let mut game = Game::new("crazyhouse", 0).unwrap();
    game.play_all("e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@d4 P@e3")
        .unwrap();
    assert!(game.moves_in_san());
    let listed = game.readable_moves().unwrap();
    assert_eq!(
        listed,
        ["e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P@d4", "P@e3"]
    );
}

#[test]
fn games_without_san_list_their_own_move_strings() {
    // Atomic: Fairy-Stockfish writes its checks without `+`, so no SAN.
    for id in ["atomic", "friendly"] {
        let mut game = Game::new(id, 0).unwrap();
        game.play_all("e2e4 d7d5 g1f3").unwrap();
        assert!(!game.moves_in_san(), "{id}");
        assert_eq!(game.readable_moves().unwrap(), game.action_texts(), "{id}");
    }
}

#[test]
fn crazyhouse_pgn_names_the_variant_and_reads_back() {
    let mut game = Game::new("crazyhouse", 0).unwrap();
    game.play_all("e2e4 d7d5 e4d5 d8d5 b1c3 d5a5 P@d4 P@e3")
        .unwrap();
    let written = game.standard_record().unwrap().unwrap();
    assert!(written.contains("[Variant \"Crazyhouse\"]\n"), "{written}");
    assert!(
        !written.contains("[FEN"),
        "the usual start is not named: {written}"
    );
    assert!(
        written.ends_with("\n1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 P@e3 *\n"),
        "{written}"
    );
    let read = Game::from_pgn(&written).unwrap();
    assert_eq!((read.id(), read.fen()), ("crazyhouse", game.fen()));
}

/// The same crazyhouse moves as python-chess 1.11 writes them: the start named,
/// pawn drops without the pawn's letter.
const PYTHON_CHESS_CRAZYHOUSE: &str = r#"[Event "?"]
[Result "*"]
[Variant "Crazyhouse"]
[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1"]

1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. @d4 @e3 *
"#;

#[test]
fn crazyhouse_pgn_of_python_chess_reads_to_its_position() {
    let read = Game::from_pgn(PYTHON_CHESS_CRAZYHOUSE).unwrap();
    assert_eq!(read.id(), "crazyhouse");
    // python-chess's board, pockets, side and rights (it does not count a pawn
    // drop as a pawn move for the fifty-move clock; Fairy-Stockfish and we do).
    let fen = read.fen();
    let placement: Vec<&str> = fen.split(' ').take(4).collect();
    assert_eq!(
        placement,
        [
            "rnb1kbnr/ppp1pppp/8/q7/3P4/2N1p3/PPPP1PPP/R1BQKBNR[]",
            "w",
            "KQkq",
            "-"
        ]
    );
}

#[test]
fn antichess_pgn_reads_and_writes_as_python_chess() {
    // python-chess 1.11 (`AntichessBoard`): the header and moves it writes, and
    // the position it reaches.
    let mut game = Game::new("antichess", 0).unwrap();
    game.play_all("e2e3 b7b5 f1b5").unwrap();
    let written = game.standard_record().unwrap().unwrap();
    assert!(written.contains("[Variant \"Antichess\"]\n"), "{written}");
    assert!(written.ends_with("\n1. e3 b5 2. Bxb5 *\n"), "{written}");
    let read = Game::from_pgn("[Variant \"Antichess\"]\n\n1. e3 b5 2. Bxb5 *\n").unwrap();
    assert_eq!(read.id(), "antichess");
    assert_eq!(
        read.fen(),
        "rnbqkbnr/p1pppppp/8/1B6/8/4P3/PPPP1PPP/RNBQK1NR b - - 0 2"
    );
    assert_eq!(read.fen(), game.fen());
}

#[test]
fn the_variant_tag_chooses_the_game() {
    for (tag, id) in [
        ("Standard", "chess"),
        ("From Position", "chess"),
        ("Chess960", "chess960"),
        ("Fischerandom", "chess960"),
        ("antichess", "antichess"),
        ("CRAZYHOUSE", "crazyhouse"),
    ] {
        let read = Game::from_pgn(&format!("[Variant \"{tag}\"]\n\n1. e4 *\n")).unwrap();
        assert_eq!(read.id(), id, "{tag}");
    }
    // A variant not read from PGN here is an error, not chess.
    let Err(error) = Game::from_pgn("[Variant \"Three-check\"]\n\n1. e4 *\n") else {
        panic!("three-check read as some game");
    };
    assert!(error.to_string().contains("Three-check"), "{error}");
}
