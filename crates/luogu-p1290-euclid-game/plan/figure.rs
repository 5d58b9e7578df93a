//! The crate README's figure.

use super::rules::Search;
use plan_kit::figures::{phi, plot_grid, win_lose_cells};
use plan_kit::svg::{ACCENT, LOSE, Svg, Swatch, WIN};

/// Euclid's game: who wins each (a, b) up to 60 by game search, with the lines a = φ·b and
/// b = φ·a.
pub(super) fn figure() -> String {
    const MAX: usize = 60;
    let mut search = Search::new(MAX);
    let wins: Vec<Vec<bool>> = (1..=MAX)
        .map(|a| (1..=MAX).map(|b| search.first_wins(a, b)).collect())
        .collect();
    let grid = plot_grid((60.0, 76.0), 8.0, MAX, 1);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "Euclid's game: who wins (a, b), a, b ≤ 60",
        &[
            (Swatch::Cell(LOSE), "player to move loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, "5 3"), "a = φ·b and b = φ·a"),
        ],
    );
    win_lose_cells(&mut svg, &grid, |col, row| !wins[col][row]);
    // the value v sits at the centre of its cell, v + 0.5
    for (dx, dy) in [(phi(), 1.0), (1.0, phi())] {
        grid.line_through(&mut svg, (0.5, 0.5), (0.5 + dx, 0.5 + dy), ACCENT, "5 3");
    }
    grid.axes(&mut svg, 10, "a", "b");
    svg.finish()
}
