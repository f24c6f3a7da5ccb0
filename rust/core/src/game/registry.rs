//! The catalogue: game ids, their data files and rule modules. Each variant is
//! built once and shared.

use std::sync::{Arc, OnceLock};

use crate::board::army::Army;
use crate::board::kind::Kind;
use crate::board::piece::{Mode, Movement};
use crate::compile::data::GameData;
use crate::compile::variant::{Variant, VariantOptions};
use crate::error::Error;
use crate::rules::Rules;
use crate::rules::antichess::Antichess;
use crate::rules::atomic::Atomic;
use crate::rules::chaturaji::Chaturaji;
use crate::rules::chaturanga::Chaturanga;
use crate::rules::chaturanga4::Chaturanga4;
use crate::rules::chess::Chess;
use crate::rules::crazyhouse::Crazyhouse;
use crate::rules::duck::Duck;
use crate::rules::eightplayer::EightPlayer;
use crate::rules::fog::Fog;
use crate::rules::fourplayer::FourPlayer;
use crate::rules::friendly::Friendly;
use crate::rules::janggi::Janggi;
use crate::rules::makruk::{Family, Makruk};
use crate::rules::seasons::Seasons;
use crate::rules::shatranj::Shatranj;
use crate::rules::shogi::Shogi;
use crate::rules::sittuyin::Sittuyin;
use crate::rules::threeplayer::ThreePlayer;
use crate::rules::xiangqi::Xiangqi;

const CHATURAJI_RON: &str = include_str!("../../games/chaturaji.ron");
const CHATURANGA4_RON: &str = include_str!("../../games/chaturanga4.ron");
const SEASONS_RON: &str = include_str!("../../games/seasons.ron");
const FOURPLAYER_RON: &str = include_str!("../../games/fourplayer.ron");
const THREEPLAYER_RON: &str = include_str!("../../games/threeplayer.ron");
const EIGHTPLAYER_RON: &str = include_str!("../../games/eightplayer.ron");
const CHESS_RON: &str = include_str!("../../games/chess.ron");
const ANTICHESS_RON: &str = include_str!("../../games/antichess.ron");
const ATOMIC_RON: &str = include_str!("../../games/atomic.ron");
const CRAZYHOUSE_RON: &str = include_str!("../../games/crazyhouse.ron");
const DUCK_RON: &str = include_str!("../../games/duck.ron");
const FOG_RON: &str = include_str!("../../games/fog.ron");
const FRIENDLY_RON: &str = include_str!("../../games/friendly.ron");
const SHATRANJ_RON: &str = include_str!("../../games/shatranj.ron");
const MAKRUK_RON: &str = include_str!("../../games/makruk.ron");
const XIANGQI_RON: &str = include_str!("../../games/xiangqi.ron");
const CAMBODIAN_RON: &str = include_str!("../../games/cambodian.ron");
const SITTUYIN_RON: &str = include_str!("../../games/sittuyin.ron");
const CHATURANGA_RON: &str = include_str!("../../games/chaturanga.ron");
const JANGGI_RON: &str = include_str!("../../games/janggi.ron");
const SHOGI_RON: &str = include_str!("../../games/shogi.ron");
const MINISHOGI_RON: &str = include_str!("../../games/minishogi.ron");

/// Builds a game's rule module from its data and options.
type RulesBuilder = fn(&GameData, VariantOptions) -> Result<Box<dyn Rules>, String>;
/// A variant built once, or the error building it gave.
type Built = OnceLock<Result<Arc<Variant>, Error>>;

struct Entry {
    id: &'static str,
    ron: &'static str,
    options: VariantOptions,
    rules: RulesBuilder,
}

/// The kind of the piece called `name` in a game's data.
fn piece_kind(data: &GameData, name: &str) -> Result<Kind, String> {
    data.pieces
        .iter()
        .position(|p| p.name == name)
        .and_then(Kind::from_index)
        .ok_or(format!("no {name}"))
}

