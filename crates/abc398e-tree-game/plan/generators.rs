//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{MAX_N, input_of, parse_input, validate};
use plan_kit::MaxInput;
use plan_kit::graph::{self};
use plan_kit::rng::Rng;

/// The input of a tree on the kit's vertices 0..n: each vertex v is the input's v + 1.
fn one_based(tree: &graph::Graph) -> String {
    let edges: Vec<(usize, usize)> = tree.edges.iter().map(|&(a, b)| (a + 1, b + 1)).collect();
    input_of(tree.n, &edges)
}

/// Every labelled tree on 2 ≤ N ≤ 5, by Prüfer code, one to an input (the game is one per test).
pub(super) fn exhaustive_inputs() -> Vec<String> {
    labelled_trees(5)
}

/// Every labelled tree on 2 ≤ N ≤ `max_n` vertices, by Prüfer code, one to an input.
pub(super) fn labelled_trees(max_n: usize) -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 2..=max_n {
        let codes = n.pow(n as u32 - 2);
        for index in 0..codes {
            let mut code = Vec::with_capacity(n - 2);
            let mut rest = index;
            for _ in 0..n - 2 {
                code.push(rest % n);
                rest /= n;
            }
            inputs.push(one_based(&graph::pruefer_tree(&code)));
        }
    }
    inputs
}

/// A uniform labelled tree on 2..=`size` vertices (at least 2).
pub(super) fn random_tree(rng: &mut Rng, size: usize) -> String {
    let n = 2 + rng.below(size.clamp(2, MAX_N) - 1);
    one_based(&graph::random_labelled_tree(rng, n))
}

/// A caterpillar on 2..=`size` vertices: a spine with leaves hung on it (a broom when they hang
/// on one end), labels shuffled.
pub(super) fn random_caterpillar(rng: &mut Rng, size: usize) -> String {
    let n = 2 + rng.below(size.clamp(2, MAX_N) - 1);
    let spine = 1 + rng.below(n);
    let broom = rng.chance(1, 3);
    let mut caterpillar = graph::path(spine);
    caterpillar.n = n;
    for leaf in spine..n {
        let on = if broom { 0 } else { rng.below(spine) };
        caterpillar.edges.push((on, leaf));
    }
    let label = graph::random_labels(rng, n);
    let mut tree = caterpillar.relabel(&label);
    rng.shuffle(&mut tree.edges);
    one_based(&tree)
}

/// Smaller trees, most reduced first: the tree on vertices 1..=m for each m it is connected on
/// (halving), then without one leaf, then without two (the game's parity changes with each), the
/// labels above a removed vertex lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let (n, edges) = parse_input(input);
    if n <= 2 {
        return Vec::new();
    }
    let without = |gone: &[usize]| {
        let lower = |u: usize| u - gone.iter().filter(|&&g| g < u).count();
        let kept: Vec<(usize, usize)> = edges
            .iter()
            .filter(|&&(a, b)| !gone.contains(&a) && !gone.contains(&b))
            .map(|&(a, b)| (lower(a), lower(b)))
            .collect();
        input_of(n - gone.len(), &kept)
    };
    let mut candidates = Vec::new();
    let mut m = n / 2;
    while m >= 2 {
        let gone: Vec<usize> = (m + 1..=n).collect();
        let candidate = without(&gone);
        if validate(&candidate).is_ok() {
            candidates.push(candidate);
        }
        m /= 2;
    }
    let mut degree = vec![0usize; n + 1];
    for &(a, b) in &edges {
        degree[a] += 1;
        degree[b] += 1;
    }
    let leaves: Vec<usize> = (1..=n).filter(|&v| degree[v] == 1).collect();
    candidates.extend(leaves.iter().map(|&leaf| without(&[leaf])));
    if n > 3 {
        for (k, &a) in leaves.iter().enumerate().take(16) {
            for &b in leaves[k + 1..].iter().take(16) {
                candidates.push(without(&[a, b]));
            }
        }
    }
    candidates
}

/// The longest games at N = 100 (classes of 50 and 50: 2401 moves; 49 and 51: 2400), a star (no
/// move at all) and a uniform tree.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    // a path on 98 vertices (49 and 49), with 2 more leaves on vertex 2 (class of the odd ones)
    let mut lopsided: Vec<(usize, usize)> = (1..MAX_N - 2).map(|v| (v, v + 1)).collect();
    lopsided.push((2, MAX_N - 1));
    lopsided.push((2, MAX_N));
    let mut rng = Rng::new(398);
    vec![
        MaxInput {
            label: "N=100, a path (classes 50 and 50: 2401 moves, First)",
            input: one_based(&graph::path(MAX_N)),
        },
        MaxInput {
            label: "N=100, classes 49 and 51 (2400 moves, Second)",
            input: input_of(MAX_N, &lopsided),
        },
        MaxInput {
            label: "N=100, a star (no move: Second)",
            input: one_based(&graph::star(MAX_N)),
        },
        MaxInput {
            label: "N=100, a uniform labelled tree (random Prüfer code)",
            input: one_based(&graph::random_labelled_tree(&mut rng, MAX_N)),
        },
    ]
}
