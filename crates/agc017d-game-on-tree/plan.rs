//! AtCoder AGC017 D Game on Tree: the game in the kit's words ([`TreeGame`]: a move deletes one
//! edge and then every edge no longer joined to vertex 1, found by a search from vertex 1), and
//! the oracle, the kit's search of it over the set of remaining edges. It knows nothing of Grundy
//! values or the colon principle. There is no reference: Grundy values by definition need the
//! same exponential search.

use plan_kit::figures::FAINT_TEXT;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Play, Searcher};
use plan_kit::graph::{Graph, UnionFind, path, random_labels, random_parents};
use plan_kit::rng::Rng;
use plan_kit::svg::{ACCENT, Anchor, LOSE, Node, Svg, Swatch, WIN, graph, tree_layout};
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Spec};
use std::collections::BTreeMap;

pub const SPEC: Spec = Spec {
    name: "agc017d-game-on-tree",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: None,
    checker: None,
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
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play {
        games,
        notation: NOTATION,
        results,
    }),
    interactive: None,
};

const MAX_N: usize = 100_000;

/// The most positions (edge sets) the search may meet: it runs only when the tree has at most this
/// many subtrees holding vertex 1 (every position is one of them).
const SEARCH_REACH: u128 = 300_000;

/// The most positions the search decides before it gives up (a guard; the reach comes first).
const SEARCH_BUDGET: usize = 1_000_000;

/// `Ok` iff `input` is N and N − 1 edges `x y` (1 ≤ x, y ≤ N, 2 ≤ N ≤ 10^5) forming a tree.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let n = v.usize(2, MAX_N, "N")?;
    v.eoln()?;
    // the edges form a tree iff none of the N − 1 closes a cycle
    let mut parts = UnionFind::new(n + 1);
    for i in 1..n {
        let x = v.usize(1, n, || format!("x[{i}]"))?;
        v.space()?;
        let y = v.usize(1, n, || format!("y[{i}]"))?;
        v.eoln()?;
        ensure(parts.union(x, y), || {
            format!("edge {i} ({x}, {y}) closes a cycle: the graph is not a tree")
        })?;
    }
    v.eof()
}

/// A tree: the vertex count and the edges, 0-based, in input order and orientation.
type Tree = Graph;

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

/// The game on a tree: a move deletes one edge and then every edge no longer joined to vertex 1
/// (found by a search from vertex 1), typed as the edge's ends, the one on vertex 1's side first
/// (`2 4`); the player with no edge to delete loses. A position is the set of remaining edges (bit
/// i = edge i of the input).
struct TreeGame {
    tree: Tree,
    // incident[v] = (i, w) for each edge i = {v, w}
    incident: Vec<Vec<(usize, usize)>>,
    // ends[i] = edge i as (the end on vertex 1's side, the other end)
    ends: Vec<(usize, usize)>,
}

impl TreeGame {
    /// The game on `tree` (at most 129 vertices).
    pub fn new(tree: &Tree) -> Self {
        assert!(tree.edges.len() <= 128, "the game holds at most 128 edges");
        let mut incident = vec![Vec::new(); tree.n];
        for (i, &(x, y)) in tree.edges.iter().enumerate() {
            incident[x].push((i, y));
            incident[y].push((i, x));
        }
        let mut ends = vec![(0, 0); tree.edges.len()];
        let mut seen = vec![false; tree.n];
        seen[0] = true;
        let mut stack = vec![0];
        while let Some(v) = stack.pop() {
            for &(i, w) in &incident[v] {
                if !seen[w] {
                    seen[w] = true;
                    ends[i] = (v, w);
                    stack.push(w);
                }
            }
        }
        TreeGame {
            tree: tree.clone(),
            incident,
            ends,
        }
    }

    /// The position before any move: every edge.
    pub fn start(&self) -> u128 {
        match self.tree.edges.len() {
            128 => u128::MAX,
            m => (1u128 << m) - 1,
        }
    }

