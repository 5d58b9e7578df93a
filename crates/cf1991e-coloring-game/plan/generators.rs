//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{SEARCH_N, connected_graphs};
use super::{Case, MAX_M, MAX_N, MAX_T, input_of, parse_input};
use plan_kit::graph::{complete, complete_bipartite, cycle, grid, random_parents, tree};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_list};
use std::collections::HashSet;

/// The exhaustive graphs: every connected labelled graph with n ≤ 5, smallest first.
pub(super) fn exhaustive_cases() -> Vec<Case> {
    (1..=5).flat_map(connected_graphs).collect()
}

/// The exhaustive graphs, 100 games to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    exhaustive_cases().chunks(100).map(input_of).collect()
}

/// What a random graph must be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Tree,
    Bipartite,
    OddCycle,
}

/// A random connected graph on n vertices of `kind` with about `extra` edges beyond a tree (at
/// most `max_m` edges in all), labels and edge order shuffled.
fn random_graph(rng: &mut Rng, n: usize, kind: Kind, extra: usize, max_m: usize) -> Case {
    let mut edges = tree(&random_parents(rng, n)).edges;
    let mut depth = vec![0usize; n];
    for &(p, v) in &edges {
        depth[v] = depth[p] + 1;
    }
    let mut seen: HashSet<(usize, usize)> = edges.iter().copied().collect();
    let same_side = |a: usize, b: usize| depth[a] % 2 == depth[b] % 2;
    let target = (n - 1 + extra).min(max_m).min(n * (n - 1) / 2);
    let odd = kind == Kind::OddCycle && n >= 3;
    let mut odd_done = !odd;
    let mut tries = 0;
    while kind != Kind::Tree && (edges.len() < target || !odd_done) && tries < 50 * target + 200 {
        tries += 1;
        let (a, b) = (rng.below(n), rng.below(n));
        let (a, b) = (a.min(b), a.max(b));
        if a == b || seen.contains(&(a, b)) || (kind == Kind::Bipartite && same_side(a, b)) {
            continue;
        }
        if !odd_done && !same_side(a, b) {
            continue;
        }
        if edges.len() >= max_m {
            break;
        }
        odd_done |= same_side(a, b);
        seen.insert((a, b));
        edges.push((a, b));
    }
    Case { n, edges }.relabelled(rng)
}

/// 1–120 games of connected graphs with n ≤ `size` (≤ 8): trees, bipartite graphs, graphs with
/// an odd cycle, a third each.
pub(super) fn random_small_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(120);
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size);
            let kind = [Kind::Tree, Kind::Bipartite, Kind::OddCycle][rng.below(3)];
            let extra = rng.below(n * n / 4 + 1);
            random_graph(rng, n, kind, extra, MAX_M)
        })
        .collect();
    input_of(&cases)
}

/// 1000 games at the largest size (t at the statement's bound; 2–`size`·125 below it) of
/// connected graphs with n ≤ 8 and at most n + 1 edges (sums ≤ 8000 and 9000): trees, bipartite
/// graphs, graphs with an odd cycle, a third each.
pub(super) fn random_many_games(rng: &mut Rng, size: usize) -> String {
    let t = if size >= 8 {
        MAX_T
    } else {
        2 + rng.below(125 * size)
    };
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(SEARCH_N);
            let kind = [Kind::Tree, Kind::Bipartite, Kind::OddCycle][rng.below(3)];
            let extra = rng.below(3);
            random_graph(rng, n, kind, extra, MAX_M)
        })
        .collect();
    input_of(&cases)
}

