//! Eight-player chess (docs/rules/eightplayer.md)
//! on the reference implementation in `eightplayer_support/reference.rs`. No other
//! engine plays this board, so besides a position for every rule these tests lean on
//! what must hold whatever the code: the square's eight symmetries map the start to
//! itself, each army's moves to another army's, and (the quarter turns keeping the
//! turn order) perft counts to equal counts. The engine joins these tests when it
//! plays the game.

mod eightplayer_support;
mod move_lists;

use eightplayer_support::reference::{
    ARMIES, End, Mode, Piece, Plays, Reference, back_rank, castling_names, exists, forward, square,
    squares,
};
use eightplayer_support::{
    KINGS, army_map, move_image, position, random_positions, transform, transformed, turn,
};
use move_lists::words;

const MODES: [Mode; 3] = [Mode::Singles, Mode::Pairs, Mode::Teams];

/// The moves of the piece on `from`, sorted.
fn moves_from(r: &Reference, from: &str) -> Vec<String> {
    move_lists::starting_on(r.move_texts(), from)
}

fn seat(letter: char) -> usize {
    ARMIES.iter().position(|&a| a == letter).unwrap()
}

/// The start with another army to move.
fn start_with(mode: Mode, to_move: usize) -> Reference {
    let fen = Reference::start(mode)
        .fen()
        .replacen(" w ", &format!(" {} ", ARMIES[to_move]), 1);
    Reference::from_fen(&fen, mode).unwrap()
}

#[test]
fn the_board_has_516_squares() {
    assert_eq!(squares().count(), 516);
    // The corners and the notches are holes; the arms and the core are squares.
    for hole in [
        "a1", "c3", "v1", "x3", "a22", "c24", "v24", "x22", "l1", "m3", "l22", "m24", "a12", "c13",
        "v12", "x13",
    ] {
        assert!(!exists(square(hole)), "{hole}");
    }
    for there in [
        "d1", "k1", "n1", "u1", "a4", "a11", "a14", "a21", "x4", "x11", "x14", "x21", "d24", "k24",
        "n24", "u24", "l4", "m4", "d12", "u13", "c4", "c21",
    ] {
        assert!(exists(square(there)), "{there}");
    }
    // An 18 × 18 core and eight arms of 8 × 3.
    let core = squares()
        .filter(|&(f, r)| (3..21).contains(&f) && (3..21).contains(&r))
        .count();
    assert_eq!((core, 516 - core), (18 * 18, 8 * 8 * 3));
}

#[test]
fn the_armies_stand_where_the_rules_put_them() {
    let r = Reference::start(Mode::Singles);
    assert_eq!(r.pieces().len(), 128);
    let at = |s: &str| {
        let p = r.at(square(s)).unwrap_or_else(|| panic!("{s} is empty"));
        format!("{}{}", ARMIES[p.army], p.kind)
    };
    let kings = "h1 a8 a17 h24 q24 x17 x8 q1";
    let queens = "g1 a7 a18 g24 r24 x18 x7 r1";
    for (army, (k, q)) in kings.split(' ').zip(queens.split(' ')).enumerate() {
        assert_eq!(at(k), format!("{}K", ARMIES[army]));
        assert_eq!(at(q), format!("{}Q", ARMIES[army]));
    }
    // Back ranks and pawns as listed, each read from the army's own left.
    let lists = [
        (
            "d1 e1 f1 g1 h1 i1 j1 k1",
            "RNBQKBNR",
            "d2 e2 f2 g2 h2 i2 j2 k2",
        ),
        (
            "a11 a10 a9 a8 a7 a6 a5 a4",
            "RNBKQBNR",
            "b11 b10 b9 b8 b7 b6 b5 b4",
        ),
        (
            "a21 a20 a19 a18 a17 a16 a15 a14",
            "RNBQKBNR",
            "b21 b20 b19 b18 b17 b16 b15 b14",
        ),
        (
            "k24 j24 i24 h24 g24 f24 e24 d24",
            "RNBKQBNR",
            "k23 j23 i23 h23 g23 f23 e23 d23",
        ),
        (
            "u24 t24 s24 r24 q24 p24 o24 n24",
            "RNBQKBNR",
            "u23 t23 s23 r23 q23 p23 o23 n23",
        ),
        (
            "x14 x15 x16 x17 x18 x19 x20 x21",
            "RNBKQBNR",
            "w14 w15 w16 w17 w18 w19 w20 w21",
        ),
        (
            "x4 x5 x6 x7 x8 x9 x10 x11",
            "RNBQKBNR",
            "w4 w5 w6 w7 w8 w9 w10 w11",
        ),
        (
            "n1 o1 p1 q1 r1 s1 t1 u1",
            "RNBKQBNR",
            "n2 o2 p2 q2 r2 s2 t2 u2",
        ),
    ];
    for (army, (back, pieces, pawns)) in lists.iter().enumerate() {
        for (s, kind) in back.split(' ').zip(pieces.chars()) {
            assert_eq!(at(s), format!("{}{kind}", ARMIES[army]));
        }
        for s in pawns.split(' ') {
            assert_eq!(at(s), format!("{}P", ARMIES[army]));
        }
        // From the army's own left: the back rank runs toward its right hand, its
        // forward direction turned clockwise.
        let b = back_rank(army);
        let (fx, fy) = forward(army);
        assert_eq!((b[1].0 - b[0].0, b[1].1 - b[0].1), (fy, -fx), "{army}");
    }
}

