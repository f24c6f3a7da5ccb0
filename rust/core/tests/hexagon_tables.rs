//! The engine's move tables on the three-player hexagon (`board::hexagon`)
//! against the empty-board reach of both external engines
//! (`oracle/threeplayer_reach.txt`, never our numbers): every cell, the king,
//! knight, rook, bishop and each army's pawn captures. The pieces are four-player
//! chess's, whose data is chess's: only the board differs.

use raja_core::{Army, Kind};
use std::collections::BTreeSet;

use raja_core::board::geometry::Geometry;
use raja_core::board::hexagon::hexagon;
use raja_core::board::piece::{Mode, PieceDef};
use raja_core::board::tables::{Bounds, MoveTables};
use raja_core::data::GameData;

fn pieces() -> Vec<PieceDef> {
    let data: GameData = ron::from_str(include_str!("../games/fourplayer.ron")).unwrap();
    data.pieces
}

fn tables(geometry: &Geometry, pieces: &[PieceDef]) -> MoveTables {
    let bounds = Bounds {
        regions: &[],
        reversed: false,
        diagonal_lines: &[],
    };
    // On a mesh the forward of each army comes from its half: any value here.
    MoveTables::build(geometry, pieces, &[(0, 1); 3], &[], bounds)
}

#[test]
fn every_cell_reaches_what_both_external_engines_reach() {
    let geometry = hexagon();
    let pieces = pieces();
    let kind = |name: &str| Kind::new(pieces.iter().position(|p| p.name == name).unwrap() as u8);
    let tables = tables(&geometry, &pieces);
    let mut lines = 0;
    for line in include_str!("oracle/threeplayer_reach.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let (head, targets) = line.split_once(": ").unwrap();
        let (piece, from) = head.split_once(' ').unwrap();
        let from = geometry.parse_square(from).unwrap();
        let expected: BTreeSet<String> = targets
            .split_whitespace()
            .filter(|&t| t != "-")
            .map(String::from)
            .collect();
        let (k, army) = match piece {
            "K" => (kind("king"), Army::FIRST),
            "N" => (kind("knight"), Army::FIRST),
            "R" => (kind("rook"), Army::FIRST),
            "B" => (kind("bishop"), Army::FIRST),
            pawn => (
                kind("pawn"),
                Army::new("wbr".find(&pawn[1..]).unwrap() as u8),
            ),
        };
        let got: BTreeSet<String> = if piece.starts_with('P') {
            tables
                .leaps(k, army, from)
                .iter()
                .filter(|t| t.mode == Mode::CaptureOnly)
                .map(|t| geometry.name(t.to))
                .collect()
        } else {
            tables
                .reach(k, army, from)
                .map(|s| geometry.name(s))
                .collect()
        };
        assert_eq!(got, expected, "{line}");
        lines += 1;
    }
    assert_eq!(lines, 96 * 4 + 96 * 3);
}

/// A slider's branches past the centre are rays of their own behind the run
/// before the fork, so each target is listed once and a blocker before the
/// fork cuts both branches.
#[test]
fn a_fork_is_two_rays_behind_one_run() {
    let geometry = hexagon();
    let pieces = pieces();
    let bishop = Kind::new(pieces.iter().position(|p| p.name == "bishop").unwrap() as u8);
    let tables = tables(&geometry, &pieces);
    let b2 = geometry.parse_square("b2").unwrap();
    let names =
        |squares: &[u16]| -> Vec<String> { squares.iter().map(|&s| geometry.name(s)).collect() };
    let mut runs: Vec<(Vec<String>, Vec<String>)> = tables
        .rays(bishop, Army::FIRST, b2)
        .iter()
        .map(|ray| {
            let (gate, line) = ray.split(tables.ray_squares(ray));
            (names(gate), names(line))
        })
        .collect();
    runs.sort();
    let open = |line: &str| line.split(' ').map(String::from).collect::<Vec<_>>();
    let expected = vec![
        (vec![], open("a1")),
        (vec![], open("a3")),
        (vec![], open("c1")),
        (vec![], open("c3 d4 i5 j6 k7 l8")),
        (open("c3 d4"), open("e9 f10 g11 h12")),
    ];
    assert_eq!(runs, expected);
}

/// A pawn's forward follows its army and the half it stands in: a White pawn
/// steps from d4 over the seam to d5 and on toward Black's back rank.
#[test]
fn a_pawn_steps_toward_the_centre_then_toward_the_entered_back_rank() {
    let geometry = hexagon();
    let pieces = pieces();
    let pawn = Kind::new(pieces.iter().position(|p| p.name == "pawn").unwrap() as u8);
    let tables = tables(&geometry, &pieces);
    let steps = |army: Army, from: &str| -> Vec<String> {
        let from = geometry.parse_square(from).unwrap();
        tables
            .rays(pawn, army, from)
            .iter()
            .flat_map(|r| tables.ray_squares(r).iter().map(|&s| geometry.name(s)))
            .collect()
    };
    assert_eq!(steps(Army::FIRST, "d4"), ["d5"]);
    assert_eq!(steps(Army::FIRST, "d5"), ["d6"]);
    assert_eq!(steps(Army::FIRST, "d7"), ["d8"]);
    assert_eq!(steps(Army::SECOND, "d5"), ["d4"]);
    assert_eq!(steps(Army::new(2), "e9"), ["e4"]);
    assert_eq!(steps(Army::new(2), "e4"), ["e3"]);
    assert_eq!(steps(Army::FIRST, "h4"), ["h9"]);
}
