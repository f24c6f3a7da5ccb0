//! The engine's shared machinery on the three-player hexagon before the game is
//! one: the board, pieces, setup and castlings of docs/rules/threeplayer.md
//! compiled as data, played by the generic move generation with check, no rule
//! module of its own (so no three-player end, and no en passant, which lasts
//! longer here than the generic one ply). Counts are the external engine's
//! (`oracle/threeplayer_perft.txt`), taken where those rules cannot matter: the
//! start to four plies (no king can be attacked before the fifth) and each
//! position's first ply (a turn's end rules look at the king of the next player).

use raja_core::Position;
use raja_core::compile::data::GameData;
use raja_core::fen;
use raja_core::perft::perft;
use raja_core::rules::Rules;
use raja_core::state::outcome::{EndReason, GameResult, Outcome};
use raja_core::variant::{Variant, VariantOptions};

/// Moves and check only.
struct Generic;

impl Rules for Generic {
    fn outcome(&self, _: &Variant, _: &Position) -> Option<Outcome> {
        None
    }

    fn outcome_without_moves(&self, _: &Variant, _: &Position) -> Outcome {
        Outcome {
            reason: EndReason::Stalemate,
            result: GameResult::Draw,
        }
    }
}

/// Chess's pieces (four-player chess's data) on the hexagon, three armies.
fn variant() -> Variant {
    let four: GameData = ron::from_str(include_str!("../games/fourplayer.ron")).unwrap();
    let text = r#"(
        name: "three-player chess, its board and moves",
        board: (shape: Hexagon, width: 12, height: 12),
        check: true,
        pieces: [],
        armies: [
            (name: "white", letter: 'w', forward: (0, 1),
             setup: "Ra1 Nb1 Bc1 Qd1 Ke1 Bf1 Ng1 Rh1 Pa2 Pb2 Pc2 Pd2 Pe2 Pf2 Pg2 Ph2",
             castling: [
                (king: "e1", king_to: "g1", rook: "h1", rook_to: "f1"),
                (king: "e1", king_to: "c1", rook: "a1", rook_to: "d1"),
             ]),
            (name: "black", letter: 'b', forward: (0, -1),
             setup: "Ra8 Nb8 Bc8 Kd8 Qi8 Bj8 Nk8 Rl8 Pa7 Pb7 Pc7 Pd7 Pi7 Pj7 Pk7 Pl7",
             castling: [
                (king: "d8", king_to: "b8", rook: "a8", rook_to: "c8"),
                (king: "d8", king_to: "j8", rook: "l8", rook_to: "i8"),
             ]),
            (name: "red", letter: 'r', forward: (0, -1),
             setup: "Rh12 Ng12 Bf12 Qe12 Ki12 Bj12 Nk12 Rl12 Ph11 Pg11 Pf11 Pe11 Pi11 Pj11 Pk11 Pl11",
             castling: [
                (king: "i12", king_to: "k12", rook: "l12", rook_to: "j12"),
                (king: "i12", king_to: "f12", rook: "h12", rook_to: "e12"),
             ]),
        ],
    )"#;
    let mut data: GameData = ron::from_str(text).unwrap();
    data.pieces = four.pieces;
    Variant::build(
        "threeplayer-moves",
        data,
        VariantOptions::default(),
        Box::new(Generic),
    )
    .unwrap()
}

/// `<name> | <FEN> | <counts>` lines of the oracle, by name.
fn oracle(name: &str) -> (String, Vec<u64>) {
    let line = include_str!("oracle/threeplayer_perft.txt")
        .lines()
        .find(|l| l.starts_with(&format!("{name} | ")))
        .unwrap();
    let parts: Vec<&str> = line.split(" | ").collect();
    let counts = parts[2].split(' ').map(|n| n.parse().unwrap()).collect();
    (parts[1].to_string(), counts)
}

/// Our FEN less its last field (the skipped cells), which the generic FEN lacks.
fn generic_fen(fen: &str) -> &str {
    fen.rsplit_once(' ').unwrap().0
}

#[test]
fn the_start_is_the_rules_setup_and_its_first_four_plies_the_oracles_counts() {
    let variant = variant();
    let mut start = Position::start(&variant, 0).expect("start");
    let (fen, counts) = oracle("start");
    assert_eq!(fen::write(&variant, &start), generic_fen(&fen));
    for depth in 1..=4 {
        let expected = counts[depth as usize - 1];
        assert_eq!(
            perft(&variant, &mut start, depth),
            expected,
            "depth {depth}"
        );
    }
}

#[test]
fn each_positions_first_ply_is_the_oracles() {
    let variant = variant();
    for name in ["centre", "seams", "knights", "castling"] {
        let (fen, counts) = oracle(name);
        let mut position = fen::parse(&variant, generic_fen(&fen)).unwrap();
        assert_eq!(fen::write(&variant, &position), generic_fen(&fen), "{name}");
        assert_eq!(perft(&variant, &mut position, 1), counts[0], "{name}");
    }
}