#[test]
fn odd_seats_are_rotations_of_white_and_even_seats_mirror_images() {
    let white = back_rank(0);
    for (army, letter) in ARMIES.iter().enumerate().skip(1) {
        let b = back_rank(army);
        let odd = army % 2 == 0; // seats count from 1: index 0 is seat 1
        let found = (0..8).find(|&g| {
            let rotation = g < 4;
            let order_kept = (0..8).all(|i| transform(g, white[i]) == b[i]);
            let order_mirrored = (0..8).all(|i| transform(g, white[i]) == b[7 - i]);
            if odd {
                rotation && order_kept
            } else {
                !rotation && order_mirrored
            }
        });
        let g = found.unwrap_or_else(|| panic!("no symmetry takes White to {letter}"));
        assert_eq!(turn(g, forward(0)), forward(army));
    }
    // The quarter turn clockwise moves every army two seats on.
    assert_eq!(army_map(1), [2, 3, 4, 5, 6, 7, 0, 1]);
}

#[test]
fn the_start_is_symmetric_under_the_squares_eight_symmetries() {
    for mode in MODES {
        let start = Reference::start(mode);
        for g in 0..8 {
            let image = transformed(&start, g);
            // The army to move changes; everything else is the start again.
            let board = |r: &Reference| r.fen().split(' ').next().unwrap().to_string();
            assert_eq!(board(&image), board(&start), "symmetry {g}");
            assert_eq!(image.castling, start.castling, "symmetry {g}");
        }
    }
}

#[test]
fn every_army_starts_with_twenty_moves_the_image_of_whites() {
    let white = Reference::start(Mode::Singles).move_texts();
    assert_eq!(white.len(), 20);
    for g in 0..8 {
        let army = army_map(g)[0];
        let r = start_with(Mode::Singles, army);
        let mut image: Vec<String> = white.iter().map(|m| move_image(g, m)).collect();
        image.sort();
        assert_eq!(r.move_texts(), image, "{} by symmetry {g}", ARMIES[army]);
    }
}

#[test]
fn perft_two_from_the_start_is_399_after_odd_seats_and_400_after_even() {
    // White's d2d4 takes d4 from Red's pawn on b4 (its double step b4–d4); the
    // other 19 of White's moves leave Red its 20. Red and Blue, across a notch,
    // cannot touch in two plies: 400. The quarter turns carry this to every seat.
    for (army, letter) in ARMIES.iter().enumerate() {
        let r = start_with(Mode::Singles, army);
        assert_eq!(r.perft(1), 20);
        let expected = if army % 2 == 0 { 399 } else { 400 };
        assert_eq!(r.perft(2), expected, "{letter} first");
    }
    let mut r = Reference::start(Mode::Singles);
    r.play_text("d2d4").unwrap();
    assert_eq!(moves_from(&r, "b4"), ["b4c4"]);
}

#[test]
fn perft_from_the_start_is_the_same_for_seats_a_quarter_turn_apart() {
    let counts: Vec<u64> = (0..8)
        .map(|army| start_with(Mode::Singles, army).perft(3))
        .collect();
    for army in 2..8 {
        assert_eq!(counts[army], counts[army - 2], "{counts:?}");
    }
    assert_eq!(counts[0], start_with(Mode::Singles, 0).perft(3));
}

