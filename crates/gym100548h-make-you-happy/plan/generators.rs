//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{Case, input_of, parse};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_cases, shrink_list};

/// Every case with n ≤ 4, 2500 to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let cases: Vec<Case> = (2..=4).flat_map(all_cases).collect();
    cases.chunks(2500).map(input_of).collect()
}

/// Smaller inputs: each case alone and fewer cases; for one case, its [`smaller_cases`].
pub(super) fn shrink(input: &str) -> Vec<String> {
    shrink_cases(&parse(input), input_of, smaller_cases)
}

/// Smaller cases than `case`: an edge removed, a vertex that is no start removed (the others
/// renumbered).
fn smaller_cases(case: &Case) -> Vec<Case> {
    let mut candidates = Vec::new();
    for edges in shrink_list(&case.edges) {
        candidates.push(Case {
            edges,
            ..case.clone()
        });
    }
    for gone in (0..case.n)
        .rev()
        .filter(|&v| v != case.bob && v != case.alice)
    {
        let renumber = |v: usize| if v > gone { v - 1 } else { v };
        candidates.push(Case {
            n: case.n - 1,
            edges: case
                .edges
                .iter()
                .filter(|&&(u, w)| u != gone && w != gone)
                .map(|&(u, w)| (renumber(u), renumber(w)))
                .collect(),
            bob: renumber(case.bob),
            alice: renumber(case.alice),
        });
    }
    candidates
}

/// Every directed edge without self-loop on `n` vertices, in lexicographic order.
fn all_edges(n: usize) -> Vec<(usize, usize)> {
    (0..n)
        .flat_map(|u| (0..n).filter(move |&v| v != u).map(move |v| (u, v)))
        .collect()
}

/// Every case with `n` vertices: every non-empty set of edges without self-loops, every start
/// pair bob ≠ alice.
pub(super) fn all_cases(n: usize) -> Vec<Case> {
    let possible = all_edges(n);
    let mut cases = Vec::new();
    for subset in 1u64..1 << possible.len() {
        let edges: Vec<(usize, usize)> = (0..possible.len())
            .filter(|&i| subset >> i & 1 == 1)
            .map(|i| possible[i])
            .collect();
        for bob in 0..n {
            for alice in (0..n).filter(|&alice| alice != bob) {
                cases.push(Case {
                    n,
                    edges: edges.clone(),
                    bob,
                    alice,
                });
            }
        }
    }
    cases
}

/// The complete digraph on `n` vertices (every edge u -> v, u ≠ v) with the given starts.
pub(super) fn complete_case(n: usize, bob: usize, alice: usize) -> Case {
    Case {
        n,
        edges: all_edges(n),
        bob,
        alice,
    }
}

/// A random case on `n` ≥ 2 vertices, in shuffled edge order, with m ≥ 1. Its shape is drawn too:
/// each edge with a random density, few edges per vertex (long games), or a cycle with chords;
/// some vertices may lose all their out-edges.
pub(super) fn random_case(rng: &mut Rng, n: usize) -> Case {
    let possible = all_edges(n);
    let mut edges: Vec<(usize, usize)> = match rng.below(3) {
        0 => {
            let density = rng.range(1, 100);
            possible
                .iter()
                .copied()
                .filter(|_| rng.chance(density, 100))
                .collect()
        }
        1 => {
            let most = 1 + rng.below(3);
            let mut edges = Vec::new();
            for u in 0..n {
                let mut targets: Vec<usize> = (0..n).filter(|&v| v != u).collect();
                rng.shuffle(&mut targets);
                targets.truncate(rng.below(most + 1));
                edges.extend(targets.into_iter().map(|v| (u, v)));
            }
            edges
        }
        _ => {
            let mut order: Vec<usize> = (0..n).collect();
            rng.shuffle(&mut order);
            let mut edges: Vec<(usize, usize)> =
                (0..n).map(|i| (order[i], order[(i + 1) % n])).collect();
            let chords = rng.below(n + 1);
            edges.extend((0..chords).map(|_| possible[rng.below(possible.len())]));
            edges.sort_unstable();
            edges.dedup();
            edges
        }
    };
    if rng.chance(1, 3) {
        let sink = rng.below(n);
        edges.retain(|&(u, _)| u != sink);
    }
    if edges.is_empty() {
        edges.push(possible[rng.below(possible.len())]);
    }
    rng.shuffle(&mut edges);
    let bob = rng.below(n);
    let alice = (bob + 1 + rng.below(n - 1)) % n;
    Case {
        n,
        edges,
        bob,
        alice,
    }
}

/// T = 30 cases of n = 100 each: complete digraphs, then dense random digraphs (density 50–99%).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    const T: usize = 30;
    const N: usize = 100;
    let mut rng = Rng::new(100_548);
    let complete: Vec<Case> = (0..T)
        .map(|_| {
            let bob = rng.below(N);
            let alice = (bob + 1 + rng.below(N - 1)) % N;
            let mut case = complete_case(N, bob, alice);
            rng.shuffle(&mut case.edges);
            case
        })
        .collect();
    let dense: Vec<Case> = (0..T)
        .map(|_| {
            let density = rng.range(50, 99);
            let mut edges: Vec<(usize, usize)> = all_edges(N)
                .into_iter()
                .filter(|_| rng.chance(density, 100))
                .collect();
            rng.shuffle(&mut edges);
            let bob = rng.below(N);
            let alice = (bob + 1 + rng.below(N - 1)) % N;
            Case {
                n: N,
                edges,
                bob,
                alice,
            }
        })
        .collect();
    vec![
        MaxInput {
            label: "T=30 complete digraphs, n=100, m=9900",
            input: input_of(&complete),
        },
        MaxInput {
            label: "T=30 dense random digraphs, n=100, m≈5000–9800",
            input: input_of(&dense),
        },
    ]
}
