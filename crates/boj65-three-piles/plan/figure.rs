//! The crate README's figure.

use super::rules::Search;
use plan_kit::figures::{plot_grid, win_lose_cells};
use plan_kit::svg::{Anchor, INK, LOSE, Svg, Swatch, WIN};

/// BOJ 65 three piles: two slices of the lost set by game search, the plane (a, b, b) of the
/// positions with two equal piles, and the plane c = 25.
pub(super) fn figure() -> String {
    const MAX: usize = 47;
    const C: usize = 25;
    let mut search = Search::new(MAX as u32);
    let mut lost = |piles: [usize; 3]| !search.first_wins(piles.map(|p| p as u32));
    let pair_plane: Vec<Vec<bool>> = (0..=MAX)
        .map(|a| (0..=MAX).map(|b| lost([a, b, b])).collect())
        .collect();
    let c_plane: Vec<Vec<bool>> = (0..=MAX)
        .map(|a| (0..=MAX).map(|b| lost([a, b, C])).collect())
        .collect();
    let cell = 7.0;
    let left = plot_grid((60.0, 100.0), cell, MAX + 1, 0);
    let (w, h) = left.size();
    let right = plot_grid((left.left + w + 80.0, 100.0), cell, MAX + 1, 0);
    let mut svg = Svg::page(
        (right.left + w + 24.0, left.top + h + 50.0),
        "Three piles, take x and 2x: two slices of the lost positions",
        &[
            (Swatch::Cell(LOSE), "player to move loses (game search)"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    for (grid, plane, name) in [
        (&left, &pair_plane, "piles (a, b, b): two equal piles"),
        (&right, &c_plane, "piles (a, b, 25)"),
    ] {
        svg.text(
            (grid.left + w / 2.0, grid.top - 14.0),
            13.0,
            Anchor::Middle,
            INK,
            name,
        );
        win_lose_cells(&mut svg, grid, |a, b| plane[a][b]);
        grid.axes(&mut svg, 10, "a", "b");
    }
    svg.finish()
}