#[test]
fn legal_moves_map_under_every_symmetry_in_random_games() {
    for (i, mode) in MODES.into_iter().enumerate() {
        for r in random_positions(mode, 7 + i as u64, 400, 40) {
            let moves = r.move_texts();
            for g in 1..8 {
                let image = transformed(&r, g);
                let mut expected: Vec<String> = moves.iter().map(|m| move_image(g, m)).collect();
                expected.sort();
                assert_eq!(
                    image.move_texts(),
                    expected,
                    "{mode:?} symmetry {g}: {}",
                    r.fen()
                );
            }
        }
    }
}

#[test]
fn perft_is_the_same_a_quarter_turn_round_in_random_games() {
    for (i, mode) in MODES.into_iter().enumerate() {
        let positions = random_positions(mode, 31 + i as u64, 300, 100);
        assert!(!positions.is_empty());
        for r in positions {
            for g in [1, 2, 3] {
                assert_eq!(
                    transformed(&r, g).perft(2),
                    r.perft(2),
                    "{mode:?} {g}: {}",
                    r.fen()
                );
            }
        }
    }
}

#[test]
fn lines_stop_at_holes_and_knights_jump_them() {
    let r = position(&format!("{KINGS} wRk2 wNk3"), 'w', Mode::Singles);
    // The rook's rank ends at the notch (l2) and at the corner (c2); n2 beyond the
    // notch is out of its reach.
    assert_eq!(
        moves_from(&r, "k2"),
        words("k2d2 k2e2 k2f2 k2g2 k2h2 k2i2 k2j2 k2k1")
    );
    // The knight lands across the notch on m4; l1 and m2 are holes.
    assert_eq!(moves_from(&r, "k3"), words("k3i2 k3i4 k3j1 k3j5 k3l5 k3m4"));
}

#[test]
fn pawns_step_double_step_and_promote_on_the_first_line_past_the_middle() {
    let r = position(
        &format!("{KINGS} wPd12 wPe2 rPl5 yPe13 oPm20 bNe13"),
        'w',
        Mode::Singles,
    );
    assert_eq!(moves_from(&r, "e2"), ["e2e3", "e2e4"]);
    assert_eq!(
        moves_from(&r, "d12"),
        words("d12d13b d12d13n d12d13q d12d13r d12e13b d12e13n d12e13q d12e13r")
    );
    let r = position(&format!("{KINGS} rPl5 yPe14 oPm20"), 'r', Mode::Singles);
    assert_eq!(moves_from(&r, "l5"), words("l5m5b l5m5n l5m5q l5m5r"));
    let mut r = r;
    r.play_text("l5m5q").unwrap();
    assert_eq!(
        r.at(square("m5")),
        Some(Piece {
            army: 1,
            kind: 'Q',
            promoted: true
        })
    );
    assert!(r.fen().contains("rQ~"));
    let r = position(&format!("{KINGS} yPe13 oPm20"), 'y', Mode::Singles);
    assert_eq!(
        moves_from(&r, "e13"),
        words("e13e12b e13e12n e13e12q e13e12r")
    );
    let r = position(&format!("{KINGS} oPm20"), 'o', Mode::Singles);
    assert_eq!(
        moves_from(&r, "m20"),
        words("m20l20b m20l20n m20l20q m20l20r")
    );
}

