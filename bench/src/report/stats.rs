//! Order statistics for the report: quantiles, five-number summaries, effort curves.

/// The `q` quantile (0..=1) of `values` by linear interpolation; `None` when empty.
pub fn quantile(values: &[f64], q: f64) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    let mut v = values.to_vec();
    v.sort_by(f64::total_cmp);
    let pos = q.clamp(0.0, 1.0) * (v.len() - 1) as f64;
    let (lo, hi) = (pos.floor() as usize, pos.ceil() as usize);
    Some(v[lo] + (v[hi] - v[lo]) * (pos - lo as f64))
}

pub fn median(values: &[f64]) -> Option<f64> {
    quantile(values, 0.5)
}

/// Min, lower quartile, median, upper quartile, max.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct FiveNumbers {
    pub min: f64,
    pub q1: f64,
    pub median: f64,
    pub q3: f64,
    pub max: f64,
    pub n: usize,
}

pub fn five_numbers(values: &[f64]) -> Option<FiveNumbers> {
    Some(FiveNumbers {
        min: quantile(values, 0.0)?,
        q1: quantile(values, 0.25)?,
        median: quantile(values, 0.5)?,
        q3: quantile(values, 0.75)?,
        max: quantile(values, 1.0)?,
        n: values.len(),
    })
}

/// WOLVERINE's Figure 19: for k = 0..=100 %, the share of cases whose fault is found after
/// examining at most k % of the statements. `efforts` holds one entry per case: the share
/// examined (0..=1), or `None` when the fault was never reported (never counted).
pub fn effort_curve(efforts: &[Option<f64>]) -> Vec<(f64, f64)> {
    let n = efforts.len().max(1) as f64;
    (0..=100)
        .map(|k| {
            let limit = k as f64 / 100.0 + 1e-9;
            let within = efforts.iter().flatten().filter(|e| **e <= limit).count();
            (k as f64, within as f64 / n)
        })
        .collect()
}

/// Geometric mean of positive ratios.
pub fn geometric_mean(ratios: &[f64]) -> Option<f64> {
    let logs: Vec<f64> = ratios
        .iter()
        .filter(|r| **r > 0.0)
        .map(|r| r.ln())
        .collect();
    if logs.is_empty() {
        return None;
    }
    Some((logs.iter().sum::<f64>() / logs.len() as f64).exp())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quantiles_interpolate() {
        let v = [4.0, 1.0, 3.0, 2.0];
        assert_eq!(median(&v), Some(2.5));
        assert_eq!(quantile(&v, 0.0), Some(1.0));
        assert_eq!(quantile(&v, 1.0), Some(4.0));
        assert_eq!(median(&[]), None);
        let f = five_numbers(&[1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
        assert_eq!((f.q1, f.median, f.q3), (2.0, 3.0, 4.0));
    }

    #[test]
    fn effort_curve_counts_unreported_faults_as_never_found() {
        let curve = effort_curve(&[Some(0.1), Some(0.5), None, Some(1.0)]);
        assert_eq!(curve[0], (0.0, 0.0));
        assert_eq!(curve[10], (10.0, 0.25));
        assert_eq!(curve[50], (50.0, 0.5));
        assert_eq!(curve[100], (100.0, 0.75));
    }
}
