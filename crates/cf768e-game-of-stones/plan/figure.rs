//! The crate README's figure.

use super::rules::{Pile, Search, grundy_table};
use plan_kit::figures::FAINT_TEXT;
use plan_kit::svg::{BAR, LOSE, Svg, Swatch, value_plot};

/// Game of Stones: the Grundy value of one fresh pile of s ≤ 60 stones under the no-repeat rule,
/// by definition over the (stones left, amounts used) states, checked against the oracle's search
/// of two piles for s ≤ 12 ((s, t) is lost iff the values are equal); the dashed lines mark the
/// triangular numbers k(k + 1)/2, where the value steps up.
pub(super) fn figure() -> String {
    let values: Vec<u64> = grundy_table().iter().map(|&g| u64::from(g)).collect();
    let mut search = Search::default();
    for s in 1..=12u32 {
        for t in s..=12 {
            let piles = [Pile::fresh(s), Pile::fresh(t)];
            assert_eq!(
                search.first_wins(&piles),
                Some(values[s as usize] != values[t as usize]),
                "piles ({s}, {t})"
            );
        }
    }
    let mut svg = Svg::page(
        (700.0, 340.0),
        "Game of Stones, no amount twice from a pile: the Grundy value of s",
        &[
            (Swatch::Cell(LOSE), "0: the empty pile"),
            (Swatch::Cell(BAR), "G(s)"),
            (Swatch::Line(FAINT_TEXT, "4 3"), "s = k(k + 1)/2"),
        ],
    );
    let fill = |s: usize| if values[s] == 0 { LOSE } else { BAR };
    let (left, top, w, h) = (70.0, 90.0, 600.0, 180.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &values,
        fill,
        "stones s",
        "G(s)",
    );
    let step = w / values.len() as f64;
    for k in 1..=10usize {
        let triangular = k * (k + 1) / 2;
        if triangular < values.len() {
            let x = left + triangular as f64 * step;
            svg.line((x, top), (x, top + h), FAINT_TEXT, 1.0, "4 3");
        }
    }
    svg.finish()
}
