//! What a match's wins, draws and losses say about the strength difference: the
//! mean score of a game and its 95% interval from the trinomial spread of the
//! games' results, and the same as an Elo difference on the logistic scale
//! (a score `s` is `-400 log10(1/s - 1)` Elo).

use super::report::{Z95, wilson};

/// A side's results over a match: wins, draws, losses (spoiled games left out).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Results {
    pub wins: u32,
    pub draws: u32,
    pub losses: u32,
}

impl Results {
    pub fn games(&self) -> u32 {
        self.wins + self.draws + self.losses
    }

    /// The mean score of a game (a win 1, a draw ½), `None` before any game.
    pub fn score(&self) -> Option<f64> {
        let n = f64::from(self.games());
        (n > 0.0).then(|| (f64::from(self.wins) + f64::from(self.draws) / 2.0) / n)
    }

    /// The spread of one game's score around the mean: the variance of a
    /// trinomial draw of 1, ½ or 0 with the match's frequencies.
    pub fn variance(&self) -> Option<f64> {
        let s = self.score()?;
        let n = f64::from(self.games());
        let squared = |x: f64| (x - s) * (x - s);
        Some(
            (f64::from(self.wins) * squared(1.0)
                + f64::from(self.draws) * squared(0.5)
                + f64::from(self.losses) * squared(0.0))
                / n,
        )
    }

    /// The mean score's 95% interval, within [0, 1]: normal, from the
    /// trinomial spread. Where every game had the same result there is no
    /// spread to measure, and Wilson's interval (which counts a draw as half a
    /// win and needs none) stands in.
    pub fn score_interval(&self) -> Option<(f64, f64)> {
        let s = self.score()?;
        let n = f64::from(self.games());
        let variance = self.variance()?;
        if variance == 0.0 {
            return Some(wilson(s * n, n));
        }
        let half = Z95 * (variance / n).sqrt();
        Some(((s - half).max(0.0), (s + half).min(1.0)))
    }

    /// The Elo difference and its 95% interval (the score's, on the Elo scale).
    /// A bound at a score of 0 or 1 is infinite.
    pub fn elo(&self) -> Option<Estimate> {
        let (lo, hi) = self.score_interval()?;
        Some(Estimate {
            elo: elo(self.score()?),
            low: elo(lo),
            high: elo(hi),
        })
    }
}

/// An Elo difference with its 95% interval.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Estimate {
    pub elo: f64,
    pub low: f64,
    pub high: f64,
}

impl Estimate {
    /// `+147 (+86 … +218)`, with ∞ for an unbounded end.
    pub fn text(&self) -> String {
        format!(
            "{} ({} … {})",
            signed(self.elo),
            signed(self.low),
            signed(self.high)
        )
    }
}

fn signed(elo: f64) -> String {
    if elo.is_infinite() {
        if elo > 0.0 { "+∞" } else { "-∞" }.to_string()
    } else {
        format!("{elo:+.0}")
    }
}

/// The Elo difference of a mean score (logistic): 0.5 is 0, 0.75 about +191.
pub fn elo(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        // + 0.0: an even score is 0, not −0.
        -400.0 * (1.0 / score - 1.0).log10() + 0.0
    }
}

/// The mean score expected at an Elo difference (the inverse of `elo`).
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, tolerance: f64) -> bool {
        (a - b).abs() <= tolerance
    }

    #[test]
    fn the_score_spread_and_interval_of_sixty_wins_twenty_draws_twenty_losses() {
        // By hand: s = (60 + 20/2) / 100 = 0.7;
        // variance = (60·0.3² + 20·0.2² + 20·0.7²) / 100 = (5.4 + 0.8 + 9.8) / 100 = 0.16;
        // standard error = √(0.16 / 100) = 0.04; interval 0.7 ± 1.96·0.04.
        let results = Results {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        assert_eq!(results.score(), Some(0.7));
        assert!(close(results.variance().unwrap(), 0.16, 1e-12));
        let (lo, hi) = results.score_interval().unwrap();
        assert!(
            close(lo, 0.6216, 1e-9) && close(hi, 0.7784, 1e-9),
            "{lo} {hi}"
        );
    }

    #[test]
    fn elo_is_the_logistic_scale_of_the_score() {
        // -400·log10(1/0.7 - 1) = -400·log10(3/7) = 147.19…; 3:1 is 400·log10(3) = 190.85…
        assert!(close(elo(0.7), 147.1907, 1e-3));
        assert!(close(elo(0.75), 190.8485, 1e-3));
        assert!(elo(0.5) == 0.0 && elo(0.5).is_sign_positive());
        assert!(close(elo(0.25), -190.8485, 1e-3));
        assert_eq!(elo(0.0), f64::NEG_INFINITY);
        assert_eq!(elo(1.0), f64::INFINITY);
        // 10 Elo: 1 / (1 + 10^-0.025) = 0.514387…
        assert!(close(expected_score(10.0), 0.5143872, 1e-6));
        assert!(close(elo(expected_score(-250.0)), -250.0, 1e-9));
    }

    #[test]
    fn the_elo_interval_is_the_score_interval_on_the_elo_scale() {
        let results = Results {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        let estimate = results.elo().unwrap();
        // elo(0.6216) = -400·log10(0.3784/0.6216) = 86.22…, elo(0.7784) = 218.25…
        assert!(close(estimate.elo, 147.19, 0.01));
        assert!(close(estimate.low, 86.22, 0.01), "{estimate:?}");
        assert!(close(estimate.high, 218.25, 0.01), "{estimate:?}");
        assert_eq!(estimate.text(), "+147 (+86 … +218)");
    }

    #[test]
    fn a_clean_sweep_has_an_unbounded_interval_and_no_games_no_estimate() {
        let sweep = Results {
            wins: 10,
            draws: 0,
            losses: 0,
        };
        // Every game scored 1: no spread to measure, so Wilson's interval for
        // 10 of 10, (n / (n + z²), 1) = 10 / 13.8416 = 0.722460, stands in;
        // elo(0.722460) = -400·log10(0.277540/0.722460) = +166.2.
        let (lo, hi) = sweep.score_interval().unwrap();
        assert!(
            close(lo, 0.722460, 1e-6) && close(hi, 1.0, 1e-12),
            "{lo} {hi}"
        );
        assert_eq!(sweep.elo().unwrap().text(), "+∞ (+166 … +∞)");
        assert_eq!(Results::default().elo(), None);
    }
}
