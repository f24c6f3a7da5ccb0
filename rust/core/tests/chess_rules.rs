//! Chess and Chess960, one test per rule (FIDE Laws of Chess; Chess960 as FIDE
//! Guidelines III): en passant, castling, promotion, mate, stalemate and the draws.
//! Positions built by hand; FENs and moves as Fairy-Stockfish writes them.

use raja_core::{EndReason, Game, GameResult};

fn game(id: &str, fen: &str) -> Game {
    Game::from_fen(id, fen).unwrap()
}

fn moves(game: &Game) -> Vec<String> {
    let mut moves = game.legal_move_strings();
    moves.sort();
    moves
}

fn has(game: &Game, mv: &str) -> bool {
    game.legal_move_strings().iter().any(|m| m == mv)
}

fn played(id: &str, fen: &str, line: &str) -> Game {
    let mut game = game(id, fen);
    game.play_all(line).unwrap();
    game
}

fn reason(game: &Game) -> Option<EndReason> {
    game.outcome().map(|o| o.reason)
}

#[test]
fn double_step_leaves_an_en_passant_square_only_when_a_pawn_can_take() {
    let start = "4k3/8/8/8/3p4/8/4P2P/4K3 w - - 0 1";
    // e2e4 passes e3 beside the black pawn on d4; h2h4 passes h3, which no pawn attacks.
    assert_eq!(
        played("chess", start, "e2e4").fen(),
        "4k3/8/8/8/3pP3/8/7P/4K3 b - e3 0 1"
    );
    assert_eq!(
        played("chess", start, "h2h4").fen(),
        "4k3/8/8/8/3p3P/8/4P3/4K3 b - - 0 1"
    );
}

#[test]
fn en_passant_takes_the_pawn_that_passed_for_one_ply_only() {
    let start = "4k3/8/8/8/3p4/8/4P2P/4K3 w - - 0 1";
    let game = played("chess", start, "e2e4");
    assert!(has(&game, "d4e3"));
    assert_eq!(
        played("chess", start, "e2e4 d4e3").fen(),
        "4k3/8/8/8/8/4p3/7P/4K3 w - - 0 2"
    );
    // A move later the right is gone.
    let later = played("chess", start, "e2e4 e8d8 h2h3");
    assert!(!has(&later, "d4e3"));
}

#[test]
fn pinned_en_passant_is_illegal() {
    // Taking c6 en passant would leave the white king on a5 open to the rook on h5.
    let game = game("chess", "8/8/8/KPp4r/8/8/8/k7 w - c6 0 2");
    assert!(!has(&game, "b5c6"));
    assert!(has(&game, "b5b6"));
    // Without the rook it is legal.
    let free = game_without_rook();
    assert!(has(&free, "b5c6"));
}

fn game_without_rook() -> Game {
    game("chess", "8/8/8/KPp5/8/8/8/k7 w - c6 0 2")
}