#[test]
fn castling_is_the_kings_two_square_move_toward_either_rook() {
    assert_eq!(&castling_names()[..4], ["h1j1", "h1f1", "a8a10", "a8a6"]);
    let home = format!("{KINGS} wRd1 wRk1 rRa4 rRa11");
    for army in ['w', 'r'] {
        let r = position(&home, army, Mode::Singles);
        let all = castling_names().join(",");
        let r = Reference::from_fen(
            &r.fen().replace(" - 00000000", &format!(" {all} 00000000")),
            Mode::Singles,
        )
        .unwrap();
        let king = if army == 'w' { "h1" } else { "a8" };
        let (short, long) = if army == 'w' {
            ("h1j1", "h1f1")
        } else {
            ("a8a10", "a8a6")
        };
        let moves = moves_from(&r, king);
        assert!(
            moves.contains(&short.to_string()) && moves.contains(&long.to_string()),
            "{moves:?}"
        );
        let mut castled = r.clone();
        castled.play_text(long).unwrap();
        let rook = if army == 'w' { "g1" } else { "a7" };
        assert_eq!(castled.at(square(rook)).map(|p| p.kind), Some('R'));
    }
    // Black's knight on j3 covers i1, the square the king crosses: no short
    // castling for White; the long one stays.
    let all = castling_names().join(",");
    let with = |extra: &str, mode: Mode| {
        let r = position(&format!("{KINGS} wRd1 wRk1 {extra}"), 'w', mode);
        Reference::from_fen(
            &r.fen().replace(" - 00000000", &format!(" {all} 00000000")),
            mode,
        )
        .unwrap()
    };
    let r = with("kNj3", Mode::Singles);
    assert!(!moves_from(&r, "h1").contains(&"h1j1".to_string()));
    assert!(moves_from(&r, "h1").contains(&"h1f1".to_string()));
    // A partner's knight there is no attack (Pairs: White + Purple).
    let r = with("pNj3", Mode::Pairs);
    assert!(moves_from(&r, "h1").contains(&"h1j1".to_string()));
}

#[test]
fn partners_never_capture_or_check_each_other() {
    let pieces = "wKh1 wRd10 pRh10 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1";
    // Singles: Purple's rook checks White and may be taken.
    let r = position(pieces, 'w', Mode::Singles);
    assert!(r.in_check(0));
    assert!(r.move_texts().contains(&"d10h10".to_string()));
    for mode in [Mode::Pairs, Mode::Teams] {
        let r = position(pieces, 'w', mode);
        assert!(!r.in_check(0), "{mode:?}");
        let rook = moves_from(&r, "d10");
        assert!(rook.contains(&"d10g10".to_string()) && !rook.contains(&"d10h10".to_string()));
        let purple = position(pieces, 'p', mode);
        assert!(
            !moves_from(&purple, "h10")
                .iter()
                .any(|m| m == "h10h1" || m == "h10d10")
        );
    }
}

#[test]
fn a_king_left_capturable_is_taken_by_an_enemy_moving_before_its_owner() {
    // White's knight stands between Red's rook and Yellow's king; when it goes,
    // Red (before Yellow) takes the king: Yellow is out, Red scores 20.
    let pieces = "wKh1 rKa8 bKa17 yKj10 pKq24 oKx17 gKx8 kKq1 rRe10 wNg10 yRk20";
    let mut r = position(pieces, 'w', Mode::Singles);
    r.play_text("g10h12").unwrap();
    assert!(r.settle());
    assert!(r.move_texts().contains(&"e10j10".to_string()));
    r.play_text("e10j10").unwrap();
    assert_eq!(r.states[3], 'X');
    assert_eq!((r.points[1], r.kings_taken[1], r.order[3]), (20, 1, 1));
    // Yellow's rook is grey now: it stays, never moves, and is worth nothing.
    assert_eq!(r.at(square("k20")).map(|p| p.army), Some(3));
    assert!(r.king_of(3).is_none());
    assert!(r.fen().contains(" LLLXLLLL "), "{}", r.fen());
    assert!(r.fen().ends_with(" 00010000"), "{}", r.fen());
}

#[test]
fn grey_pieces_block_lines_never_attack_and_are_taken_for_nothing() {
    let mut r = position(
        "wKh1 wRd10 rRh10 bRh20 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1",
        'w',
        Mode::Singles,
    );
    assert!(r.in_check(0));
    r.resign(1);
    assert!(
        !r.in_check(0),
        "the grey rook attacks nothing and hides h1 from Blue's"
    );
    r.play_text("d10h10").unwrap();
    assert_eq!(r.points[0], 0);
    assert_eq!(r.halfmove, 0);
}

