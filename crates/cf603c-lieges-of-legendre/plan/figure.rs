//! The crate README's figure.

use super::rules::{first_wins_brute, grundy_tables};
use plan_kit::figures::FAINT_TEXT;
use plan_kit::svg::{Anchor, BAR, Grid, INK, LOSE, Svg, Swatch, WIN};

/// Lieges of Legendre: the Grundy value of one pile of x ≤ 40 cows for k = 1..6, by definition,
/// after checking it against the oracle's search of two piles for x, y ≤ 8 and k ≤ 4 ((x, y) is
/// lost iff the values are equal).
pub(super) fn figure() -> String {
    const COLS: usize = 41;
    const KS: [u32; 6] = [1, 2, 3, 4, 5, 6];
    let tables = grundy_tables();
    for k in 1..=4 {
        let g = &tables[(k % 2) as usize];
        for x in 1..=8u32 {
            for y in x..=8 {
                assert_eq!(
                    first_wins_brute(k, &[x, y]),
                    Some(g[x as usize] != g[y as usize]),
                    "k = {k}, piles ({x}, {y})"
                );
            }
        }
    }
    let grid = Grid::table((70.0, 100.0), 20.0, (COLS, KS.len()), (0, 0));
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 30.0, grid.top + h + 60.0),
        "Lieges of Legendre: the Grundy value g(x) of one pile of x cows, by definition",
        &[
            (Swatch::Cell(LOSE), "0 (the pile alone loses)"),
            (Swatch::Cell(WIN), "1"),
            (Swatch::Cell(BAR), "2"),
        ],
    );
    let value = |col: usize, row: usize| tables[(KS[row] % 2) as usize][col];
    grid.cells(
        &mut svg,
        |col, row| {
            Some(match value(col, row) {
                0 => LOSE,
                1 => WIN,
                _ => BAR,
            })
        },
        |col, row| Some(value(col, row).to_string()),
    );
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    for (row, k) in KS.iter().enumerate() {
        let (_, cy) = grid.centre(0, row);
        svg.text(
            (grid.left - 8.0, cy),
            12.0,
            Anchor::End,
            INK,
            &format!("k = {k}"),
        );
    }
    for col in (0..COLS).step_by(5) {
        let (cx, _) = grid.centre(col, 0);
        svg.text(
            (cx, grid.top + h + 14.0),
            11.0,
            Anchor::Middle,
            INK,
            &col.to_string(),
        );
    }
    svg.text(
        (grid.left + w / 2.0, grid.top + h + 36.0),
        13.0,
        Anchor::Middle,
        FAINT_TEXT,
        "cows x in the pile",
    );
    svg.finish()
}
