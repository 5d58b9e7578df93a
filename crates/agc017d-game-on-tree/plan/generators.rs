//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::Tree;
use super::{MAX_N, input_of, parse};
use plan_kit::MaxInput;
use plan_kit::graph::{path, random_labels, random_parents};
use plan_kit::rng::Rng;
use std::collections::BTreeMap;

/// The canonical form of the subtree of `v` in the rooted tree `children` (AHU: the sorted forms
/// of the children in brackets).
fn canonical(children: &[Vec<usize>], v: usize) -> String {
    let mut forms: Vec<String> = children[v]
        .iter()
        .map(|&c| canonical(children, c))
        .collect();
    forms.sort();
    format!("({})", forms.concat())
}

/// One tree (as a parent array, vertex 0 the root, parent[v] < v) of every isomorphism class of
/// rooted trees with `n` vertices, for n = 1..=max_n, fewer vertices first.
pub(super) fn all_rooted_trees(max_n: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut layer: Vec<Vec<usize>> = vec![vec![usize::MAX]];
    for _ in 1..max_n {
        let mut next: BTreeMap<String, Vec<usize>> = BTreeMap::new();
        for parents in &layer {
            for p in 0..parents.len() {
                let mut grown = parents.clone();
                grown.push(p);
                let mut children = vec![Vec::new(); grown.len()];
                for (v, &q) in grown.iter().enumerate().skip(1) {
                    children[q].push(v);
                }
                next.entry(canonical(&children, 0)).or_insert(grown);
            }
        }
        all.append(&mut layer);
        layer = next.into_values().collect();
    }
    all.append(&mut layer);
    all
}

/// The tree with parents `parents` (vertex 0 the root, which keeps label 1), other labels shuffled,
/// edges in random order and orientation.
fn labelled(rng: &mut Rng, parents: &[usize]) -> Tree {
    let n = parents.len();
    let mut label: Vec<usize> = (1..n).collect();
    rng.shuffle(&mut label);
    label.insert(0, 0);
    let edges = (1..n).map(|v| (label[v], label[parents[v]])).collect();
    Tree { n, edges }.shuffled(rng)
}

/// Every rooted tree with 2 ≤ N ≤ 10 up to isomorphism, smallest first, randomly labelled.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut rng = Rng::new(17);
    all_rooted_trees(10)
        .iter()
        .filter(|parents| parents.len() >= 2)
        .map(|parents| input_of(&labelled(&mut rng, parents)))
        .collect()
}

/// A random tree on `size` (≥ 2, ≤ 16) vertices: each vertex's parent a uniform earlier vertex, or
/// (star-like) mostly the first ones, or (path-like) mostly the previous one; then random labels,
/// so vertex 1 is anywhere in it.
pub(super) fn random_tree(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(2, 16);
    let shape = rng.below(3);
    let parents: Vec<usize> = (0..n)
        .map(|v| match (v, shape) {
            (0, _) => usize::MAX,
            (_, 0) => rng.below(v),
            (_, 1) => rng.below(v.min(2)),
            _ => {
                if rng.chance(4, 5) {
                    v - 1
                } else {
                    rng.below(v)
                }
            }
        })
        .collect();
    input_of(&relabel_all(rng, &parents))
}

/// A path of up to `size` vertices with up to 3 extra leaves, random labels (vertex 1 anywhere).
pub(super) fn random_thin_tree(rng: &mut Rng, size: usize) -> String {
    let path = size.clamp(2, 60);
    let extra = rng.below(4);
    let mut parents: Vec<usize> = (0..path)
        .map(|v| if v == 0 { usize::MAX } else { v - 1 })
        .collect();
    for _ in 0..extra {
        parents.push(rng.below(path));
    }
    input_of(&relabel_all(rng, &parents))
}

/// Beyond the search's reach: a tree of N = `size` (up to 10^5) vertices, uniform parents,
/// star-like or path-like (deep), or in half of the draws two copies of one such tree hung under
/// the root (equal values cancel: Bob) with or without an extra leaf; labels shuffled, edges in
/// random order and orientation.
pub(super) fn beyond_tree(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(2, MAX_N);
    let shape = rng.below(3);
    let draw = |rng: &mut Rng, v: usize| match shape {
        0 => rng.below(v),
        1 => rng.below(v.min(3)),
        _ if rng.chance(9, 10) => v - 1,
        _ => rng.below(v),
    };
    let mut parents = vec![usize::MAX];
    if n >= 5 && rng.chance(1, 2) {
        // a subtree of m vertices under the root, drawn once and hung twice
        let m = (n - 1) / 2;
        let half: Vec<usize> = (0..m)
            .map(|v| if v == 0 { usize::MAX } else { draw(rng, v) })
            .collect();
        for copy in 0..2 {
            let base = 1 + copy * m;
            parents.extend(
                half.iter()
                    .map(|&p| if p == usize::MAX { 0 } else { base + p }),
            );
        }
        if rng.chance(1, 2) {
            parents.push(rng.below(parents.len()));
        }
    } else {
        parents.extend((1..n).map(|v| draw(rng, v)));
    }
    let n = parents.len();
    let label = random_labels(rng, n);
    let edges = (1..n).map(|v| (label[v], label[parents[v]])).collect();
    input_of(&Tree { n, edges }.shuffled(rng))
}

