//! Drawings that several figures share: square plots of won and lost cells (the plane of two
//! piles, say), a shade between two colours, rows of won and lost positions.

use crate::svg::{ACCENT, Anchor, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};

/// The golden ratio φ = (1 + √5) / 2.
pub fn phi() -> f64 {
    (1.0 + 5f64.sqrt()) / 2.0
}

/// A square grid of `side` × `side` cells from (0, 0) or (1, 1), drawn as a plot (y up), whose
/// top-left corner is at `at`.
pub fn plot_grid(at: (f64, f64), cell: f64, side: usize, from: i64) -> Grid {
    Grid::table(at, cell, (side, side), (from, from)).upward()
}

/// Paints the whole of `grid` as won, then the cells where `loses(x, y)` as lost.
pub fn win_lose_cells(svg: &mut Svg, grid: &Grid, loses: impl Fn(usize, usize) -> bool) {
    let (w, h) = grid.size();
    svg.rect(grid.left, grid.top, w, h, WIN);
    grid.cells(svg, |x, y| loses(x, y).then_some(LOSE), |_, _| None);
}

/// Rules off every cell of `grid` with a paper line, frames in the accent colour, just inside
/// its border, each cell where `marked(col, row)`, and outlines the grid in ink: the cells of a
/// table of positions, a few of them singled out.
pub fn ruled_cells(svg: &mut Svg, grid: &Grid, marked: impl Fn(usize, usize) -> bool) {
    let half = grid.cell / 2.0;
    for row in 0..grid.rows {
        for col in 0..grid.cols {
            let (cx, cy) = grid.centre(col, row);
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 1.0);
            if marked(col, row) {
                svg.frame(
                    cx - half + 2.0,
                    cy - half + 2.0,
                    grid.cell - 4.0,
                    grid.cell - 4.0,
                    ACCENT,
                    3.0,
                );
            }
        }
    }
    let (w, h) = grid.size();
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
}

/// A colour between `light` and `dark` (RGB triples) at `t` in [0, 1], as `#rrggbb`.
pub fn shade(t: f64, light: [u8; 3], dark: [u8; 3]) -> String {
    let mix = |i: usize| {
        let (l, d) = (f64::from(light[i]), f64::from(dark[i]));
        (l + (d - l) * t).round() as u8
    };
    format!("#{:02x}{:02x}{:02x}", mix(0), mix(1), mix(2))
}

/// A figure of who wins a heap, one row of cells per move set: heaps `first..=last` left to
/// right, won or lost by `wins(set, heap)` (the problem's game search), each row named
/// `{name} = {…}`, the heaps in `ticks` numbered under the last row.
pub struct WinLoseRows<'a> {
    pub title: &'a str,
    /// The legend's words for a lost and for a won heap.
    pub legend: [&'a str; 2],
    pub sets: &'a [&'a [usize]],
    pub name: &'a str,
    pub first: usize,
    pub last: usize,
    pub ticks: &'a [usize],
    pub axis: &'a str,
}

/// Draws [`WinLoseRows`].
pub fn win_lose_rows(rows: &WinLoseRows, wins: impl Fn(&[usize], usize) -> bool) -> String {
    let cols = rows.last + 1 - rows.first;
    let row = |r: usize| Grid {
        left: 110.0,
        top: 96.0 + 30.0 * r as f64,
        cell: 16.0,
        cols,
        rows: 1,
        x0: rows.first as i64,
        y0: 0,
        y_up: false,
    };
    let last = row(rows.sets.len() - 1);
    let (w, h) = last.size();
    let mut svg = Svg::page(
        (last.left + w + 24.0, last.top + h + 56.0),
        rows.title,
        &[
            (Swatch::Cell(LOSE), rows.legend[0]),
            (Swatch::Cell(WIN), rows.legend[1]),
        ],
    );
    for (r, set) in rows.sets.iter().enumerate() {
        let grid = row(r);
        grid.cells(
            &mut svg,
            |col, _| {
                Some(if wins(set, rows.first + col) {
                    WIN
                } else {
                    LOSE
                })
            },
            |_, _| None,
        );
        for col in 0..cols {
            let (cx, cy) = grid.centre(col, 0);
            let half = grid.cell / 2.0;
            svg.frame(cx - half, cy - half, grid.cell, grid.cell, PAPER, 0.5);
        }
        svg.frame(grid.left, grid.top, w, h, INK, 1.0);
        let (_, cy) = grid.centre(0, 0);
        let names: Vec<String> = set.iter().map(|x| x.to_string()).collect();
        svg.text(
            (grid.left - 8.0, cy),
            12.0,
            Anchor::End,
            INK,
            &format!("{} = {{{}}}", rows.name, names.join(", ")),
        );
    }
    let bottom = last.top + h;
    for &heap in rows.ticks {
        last.column_tick(&mut svg, heap - rows.first, &heap.to_string());
    }
    svg.text(
        (last.left + w / 2.0, bottom + 30.0),
        13.0,
        Anchor::Middle,
        INK,
        rows.axis,
    );
    svg.finish()
}

/// Small grey text: the names of vertices, axis notes.
pub const FAINT_TEXT: &str = "#737373";
