//! The crate README's figure.

use super::Case;
use super::rules::{Outcome, outcome_brute};
use plan_kit::svg::{
    Anchor, Grid, INK, LOOP, LOSE, Node, PAPER, Svg, Swatch, WIN, graph, ring_positions,
};

/// The graph of the Gym figure (0-based; drawn 1-based): 6 vertices, two without a move (0 and
/// 4), and the cycle 1 → 3 → 5 → 2 → 1.
const GYM_EDGES: [(usize, usize); 8] = [
    (1, 0),
    (1, 3),
    (2, 0),
    (2, 1),
    (3, 0),
    (3, 5),
    (5, 2),
    (5, 4),
];

/// The Gym chase: the graph, and the outcome (by the oracle's fixed point) for every pair of
/// starts, Bob to move first.
pub(super) fn figure() -> String {
    const N: usize = 6;
    let outcome = |bob: usize, alice: usize| {
        outcome_brute(&Case {
            n: N,
            edges: GYM_EDGES.to_vec(),
            bob,
            alice,
        })
        .expect("a graph of 6 vertices is within the search's budget")
    };
    let mut svg = Svg::page(
        (760.0, 430.0),
        "The chase: who wins from each pair of starts, Bob moving first",
        &[
            (Swatch::Cell(LOSE), "Alice wins (No)"),
            (Swatch::Cell(WIN), "Bob wins: Alice is stuck (Yes)"),
            (Swatch::Cell(LOOP), "endless, Bob's (Yes)"),
        ],
    );
    let centre = (190.0, 250.0);
    let nodes: Vec<Node> = ring_positions(N, centre, 120.0)
        .into_iter()
        .enumerate()
        .map(|(v, at)| Node {
            at,
            fill: PAPER,
            label: (v + 1).to_string(),
        })
        .collect();
    svg.text((centre.0, 100.0), 13.0, Anchor::Middle, INK, "the graph");
    graph(&mut svg, &nodes, &GYM_EDGES, true, 18.0);
    let grid = Grid::table((470.0, 130.0), 36.0, (N, N), (1, 1));
    grid.cells(
        &mut svg,
        |alice, bob| {
            Some(match outcome(bob, alice) {
                Outcome::AliceWins => LOSE,
                Outcome::BobWins => WIN,
                Outcome::Endless => LOOP,
            })
        },
        |_, _| None,
    );
    let (w, h) = grid.size();
    for i in 0..=N {
        let step = i as f64 * grid.cell;
        svg.line(
            (grid.left + step, grid.top),
            (grid.left + step, grid.top + h),
            PAPER,
            1.5,
            "",
        );
        svg.line(
            (grid.left, grid.top + step),
            (grid.left + w, grid.top + step),
            PAPER,
            1.5,
            "",
        );
    }
    grid.axes(&mut svg, 1, "Alice starts on", "Bob starts on");
    svg.text(
        (grid.left + w / 2.0, 100.0),
        13.0,
        Anchor::Middle,
        INK,
        "the outcome",
    );
    svg.finish()
}
