//! The eight-player games of the core, one test per rule of
//! docs/rules/eightplayer.md (the tests of `eightplayer_rules.rs`, which
//! check the reference implementation, played by the engine), and their FEN
//! (docs/notation.md). Positions are built by the reference's FEN writer, and
//! wherever a test looks at moves the reference's moves must be the engine's.

mod eightplayer_support;
mod move_lists;

use eightplayer_support::reference::{Mode, Plays, Reference, castling_names};
use eightplayer_support::{KINGS, army_map, move_image, position};
use move_lists::{starting_on, words};
use raja_core::{Army, ArmyState, EndReason, Error, Game, GameResult, Kind, variant};

const MODES: [(Mode, &str); 3] = [
    (Mode::Singles, "eightplayer"),
    (Mode::Pairs, "eightplayer-pairs"),
    (Mode::Teams, "eightplayer-teams"),
];

fn id_of(mode: Mode) -> &'static str {
    MODES.iter().find(|(m, _)| *m == mode).unwrap().1
}

/// Army letters in seat order.
const ARMIES: &str = "wrbypogk";

fn seat(letter: char) -> Army {
    Army::new(ARMIES.find(letter).unwrap() as u8)
}

/// The army in seat `index` (0 White, 7 Black).
fn army(index: u8) -> Army {
    Army::new(index)
}

/// The engine's game at a FEN, its moves checked against the reference's.
fn game_at(text: &str, mode: Mode) -> Game {
    let game = Game::from_fen(id_of(mode), text).unwrap_or_else(|e| panic!("{text}: {e}"));
    let mut reference = Reference::from_fen(text, mode).unwrap();
    let theirs = reference.settled_moves().map(|moves| {
        let mut texts: Vec<String> = moves.iter().map(Reference::text).collect();
        texts.sort();
        texts
    });
    let ours = (!game.is_over()).then(|| {
        let mut texts = game.legal_move_strings();
        texts.sort();
        texts
    });
    assert_eq!(ours, theirs, "the reference's moves at {text}");
    game
}

/// The engine's game with these pieces (see `eightplayer_support::position`).
fn game(pieces: &str, to_move: char, mode: Mode) -> Game {
    game_at(&position(pieces, to_move, mode).fen(), mode)
}

/// The same with every castling allowed.
/// The game at `pieces` with every castling whose king and rook stand in
/// place (a right without them is no position).
fn castling_game(pieces: &str, to_move: char, mode: Mode) -> Game {
    let placed = position(pieces, to_move, mode).fen();
    let plain = Game::from_fen(id_of(mode), &placed).unwrap_or_else(|e| panic!("{placed}: {e}"));
    let variant = variant(id_of(mode)).unwrap();
    let holds = |square, army| {
        let cell = plain.position().cell(square);
        !cell.is_empty() && cell.army() == army
    };
    let names: Vec<String> = variant
        .castlings
        .iter()
        .filter(|c| holds(c.king, c.army) && holds(c.rook, c.army))
        .map(|c| {
            let name = |s| variant.geometry.name(s);
            format!("{}{}", name(c.king), name(c.king_to))
        })
        .collect();
    let rights = match names.is_empty() {
        true => "-".to_string(),
        false => names.join(","),
    };
    let text = placed.replacen(" - 00000000", &format!(" {rights} 00000000"), 1);
    game_at(&text, mode)
}

fn moves_from(game: &Game, from: &str) -> Vec<String> {
    starting_on(game.legal_move_strings(), from)
}

/// The start with another army to move.
fn start_with(mode: Mode, to_move: u8) -> Game {
    let text = Game::new(id_of(mode), 0).unwrap().fen().replacen(
        " w ",
        &format!(" {} ", &ARMIES[usize::from(to_move)..][..1]),
        1,
    );
    game_at(&text, mode)
}

fn points(game: &Game) -> Vec<u32> {
    Army::all(8).map(|a| game.position().points(a)).collect()
}