fn chaturaji_rules(data: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let boat = piece_kind(data, "boat")?;
    Ok(Box::new(Chaturaji {
        boat,
        teams: options.teams,
    }))
}

fn chaturanga4_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| piece_kind(data, name);
    Ok(Box::new(Chaturanga4 {
        raja: kind("raja")?,
        elephant: kind("elephant")?,
        knight: kind("knight")?,
        boat: kind("boat")?,
        pawn: kind("pawn")?,
    }))
}

fn seasons_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let fers = piece_kind(data, "fers")?;
    let mut pawns = Vec::new();
    for (kind, piece) in data.each_kind().filter(|(_, p)| p.pawn) {
        let step = piece
            .moves
            .iter()
            .find(|m| m.mode == Mode::MoveOnly)
            .and_then(|m| match &m.movement {
                Movement::Leap(offsets) => offsets.first().copied(),
                _ => None,
            })
            .ok_or(format!("{}: no step", piece.name))?;
        pawns.push((kind, step));
    }
    Ok(Box::new(Seasons { fers, pawns }))
}

const fn seasons(id: &'static str, dice: bool) -> Entry {
    Entry {
        id,
        ron: SEASONS_RON,
        options: VariantOptions {
            teams: false,
            pairs: false,
            dice,
            chess960: false,
        },
        rules: seasons_rules,
    }
}

const fn chaturaji(id: &'static str, teams: bool, dice: bool) -> Entry {
    Entry {
        id,
        ron: CHATURAJI_RON,
        options: VariantOptions {
            teams,
            pairs: false,
            dice,
            chess960: false,
        },
        rules: chaturaji_rules,
    }
}

fn fourplayer_rules(data: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| piece_kind(data, name);
    Ok(Box::new(FourPlayer {
        teams: options.teams,
        queen: kind("queen")?,
    }))
}

const fn fourplayer(id: &'static str, teams: bool) -> Entry {
    Entry {
        id,
        ron: FOURPLAYER_RON,
        options: VariantOptions {
            teams,
            pairs: false,
            dice: false,
            chess960: false,
        },
        rules: fourplayer_rules,
    }
}

fn threeplayer_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(ThreePlayer {
        knight: piece_kind(data, "knight")?,
        bishop: piece_kind(data, "bishop")?,
    }))
}

fn eightplayer_rules(_: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(EightPlayer {
        teams: options.teams,
    }))
}

/// Eight-player chess alone, in pairs (opposite seats) or in teams (odd
/// seats against even).
const fn eightplayer(id: &'static str, teams: bool, pairs: bool) -> Entry {
    Entry {
        id,
        ron: EIGHTPLAYER_RON,
        options: VariantOptions {
            teams,
            pairs,
            dice: false,
            chess960: false,
        },
        rules: eightplayer_rules,
    }
}

fn chess_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Chess {
        knight: piece_kind(data, "knight")?,
        bishop: piece_kind(data, "bishop")?,
    }))
}

const fn chess(id: &'static str, chess960: bool) -> Entry {
    Entry {
        id,
        ron: CHESS_RON,
        options: VariantOptions {
            teams: false,
            pairs: false,
            dice: false,
            chess960,
        },
        rules: chess_rules,
    }
}

fn antichess_rules(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Antichess))
}

fn atomic_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    if data.capture_blast == 0 {
        return Err("atomic needs capture_blast".into());
    }
    let king = piece_kind(data, "king")?;
    // The rules find the king as the army's royal piece, so it must be the only one.
    let royal_kinds: Vec<&str> = data
        .pieces
        .iter()
        .filter(|p| p.royal)
        .map(|p| p.name.as_str())
        .collect();
    if royal_kinds != ["king"] {
        return Err(format!(
            "atomic needs the king as its one royal piece, not {royal_kinds:?}"
        ));
    }
    Ok(Box::new(Atomic {
        king,
        blast: i32::from(data.capture_blast),
    }))
}

