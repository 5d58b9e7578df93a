//! The crate README's figure.

use super::rules::first_wins_by_placement;
use plan_kit::svg::{Anchor, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};

/// The longest strip drawn cell by cell.
pub(super) const DRAWN_CELLS: usize = 40;

/// Black-white chess on n = 8 cells with k = 4 pieces: every placement (a row), who wins with A to
/// move for d = 1 and d = 2, by the board search.
pub(super) fn figure() -> String {
    const N: usize = 8;
    const K: usize = 4;
    let by_d: Vec<Vec<(Vec<u16>, bool)>> = [1, 2]
        .iter()
        .map(|&d| first_wins_by_placement(N, K, d).expect("8 cells are within reach"))
        .collect();
    let rows = by_d[0].len();
    let cell = 11.0;
    let board = |at: f64| Grid::table((at, 110.0), cell, (N, rows), (0, 0));
    let columns = [40.0, 160.0];
    let (w, h) = board(0.0).size();
    let mut svg = Svg::page(
        (columns[1] + w + 150.0, 110.0 + h + 30.0),
        "Black-white chess, n = 8, k = 4",
        &[
            (Swatch::Cell(WIN), "A wins"),
            (Swatch::Cell(LOSE), "A loses"),
        ],
    );
    for (column, results) in columns.iter().zip(&by_d) {
        let grid = board(*column);
        grid.cells(
            &mut svg,
            |_, row| Some(if results[row].1 { WIN } else { LOSE }),
            |_, _| None,
        );
        for (row, (cells, _)) in results.iter().enumerate() {
            for (p, &c) in cells.iter().enumerate() {
                let (cx, cy) = grid.centre(usize::from(c), row);
                let fill = if p % 2 == 0 { PAPER } else { INK };
                svg.circle((cx, cy), cell * 0.36, fill, INK);
            }
        }
        svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    }
    for (i, d) in [1, 2].iter().enumerate() {
        let won = by_d[i].iter().filter(|(_, wins)| *wins).count();
        svg.text(
            (columns[i] + w / 2.0, 100.0),
            12.0,
            Anchor::Middle,
            INK,
            &format!("d = {d}: A wins {won} of {rows}"),
        );
    }
    svg.finish()
}