fn ranking(game: &Game) -> (EndReason, Vec<u32>, Vec<u8>) {
    let outcome = game.outcome().expect("the game is over");
    match &outcome.result {
        GameResult::Ranking { scores, places } => (outcome.reason, scores.clone(), places.clone()),
        other => panic!("{other:?}"),
    }
}

#[test]
fn the_board_has_516_squares_and_the_corners_and_notches_are_holes() {
    let variant = variant("eightplayer").unwrap();
    let geometry = &variant.geometry;
    assert_eq!(geometry.square_count(), 516);
    assert_eq!((geometry.width(), geometry.height()), (24, 24));
    for hole in [
        "a1", "c3", "x3", "a24", "v22", "l1", "m3", "l22", "m24", "a12", "c13", "x12",
    ] {
        assert!(geometry.parse_square(hole).is_none(), "{hole}");
    }
    for there in [
        "d1", "k1", "n1", "u1", "a4", "a11", "x21", "l4", "m21", "d12", "u13",
    ] {
        assert!(geometry.parse_square(there).is_some(), "{there}");
    }
    for id in ["eightplayer", "eightplayer-pairs", "eightplayer-teams"] {
        assert!(raja_core::game_ids().contains(&id), "{id}");
    }
}

#[test]
fn the_armies_stand_where_the_rules_put_them_and_white_moves_first() {
    for (mode, id) in MODES {
        let game = Game::new(id, 0).unwrap();
        assert_eq!(game.fen(), Reference::start(mode).fen(), "{id}");
        let pieces: usize = Army::all(8).map(|a| game.position().pieces(a).len()).sum();
        assert_eq!(pieces, 128);
        assert_eq!(game.position().to_move(), Army::FIRST);
    }
}

#[test]
fn every_army_starts_with_twenty_moves_the_image_of_whites() {
    let white = Game::new("eightplayer", 0).unwrap();
    let white_moves = white.legal_move_strings();
    assert_eq!(white_moves.len(), 20);
    for g in 0..8 {
        let army = army_map(g)[0] as u8;
        let game = start_with(Mode::Singles, army);
        let mut image: Vec<String> = white_moves.iter().map(|m| move_image(g, m)).collect();
        image.sort();
        let mut ours = game.legal_move_strings();
        ours.sort();
        assert_eq!(ours, image, "army {army} by symmetry {g}");
    }
}

#[test]
fn perft_two_from_the_start_is_399_after_odd_seats_and_400_after_even() {
    for army in 0..8 {
        let game = start_with(Mode::Singles, army);
        let expected = if army % 2 == 0 { 399 } else { 400 };
        assert_eq!(game.perft(1).unwrap(), 20);
        assert_eq!(game.perft(2).unwrap(), expected, "army {army} first");
    }
    let mut game = Game::new("eightplayer", 0).unwrap();
    game.play("d2d4").unwrap();
    assert_eq!(moves_from(&game, "b4"), ["b4c4"]);
}

#[test]
fn lines_stop_at_holes_and_knights_jump_them() {
    let g = game(&format!("{KINGS} wRk2 wNk3"), 'w', Mode::Singles);
    assert_eq!(
        moves_from(&g, "k2"),
        words("k2d2 k2e2 k2f2 k2g2 k2h2 k2i2 k2j2 k2k1")
    );
    assert_eq!(moves_from(&g, "k3"), words("k3i2 k3i4 k3j1 k3j5 k3l5 k3m4"));
}