fn crazyhouse_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Crazyhouse {
        pawn: piece_kind(data, "pawn")?,
    }))
}

fn duck_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Duck {
        duck: piece_kind(data, "duck")?,
    }))
}

fn fog_rules(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Fog))
}

fn friendly_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Friendly::new(
        &crate::compile::variant::merged_parts(data)?,
    )))
}

fn shatranj_rules(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Shatranj))
}

fn xiangqi_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let attacking_kinds = ["chariot", "horse", "cannon", "soldier"]
        .into_iter()
        .map(|name| piece_kind(data, name))
        .collect::<Result<_, _>>()?;
    Ok(Box::new(Xiangqi { attacking_kinds }))
}

fn janggi_rules(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Janggi))
}

fn chaturanga_rules(_: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Chaturanga))
}

fn makruk_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    makruk_family(data, Family::Makruk)
}

fn cambodian_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    makruk_family(data, Family::Cambodian)
}

/// Makruk or Ouk Chatrang.
fn makruk_family(data: &GameData, family: Family) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| piece_kind(data, name);
    Ok(Box::new(Makruk {
        king: kind("king")?,
        rook: kind("rook")?,
        knight: kind("knight")?,
        khon: kind("khon")?,
        met: kind("met")?,
        pawn: kind("pawn")?,
        family,
    }))
}

fn sittuyin_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| piece_kind(data, name);
    // Sittuyin's pieces by their own names, in the places of Makruk's.
    let makruk = Makruk {
        king: kind("king")?,
        rook: kind("chariot")?,
        knight: kind("horse")?,
        khon: kind("elephant")?,
        met: kind("general")?,
        pawn: kind("pawn")?,
        family: Family::Sittuyin,
    };
    Ok(Box::new(Sittuyin { makruk }))
}

fn shogi_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Shogi {
        pawn: piece_kind(data, "pawn")?,
        repetition_loser: None,
    }))
}

/// Minishogi: a repetition without perpetual check loses for Black, who
/// moved first.
fn minishogi_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Shogi {
        pawn: piece_kind(data, "pawn")?,
        repetition_loser: Some(Army::FIRST),
    }))
}

/// A two-player game of the chess family with its own data and rule module.
const fn two_player(id: &'static str, ron: &'static str, rules: RulesBuilder) -> Entry {
    Entry {
        id,
        ron,
        options: VariantOptions {
            teams: false,
            pairs: false,
            dice: false,
            chess960: false,
        },
        rules,
    }
}

const ENTRIES: &[Entry] = &[
    chaturaji("chaturaji", false, false),
    chaturaji("chaturaji-teams", true, false),
    chaturaji("chaturaji-dice", false, true),
    chaturaji("chaturaji-teams-dice", true, true),
    // Always in pairs and with the long die.
    Entry {
        id: "chaturanga4",
        ron: CHATURANGA4_RON,
        options: VariantOptions {
            teams: true,
            pairs: false,
            dice: true,
            chess960: false,
        },
        rules: chaturanga4_rules,
    },
    fourplayer("fourplayer-teams", true),
    fourplayer("fourplayer-ffa", false),
    Entry {
        id: "threeplayer",
        ron: THREEPLAYER_RON,
        options: VariantOptions {
            teams: false,
            pairs: false,
            dice: false,
            chess960: false,
        },
        rules: threeplayer_rules,
    },
    eightplayer("eightplayer", false, false),
    eightplayer("eightplayer-pairs", true, true),
    eightplayer("eightplayer-teams", true, false),
    seasons("seasons", false),
    seasons("seasons-dice", true),
    chess("chess", false),
    chess("chess960", true),
    two_player("antichess", ANTICHESS_RON, antichess_rules),
    two_player("atomic", ATOMIC_RON, atomic_rules),
    two_player("crazyhouse", CRAZYHOUSE_RON, crazyhouse_rules),
    two_player("duck", DUCK_RON, duck_rules),
    two_player("fog", FOG_RON, fog_rules),
    two_player("friendly", FRIENDLY_RON, friendly_rules),
    two_player("chaturanga", CHATURANGA_RON, chaturanga_rules),
    two_player("shatranj", SHATRANJ_RON, shatranj_rules),
    two_player("makruk", MAKRUK_RON, makruk_rules),
    two_player("cambodian", CAMBODIAN_RON, cambodian_rules),
    two_player("sittuyin", SITTUYIN_RON, sittuyin_rules),
    two_player("xiangqi", XIANGQI_RON, xiangqi_rules),
    two_player("janggi", JANGGI_RON, janggi_rules),
    two_player("shogi", SHOGI_RON, shogi_rules),
    two_player("minishogi", MINISHOGI_RON, minishogi_rules),
];

