//! The command line for chess and Chess960: `--chess960 N`, the `compare` batch
//! and `pgn` export and import.

mod common;

use common::{raja, raja_with_input, stdout};

#[test]
fn chess960_start_by_number() {
    let output = raja(&["fen", "chess960", "--chess960", "518"]);
    assert_eq!(
        stdout(&output),
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\n"
    );
    let bad = raja(&["fen", "chess960", "--chess960", "960"]);
    assert_eq!(bad.status.code(), Some(2));
    let output = raja(&["perft", "chess960", "2", "--chess960", "518"]);
    assert_eq!(stdout(&output), "nodes 400\n");
}

#[test]
fn compare_answers_one_line_per_position() {
    let input = "8/P7/8/8/8/8/8/k6K w - - 0 1\n\
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves e2e4 e7e5 g1f3\n\
                 not a fen\n\
                 7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\n\
                 rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves f2f3 e7e5 g2g4 d8h4\n";
    let output = raja_with_input(&["compare", "chess"], input);
    assert!(output.status.success());
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5);
    assert_eq!(
        lines[0],
        "a7a8b a7a8n a7a8q a7a8r h1g1 h1g2 h1h2\t8/P7/8/8/8/8/8/k6K w - - 0 1\t-\t-\t*"
    );
    assert!(
        lines[1].ends_with(
            "\trnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2\t-\tNf3\t*"
        )
    );
    assert!(lines[2].starts_with("error: bad FEN"));
    assert_eq!(
        lines[3],
        "\t7k/5Q2/6K1/8/8/8/8/8 b - - 0 1\tstalemate\t-\t1/2-1/2"
    );
    assert!(
        lines[4].starts_with('\t') && lines[4].ends_with("\tQh4#\t0-1"),
        "{}",
        lines[4]
    );
}

#[test]
fn compare_plays_a_move_in_two_parts_whole() {
    let input = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 moves g1h3,h3b4\n";
    let output = raja_with_input(&["compare", "duck"], input);
    let text = stdout(&output);
    let fields: Vec<&str> = text.trim_end().split('\t').collect();
    assert_eq!(
        fields[1], "rnbqkbnr/pppppppp/8/8/1*6/7N/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
        "{text}"
    );
    assert_eq!(fields[4], "*");
}

#[test]
fn pgn_export_and_import() {
    let output = raja(&["pgn", "chess", "--moves", "f2f3 e7e5 g2g4 d8h4"]);
    let text = stdout(&output);
    assert!(text.starts_with("[Event \"?\"]\n"), "{text}");
    assert!(text.contains("[Result \"0-1\"]\n"), "{text}");
    assert!(text.ends_with("\n1. f3 e5 2. g4 Qh4# 0-1\n"), "{text}");
    let read = raja_with_input(&["pgn", "--import", "-"], &text);
    assert_eq!(
        stdout(&read),
        "f2f3 e7e5 g2g4 d8h4\nrnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\n"
    );
    let bad = raja_with_input(&["pgn", "--import", "-"], "1. e4 e5 2. Ke3");
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        String::from_utf8(bad.stderr)
            .unwrap()
            .starts_with("error: move Ke3")
    );
}
