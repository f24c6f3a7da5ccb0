//! What the bots do, on real positions: they take a hanging king, keep their own,
//! play only legal moves, replay exactly for a seed, stop when cancelled, and beat
//! random movers. Node limits (no time limits) keep every test deterministic.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use raja_bots::rolls::distinct_rolls;
use raja_bots::{Algorithm, Bot, Forced, Limits, random_move};
use raja_core::{Army, Game, GameResult, Move};

const FFA: &str = "chaturaji";

fn game(id: &str, fen: &str) -> Game {
    Game::from_fen(id, fen).expect("test FEN")
}

fn with_nodes(level: u8, seed: u64, nodes: u64) -> Bot {
    Bot::new(level, seed).with_limits(Limits::nodes(64, nodes))
}

/// Red's elephant on d4 sees Green's king on d7; a knight could take an
/// elephant instead, worth less than a king that eliminates.
const KING_HANGS: &str = "7yK/3gK4/gP6yP/1yE6/3rE4/rN7/1rP4bP1/rK6bK r LLLL 0,0,0,0 0,0,0,0 0 0 -";

/// Green's elephant on d8 will take Red's king on d1 next unless Red acts; a
/// knight capture of Yellow's elephant tempts Red to look away.
const KING_THREATENED: &str =
    "3gE4/7yK/gK6yP/1yE6/8/rN7/1rP4bP1/3rK3bK r LLLL 0,0,0,0 0,0,0,0 0 0 -";

#[test]
fn takes_a_hanging_king() {
    for level in 2..=5 {
        let game = game(FFA, KING_HANGS);
        let mv = with_nodes(level, 7, 20_000)
            .choose_move(&game)
            .expect("a move");
        assert_eq!(game.move_string(mv), "d4d7", "level {level}");
    }
}

#[test]
fn takes_a_hanging_king_in_teams() {
    let game = game("chaturaji-teams", KING_HANGS);
    let mv = with_nodes(5, 7, 20_000).choose_move(&game).expect("a move");
    assert_eq!(game.move_string(mv), "d4d7");
}

/// Whether the next player can capture `army`'s king.
fn king_capturable(game: &Game, army: Army) -> bool {
    let position = game.position();
    game.legal_moves().iter().any(|mv| {
        let cell = position.cell(mv.to);
        !mv.is_pass()
            && !cell.is_empty()
            && cell.army() == army
            && game.variant().is_royal(cell.kind())
    })
}

#[test]
fn keeps_its_king_when_it_can() {
    for (id, level) in [(FFA, 3), (FFA, 5), ("chaturaji-teams", 5)] {
        let mut game = game(id, KING_THREATENED);
        assert!(!game.is_over());
        let mv = with_nodes(level, 3, 30_000)
            .choose_move(&game)
            .expect("a move");
        game.play_move(mv).expect("legal");
        assert!(
            !king_capturable(&game, Army::FIRST),
            "{id} level {level} left its king en prise with {}",
            game.action_texts()[0]
        );
    }
}

#[test]
fn best_reply_search_keeps_its_king() {
    // (No test that it takes a hanging king at once: best-reply search lets
    // only one rival answer, so it expects the king still to hang after it has
    // taken an elephant first, the known blind spot of the method.)
    let bot = with_nodes(5, 7, 30_000).with_algorithm(Algorithm::BestReply);
    let mut threatened = game(FFA, KING_THREATENED);
    let mv = bot.choose_move(&threatened).expect("a move");
    threatened.play_move(mv).expect("legal");
    assert!(
        !king_capturable(&threatened, Army::FIRST),
        "left its king en prise with {}",
        threatened.action_texts()[0]
    );
}

/// Positions along a few random games of every mode.
fn sample_positions() -> Vec<Game> {
    let mut out = Vec::new();
    for (i, id) in [
        "chaturaji",
        "chaturaji-teams",
        "chaturaji-dice",
        "chaturaji-teams-dice",
        "fourplayer-ffa",
        "seasons",
    ]
    .into_iter()
    .enumerate()
    {
        let mut game = Game::new(id, 11 + i as u64).expect("game");
        for ply in 0..60 {
            if game.is_over() {
                break;
            }
            if ply % 12 == 5 {
                out.push(game.clone());
            }
            let mv = random_move(&game, ply).expect("a legal move");
            game.play_move(mv).expect("legal");
        }
    }
    out
}