const IDS: &[&str] = &[
    "chaturaji",
    "chaturaji-teams",
    "chaturaji-dice",
    "chaturaji-teams-dice",
    "chaturanga4",
    "fourplayer-teams",
    "fourplayer-ffa",
    "threeplayer",
    "eightplayer",
    "eightplayer-pairs",
    "eightplayer-teams",
    "seasons",
    "seasons-dice",
    "chess",
    "chess960",
    "antichess",
    "atomic",
    "crazyhouse",
    "duck",
    "fog",
    "friendly",
    "chaturanga",
    "shatranj",
    "makruk",
    "cambodian",
    "sittuyin",
    "xiangqi",
    "janggi",
    "shogi",
    "minishogi",
];

/// The ids of every game, in catalogue order.
pub fn game_ids() -> &'static [&'static str] {
    IDS
}

/// The variant with this id, built on first use.
pub fn variant(id: &str) -> Result<Arc<Variant>, Error> {
    static BUILT: OnceLock<Vec<Built>> = OnceLock::new();
    let index = ENTRIES
        .iter()
        .position(|e| e.id == id)
        .ok_or_else(|| Error::UnknownGame(id.to_string()))?;
    let cells = BUILT.get_or_init(|| ENTRIES.iter().map(|_| OnceLock::new()).collect());
    cells[index]
        .get_or_init(|| build(&ENTRIES[index]).map(Arc::new))
        .clone()
}

fn build(entry: &Entry) -> Result<Variant, Error> {
    let data: GameData =
        ron::from_str(entry.ron).map_err(|e| Error::BadGameData(format!("{}: {e}", entry.id)))?;
    let rules = (entry.rules)(&data, entry.options)
        .map_err(|e| Error::BadGameData(format!("{}: {e}", entry.id)))?;
    Variant::build(entry.id, data, entry.options, rules)
}

#[cfg(test)]
mod tests {
    #[test]
    fn ids_and_entries_agree() {
        let ids: Vec<&str> = super::ENTRIES.iter().map(|e| e.id).collect();
        assert_eq!(ids, super::game_ids());
        for id in super::game_ids() {
            assert!(super::variant(id).is_ok(), "{id}");
        }
    }

    #[test]
    fn atomic_refuses_data_whose_king_is_not_its_one_royal_piece() {
        let atomic: super::GameData = ron::from_str(super::ATOMIC_RON).unwrap();
        let options = super::ENTRIES
            .iter()
            .find(|e| e.id == "atomic")
            .unwrap()
            .options;
        let refusal = |name: &str, royal: bool| {
            let mut data = atomic.clone();
            let piece = data.pieces.iter_mut().find(|p| p.name == name).unwrap();
            piece.royal = royal;
            super::atomic_rules(&data, options).err()
        };
        assert!(super::atomic_rules(&atomic, options).is_ok());
        let two_royals = refusal("queen", true).expect("a royal queen is refused");
        assert!(two_royals.contains("one royal piece"), "{two_royals}");
        assert!(
            refusal("king", false).is_some(),
            "a king that is not royal is refused"
        );
    }
}
