//! The crate README's figure.

use super::rules::definition;
use plan_kit::figures::{noted_grid_page, value_shade};
use plan_kit::svg::Grid;

/// The nim products a ⊗ b for a, b < 16 from the definition's tables, shaded by value, with the
/// subfields {0, 1} and {0, …, 3} framed.
pub(super) fn figure() -> String {
    const SIDE: usize = 16;
    let tables = definition();
    let grid = Grid::table((60.0, 76.0), 28.0, (SIDE, SIDE), (0, 0));
    let mut svg = noted_grid_page(
        &grid,
        "Nim products a ⊗ b, a, b < 16, by the mex definition",
        "darker = larger; framed: products below 2 and 4 stay below 2 and 4 (subfields)",
    );
    grid.cells(
        &mut svg,
        |b, a| {
            Some(value_shade(
                tables.product(a as u64, b as u64) as f64 / 15.0,
            ))
        },
        |b, a| Some(tables.product(a as u64, b as u64).to_string()),
    );
    for side in [2.0, 4.0] {
        svg.frame(
            grid.left,
            grid.top,
            side * grid.cell,
            side * grid.cell,
            plan_kit::svg::ACCENT,
            2.5,
        );
    }
    grid.axes(&mut svg, 1, "b", "a");
    svg.finish()
}