#[test]
fn pawns_step_double_step_and_promote_on_the_first_line_past_the_middle() {
    let g = game(
        &format!("{KINGS} wPd12 wPe2 rPl5 yPe13 oPm20 bNe13"),
        'w',
        Mode::Singles,
    );
    assert_eq!(moves_from(&g, "e2"), ["e2e3", "e2e4"]);
    assert_eq!(
        moves_from(&g, "d12"),
        words("d12d13b d12d13n d12d13q d12d13r d12e13b d12e13n d12e13q d12e13r")
    );
    let mut g = game(&format!("{KINGS} rPl5 yPe14 oPm20"), 'r', Mode::Singles);
    assert_eq!(moves_from(&g, "l5"), words("l5m5b l5m5n l5m5q l5m5r"));
    g.play("l5m5q").unwrap();
    assert!(g.fen().contains("rQ~"), "{}", g.fen());
    let g = game(&format!("{KINGS} yPe13 oPm20"), 'y', Mode::Singles);
    assert_eq!(
        moves_from(&g, "e13"),
        words("e13e12b e13e12n e13e12q e13e12r")
    );
    let g = game(&format!("{KINGS} oPm20"), 'o', Mode::Singles);
    assert_eq!(
        moves_from(&g, "m20"),
        words("m20l20b m20l20n m20l20q m20l20r")
    );
    // No en passant: Red's pawn on d4 may not take White's e2e4 on e3.
    let mut g = game(&format!("{KINGS} wPe2 rPd4"), 'w', Mode::Singles);
    g.play("e2e4").unwrap();
    assert!(moves_from(&g, "d4").is_empty());
    let mut r = position(&format!("{KINGS} wPe2 rPd4"), 'w', Mode::Singles);
    r.play_text("e2e4").unwrap();
    assert!(r.move_texts().iter().all(|m| !m.starts_with("d4")));
}

#[test]
fn a_promoted_piece_is_worth_one_point() {
    let mut g = game(&format!("{KINGS} wQ~e10 rRe5"), 'r', Mode::Singles);
    g.play("e5e10").unwrap();
    assert_eq!(points(&g)[1], 1);
}

#[test]
fn castling_is_the_kings_two_square_move_toward_either_rook() {
    let home = format!("{KINGS} wRd1 wRk1 rRa4 rRa11");
    for (army, short, long, rook) in [('w', "h1j1", "h1f1", "g1"), ('r', "a8a10", "a8a6", "a7")] {
        let g = castling_game(&home, army, Mode::Singles);
        let king = &short[..2];
        let moves = moves_from(&g, king);
        assert!(moves.contains(&short.to_string()) && moves.contains(&long.to_string()));
        let mut castled = g.clone();
        castled.play(long).unwrap();
        let variant = variant("eightplayer").unwrap();
        let square = variant.geometry.parse_square(rook).unwrap();
        assert_eq!(
            castled.position().cell(square).kind(),
            Kind::new(2),
            "the rook on {rook}"
        );
    }
    // Black's knight on j3 covers i1, which the king crosses: no short castling.
    let g = castling_game(&format!("{KINGS} wRd1 wRk1 kNj3"), 'w', Mode::Singles);
    assert!(!moves_from(&g, "h1").contains(&"h1j1".to_string()));
    assert!(moves_from(&g, "h1").contains(&"h1f1".to_string()));
    // A partner's knight there is no attack (Pairs: White and Purple).
    let g = castling_game(&format!("{KINGS} wRd1 wRk1 pNj3"), 'w', Mode::Pairs);
    assert!(moves_from(&g, "h1").contains(&"h1j1".to_string()));
    // A rook that moves loses its castling; the other stays.
    let mut g = castling_game(&home, 'w', Mode::Singles);
    g.play("k1k2").unwrap();
    assert!(
        !g.fen().contains("h1j1,") && g.fen().contains("h1f1"),
        "{}",
        g.fen()
    );
}

#[test]
fn partners_never_capture_or_check_each_other() {
    let pieces = "wKh1 wRd10 pRh10 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1";
    let g = game(pieces, 'w', Mode::Singles);
    assert!(
        g.variant()
            .rules
            .in_check(g.variant(), g.position(), Army::FIRST)
    );
    assert!(moves_from(&g, "d10").contains(&"d10h10".to_string()));
    for mode in [Mode::Pairs, Mode::Teams] {
        let g = game(pieces, 'w', mode);
        assert!(
            !g.variant()
                .rules
                .in_check(g.variant(), g.position(), Army::FIRST)
        );
        let rook = moves_from(&g, "d10");
        assert!(rook.contains(&"d10g10".to_string()) && !rook.contains(&"d10h10".to_string()));
        let purple = game(pieces, 'p', mode);
        let theirs = moves_from(&purple, "h10");
        assert!(
            !theirs.iter().any(|m| m == "h10h1" || m == "h10d10"),
            "{mode:?}"
        );
    }
}

