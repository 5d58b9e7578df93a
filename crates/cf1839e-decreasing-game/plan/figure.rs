//! The crate README's figure.

use super::rules::first_wins_with;
use plan_kit::figures::{ThreePanels, three_panels};
use plan_kit::svg::{LOSE, Swatch, WIN};

/// The side of the figure's grids: the two free entries run over 1..=`FIGURE_SIDE`.
const FIGURE_SIDE: usize = 12;

/// Decreasing Game: who wins the array (a, b, rest) by the search, for a, b ≤ 12, in three panels
/// by the fixed rest: none, (5), (3, 4).
pub(super) fn figure() -> String {
    let panels = ThreePanels {
        title: "Decreasing Game: who wins (a, b, rest), by the search",
        legend: &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "Second wins"),
        ],
        names: ["entries a, b", "entries a, b, 5", "entries a, b, 3, 4"],
        cell: 22.0,
        side: FIGURE_SIDE,
    };
    let rests: [&[u32]; 3] = [&[], &[5], &[3, 4]];
    three_panels(&panels, |svg, panel, grid| {
        let grid = grid.upward();
        grid.cells(
            svg,
            |col, row| {
                let first = first_wins_with(col as u32 + 1, row as u32 + 1, rests[panel]);
                Some(if first { WIN } else { LOSE })
            },
            |_, _| None,
        );
        grid.axes(svg, 2, "a", "b");
    })
}
