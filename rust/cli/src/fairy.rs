//! Our game ids and their Fairy-Stockfish counterparts: the one table `raja match`
//! (and `tools/uci-matches`) consults. FEN and move strings are already Fairy-
//! Stockfish's for every game with a counterpart (docs/rules/chess.md).

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
        Counterpart::None("friendly chess is this project's own variant (RULES.md)"),
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
