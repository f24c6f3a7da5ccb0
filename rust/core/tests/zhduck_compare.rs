//! Our crazyhouse and duck chess against Fairy-Stockfish along random games it
//! played (`tools/zhduck-compare` writes them with pyffish and runs this):
//! at every position the FEN, the number of legal moves and a digest of them
//! (CRC-32 of the sorted move strings), and whether the game is over.
//!
//! ```sh
//! ZHDUCK_GAMES=games.txt cargo test --release -p raja-core --test zhduck_compare -- --ignored --nocapture
//! ```

use std::collections::BTreeMap;

use raja_core::Game;

/// CRC-32 (IEEE), as Python's `zlib.crc32`.
fn crc32(bytes: &[u8]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        std::array::from_fn(|i| {
            (0..8).fold(i as u32, |c, _| match c & 1 {
                1 => 0xEDB8_8320 ^ (c >> 1),
                _ => c >> 1,
            })
        })
    });
    !bytes.iter().fold(!0u32, |c, &b| {
        table[((c ^ u32::from(b)) & 0xFF) as usize] ^ (c >> 8)
    })
}

/// One line of the games file.
struct Line<'a> {
    variant: &'a str,
    game: &'a str,
    fen: &'a str,
    played: &'a str,
    count: usize,
    digest: u32,
    end: &'a str,
}

fn parse(line: &str) -> Option<Line<'_>> {
    let parts: Vec<&str> = line.split(" | ").collect();
    let [head, played, moves, end] = parts[..] else {
        return None;
    };
    let mut words = head.splitn(4, ' ');
    let (variant, game, _ply, fen) = (words.next()?, words.next()?, words.next()?, words.next()?);
    let (count, digest) = moves.split_once(' ')?;
    Some(Line {
        variant,
        game,
        fen,
        played,
        count: count.parse().ok()?,
        digest: u32::from_str_radix(digest, 16).ok()?,
        end,
    })
}

#[derive(Default)]
struct Tally {
    positions: u64,
    games: u64,
    fen_differs: u64,
    moves_differ: u64,
    end_differs: u64,
    claims_differ: u64,
}

#[test]
#[ignore = "needs games written by tools/zhduck-compare"]
fn legal_moves_and_fens_agree_with_fairy_stockfish() {
    let Ok(paths) = std::env::var("ZHDUCK_GAMES") else {
        panic!("set ZHDUCK_GAMES to the games file(s), separated by ':'");
    };
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    let mut shown = 0;
    for path in paths.split(':') {
        let text = std::fs::read_to_string(path).expect("games file");
        let mut game: Option<(String, Game)> = None;
        for raw in text.lines() {
            let Some(line) = parse(raw) else { continue };
            let tally = tallies.entry(line.variant.to_string()).or_default();
            let key = format!("{} {}", line.variant, line.game);
            if game.as_ref().is_none_or(|(k, _)| *k != key) {
                let fresh = Game::new(line.variant, 0).expect("variant");
                game = Some((key, fresh));
                tally.games += 1;
            }
            let Some((_, ours)) = game.as_mut() else {
                continue;
            };
            tally.positions += 1;
            let mut report = |what: &str, detail: String| {
                if shown < 20 {
                    eprintln!(
                        "{} game {}: {what} at {}: {detail}",
                        line.variant, line.game, line.fen
                    );
                    shown += 1;
                }
            };
            if ours.fen() != line.fen {
                tally.fen_differs += 1;
                report("FEN", ours.fen());
            }
            let over = ours.is_over();
            match line.end {
                "mate" if !over => {
                    tally.end_differs += 1;
                    report("not over", String::new());
                }
                "claim" if !over => tally.claims_differ += 1,
                "-" if over => {
                    tally.end_differs += 1;
                    report("over", format!("{:?}", ours.outcome()));
                }
                _ => {}
            }
            if !over {
                let mut moves = ours.legal_move_strings();
                moves.sort();
                let digest = crc32(moves.join("\n").as_bytes());
                if moves.len() != line.count || digest != line.digest {
                    tally.moves_differ += 1;
                    report(
                        "moves",
                        format!("{} moves, theirs {}", moves.len(), line.count),
                    );
                }
            }
            if line.played != "-" && ours.play(line.played).is_err() {
                report("cannot play", line.played.to_string());
                game = None;
            }
        }
    }
    let mut differences = 0;
    for (variant, t) in &tallies {
        println!(
            "{variant}: {} games, {} positions; FEN differs {}, moves differ {}, end differs {}, claimable draw not ended {}",
            t.games, t.positions, t.fen_differs, t.moves_differ, t.end_differs, t.claims_differ
        );
        differences += t.fen_differs + t.moves_differ + t.end_differs;
    }
    assert_eq!(differences, 0);
}
