//! Our game ids and their Fairy-Stockfish counterparts: the one table `raja match`
//! (and `tools/uci-matches`) consults, and how such an engine is started for one
//! of them. FEN and move strings are already Fairy-Stockfish's for every game
//! with a counterpart (docs/rules/chess.md).

use anyhow::{Context, Result, bail};

use crate::uci_client::Engine;

/// What Fairy-Stockfish calls one of our games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Counterpart {
    /// `setoption name UCI_Variant value <variant>`, and `UCI_Chess960 true` when `chess960`.
    Variant {
        variant: &'static str,
        chess960: bool,
    },
    /// Fairy-Stockfish has no such game; the text says why.
    None(&'static str),
}

/// Every id of the chess group, with its counterpart.
pub const COUNTERPARTS: &[(&str, Counterpart)] = &[
    ("chess", variant("chess", false)),
    ("chess960", variant("chess", true)),
    ("antichess", variant("antichess", false)),
    ("atomic", variant("atomic", false)),
    ("crazyhouse", variant("crazyhouse", false)),
    ("duck", variant("duck", false)),
    (
        "fog",
        Counterpart::None(
            "fog of war hides the position from the players; Fairy-Stockfish only plays \
             games of full information",
        ),
    ),
    (
        "friendly",
        Counterpart::None("friendly chess is this project's own variant (docs/rules/friendly.md)"),
    ),
    ("shatranj", variant("shatranj", false)),
    ("makruk", variant("makruk", false)),
    ("cambodian", variant("cambodian", false)),
    ("sittuyin", variant("sittuyin", false)),
    ("xiangqi", variant("xiangqi", false)),
    ("janggi", variant("janggi", false)),
    ("shogi", variant("shogi", false)),
    ("minishogi", variant("minishogi", false)),
    ("chaturanga", variant("chaturanga-kingcapture", false)),
];

/// The variants Fairy-Stockfish learns from a file (`setoption name VariantPath`):
/// ours that it has no built-in twin for.
pub const VARIANT_CONFIG: &str = include_str!("fairy_variants.ini");

/// Whether `variant` is one of `VARIANT_CONFIG`'s (a section `[variant:parent]`).
pub fn configured(variant: &str) -> bool {
    VARIANT_CONFIG.lines().any(|line| {
        line.strip_prefix('[')
            .and_then(|rest| rest.split([':', ']']).next())
            == Some(variant)
    })
}

const fn variant(variant: &'static str, chess960: bool) -> Counterpart {
    Counterpart::Variant { variant, chess960 }
}

/// The counterpart of game `id`, or why there is none.
pub fn counterpart(id: &str) -> Result<(&'static str, bool), String> {
    match COUNTERPARTS.iter().find(|(known, _)| *known == id) {
        Some((_, Counterpart::Variant { variant, chess960 })) => Ok((variant, *chess960)),
        Some((_, Counterpart::None(why))) => {
            Err(format!("{id} has no Fairy-Stockfish counterpart: {why}"))
        }
        None => Err(format!(
            "{id} has no Fairy-Stockfish counterpart (games with one: {})",
            with_counterpart().collect::<Vec<_>>().join(", ")
        )),
    }
}

/// The ids that have a counterpart.
pub fn with_counterpart() -> impl Iterator<Item = &'static str> {
    COUNTERPARTS
        .iter()
        .filter(|(_, c)| matches!(c, Counterpart::Variant { .. }))
        .map(|(id, _)| *id)
}

/// Starts the engine and selects the variant, first teaching it ours
/// (`VARIANT_CONFIG`) where it has no built-in twin; an engine that
/// does not know the variant is an error.
pub fn start(program: &str, args: &[String], variant: &str, chess960: bool) -> Result<Engine> {
    let mut engine = Engine::start(program, args)?;
    let configured = configured(variant);
    if configured {
        let path = write_variant_config()?;
        let said = engine
            .set_option("VariantPath", &path.display().to_string())
            .and_then(|()| engine.lines_until_ready());
        // Read by then (the engine answers `isready` after the option).
        let _ = std::fs::remove_file(&path);
        // An engine without the variant's template says so and plays its
        // default game instead: every game would be spoiled.
        if let Some(line) = said?.iter().find(|line| line.contains("does not exist")) {
            bail!(
                "{} cannot learn the variant {variant:?} from our VariantPath file: it says \"{}\" \
                 (a newer Fairy-Stockfish has it: tools/build-fairy-stockfish)",
                engine.name,
                line.trim()
            );
        }
    }
    match &engine.variants {
        // A configured variant is not in the list the engine announced
        // before it read the file.
        Some(_) if configured => {}
        Some(known) if known.iter().any(|v| v == variant) => {}
        Some(_) => bail!(
            "{} does not know the variant {variant:?} (its UCI_Variant list lacks it)",
            engine.name
        ),
        None if variant == "chess" => {}
        None => bail!(
            "{} has no UCI_Variant option, so it cannot play {variant:?}",
            engine.name
        ),
    }
    if engine.variants.is_some() {
        engine.set_option("UCI_Variant", variant)?;
    }
    if chess960 {
        if !engine.chess960 {
            bail!("{} has no UCI_Chess960 option", engine.name);
        }
        engine.set_option("UCI_Chess960", "true")?;
    }
    engine.ready()?;
    Ok(engine)
}

/// Writes `VARIANT_CONFIG` where the engine can read it: a file of this
/// process in the temporary directory, complete before the engine is told of it.
fn write_variant_config() -> Result<std::path::PathBuf> {
    let path = std::env::temp_dir().join(format!("raja-variants-{}.ini", std::process::id()));
    std::fs::write(&path, VARIANT_CONFIG)
        .with_context(|| format!("cannot write {}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chess960_is_chess_with_the_960_switch() {
        assert_eq!(counterpart("chess960"), Ok(("chess", true)));
        assert_eq!(counterpart("crazyhouse"), Ok(("crazyhouse", false)));
    }

    #[test]
    fn chaturanga_is_a_variant_of_the_configuration_and_shatranj_is_built_in() {
        assert_eq!(
            counterpart("chaturanga"),
            Ok(("chaturanga-kingcapture", false))
        );
        assert!(configured("chaturanga-kingcapture"));
        assert!(!configured("shatranj"));
        assert!(!configured("chaturanga"));
    }

    #[test]
    fn fog_and_friendly_say_why_they_have_none() {
        assert!(counterpart("fog").is_err_and(|e| e.contains("full information")));
        assert!(counterpart("friendly").is_err_and(|e| e.contains("own variant")));
        assert!(counterpart("chaturaji").is_err_and(|e| e.contains("chess, chess960")));
    }
}
