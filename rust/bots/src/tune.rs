//! Texel tuning of the positional weights: positions with the results of the
//! games they came from, and the weights that make the evaluation predict those
//! results best. The evaluation is linear in the positional weights (the phase
//! mixes the middlegame and endgame weights, both linear), so each position is
//! reduced once to its features (`Probe`), and the fit minimises the squared
//! error of a sigmoid of the weighted sum by gradient descent.

use raja_core::Army;
use raja_core::Position;
use raja_core::variant::Variant;

use crate::eval::positional::PARAMETERS;
use crate::eval::{Evaluator, Positional, Weights};
use crate::value::{Scores, Value};

/// One position reduced: the evaluation for the first side is `base` plus the
/// sum of each weight times its feature; `result` is that side's score of
/// the game (1 won, ½ drawn, 0 lost).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub base: f64,
    pub features: [f64; PARAMETERS],
    pub result: f64,
}

/// The weight each feature is read with: large, so the integer divisions of
/// the phase and the passed pawns' share lose little.
const PROBE: Value = 1000;

/// Reads positions' features: one evaluator without positional terms and one
/// per weight with only that weight set.
pub struct Probe {
    base: Evaluator,
    units: Vec<Evaluator>,
}

impl Probe {
    /// For games of two sides (two armies, or two teams) without dice: the
    /// first side's worth less the other's is what a result predicts.
    pub fn new(variant: &Variant) -> Result<Probe, String> {
        if variant.dice.is_some() {
            return Err(format!("{}: no tuning in games with dice", variant.id));
        }
        let sides = variant.army_count() == 2 || variant.options.teams;
        if !sides {
            return Err(format!(
                "{}: tuning needs two sides (two armies or teams)",
                variant.id
            ));
        }
        let mut weights = Weights::for_variant(variant);
        weights.set_positional(variant, Positional::NONE);
        let base = Evaluator::with_weights(variant, weights);
        let units = (0..PARAMETERS)
            .map(|i| {
                let mut unit = Positional::NONE;
                unit.set(i, PROBE);
                let mut w = weights;
                w.set_positional(variant, unit);
                Evaluator::with_weights(variant, w)
            })
            .collect();
        Ok(Probe { base, units })
    }

    pub fn sample(&self, variant: &Variant, position: &Position, result: f64) -> Sample {
        let value =
            |eval: &Evaluator| side_value(variant, &eval.scores(variant, &mut position.clone()));
        let base = value(&self.base);
        let mut features = [0.0; PARAMETERS];
        for (feature, unit) in features.iter_mut().zip(&self.units) {
            *feature = f64::from(value(unit) - base) / f64::from(PROBE);
        }
        Sample {
            base: f64::from(base),
            features,
            result,
        }
    }
}

/// The first side's worth (army 0 and its partners) less the other side's.
pub fn side_value(variant: &Variant, scores: &Scores) -> Value {
    variant
        .armies()
        .map(|army| {
            let worth = scores[army.index()];
            if army == Army::FIRST || variant.partners(Army::FIRST, army) {
                worth
            } else {
                -worth
            }
        })
        .sum()
}

/// The expected score of an evaluation `value` (100 = a pawn) at scale `k`.
#[inline]
pub fn expected(value: f64, k: f64) -> f64 {
    1.0 / (1.0 + (-k * value / 100.0).exp())
}

fn value_of(sample: &Sample, weights: &[f64; PARAMETERS]) -> f64 {
    sample.base
        + sample
            .features
            .iter()
            .zip(weights)
            .map(|(f, w)| f * w)
            .sum::<f64>()
}

