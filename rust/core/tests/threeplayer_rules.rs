//! Three-player chess (docs/rules/threeplayer.md)
//! on the reference implementation in `threeplayer_support/reference.rs`: the board's
//! cells and lines, checked against two external engines' tables; the setup; every
//! rule with a position where it decides something; the FEN. The engine joins these
//! tests when it plays the game.

mod move_lists;
mod threeplayer_support;

use std::collections::BTreeSet;

use move_lists::words;
use threeplayer_support::reference::{
    Cell, End, Piece, Plays, Reference, START, castling_names, knight_targets, neighbours,
};
use threeplayer_support::{KINGS, fen, play, position};

fn cell(name: &str) -> Cell {
    Cell::parse(name).unwrap_or_else(|| panic!("{name} is no cell"))
}

fn names(cells: impl IntoIterator<Item = Cell>) -> Vec<String> {
    let mut out: Vec<String> = cells.into_iter().map(Cell::name).collect();
    out.sort();
    out
}

/// The moves of the piece on `from`, sorted.
fn moves_from(r: &Reference, from: &str) -> Vec<String> {
    move_lists::starting_on(r.move_texts(), from)
}

#[test]
fn the_board_has_96_cells_named_as_the_rules_name_them() {
    let all: Vec<Cell> = Cell::all().collect();
    assert_eq!(all.len(), 96);
    let unique: BTreeSet<String> = all.iter().map(|c| c.name()).collect();
    assert_eq!(unique.len(), 96);
    for c in &all {
        assert_eq!(Cell::parse(&c.name()), Some(*c));
    }
    // Files a–d run 1→8, e–h run 1→4 then 9→12, i–l run 5→8 then 9→12.
    let ranks = |file: char| -> Vec<u32> {
        let mut r: Vec<u32> = unique
            .iter()
            .filter(|n| n.starts_with(file))
            .map(|n| n[1..].parse().unwrap())
            .collect();
        r.sort();
        r
    };
    assert_eq!(ranks('a'), (1..=8).collect::<Vec<_>>());
    assert_eq!(ranks('e'), [1, 2, 3, 4, 9, 10, 11, 12]);
    assert_eq!(ranks('i'), (5..=12).collect::<Vec<_>>());
    // Black's local files a–h are l k j i d c b a on ranks 8 down to 5.
    assert_eq!(Cell::new(1, 0, 0).name(), "l8");
    assert_eq!(Cell::new(1, 4, 3).name(), "d5");
    assert_eq!(Cell::new(2, 3, 0).name(), "e12");
    assert_eq!(Cell::new(2, 4, 3).name(), "i9");
    for bad in [
        "", "a", "a0", "e5", "d9", "i4", "m1", "a13", "a01", "A1", "a+1",
    ] {
        assert_eq!(Cell::parse(bad), None, "{bad}");
    }
}

#[test]
fn the_seams_join_the_cells_the_rules_list() {
    // a4–a5 … d4–d5, e4–e9 … h4–h9, i5–i9 … l5–l9, each both ways.
    let pairs = [
        ("a4", "a5"),
        ("b4", "b5"),
        ("c4", "c5"),
        ("d4", "d5"),
        ("e4", "e9"),
        ("f4", "f9"),
        ("g4", "g9"),
        ("h4", "h9"),
        ("i5", "i9"),
        ("j5", "j9"),
        ("k5", "k9"),
        ("l5", "l9"),
    ];
    for (a, b) in pairs {
        for (x, y) in [(a, b), (b, a)] {
            let ahead: Vec<String> = threeplayer_support::reference::step(cell(x), (0, 1))
                .into_iter()
                .map(|(c, _)| c.name())
                .collect();
            assert_eq!(ahead, [y], "{x} toward the centre");
        }
    }
    // Ranks never leave a half.
    assert!(threeplayer_support::reference::step(cell("d4"), (1, 0))[0].0 == cell("e4"));
    assert!(threeplayer_support::reference::step(cell("h4"), (1, 0)).is_empty());
}

#[test]
fn the_rosette_has_six_cells_and_opposite_ones_do_not_touch() {
    let rosette = ["d4", "e4", "e9", "i9", "i5", "d5"];
    for (i, a) in rosette.iter().enumerate() {
        let around = neighbours(cell(a));
        for (j, b) in rosette.iter().enumerate() {
            let apart = (i + 6 - j) % 6;
            assert_eq!(
                around.contains(&cell(b)),
                apart != 0 && apart != 3,
                "{a} {b}"
            );
        }
    }
    // From d4 the king reaches both fork cells: nine neighbours.
    assert_eq!(
        names(neighbours(cell("d4"))),
        words("c3 c4 c5 d3 d5 e3 e4 e9 i5")
    );
}

