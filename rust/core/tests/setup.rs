//! `Position::from_setup`: every game's starts are setups that fit together,
//! and each way a setup can be no position of its game is an error that says
//! which, from code and from each FEN dialect (as a fault of the field).

use raja_core::geometry::Square;
use raja_core::position::{ArmyState, Cell};
use raja_core::setup::{CastlingRights, EnPassantRights, Setup};
use raja_core::{Army, Error, Game, Kind, Position, SetupError, fen, fen4, game_ids, variant};

fn square(id: &str, name: &str) -> Square {
    variant(id).unwrap().geometry.parse_square(name).unwrap()
}

fn kind(id: &str, letter: char) -> Kind {
    variant(id).unwrap().kind_by_letter(letter).unwrap()
}

/// The error `setup` gives in game `id`.
fn refused(id: &str, setup: &Setup) -> SetupError {
    match Position::from_setup(&variant(id).unwrap(), setup) {
        Err(Error::BadSetup(error)) => error,
        Err(other) => panic!("{id}: another error {other}"),
        Ok(position) => panic!(
            "{id}: accepted, {}",
            fen::write(&variant(id).unwrap(), &position)
        ),
    }
}

/// The field a FEN's error names in game `id`.
fn fen_field(id: &str, text: &str) -> String {
    match Game::from_fen(id, text) {
        Err(Error::BadFen { field, .. }) => field.to_string(),
        Err(other) => panic!("{text}: another error {other}"),
        Ok(game) => panic!("{text}: accepted as {}", game.fen()),
    }
}

#[test]
fn every_start_of_every_game_fits_together() {
    for id in game_ids() {
        let variant = variant(id).unwrap();
        for seed in 0..4 {
            let position =
                Position::start(&variant, seed).unwrap_or_else(|e| panic!("{id} seed {seed}: {e}"));
            assert_eq!(position.hash(), position.compute_hash(&variant), "{id}");
        }
        for index in 0..variant.swaps.len() {
            let setup = Setup::start(&variant).swapped(&variant, index);
            Position::from_setup(&variant, &setup).unwrap_or_else(|e| panic!("{id}: {e}"));
        }
    }
    let chess960 = variant("chess960").unwrap();
    for number in 0..960 {
        let setup = Setup::start(&chess960).chess960(&chess960, number);
        let position = Position::from_setup(&chess960, &setup)
            .unwrap_or_else(|e| panic!("Chess960 start {number}: {e}"));
        assert_eq!(position.castling_rights().count_ones(), 4, "{number}");
    }
}

#[test]
fn a_setup_reads_back_from_the_fen_it_writes() {
    for id in game_ids() {
        let variant = variant(id).unwrap();
        let game = Game::new(id, 7).unwrap();
        let setup = fen::read(&variant, &game.fen()).unwrap();
        let position = Position::from_setup(&variant, &setup).unwrap();
        assert_eq!(&position, game.position(), "{id}");
    }
}

#[test]
fn pieces_off_the_board_on_one_square_or_of_no_army_are_refused() {
    let mut setup = Setup::start(&variant("chess").unwrap());
    setup.pieces.push((64, setup.pieces[0].1));
    assert_eq!(refused("chess", &setup), SetupError::NoSuchCell(64));

    let mut setup = Setup::start(&variant("chess").unwrap());
    setup.pieces.push(setup.pieces[0]);
    assert!(matches!(refused("chess", &setup), SetupError::Occupied(_)));

    let mut setup = Setup::start(&variant("chess").unwrap());
    setup.pieces.push((
        square("chess", "e4"),
        Cell::piece(Army::new(2), kind("chess", 'N')),
    ));
    assert_eq!(
        refused("chess", &setup),
        SetupError::NoSuchPiece("e4".into())
    );

    let mut setup = Setup::start(&variant("chess").unwrap());
    let knight = Cell::piece(Army::FIRST, kind("chess", 'N'));
    setup
        .pieces
        .push((square("chess", "e4"), knight.promoted()));
    assert_eq!(refused("chess", &setup), SetupError::UnmarkedPromotion);

    let mut setup = Setup::start(&variant("chess").unwrap());
    setup.pieces = (0..41).map(|s| (s, knight)).collect();
    assert!(matches!(
        refused("chess", &setup),
        SetupError::TooManyPieces(_)
    ));
}

