//! AtCoder ABC398 E Tree Game (interactive). The jury referees by the rules: a pair (i, j) may
//! be added iff it is no edge yet and the graph with it has no closed walk of odd length, found by
//! a search of (vertex, parity of the walk so far) from i. It knows nothing of colour classes or
//! of how long a game lasts. Its own moves come from a quicker listing (the parity of each
//! vertex's distance from vertex 1), which the tests check against the rules at every step of
//! many games, and which `play` checks again by the rules. The game search of the figure and of
//! the `searched` strategy lists moves by the rules alone.

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_caterpillar, random_tree, shrink};
use jury::STRATEGIES;
use plan_kit::graph::UnionFind;
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "abc398e-tree-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every labelled tree on 2 ≤ N ≤ 5 vertices (145 trees, by Prüfer code)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "uniform labelled trees (random Prüfer code), N ≤ 100",
            generate: random_tree,
            max_size: MAX_N,
            cases: 40,
        },
        Generator {
            name: "caterpillars and brooms with shuffled labels, N ≤ 100",
            generate: random_caterpillar,
            max_size: MAX_N,
            cases: 40,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limit: 2 ≤ N ≤ `MAX_N`.
const MAX_N: usize = 100;

/// `Ok` iff `input` is N, then N − 1 lines `U V` with 1 ≤ U < V ≤ N, forming a tree.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize_line(2, MAX_N, "N")?;
    let mut parts = UnionFind::new(n + 1);
    for _ in 1..n {
        let a = v.usize(1, n, "U")?;
        v.space()?;
        let b = v.usize_line(1, n, "V")?;
        if a >= b {
            return Err(format!("the edge {a} {b}: U < V is required"));
        }
        if !parts.union(a, b) {
            return Err(format!("the edge {a} {b} closes a cycle: not a tree"));
        }
    }
    v.eof()
}

/// The tree of an input: N and its edges.
fn parse_input(input: &str) -> (usize, Vec<(usize, usize)>) {
    let mut tokens = Tokens::new(input);
    let n: usize = tokens.read();
    let edges = (1..n).map(|_| (tokens.read(), tokens.read())).collect();
    (n, edges)
}

/// The input of the tree with `edges` on 1..=n, each edge written with its smaller end first.
fn input_of(n: usize, edges: &[(usize, usize)]) -> String {
    let mut input = format!("{n}\n");
    for &(a, b) in edges {
        writeln!(input, "{} {}", a.min(b), a.max(b)).unwrap();
    }
    input
}
