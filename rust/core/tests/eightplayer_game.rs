//! The eight-player games of the core (`eightplayer`, `eightplayer-pairs`,
//! `eightplayer-teams`) against the reference implementation written from the
//! rules (`eightplayer_support/reference.rs`): the same FEN, the same legal
//! moves and the same end at every ply of seeded random games in all three
//! modes, and perft counts from the reference's generator (never from the
//! engine) from the start and from positions with promotions, castling, grey
//! armies and kings left capturable. Deeper counts are `#[ignore]`d; run them
//! with `cargo test --release -p raja-core --test eightplayer_game -- --ignored`.

mod eightplayer_support;

use eightplayer_support::reference::{End, Mode, Plays, Reference};
use eightplayer_support::{KINGS, Lcg, position};
use raja_core::{Army, EndReason, Game, GameResult, fen, perft::perft, variant};

const MODES: [(Mode, &str); 3] = [
    (Mode::Singles, "eightplayer"),
    (Mode::Pairs, "eightplayer-pairs"),
    (Mode::Teams, "eightplayer-teams"),
];

/// The engine's count and the reference's, from a FEN.
fn both_perfts(id: &str, mode: Mode, fen_text: &str, depth: u32) -> (u64, u64) {
    let variant = variant(id).unwrap();
    let mut ours = fen::parse(&variant, fen_text).unwrap_or_else(|e| panic!("{fen_text}: {e}"));
    let theirs = Reference::from_fen(fen_text, mode).unwrap();
    (perft(&variant, &mut ours, depth), theirs.perft(depth))
}

#[test]
fn perft_from_the_start_is_the_references() {
    for (mode, id) in MODES {
        let start = Reference::start(mode).fen();
        assert_eq!(Game::new(id, 0).unwrap().fen(), start, "{id}");
        for depth in 1..=3 {
            let (ours, theirs) = both_perfts(id, mode, &start, depth);
            assert_eq!(ours, theirs, "{id} depth {depth}");
        }
    }
}

/// Positions whose perft counts exercise a rule: their pieces (besides the
/// kings at home, unless listed), the army to move and what they show.
const POSITIONS: &[(&str, &str, char)] = &[
    // Pawns one step from their promotion line in every army's direction,
    // captures onto it, and a knight in the way.
    (
        "promotions",
        "wKh1 rKa8 bKa17 yKh24 pKq24 oKx17 gKx8 kKq1 wPd12 wPe12 kPs12 rPl5 rPl16 bPl19 \
         yPf13 pPt13 oPm20 gPm8 bNe13 yNs13",
        'w',
    ),
    // Every army's rooks at home with their castlings allowed, knights of
    // neighbours covering squares the kings cross.
    (
        "castlings",
        "wKh1 wRd1 wRk1 rKa8 rRa4 rRa11 bKa17 bRa14 bRa21 yKh24 yRd24 yRk24 pKq24 pRn24 pRu24 \
         oKx17 oRx14 oRx21 gKx8 gRx4 gRx11 kKq1 kRn1 kRu1 kNj3 rNc16 gNv6",
        'w',
    ),
    // Queens and rooks on open lines: checks, pins and kings left capturable.
    (
        "open lines",
        "wKh1 rKa8 bKa17 yKj10 pKq24 oKx17 gKx8 kKq1 rRe10 wNg10 yRk20 wQh5 pBo8 oQs17 \
         gRm9 kBn5",
        'w',
    ),
];

/// Red, Blue and Green out (Red resigned, Blue mated, Green's king taken):
/// their grey pieces block lines and are taken by anyone, partners included.
fn grey_position(mode: Mode) -> String {
    let mut r = position(
        "wKh1 wQd5 wRe9 rKa8 rRb9 rBc10 bKa17 bRd17 bNe15 yKh24 yQk20 pKq24 pRn18 oKx17 oBu15 \
         gKx8 gRt8 gPw9 kKq1 kQr5",
        'w',
        mode,
    );
    r.resign(1);
    r.resign(2);
    r.resign(6);
    let mut fen = r.fen();
    // Blue and Green went out by mate and king capture: the FEN says `X`.
    fen = fen.replacen(" LRRLLLRL ", " LRXLLLXL ", 1);
    Reference::from_fen(&fen, mode).unwrap().fen()
}

#[test]
fn perft_from_built_positions_is_the_references() {
    for (name, pieces, to_move) in POSITIONS {
        for (mode, id) in MODES {
            let fen_text = position(pieces, *to_move, mode).fen();
            let fen_text = match *name {
                "castlings" => fen_text.replacen(
                    " - 00000000",
                    &format!(
                        " {} 00000000",
                        eightplayer_support::reference::castling_names().join(",")
                    ),
                    1,
                ),
                _ => fen_text,
            };
            for depth in 1..=2 {
                let (ours, theirs) = both_perfts(id, mode, &fen_text, depth);
                assert_eq!(ours, theirs, "{name} {id} depth {depth}: {fen_text}");
            }
        }
    }
    for (mode, id) in MODES {
        let fen_text = grey_position(mode);
        for depth in 1..=3 {
            let (ours, theirs) = both_perfts(id, mode, &fen_text, depth);
            assert_eq!(ours, theirs, "grey {id} depth {depth}: {fen_text}");
        }
    }
}

#[test]
#[ignore]
fn perft_deeper_is_the_references() {
    for (mode, id) in MODES {
        let start = Reference::start(mode).fen();
        let (ours, theirs) = both_perfts(id, mode, &start, 4);
        assert_eq!(ours, theirs, "{id} start depth 4");
        for (name, pieces, to_move) in POSITIONS {
            let fen_text = position(pieces, *to_move, mode).fen();
            let (ours, theirs) = both_perfts(id, mode, &fen_text, 3);
            assert_eq!(ours, theirs, "{name} {id} depth 3");
        }
    }
}

