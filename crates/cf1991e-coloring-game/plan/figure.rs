//! The crate README's figure.

use super::Case;
use super::rules::{alice_wins_brute, connected_graphs};
use plan_kit::svg::{Anchor, INK, LOSE, Node, Svg, Swatch, WIN, graph, ring_positions};
use std::collections::HashSet;

/// The edges of `case` as a mask over the pairs (a, b), a < b, in lexicographic order.
fn pair_mask(n: usize, edges: &[(usize, usize)]) -> u32 {
    let index = |a: usize, b: usize| {
        let (a, b) = (a.min(b), a.max(b));
        a * n - a * (a + 1) / 2 + (b - a - 1)
    };
    edges.iter().map(|&(a, b)| 1u32 << index(a, b)).sum()
}

/// Every permutation of 0..n.
fn permutations(n: usize) -> Vec<Vec<usize>> {
    let mut all = vec![Vec::new()];
    for k in 0..n {
        all = all
            .into_iter()
            .flat_map(|p: Vec<usize>| {
                (0..=k).map(move |at| {
                    let mut q = p.clone();
                    q.insert(at, k);
                    q
                })
            })
            .collect();
    }
    all
}

/// One graph of each isomorphism class of connected graphs on n vertices: the labelled one
/// whose pair mask is the least of its class, by edges then mask.
pub(super) fn unlabelled_graphs(n: usize) -> Vec<Case> {
    let perms = permutations(n);
    let mut classes: Vec<(usize, u32, Case)> = Vec::new();
    let mut seen = HashSet::new();
    for case in connected_graphs(n) {
        let least = perms
            .iter()
            .map(|p| {
                let moved: Vec<(usize, usize)> =
                    case.edges.iter().map(|&(a, b)| (p[a], p[b])).collect();
                pair_mask(n, &moved)
            })
            .min()
            .expect("a permutation");
        if least == pair_mask(n, &case.edges) && seen.insert(least) {
            classes.push((case.edges.len(), least, case));
        }
    }
    classes.sort_by_key(|c| (c.0, c.1));
    classes.into_iter().map(|c| c.2).collect()
}

/// Coloring Game: every connected graph on n ≤ 5 vertices up to isomorphism, its vertices
/// filled by the search's verdict (who wins the game on it).
pub(super) fn figure() -> String {
    let graphs: Vec<Case> = (1..=5).flat_map(unlabelled_graphs).collect();
    let (cols, cell) = (8usize, 120.0);
    let rows = graphs.len().div_ceil(cols);
    let top = 90.0;
    let mut svg = Svg::page(
        (cols as f64 * cell + 20.0, top + rows as f64 * cell + 10.0),
        "Coloring Game: who wins on every connected graph with n ≤ 5 (the search)",
        &[
            (Swatch::Cell(WIN), "Alice wins"),
            (Swatch::Cell(LOSE), "Bob wins"),
        ],
    );
    for (k, case) in graphs.iter().enumerate() {
        let (col, row) = (k % cols, k / cols);
        let centre = (
            10.0 + (col as f64 + 0.5) * cell,
            top + row as f64 * cell + 48.0,
        );
        let fill = if alice_wins_brute(case) { WIN } else { LOSE };
        let at = if case.n == 1 {
            vec![centre]
        } else {
            ring_positions(case.n, centre, 34.0)
        };
        let nodes: Vec<Node> = at
            .into_iter()
            .map(|at| Node {
                at,
                fill,
                label: String::new(),
            })
            .collect();
        graph(&mut svg, &nodes, &case.edges, false, 8.0);
        svg.text(
            (centre.0, centre.1 + 58.0),
            12.0,
            Anchor::Middle,
            INK,
            &format!("n = {}, m = {}", case.n, case.edges.len()),
        );
    }
    svg.finish()
}
