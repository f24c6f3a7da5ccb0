//! What must hold in every position a game reaches (issue #30): the hash is the
//! one computed from scratch, the FEN (and FEN4) reads back to the same position,
//! and every legal move unmakes to the position it was made in and leaves no
//! royal piece of the mover capturable where the game has check (but for a
//! move that ends the game at once, which the rules may allow: a king capture
//! in four-player teams, a pass in Janggi's bikjang).
//!
//! The checks go round the paths the engine takes for speed: the hash is compared
//! with the one a FEN read computes from the board, and a royal piece's safety is
//! judged after the whole move is made, by the attack tables and by the
//! opponents' own generated captures, not by the generator's shortcuts.

use raja_core::data::{FenDialect, RecordFormat};
use raja_core::geometry::Square;
use raja_core::movegen::{ALL_KINDS, generate};
use raja_core::moves::MoveBuffer;
use raja_core::rule_state::RuleState;
use raja_core::variant::Variant;
use raja_core::{Army, Game, Move, Position, attack, fen, fen4};

/// Which invariant failed, and how.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    /// The invariant's name, as the report counts it.
    pub check: &'static str,
    pub detail: String,
}

impl Fault {
    fn new(check: &'static str, detail: String) -> Fault {
        Fault { check, detail }
    }
}

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.check, self.detail)
    }
}

/// Every invariant of the game's current position. Between the two parts of
/// a move (the duck still to place) there is no FEN: the FEN's checks wait for
/// the end of the ply.
pub fn check(game: &Game) -> Result<(), Fault> {
    let variant = game.variant();
    let position = game.position();
    if !position.rule_state().second_part_due {
        let written = fen_round_trips(variant, position)?;
        fen_game_plays_the_same(game, &written)?;
        if variant.record == RecordFormat::Pgn4 {
            fen4_round_trips(variant, position)?;
        }
    }
    hash_is_fresh(variant, position)?;
    for mv in game.legal_moves() {
        move_keeps_invariants(game, mv)?;
    }
    Ok(())
}

/// The FEN written reads back to an equal position that writes the same FEN.
/// Returns the FEN.
fn fen_round_trips(variant: &Variant, position: &Position) -> Result<String, Fault> {
    const CHECK: &str = "fen-round-trip";
    let written = fen::write(variant, position);
    let read = fen::parse(variant, &written)
        .map_err(|e| Fault::new(CHECK, format!("{written:?} does not read back: {e}")))?;
    if let Some(field) = differing_field(variant, &read, position) {
        return Err(Fault::new(
            CHECK,
            format!("{written:?} reads back to another position (its {field})"),
        ));
    }
    let again = fen::write(variant, &read);
    if again != written {
        return Err(Fault::new(
            CHECK,
            format!("{written:?} reads back and writes {again:?}"),
        ));
    }
    Ok(written)
}

/// A game read from the FEN has the same legal moves (their order follows the
/// piece lists, which no FEN carries): what the FEN drops plays no part in them (a game over is left out, since its end
/// may come from the history the FEN leaves behind: a repetition, two passes).
fn fen_game_plays_the_same(game: &Game, written: &str) -> Result<(), Fault> {
    const CHECK: &str = "fen-same-moves";
    if game.is_over() {
        return Ok(());
    }
    let read = Game::from_fen(game.id(), written)
        .map_err(|e| Fault::new(CHECK, format!("{written:?} does not start a game: {e}")))?;
    if read.is_over() {
        return Err(Fault::new(
            CHECK,
            format!("a game from {written:?} is over, the game played is not"),
        ));
    }
    let sorted = |game: &Game| {
        let mut moves = game.legal_move_strings();
        moves.sort_unstable();
        moves
    };
    let (theirs, ours) = (sorted(&read), sorted(game));
    if theirs != ours {
        let missing: Vec<&String> = ours.iter().filter(|m| !theirs.contains(m)).collect();
        let extra: Vec<&String> = theirs.iter().filter(|m| !ours.contains(m)).collect();
        return Err(Fault::new(
            CHECK,
            format!("a game from {written:?} lacks the moves {missing:?} and has {extra:?}"),
        ));
    }
    Ok(())
}

