//! The crate README's figure.

use super::parse_input;
use super::rules::{BUDGET, chess};
use plan_kit::game::{GameResult, Solved, solve};
use plan_kit::svg::{Anchor, BAR, Grid, INK, LOSE, PAPER, Svg, Swatch, WIN};

/// The sample's board with one optimal line of play by the oracle: each cell shows a / b, its
/// colour who fills it, and its number the move that fills it.
pub(super) fn figure() -> String {
    let board = parse_input("2 3\n2 7 3\n9 1 2\n3 7 2\n2 3 1\n");
    let (n, m) = (2, 3);
    let solved = solve(chess(&board), 0, BUDGET).expect("within reach");
    let GameResult::Margin(total) = solved.result() else {
        unreachable!("a scored game")
    };
    // follow the moves that keep the value (the first in row order where several do)
    let mut order = vec![vec![0usize; m]; n];
    let mut at = Solved::START;
    for turn in 1..=n * m {
        let best = solved.best_move(at).expect("the board is not full");
        let (name, to, _) = &solved.moves(at)[best];
        let cell: Vec<usize> = name.split(' ').map(|x| x.parse().unwrap()).collect();
        order[cell[0] - 1][cell[1] - 1] = turn;
        at = *to;
    }
    let grid = Grid::table((60.0, 110.0), 90.0, (m, n), (0, 0));
    let (w, h) = grid.size();
    let mut svg = Svg::page(
        (grid.left + w + 260.0, grid.top + h + 60.0),
        &format!("一双木棋 chess, the sample: one optimal line, value {total}"),
        &[
            (Swatch::Cell(LOSE), "black (菲菲) fills it"),
            (Swatch::Cell(WIN), "white (牛牛)"),
        ],
    );
    grid.cells(
        &mut svg,
        |col, row| Some(if order[row][col] % 2 == 1 { LOSE } else { WIN }),
        |col, row| Some(format!("move {}", order[row][col])),
    );
    for (row, moves) in order.iter().enumerate() {
        for (col, &turn) in moves.iter().enumerate() {
            let (cx, cy) = grid.centre(col, row);
            let colour = if turn % 2 == 1 { PAPER } else { INK };
            svg.text(
                (cx, cy + 22.0),
                12.0,
                Anchor::Middle,
                colour,
                &format!("a {} / b {}", board.a[row][col], board.b[row][col]),
            );
            svg.frame(cx - 45.0, cy - 45.0, 90.0, 90.0, BAR, 1.0);
        }
    }
    svg.frame(grid.left, grid.top, w, h, INK, 1.0);
    let x = grid.left + w + 20.0;
    svg.text(
        (x, grid.top + 20.0),
        13.0,
        Anchor::Start,
        INK,
        "black: 2 + 9 + 1 = 12",
    );
    svg.text(
        (x, grid.top + 44.0),
        13.0,
        Anchor::Start,
        INK,
        "white: 7 + 2 + 1 = 10",
    );
    svg.text(
        (x, grid.top + 68.0),
        13.0,
        Anchor::Start,
        INK,
        &format!("difference: {total}"),
    );
    svg.finish()
}