#[test]
fn castling_both_ways_written_as_the_kings_move() {
    let game = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assert!(has(&game, "e1g1") && has(&game, "e1c1"));
    assert_eq!(
        played("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1g1").fen(),
        "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1"
    );
    assert_eq!(
        played("chess", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1c1 e8g8").fen(),
        "r4rk1/8/8/8/8/8/8/2KR3R w - - 2 2"
    );
}

#[test]
fn no_castling_through_into_or_out_of_check() {
    // A black rook on f8 attacks f1 (passed): only the long castling.
    let through = game("chess", "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!has(&through, "e1g1") && has(&through, "e1c1"));
    // On g8 it attacks g1 (reached).
    let into = game("chess", "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!has(&into, "e1g1") && has(&into, "e1c1"));
    // On e8 … the king is in check: neither.
    let out = game("chess", "1k2r3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(!has(&out, "e1g1") && !has(&out, "e1c1"));
    // b1 attacked: the rook passes it, the king does not; castling stands.
    let rook_path = game("chess", "1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assert!(has(&rook_path, "e1c1"));
    // A piece between king and rook forbids it.
    let blocked = game("chess", "4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
    assert!(!has(&blocked, "e1g1") && !has(&blocked, "e1c1"));
}

#[test]
fn moving_king_or_rook_loses_the_rights() {
    let start = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
    assert_eq!(
        played("chess", start, "h1h2").fen(),
        "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1"
    );
    assert_eq!(
        played("chess", start, "e1e2").fen(),
        "r3k2r/8/8/8/8/8/4K3/R6R b kq - 1 1"
    );
    // Taking a rook on its square takes its right away too.
    assert_eq!(
        played("chess", start, "a1a8").fen(),
        "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1"
    );
}

#[test]
fn chess960_castling_is_king_takes_rook_with_king_or_rook_on_its_target() {
    // King already on g1: castling short moves the rook alone.
    let king_there = game("chess960", "4k3/8/8/8/8/8/8/6KR w H - 0 1");
    assert!(has(&king_there, "g1h1"));
    assert_eq!(
        played("chess960", "4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1").fen(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    // Rook already on f1: the king goes to g1 past it.
    assert_eq!(
        played("chess960", "4k3/8/8/8/8/8/8/4KR2 w F - 0 1", "e1f1").fen(),
        "4k3/8/8/8/8/8/8/5RK1 b - - 1 1"
    );
    // King b1 and rook a1 castle long: king to c1, rook to d1.
    assert_eq!(
        played("chess960", "4k3/8/8/8/8/8/8/RK6 w A - 0 1", "b1a1").fen(),
        "4k3/8/8/8/8/8/8/2KR4 b - - 1 1"
    );
}

#[test]
fn chess960_castling_may_not_uncover_the_king_through_its_rook() {
    // The rook on b1 shields c1 from the black rook on a1; castling long (king
    // stays on c1, rook to d1) would uncover it.
    let game = game("chess960", "4k3/8/8/8/8/8/8/rRK5 w B - 0 1");
    assert!(!has(&game, "c1b1"));
}

#[test]
fn x_fen_and_shredder_fen_read_alike() {
    let shredder = game(
        "chess960",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
    );
    let x_fen = game(
        "chess960",
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9",
    );
    assert_eq!(x_fen.fen(), shredder.fen());
    assert_eq!(
        shredder.fen(),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"
    );
    // Chess reads rook files too and writes KQkq.
    let chess = game("chess", "r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    assert_eq!(chess.fen(), "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
}

#[test]
fn promotion_to_queen_rook_bishop_or_knight() {
    let game = game("chess", "8/P7/8/8/8/8/8/k6K w - - 0 1");
    let pawn: Vec<String> = moves(&game)
        .into_iter()
        .filter(|m| m.starts_with("a7"))
        .collect();
    assert_eq!(pawn, ["a7a8b", "a7a8n", "a7a8q", "a7a8r"]);
    assert_eq!(
        played("chess", "8/P7/8/8/8/8/8/k6K w - - 0 1", "a7a8n").fen(),
        "N7/8/8/8/8/8/8/k6K b - - 0 1"
    );
}

#[test]
fn checkmate_wins() {
    let game = played(
        "chess",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        "f2f3 e7e5 g2g4 d8h4",
    );
    let outcome = game.outcome().unwrap();
    assert_eq!(outcome.reason, EndReason::Checkmate);
    assert_eq!(outcome.result, GameResult::TeamWin { team: 1 });
    assert!(game.legal_moves().is_empty());
}

#[test]
fn stalemate_draws() {
    let game = game("chess", "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assert_eq!(reason(&game), Some(EndReason::Stalemate));
    assert_eq!(game.outcome().unwrap().result, GameResult::Draw);
}

#[test]
fn fifty_moves_draw_unless_the_last_one_mates() {
    let quiet = played("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 99 80", "a1a2");
    assert_eq!(reason(&quiet), Some(EndReason::FiftyMoves));
    let not_yet = game("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 98 80");
    assert_eq!(reason(&not_yet), None);
    let mate = played("chess", "k7/8/1K6/8/8/8/8/7R w - - 99 80", "h1h8");
    assert_eq!(reason(&mate), Some(EndReason::Checkmate));
}

#[test]
fn threefold_repetition_draws() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    let twice = played("chess", start, "g1f3 g8f6 f3g1 f6g8");
    assert_eq!(reason(&twice), None);
    let thrice = played("chess", start, "g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8");
    assert_eq!(reason(&thrice), Some(EndReason::Repetition));
}

#[test]
fn insufficient_material_draws() {
    let dead = [
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2K3 b - - 0 1",
        // Bishops on dark squares only (c1, f8).
        "4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1",
    ];
    for fen in dead {
        assert_eq!(
            reason(&game("chess", fen)),
            Some(EndReason::InsufficientMaterial),
            "{fen}"
        );
    }
    let alive = [
        // Bishops on squares of both colours (c1 dark, c8 light).
        "2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/1N2K1n1 w - - 0 1",
        "4k3/8/8/8/8/8/P7/4K3 w - - 0 1",
        "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    ];
    for fen in alive {
        assert_eq!(reason(&game("chess", fen)), None, "{fen}");
    }
    // A capture that leaves king against king ends the game at once.
    let taken = played("chess", "4k3/8/8/8/8/8/3q4/4K3 w - - 0 1", "e1d2");
    assert_eq!(reason(&taken), Some(EndReason::InsufficientMaterial));
}

#[test]
fn chess960_starts_by_number_and_by_seed() {
    let start = Game::chess960("chess960", 0).unwrap();
    assert_eq!(
        start.fen(),
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"
    );
    assert!(Game::chess960("chess960", 960).is_err());
    assert!(Game::chess960("chess", 0).is_err());
    // The same seed gives the same start; the start is a Chess960 start.
    let a = Game::new("chess960", 7).unwrap();
    assert_eq!(a.fen(), Game::new("chess960", 7).unwrap().fen());
    let fen = a.fen();
    let numbered = (0..960).any(|n| Game::chess960("chess960", n).unwrap().fen() == fen);
    assert!(numbered, "{fen} is no Chess960 start");
}

#[test]
fn bad_fens_are_errors() {
    for bad in [
        "",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNRR w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - x 1",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w K1 - 0 1",
    ] {
        assert!(Game::from_fen("chess", bad).is_err(), "{bad:?}");
    }
}

#[test]
fn a_right_of_a_rook_inside_the_outermost_is_written_by_its_file() {
    // Black's king on a8 keeps rights with the rooks on h8 (the outermost: `k`)
    // and e8 (`e`, X-FEN); found by fuzzing, where `kk` read back as one right.
    let fen = "knbbrnqr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w he - 0 1";
    let game = raja_core::Game::from_fen("chess", fen).unwrap();
    let written = game.fen();
    assert_eq!(
        written,
        "knbbrnqr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w ke - 0 1"
    );
    assert_eq!(
        raja_core::Game::from_fen("chess", &written).unwrap().fen(),
        written
    );
}
