//! The crate README's figure.

use super::rules::grundy_brute;
use plan_kit::svg::{Anchor, INK, LOSE, Node, Svg, Swatch, WIN, graph};

/// The DAG of the chess-game figure, as successor lists, and the column each position is drawn
/// in (chosen so that no edge passes through a position it does not join).
fn chess_dag() -> (Vec<Vec<usize>>, [f64; 9]) {
    let successors = vec![
        vec![1, 2, 4],
        vec![2, 5],
        vec![3, 4],
        vec![5, 6, 7],
        vec![7, 8],
        vec![6, 7],
        vec![7],
        vec![8],
        vec![],
    ];
    (successors, [1.0, 3.0, 1.0, 4.5, 0.5, 4.0, 6.0, 4.5, 2.5])
}

/// The chess game: a small DAG, each position with its Grundy value by definition (the mex of
/// its successors'), drawn in rows by value.
pub(super) fn figure() -> String {
    let (successors, columns) = chess_dag();
    let grundy = grundy_brute(&successors);
    let top = grundy.iter().copied().max().unwrap_or(0) as usize;
    let gap = 90.0;
    let at: Vec<(f64, f64)> = columns
        .iter()
        .zip(&grundy)
        .map(|(&column, &g)| {
            (
                130.0 + 90.0 * column,
                120.0 + gap * (top - g as usize) as f64,
            )
        })
        .collect();
    let edges: Vec<(usize, usize)> = successors
        .iter()
        .enumerate()
        .flat_map(|(v, next)| next.iter().map(move |&w| (v, w)))
        .collect();
    let nodes: Vec<Node> = at
        .iter()
        .zip(&grundy)
        .map(|(&at, &g)| Node {
            at,
            fill: if g == 0 { LOSE } else { WIN },
            label: g.to_string(),
        })
        .collect();
    let mut svg = Svg::page(
        (720.0, 120.0 + gap * top as f64 + 70.0),
        "A chess game on a DAG: each position's Grundy value",
        &[
            (Swatch::Cell(LOSE), "0: one piece there loses"),
            (Swatch::Cell(WIN), "g > 0: wins"),
        ],
    );
    svg.text(
        (16.0, 76.0),
        12.0,
        Anchor::Start,
        INK,
        "g = the least value no successor has; the small numbers name the positions",
    );
    for g in 0..=top {
        let y = 120.0 + gap * (top - g) as f64;
        svg.text((20.0, y), 12.0, Anchor::Start, INK, &format!("g = {g}"));
    }
    graph(&mut svg, &nodes, &edges, true, 17.0);
    for (v, &(x, y)) in at.iter().enumerate() {
        svg.text(
            (x + 22.0, y - 18.0),
            11.0,
            Anchor::Start,
            INK,
            &v.to_string(),
        );
    }
    svg.finish()
}