#[test]
fn a_mate_in_singles_scores_20_for_the_first_enemy_after_the_mated_who_attacks() {
    // Green (seat 7) on x8 mated by White's queen on v8 and Black's rook on x4:
    // Black (seat 8) comes first after Green.
    let kings = "wKh1 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1";
    let mut r = position(&format!("{kings} wQv8 kRx4"), 'g', Mode::Singles);
    assert!(r.settle());
    assert_eq!(r.to_move, seat('k'));
    assert_eq!(r.states[6], 'X');
    assert_eq!(r.points, [0, 0, 0, 0, 0, 0, 0, 20]);
    assert!(r.king_of(6).is_none());
    // With only White attacking, White scores.
    let mut r = position(&format!("{kings} wQv8 wRx4"), 'g', Mode::Singles);
    r.settle();
    assert_eq!(r.points[0], 20);
    // In Pairs the mated army goes out for no points.
    let mut r = position(&format!("{kings} wQv8 kRx4"), 'g', Mode::Pairs);
    r.settle();
    assert_eq!((r.states[6], r.points), ('X', [0; 8]));
}

#[test]
fn a_stalemate_is_20_points_and_out_in_singles_and_a_pass_in_pairs_and_teams() {
    // Green's king on x8 has no move and no check: Red's queen on v7 and knight on u8.
    let pieces = format!("{KINGS} rQv7 rNu8");
    let mut r = position(&pieces, 'g', Mode::Singles);
    assert!(!r.in_check(6));
    assert!(r.settle());
    assert_eq!((r.states[6], r.points[6], r.to_move), ('X', 20, seat('k')));
    for mode in [Mode::Pairs, Mode::Teams] {
        let mut r = position(&pieces, 'g', mode);
        assert!(r.settle());
        assert_eq!((r.states[6], r.to_move), ('L', seat('k')), "{mode:?}");
        assert_eq!(r.ply, 0, "a pass is no ply");
    }
    // Perft: the automatic elimination is no ply; Black's moves are counted.
    let r = position(&pieces, 'g', Mode::Singles);
    let black = position(&pieces, 'k', Mode::Singles);
    assert_eq!(r.perft(1), black.perft(1));
}

#[test]
fn singles_ends_with_one_player_left_ranked_by_points_ties_to_the_later_out() {
    let mut r = position("wKh1 wQd10 rKa8 bKa17", 'w', Mode::Singles);
    for army in 3..8 {
        r.resign(army);
    }
    r.points = [25, 5, 25, 0, 0, 0, 0, 0];
    assert!(r.settle());
    r.resign(1);
    r.resign(2);
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::Won));
    // White (live, 25) before Blue (25, out last), then Red (5), then the rest,
    // later out first.
    assert_eq!(r.standings(), [0, 2, 1, 7, 6, 5, 4, 3]);
}

#[test]
fn pairs_and_teams_end_when_one_side_is_left() {
    let mut r = Reference::start(Mode::Pairs);
    for army in [1, 2, 3, 5, 6, 7] {
        r.resign(army);
    }
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::Won));
    let mut r = Reference::start(Mode::Teams);
    for army in [1, 3, 5] {
        r.resign(army);
    }
    assert!(r.settle());
    r.resign(7);
    assert!(!r.settle());
}

#[test]
fn bare_kings_the_clock_and_threefold_repetition_draw() {
    let mut r = position(KINGS, 'w', Mode::Singles);
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::BareKings));
    assert_eq!(r.points, [10; 8]);
    let mut r = position(KINGS, 'w', Mode::Teams);
    r.settle();
    assert_eq!((r.end, r.points), (Some(End::BareKings), [0; 8]));
    // 25 rounds of the live players: 200 plies with eight, 75 with three.
    let clocked = |halfmove: u32, out: &[usize]| {
        let mut r = position(&format!("{KINGS} wNe1"), 'w', Mode::Singles);
        for &a in out {
            r.resign(a);
        }
        let fen = r.fen().replacen(" 0 0 - ", &format!(" {halfmove} 0 - "), 1);
        Reference::from_fen(&fen, Mode::Singles).unwrap()
    };
    assert!(clocked(199, &[]).settle());
    assert!(!clocked(200, &[]).settle());
    assert!(clocked(74, &[1, 2, 3, 4, 5]).settle());
    assert!(!clocked(75, &[1, 2, 3, 4, 5]).settle());
    // Every army's knight out and back twice: the start a third time.
    let out = "e1d3 a10c9 a20c19 j24i22 t24s22 x15v16 x5v6 o1n3";
    let back = "d3e1 c9a10 c19a20 i22j24 s22t24 v16x15 v6x5 n3o1";
    let mut r = Reference::start(Mode::Singles);
    for mv in format!("{out} {back} {out} {back}").split(' ') {
        assert!(r.settle(), "ended before {mv}");
        r.play_text(mv).unwrap();
    }
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::Repetition));
    assert_eq!(r.points, [10; 8]);
}

