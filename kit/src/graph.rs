//! Undirected graphs as the plans build and check them: a [`Graph`] on the vertices 0..n with its
//! edges in a list (the input's order and orientation, which a generator's inputs depend on), a
//! [`UnionFind`] for the validators that check connectivity edge by edge, the families the
//! generators draw from (paths, cycles, stars, complete and complete bipartite graphs, grids,
//! trees from parent arrays or Prüfer codes), and relabelling by a permutation, so that no
//! generated input gives its structure away by its labels.

use crate::rng::Rng;

/// An undirected edge: its two ends, in the order an input writes them.
pub type Edge = (usize, usize);

/// A graph on the vertices 0..n: its edges in order, each with its ends in order. Loops and
/// repeated edges are allowed here; an input's validator decides whether they are.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    pub n: usize,
    pub edges: Vec<Edge>,
}

impl Graph {
    /// True iff every vertex is reachable from every other (the graph on no vertex or one is).
    pub fn is_connected(&self) -> bool {
        let mut parts = UnionFind::new(self.n);
        for &(a, b) in &self.edges {
            parts.union(a, b);
        }
        parts.components() <= 1
    }

    /// The same graph with each vertex v renamed `label[v]` (`label` a permutation of 0..n), the
    /// edges in the same order and orientation.
    pub fn relabel(&self, label: &[usize]) -> Graph {
        Graph {
            n: self.n,
            edges: self
                .edges
                .iter()
                .map(|&(a, b)| (label[a], label[b]))
                .collect(),
        }
    }

    /// The same graph with each edge's ends swapped with probability 1/2 (one draw an edge, in
    /// order), then the edges in a uniformly shuffled order.
    pub fn shuffled(self, rng: &mut Rng) -> Graph {
        let mut edges: Vec<Edge> = self
            .edges
            .into_iter()
            .map(|(a, b)| if rng.chance(1, 2) { (a, b) } else { (b, a) })
            .collect();
        rng.shuffle(&mut edges);
        Graph { n: self.n, edges }
    }

    /// The graph under a uniform random relabelling ([`random_labels`]), then [`Graph::shuffled`]:
    /// the same graph, named as any input might name it.
    pub fn relabelled(self, rng: &mut Rng) -> Graph {
        let label = random_labels(rng, self.n);
        self.relabel(&label).shuffled(rng)
    }
}

/// The arcs (v, w) of a directed graph given by each vertex's successors (a rooted tree by each
/// vertex's children), vertex by vertex, each vertex's in its order.
pub fn arcs(successors: &[Vec<usize>]) -> Vec<(usize, usize)> {
    successors
        .iter()
        .enumerate()
        .flat_map(|(v, next)| next.iter().map(move |&w| (v, w)))
        .collect()
}

/// A uniform random permutation of 0..n (one shuffle of 0..n in order): new labels for a graph.
pub fn random_labels(rng: &mut Rng, n: usize) -> Vec<usize> {
    let mut label: Vec<usize> = (0..n).collect();
    rng.shuffle(&mut label);
    label
}

/// The path 0–1–…–(n − 1): the edges (v − 1, v) in order.
pub fn path(n: usize) -> Graph {
    Graph {
        n,
        edges: (1..n).map(|v| (v - 1, v)).collect(),
    }
}

/// The cycle 0–1–…–(n − 1)–0 for n ≥ 3 (the path's edges, then (n − 1, 0)); the path for n < 3,
/// where a cycle would need a loop or a repeated edge.
pub fn cycle(n: usize) -> Graph {
    let mut graph = path(n);
    if n >= 3 {
        graph.edges.push((n - 1, 0));
    }
    graph
}

/// The star with centre 0 and leaves 1..n: the edges (0, v) in order.
pub fn star(n: usize) -> Graph {
    Graph {
        n,
        edges: (1..n).map(|v| (0, v)).collect(),
    }
}

/// The complete graph on n vertices: every pair (a, b), a < b, in lexicographic order.
pub fn complete(n: usize) -> Graph {
    Graph {
        n,
        edges: (0..n)
            .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
            .collect(),
    }
}