#[test]
fn a_move_may_not_leave_the_king_attacked_by_any_live_enemy() {
    // White's knight on h2 is pinned by Black's rook on h12, White's bishop on
    // g2 by Orange's queen on e4.
    let g = game(
        &format!(
            "wKh1 wNh2 wBg2 kRh12 oQe4 {}",
            "rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1"
        ),
        'w',
        Mode::Singles,
    );
    assert!(moves_from(&g, "h2").is_empty());
    assert_eq!(moves_from(&g, "g2"), ["g2e4", "g2f3"]);
    // In Pairs Black is White's enemy too, Purple (the partner) never pins.
    let g = game(
        &format!(
            "wKh1 wNh2 pRh12 {}",
            "rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1"
        ),
        'w',
        Mode::Pairs,
    );
    assert!(!moves_from(&g, "h2").is_empty());
}

#[test]
fn a_king_left_capturable_is_taken_by_an_enemy_moving_before_its_owner() {
    let pieces = "wKh1 rKa8 bKa17 yKj10 pKq24 oKx17 gKx8 kKq1 rRe10 wNg10 yRk20";
    let mut g = game(pieces, 'w', Mode::Singles);
    g.play("g10h12").unwrap();
    assert!(g.legal_move_strings().contains(&"e10j10".to_string()));
    g.play("e10j10").unwrap();
    let p = g.position();
    assert_eq!(p.army_state(army(3)), ArmyState::Eliminated);
    assert_eq!((p.points(army(1)), p.kings_taken(army(1))), (20, 1));
    assert!(g.fen().contains(" LLLXLLLL "), "{}", g.fen());
    assert!(g.fen().ends_with(" 00010000"), "{}", g.fen());
    // Yellow's rook stays, grey: it never moves and is worth nothing.
    assert!(g.fen().contains("yR"), "{}", g.fen());
    assert_eq!(p.royal_squares(g.variant(), army(3)).count(), 0);
    // The same take in Pairs counts no points.
    let mut g = game(pieces, 'w', Mode::Pairs);
    g.play_all("g10h12 e10j10").unwrap();
    assert_eq!((points(&g)[1], g.position().kings_taken(army(1))), (0, 1));
}

#[test]
fn the_seats_count_points_in_singles_and_nothing_in_pairs_and_teams() {
    for (mode, id) in MODES {
        let expected = match mode {
            Mode::Singles => "points",
            Mode::Pairs | Mode::Teams => "nothing",
        };
        assert_eq!(Game::new(id, 0).unwrap().status().scoring, expected, "{id}");
    }
}

#[test]
fn grey_pieces_block_lines_never_attack_and_are_taken_for_nothing() {
    let mut g = game(
        "wKh1 wRd10 rRh10 bRh20 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1",
        'w',
        Mode::Singles,
    );
    assert!(
        g.variant()
            .rules
            .in_check(g.variant(), g.position(), Army::FIRST)
    );
    g.resign(army(1)).unwrap();
    assert!(
        !g.variant()
            .rules
            .in_check(g.variant(), g.position(), Army::FIRST)
    );
    g.play("d10h10").unwrap();
    assert_eq!(points(&g)[0], 0);
    assert_eq!(g.position().halfmove(), 0);
}

#[test]
fn a_partners_grey_pieces_may_be_taken_too() {
    // Purple, White's partner in Pairs, resigns: its rook on d12 is grey and
    // White's rook may take it.
    let mut g = game(
        "wKh1 wRd10 pRd12 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1",
        'w',
        Mode::Pairs,
    );
    assert!(!moves_from(&g, "d10").contains(&"d10d12".to_string()));
    g.resign(army(4)).unwrap();
    assert!(moves_from(&g, "d10").contains(&"d10d12".to_string()));
    // Purple's king left the board with the resignation.
    assert!(!g.fen().contains("pK"), "{}", g.fen());
}

