//! The crate README's figure.

use super::MAX_N;
use super::rules::Values;
use plan_kit::rng::Rng;
use plan_kit::svg::{Grid, LOSE, Svg, Swatch, WIN};

/// N in 1..=size, half the time from its top half.
pub(super) fn draw_n(rng: &mut Rng, size: usize) -> usize {
    let size = size.clamp(1, MAX_N);
    if rng.chance(1, 2) {
        rng.range((size as u64).div_ceil(2), size as u64) as usize
    } else {
        rng.range(1, size as u64) as usize
    }
}

/// A block length in 1..=top: half the time at most 5.
pub(super) fn draw_length(rng: &mut Rng, top: usize) -> usize {
    if rng.chance(1, 2) {
        rng.range(1, top.min(5) as u64) as usize
    } else {
        rng.range(1, top as u64) as usize
    }
}

/// The figure's rows: N up to `FIGURE_N.0`, L = R up to `FIGURE_N.1`.
const FIGURE_N: (usize, usize) = (36, 10);

/// Generalized Subtraction Game with L = R: the value of the full row of N cards by the search,
/// by N and L; 0 means the first player loses.
pub(super) fn figure() -> String {
    let (cols, rows) = FIGURE_N;
    let grid = Grid::table((70.0, 110.0), 22.0, (cols, rows), (1, 1));
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 30.0, grid.top + h + 110.0),
        "Generalized Subtraction Game, L = R: the value of a row of N cards",
        &[
            (Swatch::Cell(WIN), "value > 0: First wins"),
            (Swatch::Cell(LOSE), "value 0: First loses (play Second)"),
        ],
    );
    let values: Vec<Values> = (1..=rows).map(|l| Values::new(cols, l, l)).collect();
    let value = |col: usize, row: usize| {
        let (n, l) = (col + 1, row + 1);
        (l <= n).then(|| values[row].g[n])
    };
    grid.cells(
        &mut svg,
        |col, row| value(col, row).map(|v| if v == 0 { LOSE } else { WIN }),
        |col, row| value(col, row).map(|v| v.to_string()),
    );
    grid.axes(&mut svg, 5, "N (cards)", "L = R (cards a move takes)");
    svg.paragraph(
        (grid.left, grid.top + h + 50.0),
        12.0,
        w,
        "Each cell: the Grundy value of the row, from a search of every block of every segment. \
         When N − L is even the value is never 0 (the middle block and its mirror); the lost \
         rows all have N − L odd. With L < R no row with N ≤ 60 has value 0.",
    );
    svg.finish()
}
