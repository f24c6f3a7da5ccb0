//! Texel tuning of the positional weights: positions with the results of the
//! games they came from, and the weights that make the evaluation predict those
//! results best. The evaluation is linear in the positional weights (the phase
//! mixes the middlegame and endgame weights, both linear), so each position is
//! reduced once to its features (`Probe`: the first side's count of each slot
//! of the game's `Layout`, and the phase), and the fit minimises the squared
//! error of a sigmoid of the weighted sum by gradient descent (Adam).

use raja_core::position::MAX_ARMIES;
use raja_core::variant::Variant;
use raja_core::{Army, Position};

use crate::eval::features::{Features, Trace};
use crate::eval::layout::Layout;
use crate::eval::phase::FULL;
use crate::eval::{Evaluator, Positional, Taper, Weights};
use crate::value::{Scores, Value};

/// One position reduced: the evaluation for the first side is `base` plus,
/// for each slot it has, its count times the slot's weight at the position's
/// phase; `result` is what the fit aims at (the first side's score of the
/// game, 1 won, ½ drawn, 0 lost, or a blend with an engine's judgement).
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    pub base: f64,
    /// The share of the middlegame weight, 0 ..= 1 (`phase`).
    pub phase: f64,
    pub features: Vec<(u32, f64)>,
    pub result: f64,
}

/// Reads positions' features: the evaluation without positional terms, and
/// every positional feature of the game's layout.
pub struct Probe {
    base: Evaluator,
    features: Features,
}

impl Probe {
    /// For games of two sides (two armies, or two teams) without dice: the
    /// first side's worth less the other's is what a result predicts. The
    /// layout holds `start`, the weights the fit starts from.
    pub fn new(variant: &Variant, start: &Positional) -> Result<Probe, String> {
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
        let layout = Layout::new(variant, start);
        Ok(Probe {
            base,
            features: Features::with_layout(variant, layout, true),
        })
    }

    pub fn layout(&self) -> &Layout {
        &self.features.layout
    }

    pub fn sample(&self, variant: &Variant, position: &Position, result: f64) -> Sample {
        let scores = self.base.scores(variant, &mut position.clone());
        let base = side_value(variant, &scores);
        let mut kings = [None; MAX_ARMIES];
        for army in position.live_armies() {
            kings[army.index()] = position.royal_square(variant, army);
        }
        let mut trace = Trace::default();
        let phase = self.features.collect(variant, position, &kings, &mut trace);
        let mut features: Vec<(u32, f64)> = Vec::with_capacity(trace.hits.len());
        for (army, slot, count) in trace.hits {
            let signed = if first_side(variant, army) {
                count
            } else {
                -count
            };
            match features.iter_mut().find(|(s, _)| *s == slot) {
                Some((_, c)) => *c += signed,
                None => features.push((slot, signed)),
            }
        }
        features.retain(|&(_, c)| c != 0.0);
        Sample {
            base: f64::from(base),
            phase: f64::from(phase) / f64::from(FULL),
            features,
            result,
        }
    }
}

fn first_side(variant: &Variant, army: Army) -> bool {
    army == Army::FIRST || variant.partners(Army::FIRST, army)
}

