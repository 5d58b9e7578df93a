//! The crate README's figure.

use super::rules::search;
use plan_kit::figures::{phi, plot_grid, win_lose_cells};
use plan_kit::svg::{ACCENT, LOSE, Svg, Swatch, WIN};

/// The most rows and columns drawn square by square.
pub(super) const DRAWN_SIDE: u64 = 12;

/// Cow Checkers (Wythoff's game): the lost positions up to 60 by game search, on the two rays of
/// slopes φ and 1/φ.
pub(super) fn figure() -> String {
    const MAX: usize = 60;
    let wins = search(MAX as u64);
    let grid = plot_grid((60.0, 76.0), 8.0, MAX + 1, 0);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Cow Checkers (Wythoff): the lost positions, x, y ≤ 60",
        &[
            (Swatch::Cell(LOSE), "player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, "5 3"), "y = φ·x and y = x / φ"),
        ],
    );
    win_lose_cells(&mut svg, &grid, |x, y| !wins[x][y]);
    // through the centre of the cell (0, 0), where the cells (a_k, b_k) cluster
    for slope in [phi(), 1.0 / phi()] {
        grid.line_through(&mut svg, (0.5, 0.5), (1.5, 0.5 + slope), ACCENT, "5 3");
    }
    grid.axes(&mut svg, 10, "x", "y");
    svg.finish()
}
