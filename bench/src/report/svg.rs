//! Hand-written SVG charts (box plots, line charts, grouped bars): plain text a browser shows,
//! no fonts or scripts needed, deterministic output for the same data.

use std::fmt::Write;

use super::stats::FiveNumbers;

const WIDTH: f64 = 720.0;
const HEIGHT: f64 = 400.0;
const LEFT: f64 = 70.0;
const RIGHT: f64 = 170.0;
const TOP: f64 = 40.0;
const BOTTOM: f64 = 60.0;
/// The bottom of a log axis (seconds: anything faster is drawn there).
const LOG_FLOOR: f64 = 0.1;
const PALETTE: [&str; 6] = [
    "#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd", "#8c564b",
];

pub fn color(i: usize) -> &'static str {
    PALETTE[i % PALETTE.len()]
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

/// A plot area with a title, axis labels and a y range.
struct Frame {
    out: String,
    y_max: f64,
    log: bool,
}

impl Frame {
    fn new(title: &str, x_label: &str, y_label: &str, y_max: f64, log: bool) -> Frame {
        let mut out = String::new();
        let _ = write!(
            out,
            r#"<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH}" height="{HEIGHT}" viewBox="0 0 {WIDTH} {HEIGHT}" font-family="sans-serif" font-size="12">
<rect width="100%" height="100%" fill="white"/>
<text x="{}" y="22" text-anchor="middle" font-size="15">{}</text>
<text x="{}" y="{}" text-anchor="middle">{}</text>
<text transform="translate(16,{}) rotate(-90)" text-anchor="middle">{}</text>
"#,
            (LEFT + WIDTH - RIGHT) / 2.0,
            escape(title),
            (LEFT + WIDTH - RIGHT) / 2.0,
            HEIGHT - 12.0,
            escape(x_label),
            (TOP + HEIGHT - BOTTOM) / 2.0,
            escape(y_label),
        );
        let mut frame = Frame {
            out,
            y_max: y_max.max(1e-9),
            log,
        };
        frame.y_axis();
        frame
    }

    fn plot_width() -> f64 {
        WIDTH - LEFT - RIGHT
    }

    fn plot_height() -> f64 {
        HEIGHT - TOP - BOTTOM
    }

    fn y(&self, value: f64) -> f64 {
        let share = if self.log {
            let lo = LOG_FLOOR.ln();
            ((value.max(LOG_FLOOR)).ln() - lo) / ((self.y_max.max(1.0)).ln() - lo)
        } else {
            value / self.y_max
        };
        HEIGHT - BOTTOM - share.clamp(0.0, 1.0) * Frame::plot_height()
    }

    fn y_axis(&mut self) {
        let ticks: Vec<f64> = if self.log {
            let mut t = vec![LOG_FLOOR];
            while *t.last().expect("non-empty") < self.y_max {
                let next = t.last().expect("non-empty") * 10.0;
                t.push(next);
            }
            self.y_max = *t.last().expect("non-empty");
            t
        } else {
            // Round steps (1, 2 or 5 times a power of ten), the top raised to a whole step.
            let raw = self.y_max / 5.0;
            let power = 10f64.powf(raw.log10().floor());
            let step = [1.0, 2.0, 5.0, 10.0]
                .into_iter()
                .map(|m| m * power)
                .find(|s| *s >= raw)
                .unwrap_or(10.0 * power);
            let steps = (self.y_max / step - 1e-9).ceil().max(1.0) as usize;
            self.y_max = step * steps as f64;
            (0..=steps).map(|i| step * i as f64).collect()
        };
        for t in ticks {
            let y = self.y(t);
            let _ = writeln!(
                self.out,
                r##"<line x1="{LEFT}" y1="{y:.1}" x2="{:.1}" y2="{y:.1}" stroke="#ddd"/><text x="{:.1}" y="{:.1}" text-anchor="end">{}</text>"##,
                WIDTH - RIGHT,
                LEFT - 6.0,
                y + 4.0,
                tick_label(t)
            );
        }
        let _ = writeln!(
            self.out,
            r#"<line x1="{LEFT}" y1="{TOP}" x2="{LEFT}" y2="{:.1}" stroke="black"/><line x1="{LEFT}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="black"/>"#,
            HEIGHT - BOTTOM,
            HEIGHT - BOTTOM,
            WIDTH - RIGHT,
            HEIGHT - BOTTOM
        );
    }

    fn x_label(&mut self, x: f64, text: &str) {
        let _ = writeln!(
            self.out,
            r#"<text x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#,
            HEIGHT - BOTTOM + 18.0,
            escape(text)
        );
    }

    fn legend(&mut self, names: &[String]) {
        for (i, name) in names.iter().enumerate() {
            let y = TOP + 10.0 + i as f64 * 20.0;
            let x = WIDTH - RIGHT + 14.0;
            let _ = writeln!(
                self.out,
                r#"<rect x="{x}" y="{:.1}" width="12" height="12" fill="{}"/><text x="{:.1}" y="{:.1}">{}</text>"#,
                y - 10.0,
                color(i),
                x + 18.0,
                y,
                escape(name)
            );
        }
    }