#[test]
fn every_level_plays_legal_moves() {
    for game in sample_positions() {
        for level in 1..=5 {
            let mv = with_nodes(level, 5, 3_000)
                .choose_move(&game)
                .expect("a move");
            assert!(
                game.legal_moves().contains(&mv),
                "{}: level {level} chose {mv:?}",
                game.id()
            );
        }
        // Best-reply search plays rivals out of turn and must leave the game's
        // position as it found it (with dice it falls back to alpha-beta).
        let before = game.position().clone();
        let mv = with_nodes(5, 5, 3_000)
            .with_algorithm(Algorithm::BestReply)
            .choose_move(&game)
            .expect("a move");
        assert!(
            game.legal_moves().contains(&mv),
            "{}: brs chose {mv:?}",
            game.id()
        );
        assert_eq!(game.position(), &before);
    }
}

#[test]
fn level_one_sometimes_blunders_and_level_five_never() {
    let game = Game::new(FFA, 4).expect("game");
    let blunders = |level: u8| {
        (0..200u64)
            .filter(|&seed| {
                let bot = with_nodes(level, seed, 300);
                bot.choose(&game, &AtomicBool::new(false))
                    .expect("a move")
                    .blunder
            })
            .count()
    };
    let beginner = blunders(1);
    assert!(
        (10..=60).contains(&beginner),
        "level 1 blundered {beginner} times in 200"
    );
    assert_eq!(blunders(5), 0);
}

#[test]
fn a_seed_replays_the_same_game() {
    let play = |id: &str, seed: u64| -> Vec<String> {
        let mut game = Game::new(id, 3).expect("game");
        let bots: Vec<Bot> = (1..=4)
            .map(|level| with_nodes(level, seed, 4_000))
            .collect();
        for _ in 0..24 {
            if game.is_over() {
                break;
            }
            let bot = &bots[game.position().to_move().index()];
            let mv = bot.choose_move(&game).expect("a move");
            game.play_move(mv).expect("legal");
        }
        game.action_texts()
    };
    for id in ["chaturaji", "chaturaji-dice"] {
        assert_eq!(play(id, 42), play(id, 42), "{id}");
    }
}

#[test]
fn cancelling_stops_promptly_with_a_legal_move() {
    let game = Game::new(FFA, 1).expect("game");
    let bot = Bot::new(5, 1).with_limits(Limits {
        depth: 64,
        nodes: u64::MAX,
        time: Some(Duration::from_secs(60)),
    });
    let cancel = Arc::new(AtomicBool::new(false));
    let thinker = {
        let (game, bot, cancel) = (game.clone(), bot.clone(), Arc::clone(&cancel));
        std::thread::spawn(move || bot.choose(&game, &cancel))
    };
    std::thread::sleep(Duration::from_millis(100));
    let raised = Instant::now();
    cancel.store(true, Ordering::Relaxed);
    let choice = thinker.join().expect("no panic").expect("a move");
    assert!(
        raised.elapsed() < Duration::from_millis(200),
        "took {:?}",
        raised.elapsed()
    );
    assert!(game.legal_moves().contains(&choice.mv));

    // Cancelled before it starts: still a legal move.
    let choice = bot.choose(&game, &AtomicBool::new(true)).expect("a move");
    assert!(game.legal_moves().contains(&choice.mv));
}