#[test]
fn a_second_king_is_refused_in_code_and_in_each_fen() {
    let mut setup = Setup::start(&variant("chess").unwrap());
    let king = Cell::piece(Army::FIRST, kind("chess", 'K'));
    setup.pieces.push((square("chess", "e4"), king));
    assert_eq!(
        refused("chess", &setup),
        SetupError::TooManyRoyals {
            army: "white".into(),
            count: 2,
            most: 1
        }
    );
    assert_eq!(
        fen_field("chess", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1"),
        "board"
    );
    let start = Game::new("chaturaji", 0).unwrap().fen();
    let two_red_kings = start.replacen("rP", "rK", 1);
    assert_ne!(two_red_kings, start);
    assert_eq!(fen_field("chaturaji", &two_red_kings), "board");
    // Fewer is a game that ended by taking the king: it reads.
    Game::from_fen("atomic", "8/8/8/8/8/8/8/4K3 b - - 0 1").unwrap();
}

#[test]
fn pockets_hold_only_what_the_game_lets_them() {
    let mut setup = Setup::start(&variant("chess").unwrap());
    setup.pockets = vec![vec![kind("chess", 'Q')], Vec::new()];
    assert_eq!(
        refused("chess", &setup),
        SetupError::NoPocket("white".into())
    );

    let mut setup = Setup::start(&variant("crazyhouse").unwrap());
    setup.pockets[1].push(kind("crazyhouse", 'K'));
    assert_eq!(refused("crazyhouse", &setup), SetupError::RoyalInHand('k'));
    let board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    assert_eq!(
        fen_field("crazyhouse", &format!("{board}[k] w KQkq - 0 1")),
        "pocket"
    );

    let mut setup = Setup::start(&variant("crazyhouse").unwrap());
    setup.pockets[0] = vec![kind("crazyhouse", 'P'); 65];
    assert_eq!(refused("crazyhouse", &setup), SetupError::PocketFull);
    let full = format!("{board}[{}] w KQkq - 0 1", "P".repeat(65));
    assert_eq!(fen_field("crazyhouse", &full), "pocket");
}

#[test]
fn per_army_lists_and_the_side_to_move_fit_the_game() {
    let mut setup = Setup::start(&variant("fourplayer-ffa").unwrap());
    setup.points.pop();
    assert_eq!(
        refused("fourplayer-ffa", &setup),
        SetupError::ArmyCount {
            what: "points",
            expected: 4,
            found: 3
        }
    );
    let mut setup = Setup::start(&variant("fourplayer-ffa").unwrap());
    setup.armies[0] = ArmyState::Eliminated;
    assert_eq!(
        refused("fourplayer-ffa", &setup),
        SetupError::SideNotInGame('r')
    );
    let mut setup = Setup::start(&variant("chess").unwrap());
    setup.dice = Some(raja_core::dice::DiceState::new(1));
    assert!(matches!(refused("chess", &setup), SetupError::Dice(_)));
}

#[test]
fn castling_rights_need_their_king_and_rook_in_place() {
    // Our own FEN (four-player chess): a right is refused without its pieces.
    let fourplayer = variant("fourplayer-ffa").unwrap();
    let mut setup = Setup::start(&fourplayer);
    setup.castling = CastlingRights::Exactly(fourplayer.all_castling_rights());
    Position::from_setup(&fourplayer, &setup).expect("the start has every piece in place");
    let king = fourplayer.castlings[0].king;
    setup.pieces.retain(|&(s, _)| s != king);
    assert!(matches!(
        refused("fourplayer-ffa", &setup),
        SetupError::CastlingWithoutPieces(_)
    ));
    let start = Game::new("fourplayer-ffa", 0).unwrap().fen();
    let kingless = fen::write(&fourplayer, &{
        let mut setup = Setup::start(&fourplayer);
        setup.pieces.retain(|&(s, _)| s != king);
        setup.castling = CastlingRights::Exactly(0);
        Position::from_setup(&fourplayer, &setup).unwrap()
    });
    let castling_field = start.split(' ').nth(8).unwrap();
    let with_rights: Vec<&str> = kingless
        .split(' ')
        .enumerate()
        .map(|(i, field)| if i == 8 { castling_field } else { field })
        .collect();
    assert_eq!(
        fen_field("fourplayer-ffa", &with_rights.join(" ")),
        "castling"
    );
    // And in FEN4, the same.
    let fen4_start = fen4::write(
        &fourplayer,
        Game::new("fourplayer-ffa", 0).unwrap().position(),
    );
    let text = fen4_start.replacen("rK", "rQ", 1);
    assert!(
        fen_field("fourplayer-ffa", &text).contains("castling"),
        "{text}"
    );
    // The chess FEN reads its letters against the board and drops a right
    // without its rook, as Fairy-Stockfish does.
    let game = Game::from_fen("chess", "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1").unwrap();
    assert_eq!(game.fen(), "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
    let chess = variant("chess").unwrap();
    let mut setup = fen::read(&chess, "4k3/8/8/8/8/8/8/4K2R w - - 0 1").unwrap();
    let queen_side = fen::read(&chess, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1").unwrap();
    let queen_rights = Position::from_setup(&chess, &queen_side)
        .unwrap()
        .castling_rights();
    setup.castling = CastlingRights::Exactly(queen_rights);
    assert!(matches!(
        refused("chess", &setup),
        SetupError::CastlingWithoutPieces(_)
    ));
}

#[test]
fn an_en_passant_cell_must_be_one_a_pawn_skipped() {
    // Three-player chess keeps cells per army and refuses one no pawn skipped.
    let threeplayer = variant("threeplayer").unwrap();
    let mut setup = Setup::start(&threeplayer);
    let somewhere = setup.pieces[0].0;
    setup.en_passant = EnPassantRights::Cells(vec![(Army::FIRST, somewhere)]);
    assert!(matches!(
        refused("threeplayer", &setup),
        SetupError::EnPassant { army: 'w', .. }
    ));
    // The chess FEN keeps a square only where a pawn could take there.
    let kept = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1";
    assert_eq!(Game::from_fen("chess", kept).unwrap().fen(), kept);
    let dropped = "4k3/8/8/3p4/8/8/8/4K3 w - d6 0 1";
    assert_eq!(
        Game::from_fen("chess", dropped).unwrap().fen(),
        "4k3/8/8/3p4/8/8/8/4K3 w - - 0 1"
    );
}

#[test]
fn the_side_not_to_move_never_stands_in_check_where_two_armies_play_with_check() {
    // Black's king attacked and White to move: White could take it, and in
    // minishogi hold it (a position found by fuzzing, whose FEN then failed).
    assert_eq!(
        fen_field("minishogi", "rbsgp/k4/5/P4/KGSBR[-] w 5 1"),
        "side to move"
    );
    assert_eq!(
        fen_field("chess", "4k3/8/8/8/8/8/8/4R2K w - - 0 1"),
        "side to move"
    );
    let chess = variant("chess").unwrap();
    let setup = fen::read(&chess, "4k3/8/8/8/8/8/8/4R2K w - - 0 1").unwrap();
    assert!(matches!(
        refused("chess", &setup),
        SetupError::WaitingSideInCheck('b')
    ));
    // The side to move may stand in check; and where a king may be left
    // attacked (duck chess), so may the side that waits.
    Game::from_fen("chess", "4k3/8/8/8/8/8/8/4R2K b - - 0 1").unwrap();
    Game::from_fen("duck", "4k3/8/8/8/8/8/8/4R2K w - - 0 1").unwrap();
}