#[test]
fn a_mate_in_singles_scores_20_for_the_first_enemy_after_the_mated_who_attacks() {
    let kings = "wKh1 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1";
    let g = game(&format!("{kings} wQv8 kRx4"), 'g', Mode::Singles);
    assert_eq!(g.position().to_move(), seat('k'));
    assert_eq!(g.position().army_state(army(6)), ArmyState::Eliminated);
    assert_eq!(points(&g), [0, 0, 0, 0, 0, 0, 0, 20]);
    assert!(
        !g.fen().contains("gK"),
        "the mated king leaves: {}",
        g.fen()
    );
    assert!(g.fen().ends_with(" 00000010"), "{}", g.fen());
    let g = game(&format!("{kings} wQv8 wRx4"), 'g', Mode::Singles);
    assert_eq!(points(&g)[0], 20);
    let g = game(&format!("{kings} wQv8 kRx4"), 'g', Mode::Pairs);
    assert_eq!(
        (g.position().army_state(army(6)), points(&g)),
        (ArmyState::Eliminated, vec![0; 8])
    );
}

#[test]
fn a_stalemate_is_20_points_and_out_in_singles_and_a_pass_in_pairs_and_teams() {
    let pieces = format!("{KINGS} rQv7 rNu8");
    let g = game(&pieces, 'g', Mode::Singles);
    assert_eq!(g.position().army_state(army(6)), ArmyState::Eliminated);
    assert_eq!((points(&g)[6], g.position().to_move()), (20, seat('k')));
    for mode in [Mode::Pairs, Mode::Teams] {
        let g = game(&pieces, 'g', mode);
        assert_eq!(
            g.position().army_state(army(6)),
            ArmyState::Live,
            "{mode:?}"
        );
        assert_eq!((g.position().to_move(), g.position().ply()), (seat('k'), 0));
    }
    // Perft: the automatic elimination is no ply.
    let g = game(&format!("{KINGS} rQv7 rNu8 kPn2"), 'g', Mode::Singles);
    assert_eq!(g.perft(1).unwrap(), 5);
}

/// White boxed in by its own frozen pawns under the notch a12–c13 and Red by
/// its own under the notch l22–m24: neither can move, neither is in check; the
/// other armies are out.
const BOXED: &str = "wKa11 wPa10 wPb10 wPb11 rKk24 rPk23 rPj24 rPj23";

fn boxed(mode: Mode) -> Game {
    let mut r = position(BOXED, 'w', mode);
    for army in 2..8 {
        r.resign(army);
    }
    game_at(&r.fen(), mode)
}

#[test]
fn a_round_in_which_every_live_player_passes_is_a_draw_in_pairs_and_teams() {
    for mode in [Mode::Pairs, Mode::Teams] {
        let g = boxed(mode);
        let outcome = g.outcome().expect("drawn");
        assert_eq!(
            (outcome.reason, &outcome.result),
            (EndReason::NoMoves, &GameResult::Draw),
            "{mode:?}"
        );
    }
    // In Singles the stalemate puts White out with 20, and Red is left.
    let g = boxed(Mode::Singles);
    let (reason, scores, places) = ranking(&g);
    assert_eq!(reason, EndReason::LastPlayer);
    assert_eq!((scores[0], scores[1]), (20, 0));
    assert_eq!((places[0], places[1]), (1, 2));
}