/// Level 5 must answer within a second however slow the machine: its time limit
/// says so, and the search obeys a time limit that has run out. (The budget's own
/// tests show the clock check; a wall-clock bound here fails on a loaded machine.)
#[test]
fn level_five_answers_within_its_time() {
    let level = Bot::new(5, 2).level().limits;
    let time = level.time.expect("level 5 has a time limit");
    assert!(time <= Duration::from_secs(1), "{time:?}");
    let game = Game::new("chaturaji-teams", 2).expect("game");
    let out_of_time = Limits {
        time: Some(Duration::ZERO),
        ..level
    };
    let choice = Bot::new(5, 2)
        .with_limits(out_of_time)
        .choose(&game, &AtomicBool::new(false))
        .expect("a move");
    assert!(!choice.blunder, "a searched move");
    assert!(game.legal_moves().contains(&choice.mv));
    // Stopped at the first clock check (every 1024 nodes), far below the
    // level's node limit, which the search reaches with no time limit.
    assert!(choice.nodes <= 2048, "searched {} nodes", choice.nodes);
    let without_time = Limits {
        time: None,
        nodes: 20_000,
        ..level
    };
    let searched = Bot::new(5, 2)
        .with_limits(without_time)
        .choose(&game, &AtomicBool::new(false))
        .expect("a move");
    assert!(
        searched.nodes > 4 * 2048,
        "searched {} nodes",
        searched.nodes
    );
}

#[test]
fn dice_rolls_merge_faces_that_move_the_same_kinds() {
    let game = Game::new("chaturaji-dice", 0).expect("game");
    let rolls = distinct_rolls(game.variant());
    assert_eq!(rolls.len(), 10);
    assert_eq!(rolls.iter().map(|r| r.weight).sum::<u32>(), 36);
}

/// Plays one game: `strong` seats get a level-5 bot with a node limit, the others
/// move at random. Returns the game's result and the strong armies.
fn match_game(id: &str, seed: u64, strong: &[Army]) -> Game {
    let mut game = Game::new(id, seed).expect("game");
    let bot = with_nodes(5, seed, 6_000);
    while !game.is_over() && game.position().ply() < 1_000 {
        let army = game.position().to_move();
        let mv: Option<Move> = if strong.contains(&army) {
            bot.choose_move(&game)
        } else {
            random_move(&game, seed)
        };
        game.play_move(mv.expect("a move")).expect("legal");
    }
    game
}

#[test]
fn level_five_beats_random_movers() {
    let mut firsts = 0;
    for seed in 0..4u8 {
        let army = Army::new(seed % 4);
        let game = match_game(FFA, u64::from(seed), &[army]);
        if let Some(GameResult::Ranking { places, .. }) = game.outcome().map(|o| &o.result) {
            firsts += u32::from(places[army.index()] == 1);
        }
    }
    assert!(firsts >= 3, "first in only {firsts} of 4 games");

    for seed in 0..2u8 {
        let game = match_game(
            "chaturaji-teams",
            u64::from(seed),
            &[Army::new(seed % 2), Army::new(seed % 2 + 2)],
        );
        let won = matches!(game.outcome().map(|o| &o.result),
            Some(GameResult::TeamWin { team }) if *team == seed % 2);
        assert!(won, "teams game {seed}: {:?}", game.outcome());
    }
}

/// White mates in one, Qb8#, and nothing else does.
const CHESS_MATE_IN_ONE: &str = "7k/8/6K1/8/8/8/8/1Q6 w - - 0 1";

#[test]
fn sees_a_chess_mate_as_the_end_of_the_game() {
    // A side without a legal move is mated or stalemated in chess (`Rules::stuck`),
    // not passed over (a passed-over stalemate looked like a won game to the search).
    let mut game = game("chess", CHESS_MATE_IN_ONE);
    let cancel = AtomicBool::new(false);
    let choice = with_nodes(5, 3, 20_000)
        .choose(&game, &cancel)
        .expect("a move");
    // Scored at the mated node (one ply), not two plies later when the king
    // would be taken after a pass.
    assert_eq!(choice.value, raja_bots::sides::WIN - 1);
    assert_eq!(game.move_string(choice.mv), "b1b8");
    game.play_move(choice.mv).expect("legal");
    let reason = game.outcome().map(|o| o.reason);
    assert_eq!(reason, Some(raja_core::EndReason::Checkmate));
}

