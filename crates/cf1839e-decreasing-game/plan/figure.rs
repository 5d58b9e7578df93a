//! The crate README's figure.

use super::rules::first_wins_with;
use plan_kit::svg::{Anchor, Grid, INK, LOSE, Svg, Swatch, WIN};

/// The side of the figure's grids: the two free entries run over 1..=`FIGURE_SIDE`.
const FIGURE_SIDE: usize = 12;

/// Decreasing Game: who wins the array (a, b, rest) by the search, for a, b ≤ 12, in three panels
/// by the fixed rest: none, (5), (3, 4).
pub(super) fn figure() -> String {
    let cell = 22.0;
    let side = FIGURE_SIDE as f64 * cell;
    let gap = 70.0;
    let left = 70.0;
    let top = 130.0;
    let mut svg = Svg::page(
        (left + 3.0 * side + 2.0 * gap + 30.0, top + side + 60.0),
        "Decreasing Game: who wins (a, b, rest), by the search",
        &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "Second wins"),
        ],
    );
    let panels: [(&[u32], &str); 3] = [
        (&[], "entries a, b"),
        (&[5], "entries a, b, 5"),
        (&[3, 4], "entries a, b, 3, 4"),
    ];
    for (panel, (rest, name)) in panels.into_iter().enumerate() {
        let grid = Grid::table(
            (left + panel as f64 * (side + gap), top),
            cell,
            (FIGURE_SIDE, FIGURE_SIDE),
            (1, 1),
        )
        .upward();
        grid.cells(
            &mut svg,
            |col, row| {
                let first = first_wins_with(col as u32 + 1, row as u32 + 1, rest);
                Some(if first { WIN } else { LOSE })
            },
            |_, _| None,
        );
        grid.axes(&mut svg, 2, "a", "b");
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