/// One graph with at most `nb` vertices and `mb` edges (nb − 1 ≤ mb) of a random shape.
fn random_shape(rng: &mut Rng, nb: usize, mb: usize) -> Case {
    let extra = rng.below(nb + 1);
    let case = match rng.below(7) {
        0 => random_graph(rng, nb, Kind::Tree, 0, mb),
        1 if nb >= 4 => cycle(nb - nb % 2),
        2 if nb >= 3 => cycle(nb - 1 + nb % 2),
        3 => {
            let r = 1 + rng.below(nb.isqrt());
            let c = (nb / r).min((mb + r) / (2 * r).max(1)).max(1);
            grid(r, c)
        }
        4 => {
            let a = 1 + rng.below(nb.isqrt().min(100));
            let b = ((nb - a).min(mb / a)).max(1);
            complete_bipartite(a, b)
        }
        5 => random_graph(rng, nb, Kind::Bipartite, extra, mb),
        _ => random_graph(rng, nb, Kind::OddCycle, 1 + extra, mb),
    };
    case.relabelled(rng)
}

/// 1–4 games with n ≤ `size` vertices in all (≤ 10^4), of random shapes.
pub(super) fn random_large_games(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(4).min(size - 1);
    let (nb, mb) = ((size / t).max(1), MAX_M / t);
    let cases: Vec<Case> = (0..t).map(|_| random_shape(rng, nb, mb)).collect();
    input_of(&cases)
}

/// `case` restricted to the vertices `keep` (in order), relabelled 0.. in that order.
fn induced(case: &Case, keep: &[usize]) -> Case {
    let mut label = vec![usize::MAX; case.n];
    for (i, &v) in keep.iter().enumerate() {
        label[v] = i;
    }
    let edges = case
        .edges
        .iter()
        .filter(|&&(a, b)| label[a] != usize::MAX && label[b] != usize::MAX)
        .map(|&(a, b)| (label[a], label[b]))
        .collect();
    Case {
        n: keep.len(),
        edges,
    }
}

/// Smaller inputs: single games and fewer games first; then, for one game, its first k
/// vertices, one vertex fewer, one edge fewer (the validator drops the disconnected ones).
pub(super) fn shrink(input: &str) -> Vec<String> {
    let cases = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&cases)
        .iter()
        .map(|fewer| input_of(fewer))
        .collect();
    let [case] = &cases[..] else {
        return candidates;
    };
    let n = case.n;
    let mut k = n / 2;
    while k >= 1 && k < n {
        candidates.push(input_of(&[induced(case, &(0..k).collect::<Vec<_>>())]));
        k = (k + n) / 2;
        if k + 1 >= n {
            break;
        }
    }
    for v in (0..n).rev().take(100) {
        let keep: Vec<usize> = (0..n).filter(|&w| w != v).collect();
        candidates.push(input_of(&[induced(case, &keep)]));
    }
    for e in 0..case.edges.len().min(100) {
        let mut fewer = case.clone();
        fewer.edges.remove(e);
        candidates.push(input_of(&[fewer]));
    }
    candidates
}

/// The extremes of the constraints, with both sides to play.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1991);
    let mut odd_tail = cycle(MAX_N - 1);
    odd_tail.n = MAX_N;
    odd_tail.edges.push((0, MAX_N - 1));
    let small: Vec<Case> = (0..MAX_T)
        .map(|i| {
            let kind = if i % 2 == 0 {
                Kind::Bipartite
            } else {
                Kind::OddCycle
            };
            random_graph(&mut rng, 10, kind, 1, 10)
        })
        .collect();
    vec![
        MaxInput {
            label: "t=1, n=10^4, a path (Bob)",
            input: input_of(&[grid(1, MAX_N).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, n=10^4, m=10^4, an odd cycle of 9999 and a pendant vertex (Alice)",
            input: input_of(&[odd_tail.relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, n=10^4, m=10^4, an even cycle (Bob)",
            input: input_of(&[cycle(MAX_N).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, K(100, 100): n=200, m=10^4 (Bob)",
            input: input_of(&[complete_bipartite(100, 100).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1, K141: n=141, m=9870 (Alice)",
            input: input_of(&[complete(141).relabelled(&mut rng)]),
        },
        MaxInput {
            label: "t=1000, n=10, m ≤ 10 each, bipartite and not in turn",
            input: input_of(&small),
        },
    ]
}