/// The mean squared error of the predicted scores.
pub fn error(samples: &[Sample], weights: &[f64; PARAMETERS], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - expected(value_of(s, weights), k)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale at which `weights` predict the results best (golden-section
/// search over 0.01 ..= 10).
pub fn fit_scale(samples: &[Sample], weights: &[f64; PARAMETERS]) -> f64 {
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.01f64, 10.0f64);
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(samples, weights, a) < error(samples, weights, b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct Fit {
    pub weights: Positional,
    /// The sigmoid's scale, fitted to the starting weights and kept.
    pub scale: f64,
    pub error_before: f64,
    pub error_after: f64,
}

fn as_floats(weights: &Positional) -> [f64; PARAMETERS] {
    std::array::from_fn(|i| f64::from(weights.get(i)))
}

fn rounded(weights: &[f64; PARAMETERS]) -> Positional {
    let mut out = Positional::NONE;
    for (i, w) in weights.iter().enumerate() {
        out.set(i, w.round().clamp(-10_000.0, 10_000.0) as Value);
    }
    out
}

/// Fits the weights from `start`: first the sigmoid's scale to the start
/// (and kept, so the weights keep the units of the material), then the
/// weights (`fit_at_scale`).
pub fn fit(samples: &[Sample], start: &Positional, iterations: u32) -> Fit {
    let scale = fit_scale(samples, &as_floats(start));
    fit_at_scale(samples, start, scale, iterations)
}

/// Fits the weights from `start` at `scale` by Adam's gradient descent on the
/// error, `iterations` steps; the result is rounded to whole units. Weights
/// whose feature never varies keep their start.
pub fn fit_at_scale(samples: &[Sample], start: &Positional, scale: f64, iterations: u32) -> Fit {
    let mut w = as_floats(start);
    let error_before = error(samples, &w, scale);
    let (rate, beta1, beta2) = (1.0, 0.9, 0.999);
    let mut m = [0.0; PARAMETERS];
    let mut v = [0.0; PARAMETERS];
    let n = samples.len().max(1) as f64;
    for t in 1..=iterations {
        let mut gradient = [0.0; PARAMETERS];
        for s in samples {
            let p = expected(value_of(s, &w), scale);
            // d/dw of (r - p)²: −2 (r − p) · p (1 − p) · k/100 · feature.
            let common = -2.0 * (s.result - p) * p * (1.0 - p) * scale / 100.0;
            for (g, f) in gradient.iter_mut().zip(&s.features) {
                *g += common * f;
            }
        }
        for i in 0..PARAMETERS {
            let g = gradient[i] / n;
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            w[i] -= rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
    }
    let weights = rounded(&w);
    let error_after = error(samples, &as_floats(&weights), scale);
    Fit {
        weights,
        scale,
        error_before,
        error_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::Taper;

    /// A tiny synthetic set: features drawn by a fixed generator, results the
    /// expected scores of known weights (passed pawns +80 in the ending,
    /// mobility +5 in the middlegame, the rest nothing).
    fn synthetic() -> (Vec<Sample>, Positional) {
        let mut truth = Positional::NONE;
        truth.passed = Taper { mid: 0, end: 80 };
        truth.mobility = Taper { mid: 5, end: 0 };
        let t = as_floats(&truth);
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % 21) as f64 / 10.0 - 1.0
        };
        let samples = (0..200)
            .map(|_| {
                let features = std::array::from_fn(|_| 2.0 * next());
                let base = 50.0 * next();
                let mut s = Sample {
                    base,
                    features,
                    result: 0.0,
                };
                s.result = expected(value_of(&s, &t), 1.0);
                s
            })
            .collect();
        (samples, truth)
    }

    #[test]
    fn the_fit_lowers_the_error_towards_the_weights_behind_the_results() {
        let (samples, truth) = synthetic();
        // The results were made at scale 1; the fit of the scale is the
        // command's business, this test the weights'.
        let fit = fit_at_scale(&samples, &Positional::NONE, 1.0, 1500);
        assert!(
            fit.error_after < fit.error_before / 10.0,
            "{} → {}",
            fit.error_before,
            fit.error_after
        );
        assert!(
            (fit.weights.passed.end - truth.passed.end).abs() <= 8,
            "{:?}",
            fit.weights
        );
        assert!(
            (fit.weights.mobility.mid - truth.mobility.mid).abs() <= 2,
            "{:?}",
            fit.weights
        );
        assert!(fit.weights.doubled.mid.abs() <= 3, "{:?}", fit.weights);
    }

    #[test]
    fn features_rebuild_the_evaluation_with_any_weights() {
        let variant = raja_core::variant("chess").expect("chess");
        let probe = Probe::new(&variant).expect("chess has two sides");
        let fen = "r3k2r/pp3ppp/2n5/3P4/2B5/5N2/PP3PPP/R3K2R w KQkq - 0 1";
        let position = raja_core::fen::parse(&variant, fen).expect("fen");
        let sample = probe.sample(&variant, &position, 1.0);
        let chosen = Positional::for_family(variant.data.evaluation.family);
        let mut weights = Weights::for_variant(&variant);
        weights.set_positional(&variant, chosen);
        let eval = Evaluator::with_weights(&variant, weights);
        let direct = side_value(&variant, &eval.scores(&variant, &mut position.clone()));
        let rebuilt = value_of(&sample, &as_floats(&chosen));
        assert!(
            (rebuilt - f64::from(direct)).abs() <= 2.0,
            "{rebuilt} vs {direct}"
        );
        assert!(sample.features.iter().any(|f| *f != 0.0));
    }

    #[test]
    fn games_with_dice_or_more_than_two_sides_are_not_tuned() {
        assert!(Probe::new(&raja_core::variant("chaturaji-dice").expect("game")).is_err());
        assert!(Probe::new(&raja_core::variant("chaturaji").expect("game")).is_err());
        assert!(Probe::new(&raja_core::variant("fourplayer-teams").expect("game")).is_ok());
    }
}