    fn finish(mut self) -> String {
        self.out.push_str("</svg>\n");
        self.out
    }
}

fn tick_label(v: f64) -> String {
    let text = format!("{v:.2}");
    text.trim_end_matches('0').trim_end_matches('.').to_string()
}

/// Box plots: one group per category, one box per series within it (`None`: no data).
/// Values on a log scale when `log`.
pub fn box_plot(
    title: &str,
    y_label: &str,
    categories: &[String],
    series: &[String],
    boxes: &[Vec<Option<FiveNumbers>>],
    log: bool,
) -> String {
    let y_max = boxes
        .iter()
        .flatten()
        .flatten()
        .map(|b| b.max)
        .fold(1.0, f64::max);
    let mut f = Frame::new(title, "bug class", y_label, y_max * 1.05, log);
    let group = Frame::plot_width() / categories.len().max(1) as f64;
    let width = (group * 0.8 / series.len().max(1) as f64).min(40.0);
    for (c, name) in categories.iter().enumerate() {
        let center = LEFT + group * (c as f64 + 0.5);
        f.x_label(center, name);
        for (s, b) in boxes.get(c).into_iter().flatten().enumerate() {
            let Some(b) = b else { continue };
            let x = center + (s as f64 - (series.len() as f64 - 1.0) / 2.0) * width * 1.1;
            let (half, col) = (width / 2.0, color(s));
            let (top, bottom) = (f.y(b.q3), f.y(b.q1));
            let _ = writeln!(
                f.out,
                r#"<g><title>{} {}: n={} median={:.0}</title><line x1="{x:.1}" y1="{:.1}" x2="{x:.1}" y2="{:.1}" stroke="{col}"/><rect x="{:.1}" y="{top:.1}" width="{width:.1}" height="{:.1}" fill="{col}" fill-opacity="0.35" stroke="{col}"/><line x1="{:.1}" y1="{:.1}" x2="{:.1}" y2="{:.1}" stroke="{col}" stroke-width="2"/></g>"#,
                escape(name),
                escape(&series[s]),
                b.n,
                b.median,
                f.y(b.max),
                f.y(b.min),
                x - half,
                (bottom - top).max(1.0),
                x - half,
                f.y(b.median),
                x + half,
                f.y(b.median)
            );
        }
    }
    f.legend(series);
    f.finish()
}

/// Line charts of `(x, y)` points with x in 0..=`x_max` and y in 0..=`y_max`.
pub fn lines(
    title: &str,
    x_label: &str,
    y_label: &str,
    x_max: f64,
    y_max: f64,
    series: &[(String, Vec<(f64, f64)>)],
) -> String {
    let mut f = Frame::new(title, x_label, y_label, y_max, false);
    for i in 0..=5 {
        let v = x_max * i as f64 / 5.0;
        f.x_label(LEFT + Frame::plot_width() * i as f64 / 5.0, &tick_label(v));
    }
    for (i, (_, points)) in series.iter().enumerate() {
        let path: Vec<String> = points
            .iter()
            .map(|(x, y)| {
                format!(
                    "{:.1},{:.1}",
                    LEFT + Frame::plot_width() * (x / x_max).clamp(0.0, 1.0),
                    f.y(*y)
                )
            })
            .collect();
        let _ = writeln!(
            f.out,
            r#"<polyline fill="none" stroke="{}" stroke-width="2" points="{}"/>"#,
            color(i),
            path.join(" ")
        );
    }
    let names: Vec<String> = series.iter().map(|(n, _)| n.clone()).collect();
    f.legend(&names);
    f.finish()
}

/// Grouped bars: one group per category, one bar per series; the y axis reaches `y_max`
/// (default: a little above the highest bar).
pub fn bars(
    title: &str,
    y_label: &str,
    categories: &[String],
    series: &[String],
    values: &[Vec<Option<f64>>],
) -> String {
    let y_max = values
        .iter()
        .flatten()
        .flatten()
        .fold(0.0, |a: f64, b| a.max(*b));
    let y_max = if y_max <= 0.0 { 1.0 } else { y_max * 1.1 };
    let mut f = Frame::new(title, "", y_label, y_max, false);
    let group = Frame::plot_width() / categories.len().max(1) as f64;
    let width = (group * 0.8 / series.len().max(1) as f64).min(50.0);
    for (c, name) in categories.iter().enumerate() {
        let center = LEFT + group * (c as f64 + 0.5);
        f.x_label(center, name);
        for (s, v) in values.get(c).into_iter().flatten().enumerate() {
            let Some(v) = v else { continue };
            let x = center + (s as f64 - series.len() as f64 / 2.0) * width;
            let top = f.y(*v);
            let _ = writeln!(
                f.out,
                r#"<rect x="{x:.1}" y="{top:.1}" width="{:.1}" height="{:.1}" fill="{}"><title>{} {}: {:.2}</title></rect>"#,
                width * 0.9,
                (HEIGHT - BOTTOM - top).max(0.0),
                color(s),
                escape(name),
                escape(&series[s]),
                v
            );
        }
    }
    f.legend(series);
    f.finish()
}