#[test]
fn knights_near_the_centre_get_nine_or_ten_targets() {
    for half in 0..3 {
        for c in Cell::all().filter(|c| c.half == half) {
            let local = (c.file, c.rank);
            let expected = match local {
                (3, 3) | (4, 3) => 10,
                (2, 3) | (5, 3) | (3, 2) | (4, 2) => 9,
                _ => continue,
            };
            assert_eq!(knight_targets(c).len(), expected, "{}", c.name());
        }
    }
    let special = [(3, 3), (4, 3), (2, 3), (5, 3), (3, 2), (4, 2)];
    let most = Cell::all()
        .filter(|c| !special.contains(&(c.file, c.rank)))
        .map(|c| knight_targets(c).len())
        .max();
    assert_eq!(most, Some(8));
    assert_eq!(
        names(knight_targets(cell("c4"))),
        words("a3 a5 b2 b6 d2 d6 e3 e9 i5")
    );
}

/// The empty-board reach of every piece from every cell, as both external engines
/// give it (oracle/threeplayer_reach.txt says how it was made).
#[test]
fn every_cell_reaches_what_both_external_engines_reach() {
    let data = include_str!("oracle/threeplayer_reach.txt");
    let empty = position("", 'w', "-", "-,-,-");
    let mut lines = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (head, targets) = line.split_once(": ").unwrap();
        let (piece, from) = head.split_once(' ').unwrap();
        let kind = piece.chars().next().unwrap();
        let army = match piece.chars().nth(1) {
            Some(a) => "wbr".find(a).unwrap(),
            None => 0,
        };
        let expected = if targets == "-" {
            Vec::new()
        } else {
            words(targets)
        };
        let got = names(empty.attacks(cell(from), Piece { army, kind }));
        assert_eq!(got, expected, "{line}");
        lines += 1;
    }
    assert_eq!(lines, 96 * 4 + 96 * 3);
}

#[test]
fn the_setup_is_the_rules_list() {
    let r = Reference::start();
    let expected = "wRa1 wNb1 wBc1 wQd1 wKe1 wBf1 wNg1 wRh1 wPa2 wPb2 wPc2 wPd2 wPe2 wPf2 wPg2 wPh2 \
        bRa8 bNb8 bBc8 bKd8 bQi8 bBj8 bNk8 bRl8 bPa7 bPb7 bPc7 bPd7 bPi7 bPj7 bPk7 bPl7 \
        rRh12 rNg12 rBf12 rQe12 rKi12 rBj12 rNk12 rRl12 rPe11 rPf11 rPg11 rPh11 rPi11 rPj11 rPk11 rPl11";
    let mut got = Vec::new();
    for c in Cell::all() {
        if let Some(p) = r.at(c) {
            got.push(format!("{}{}{}", ['w', 'b', 'r'][p.army], p.kind, c.name()));
        }
    }
    got.sort();
    assert_eq!(got, words(expected));
    // Every army: R N B Q K B N R on its local rank 1 from its own left.
    for army in 0..3 {
        let back: String = (0..8)
            .map(|f| r.at(Cell::new(army, f, 0)).unwrap().kind)
            .collect();
        assert_eq!(back, "RNBQKBNR");
    }
    assert_eq!(r.move_texts().len(), 20);
    assert_eq!(
        castling_names(),
        ["e1g1", "e1c1", "d8b8", "d8j8", "i12k12", "i12f12"]
    );
}

#[test]
fn the_shortest_mate_is_won_by_black() {
    let mut r = Reference::start();
    play(&mut r, "d2d3 i7i5 g11g10 e1d2 j8b4 f12h10");
    assert!(!r.settle());
    assert_eq!(
        r.end,
        Some(End::Mate {
            winner: 1,
            mated: 0
        })
    );
    // Winner 3, the third player 1, the mated 0.
    assert_eq!(r.points, [0, 3, 1]);
    assert_eq!(r.states, ['X', 'L', 'L']);
    assert!(r.legal_moves().is_empty());
    assert_eq!(r.perft(1), 0);
    // One ply earlier Red had a choice, and the mate was one of them.
    let mut before = Reference::start();
    play(&mut before, "d2d3 i7i5 g11g10 e1d2 j8b4");
    assert!(before.move_texts().contains(&"f12h10".to_string()));
}

