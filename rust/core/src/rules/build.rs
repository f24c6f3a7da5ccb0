//! Each rule module by the name a game's data gives it (`GameData::rules`):
//! what it needs from the data (its pieces by name) and the options chosen.
//! A new rule module is a module here and a line in `BUILDERS`; its games are
//! its data files' `forms`.

use crate::board::army::Army;
use crate::board::kind::Kind;
use crate::board::piece::{Mode, Movement};
use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
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

/// Builds a game's rule module from its data and options.
pub type RulesBuilder = fn(&GameData, VariantOptions) -> Result<Box<dyn Rules>, String>;

/// The rule modules by name.
const BUILDERS: &[(&str, RulesBuilder)] = &[
    ("antichess", antichess_rules),
    ("atomic", atomic_rules),
    ("cambodian", cambodian_rules),
    ("chaturaji", chaturaji_rules),
    ("chaturanga", chaturanga_rules),
    ("chaturanga4", chaturanga4_rules),
    ("chess", chess_rules),
    ("crazyhouse", crazyhouse_rules),
    ("duck", duck_rules),
    ("eightplayer", eightplayer_rules),
    ("fog", fog_rules),
    ("fourplayer", fourplayer_rules),
    ("friendly", friendly_rules),
    ("janggi", janggi_rules),
    ("makruk", makruk_rules),
    ("minishogi", minishogi_rules),
    ("seasons", seasons_rules),
    ("shatranj", shatranj_rules),
    ("shogi", shogi_rules),
    ("sittuyin", sittuyin_rules),
    ("threeplayer", threeplayer_rules),
    ("xiangqi", xiangqi_rules),
];

/// The rule module called `name`, if there is one.
pub fn builder(name: &str) -> Option<RulesBuilder> {
    BUILDERS
        .iter()
        .find(|(known, _)| *known == name)
        .map(|&(_, build)| build)
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

fn fourplayer_rules(data: &GameData, options: VariantOptions) -> Result<Box<dyn Rules>, String> {
    let kind = |name: &str| piece_kind(data, name);
    Ok(Box::new(FourPlayer {
        teams: options.teams,
        queen: kind("queen")?,
    }))
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

fn chess_rules(data: &GameData, _: VariantOptions) -> Result<Box<dyn Rules>, String> {
    Ok(Box::new(Chess {
        knight: piece_kind(data, "knight")?,
        bishop: piece_kind(data, "bishop")?,
    }))
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

#[cfg(test)]
mod tests {
    #[test]
    fn atomic_refuses_data_whose_king_is_not_its_one_royal_piece() {
        let atomic: super::GameData =
            ron::from_str(include_str!("../../games/atomic.ron")).unwrap();
        let options = super::VariantOptions::default();
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
