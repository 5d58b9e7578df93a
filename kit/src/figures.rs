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

/// The page of a figure that is one grid and a note: sized to `grid` with a margin (24 pixels to
/// the right, 50 below for the axes), under the `title` the `note` where a legend would stand
/// (what the shades mean).
pub fn noted_grid_page(grid: &Grid, title: &str, note: &str) -> Svg {
    let (w, h) = grid.size();
    let mut svg = Svg::page((grid.left + w + 24.0, grid.top + h + 50.0), title, &[]);
    svg.text((16.0, 50.0), 12.0, Anchor::Start, INK, note);
    svg
}

/// The shade of a value at `t` in [0, 1] of a table's largest: from the palest blue (0) to the
/// lost colour ([`LOSE`], 1), darker = larger.
pub fn value_shade(t: f64) -> String {
    shade(t, [0xf7, 0xfb, 0xff], [0x08, 0x30, 0x6b])
}

/// The frame of a figure in three panels side by side: each a `side` × `side` table of `cell`
/// cells, 70 apart, its name above it, under one title and legend. `draw(svg, panel, grid)` fills
/// panel 0, 1 or 2 in its grid (a table from (1, 1), rows down; a plot turns it upward).
pub struct ThreePanels<'a> {
    pub title: &'a str,
    pub legend: &'a [(Swatch, &'a str)],
    pub names: [&'a str; 3],
    pub cell: f64,
    pub side: usize,
}

/// Draws [`ThreePanels`].
pub fn three_panels(panels: &ThreePanels, mut draw: impl FnMut(&mut Svg, usize, Grid)) -> String {
    let side = panels.side as f64 * panels.cell;
    let (gap, left, top) = (70.0, 70.0, 130.0);
    let mut svg = Svg::page(
        (left + 3.0 * side + 2.0 * gap + 30.0, top + side + 60.0),
        panels.title,
        panels.legend,
    );
    for (panel, name) in panels.names.into_iter().enumerate() {
        let x = left + panel as f64 * (side + gap);
        let grid = Grid::table((x, top), panels.cell, (panels.side, panels.side), (1, 1));
        draw(&mut svg, panel, grid);
        svg.text(
            (x + side / 2.0, top - 22.0),
            14.0,
            Anchor::Middle,
            INK,
            name,
        );
    }
    svg.finish()
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_panels_stand_side_by_side_each_named_above_its_grid() {
        let panels = ThreePanels {
            title: "three",
            legend: &[(Swatch::Cell(WIN), "won")],
            names: ["left panel", "middle panel", "right panel"],
            cell: 10.0,
            side: 4,
        };
        let mut grids = Vec::new();
        let svg = three_panels(&panels, |_, panel, grid| {
            grids.push((panel, grid.left, grid.top, grid.cols, grid.rows, grid.y_up));
        });
        assert_eq!(
            grids,
            [
                (0, 70.0, 130.0, 4, 4, false),
                (1, 180.0, 130.0, 4, 4, false),
                (2, 290.0, 130.0, 4, 4, false),
            ]
        );
        let at = |name: &str| svg.find(name).expect(name);
        assert!(at("left panel") < at("middle panel") && at("middle panel") < at("right panel"));
        assert!(svg.contains("three") && svg.contains("won"));
    }

    #[test]
    fn a_noted_page_fits_its_grid_and_says_the_note_under_the_title() {
        let grid = Grid::table((60.0, 76.0), 10.0, (3, 2), (0, 0));
        let svg = noted_grid_page(&grid, "the title", "the note").finish();
        assert!(
            svg.contains(r#"width="114""#) && svg.contains(r#"height="146""#),
            "{svg}"
        );
        let at = |text: &str| svg.find(text).expect(text);
        assert!(at("the title") < at("the note"));
    }

    #[test]
    fn value_shades_run_from_pale_to_the_lost_colour() {
        assert_eq!(value_shade(0.0), "#f7fbff");
        assert_eq!(value_shade(1.0), LOSE);
        // halfway: (247 + 8) / 2, (251 + 48) / 2, (255 + 107) / 2, rounded
        assert_eq!(value_shade(0.5), "#8096b5");
    }
}
