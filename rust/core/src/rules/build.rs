//! Each rule module by the name a game's data gives it (`GameData::rules`).
//! Each module builds itself from the data (its pieces by name) and the
//! options chosen; a new rule module is a module and a line in `BUILDERS`, a
//! new game of an existing module only its data file (its `forms`).

use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::rules::{
    Rules, antichess, atomic, chaturaji, chaturanga, chaturanga4, chess, crazyhouse, duck,
    eightplayer, fog, fourplayer, friendly, janggi, makruk, seasons, shatranj, shogi, sittuyin,
    threeplayer, xiangqi,
};

/// Builds a game's rule module from its data and options.
pub type RulesBuilder = fn(&GameData, VariantOptions) -> Result<Box<dyn Rules>, String>;

/// The rule modules by name.
const BUILDERS: &[(&str, RulesBuilder)] = &[
    ("antichess", antichess::build),
    ("atomic", atomic::build),
    ("cambodian", makruk::build_cambodian),
    ("chaturaji", chaturaji::build),
    ("chaturanga", chaturanga::build),
    ("chaturanga4", chaturanga4::build),
    ("chess", chess::build),
    ("crazyhouse", crazyhouse::build),
    ("duck", duck::build),
    ("eightplayer", eightplayer::build),
    ("fog", fog::build),
    ("fourplayer", fourplayer::build),
    ("friendly", friendly::build),
    ("janggi", janggi::build),
    ("makruk", makruk::build),
    ("minishogi", shogi::build_minishogi),
    ("seasons", seasons::build),
    ("shatranj", shatranj::build),
    ("shogi", shogi::build),
    ("sittuyin", sittuyin::build),
    ("threeplayer", threeplayer::build),
    ("xiangqi", xiangqi::build),
];

/// The rule module called `name`, if there is one.
pub fn builder(name: &str) -> Option<RulesBuilder> {
    BUILDERS
        .iter()
        .find(|(known, _)| *known == name)
        .map(|&(_, build)| build)
}
