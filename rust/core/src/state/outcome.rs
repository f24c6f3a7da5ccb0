//! How a game ended: the reason and the result (ranking, winning team or draw).

use serde::Serialize;

/// Why the game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum EndReason {
    /// One player captured the three other kings and kept his own (54 points).
    Chaturaji,
    /// Only one player is left in the game.
    LastPlayer,
    /// The players still in the game have only kings.
    OnlyKings,
    /// No player can catch up with the one ranked above him.
    RankingFixed,
    /// The same position stood three times.
    Repetition,
    /// Fifty moves by each player without a capture or a pawn move.
    FiftyMoves,
    /// Seventy moves by each player without a capture or a pawn move (Shatranj,
    /// Chaturanga for two).
    SeventyMoves,
    /// Fifty moves by each player without a capture, whatever moved (Xiangqi,
    /// whose soldier's moves do not reset the count).
    FiftyMovesWithoutCapture,
    /// No player in the game has any move.
    NoMoves,
    /// A team captured both enemy kings (or the enemies left the game).
    KingsCaptured,
    /// Both opponents left the game, having lost all their pieces.
    OpponentsOut,
    /// A king was mated when its player's turn came.
    Checkmate,
    /// A player had no legal move, his king not attacked, when his turn came.
    Stalemate,
    /// A team captured an enemy king; in three-player chess, a player took the
    /// king the move before his turn exposed.
    KingCaptured,
    /// A player of a team resigned.
    Resignation,
    /// Neither side has the material to mate (chess: king against king, king and
    /// one minor piece against king, bishops all on squares of one colour).
    InsufficientMaterial,
    /// An enemy king stood in an explosion (atomic chess).
    KingExploded,
    /// The player to move had no piece or no legal move left, and so won (antichess).
    NoPiecesOrMoves,
    /// One of the last two players leads the other by more than the margin, and
    /// nobody is ahead of him.
    DecisiveLead,
    /// A player was left with his king alone and could not bare the other king
    /// at once (Shatranj).
    BareKing,
    /// A count towards a draw ran past its limit (Makruk's counting rules).
    Counting,
    /// A position repeated (Xiangqi: three times, Shogi: four) while one player
    /// had given check with every move since its first time; he lost.
    PerpetualCheck,
    /// The same position stood a fourth time (Shogi: a draw; Minishogi: the
    /// player who moved first lost).
    FourfoldRepetition,
    /// A dropped pawn mated, which Shogi forbids: the player who dropped it lost.
    PawnDropMate,
    /// The generals faced each other and the player to move passed (Janggi's
    /// bikjang): decided on points.
    Bikjang,
    /// Both players passed in turn (Janggi): decided on points.
    BothPassed,
    /// The same position stood three times without a perpetual check (Janggi):
    /// decided on points.
    RepetitionOnPoints,
    /// Fifty moves by each player without a capture (Janggi): decided on points.
    MoveRuleOnPoints,
}

impl EndReason {
    /// Whether the end comes from counting moves or repetitions (a move
    /// rule, a repetition, Makruk's count), which Fairy-Stockfish calls
    /// optional: the board itself would let play go on.
    pub fn counts_moves_or_repetitions(self) -> bool {
        use EndReason::*;
        matches!(
            self,
            Repetition
                | FiftyMoves
                | SeventyMoves
                | FiftyMovesWithoutCapture
                | Counting
                | PerpetualCheck
                | FourfoldRepetition
                | RepetitionOnPoints
                | MoveRuleOnPoints
        )
    }
}

/// The result of a finished game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum GameResult {
    /// Free for all: each army's final score and place (1 = first; equal scores share).
    Ranking {
        scores: Vec<u32>,
        places: Vec<u8>,
    },
    /// Teams: this team (index into the variant's teams) won.
    TeamWin {
        team: u8,
    },
    Draw,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Outcome {
    pub reason: EndReason,
    pub result: GameResult,
}

/// Places from scores: higher is better, equal scores share a place
/// (competition ranking: 1, 1, 3, 4).
pub fn places(scores: &[u32]) -> Vec<u8> {
    scores
        .iter()
        .map(|s| 1 + scores.iter().filter(|t| *t > s).count() as u8)
        .collect()
}

/// A drawn outcome for `reason`.
pub fn draw(reason: EndReason) -> Outcome {
    Outcome {
        reason,
        result: GameResult::Draw,
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn equal_points_share_a_place() {
        assert_eq!(super::places(&[5, 9, 5, 0]), vec![2, 1, 2, 4]);
    }
}