#[test]
fn a_mate_is_won_by_the_next_player_if_he_attacks_the_king_else_by_the_previous() {
    // White to move (next Black, previous Red), boxed in on a1.
    let others = "bKd8 rKi12 bPl7 rPl11";
    let mated = |pieces: &str, winner: usize, points: [u32; 3]| {
        let mut r = position(&format!("{others} {pieces}"), 'w', "-", "-,-,-");
        assert!(!r.settle(), "{pieces}");
        assert_eq!(r.end, Some(End::Mate { winner, mated: 0 }), "{pieces}");
        assert_eq!(r.points, points, "{pieces}");
    };
    // Red's queen alone checks (its rook guards it): Red wins.
    mated("wKa1 rQb2 rRb6", 2, [0, 1, 3]);
    // Black's rook checks, Red's queen takes the flight cells: Black wins.
    mated("wKa1 bRa6 rQc2", 1, [0, 3, 1]);
}

#[test]
fn a_king_exposed_by_the_previous_move_is_taken_by_the_player_to_move() {
    // Red's knight on d6 stands between White's rook and Black's king; when it goes,
    // White (to move next) attacks Black's king and takes it.
    let mut r = position(
        "wKe1 wRd1 wPa2 bKd8 bPa7 rKi12 rNd6 rPl11",
        'r',
        "-",
        "-,-,-",
    );
    assert!(r.settle());
    let away = moves_from(&r, "d6");
    assert!(!away.is_empty());
    r.play_text(&away[0]).unwrap();
    assert!(!r.settle());
    assert_eq!(
        r.end,
        Some(End::KingTaken {
            winner: 0,
            loser: 1
        })
    );
    assert_eq!(r.points, [3, 0, 1]);
    assert_eq!(r.kings_taken, [1, 0, 0]);
    // A finished game has no moves.
    assert!(r.legal_moves().is_empty());
}

#[test]
fn no_move_and_no_check_is_a_draw() {
    let mut r = position("wKa1 rQb3 bKd8 rKi12", 'w', "-", "-,-,-");
    assert!(!r.in_check(0));
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::Stalemate));
    assert_eq!(r.points, [1, 1, 1]);
}

#[test]
fn a_move_may_not_leave_the_king_attacked_by_either_opponent() {
    // White's knight on e2 is pinned by Red's rook down the e-file (e9, e4, e3 …),
    // White's bishop on d2 by Black's bishop from b4 (b4 c3 d2 e1).
    let r = position("wKe1 wNe2 wBd2 bKd8 bBb4 rKi12 rRe10", 'w', "-", "-,-,-");
    assert!(moves_from(&r, "e2").is_empty());
    assert_eq!(moves_from(&r, "d2"), ["d2b4", "d2c3"]);
}

#[test]
fn sliders_take_either_branch_of_the_centre() {
    let r = position(&format!("{KINGS} wBa1"), 'w', "-", "-,-,-");
    assert_eq!(
        moves_from(&r, "a1"),
        words("a1b2 a1c3 a1d4 a1e9 a1f10 a1g11 a1h12 a1i5 a1j6 a1k7 a1l8")
    );
    // A piece on one branch stops that branch only.
    let r = position(&format!("{KINGS} wBa1 bNi5"), 'w', "-", "-,-,-");
    assert_eq!(
        moves_from(&r, "a1"),
        words("a1b2 a1c3 a1d4 a1e9 a1f10 a1g11 a1h12 a1i5")
    );
}

#[test]
fn pawns_cross_the_seam_keep_their_file_and_take_on_both_branches() {
    let r = position(&format!("{KINGS} wPd4 wPe4"), 'w', "-", "-,-,-");
    assert_eq!(moves_from(&r, "d4"), ["d4d5"]);
    assert_eq!(moves_from(&r, "e4"), ["e4e9"]);
    let r = position(&format!("{KINGS} wPd5 wPe9"), 'w', "-", "-,-,-");
    assert_eq!(moves_from(&r, "d5"), ["d5d6"]);
    assert_eq!(moves_from(&r, "e9"), ["e9e10"]);
    // From its own d4 a pawn takes forward left (c5) and on both branches (i5, e9).
    let r = position(
        &format!("{KINGS} wPd4 bNc5 bNi5 rNe9 rNd5"),
        'w',
        "-",
        "-,-,-",
    );
    assert_eq!(moves_from(&r, "d4"), ["d4c5", "d4e9", "d4i5"]);
    // Black's pawns take White's and Red's pieces alike across their own centre.
    let r = position(&format!("{KINGS} bPi5 wNd4 rNe9"), 'b', "-", "-,-,-");
    assert_eq!(moves_from(&r, "i5"), ["i5d4", "i5e9", "i5i9"]);
}

