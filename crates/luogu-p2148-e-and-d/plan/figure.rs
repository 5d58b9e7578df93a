//! The crate README's figure.

use super::rules::pair_value;
use plan_kit::svg::{INK, Svg};

/// E&D: the Grundy value of one pair (x, y) for x, y ≤ 24, by the oracle's table, darker = larger.
pub(super) fn figure() -> String {
    const SIDE: usize = 24;
    let grid = plan_kit::figures::plot_grid((60.0, 96.0), 18.0, SIDE, 1);
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 24.0, grid.top + h + 50.0),
        "E&D: the Grundy value of heaps x, y ≤ 24",
        &[],
    );
    svg.text(
        (16.0, 50.0),
        12.0,
        plan_kit::svg::Anchor::Start,
        INK,
        "the oracle's mex over the pairs one move reaches; darker = larger",
    );
    let value = |col: usize, row: usize| pair_value(col as u32 + 1, row as u32 + 1);
    let top = (0..SIDE)
        .flat_map(|col| (0..SIDE).map(move |row| (col, row)))
        .map(|(col, row)| value(col, row))
        .max()
        .unwrap_or(1);
    grid.cells(
        &mut svg,
        |col, row| {
            let t = f64::from(value(col, row)) / f64::from(top.max(1));
            Some(plan_kit::figures::shade(
                t,
                [0xf7, 0xfb, 0xff],
                [0x08, 0x30, 0x6b],
            ))
        },
        |col, row| Some(value(col, row).to_string()),
    );
    grid.axes(&mut svg, 4, "heap x", "heap y");
    svg.finish()
}
