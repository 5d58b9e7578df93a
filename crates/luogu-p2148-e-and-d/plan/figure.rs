//! The crate README's figure.

use super::rules::pair_value;
use plan_kit::figures::{noted_grid_page, value_shade};

/// E&D: the Grundy value of one pair (x, y) for x, y ≤ 24, by the oracle's table, darker = larger.
pub(super) fn figure() -> String {
    const SIDE: usize = 24;
    let grid = plan_kit::figures::plot_grid((60.0, 96.0), 18.0, SIDE, 1);
    let mut svg = noted_grid_page(
        &grid,
        "E&D: the Grundy value of heaps x, y ≤ 24",
        "the oracle's mex over the pairs one move reaches; darker = larger",
    );
    let value = |col: usize, row: usize| pair_value(col as u32 + 1, row as u32 + 1);
    let top = (0..SIDE)
        .flat_map(|col| (0..SIDE).map(move |row| (col, row)))
        .map(|(col, row)| value(col, row))
        .max()
        .unwrap_or(1);
    grid.cells(
        &mut svg,
        |col, row| {
            let t = f64::from(value(col, row)) / f64::from(top.max(1));
            Some(value_shade(t))
        },
        |col, row| Some(value(col, row).to_string()),
    );
    grid.axes(&mut svg, 4, "heap x", "heap y");
    svg.finish()
}
