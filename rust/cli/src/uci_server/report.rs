//! How one search went (`search`), and the standard `info` line that says so;
//! four-player chess writes it in its own dialect (`four_player`).

use std::time::Duration;

use raja_bots::sides::{WIN, WIN_BOUND};

/// How one search went, for the `info` line.
#[derive(Debug, Clone)]
pub struct Report {
    /// The move, a whole turn (`e2e4,e4d5` with the duck), in our notation.
    pub best: String,
    /// To the mover, 100 = a pawn; beyond `WIN_BOUND` a won or lost game.
    pub value: i32,
    pub depth: u32,
    pub nodes: u64,
    pub elapsed: Duration,
    /// The level's blunder: a random move, not a searched one.
    pub blunder: bool,
}

impl Report {
    pub fn nodes_per_second(&self) -> Option<u64> {
        let seconds = self.elapsed.as_secs_f64();
        (seconds > 0.0).then(|| (self.nodes as f64 / seconds) as u64)
    }

    /// `cp N` or, for a game won or lost within the horizon, `mate N` in moves
    /// (negative when the mover is mated).
    fn score(&self) -> String {
        let plies = WIN - self.value.abs();
        match self.value {
            v if v > WIN_BOUND => format!("mate {}", (plies + 1) / 2),
            v if v < -WIN_BOUND => format!("mate -{}", (plies + 1) / 2),
            v => format!("cp {v}"),
        }
    }

    /// The standard report: `info depth D score cp S nodes N nps X time T pv M`.
    /// A blunder has neither score nor pv: GUIs read a pv's score with it
    /// (pychess fails on a pv without one), and a random move has none.
    pub fn info(&self) -> String {
        let mut line = format!("info depth {}", self.depth);
        if !self.blunder {
            line.push_str(&format!(" score {}", self.score()));
        }
        line.push_str(&format!(" nodes {}", self.nodes));
        if let Some(nps) = self.nodes_per_second() {
            line.push_str(&format!(" nps {nps}"));
        }
        line.push_str(&format!(" time {}", self.elapsed.as_millis()));
        if !self.blunder {
            line.push_str(&format!(" pv {}", self.best));
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(value: i32) -> Report {
        Report {
            best: "e2e4".into(),
            value,
            depth: 3,
            nodes: 1000,
            elapsed: Duration::from_millis(10),
            blunder: false,
        }
    }

    #[test]
    fn scores_in_centipawns_and_mates_in_moves() {
        assert_eq!(report(35).score(), "cp 35");
        // Mate on our next move (ply 1), and mated after the reply (ply 2).
        assert_eq!(report(WIN - 1).score(), "mate 1");
        assert_eq!(report(-(WIN - 2)).score(), "mate -1");
        assert_eq!(report(WIN - 5).score(), "mate 3");
        assert_eq!(
            report(35).info(),
            "info depth 3 score cp 35 nodes 1000 nps 100000 time 10 pv e2e4"
        );
        let blunder = Report {
            blunder: true,
            ..report(0)
        };
        assert_eq!(blunder.info(), "info depth 3 nodes 1000 nps 100000 time 10");
    }
}
