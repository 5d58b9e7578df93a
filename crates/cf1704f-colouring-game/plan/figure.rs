//! The crate README's figure.

use super::rules::{REFERENCE_TABLE, TAKEN, octal_values_by_definition, proven_period};
use plan_kit::svg::{ACCENT, BAR, INK, LOSE, Svg, Swatch, value_plot};

/// The exceptions of a period p from n0: the n < n0 whose value differs from the periodic one,
/// G(n0 + (n − n0) mod p).
fn exceptions(values: &[u8], n0: usize, p: usize) -> Vec<usize> {
    (0..n0)
        .filter(|&n| values[n] != values[n0 + (n + p * n0 - n0) % p])
        .collect()
}

/// The figure: G(n) of 0.07 by definition for n ≤ 175, the heaps the periodicity theorem reads;
/// the period's repeats marked from n0 on, and the exceptions framed.
pub(super) fn figure() -> String {
    const SHOWN: usize = 176;
    let values = octal_values_by_definition(REFERENCE_TABLE);
    let (n0, p) = proven_period(&values).expect("a period");
    let shown: Vec<u64> = values[..SHOWN].iter().map(|&g| u64::from(g)).collect();
    let mut svg = Svg::page(
        (760.0, 330.0),
        "Dawson's Kayles (octal game 0.07): G(n) by definition, n ≤ 175",
        &[
            (Swatch::Cell(LOSE), "G(n) = 0"),
            (Swatch::Cell(PRE), "n < n0"),
            (Swatch::Cell(BAR), "n ≥ n0, periodic"),
            (Swatch::Line(ACCENT, ""), "exception"),
            (Swatch::Line(INK, "4 3"), "n0 + kp"),
        ],
    );
    svg.paragraph(
        (16.0, 72.0),
        12.0,
        728.0,
        &format!(
            "period p = {p} from n0 = {n0}: G(n + {p}) = G(n) for {n0} ≤ n < 2·{n0} + {p} + 2 = {}, \
             so for every n ≥ {n0} (the periodicity theorem)",
            2 * n0 + p + TAKEN
        ),
    );
    let fill = |n: usize| {
        if shown[n] == 0 {
            LOSE
        } else if n < n0 {
            PRE
        } else {
            BAR
        }
    };
    let (left, top, w, h) = (60.0, 100.0, 680.0, 170.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &shown,
        fill,
        "heap n",
        "G(n)",
    );
    let step = w / SHOWN as f64;
    let mut mark = n0;
    while mark < SHOWN {
        let x = left + mark as f64 * step;
        svg.line((x, top), (x, top + h), INK, 1.0, "4 3");
        mark += p;
    }
    let unit = h / shown.iter().copied().max().unwrap_or(1) as f64;
    for n in exceptions(&values, n0, p) {
        let bar = (shown[n] as f64 * unit).max(6.0);
        svg.frame(
            left + n as f64 * step - 0.5,
            top + h - bar - 1.0,
            step + 1.0,
            bar + 1.0,
            ACCENT,
            1.5,
        );
    }
    svg.finish()
}

/// The bars before the periodic part.
const PRE: &str = "#9ecae1";