#[test]
fn pawns_promote_on_either_opponents_back_rank_to_four_pieces() {
    let r = position(&format!("{KINGS} wPb7 wPh11 bNa8 rNg12"), 'w', "-", "-,-,-");
    assert!(r.clone().settle());
    assert_eq!(
        moves_from(&r, "b7"),
        words("b7a8b b7a8n b7a8q b7a8r b7b8b b7b8n b7b8q b7b8r")
    );
    assert_eq!(
        moves_from(&r, "h11"),
        words("h11g12b h11g12n h11g12q h11g12r h11h12b h11h12n h11h12q h11h12r")
    );
    let mut r = r;
    r.play_text("b7b8n").unwrap();
    assert_eq!(r.at(cell("b8")), Some(Piece { army: 0, kind: 'N' }));
    assert_eq!(r.halfmove, 0);
}

#[test]
fn en_passant_by_either_opponent_until_the_owner_moves_again() {
    let pieces = format!("{KINGS} wPd2 wNg1 bPc4 bPl7 bNk8 rPe4 rPl11 rNk12");
    let start = position(&pieces, 'w', "-", "-,-,-");
    let mut r = start.clone();
    r.play_text("d2d4").unwrap();
    assert_eq!(r.en_passant[0], Some(cell("d3")));
    assert!(r.fen().ends_with(" - d3,-,-"), "{}", r.fen());
    assert_eq!(Reference::from_fen(&r.fen()).unwrap().fen(), r.fen());
    // Black may take…
    assert!(moves_from(&r, "c4").contains(&"c4d3".to_string()));
    let mut taken = r.clone();
    taken.play_text("c4d3").unwrap();
    assert_eq!(taken.at(cell("d4")), None);
    assert_eq!(taken.en_passant, [None; 3]);
    // …or leave it to Red…
    r.play_text("l7l6").unwrap();
    assert!(moves_from(&r, "e4").contains(&"e4d3".to_string()));
    let mut by_red = r.clone();
    by_red.play_text("e4d3").unwrap();
    assert_eq!(by_red.at(cell("d4")), None);
    // …until White moves again.
    r.play_text("l11l10").unwrap();
    r.play_text("g1f3").unwrap();
    assert_eq!(r.en_passant, [None; 3]);
    assert!(!moves_from(&r, "c4").contains(&"c4d3".to_string()));
    // A piece on the skipped cell is taken as itself, the pawn beyond stays.
    let mut r = position(
        &format!("{KINGS} wPd4 bNd3 bPl7 rPe4 rPl11"),
        'r',
        "-",
        "d3,-,-",
    );
    r.play_text("e4d3").unwrap();
    assert_eq!(r.at(cell("d4")), Some(Piece { army: 0, kind: 'P' }));
    assert_eq!(r.at(cell("d3")), Some(Piece { army: 2, kind: 'P' }));
}

#[test]
fn castling_needs_the_kings_cells_unattacked_by_either_opponent() {
    let home = "wKe1 wRa1 wRh1 bKd8 bPl7 rKi12 rPl11";
    let r = position(home, 'w', "e1g1,e1c1", "-,-,-");
    assert_eq!(
        moves_from(&r, "e1"),
        words("e1c1 e1d1 e1d2 e1e2 e1f1 e1f2 e1g1")
    );
    let mut castled = r.clone();
    castled.play_text("e1g1").unwrap();
    assert_eq!(castled.at(cell("f1")), Some(Piece { army: 0, kind: 'R' }));
    assert_eq!(castled.at(cell("h1")), None);
    assert!(castled.castling.is_empty());
    // Black's knight on h3 covers g1: no short castling.
    let r = position(&format!("{home} bNh3"), 'w', "e1g1,e1c1", "-,-,-");
    assert!(!moves_from(&r, "e1").contains(&"e1g1".to_string()));
    assert!(moves_from(&r, "e1").contains(&"e1c1".to_string()));
    // Red's rook down the c-file covers c1: no long castling; b1 may be attacked.
    let r = position(&format!("{home} rRc6"), 'w', "e1g1,e1c1", "-,-,-");
    assert!(!moves_from(&r, "e1").contains(&"e1c1".to_string()));
    let r = position(&format!("{home} rRb6"), 'w', "e1g1,e1c1", "-,-,-");
    assert!(moves_from(&r, "e1").contains(&"e1c1".to_string()));
    // Black castles on its own rank: d8b8 and d8j8, the rook to c8 and i8.
    let r = position(
        "wKe1 wPa2 bKd8 bRa8 bRl8 rKi12 rPl11",
        'b',
        "d8b8,d8j8",
        "-,-,-",
    );
    let mut short = r.clone();
    short.play_text("d8b8").unwrap();
    assert_eq!(short.at(cell("c8")), Some(Piece { army: 1, kind: 'R' }));
    let mut long = r.clone();
    long.play_text("d8j8").unwrap();
    assert_eq!(long.at(cell("i8")), Some(Piece { army: 1, kind: 'R' }));
}

