//! The crate README's figure.

use super::rules::subtree_grundy;
use plan_kit::figures::FAINT_TEXT;
use plan_kit::svg::{ACCENT, Anchor, LOSE, Node, Svg, Swatch, WIN, graph, tree_layout};

/// The rooted tree of the game-on-tree figure: the children of each vertex, vertex 0 the root.
fn game_tree() -> Vec<Vec<usize>> {
    vec![
        vec![1, 2, 3],
        vec![4, 5],
        vec![6],
        vec![],
        vec![7, 8],
        vec![],
        vec![9],
        vec![],
        vec![],
        vec![10],
        vec![],
    ]
}

/// Game on Tree: each vertex's Grundy value (of the game on its subtree), by the oracle's search,
/// and on each edge to a child c the value G(c) + 1 that the colon principle XORs.
pub(super) fn figure() -> String {
    let children = game_tree();
    let grundy: Vec<u64> = (0..children.len())
        .map(|v| subtree_grundy(&children, v))
        .collect();
    let mut svg = Svg::page(
        (580.0, 480.0),
        "Game on Tree: the Grundy value of each vertex's subtree",
        &[
            (Swatch::Cell(LOSE), "0: lost for the player to move"),
            (Swatch::Cell(WIN), "G > 0: won"),
            (Swatch::Cell(ACCENT), "G(child) + 1 on the edge"),
        ],
    );
    svg.paragraph(
        (16.0, 76.0),
        12.0,
        548.0,
        "by game search on each subtree; each value is the XOR of the numbers on the edges to its children",
    );
    let at = tree_layout(&children, 0, (90.0, 130.0), 96.0, 80.0);
    let edges: Vec<(usize, usize)> = children
        .iter()
        .enumerate()
        .flat_map(|(v, c)| c.iter().map(move |&w| (v, w)))
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
    graph(&mut svg, &nodes, &edges, false, 17.0);
    for &(v, c) in &edges {
        let (a, b) = (at[v], at[c]);
        let middle = ((a.0 + b.0) / 2.0 + 12.0, (a.1 + b.1) / 2.0);
        svg.text(
            middle,
            12.0,
            Anchor::Start,
            ACCENT,
            &(grundy[c] + 1).to_string(),
        );
    }
    for (v, &(x, y)) in at.iter().enumerate() {
        let name = if v == 0 {
            "vertex 1".to_owned()
        } else {
            (v + 1).to_string()
        };
        svg.text((x - 22.0, y), 10.0, Anchor::End, FAINT_TEXT, &name);
    }
    svg.finish()
}
