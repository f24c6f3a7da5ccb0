//! What `raja selfplay` and `raja match` share: the tally of a line-up entry, the
//! score with its 95% interval, the results table, the JSON row and the progress.

use std::time::{Duration, Instant};

use comfy_table::{CellAlignment, Table, presets};
use indicatif::{ProgressBar, ProgressStyle};
use serde_json::{Value, json};

/// 95% two-sided normal quantile.
pub const Z95: f64 = 1.96;

/// How an entry's score is counted.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Scoring {
    /// Teams and two-player games: a win is 1, a draw ½.
    WinDrawLoss,
    /// Free-for-all: the share of first places.
    FirstPlaces,
}

/// What one line-up entry did over a tournament.
#[derive(Default)]
pub struct Tally {
    pub games: u32,
    pub wins: u32,
    pub draws: u32,
    /// Count of each place (free-for-all); index 0 is first.
    pub places: Vec<u32>,
    pub points: Vec<f64>,
    pub place_list: Vec<f64>,
    moves: u64,
    nodes: u64,
    think: Duration,
    longest_think: Duration,
    depth_sum: u64,
    max_depth: u32,
}

impl Tally {
    /// Records one move's search: nodes, completed depth, time taken.
    pub fn add_move(&mut self, nodes: u64, depth: u32, elapsed: Duration) {
        self.moves += 1;
        self.nodes += nodes;
        self.think += elapsed;
        self.longest_think = self.longest_think.max(elapsed);
        self.depth_sum += u64::from(depth);
        self.max_depth = self.max_depth.max(depth);
    }

    /// The entry's row of the report: results, score and its interval, search figures.
    pub fn json(&self, index: usize, name: &str, scoring: Scoring) -> Value {
        let n = f64::from(self.games);
        let score = f64::from(self.wins)
            + match scoring {
                Scoring::WinDrawLoss => f64::from(self.draws) / 2.0,
                Scoring::FirstPlaces => 0.0,
            };
        let (lo, hi) = wilson(score, n);
        let (points, points_lo, points_hi) = mean_ci(&self.points);
        let (place, place_lo, place_hi) = mean_ci(&self.place_list);
        let seconds = self.think.as_secs_f64();
        let per_move = |total: f64| {
            if self.moves > 0 {
                total / self.moves as f64
            } else {
                0.0
            }
        };
        json!({
            "seat": index,
            "bot": name,
            "games": self.games,
            "wins": self.wins,
            "draws": self.draws,
            "losses": self.games.saturating_sub(self.wins + self.draws),
            "score": round(if n > 0.0 { score / n } else { 0.0 }, 3),
            "score_ci95": [round(lo, 3), round(hi, 3)],
            "places": self.places,
            "mean_place": round(place, 2),
            "place_ci95": [round(place_lo, 2), round(place_hi, 2)],
            "mean_points": round(points, 2),
            "points_ci95": [round(points_lo, 2), round(points_hi, 2)],
            "bot_moves": self.moves,
            "nodes_per_second": if seconds > 0.0 { (self.nodes as f64 / seconds).round() } else { 0.0 },
            "mean_nodes": per_move(self.nodes as f64).round(),
            "mean_depth": round(per_move(self.depth_sum as f64), 2),
            "max_depth": self.max_depth,
            "max_ms_per_move": round(self.longest_think.as_secs_f64() * 1000.0, 1),
            "ms_per_move": round(per_move(1000.0 * seconds), 1),
        })
    }
}