/// A random game, seeded, captures preferred so that armies meet and fall: at
/// every ply the engine's FEN is the reference's, reads back to itself, its
/// kept hash is the one from scratch, and the legal moves are the same; the
/// game ends where the reference's does. About one ply in `resign_every` a
/// random live player resigns. Returns whether it ended.
fn random_game(mode: Mode, id: &str, seed: u64, plies: usize, resign_every: usize) -> bool {
    let variant = variant(id).unwrap();
    let mut rng = Lcg(seed);
    let mut game = Game::new(id, seed).unwrap();
    let mut reference = Reference::start(mode);
    for _ in 0..plies {
        let theirs = reference.settled_moves();
        let text = game.fen();
        if theirs.is_none() {
            assert!(game.is_over(), "{id}: the reference ended at {text}");
            same_end(&game, &reference);
            println!(
                "{id} seed {seed}: {:?} after {} plies, order {:?}, kings taken {:?}",
                game.outcome().map(|o| o.reason),
                reference.ply,
                reference.order,
                reference.kings_taken
            );
            return true;
        }
        assert_eq!(text, reference.fen(), "{id} seed {seed}");
        let read = fen::parse(&variant, &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(fen::write(&variant, &read), text);
        assert_eq!(
            game.position().hash(),
            game.position().compute_hash(&variant),
            "{text}"
        );
        let moves = theirs.unwrap_or_default();
        assert!(!game.is_over(), "{id}: the engine ended at {text}");
        let mut theirs: Vec<String> = moves.iter().map(Reference::text).collect();
        theirs.sort();
        let mut ours = game.legal_move_strings();
        ours.sort();
        assert_eq!(ours, theirs, "{id}: {text}");
        let captures: Vec<&String> = ours
            .iter()
            .filter(|m| {
                let mv = game
                    .legal_moves()
                    .into_iter()
                    .find(|&mv| game.move_string(mv) == **m);
                mv.is_some_and(|mv| game.position().captures(mv))
            })
            .collect();
        let mv = match captures.is_empty() || rng.below(4) == 0 {
            true => ours[rng.below(ours.len())].clone(),
            false => captures[rng.below(captures.len())].clone(),
        };
        game.play(&mv).unwrap();
        reference.play_text(&mv).unwrap();
        if rng.below(resign_every) == 0 && !game.is_over() {
            // Someone resigns now and then, not always the player to move.
            let live: Vec<Army> = game.position().live_armies().collect();
            let army = live[rng.below(live.len())];
            game.resign(army).unwrap();
            reference.resign(army.index());
        }
    }
    false
}

/// A finished game: the FEN is the reference's but for the points, which a
/// draw adds to the outcome's scores only (docs/notation.md); the outcome
/// is the reference's end, its scores the reference's points and its places
/// the reference's standings.
fn same_end(game: &Game, reference: &Reference) {
    let fields = |fen: &str| -> Vec<String> {
        let mut f: Vec<String> = fen.split(' ').map(str::to_string).collect();
        f.remove(3);
        f
    };
    assert_eq!(fields(&game.fen()), fields(&reference.fen()));
    let outcome = game.outcome().expect("over");
    let end = reference.end.expect("over");
    match (&outcome.result, reference.mode) {
        (GameResult::Ranking { scores, places }, Mode::Singles) => {
            assert_eq!(scores[..], reference.points[..], "{outcome:?}");
            let standings = reference.standings();
            for pair in standings.windows(2) {
                assert!(
                    places[pair[0]] <= places[pair[1]],
                    "{places:?} {standings:?}"
                );
            }
        }
        (GameResult::TeamWin { .. }, Mode::Pairs | Mode::Teams) => {
            assert_eq!(end, End::Won, "{outcome:?}")
        }
        (GameResult::Draw, Mode::Pairs | Mode::Teams) => {
            assert_ne!(end, End::Won, "{outcome:?}")
        }
        (result, mode) => panic!("{mode:?} ended {result:?}"),
    }
    let reason = match end {
        End::Won => [EndReason::LastPlayer, EndReason::KingsCaptured].as_slice(),
        End::BareKings => &[EndReason::OnlyKings],
        End::Clock => &[EndReason::FiftyMoves],
        End::Repetition => &[EndReason::Repetition],
        End::NoMoves => &[EndReason::NoMoves],
    };
    assert!(reason.contains(&outcome.reason), "{end:?}: {outcome:?}");
}

#[test]
fn random_games_are_the_references_move_for_move() {
    for (mode, id) in MODES {
        let mut ended = 0;
        for seed in 0..3 {
            ended += usize::from(random_game(mode, id, seed, 400, 60));
        }
        println!("{id}: {ended} of 3 ended");
    }
}

#[test]
#[ignore]
fn many_random_games_are_the_references_move_for_move() {
    for (mode, id) in MODES {
        let mut ended = 0;
        for seed in 100..130 {
            ended += usize::from(random_game(mode, id, seed, 3000, 300));
        }
        assert!(ended > 0, "{id}: some random game ends by a rule");
    }
}

#[test]
fn the_kings_at_home_alone_are_bare_kings() {
    for (mode, id) in MODES {
        let text = position(KINGS, 'w', mode).fen();
        let game = Game::from_fen(id, &text).unwrap();
        assert!(game.is_over(), "{id}");
    }
}
