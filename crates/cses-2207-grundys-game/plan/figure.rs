//! The crate README's figure.

use super::rules::grundy_by_definition;
use plan_kit::svg::{ACCENT, BAR, INK, LOSE, PAPER, Svg, Swatch, value_plot};

/// The Grundy values for n ≤ 120 as bars (the lost heaps as dots), and below them every lost
/// heap up to 1400 on a line: all from the definition.
pub(super) fn figure() -> String {
    const BARS: usize = 120;
    const LINE: usize = 1400;
    let grundy = grundy_by_definition(LINE);
    let values: Vec<u64> = grundy[..=BARS].iter().map(|&g| u64::from(g)).collect();
    let mut svg = Svg::page(
        (700.0, 420.0),
        "Grundy's game: the Grundy value g(n) of one heap of n coins",
        &[
            (Swatch::Cell(LOSE), "g(n) = 0: the player to move loses"),
            (Swatch::Cell(BAR), "g(n) > 0"),
        ],
    );
    let fill = |n: usize| match n {
        0 => PAPER,
        _ if values[n] == 0 => LOSE,
        _ => BAR,
    };
    let (left, w) = (70.0, 600.0);
    value_plot(
        &mut svg,
        (left, 80.0),
        (w, 170.0),
        &values,
        fill,
        "n",
        "g(n)",
    );
    // The lost heaps up to LINE, as ticks on a line.
    let y = 350.0;
    let x_of = |n: usize| left + w * n as f64 / LINE as f64;
    svg.text(
        (left, y - 34.0),
        12.0,
        plan_kit::svg::Anchor::Start,
        INK,
        "every n ≤ 1400 with g(n) = 0 (41 heaps; the last is 1222)",
    );
    svg.line((left, y), (left + w, y), INK, 1.0, "");
    for n in (0..=LINE).step_by(200) {
        svg.line((x_of(n), y), (x_of(n), y + 4.0), INK, 1.0, "");
        svg.text(
            (x_of(n), y + 16.0),
            11.0,
            plan_kit::svg::Anchor::Middle,
            INK,
            &n.to_string(),
        );
    }
    for n in (1..=LINE).filter(|&n| grundy[n] == 0) {
        svg.line((x_of(n), y - 18.0), (x_of(n), y), LOSE, 1.5, "");
    }
    svg.line((x_of(1222), y - 24.0), (x_of(1222), y), ACCENT, 2.0, "");
    svg.text(
        (x_of(1222), y - 28.0),
        11.0,
        plan_kit::svg::Anchor::Middle,
        ACCENT,
        "1222",
    );
    svg.finish()
}
