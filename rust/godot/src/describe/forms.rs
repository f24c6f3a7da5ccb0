//! The games a catalogue entry plays, as the data files list them
//! (`GameData::forms`), so the app keeps no table of engine ids: the entry of a
//! data file has that file's forms, any other entry the game of its own id.

use raja_core::registry::{self, GameForm};
use serde::Serialize;

/// One playable form of an entry.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Form {
    /// The engine's game id.
    pub engine: String,
    /// "ffa", "pairs" or "teams" where the entry's forms differ in it; "" when
    /// the entry has one mode.
    pub mode: &'static str,
    pub dice: bool,
    pub chess960: bool,
}

/// The forms of catalogue entry `entry`, in the data file's order; none for
/// an entry the engine cannot play.
pub fn catalogue_forms(entry: &str) -> Vec<Form> {
    let all = registry::forms();
    let mut forms: Vec<&GameForm> = all.iter().filter(|form| form.file == entry).collect();
    if forms.is_empty() {
        forms = all.iter().filter(|form| form.id == entry).collect();
    }
    let modes_differ = forms.iter().any(|form| mode(form) != mode(forms[0]));
    forms
        .iter()
        .map(|form| Form {
            engine: form.id.clone(),
            mode: if modes_differ { mode(form) } else { "" },
            dice: form.options.dice,
            chess960: form.options.chess960,
        })
        .collect()
}

fn mode(form: &GameForm) -> &'static str {
    match (form.options.teams, form.options.pairs) {
        (true, true) => "pairs",
        (true, false) => "teams",
        (false, _) => "ffa",
    }
}

#[cfg(test)]
mod tests {
    use super::catalogue_forms;

    /// (engine, mode, dice, chess960) of each form.
    fn forms(entry: &str) -> Vec<(String, &'static str, bool, bool)> {
        catalogue_forms(entry)
            .into_iter()
            .map(|f| (f.engine, f.mode, f.dice, f.chess960))
            .collect()
    }

    #[test]
    fn a_data_file_entry_offers_its_modes_and_dice() {
        let chaturaji = forms("chaturaji");
        assert_eq!(chaturaji.len(), 4);
        assert!(chaturaji.contains(&("chaturaji-teams-dice".into(), "teams", true, false)));
        assert!(chaturaji.contains(&("chaturaji".into(), "ffa", false, false)));
        let eight: Vec<&str> = forms("eightplayer").iter().map(|f| f.1).collect();
        assert_eq!(eight, ["ffa", "pairs", "teams"]);
    }

    #[test]
    fn one_mode_is_no_mode_and_a_game_of_its_own_entry_is_found_by_id() {
        assert_eq!(
            forms("chess"),
            [
                ("chess".into(), "", false, false),
                ("chess960".into(), "", false, true)
            ]
        );
        assert_eq!(forms("chess960"), [("chess960".into(), "", false, true)]);
        assert_eq!(
            forms("chaturanga4"),
            [("chaturanga4".into(), "", true, false)]
        );
        assert!(
            forms("chess4").is_empty(),
            "an entry the engine cannot play"
        );
    }
}