#[test]
fn singles_ends_with_one_player_left_ranked_by_points_ties_to_the_later_out() {
    let text = position("wKh1 wQd10 rKa8 bKa17", 'w', Mode::Singles)
        .fen()
        .replacen(" 0,0,0,0,0,0,0,0 ", " 25,5,25,0,0,0,0,0 ", 1);
    let mut g = game_at(&text, Mode::Singles);
    for army in [3, 4, 5, 6, 7, 1] {
        g.resign(Army::new(army)).unwrap();
        assert!(!g.is_over());
    }
    g.resign(army(2)).unwrap();
    let (reason, scores, places) = ranking(&g);
    assert_eq!(reason, EndReason::LastPlayer);
    assert_eq!(scores, [25, 5, 25, 0, 0, 0, 0, 0]);
    // White (live) before Blue (out last), then Red, then the rest, later out first.
    assert_eq!(places, [1, 3, 2, 8, 7, 6, 5, 4]);
}

#[test]
fn pairs_and_teams_end_when_one_side_is_left() {
    let mut g = Game::new("eightplayer-pairs", 0).unwrap();
    for army in [1, 2, 3, 5, 6] {
        g.resign(Army::new(army)).unwrap();
        assert!(!g.is_over());
    }
    g.resign(army(7)).unwrap();
    let outcome = g.outcome().expect("over");
    let team = g.variant().team_of[0];
    assert_eq!(outcome.result, GameResult::TeamWin { team });
    assert!(g.fen().ends_with(" 01230456"), "{}", g.fen());
    let mut g = Game::new("eightplayer-teams", 0).unwrap();
    for army in [1, 3, 5] {
        g.resign(Army::new(army)).unwrap();
        assert!(!g.is_over());
    }
    g.resign(army(7)).unwrap();
    let team = g.variant().team_of[0];
    assert_eq!(g.outcome().unwrap().result, GameResult::TeamWin { team });
}

#[test]
fn bare_kings_the_clock_and_threefold_repetition_draw() {
    let g = game_at(&position(KINGS, 'w', Mode::Singles).fen(), Mode::Singles);
    let (reason, scores, places) = ranking(&g);
    assert_eq!(
        (reason, scores, places),
        (EndReason::OnlyKings, vec![10; 8], vec![1; 8])
    );
    let g = game_at(&position(KINGS, 'w', Mode::Teams).fen(), Mode::Teams);
    assert_eq!(g.outcome().unwrap().result, GameResult::Draw);
    // 25 rounds of the live players: 200 plies with eight, 75 with three.
    let clocked = |halfmove: u32, out: &[usize]| {
        let mut r = position(&format!("{KINGS} wNe1"), 'w', Mode::Singles);
        for &a in out {
            r.resign(a);
        }
        let text = r.fen().replacen(" 0 0 - ", &format!(" {halfmove} 0 - "), 1);
        game_at(&text, Mode::Singles)
    };
    assert!(!clocked(199, &[]).is_over());
    assert_eq!(ranking(&clocked(200, &[])).0, EndReason::FiftyMoves);
    assert!(!clocked(74, &[1, 2, 3, 4, 5]).is_over());
    assert!(clocked(75, &[1, 2, 3, 4, 5]).is_over());
    let out = "e1d3 a10c9 a20c19 j24i22 t24s22 x15v16 x5v6 o1n3";
    let back = "d3e1 c9a10 c19a20 i22j24 s22t24 v16x15 v6x5 n3o1";
    let mut g = Game::new("eightplayer", 0).unwrap();
    g.play_all(&format!("{out} {back} {out} {back}")).unwrap();
    let (reason, scores, _) = ranking(&g);
    assert_eq!((reason, scores), (EndReason::Repetition, vec![10; 8]));
}