/// Wilson score interval for `successes` (may be fractional: draws count half) in `n`.
pub fn wilson(successes: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let p = successes / n;
    let z2 = Z95 * Z95;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / (1.0 + z2 / n);
    // Rounding leaves a bound of 0 of n or n of n a hair outside [0, 1].
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Mean and its 95% normal interval.
fn mean_ci(values: &[f64]) -> (f64, f64, f64) {
    let n = values.len() as f64;
    if n == 0.0 {
        return (0.0, 0.0, 0.0);
    }
    let mean = values.iter().sum::<f64>() / n;
    let var = values.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    let half = Z95 * (var / n).sqrt();
    (mean, mean - half, mean + half)
}

/// `x` to `digits` decimals, for reports.
pub fn round(x: f64, digits: i32) -> f64 {
    let scale = 10f64.powi(digits);
    (x * scale).round() / scale
}

/// The results table, one line per row of `Tally::json`, columns aligned.
pub fn print_table(rows: &[Value], scoring: Scoring) {
    let what = match scoring {
        Scoring::WinDrawLoss => "score (win, draw ½)",
        Scoring::FirstPlaces => "first places",
    };
    let mut table = Table::new();
    table.load_style(presets::NOTHING).set_header([
        "seat",
        "bot",
        "games",
        "wins",
        "draws",
        "losses",
        what,
        "place",
        "points (95% CI)",
        "nodes/s",
        "depth",
        "ms/move",
    ]);
    for row in rows {
        let text = |key: &str| match &row[key] {
            Value::String(s) => s.clone(),
            other => other.to_string(),
        };
        let ci = |key: &str| {
            let bound = |i: usize| row[key][i].as_f64().unwrap_or(0.0);
            format!("{:.2}–{:.2}", bound(0), bound(1))
        };
        let score = 100.0 * row["score"].as_f64().unwrap_or(0.0);
        table.add_row([
            text("seat"),
            text("bot"),
            text("games"),
            text("wins"),
            text("draws"),
            text("losses"),
            format!("{score:.0}% ({})", ci("score_ci95")),
            match scoring {
                Scoring::WinDrawLoss => "-".to_string(),
                Scoring::FirstPlaces => text("mean_place"),
            },
            format!("{} ({})", text("mean_points"), ci("points_ci95")),
            text("nodes_per_second"),
            text("mean_depth"),
            text("ms_per_move"),
        ]);
    }
    // Seat and bot read from the left, the figures from the right.
    for index in 0..12 {
        if let Some(column) = table.column_mut(index) {
            column.set_padding((0, 1));
            if index >= 2 {
                column.set_cell_alignment(CellAlignment::Right);
            }
        }
    }
    for line in table.lines() {
        println!("{}", line.trim_end());
    }
}

/// The progress of a tournament on stderr: a bar redrawn in place on a terminal,
/// else (a log file, a pipe) one line a finished game, so a long run can be read
/// while it goes.
pub struct Progress {
    bar: ProgressBar,
    start: Instant,
}

impl Progress {
    pub fn new(games: u32) -> Progress {
        let bar = ProgressBar::new(u64::from(games));
        let style = ProgressStyle::with_template("[{bar:30}] {pos}/{len} games, {elapsed}{msg}")
            .map(|style| style.progress_chars("#-"));
        if let Ok(style) = style {
            bar.set_style(style);
        }
        Progress {
            bar,
            start: Instant::now(),
        }
    }

    /// One more game done; `note` follows the count (e.g. the score so far).
    pub fn game_done(&self, note: String) {
        self.bar.inc(1);
        if self.bar.is_hidden() {
            let done = self.bar.position();
            let total = self.bar.length().unwrap_or(done);
            let seconds = self.start.elapsed().as_secs_f64();
            eprintln!("{done}/{total} games, {seconds:.0} s{note}");
        } else {
            self.bar.set_message(note);
        }
    }

    /// Leaves the bar as it stands, before the results (or an error) are printed.
    pub fn finish(&self) {
        self.bar.abandon();
    }

    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_of_seven_in_ten_by_hand_and_bounds_within_0_and_1() {
        // 7 of 10, by hand: centre (0.7 + 1.96²/20) / (1 + 1.96²/10) = 0.64450,
        // half 1.96·√(0.21/10 + 1.96²/400) / 1.38416 = 0.24773: 0.3968–0.8922.
        let (lo, hi) = wilson(7.0, 10.0);
        assert!(
            (lo - 0.3968).abs() < 5e-5 && (hi - 0.8922).abs() < 5e-5,
            "{lo} {hi}"
        );
        let (lo, _) = wilson(0.0, 40.0);
        assert_eq!(lo, 0.0);
        let (_, hi) = wilson(40.0, 40.0);
        assert_eq!(hi, 1.0);
    }
}