    /// The edges of `edges` still joined to vertex 0 by a path of edges of `edges`.
    fn joined_to_root(&self, edges: u128) -> u128 {
        let mut kept = 0u128;
        let mut stack = vec![0];
        while let Some(v) = stack.pop() {
            for &(i, w) in &self.incident[v] {
                if edges >> i & 1 == 1 && kept >> i & 1 == 0 {
                    kept |= 1 << i;
                    stack.push(w);
                }
            }
        }
        kept
    }

    /// The vertices below `v` by the edges of `edges`, v's line and theirs, drawn into `text`.
    fn draw_below(&self, edges: u128, v: usize, indent: &str, text: &mut String) {
        let below: Vec<usize> = (0..self.ends.len())
            .filter(|&i| edges >> i & 1 == 1 && self.ends[i].0 == v)
            .map(|i| self.ends[i].1)
            .collect();
        for (k, &w) in below.iter().enumerate() {
            let last = k + 1 == below.len();
            let (branch, next) = if last {
                ("└─ ", "   ")
            } else {
                ("├─ ", "│  ")
            };
            text.push_str(&format!("{indent}{branch}{}\n", w + 1));
            self.draw_below(edges, w, &format!("{indent}{next}"), text);
        }
    }
}

impl Game for TreeGame {
    type Position = u128;

    fn kind(&self) -> Kind {
        Kind::Impartial
    }

    fn moves(&self, &edges: &u128) -> Vec<Move<u128>> {
        (0..self.tree.edges.len())
            .filter(|&i| edges >> i & 1 == 1)
            .map(|i| {
                let (top, bottom) = self.ends[i];
                let next = self.joined_to_root(edges & !(1u128 << i));
                Move::to(format!("{} {}", top + 1, bottom + 1), next)
            })
            .collect()
    }

    fn draw(&self, &edges: &u128) -> String {
        let mut text = "1   (vertex 1, the root: what a cut parts from it goes)\n".to_owned();
        self.draw_below(edges, 0, "", &mut text);
        text
    }

    fn refuse(&self, &edges: &u128, typed: &str) -> Option<String> {
        let numbers: Vec<Option<usize>> =
            typed.split_whitespace().map(|w| w.parse().ok()).collect();
        let &[Some(x), Some(y)] = numbers.as_slice() else {
            return Some(format!("`{}` is not a move: {NOTATION}", typed.trim()));
        };
        let edge = (0..self.ends.len()).find(|&i| {
            let (a, b) = self.ends[i];
            (a + 1, b + 1) == (x, y) || (a + 1, b + 1) == (y, x)
        });
        Some(match edge {
            None => format!("there is no edge between {x} and {y}"),
            Some(i) if edges >> i & 1 == 0 => format!("the edge {x} {y} is gone already"),
            Some(i) => format!(
                "type the end on vertex 1's side first: `{} {}`",
                self.ends[i].0 + 1,
                self.ends[i].1 + 1
            ),
        })
    }
}

/// How a move is typed.
const NOTATION: &str = "the edge to delete, its end on vertex 1's side first: `2 4`";

/// True iff the player to move wins the game on the whole of `tree`, by the kit's search of
/// [`TreeGame`]; `None` once more than [`SEARCH_BUDGET`] positions would be decided.
fn first_wins_brute(tree: &Tree) -> Option<bool> {
    let game = TreeGame::new(tree);
    Searcher::new(&game, SEARCH_BUDGET).first_wins(&game.start())
}

/// The game of an input, Alice first.
fn games(input: &str) -> Games {
    let game = TreeGame::new(&parse(input));
    let start = game.start();
    Games::new(vec![Games::case(game, start, PLAY_BUDGET)])
}

/// The oracle's answer as a result.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Alice\n")])
}