/// Four-player chess: the FEN4 reads back and writes the same FEN4 (it does not
/// carry the whole position, `fen4` says what it loses, so the text is compared).
fn fen4_round_trips(variant: &Variant, position: &Position) -> Result<(), Fault> {
    const CHECK: &str = "fen4-round-trip";
    let written = fen4::write(variant, position);
    let read = fen4::parse(variant, &written)
        .map_err(|e| Fault::new(CHECK, format!("{written:?} does not read back: {e}")))?;
    let again = fen4::write(variant, &read);
    if again != written {
        return Err(Fault::new(
            CHECK,
            format!("{written:?} reads back and writes {again:?}"),
        ));
    }
    Ok(())
}

/// The hash kept up move by move equals one computed from scratch out of the
/// variant's zobrist keys: the pieces, the side to move, the armies out, the
/// en-passant square, a second part due, the castling rights and the pockets.
fn hash_is_fresh(variant: &Variant, position: &Position) -> Result<(), Fault> {
    let fresh = position.compute_hash(variant);
    if fresh != position.hash() {
        return Err(Fault::new(
            "fresh-hash",
            format!(
                "hash {:#018x} where a fresh one is {fresh:#018x} ({})",
                position.hash(),
                fen::write(variant, position)
            ),
        ));
    }
    Ok(())
}

/// `mv` made in place and unmade restores the position and its hash; made, it
/// leaves the mover's royal pieces uncapturable in a game with check.
fn move_keeps_invariants(game: &Game, mv: Move) -> Result<(), Fault> {
    let variant = game.variant();
    let before = game.position();
    let text = game.move_string(mv);
    let mut position = before.clone();
    let mover = position.to_move();
    let undo = position.make(variant, mv);
    if variant.check
        && !ends_the_game(variant, &position)
        && let Some(how) = royal_capturable(variant, &position, mover)
    {
        return Err(Fault::new(
            "royal-safe",
            format!("legal move {text} leaves a royal piece of army {mover} {how}"),
        ));
    }
    position.unmake(variant, undo);
    if position != *before {
        let field = differing_field(variant, &position, before).unwrap_or("points");
        return Err(Fault::new(
            "make-unmake",
            format!("{text} made and unmade leaves another position (its {field})"),
        ));
    }
    if position.hash() != before.hash() {
        return Err(Fault::new(
            "make-unmake",
            format!("{text} made and unmade leaves another hash"),
        ));
    }
    let counts_kept = before.armies().all(|army| {
        let squares = |p: &Position| {
            let mut squares = p.pieces(army).to_vec();
            squares.sort_unstable();
            squares
        };
        position.material(army) == before.material(army) && squares(&position) == squares(before)
    });
    if !counts_kept {
        return Err(Fault::new(
            "make-unmake",
            format!("{text} made and unmade leaves other piece lists or material"),
        ));
    }
    Ok(())
}