#[test]
fn the_clock_tells_the_plies_left_and_the_ranking_a_draw_would_give() {
    // What a player looking ahead is told (`Rules::plies_to_quiet_draw`,
    // `Rules::drawn_outcome`): the same 25 rounds and the same ranking as the
    // draw itself.
    let clocked = |mode: Mode, halfmove: u32, points: &str, out: &[usize]| {
        let mut r = position(&format!("{KINGS} wNe1"), 'w', mode);
        for &a in out {
            r.resign(a);
        }
        let text = r
            .fen()
            .replacen(" 0 0 - ", &format!(" {halfmove} 0 - "), 1)
            .replacen(" 0,0,0,0,0,0,0,0 0,", &format!(" {points} 0,"), 1);
        game_at(&text, mode)
    };
    let left = |g: &Game| {
        g.variant()
            .rules
            .plies_to_quiet_draw(g.variant(), g.position())
    };
    let drawn = |g: &Game| g.variant().rules.drawn_outcome(g.variant(), g.position());
    let none = "0,0,0,0,0,0,0,0";
    assert_eq!(left(&clocked(Mode::Singles, 150, none, &[])), Some(50));
    assert_eq!(left(&clocked(Mode::Singles, 0, none, &[])), Some(200));
    assert_eq!(
        left(&clocked(Mode::Singles, 70, none, &[1, 2, 3, 4, 5])),
        Some(5)
    );
    assert_eq!(left(&clocked(Mode::Pairs, 199, none, &[])), Some(1));
    // Singles ranks by points with 10 to each live player; Red, resigned with
    // as many points as White has with the 10, ranks below White.
    let g = clocked(Mode::Singles, 150, "5,15,0,0,0,0,0,30", &[1]);
    assert!(!g.is_over());
    let outcome = drawn(&g).expect("Singles ranks at a draw");
    assert_eq!(outcome.reason, EndReason::FiftyMoves);
    assert_eq!(
        outcome.result,
        GameResult::Ranking {
            scores: vec![15, 15, 10, 10, 10, 10, 10, 40],
            places: vec![2, 3, 4, 4, 4, 4, 4, 1],
        }
    );
    // The same as the draw the clock gives when it runs out.
    let ended = clocked(Mode::Singles, 175, "5,15,0,0,0,0,0,30", &[1]);
    assert_eq!(ended.outcome(), Some(&outcome));
    let g = clocked(Mode::Teams, 150, none, &[]);
    assert_eq!(drawn(&g).map(|o| o.result), Some(GameResult::Draw));
}

#[test]
fn a_mate_comes_before_a_draw_on_the_same_turn() {
    // Green mated on the turn the clock runs out: a mate, 20 to Black.
    let kings = "wKh1 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1";
    let text = position(&format!("{kings} wQv8 kRx4 wNe1"), 'g', Mode::Singles)
        .fen()
        .replacen(" 0 0 - ", " 300 0 - ", 1);
    let g = game_at(&text, Mode::Singles);
    // Green went out, then the clock drew the game for the seven left.
    let (reason, scores, _) = ranking(&g);
    assert_eq!(reason, EndReason::FiftyMoves);
    assert_eq!(scores, [10, 10, 10, 10, 10, 10, 0, 30]);
}

#[test]
fn the_fen_round_trips_every_field() {
    let mut g = game(
        "wKh1 rKa8 bKa17 yKj10 pKq24 oKx17 gKx8 kKq1 rRe10 wNg10 yRk20 wQ~d13",
        'w',
        Mode::Singles,
    );
    g.play_all("g10h12 e10j10").unwrap();
    let text = g.fen();
    // docs/notation.md's example.
    assert_eq!(
        text,
        "***8**3pK4***/***8**8***/***8**8***/24/10yR13/24/24/bK22oK/24/24/24/***wQ~17***/\
         ***4wN13***/24/9rR14/24/rK22gK/24/24/24/24/***8**8***/***8**8***/***4wK3**3kK4*** \
         b LLLXLLLL 0,20,0,0,0,0,0,0 0,1,0,0,0,0,0,0 0 2 - - 00010000"
    );
    for (mode, id) in MODES {
        let back = Game::from_fen(id, &text).unwrap();
        assert_eq!(back.fen(), text, "{id}");
        game_at(&text, mode);
    }
    let start = Game::new("eightplayer", 0).unwrap().fen();
    assert!(start.ends_with(&format!(
        " w LLLLLLLL 0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,0 0 0 - {} 00000000",
        castling_names().join(",")
    )));
}