#[test]
fn threefold_repetition_draws() {
    let mut r = Reference::start();
    let shuffle = "b1c3 b8c6 g12f10 c3b1 c6b8 f10g12";
    play(&mut r, shuffle);
    play(&mut r, "b1c3 b8c6 g12f10 c3b1 c6b8");
    assert!(r.settle(), "two repetitions are not yet a draw");
    r.play_text("f10g12").unwrap();
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::Repetition));
    assert_eq!(r.points, [1, 1, 1]);
}

#[test]
fn a_hundred_and_fifty_plies_without_capture_or_pawn_move_draw() {
    let at = |halfmove: u32, to_move: char| {
        let quiet = fen(&format!("{KINGS} wNb1 bPa7 rPl11"), to_move, "-", "-,-,-");
        Reference::from_fen(&quiet.replace(" 0 0 - ", &format!(" {halfmove} 0 - "))).unwrap()
    };
    let mut r = at(149, 'w');
    assert!(r.settle());
    r.play_text("b1c3").unwrap();
    assert_eq!(r.halfmove, 150);
    assert!(!r.settle());
    assert_eq!(r.end, Some(End::Plies));
    // A pawn move on the 150th ply starts the count again.
    let mut r = at(149, 'b');
    r.play_text("a7a6").unwrap();
    assert_eq!(r.halfmove, 0);
    assert!(r.settle());
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
        let mut r = position(&format!("{KINGS} {extra}"), 'w', "-", "-,-,-");
        assert_eq!(!r.settle(), drawn, "{extra:?}");
        if drawn {
            assert_eq!(r.end, Some(End::Material));
        }
    }
}

#[test]
fn resigning_scores_0_for_the_resigner_and_1_for_each_other() {
    let mut r = Reference::start();
    r.resign(2);
    assert_eq!(r.points, [1, 1, 0]);
    assert!(r.legal_moves().is_empty());
    assert!(r.fen().contains(" LLR 1,1,0 "));
}

#[test]
fn the_fen_round_trips_every_field() {
    assert_eq!(Reference::start().fen(), START);
    let mut r = Reference::start();
    play(&mut r, "e2e4 i7i5 f11f9 e1e2");
    let fen = r.fen();
    assert!(
        fen.ends_with(" LLL 0,0,0 0,0,0 1 4 - d8b8,d8j8,i12k12,i12f12 -,i6,f10"),
        "{fen}"
    );
    let back = Reference::from_fen(&fen).unwrap();
    assert_eq!(back.fen(), fen);
    assert_eq!(back.move_texts(), r.move_texts());
    // A finished game keeps its states and scores.
    let mut mated = Reference::start();
    play(&mut mated, "d2d3 i7i5 g11g10 e1d2 j8b4 f12h10");
    mated.settle();
    let fen = mated.fen();
    assert!(fen.contains(" w XLL 0,3,1 0,0,0 3 6 - "), "{fen}");
    assert_eq!(Reference::from_fen(&fen).unwrap().fen(), fen);
    assert!(Reference::from_fen(&fen).unwrap().legal_moves().is_empty());
}

#[test]
fn bad_fens_are_errors_that_name_the_field() {
    let fields: Vec<&str> = START.split(' ').collect();
    let with = |i: usize, text: &str| {
        let mut f = fields.clone();
        f[i] = text;
        f.join(" ")
    };
    let cases = [
        (with(0, "8/8"), "board"),
        (
            with(
                0,
                &START.split(' ').next().unwrap().replacen("****", "4", 1),
            ),
            "board",
        ),
        (
            with(0, &START.split(' ').next().unwrap().replacen("rQ", "xQ", 1)),
            "board",
        ),
        (with(1, "g"), "to move"),
        (with(2, "LL"), "armies"),
        (with(3, "0,0"), "points"),
        (with(5, "x"), "halfmove"),
        (with(7, "7:1:2:-"), "dice"),
        (with(8, "e1e3"), "castling"),
        (with(9, "d3,-"), "en passant"),
        (with(9, "e4,-,-"), "en passant"),
        ("".to_string(), "fields"),
    ];
    for (fen, field) in cases {
        let error = Reference::from_fen(&fen).expect_err(&fen);
        assert!(error.contains(field), "{error:?} should name {field}");
    }
}
