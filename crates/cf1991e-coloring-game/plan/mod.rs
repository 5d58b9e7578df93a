//! Codeforces 1991E Coloring Game (interactive). The jury speaks the published protocol and plays
//! either side. Its search follows the rules alone: Alice wins a position iff it has an edge with
//! both ends of one colour, or some pair of colours leaves every painting by Bob a position Alice
//! wins; it reaches every graph with n ≤ 8 (4^n colourings). Beyond the search the jury's best
//! play is the reference rule (an odd cycle: `1 2` every round; two sides: 1 on one, 2 on the
//! other, 3 once a side is full), which the tests check against the search on every small graph.

mod figure;
mod generators;
mod jury;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    exhaustive_inputs, max_inputs, random_large_games, random_many_games, random_small_games,
    shrink,
};
use jury::STRATEGIES;
use plan_kit::graph::{Graph, UnionFind};
use plan_kit::interactive::Interactive;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::SEARCH_N;
use std::collections::HashSet;
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "cf1991e-coloring-game",
    validate: Some(validate),
    exhaustive: Some(Exhaustive {
        bound: "every connected labelled graph on n ≤ 5 vertices (772 games, 100 to an input), \
                against every strategy",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-120 games of connected graphs with n ≤ 8 (the search's reach): trees, \
                   bipartite graphs, graphs with an odd cycle",
            generate: random_small_games,
            max_size: SEARCH_N,
            cases: 20,
        },
        Generator {
            name: "1-4 games of connected graphs with n ≤ 10^4 in all: trees, even and odd \
                   cycles, grids, complete bipartite, sparse random graphs with or without an \
                   odd cycle",
            generate: random_large_games,
            max_size: MAX_N,
            cases: 20,
        },
        Generator {
            name: "up to 1000 games (1000 at the largest size) of connected graphs with n ≤ 8 \
                   and at most n + 1 edges: trees, bipartite graphs, graphs with an odd cycle",
            generate: random_many_games,
            max_size: 8,
            cases: 8,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    interactive: Some(Interactive::new(STRATEGIES)),
    ..Plan::NONE
};

/// The statement's limits: t ≤ `MAX_T` games; n ≤ `MAX_N` vertices and m ≤ `MAX_M` edges in each
/// game, and the same bounds on the sums of n and of m over the games.
const MAX_T: usize = 1000;

const MAX_N: usize = 10_000;

const MAX_M: usize = 10_000;

/// One game's graph: n vertices 0..n and its edges (0-based), in the input's order.
type Case = Graph;

/// `Ok` iff `input` is t, then t games `n m` with m lines `u v`: each graph connected, without
/// loops or repeated edges, n − 1 ≤ m ≤ min(n(n − 1)/2, 10^4), and the sums of n and of m at
/// most 10^4.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "t")?;
    let (mut sum_n, mut sum_m) = (0, 0);
    for game in 1..=t {
        let n = v.usize(1, MAX_N, "n")?;
        v.space()?;
        let most = (n * (n - 1) / 2).min(MAX_M);
        let m = v.usize_line(n - 1, most, "m")?;
        let mut seen = HashSet::new();
        let mut parts = UnionFind::new(n);
        for _ in 0..m {
            let a = v.usize(1, n, "u")?;
            v.space()?;
            let b = v.usize_line(1, n, "v")?;
            ensure(a != b, || format!("game {game}: the loop {a} {b}"))?;
            ensure(seen.insert((a.min(b), a.max(b))), || {
                format!("game {game}: the edge {a} {b} is repeated")
            })?;
            parts.union(a - 1, b - 1);
        }
        ensure(parts.components() == 1, || {
            format!("game {game}: the graph is not connected")
        })?;
        sum_n += n;
        sum_m += m;
    }
    ensure(sum_n <= MAX_N, || format!("the sum of n is {sum_n} > 10^4"))?;
    ensure(sum_m <= MAX_M, || format!("the sum of m is {sum_m} > 10^4"))?;
    v.eof()
}

/// The games of an input.
fn parse_input(input: &str) -> Vec<Case> {
    Tokens::new(input).cases(|tokens| {
        let n: usize = tokens.read();
        let m: usize = tokens.read();
        let edges = tokens.edges(m);
        Case { n, edges }
    })
}

/// The lines the jury prints for `case`: `n m`, then its edges 1-based.
fn case_lines(case: &Case) -> Vec<String> {
    let mut lines = vec![format!("{} {}", case.n, case.edges.len())];
    lines.extend(
        case.edges
            .iter()
            .map(|&(a, b)| format!("{} {}", a + 1, b + 1)),
    );
    lines
}

/// The input of the games `cases`.
fn input_of(cases: &[Case]) -> String {
    let mut input = format!("{}\n", cases.len());
    for case in cases {
        for line in case_lines(case) {
            writeln!(input, "{line}").unwrap();
        }
    }
    input
}
