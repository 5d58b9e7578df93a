//! The crate README's figure.

use super::rules::{GameSearch, Graph};
use plan_kit::svg::{Grid, INK, LOSE, Svg, Swatch, WIN};

/// The tree on n vertices with classes of a and n − a (1 ≤ a ≤ n − a): a path 1–2–…–2a (vertex
/// 1's class holds the odd ones), then n − 2a leaves on vertex 1.
fn tree_with_classes(n: usize, a: usize) -> Vec<(usize, usize)> {
    let mut edges: Vec<(usize, usize)> = (1..2 * a).map(|v| (v, v + 1)).collect();
    edges.extend((2 * a + 1..=n).map(|leaf| (1, leaf)));
    edges
}

/// The smallest N of the figure's table and the largest.
const FIGURE_N: (usize, usize) = (2, 9);

/// For each N of [`FIGURE_N`] and each smaller class size a ≤ N/2: (does the first player win,
/// fewest moves, most moves) by a search of the game on [`tree_with_classes`].
pub(super) fn small_table() -> Vec<(usize, usize, (bool, u32, u32))> {
    let mut table = Vec::new();
    for n in FIGURE_N.0..=FIGURE_N.1 {
        for a in 1..=n / 2 {
            let graph = Graph::new(n, &tree_with_classes(n, a));
            let mut search = GameSearch::new(n);
            let start = search.mask_of(&graph);
            table.push((n, a, search.solve(start)));
        }
    }
    table
}

/// Tree Game: who wins as the first player, by N and the smaller class, each cell the game's
/// length (the fewest and the most moves the search found are equal in every cell).
pub(super) fn figure() -> String {
    let table = small_table();
    let cols = FIGURE_N.1 / 2;
    let rows = FIGURE_N.1 - FIGURE_N.0 + 1;
    let grid = Grid::table((70.0, 110.0), 48.0, (cols, rows), (0, 0));
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 330.0, grid.top + h + 40.0),
        "Tree Game: who wins, by N and the smaller class",
        &[
            (Swatch::Cell(WIN), "First wins"),
            (Swatch::Cell(LOSE), "First loses (play Second)"),
        ],
    );
    let at = |col: usize, row: usize| {
        table
            .iter()
            .find(|&&(n, a, _)| n == FIGURE_N.0 + row && a == col + 1)
            .map(|&(_, _, result)| result)
    };
    grid.cells(
        &mut svg,
        |col, row| at(col, row).map(|(wins, _, _)| if wins { WIN } else { LOSE }),
        |col, row| {
            at(col, row).map(|(_, fewest, most)| {
                if fewest == most {
                    fewest.to_string()
                } else {
                    format!("{fewest}–{most}")
                }
            })
        },
    );
    for row in 0..rows {
        let (x, y) = grid.centre(0, row);
        svg.text(
            (x - grid.cell * 0.5 - 8.0, y),
            13.0,
            plan_kit::svg::Anchor::End,
            INK,
            &format!("N = {}", FIGURE_N.0 + row),
        );
    }
    for col in 0..cols {
        let (x, y) = grid.centre(col, 0);
        svg.text(
            (x, y - grid.cell * 0.5 - 8.0),
            13.0,
            plan_kit::svg::Anchor::Middle,
            INK,
            &format!("a = {}", col + 1),
        );
    }
    svg.paragraph(
        (grid.left + w + 16.0, grid.top + 10.0),
        12.0,
        290.0,
        "Each cell: the number of moves the game lasts, the same on every line of play the \
         search tried (a path on 2a vertices and N − 2a leaves on vertex 1).",
    );
    svg.finish()
}
