//! The catalogue: every game of every data file in `games/` (each file names
//! its rule module and the forms it is played in, `GameData::rules` and
//! `forms`), found by `build.rs`. Each variant is built once and shared.

use std::sync::{Arc, OnceLock};

use crate::compile::data::GameData;
use crate::compile::variant::VariantOptions;
use crate::error::Error;
use crate::movegen::variant::Variant;
use crate::rules::build::builder;

/// Every data file: its name and text, in name order.
const GAME_FILES: &[(&str, &str)] = include!(concat!(env!("OUT_DIR"), "/game_files.rs"));

/// A variant built once, or the error building it gave.
type Built = OnceLock<Result<Arc<Variant>, Error>>;

/// One game of the catalogue: a form of a data file.
pub struct GameForm {
    /// The game's id (`chess960`).
    pub id: String,
    /// The data file it is a form of (`chess`).
    pub file: &'static str,
    pub options: VariantOptions,
}

/// A data file read: its forms, or why it cannot be read.
struct File {
    name: &'static str,
    data: Result<GameData, Error>,
}

fn files() -> &'static [File] {
    static FILES: OnceLock<Vec<File>> = OnceLock::new();
    FILES.get_or_init(|| {
        GAME_FILES
            .iter()
            .map(|&(name, text)| File {
                name,
                data: ron::from_str(text).map_err(|e| Error::BadGameData(format!("{name}: {e}"))),
            })
            .collect()
    })
}

/// Every game, data file by data file in name order, each file's forms in
/// its order.
pub fn forms() -> &'static [GameForm] {
    static FORMS: OnceLock<Vec<GameForm>> = OnceLock::new();
    FORMS.get_or_init(|| {
        let mut forms = Vec::new();
        for file in files() {
            let Ok(data) = &file.data else { continue };
            for form in &data.forms {
                forms.push(GameForm {
                    id: form.id.clone(),
                    file: file.name,
                    options: VariantOptions::from(form),
                });
            }
        }
        forms
    })
}

/// The ids of every game, in catalogue order.
pub fn game_ids() -> &'static [&'static str] {
    static IDS: OnceLock<Vec<&'static str>> = OnceLock::new();
    IDS.get_or_init(|| forms().iter().map(|form| form.id.as_str()).collect())
}

/// The variant with this id, built on first use.
pub fn variant(id: &str) -> Result<Arc<Variant>, Error> {
    static BUILT: OnceLock<Vec<Built>> = OnceLock::new();
    let forms = forms();
    let index = forms
        .iter()
        .position(|form| form.id == id)
        .ok_or_else(|| Error::UnknownGame(id.to_string()))?;
    let cells = BUILT.get_or_init(|| forms.iter().map(|_| OnceLock::new()).collect());
    cells[index]
        .get_or_init(|| build(&forms[index]).map(Arc::new))
        .clone()
}

fn build(form: &GameForm) -> Result<Variant, Error> {
    let bad = |why: String| Error::BadGameData(format!("{}: {why}", form.id));
    let file = files()
        .iter()
        .find(|file| file.name == form.file)
        .ok_or_else(|| bad(format!("no data file {}", form.file)))?;
    let data = file.data.clone()?;
    let build_rules =
        builder(&data.rules).ok_or_else(|| bad(format!("no rule module {:?}", data.rules)))?;
    let rules = build_rules(&data, form.options).map_err(bad)?;
    Variant::build(&form.id, data, form.options, rules)
}

#[cfg(test)]
mod tests {
    use super::{GAME_FILES, files, forms, game_ids, variant};

    #[test]
    fn every_data_file_reads_names_its_rule_module_and_plays_in_some_form() {
        assert!(GAME_FILES.len() >= 22, "the games folder is listed");
        for file in files() {
            let data = file.data.as_ref().expect("every data file reads");
            assert!(!data.forms.is_empty(), "{} plays in no form", file.name);
            assert!(
                crate::rules::build::builder(&data.rules).is_some(),
                "{}: no rule module {:?}",
                file.name,
                data.rules
            );
        }
    }

    #[test]
    fn every_game_builds_and_its_id_is_its_own() {
        let mut ids: Vec<&str> = game_ids().to_vec();
        for id in game_ids() {
            assert_eq!(variant(id).map(|v| v.id.clone()).ok(), Some(id.to_string()));
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), forms().len(), "an id names one game");
        assert!(variant("chess4").is_err());
    }

    #[test]
    fn a_file_with_one_form_is_named_after_its_game() {
        for file in files() {
            let forms = &file.data.as_ref().unwrap().forms;
            if let [only] = forms.as_slice() {
                assert_eq!(only.id, file.name);
            }
        }
    }
}