/// The number of subtrees of `tree` holding vertex 0 (the positions the game can reach), capped
/// at `u128::MAX`: s(v) = Π over the children c of v of (1 + s(c)).
fn positions(tree: &Tree) -> u128 {
    let mut neighbours = vec![Vec::new(); tree.n];
    for &(x, y) in &tree.edges {
        neighbours[x].push(y);
        neighbours[y].push(x);
    }
    let mut order = vec![0];
    let mut parent = vec![usize::MAX; tree.n];
    let mut seen = vec![false; tree.n];
    seen[0] = true;
    let mut head = 0;
    while head < order.len() {
        let v = order[head];
        head += 1;
        for &w in &neighbours[v] {
            if !seen[w] {
                seen[w] = true;
                parent[w] = v;
                order.push(w);
            }
        }
    }
    let mut count = vec![1u128; tree.n];
    for &v in order.iter().skip(1).rev() {
        count[parent[v]] = count[parent[v]].saturating_mul(count[v].saturating_add(1));
    }
    count[0]
}

/// The expected output by game search from the whole tree, or `None` beyond the search's reach
/// (more than 129 vertices, or more than 3·10^5 positions).
fn oracle(input: &str) -> Option<String> {
    let tree = parse(input);
    if tree.edges.len() > 128 || positions(&tree) > SEARCH_REACH {
        return None;
    }
    let wins = first_wins_brute(&tree)?;
    Some(if wins { "Alice\n" } else { "Bob\n" }.to_owned())
}

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
fn all_rooted_trees(max_n: usize) -> Vec<Vec<usize>> {
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
fn exhaustive_inputs() -> Vec<String> {
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
fn random_tree(rng: &mut Rng, size: usize) -> String {
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
fn random_thin_tree(rng: &mut Rng, size: usize) -> String {
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
const SHRINK_CUTS: usize = 40;
const SHRINK_LEAVES: usize = 20;

/// Smaller trees, at most 60: game moves (delete an edge and the part cut off from vertex 1), the
/// largest cuts first; then the tree with one leaf other than vertex 1 removed. O(N) each.
fn shrink(input: &str) -> Vec<String> {
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
fn max_inputs() -> Vec<MaxInput> {
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

/// The Grundy value of the game on the subtree of `v` (rooted at `v`), by the oracle's win/lose
/// search alone: it is the k for which that subtree with a path of k more edges hung from its root
/// is lost (such a path is a Nim heap of k, and a game plus *k is lost iff its value is k).
fn subtree_grundy(children: &[Vec<usize>], v: usize) -> u64 {
    let mut edges = Vec::new();
    let mut stack = vec![(v, 0)];
    let mut n = 1;
    while let Some((u, at)) = stack.pop() {
        for &c in &children[u] {
            edges.push((at, n));
            stack.push((c, n));
            n += 1;
        }
    }
    (0..16)
        .find(|&k| {
            let mut with_path = Tree {
                n: n + k,
                edges: edges.clone(),
            };
            for i in 0..k {
                let from = if i == 0 { 0 } else { n + i - 1 };
                with_path.edges.push((from, n + i));
            }
            !first_wins_brute(&with_path).expect("a small tree is within the search's budget")
        })
        .expect("a value below 16") as u64
}

/// Game on Tree: each vertex's Grundy value (of the game on its subtree), by the oracle's search,
/// and on each edge to a child c the value G(c) + 1 that the colon principle XORs.
fn figure() -> String {
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

#[cfg(test)]
mod tests {
    use super::*;

    fn wins(text: &str) -> Option<bool> {
        oracle(text).map(|answer| answer == "Alice\n")
    }

    #[test]
    fn the_search_knows_small_trees_by_hand() {
        assert_eq!(wins("2\n1 2\n"), Some(true), "one edge");
        assert_eq!(
            wins("3\n1 2\n1 3\n"),
            Some(false),
            "two single edges at the root"
        );
        assert_eq!(
            wins("3\n2 1\n3 2\n"),
            Some(true),
            "a path of two edges: cut the top"
        );
        assert_eq!(
            wins("4\n1 2\n2 3\n2 4\n"),
            Some(true),
            "one stem with a fork: cut the stem"
        );
        assert_eq!(
            wins("5\n1 2\n2 3\n1 4\n4 5\n"),
            Some(false),
            "two paths of two edges: mirror"
        );
        // vertex 1 is a leaf of a star of four leaves: the stem below a fork of three edges
        assert_eq!(wins("5\n2 1\n2 3\n2 4\n2 5\n"), Some(true));
    }

    #[test]
    fn positions_are_the_subtrees_holding_the_root() {
        assert_eq!(positions(&parse("3\n1 2\n1 3\n")), 4);
        assert_eq!(positions(&parse("3\n2 1\n3 2\n")), 3);
        assert_eq!(positions(&parse("5\n1 2\n2 3\n2 4\n4 5\n")), 7);
    }

    #[test]
    fn the_search_gives_up_beyond_its_budget() {
        let star = Tree {
            n: 60,
            edges: (1..60).map(|v| (0, v)).collect(),
        };
        assert_eq!(oracle(&input_of(&star)), None);
        let path = Tree {
            n: 200,
            edges: (1..200).map(|v| (v - 1, v)).collect(),
        };
        assert_eq!(oracle(&input_of(&path)), None);
    }

    #[test]
    fn the_rooted_trees_are_counted_right() {
        let counts: Vec<usize> = (1..=10)
            .map(|n| all_rooted_trees(10).iter().filter(|p| p.len() == n).count())
            .collect();
        assert_eq!(counts, vec![1, 1, 2, 4, 9, 20, 48, 115, 286, 719]);
        assert_eq!(exhaustive_inputs().len(), 1204);
    }

    #[test]
    fn the_validator_takes_trees_and_names_the_rest() {
        assert_eq!(validate("2\n2 1\n"), Ok(()));
        assert_eq!(validate("4\n1 2\n3 2\n4 1\n"), Ok(()));
        for bad in [
            "1\n",
            "3\n1 2\n2 1\n",
            "3\n1 2\n",
            "3\n1 2\n2 4\n",
            "4\n1 2\n2 3\n3 1\n",
            "2\n1 1\n",
            "2\n1 2",
            "2\n1  2\n",
            "2\n1 2\n3 4\n",
        ] {
            assert!(validate(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn every_generated_input_is_valid_and_within_reach() {
        let mut all = exhaustive_inputs();
        let mut rng = Rng::new(1);
        for generator in SPEC.random {
            for _ in 0..40 {
                let size = 1 + rng.below(generator.max_size);
                let input = (generator.generate)(&mut rng, size);
                assert!(oracle(&input).is_some(), "{input}");
                all.push(input);
            }
        }
        for input in exhaustive_inputs().iter().step_by(50) {
            assert!(oracle(input).is_some());
            all.extend(shrink(input));
        }
        for max in max_inputs() {
            assert!(shrink(&max.input).len() <= SHRINK_CUTS + SHRINK_LEAVES);
            assert!(
                validate(&max.input).is_ok(),
                "{}: {:?}",
                max.label,
                validate(&max.input)
            );
        }
        for input in &all {
            if let Err(e) = validate(input) {
                panic!("{input:.80}: {e}");
            }
        }
    }

    #[test]
    fn shrinking_gives_smaller_trees_with_the_moves_first() {
        let shrunk = shrink("5\n1 2\n2 3\n2 4\n4 5\n");
        assert_eq!(
            shrunk[0], "3\n1 2\n2 3\n",
            "cutting 2–4 leaves the smallest tree"
        );
        assert!(shrunk.iter().all(|s| parse(s).n < 5));
        assert!(shrunk.contains(&"4\n1 2\n2 3\n2 4\n".to_owned()));
    }
}