#[test]
fn bad_fens_are_errors_that_name_the_field() {
    let start = Game::new("eightplayer", 0).unwrap().fen();
    let fields: Vec<&str> = start.split(' ').collect();
    let with = |i: usize, text: &str| {
        let mut f = fields.clone();
        f[i] = text;
        f.join(" ")
    };
    let board = fields[0];
    let cases = [
        (with(0, "24/24"), "board", ""),
        // A piece on the hole a24.
        (
            with(0, &board.replacen("***", "wP**", 1)),
            "board",
            "rank 24: piece on a24, which is no cell",
        ),
        (with(0, &board.replacen("***", "3", 1)), "board", ""),
        (with(0, &board.replacen("yR", "zR", 1)), "board", ""),
        (with(1, "z"), "side to move", ""),
        (with(2, "LLLL"), "armies", ""),
        (with(3, "0,0,0"), "points", ""),
        (with(8, "h1h3"), "castling", ""),
        (with(9, "0000000"), "order", ""),
        (with(9, "00000009"), "order", ""),
        (
            with(9, "00000002"),
            "order",
            "\"00000002\": the places out are not 1, 2, 3",
        ),
        ("w".to_string(), "fields", ""),
    ];
    for (text, field, reason) in cases {
        match Game::from_fen("eightplayer", &text) {
            Err(Error::BadFen {
                field: named,
                reason: why,
            }) => {
                assert!(named.contains(field), "{named:?} for {field}: {text}");
                assert!(why.contains(reason), "{why:?}");
            }
            Err(other) => panic!("{text}: {other}"),
            Ok(_) => panic!("{text} was read"),
        }
    }
}

#[test]
fn a_refused_move_says_why() {
    let mut g = game(
        "wKh1 wRk2 wPd2 wQd10 pRh10 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1",
        'w',
        Mode::Pairs,
    );
    let reason = |g: &mut Game, text: &str| match g.play(text) {
        Err(Error::IllegalMove { reason, .. }) => reason,
        other => panic!("{text}: {other:?}"),
    };
    let cases = [
        // Through the notch l1–m3, onto it, and off the grid.
        ("k2n2", "the line from k2 to n2 crosses the hole l2"),
        ("k2l2", "l2 is a hole, no square"),
        ("k2y2", "y2 is off the board"),
        // A partner's piece, a piece in the way, another army's piece.
        ("d10h10", "h10 holds a piece of purple, a partner"),
        ("d2d5", "the pawn on d2 does not move so"),
        ("d10d1", "d2 stands in the way"),
        (
            "h10h2",
            "the piece on h10 is purple's, and white is to move",
        ),
        ("e5e6", "there is no piece on e5"),
    ];
    for (text, why) in cases {
        let said = reason(&mut g, text);
        assert!(said.contains(why), "{text}: {said:?}");
    }
    let error = g.play("k2n2").unwrap_err().to_string();
    assert!(
        error.ends_with("after 0 move(s): the line from k2 to n2 crosses the hole l2"),
        "{error}"
    );
    assert!(
        g.fen().ends_with(" 00000000") && g.position().ply() == 0,
        "nothing was played"
    );
}

#[test]
fn a_saved_game_loads_to_the_same_game_in_every_mode() {
    for (mode, id) in MODES {
        let mut g = Game::new(id, 3).unwrap();
        g.play_all("e2e4 b5d5 b20d20 e23e21 o23o21").unwrap();
        g.resign(army(5)).unwrap();
        g.play_all("w5u5 o2o4 f1c4").unwrap();
        let path = std::env::temp_dir().join(format!("raja-{id}-{}.save", std::process::id()));
        g.save_to_file(&path).unwrap();
        let back = Game::load_from_file(&path).unwrap();
        let _ = std::fs::remove_file(&path);
        assert_eq!(back.fen(), g.fen(), "{mode:?}");
        assert_eq!(back.actions(), g.actions());
        let mut undone = back.clone();
        undone.undo().unwrap();
        undone.undo().unwrap();
        undone.undo().unwrap();
        undone.undo().unwrap();
        assert!(undone.fen().contains(" LLLLLLLL "), "{}", undone.fen());
    }
}