/// Eight-player chess: White's knight has left g10, and Red's rook on e10 sees
/// Yellow's king on j10; Yellow moves after Red.
const EIGHT_KING_HANGS: &str = "***8**3pK4***/***8**8***/***8**8***/24/10yR13/24/24/bK22oK/24/24/24/***wQ~17***/***4wN13***/24/4rR4yK14/24/rK22gK/24/24/24/24/***8**8***/***8**8***/***4wK3**3kK4*** r LLLLLLLL 0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,0 1 1 - - 00000000";

#[test]
fn takes_a_king_left_capturable_in_eight_player_chess() {
    // Singles (best-reply search) and Pairs (paranoid; Yellow is no partner of
    // Red's). Levels 4 and 5 in Singles search deep enough to prefer e10h10,
    // which attacks the king and White's knight on h12 at once: best-reply
    // search lets one rival answer a layer, so it expects to win one of the
    // two later (docs/bots.md, "Search per mode").
    for (id, levels) in [("eightplayer", 1..=3), ("eightplayer-pairs", 1..=5)] {
        for level in levels {
            let game = game(id, EIGHT_KING_HANGS);
            let mv = with_nodes(level, 7, 20_000)
                .choose_move(&game)
                .expect("a move");
            assert_eq!(game.move_string(mv), "e10j10", "{id} level {level}");
        }
    }
    // In Teams Yellow is Red's partner: never taken.
    let game = game("eightplayer-teams", EIGHT_KING_HANGS);
    let mv = with_nodes(5, 7, 20_000).choose_move(&game).expect("a move");
    assert_ne!(game.move_string(mv), "e10j10");
}

/// Eight-player Singles, 25 rounds of eight less `{halfmove}` plies without a
/// capture or a pawn move: White has a knight and a pawn, Black `{black}` points.
fn eight_quiet(halfmove: u32, white: u32, black: u32) -> Game {
    let fen = format!(
        "***4yK3**3pK4***/***8**8***/***8**8***/24/24/24/24/bK22oK/24/24/24/***18***/\
         ***18***/24/24/24/rK22gK/24/24/24/24/***8**8***/***1wP6**8***/***1wN2wK3**3kK4*** \
         w LLLLLLLL {white},0,0,0,0,0,0,{black} 0,0,0,0,0,0,0,0 {halfmove} 500 - - 00000000"
    );
    game("eightplayer", &fen)
}

#[test]
fn behind_on_points_level_5_does_not_let_the_quiet_clock_draw_eight_player_singles() {
    // White's last turn before the clock draws the game with Black first: level
    // 5 plays for first place and moves its pawn, which starts the clock again.
    let game = eight_quiet(195, 0, 30);
    let mv = with_nodes(5, 7, 20_000).choose_move(&game).expect("a move");
    let played = game.move_string(mv);
    assert!(played.starts_with("e2"), "{played}");
    // Valuing a draw in second place above the game going on, it let it come.
    let every_place = with_nodes(5, 7, 20_000)
        .with_forced(Forced::FirstPlace(false))
        .with_forced(Forced::QuietClock(0));
    let drifted = game.move_string(every_place.choose_move(&game).expect("a move"));
    assert!(!drifted.starts_with("e2"), "{drifted}");
}

#[test]
fn the_nearer_the_quiet_clock_the_more_the_points_rank() {
    // Out of the search's sight (150 of 200 plies), level 5 counts part of
    // what the draw would be worth: ahead on points, most of first place's
    // worth (the rivals have nothing to start the clock again with); behind,
    // it moves its pawn now, which it does not without the lean.
    let choose = |white, black, clock| {
        let game = eight_quiet(150, white, black);
        let choice = with_nodes(5, 7, 5_000)
            .with_forced(Forced::QuietClock(clock))
            .choose(&game, &AtomicBool::new(false))
            .expect("a move");
        (game.move_string(choice.mv), choice.value)
    };
    assert!(choose(30, 0, 64).1 > choose(30, 0, 0).1 + 1000);
    assert!(choose(0, 30, 64).0.starts_with("e2"));
    assert!(!choose(0, 30, 0).0.starts_with("e2"));
    assert_eq!(
        choose(0, 30, 30),
        choose(0, 30, 0),
        "beyond the window: no lean"
    );
}