#[test]
fn the_fen_round_trips_every_field() {
    let start = Reference::start(Mode::Singles);
    let fen = start.fen();
    assert!(fen.ends_with(&format!(
        " w LLLLLLLL 0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,0 0 0 - {} 00000000",
        castling_names().join(",")
    )));
    assert!(
        fen.starts_with("***yRyNyByQyKyByNyR**pRpNpBpKpQpBpNpR***/"),
        "{fen}"
    );
    assert_eq!(Reference::from_fen(&fen, Mode::Singles).unwrap().fen(), fen);
    let mut r = position(
        "wKh1 rKa8 bKa17 yKj10 pKq24 oKx17 gKx8 kKq1 rRe10 wNg10 yRk20 wQ~d13",
        'w',
        Mode::Singles,
    );
    r.play_text("g10h12").unwrap();
    r.play_text("e10j10").unwrap();
    let fen = r.fen();
    let back = Reference::from_fen(&fen, Mode::Singles).unwrap();
    assert_eq!(back.fen(), fen);
    assert_eq!(back.move_texts(), r.move_texts());
    assert!(fen.contains("wQ~"));
}

#[test]
fn bad_fens_are_errors_that_name_the_field() {
    let start = Reference::start(Mode::Singles).fen();
    let fields: Vec<&str> = start.split(' ').collect();
    let with = |i: usize, text: &str| {
        let mut f = fields.clone();
        f[i] = text;
        f.join(" ")
    };
    let board = fields[0];
    let cases = [
        (with(0, "24/24"), "board"),
        (with(0, &board.replacen("***", "3", 1)), "board"),
        (with(0, &board.replacen("yR", "zR", 1)), "board"),
        (with(1, "z"), "to move"),
        (with(2, "LLLL"), "armies"),
        (with(3, "0,0,0"), "points"),
        (with(8, "h1h3"), "castling"),
        (with(9, "0000000"), "order"),
        (with(9, "00000001"), "order"),
        ("w".to_string(), "fields"),
    ];
    for (fen, field) in cases {
        let error = Reference::from_fen(&fen, Mode::Singles).expect_err(&fen);
        assert!(error.contains(field), "{error:?} should name {field}");
    }
}

#[test]
fn perft_under_singles_counts_moves_and_a_player_without_one_goes_out_unseen() {
    let r = Reference::start(Mode::Singles);
    assert_eq!(r.perft(0), 1);
    assert_eq!(r.perft(1), 20);
    // Green has only its king, boxed in: out without a ply, Black moves instead.
    let boxed = format!("{KINGS} rQv7 rNu8 kPn2");
    let green = position(&boxed, 'g', Mode::Singles);
    let black = position(&boxed, 'k', Mode::Singles);
    // Black: the king to r1, p2 or r2 (q2 and p1 lie on the queen's diagonal), the
    // pawn one or two steps.
    assert_eq!(black.perft(1), 5);
    assert_eq!(green.perft(1), 5);
}

#[test]
fn a_round_in_which_every_live_player_passes_is_a_draw_in_pairs_and_teams() {
    // White boxed in by its own frozen pawns under the notch a12–c13, Red by its
    // own under l22–m24; neither is in check, the other armies are out.
    let boxed = |mode: Mode| {
        let mut r = position("wKa11 wPa10 wPb10 wPb11 rKk24 rPk23 rPj24 rPj23", 'w', mode);
        for army in 2..8 {
            r.resign(army);
        }
        r
    };
    for mode in [Mode::Pairs, Mode::Teams] {
        let mut r = boxed(mode);
        assert!(!r.settle(), "{mode:?}");
        assert_eq!(r.end, Some(End::NoMoves), "{mode:?}");
    }
    // In Singles White's stalemate puts it out with 20, and Red is left.
    let mut r = boxed(Mode::Singles);
    assert!(!r.settle());
    assert_eq!((r.end, r.states[0], r.points[0]), (Some(End::Won), 'X', 20));
}