/// The first side's worth (army 0 and its partners) less the other side's.
pub fn side_value(variant: &Variant, scores: &Scores) -> Value {
    variant
        .armies()
        .map(|army| {
            let worth = scores[army.index()];
            if first_side(variant, army) {
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

/// Weights as the fit moves them: per slot its middlegame then its endgame weight.
pub type Flat = Vec<f64>;

fn value_of(sample: &Sample, weights: &[f64]) -> f64 {
    let (p, q) = (sample.phase, 1.0 - sample.phase);
    sample.base
        + sample
            .features
            .iter()
            .map(|&(slot, count)| {
                let i = 2 * slot as usize;
                count * (weights[i] * p + weights[i + 1] * q)
            })
            .sum::<f64>()
}

/// The mean squared error of the predicted scores.
pub fn error(samples: &[Sample], weights: &[f64], k: f64) -> f64 {
    if samples.is_empty() {
        return 0.0;
    }
    let total: f64 = samples
        .iter()
        .map(|s| (s.result - expected(value_of(s, weights), k)).powi(2))
        .sum();
    total / samples.len() as f64
}

/// The scale at which `values` predict `results` best (golden-section search
/// over 0.01 ..= 10).
pub fn fit_scale_of(values: &[f64], results: &[f64]) -> f64 {
    let error = |k: f64| {
        values
            .iter()
            .zip(results)
            .map(|(&v, &r)| (r - expected(v, k)).powi(2))
            .sum::<f64>()
    };
    let ratio = (5f64.sqrt() - 1.0) / 2.0;
    let (mut low, mut high) = (0.01f64, 10.0f64);
    for _ in 0..60 {
        let a = high - ratio * (high - low);
        let b = low + ratio * (high - low);
        if error(a) < error(b) {
            high = b;
        } else {
            low = a;
        }
    }
    (low + high) / 2.0
}

/// The scale at which `weights` predict the samples' results best.
pub fn fit_scale(samples: &[Sample], weights: &[f64]) -> f64 {
    let values: Vec<f64> = samples.iter().map(|s| value_of(s, weights)).collect();
    let results: Vec<f64> = samples.iter().map(|s| s.result).collect();
    fit_scale_of(&values, &results)
}

/// What a fit found.
#[derive(Clone, Debug)]
pub struct Fit {
    pub weights: Flat,
    /// The sigmoid's scale, fitted to the starting weights and kept.
    pub scale: f64,
    pub error_before: f64,
    pub error_after: f64,
}

/// The layout's weights as the fit moves them.
pub fn flat(layout: &Layout) -> Flat {
    layout
        .tapers
        .iter()
        .flat_map(|t| [f64::from(t.mid), f64::from(t.end)])
        .collect()
}

/// Fitted weights back in the layout, rounded to whole units.
pub fn unflat(layout: &mut Layout, weights: &[f64]) {
    let round = |w: f64| w.round().clamp(-10_000.0, 10_000.0) as Value;
    for (i, taper) in layout.tapers.iter_mut().enumerate() {
        *taper = Taper {
            mid: round(weights[2 * i]),
            end: round(weights[2 * i + 1]),
        };
    }
}

/// How the fit runs.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    pub iterations: u32,
    /// Adam's step.
    pub rate: f64,
    /// The weight of the penalty on the weights' squares (per unit², added
    /// to the mean squared error): keeps weights that few positions see small.
    pub l2: f64,
    /// Threads the gradient is summed on.
    pub threads: usize,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            iterations: 2000,
            rate: 1.0,
            l2: 0.0,
            threads: 1,
        }
    }
}

/// Fits `start` to the samples: first the sigmoid's scale to the start (and
/// kept, so the weights keep the units of the material), then the weights
/// (`fit_at_scale`).
pub fn fit(samples: &[Sample], start: &[f64], settings: Settings) -> Fit {
    let scale = fit_scale(samples, start);
    fit_at_scale(samples, start, scale, settings)
}

/// The samples packed for the gradient passes, which read every feature of
/// every sample each step: one run of slots and one of counts for all of
/// them (8 bytes a feature instead of a vector per sample at 16), so a pass
/// streams through memory instead of chasing a pointer per sample.
struct Packed {
    /// Sample `i`'s features are `starts[i] .. starts[i + 1]`.
    starts: Vec<usize>,
    slots: Vec<u32>,
    counts: Vec<f32>,
    base: Vec<f64>,
    phase: Vec<f64>,
    result: Vec<f64>,
}

impl Packed {
    fn new(samples: &[Sample]) -> Packed {
        let features = samples.iter().map(|s| s.features.len()).sum();
        let mut packed = Packed {
            starts: Vec::with_capacity(samples.len() + 1),
            slots: Vec::with_capacity(features),
            counts: Vec::with_capacity(features),
            base: samples.iter().map(|s| s.base).collect(),
            phase: samples.iter().map(|s| s.phase).collect(),
            result: samples.iter().map(|s| s.result).collect(),
        };
        packed.starts.push(0);
        for s in samples {
            for &(slot, count) in &s.features {
                packed.slots.push(slot);
                packed.counts.push(count as f32);
            }
            packed.starts.push(packed.slots.len());
        }
        packed
    }

    fn len(&self) -> usize {
        self.base.len()
    }

    /// The error's gradient over the samples `range`, summed (not averaged).
    fn gradient(&self, range: std::ops::Range<usize>, weights: &[f64], scale: f64) -> Vec<f64> {
        let mut gradient = vec![0.0; weights.len()];
        for i in range {
            let features = self.starts[i]..self.starts[i + 1];
            let (slots, counts) = (&self.slots[features.clone()], &self.counts[features]);
            let (p, q) = (self.phase[i], 1.0 - self.phase[i]);
            let mut value = self.base[i];
            for (&slot, &count) in slots.iter().zip(counts) {
                let j = 2 * slot as usize;
                value += f64::from(count) * (weights[j] * p + weights[j + 1] * q);
            }
            let expected = expected(value, scale);
            // d/dw of (r - p)²: −2 (r − p) · p (1 − p) · k/100 · feature.
            let common =
                -2.0 * (self.result[i] - expected) * expected * (1.0 - expected) * scale / 100.0;
            let (mid, end) = (common * p, common * q);
            for (&slot, &count) in slots.iter().zip(counts) {
                let j = 2 * slot as usize;
                gradient[j] += mid * f64::from(count);
                gradient[j + 1] += end * f64::from(count);
            }
        }
        gradient
    }
}

/// Fits the weights from `start` at `scale` by Adam's gradient descent on the
/// error; the result is not rounded. Weights whose feature never occurs keep
/// their start.
pub fn fit_at_scale(samples: &[Sample], start: &[f64], scale: f64, settings: Settings) -> Fit {
    let mut w = start.to_vec();
    let error_before = error(samples, &w, scale);
    let (beta1, beta2): (f64, f64) = (0.9, 0.999);
    let mut m = vec![0.0; w.len()];
    let mut v = vec![0.0; w.len()];
    let packed = Packed::new(samples);
    let n = packed.len().max(1) as f64;
    let threads = settings.threads.max(1);
    let chunk = packed.len().div_ceil(threads).max(1);
    let ranges: Vec<_> = (0..packed.len())
        .step_by(chunk)
        .map(|from| from..(from + chunk).min(packed.len()))
        .collect();
    for t in 1..=settings.iterations {
        let parts: Vec<Vec<f64>> = std::thread::scope(|scope| {
            let (w, packed) = (&w, &packed);
            let handles: Vec<_> = ranges
                .iter()
                .map(|range| scope.spawn(move || packed.gradient(range.clone(), w, scale)))
                .collect();
            handles.into_iter().filter_map(|h| h.join().ok()).collect()
        });
        for i in 0..w.len() {
            let summed: f64 = parts.iter().map(|g| g[i]).sum();
            if summed == 0.0 && settings.l2 == 0.0 {
                continue;
            }
            let g = summed / n + 2.0 * settings.l2 * w[i];
            m[i] = beta1 * m[i] + (1.0 - beta1) * g;
            v[i] = beta2 * v[i] + (1.0 - beta2) * g * g;
            let m_hat = m[i] / (1.0 - beta1.powi(t as i32));
            let v_hat = v[i] / (1.0 - beta2.powi(t as i32));
            w[i] -= settings.rate * m_hat / (v_hat.sqrt() + 1e-12);
        }
    }
    let rounded: Vec<f64> = w.iter().map(|x| x.round()).collect();
    let error_after = error(samples, &rounded, scale);
    Fit {
        weights: rounded,
        scale,
        error_before,
        error_after,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::PieceWeights;

    /// A tiny synthetic set over four slots: features drawn by a fixed
    /// generator, results the expected scores of known weights (slot 1's
    /// endgame weight 80, slot 2's middlegame weight 5, the rest nothing).
    fn synthetic() -> (Vec<Sample>, Vec<f64>) {
        let truth = vec![0.0, 0.0, 0.0, 80.0, 5.0, 0.0, 0.0, 0.0];
        let mut seed = 12345u64;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((seed >> 33) % 21) as f64 / 10.0 - 1.0
        };
        let samples = (0..300)
            .map(|_| {
                let features = (0..4).map(|slot| (slot, 2.0 * next())).collect();
                let mut s = Sample {
                    base: 50.0 * next(),
                    phase: (next() + 1.0) / 2.0,
                    features,
                    result: 0.0,
                };
                s.result = expected(value_of(&s, &truth), 1.0);
                s
            })
            .collect();
        (samples, truth)
    }

    #[test]
    fn the_fit_lowers_the_error_towards_the_weights_behind_the_results() {
        let (samples, truth) = synthetic();
        let settings = Settings {
            iterations: 1500,
            threads: 2,
            ..Settings::default()
        };
        let fit = fit_at_scale(&samples, &[0.0; 8], 1.0, settings);
        assert!(
            fit.error_after < fit.error_before / 10.0,
            "{} → {}",
            fit.error_before,
            fit.error_after
        );
        assert!(
            (fit.weights[3] - truth[3]).abs() <= 8.0,
            "{:?}",
            fit.weights
        );
        assert!(
            (fit.weights[4] - truth[4]).abs() <= 2.0,
            "{:?}",
            fit.weights
        );
        assert!(fit.weights[6].abs() <= 3.0, "{:?}", fit.weights);
    }

    #[test]
    fn the_scale_is_the_one_the_results_were_made_at() {
        let values: Vec<f64> = (-20..=20).map(|v| f64::from(v) * 25.0).collect();
        let results: Vec<f64> = values.iter().map(|&v| expected(v, 1.3)).collect();
        assert!((fit_scale_of(&values, &results) - 1.3).abs() < 0.01);
    }

    #[test]
    fn features_rebuild_the_evaluation_with_any_weights() {
        let variant = raja_core::variant("chess").expect("chess");
        let mut chosen =
            Positional::for_family(variant.data.evaluation.family_of(variant.options.teams))
                .clone();
        chosen.tempo = Taper { mid: 15, end: 5 };
        let knight = PieceWeights {
            value: Taper { mid: 20, end: 10 },
            squares: vec![vec![Taper { mid: 3, end: -2 }; 4]; 8],
            mobility: (0..9)
                .map(|i| Taper {
                    mid: 4 * i,
                    end: 2 * i,
                })
                .collect(),
            hanging: Taper { mid: -50, end: -30 },
            ..PieceWeights::default()
        };
        chosen.pieces.insert("knight".into(), knight);
        let probe = Probe::new(&variant, &chosen).expect("chess has two sides");
        let start = flat(probe.layout());
        let fen = "r3k2r/pp3ppp/2n5/3P4/2B5/5N2/PP3PPP/R3K2R w KQkq - 0 1";
        let position = raja_core::fen::parse(&variant, fen).expect("fen");
        let sample = probe.sample(&variant, &position, 1.0);
        let mut weights = Weights::for_variant(&variant);
        weights.set_positional(&variant, chosen);
        let eval = Evaluator::with_weights(&variant, weights);
        let direct = side_value(&variant, &eval.scores(&variant, &mut position.clone()));
        let rebuilt = value_of(&sample, &start);
        assert!(
            (rebuilt - f64::from(direct)).abs() <= 3.0,
            "{rebuilt} vs {direct}"
        );
        assert!(!sample.features.is_empty());
    }

    #[test]
    fn fitted_weights_go_back_into_the_layout_by_name() {
        let variant = raja_core::variant("chess").expect("chess");
        let probe = Probe::new(&variant, &Positional::NONE).expect("chess");
        let mut layout = probe.layout().clone();
        let mut weights = flat(&layout);
        let rook = &layout.kinds[variant.kind_by_letter('R').expect("R").index()];
        let slot = rook.open_line as usize;
        weights[2 * slot] = 24.4;
        weights[2 * slot + 1] = 9.6;
        unflat(&mut layout, &weights);
        let positional = layout.positional(&variant);
        assert_eq!(
            positional.pieces["rook"].open_line,
            Taper { mid: 24, end: 10 }
        );
        assert_eq!(positional.pieces.len(), 1);
    }

    #[test]
    fn games_with_dice_or_more_than_two_sides_are_not_tuned() {
        let none = &Positional::NONE;
        assert!(Probe::new(&raja_core::variant("chaturaji-dice").expect("game"), none).is_err());
        assert!(Probe::new(&raja_core::variant("chaturaji").expect("game"), none).is_err());
        assert!(Probe::new(&raja_core::variant("fourplayer-teams").expect("game"), none).is_ok());
    }
}
