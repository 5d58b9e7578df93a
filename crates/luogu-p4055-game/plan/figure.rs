//! The crate README's figure.

use super::rules::{Maze, winning_starts_brute};
use plan_kit::svg::{FAINT, INK, LOSE, Svg, Swatch, WIN};

/// The maze of the figure: a component of 45 cells (corridors, cycles, blocks, dead ends) and one
/// of 5.
pub(super) const FIGURE_MAZE: &str = "7 12\n\
.##.....#...\n\
...#.#..#.#.\n\
#.##.#....#.\n\
####.###.###\n\
..#..#...#..\n\
..#.##.#.#..\n\
#...#..#...#\n";

/// The figure's maze with every open cell coloured by who wins when AA puts the token there, from
/// the game search.
pub(super) fn figure() -> String {
    let maze = Maze::parse(FIGURE_MAZE);
    let starts = winning_starts_brute(&maze).expect("the figure's maze is in reach");
    let cell = 40.0;
    let (left, top) = (40.0, 110.0);
    let mut svg = Svg::page(
        (
            left * 2.0 + cell * maze.m as f64,
            top + cell * maze.n as f64 + 30.0,
        ),
        "Where AA should put the token (the game search)",
        &[
            (Swatch::Cell(LOSE), "AA wins: YY, to move, loses"),
            (Swatch::Cell(WIN), "YY wins"),
            (Swatch::Cell(FAINT), "# (no entry)"),
        ],
    );
    let grid = plan_kit::svg::Grid::table((left, top), cell, (maze.m, maze.n), (0, 0));
    let at = |col: usize, row: usize| row * maze.m + col;
    grid.cells(
        &mut svg,
        |col, row| {
            let v = at(col, row);
            Some(if !maze.open[v] {
                FAINT
            } else if starts.binary_search(&v).is_ok() {
                LOSE
            } else {
                WIN
            })
        },
        |col, row| {
            let v = at(col, row);
            maze.open[v].then(|| format!("{},{}", row + 1, col + 1))
        },
    );
    let (w, h) = grid.size();
    svg.frame(left, top, w, h, INK, 1.0);
    svg.finish()
}
