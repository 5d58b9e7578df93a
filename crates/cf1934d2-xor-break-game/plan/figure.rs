//! The crate README's figure.

use super::rules::{breaks_brute, win_table};
use plan_kit::figures::ruled_cells;
use plan_kit::svg::{ACCENT, Grid, LOSE, PAPER, Svg, Swatch, WIN};

/// XOR Break: who wins from p < 128, by the search, sixteen to a row, the powers of two (no
/// break) framed.
pub(super) fn figure() -> String {
    const COLS: usize = 16;
    const ROWS: usize = 8;
    let wins = win_table();
    let grid = Grid::table((40.0, 100.0), 40.0, (COLS, ROWS), (0, 0));
    let (w, h) = grid.size();
    let p_at = |col: usize, row: usize| COLS * row + col;
    let mut svg = Svg::page(
        (grid.left + w + 40.0, grid.top + h + 30.0),
        "XOR Break: who wins holding p < 128 (the search)",
        &[
            (Swatch::Cell(LOSE), "the holder of p loses"),
            (Swatch::Cell(WIN), "wins"),
            (Swatch::Line(ACCENT, ""), "no break at all"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| match p_at(col, row) {
            0 => Some(PAPER),
            p if wins[p] => Some(WIN),
            _ => Some(LOSE),
        },
        |col, row| {
            Some(p_at(col, row))
                .filter(|&p| p > 0)
                .map(|p| p.to_string())
        },
    );
    ruled_cells(&mut svg, &grid, |col, row| {
        let p = p_at(col, row);
        p > 0 && breaks_brute(p as u64).is_empty()
    });
    svg.finish()
}