/// The complete bipartite graph K(a, b): sides 0..a and a..a + b, every pair (u, a + w) in
/// lexicographic order.
pub fn complete_bipartite(a: usize, b: usize) -> Graph {
    Graph {
        n: a + b,
        edges: (0..a)
            .flat_map(|u| (0..b).map(move |w| (u, a + w)))
            .collect(),
    }
}

/// The r × c grid: the cell (i, j) is the vertex i·c + j, and the cells in row-major order each
/// give their edge to the right, then their edge down.
pub fn grid(r: usize, c: usize) -> Graph {
    let mut edges = Vec::new();
    for i in 0..r {
        for j in 0..c {
            let v = i * c + j;
            if j + 1 < c {
                edges.push((v, v + 1));
            }
            if i + 1 < r {
                edges.push((v, v + c));
            }
        }
    }
    Graph { n: r * c, edges }
}

/// The tree of a parent array (vertex 0 the root, its entry unused): the edges (parent of v, v)
/// for v = 1, 2, … in order.
pub fn tree(parents: &[usize]) -> Graph {
    Graph {
        n: parents.len(),
        edges: (1..parents.len()).map(|v| (parents[v], v)).collect(),
    }
}

/// A random recursive tree's parent array on n vertices: vertex 0 the root (its entry
/// `usize::MAX`), each later vertex's parent a uniform earlier vertex (one draw a vertex, in
/// order). Not uniform among labelled trees: its depth grows as log n.
pub fn random_parents(rng: &mut Rng, n: usize) -> Vec<usize> {
    (0..n)
        .map(|v| if v == 0 { usize::MAX } else { rng.below(v) })
        .collect()
}

/// The labelled tree on 0..code.len() + 2 whose Prüfer code is `code` (entries in 0..n): for each
/// entry in turn, the smallest leaf is joined to it and removed; the last two vertices are joined.
/// Each edge has its smaller end first.
pub fn pruefer_tree(code: &[usize]) -> Graph {
    let n = code.len() + 2;
    let mut degree = vec![1usize; n];
    for &v in code {
        degree[v] += 1;
    }
    let mut edges = Vec::with_capacity(n - 1);
    for &v in code {
        let leaf = (0..n).find(|&u| degree[u] == 1).expect("a leaf");
        edges.push((leaf.min(v), leaf.max(v)));
        degree[leaf] -= 1;
        degree[v] -= 1;
    }
    let last: Vec<usize> = (0..n).filter(|&u| degree[u] == 1).collect();
    edges.push((last[0], last[1]));
    Graph { n, edges }
}

/// A uniform labelled tree on n ≥ 2 vertices: the tree of a uniform Prüfer code (n − 2 draws, in
/// order), each of the n^(n−2) trees equally likely (Cayley).
pub fn random_labelled_tree(rng: &mut Rng, n: usize) -> Graph {
    let code: Vec<usize> = (0..n - 2).map(|_| rng.below(n)).collect();
    pruefer_tree(&code)
}

/// A union–find forest over 0..n (union by size, path halving): which vertices the edges seen so
/// far connect, for checking connectivity and acyclicity one edge at a time.
#[derive(Clone, Debug)]
pub struct UnionFind {
    parent: Vec<usize>,
    size: Vec<usize>,
    components: usize,
}

impl UnionFind {
    /// n vertices, each alone.
    pub fn new(n: usize) -> Self {
        UnionFind {
            parent: (0..n).collect(),
            size: vec![1; n],
            components: n,
        }
    }

    /// The representative of v's component: the same for two vertices iff they are connected.
    pub fn find(&mut self, mut v: usize) -> usize {
        while self.parent[v] != v {
            self.parent[v] = self.parent[self.parent[v]];
            v = self.parent[v];
        }
        v
    }

