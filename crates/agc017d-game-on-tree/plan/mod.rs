//! AtCoder AGC017 D Game on Tree: the game in the kit's words ([`TreeGame`]: a move deletes one
//! edge and then every edge no longer joined to vertex 1, found by a search from vertex 1), and
//! the oracle, the kit's search of it over the set of remaining edges. It knows nothing of Grundy
//! values or the colon principle. There is no reference: Grundy values by definition need the
//! same exponential search.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    beyond_tree, exhaustive_inputs, max_inputs, random_thin_tree, random_tree, shrink,
};
use plan_kit::game::Play;
use plan_kit::graph::UnionFind;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, Tree, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "agc017d-game-on-tree",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every tree with N ≤ 10 vertices up to isomorphism of the tree rooted at vertex 1 \
                (1204 trees), with random labels and edge orientations",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "random trees with N ≤ 16 (uniform parents, star-like, path-like), random labels",
            generate: random_tree,
            max_size: 16,
            cases: 300,
        },
        Generator {
            name: "long thin trees: a path of up to 60 vertices with up to 3 extra leaves, random labels",
            generate: random_thin_tree,
            max_size: 60,
            cases: 100,
        },
    ],
    beyond_reach: &[Generator {
        name: "trees of up to 10^5 vertices (uniform parents, star-like, deep), half of them two \
               copies of one subtree under the root, random labels and orientations",
        generate: beyond_tree,
        max_size: MAX_N,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

const MAX_N: usize = 100_000;

/// `Ok` iff `input` is N and N − 1 edges `x y` (1 ≤ x, y ≤ N, 2 ≤ N ≤ 10^5) forming a tree.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(2, MAX_N, "N")?;
    // the edges form a tree iff none of the N − 1 closes a cycle
    let mut parts = UnionFind::new(n + 1);
    for i in 1..n {
        let x = v.usize(1, n, || format!("x[{i}]"))?;
        v.space()?;
        let y = v.usize_line(1, n, || format!("y[{i}]"))?;
        ensure(parts.union(x, y), || {
            format!("edge {i} ({x}, {y}) closes a cycle: the graph is not a tree")
        })?;
    }
    v.eof()
}

/// The tree of an input.
fn parse(input: &str) -> Tree {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let edges = (1..n)
        .map(|_| {
            let x: usize = tokens.read();
            let y: usize = tokens.read();
            (x - 1, y - 1)
        })
        .collect();
    Tree { n, edges }
}

/// The input text of `tree`.
fn input_of(tree: &Tree) -> String {
    use plan_kit::tokens::push_number;
    let mut text = String::with_capacity(tree.edges.len() * 14 + 8);
    push_number(&mut text, tree.n as u64);
    text.push('\n');
    for &(x, y) in &tree.edges {
        push_number(&mut text, x as u64 + 1);
        text.push(' ');
        push_number(&mut text, y as u64 + 1);
        text.push('\n');
    }
    text
}
