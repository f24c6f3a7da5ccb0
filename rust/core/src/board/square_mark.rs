//! What a square marked on the board means: a rule module names its marked
//! squares with it (`Rules::board_marks`), the game adds promotion squares and
//! royal pieces in reach (`game::marks`).

/// What a marked square means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SquareMark {
    /// A throne: where a raja starts and what an ally's raja conquers.
    Throne,
    /// A square the rule's board itself marks (for Čaturanga, the start squares
    /// of every piece but the pawns).
    RuleSquare,
    /// A pawn of the army concerned promotes on entering it.
    Promotion,
    /// A royal piece that the player to move may capture now. Only in games with
    /// check, where a royal piece left in reach is the exception worth showing.
    CapturableRoyal,
}

impl SquareMark {
    /// The name the command line and the Godot binding use.
    pub fn name(self) -> &'static str {
        match self {
            SquareMark::Throne => "throne",
            SquareMark::RuleSquare => "marked",
            SquareMark::Promotion => "promotion",
            SquareMark::CapturableRoyal => "capturable",
        }
    }
}
