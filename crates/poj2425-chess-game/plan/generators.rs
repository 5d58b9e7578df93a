//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{TestCase, input_with_gaps, is_acyclic};
use super::{MAX_M, input_of, parse};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, multisets_up_to, shrink_cases, shrink_list};

/// Every DAG on 1–4 vertices with every multiset of 1–3 pieces, 100 test cases per input with
/// 0–2 blank lines between them.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut cases = Vec::new();
    for n in 1..=4 {
        let queries = all_piece_sets(n, 3);
        for successors in all_dags(n) {
            cases.push(TestCase {
                successors,
                queries: queries.clone(),
            });
        }
    }
    let mut rng = Rng::new(4);
    cases
        .chunks(100)
        .map(|chunk| random_gaps_input(&mut rng, chunk))
        .collect()
}

/// An input holding `cases` with 0–2 blank lines between them, drawn by `rng`.
pub(super) fn random_gaps_input(rng: &mut Rng, cases: &[TestCase]) -> String {
    let gaps: Vec<usize> = (0..cases.len()).map(|_| rng.below(3)).collect();
    input_with_gaps(cases, &gaps)
}

/// A DAG on 1..=`max_n` vertices (edge densities 1/2 to 1/5, a quarter with a Hamiltonian path)
/// with 1–12 queries of up to 4 (or, one time in five, 10) pieces.
pub(super) fn small_random_case(rng: &mut Rng, max_n: usize) -> TestCase {
    let n = 1 + rng.below(max_n);
    let den = 1 + rng.range(1, 4);
    let path = rng.chance(1, 4);
    let successors = random_dag(rng, n, 1, den, path);
    let max_pieces = if rng.chance(1, 5) { 10 } else { 4 };
    let count = 1 + rng.below(12);
    let queries = random_queries(rng, n, count, max_pieces);
    TestCase {
        successors,
        queries,
    }
}

/// The `i`-th DAG of a large input, on up to `max_n` vertices (every fourth on exactly
/// `max_n`), from complete to about 2 edges per vertex, half with a Hamiltonian path, with up to
/// 300 queries of up to 10 pieces.
pub(super) fn large_random_case(rng: &mut Rng, max_n: usize, i: usize) -> TestCase {
    let n = match i % 4 {
        0 => max_n,
        1 => 1 + rng.below(max_n),
        _ => 1 + rng.below(max_n.min(100)),
    };
    let (num, den) = match rng.below(4) {
        0 => (1, 1),
        1 => (1, 2),
        2 => (2, n as u64),
        _ => (1, 10),
    };
    let path = rng.chance(1, 2);
    let successors = random_dag(rng, n, num.min(den), den, path);
    let count = 1 + rng.below(300);
    let queries = random_queries(rng, n, count, MAX_M);
    TestCase {
        successors,
        queries,
    }
}

/// Smaller inputs: each test case alone and fewer of them; for one test case, its
/// [`smaller_cases`].
pub(super) fn shrink(input: &str) -> Vec<String> {
    shrink_cases(&parse(input), input_of, smaller_cases)
}

/// Smaller test cases than `case`: fewer queries, then (once the case is small) a piece removed
/// from a query, an edge removed, a vertex removed (the others renumbered, pieces on it dropped).
fn smaller_cases(case: &TestCase) -> Vec<TestCase> {
    let mut candidates = Vec::new();
    for queries in shrink_list(&case.queries) {
        candidates.push(TestCase {
            queries,
            ..case.clone()
        });
    }
    let n = case.successors.len();
    if n > 64 || case.queries.len() > 64 {
        return candidates;
    }
    for (q, pieces) in case.queries.iter().enumerate() {
        for fewer in shrink_list(pieces) {
            let mut next = case.clone();
            next.queries[q] = fewer;
            candidates.push(next);
        }
    }
    for (v, targets) in case.successors.iter().enumerate() {
        for fewer in shrink_list(targets) {
            let mut next = case.clone();
            next.successors[v] = fewer;
            candidates.push(next);
        }
    }
    for gone in (0..n).rev() {
        let renumber = |v: usize| if v > gone { v - 1 } else { v };
        let kept = |list: &[usize]| -> Vec<usize> {
            list.iter()
                .filter(|&&v| v != gone)
                .map(|&v| renumber(v))
                .collect()
        };
        candidates.push(TestCase {
            successors: (0..n)
                .filter(|&v| v != gone)
                .map(|v| kept(&case.successors[v]))
                .collect(),
            queries: case
                .queries
                .iter()
                .map(|pieces| kept(pieces))
                .filter(|pieces| !pieces.is_empty())
                .collect(),
        });
    }
    candidates
}