/// The first field in which `a` and `b` differ among those the game's FEN
/// carries, if any. Our own FEN (the four-army games) carries the whole
/// position. The chess FEN is Fairy-Stockfish's and drops what it drops
/// (`chess_fen`, `rule_state`): points and kings taken (the two-player games
/// count captures for nothing: their data scores nothing), the armies' states
/// (a king taken ends the game, and the army left stays to move, so the move
/// number no longer gives the ply), the halfmove clock while a count runs (its
/// field holds the count), and the last move's pawn drop and passes. After a
/// king is taken (the game is over) only the board is compared: the rights
/// and the turn of the army out are the engine's, the FEN has none of them.
fn differing_field(variant: &Variant, a: &Position, b: &Position) -> Option<&'static str> {
    let squares = variant.geometry.square_count();
    let armies = Army::all(a.army_count().max(b.army_count()));
    let own_fen = variant.data.fen != FenDialect::Chess;
    let army_out = armies
        .clone()
        .any(|x| !(a.army_state(x).is_live() && b.army_state(x).is_live()));
    let board_only = !own_fen && army_out;
    let counting = a.rule_state().counting.is_some();
    let carried = |state: &RuleState| match own_fen {
        true => *state,
        false => RuleState {
            pawn_dropped: false,
            passes: 0,
            ..*state
        },
    };
    let fields: [(&'static str, bool); 12] = [
        (
            "board",
            (0..squares).all(|s| a.cell(s as Square) == b.cell(s as Square)),
        ),
        ("side to move", board_only || a.to_move() == b.to_move()),
        (
            "armies",
            !own_fen || armies.clone().all(|x| a.army_state(x) == b.army_state(x)),
        ),
        (
            "points",
            !own_fen || armies.clone().all(|x| a.points(x) == b.points(x)),
        ),
        (
            "kings taken",
            !own_fen || armies.clone().all(|x| a.kings_taken(x) == b.kings_taken(x)),
        ),
        (
            "halfmove clock",
            board_only || (!own_fen && counting) || a.halfmove() == b.halfmove(),
        ),
        ("ply", board_only || a.ply() == b.ply()),
        ("dice", a.dice() == b.dice()),
        (
            "rule state",
            board_only || carried(a.rule_state()) == carried(b.rule_state()),
        ),
        (
            "castling rights",
            board_only || a.castling_rights() == b.castling_rights(),
        ),
        (
            "en passant",
            board_only || a.en_passants() == b.en_passants(),
        ),
        // Whatever else `Position`'s equality compares, where the FEN has it all.
        ("whole position", !own_fen || a == b),
    ];
    fields.iter().find(|(_, same)| !same).map(|(name, _)| *name)
}

/// A move that ends the game at once may leave the mover's royal pieces
/// attacked where the rules make it legal: a king capture in four-player teams,
/// a pass in Janggi's bikjang.
fn ends_the_game(variant: &Variant, position: &Position) -> bool {
    variant.rules.outcome(variant, position).is_some()
}

