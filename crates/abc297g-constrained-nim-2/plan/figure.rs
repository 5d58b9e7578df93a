//! The crate README's figure.

use super::rules::{ConstrainedNim, grundy_by_definition};
use plan_kit::figures::FAINT_TEXT;
use plan_kit::game::Searcher;
use plan_kit::svg::{ACCENT_2, BAR, LOSE, Svg, Swatch, value_plot};

/// Constrained Nim 2 with L = 3, R = 5: the Grundy value of one pile of a ≤ 40 stones, by
/// definition (the oracle's route beyond its search), checked against the oracle's search of two
/// piles ((a, b) is lost iff the values are equal); one period L + R in each shade.
pub(super) fn figure() -> String {
    const L: u64 = 3;
    const R: u64 = 5;
    const MAX: u64 = 40;
    let values = grundy_by_definition(MAX, L, R, u64::MAX).expect("no budget");
    let rules = ConstrainedNim { l: L, r: R };
    let mut search = Searcher::new(&rules, usize::MAX);
    for a in 0..=MAX {
        for b in a..=MAX {
            assert_eq!(
                search.first_wins(&vec![a, b]).expect("no budget"),
                values[a as usize] != values[b as usize],
                "piles ({a}, {b})"
            );
        }
    }
    let mut svg = Svg::page(
        (620.0, 340.0),
        "Constrained Nim 2 (take 3 to 5): the Grundy value of a pile a",
        &[
            (Swatch::Cell(LOSE), "0: lost"),
            (Swatch::Cell(BAR), "one period of L + R = 8"),
            (Swatch::Cell(ACCENT_2), "the next"),
        ],
    );
    let period = (L + R) as usize;
    let fill = |a: usize| {
        if values[a] == 0 {
            LOSE
        } else if (a / period).is_multiple_of(2) {
            BAR
        } else {
            ACCENT_2
        }
    };
    let (left, top, w, h) = (70.0, 90.0, 520.0, 180.0);
    value_plot(
        &mut svg,
        (left, top),
        (w, h),
        &values,
        fill,
        "pile a",
        "g(a)",
    );
    let step = w / values.len() as f64;
    for k in 1..=(MAX as usize / period) {
        let x = left + (k * period) as f64 * step;
        svg.line((x, top), (x, top + h), FAINT_TEXT, 1.0, "4 3");
    }
    svg.finish()
}
