//! The crate README's figure.

use super::rules::{Counts, first_wins_search};
use plan_kit::svg::{Grid, LOSE, Svg, Swatch, WIN};

/// The side of the figure's grid: counts 0..=FIGURE_SIDE − 1.
const FIGURE_SIDE: usize = 13;

/// Geo Game: who wins from the start, by the count search, for every number of points coloured
/// like s and unlike it up to 12.
pub(super) fn figure() -> String {
    let grid = Grid::table((80.0, 110.0), 34.0, (FIGURE_SIDE, FIGURE_SIDE), (0, 0)).upward();
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 60.0),
        "Geo Game: who wins from the start, by the search",
        &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "Second wins"),
        ],
    );
    let first = |col: usize, row: usize| first_wins_search(Counts::start(col, row));
    grid.cells(
        &mut svg,
        |col, row| (col + row > 0).then_some(if first(col, row) { WIN } else { LOSE }),
        |col, row| (col + row > 0).then(|| if first(col, row) { "F" } else { "S" }.to_owned()),
    );
    grid.axes(
        &mut svg,
        2,
        "points with x + y of the parity of s's",
        "points of the other parity",
    );
    svg.finish()
}