/// How a royal piece of `army` could be captured by an opponent still playing,
/// if it could: the attack tables say so, or an opponent has a move onto it.
fn royal_capturable(variant: &Variant, position: &Position, army: Army) -> Option<&'static str> {
    if !position.army_state(army).takes_turns() {
        return None;
    }
    let royals: Vec<_> = position.royal_squares(variant, army).collect();
    if royals.is_empty() {
        return None;
    }
    if attack::in_check(variant, position, army) {
        return Some("attacked (attack tables)");
    }
    let opponents = attack::opponents(variant, position, army);
    let mut moves = MoveBuffer::default();
    for opponent in opponents.iter() {
        moves.clear();
        generate(variant, position, opponent, ALL_KINDS, &mut moves);
        let takes_royal = moves
            .as_slice()
            .iter()
            .any(|m| m.is_board_move() && royals.contains(&m.to));
        if takes_royal {
            return Some("capturable by an opponent's generated move");
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, fen: &str) -> Game {
        Game::from_fen(id, fen).expect("the FEN reads")
    }

    fn move_of(game: &Game, text: &str) -> Move {
        let variant = game.variant();
        let mut pseudo = MoveBuffer::default();
        generate(
            variant,
            game.position(),
            game.position().to_move(),
            ALL_KINDS,
            &mut pseudo,
        );
        *pseudo
            .as_slice()
            .iter()
            .find(|&&m| game.move_string(m) == text)
            .expect("a pseudo-legal move")
    }

    #[test]
    fn a_move_that_leaves_the_king_attacked_breaks_royal_safety() {
        // The bishop on e2 shields its king from the rook on e7.
        let pinned = game("chess", "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1");
        let fault = move_keeps_invariants(&pinned, move_of(&pinned, "e2d3")).expect_err("exposed");
        assert_eq!(fault.check, "royal-safe");
        assert!(move_keeps_invariants(&pinned, move_of(&pinned, "e1d1")).is_ok());
        // Four-player chess: at the start no king can be taken.
        let four = Game::new("fourplayer-teams", 0).expect("start");
        assert!(royal_capturable(four.variant(), four.position(), Army::FIRST).is_none());
    }

    #[test]
    fn a_teams_king_capture_may_leave_the_own_king_attacked_a_free_for_all_one_may_not() {
        // Checked by the blue rook on h8, the red queen takes the green king.
        let fen = "***3yK4***/***8***/***8***/14/14/14/7bR2rQ2gK/bK13/14/14/14/***8***/***8***/\
                   ***4rK3*** r LLLL 0,0,0,0 0,0,0,0 0 0 - -";
        for (id, wins) in [("fourplayer-teams", true), ("fourplayer-ffa", false)] {
            let game = game(id, fen);
            let taken = move_keeps_invariants(&game, move_of(&game, "k8n8"));
            assert_eq!(taken.is_ok(), wins, "{id}: {taken:?}");
        }
    }

    #[test]
    fn a_pass_in_bikjang_may_leave_the_general_facing_the_other() {
        // Found by the soak: the generals face each other on the d-file, and the
        // pass (d8d8), legal in bikjang even in check, ends the game.
        let bikjang = game(
            "janggi",
            "1n1a2b2/3a1B1cr/3k5/b5p2/p4p1n1/2P2P3/P3N3P/4A3R/3K5/RN1Cr2C1 b - - 5 35",
        );
        let pass = bikjang.pass_move().expect("a pass is legal");
        assert_eq!(bikjang.move_string(pass), "d8d8");
        assert!(move_keeps_invariants(&bikjang, pass).is_ok());
        assert_eq!(check(&bikjang), Ok(()));
    }

    #[test]
    fn a_capturable_king_is_found_and_a_safe_one_is_not() {
        let checked = game("chess", "4k3/8/8/8/8/8/4r3/4K3 w - - 0 1");
        let how = royal_capturable(checked.variant(), checked.position(), Army::FIRST);
        assert_eq!(how, Some("attacked (attack tables)"));
        let safe = game("chess", "4k3/8/8/8/8/8/3r4/4K3 b - - 0 1");
        assert_eq!(
            royal_capturable(safe.variant(), safe.position(), Army::SECOND),
            None
        );
    }

    #[test]
    fn the_fresh_hash_is_the_kept_one_along_a_game_and_sees_a_change() {
        for id in [
            "chess",
            "crazyhouse",
            "duck",
            "chaturaji-dice",
            "fourplayer-ffa",
        ] {
            let mut game = Game::new(id, 3).expect("start");
            for _ in 0..30 {
                assert_eq!(
                    game.position().compute_hash(game.variant()),
                    game.position().hash()
                );
                let Some(&mv) = game.legal_moves().last() else {
                    break;
                };
                game.play_move(mv).expect("legal");
            }
        }
        let white = game("chess", "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
        let black = game("chess", "4k3/8/8/8/8/8/8/4K3 b - - 0 1");
        assert_ne!(
            white.position().compute_hash(white.variant()),
            black.position().hash()
        );
    }

    #[test]
    fn a_field_that_differs_is_named_and_what_the_chess_fen_drops_is_not() {
        let a = game("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
        let b = game("chess", "4k3/8/8/8/8/8/8/R3K3 w - - 0 1");
        let c = game("chess", "4k3/8/8/8/8/8/8/R3K3 w Q - 3 1");
        let v = a.variant();
        assert_eq!(differing_field(v, a.position(), a.position()), None);
        assert_eq!(
            differing_field(v, a.position(), b.position()),
            Some("castling rights")
        );
        assert_eq!(
            differing_field(v, a.position(), c.position()),
            Some("halfmove clock")
        );
        // The chess FEN carries no points: captures count for nothing there.
        let mut took = game("chess", "4k3/8/8/8/8/8/r7/R3K3 w - - 0 1");
        took.play("a1a2").expect("legal");
        let read = fen::parse(took.variant(), &took.fen()).expect("reads");
        assert!(read != *took.position(), "the points differ");
        assert_eq!(
            differing_field(took.variant(), &read, took.position()),
            None
        );
    }

    #[test]
    fn the_invariants_hold_in_the_start_of_every_game() {
        for id in raja_core::game_ids() {
            let game = Game::new(id, 1).expect("start");
            assert_eq!(check(&game), Ok(()), "{id}");
        }
    }
}
