//! The sequential probability ratio test of a match: does our side play at
//! `elo1` or better (H1) rather than at `elo0` or worse (H0)? The log-likelihood
//! ratio is the generalised SPRT's normal approximation for trinomial results
//! (Van den Bergh's derivation, as fishtest computes it on the logistic Elo
//! scale):
//!
//! `LLR = n (s1 - s0) (2 s - s0 - s1) / (2 var)`
//!
//! with `s0`, `s1` the mean scores of `elo0` and `elo1`, `s` the match's mean
//! score and `var` the spread of one game's score. The test stops at Wald's
//! bounds `ln(β / (1 - α))` (H0) and `ln((1 - β) / α)` (H1).

use super::elo::{Results, expected_score};

/// The count given to a result not yet seen, in games.
const UNSEEN: f64 = 1e-3;
/// No verdict before this many games.
pub const MIN_GAMES: u32 = 30;

/// The hypotheses and error rates of a test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sprt {
    pub elo0: f64,
    pub elo1: f64,
    /// Chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// Chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not yet decided: play on.
    Continue,
    /// Our side plays at `elo0` or worse.
    H0,
    /// Our side plays at `elo1` or better.
    H1,
}

impl Verdict {
    pub fn name(self) -> &'static str {
        match self {
            Verdict::Continue => "undecided",
            Verdict::H0 => "H0 accepted",
            Verdict::H1 => "H1 accepted",
        }
    }
}

impl Sprt {
    /// `elo0,elo1` or `elo0,elo1,alpha,beta` (α and β 0.05 unless given).
    pub fn parse(text: &str) -> Result<Sprt, String> {
        let bad = || {
            format!(
                "--sprt {text:?}: give ELO0,ELO1 or ELO0,ELO1,ALPHA,BETA \
                 (ELO0 < ELO1; 0 < ALPHA, BETA < 0.5), e.g. 0,10"
            )
        };
        let numbers: Vec<f64> = text
            .split(',')
            .map(|part| part.trim().parse::<f64>().map_err(|_| bad()))
            .collect::<Result<_, _>>()?;
        let sprt = match numbers[..] {
            [elo0, elo1] => Sprt {
                elo0,
                elo1,
                alpha: 0.05,
                beta: 0.05,
            },
            [elo0, elo1, alpha, beta] => Sprt {
                elo0,
                elo1,
                alpha,
                beta,
            },
            _ => return Err(bad()),
        };
        let rate = |p: f64| p > 0.0 && p < 0.5;
        let finite = numbers.iter().all(|x| x.is_finite());
        if !finite || sprt.elo0 >= sprt.elo1 || !rate(sprt.alpha) || !rate(sprt.beta) {
            return Err(bad());
        }
        Ok(sprt)
    }

    /// The bounds of the log-likelihood ratio: (accept H0 at or below, accept H1
    /// at or above).
    pub fn bounds(&self) -> (f64, f64) {
        (
            (self.beta / (1.0 - self.alpha)).ln(),
            ((1.0 - self.beta) / self.alpha).ln(),
        )
    }

    /// The log-likelihood ratio of H1 against H0 after `results`, 0 before
    /// any game. A result never seen counts as `UNSEEN` of a game (fishtest's
    /// regularisation), so a match of one result only still has a spread.
    pub fn llr(&self, results: &Results) -> f64 {
        let n = f64::from(results.games());
        if n == 0.0 {
            return 0.0;
        }
        let seen = |count: u32| f64::from(count).max(UNSEEN);
        let (w, d, l) = (
            seen(results.wins),
            seen(results.draws),
            seen(results.losses),
        );
        let total = w + d + l;
        let s = (w + d / 2.0) / total;
        let variance = (w * (1.0 - s).powi(2) + d * (0.5 - s).powi(2) + l * s * s) / total;
        let (s0, s1) = (expected_score(self.elo0), expected_score(self.elo1));
        n * (s1 - s0) * (2.0 * s - s0 - s1) / (2.0 * variance)
    }

