//! The crate README's figure.

use super::rules::first_by_search;
use plan_kit::svg::{Anchor, BAR, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};

/// The gaps of the figure: positions low < mid < top with d1 = mid − low, d2 = top − mid, each
/// up to `FIGURE_GAPS`.
const FIGURE_GAPS: usize = 12;

/// How many numbers First needs from the piles (1, 1 + d1, 1 + d1 + d2) with pile `used` (0 the
/// lowest, 2 the top) used last turn, or none used (at the start), by the search.
pub(super) fn needed_at(d1: u64, d2: u64, used: Option<usize>) -> Option<u32> {
    first_by_search([1, 1 + d1, 1 + d1 + d2], used).1
}

/// Integer Game: how many numbers First needs, by the search, from piles low < mid < top with
/// gaps up to 12, in three panels by the pile Second used last (the game depends only on the
/// gaps and on which pile is forbidden).
pub(super) fn figure() -> String {
    let cell = 24.0;
    let side = FIGURE_GAPS as f64 * cell;
    let gap = 70.0;
    let left = 70.0;
    let top = 130.0;
    let mut svg = Svg::page(
        (left + 3.0 * side + 2.0 * gap + 30.0, top + side + 60.0),
        "Integer Game: how many numbers First needs, by the pile Second used last",
        &[
            (Swatch::Cell(LOSE), "one number"),
            (Swatch::Cell(BAR), "two numbers"),
            (Swatch::Cell(WIN), "three numbers"),
        ],
    );
    for (panel, (used, name)) in [
        (0, "low pile used last"),
        (1, "middle pile used last"),
        (2, "top pile used last"),
    ]
    .into_iter()
    .enumerate()
    {
        let grid = Grid::table(
            (left + panel as f64 * (side + gap), top),
            cell,
            (FIGURE_GAPS, FIGURE_GAPS),
            (1, 1),
        );
        let needed = |col: usize, row: usize| needed_at(col as u64 + 1, row as u64 + 1, Some(used));
        grid.cells(
            &mut svg,
            |col, row| {
                Some(match needed(col, row) {
                    Some(1) => LOSE,
                    Some(2) => BAR,
                    Some(3) => WIN,
                    _ => PAPER,
                })
            },
            |col, row| needed(col, row).map(|n| n.to_string()),
        );
        grid.axes(&mut svg, 2, "d1 = mid − low", "d2 = top − mid");
        svg.text(
            (grid.left + side / 2.0, top - 22.0),
            14.0,
            Anchor::Middle,
            INK,
            name,
        );
    }
    svg.finish()
}