    /// Joins the components of a and b: true iff they were apart (false: the edge a–b would close
    /// a cycle).
    pub fn union(&mut self, a: usize, b: usize) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        let (big, small) = if self.size[a] >= self.size[b] {
            (a, b)
        } else {
            (b, a)
        };
        self.parent[small] = big;
        self.size[big] += self.size[small];
        self.components -= 1;
        true
    }

    /// How many vertices v's component holds.
    pub fn size(&mut self, v: usize) -> usize {
        let root = self.find(v);
        self.size[root]
    }

    /// How many components there are.
    pub fn components(&self) -> usize {
        self.components
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_arcs_are_each_vertexs_successors_in_order() {
        assert_eq!(
            arcs(&[vec![2, 1], vec![], vec![0]]),
            [(0, 2), (0, 1), (2, 0)]
        );
        assert!(arcs(&[vec![], vec![]]).is_empty());
    }
    use std::collections::BTreeSet;

    /// The component of each vertex by a search from it (the definition of connected).
    fn reachable(graph: &Graph) -> Vec<BTreeSet<usize>> {
        let mut near = vec![Vec::new(); graph.n];
        for &(a, b) in &graph.edges {
            near[a].push(b);
            near[b].push(a);
        }
        (0..graph.n)
            .map(|start| {
                let mut seen = BTreeSet::from([start]);
                let mut stack = vec![start];
                while let Some(v) = stack.pop() {
                    for &w in &near[v] {
                        if seen.insert(w) {
                            stack.push(w);
                        }
                    }
                }
                seen
            })
            .collect()
    }

    fn degrees(graph: &Graph) -> Vec<usize> {
        let mut degree = vec![0; graph.n];
        for &(a, b) in &graph.edges {
            degree[a] += 1;
            degree[b] += 1;
        }
        degree
    }

    fn undirected(graph: &Graph) -> BTreeSet<Edge> {
        graph
            .edges
            .iter()
            .map(|&(a, b)| (a.min(b), a.max(b)))
            .collect()
    }

    fn random_graph(rng: &mut Rng) -> Graph {
        let n = 1 + rng.below(9);
        let m = rng.below(n + 2);
        let edges = (0..m).map(|_| (rng.below(n), rng.below(n))).collect();
        Graph { n, edges }
    }

    #[test]
    fn union_find_agrees_with_a_search_on_random_graphs() {
        let mut rng = Rng::new(5);
        for _ in 0..500 {
            let graph = random_graph(&mut rng);
            let mut parts = UnionFind::new(graph.n);
            let mut joined = 0;
            for &(a, b) in &graph.edges {
                let apart = parts.find(a) != parts.find(b);
                assert_eq!(parts.union(a, b), apart);
                joined += usize::from(apart);
            }
            let reach = reachable(&graph);
            for (a, near) in reach.iter().enumerate() {
                assert_eq!(parts.size(a), near.len());
                for b in 0..graph.n {
                    assert_eq!(parts.find(a) == parts.find(b), near.contains(&b));
                }
            }
            let distinct: BTreeSet<&BTreeSet<usize>> = reach.iter().collect();
            assert_eq!(parts.components(), distinct.len());
            assert_eq!(parts.components(), graph.n - joined);
            assert_eq!(graph.is_connected(), distinct.len() == 1);
        }
    }

    #[test]
    fn connectivity_of_small_graphs_checked_by_hand() {
        assert!(
            Graph {
                n: 0,
                edges: vec![]
            }
            .is_connected()
        );
        assert!(
            Graph {
                n: 1,
                edges: vec![]
            }
            .is_connected()
        );
        assert!(
            !Graph {
                n: 2,
                edges: vec![]
            }
            .is_connected()
        );
        assert!(
            !Graph {
                n: 4,
                edges: vec![(0, 1), (2, 3)]
            }
            .is_connected()
        );
        assert!(
            Graph {
                n: 4,
                edges: vec![(0, 1), (2, 3), (1, 3)]
            }
            .is_connected()
        );
    }

    #[test]
    fn the_families_have_their_edge_counts_and_degrees() {
        for n in 1..8 {
            assert_eq!(path(n).edges.len(), n - 1);
            assert_eq!(star(n).edges.len(), n - 1);
            assert_eq!(complete(n).edges.len(), n * (n - 1) / 2);
            assert!(degrees(&complete(n)).iter().all(|&d| d == n - 1));
            if n >= 3 {
                assert!(degrees(&cycle(n)).iter().all(|&d| d == 2));
            } else {
                assert_eq!(cycle(n), path(n));
            }
            assert_eq!(degrees(&star(n))[0], n - 1);
            let ends = degrees(&path(n)).iter().filter(|&&d| d == 1).count();
            assert_eq!(ends, if n >= 2 { 2 } else { 0 });
            for family in [path(n), cycle(n), star(n), complete(n)] {
                assert_eq!(family.n, n);
                assert!(family.is_connected());
                assert_eq!(undirected(&family).len(), family.edges.len(), "{family:?}");
                assert!(family.edges.iter().all(|&(a, b)| a != b));
            }
        }
        for (a, b) in [(1, 1), (2, 3), (4, 2)] {
            let k = complete_bipartite(a, b);
            assert_eq!((k.n, k.edges.len()), (a + b, a * b));
            assert!(k.edges.iter().all(|&(u, w)| u < a && w >= a));
            assert_eq!(undirected(&k).len(), a * b);
        }
    }

    #[test]
    fn grid_cells_are_joined_iff_they_are_side_by_side() {
        for (r, c) in [(1, 1), (1, 5), (3, 1), (3, 4)] {
            let g = grid(r, c);
            assert_eq!(g.n, r * c);
            let expected: BTreeSet<Edge> = (0..r * c)
                .flat_map(|u| (u + 1..r * c).map(move |v| (u, v)))
                .filter(|&(u, v)| (u / c).abs_diff(v / c) + (u % c).abs_diff(v % c) == 1)
                .collect();
            assert_eq!(undirected(&g), expected);
            assert_eq!(g.edges.len(), expected.len());
            assert!(g.is_connected());
        }
        assert_eq!(grid(1, 4), path(4));
    }

    #[test]
    fn every_pruefer_code_gives_a_different_tree() {
        for n in 2..=6usize {
            let mut trees = BTreeSet::new();
            for index in 0..n.pow(n as u32 - 2) {
                let code: Vec<usize> = (0..n - 2).map(|k| index / n.pow(k as u32) % n).collect();
                let tree = pruefer_tree(&code);
                assert_eq!((tree.n, tree.edges.len()), (n, n - 1));
                assert!(tree.is_connected(), "{code:?}");
                assert!(tree.edges.iter().all(|&(a, b)| a < b));
                // a vertex appears in the code one time fewer than its degree
                let degree = degrees(&tree);
                for (v, &d) in degree.iter().enumerate() {
                    assert_eq!(code.iter().filter(|&&x| x == v).count() + 1, d);
                }
                trees.insert(undirected(&tree));
            }
            assert_eq!(
                trees.len(),
                n.pow(n as u32 - 2),
                "Cayley's count for n = {n}"
            );
        }
    }

    #[test]
    fn random_trees_are_trees() {
        let mut rng = Rng::new(3);
        for n in 2..40 {
            let labelled = random_labelled_tree(&mut rng, n);
            let parents = random_parents(&mut rng, n);
            assert!((1..n).all(|v| parents[v] < v));
            for t in [labelled, tree(&parents)] {
                assert_eq!((t.n, t.edges.len()), (n, n - 1));
                assert!(t.is_connected());
            }
        }
    }

    #[test]
    fn relabelling_keeps_the_graph_up_to_its_names() {
        let mut rng = Rng::new(11);
        for _ in 0..200 {
            let graph = random_graph(&mut rng);
            let identity: Vec<usize> = (0..graph.n).collect();
            assert_eq!(graph.relabel(&identity), graph);
            let label = random_labels(&mut rng, graph.n);
            assert_eq!(
                label.iter().copied().collect::<BTreeSet<_>>().len(),
                graph.n
            );
            let renamed = graph.relabel(&label);
            let moved: BTreeSet<Edge> = undirected(&graph)
                .iter()
                .map(|&(a, b)| (label[a].min(label[b]), label[a].max(label[b])))
                .collect();
            assert_eq!(undirected(&renamed), moved);
            let shuffled = renamed.clone().shuffled(&mut rng);
            assert_eq!(undirected(&shuffled), undirected(&renamed));
            assert_eq!(shuffled.edges.len(), renamed.edges.len());
            let mut a = degrees(&graph.clone().relabelled(&mut rng));
            let mut b = degrees(&graph);
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
        }
    }
}
