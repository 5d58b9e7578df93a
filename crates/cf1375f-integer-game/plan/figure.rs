//! The crate README's figure.

use super::rules::first_by_search;
use plan_kit::figures::{ThreePanels, three_panels};
use plan_kit::svg::{BAR, LOSE, PAPER, Swatch, WIN};

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
    let panels = ThreePanels {
        title: "Integer Game: how many numbers First needs, by the pile Second used last",
        legend: &[
            (Swatch::Cell(LOSE), "one number"),
            (Swatch::Cell(BAR), "two numbers"),
            (Swatch::Cell(WIN), "three numbers"),
        ],
        names: [
            "low pile used last",
            "middle pile used last",
            "top pile used last",
        ],
        cell: 24.0,
        side: FIGURE_GAPS,
    };
    three_panels(&panels, |svg, used, grid| {
        let needed = |col: usize, row: usize| needed_at(col as u64 + 1, row as u64 + 1, Some(used));
        grid.cells(
            svg,
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
        grid.axes(svg, 2, "d1 = mid − low", "d2 = top − mid");
    })
}