/// Every DAG on the labelled vertices 0..n without repeated edges (1, 3, 25, 543 for n = 1..4).
pub(super) fn all_dags(n: usize) -> Vec<Vec<Vec<usize>>> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|v| (0..n).filter(move |&w| w != v).map(move |w| (v, w)))
        .collect();
    (0u64..1 << pairs.len())
        .map(|mask| {
            let mut successors = vec![Vec::new(); n];
            for (bit, &(v, w)) in pairs.iter().enumerate() {
                if mask >> bit & 1 == 1 {
                    successors[v].push(w);
                }
            }
            successors
        })
        .filter(|successors| is_acyclic(successors))
        .collect()
}

/// Every multiset of 1..=`max_pieces` places in 0..n, as sorted vectors.
pub(super) fn all_piece_sets(n: usize, max_pieces: usize) -> Vec<Vec<usize>> {
    let places: Vec<usize> = (0..n).collect();
    multisets_up_to(&places, max_pieces)
}

/// A random DAG on n vertices: a random topological order (so labels are not in index order),
/// each forward pair an edge with probability num/den; with `path`, the order is also a path
/// (a longest game of n - 1 moves per piece). Out-lists in random order.
pub(super) fn random_dag(
    rng: &mut Rng,
    n: usize,
    num: u64,
    den: u64,
    path: bool,
) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut order);
    let mut successors = vec![Vec::new(); n];
    for i in 0..n {
        for j in i + 1..n {
            if (path && j == i + 1) || rng.chance(num, den) {
                successors[order[i]].push(order[j]);
            }
        }
    }
    for list in &mut successors {
        rng.shuffle(list);
    }
    successors
}

/// `count` random queries of 1..=`max_pieces` pieces on 0..n, often with stacked pieces.
fn random_queries(rng: &mut Rng, n: usize, count: usize, max_pieces: usize) -> Vec<Vec<usize>> {
    (0..count)
        .map(|_| {
            let m = 1 + rng.below(max_pieces);
            let mut pieces: Vec<usize> = (0..m).map(|_| rng.below(n)).collect();
            if m > 1 && rng.chance(1, 3) {
                let (i, j) = (rng.below(m), rng.below(m));
                pieces[i] = pieces[j];
            }
            pieces
        })
        .collect()
}

/// T = 5 test cases of N = 1000 with 10^4 queries of M = 10 each (every other one five pairs of
/// stacked pieces): complete DAGs (499500 edges), then DAGs with a Hamiltonian path and half the
/// forward pairs (deep and wide).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2425);
    let mut make = |num, den, path| -> Vec<TestCase> {
        (0..5)
            .map(|_| {
                let successors = random_dag(&mut rng, 1000, num, den, path);
                let queries = (0..10_000)
                    .map(|q| {
                        let mut pieces: Vec<usize> = (0..10).map(|_| rng.below(1000)).collect();
                        if q % 2 == 1 {
                            // five places, each holding two pieces: a position the mover loses
                            pieces.copy_within(0..5, 5);
                            rng.shuffle(&mut pieces);
                        }
                        pieces
                    })
                    .collect();
                TestCase {
                    successors,
                    queries,
                }
            })
            .collect()
    };
    let complete = make(1, 1, false);
    let half = make(1, 2, true);
    vec![
        MaxInput {
            label: "T=5, N=1000, complete DAGs (499500 edges), 10^4 queries of M=10",
            input: input_of(&complete),
        },
        MaxInput {
            label: "T=5, N=1000, Hamiltonian path + half the pairs (~250000 edges), 10^4 queries of M=10",
            input: input_of(&half),
        },
    ]
}
