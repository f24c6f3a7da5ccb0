//! What the references of the many-army games share: moves as text, and perft.
//! A ply is a move someone chooses; what happens by itself before the choice
//! (eliminations, passes, the end) is no ply, and a finished game has no moves.

#![allow(dead_code)]

/// A reference position: its legal moves, how a turn starts, how a move is played.
pub trait Plays: Clone {
    type Move: Clone;

    /// The moves of the player to move that leave his king safe.
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The start of a turn: the automatic transitions, then the moves to choose
    /// from, or `None` once the game is over.
    fn settled_moves(&mut self) -> Option<Vec<Self::Move>>;

    fn play(&mut self, mv: &Self::Move);

    /// A move as the notation writes it (`d2d4`, `d7d8q`).
    fn text(mv: &Self::Move) -> String;

    fn fen(&self) -> String;

    /// The legal moves as text, sorted.
    fn move_texts(&self) -> Vec<String> {
        let mut texts: Vec<String> = self.legal_moves().iter().map(Self::text).collect();
        texts.sort();
        texts
    }

    /// Plays a move given as text, if it is legal here.
    fn play_text(&mut self, text: &str) -> Result<(), String> {
        let mv = self
            .legal_moves()
            .into_iter()
            .find(|m| Self::text(m) == text)
            .ok_or_else(|| format!("{text} is not legal in {}", self.fen()))?;
        self.play(&mv);
        Ok(())
    }

    fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut here = self.clone();
        let Some(moves) = here.settled_moves() else {
            return 0;
        };
        if depth == 1 {
            return moves.len() as u64;
        }
        moves
            .iter()
            .map(|mv| {
                let mut next = here.clone();
                next.play(mv);
                next.perft(depth - 1)
            })
            .sum()
    }
}