    /// Where the test stands at `llr` after `games` games: never decided
    /// before `MIN_GAMES` (the normal approximation needs them: two won games
    /// of two have no spread, and an LLR in the tens).
    pub fn verdict(&self, llr: f64, games: u32) -> Verdict {
        let (lower, upper) = self.bounds();
        if games < MIN_GAMES {
            Verdict::Continue
        } else if llr <= lower {
            Verdict::H0
        } else if llr >= upper {
            Verdict::H1
        } else {
            Verdict::Continue
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-4
    }

    const ZERO_TEN: Sprt = Sprt {
        elo0: 0.0,
        elo1: 10.0,
        alpha: 0.05,
        beta: 0.05,
    };

    #[test]
    fn wald_bounds_for_five_percent_errors_are_ln_19() {
        // ln(0.05 / 0.95) = -ln 19 = -2.944439…
        let (lower, upper) = ZERO_TEN.bounds();
        assert!(close(lower, -2.944439) && close(upper, 2.944439));
        let uneven = Sprt {
            alpha: 0.1,
            beta: 0.2,
            ..ZERO_TEN
        };
        // ln(0.2 / 0.9) = -1.504077…, ln(0.8 / 0.1) = ln 8 = 2.079442…
        let (lower, upper) = uneven.bounds();
        assert!(close(lower, -1.504077) && close(upper, 2.079442));
    }

    #[test]
    fn the_llr_of_a_won_and_a_lost_match_by_hand() {
        // s0 = 0.5, s1 = 1 / (1 + 10^-0.025) = 0.5143872.
        // +60 =20 −20: s = 0.7, var = 0.16:
        //   100 · 0.0143872 · (1.4 − 1.0143872) / 0.32 = 1.733713
        let won = Results {
            wins: 60,
            draws: 20,
            losses: 20,
        };
        assert!(
            close(ZERO_TEN.llr(&won), 1.733713),
            "{}",
            ZERO_TEN.llr(&won)
        );
        assert_eq!(ZERO_TEN.verdict(ZERO_TEN.llr(&won), 100), Verdict::Continue);
        // +20 =30 −50: s = 0.35, var = (20·0.4225 + 30·0.0225 + 50·0.1225) / 100 = 0.1525:
        //   100 · 0.0143872 · (0.7 − 1.0143872) / 0.305 = −1.482999
        let lost = Results {
            wins: 20,
            draws: 30,
            losses: 50,
        };
        assert!(
            close(ZERO_TEN.llr(&lost), -1.482999),
            "{}",
            ZERO_TEN.llr(&lost)
        );
    }

    #[test]
    fn the_same_share_over_more_games_decides() {
        // The LLR grows with n at a fixed share: four times the games above.
        let won = Results {
            wins: 240,
            draws: 80,
            losses: 80,
        };
        assert!(close(ZERO_TEN.llr(&won), 4.0 * 1.733713));
        assert_eq!(ZERO_TEN.verdict(ZERO_TEN.llr(&won), 400), Verdict::H1);
        let lost = Results {
            wins: 80,
            draws: 120,
            losses: 200,
        };
        assert_eq!(ZERO_TEN.verdict(ZERO_TEN.llr(&lost), 400), Verdict::H0);
    }

    #[test]
    fn a_match_of_one_result_decides_once_it_has_enough_games() {
        assert_eq!(ZERO_TEN.llr(&Results::default()), 0.0);
        // All drawn: the score of 0 Elo, H0 (by hand, with 0.001 for each unseen
        // result: s = 0.5, var = 0.002·0.25 / 12.002 = 4.166e-5,
        // LLR = 12 · 0.0143872 · (1 − 1.0143872) / (2 · 4.166e-5) = −29.8).
        let all_drawn = Results {
            wins: 0,
            draws: 12,
            losses: 0,
        };
        let llr = ZERO_TEN.llr(&all_drawn);
        assert!((llr + 29.8).abs() < 0.1, "{llr}");
        assert_eq!(
            ZERO_TEN.verdict(llr, 12),
            Verdict::Continue,
            "too few games"
        );
        assert_eq!(ZERO_TEN.verdict(llr, MIN_GAMES), Verdict::H0);
        let two_wins = Results {
            wins: 2,
            draws: 0,
            losses: 0,
        };
        let llr = ZERO_TEN.llr(&two_wins);
        assert!(llr > 2.95, "{llr}");
        assert_eq!(ZERO_TEN.verdict(llr, 2), Verdict::Continue);
    }

    #[test]
    fn parse_takes_two_or_four_numbers_in_order() {
        assert_eq!(Sprt::parse("0,10"), Ok(ZERO_TEN));
        let four = Sprt::parse("-5, 5, 0.1, 0.2").expect("four numbers");
        assert_eq!(
            (four.elo0, four.elo1, four.alpha, four.beta),
            (-5.0, 5.0, 0.1, 0.2)
        );
        for bad in [
            "10,0",
            "0",
            "0,10,0.05",
            "0,x",
            "0,10,0,0.05",
            "0,10,0.05,0.6",
            "nan,1",
        ] {
            assert!(Sprt::parse(bad).is_err(), "{bad}");
        }
    }
}
