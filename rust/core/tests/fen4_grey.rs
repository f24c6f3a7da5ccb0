//! FEN4 writes grey pieces as `d` without their army; with two armies out they must
//! still read back (found by the fen4 fuzz target: 17 grey pieces went to one army).

use raja_core::{fen4, variant};

#[test]
fn grey_pieces_of_two_armies_round_trip() {
    let text = include_str!("../fuzz/seeds/fen4/two-out-crowded");
    let variant = variant("fourplayer-ffa").expect("game");
    let position = fen4::parse(&variant, text.trim_end()).expect("the FEN4 reads");
    let written = fen4::write(&variant, &position);
    let again = fen4::parse(&variant, &written).expect("a written FEN4 reads back");
    assert_eq!(fen4::write(&variant, &again), written);
}
