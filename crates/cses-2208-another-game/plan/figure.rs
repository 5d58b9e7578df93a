//! The crate README's figure.

use super::rules::search;
use plan_kit::svg::{Anchor, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};

/// The figure: who wins two heaps (x, y) with 1 ≤ x, y ≤ 16, by the oracle's search.
pub(super) fn figure() -> String {
    const MAX: usize = 16;
    let mut search = search();
    let grid = Grid::table((60.0, 90.0), 26.0, (MAX + 1, MAX + 1), (0, 0)).upward();
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 30.0, grid.top + h + 64.0),
        "Another Game: who wins two heaps of x and y coins",
        &[
            (Swatch::Cell(LOSE), "the player to move loses"),
            (Swatch::Cell(WIN), "wins"),
        ],
    );
    let mut lost = |x: usize, y: usize| {
        !search
            .first_wins(&[x as u32, y as u32])
            .expect("two heaps of at most 16 coins are in reach")
    };
    let table: Vec<Vec<bool>> = (0..=MAX)
        .map(|x| (0..=MAX).map(|y| lost(x, y)).collect())
        .collect();
    grid.cells(
        &mut svg,
        |x, y| Some(if table[x][y] { LOSE } else { WIN }),
        |_, _| None,
    );
    for x in 0..=MAX {
        for y in 0..=MAX {
            let (cx, cy) = grid.centre(x, y);
            let half = grid.cell / 2.0;
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 1.0);
        }
    }
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    grid.axes(&mut svg, 2, "x", "y");
    svg.text(
        (16.0, grid.top + h + 46.0),
        12.0,
        Anchor::Start,
        INK,
        "a move takes a coin from x, from y, or from both; (0, 0) has no move",
    );
    svg.finish()
}