/// The tree with parents `parents` with every label shuffled (the root need not be vertex 1).
fn relabel_all(rng: &mut Rng, parents: &[usize]) -> Tree {
    let n = parents.len();
    let label = random_labels(rng, n);
    let mut edges: Vec<(usize, usize)> = (1..n).map(|v| (label[v], label[parents[v]])).collect();
    rng.shuffle(&mut edges);
    Tree { n, edges }
}

/// `tree` restricted to the vertices `keep` (which must hold vertex 0 and induce a subtree),
/// relabelled 0.. in increasing order of the old labels.
fn restrict(tree: &Tree, keep: &[bool]) -> Tree {
    let mut new_label = vec![usize::MAX; tree.n];
    let mut n = 0;
    for v in 0..tree.n {
        if keep[v] {
            new_label[v] = n;
            n += 1;
        }
    }
    let edges = tree
        .edges
        .iter()
        .filter(|&&(x, y)| keep[x] && keep[y])
        .map(|&(x, y)| (new_label[x], new_label[y]))
        .collect();
    Tree { n, edges }
}

/// At most this many game moves, and this many leaf removals, among the shrinking candidates: the
/// engine tries them all on each step.
pub(super) const SHRINK_CUTS: usize = 40;

pub(super) const SHRINK_LEAVES: usize = 20;

/// Smaller trees, at most 60: game moves (delete an edge and the part cut off from vertex 1), the
/// largest cuts first; then the tree with one leaf other than vertex 1 removed. O(N) each.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let tree = parse(input);
    let mut neighbours = vec![Vec::new(); tree.n];
    for &(x, y) in &tree.edges {
        neighbours[x].push(y);
        neighbours[y].push(x);
    }
    // a depth-first preorder from vertex 0: the subtree of c is order[enter[c]..enter[c] + size[c]]
    let mut order = Vec::with_capacity(tree.n);
    let mut parent = vec![usize::MAX; tree.n];
    let mut stack = vec![0];
    let mut seen = vec![false; tree.n];
    seen[0] = true;
    while let Some(v) = stack.pop() {
        order.push(v);
        for &w in &neighbours[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                stack.push(w);
            }
        }
    }
    let mut enter = vec![0; tree.n];
    for (i, &v) in order.iter().enumerate() {
        enter[v] = i;
    }
    let mut size = vec![1; tree.n];
    for &v in order.iter().skip(1).rev() {
        size[parent[v]] += size[v];
    }
    let mut children: Vec<usize> = (1..tree.n).collect();
    children.sort_by_key(|&c| std::cmp::Reverse(size[c]));
    let mut cuts: Vec<Vec<bool>> = children
        .iter()
        .filter(|&&c| size[c] < tree.n - 1)
        .take(SHRINK_CUTS)
        .map(|&c| {
            let below = enter[c]..enter[c] + size[c];
            (0..tree.n).map(|v| !below.contains(&enter[v])).collect()
        })
        .collect();
    for leaf in (1..tree.n)
        .filter(|&v| neighbours[v].len() == 1)
        .take(SHRINK_LEAVES)
    {
        let mut keep = vec![true; tree.n];
        keep[leaf] = false;
        cuts.push(keep);
    }
    cuts.iter()
        .map(|keep| restrict(&tree, keep))
        .filter(|smaller| smaller.n >= 2)
        .map(|smaller| input_of(&smaller))
        .collect()
}

/// N = 10^5: a path 1–2–…–N in order (the deepest recursion), a path with vertex 1 in the middle
/// and shuffled labels (Bob: two equal branches), a star centred at vertex 1, a random tree, and
/// a caterpillar (a spine of N/2 with a leaf on each spine vertex).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(17017);
    let path_in_order = path(MAX_N);
    // vertex 0 in the middle of a path of MAX_N − 1 vertices: branches of (MAX_N − 2) / 2 each
    let half = (MAX_N - 2) / 2;
    let mut middle_parents = vec![usize::MAX];
    for side in 0..2 {
        for step in 0..half {
            let v = middle_parents.len();
            middle_parents.push(if step == 0 { 0 } else { v - 1 });
            let _ = side;
        }
    }
    let path_middle = labelled(&mut rng, &middle_parents);
    let star = labelled(&mut rng, &vec![0; MAX_N]);
    let parents = random_parents(&mut rng, MAX_N);
    let random = relabel_all(&mut rng, &parents);
    let caterpillar_parents: Vec<usize> = (0..MAX_N)
        .map(|v| match v {
            0 => usize::MAX,
            v if v < MAX_N / 2 => v - 1,
            v => v - MAX_N / 2,
        })
        .collect();
    let caterpillar = labelled(&mut rng, &caterpillar_parents);
    vec![
        MaxInput {
            label: "N=10^5, the path 1-2-...-N in order",
            input: input_of(&path_in_order),
        },
        MaxInput {
            label: "N=99999, a path with vertex 1 in the middle, shuffled labels (Bob)",
            input: input_of(&path_middle),
        },
        MaxInput {
            label: "N=10^5, a star centred at vertex 1",
            input: input_of(&star),
        },
        MaxInput {
            label: "N=10^5, a random tree (uniform earlier parent), shuffled labels",
            input: input_of(&random),
        },
        MaxInput {
            label: "N=10^5, a caterpillar: a spine of 5*10^4 from vertex 1, one leaf on each",
            input: input_of(&caterpillar),
        },
    ]
}
