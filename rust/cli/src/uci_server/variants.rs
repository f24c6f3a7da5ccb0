//! The games `raja uci` plays and their `UCI_Variant` names: Fairy-Stockfish's where
//! it has the game (our FENs and move strings are its, docs/notation.md), ours for
//! the rest; four-player chess in the dialect of 4pchess (`four_player`).

/// How a variant's positions, moves and search reports are written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    /// UCI as Fairy-Stockfish speaks it: our FENs, our move strings.
    Standard,
    /// UCI as 4pchess speaks it: chess.com FEN4, `h2-h4` moves, clocks per colour.
    FourPlayer,
}

#[derive(Debug, PartialEq, Eq)]
pub struct UciVariant {
    /// The `UCI_Variant` value.
    pub name: &'static str,
    /// Our game id.
    pub game: &'static str,
    pub dialect: Dialect,
}

const fn standard(name: &'static str, game: &'static str) -> UciVariant {
    UciVariant {
        name,
        game,
        dialect: Dialect::Standard,
    }
}

const fn four_player(game: &'static str) -> UciVariant {
    UciVariant {
        name: game,
        game,
        dialect: Dialect::FourPlayer,
    }
}

/// Every variant, in the order `uci` lists them. Chess960 is `chess` with
/// `UCI_Chess960`, as in Fairy-Stockfish.
pub const VARIANTS: &[UciVariant] = &[
    standard("chess", "chess"),
    standard("antichess", "antichess"),
    standard("atomic", "atomic"),
    standard("crazyhouse", "crazyhouse"),
    standard("duck", "duck"),
    standard("shatranj", "shatranj"),
    standard("makruk", "makruk"),
    standard("cambodian", "cambodian"),
    standard("sittuyin", "sittuyin"),
    standard("xiangqi", "xiangqi"),
    standard("janggi", "janggi"),
    standard("shogi", "shogi"),
    standard("minishogi", "minishogi"),
    // Fairy-Stockfish's chaturanga ends in checkmate; ours is won by taking the
    // king (docs/uci.md). The FEN and the moves are the same.
    standard("chaturanga", "chaturanga"),
    standard("fog", "fog"),
    standard("friendly", "friendly"),
    four_player("fourplayer-teams"),
    four_player("fourplayer-ffa"),
];

/// Other names tools send for our games: `raja match` teaches Fairy-Stockfish our
/// Chaturanga as `chaturanga-kingcapture` (`fairy_variants.ini`).
const ALIASES: &[(&str, &str)] = &[("chaturanga-kingcapture", "chaturanga")];

/// The variant called `name` (names are not case sensitive in UCI).
pub fn find(name: &str) -> Option<&'static UciVariant> {
    let name = ALIASES
        .iter()
        .find(|(alias, _)| alias.eq_ignore_ascii_case(name))
        .map_or(name, |(_, to)| to);
    VARIANTS.iter().find(|v| v.name.eq_ignore_ascii_case(name))
}

impl UciVariant {
    /// The game id played, with the `UCI_Chess960` switch: Chess960 for chess;
    /// the switch means nothing for the other games.
    pub fn game_id(&self, chess960: bool) -> &'static str {
        match (self.game, chess960) {
            ("chess", true) => "chess960",
            (game, _) => game,
        }
    }
}

/// The names, for an error message.
pub fn names() -> String {
    VARIANTS
        .iter()
        .map(|v| v.name)
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fairy;

    #[test]
    fn every_two_player_game_and_four_player_chess_has_a_name() {
        for id in raja_core::game_ids() {
            let variant = raja_core::variant(id).expect("a game of the registry");
            let played = VARIANTS
                .iter()
                .any(|v| v.game_id(false) == *id || v.game_id(true) == *id);
            let wanted = variant.army_count() == 2 || id.starts_with("fourplayer-");
            assert_eq!(played, wanted, "{id}");
        }
    }

    #[test]
    fn names_are_fairy_stockfish_s_where_it_has_the_game() {
        for variant in VARIANTS.iter().filter(|v| v.dialect == Dialect::Standard) {
            match fairy::counterpart(variant.game) {
                // Built in: the same name. Taught (chaturanga): its alias.
                Ok((name, false)) if fairy::configured(name) => {
                    assert_eq!(find(name), Some(variant), "{name}");
                }
                Ok((name, chess960)) => {
                    assert_eq!((name, chess960), (variant.name, false));
                }
                Err(_) => assert!(["fog", "friendly"].contains(&variant.game)),
            }
        }
        assert_eq!(fairy::counterpart("chess960"), Ok(("chess", true)));
        assert_eq!(find("chess").map(|v| v.game_id(true)), Some("chess960"));
    }

    #[test]
    fn names_are_found_whatever_their_case() {
        assert_eq!(find("XiangQi").map(|v| v.game), Some("xiangqi"));
        assert_eq!(
            find("fourplayer-teams").map(|v| v.dialect),
            Some(Dialect::FourPlayer)
        );
        assert_eq!(find("3check"), None);
        // The switch is chess's only.
        assert_eq!(find("shogi").map(|v| v.game_id(true)), Some("shogi"));
    }
}
