//! The game and the oracle: the rules, searched.

use super::parse;
use plan_kit::game::{Game, GameResult, Games, Kind, Move, PLAY_BUDGET, Searcher};
use plan_kit::graph::Graph;

/// The most positions (edge sets) the search may meet: it runs only when the tree has at most this
/// many subtrees holding vertex 1 (every position is one of them).
const SEARCH_REACH: u128 = 300_000;

/// The most positions the search decides before it gives up (a guard; the reach comes first).
const SEARCH_BUDGET: usize = 1_000_000;

/// A tree: the vertex count and the edges, 0-based, in input order and orientation.
pub(super) type Tree = Graph;

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
pub(super) const NOTATION: &str = "the edge to delete, its end on vertex 1's side first: `2 4`";

/// True iff the player to move wins the game on the whole of `tree`, by the kit's search of
/// [`TreeGame`]; `None` once more than [`SEARCH_BUDGET`] positions would be decided.
fn first_wins_brute(tree: &Tree) -> Option<bool> {
    let game = TreeGame::new(tree);
    Searcher::new(&game, SEARCH_BUDGET).first_wins(&game.start())
}

/// The game of an input, Alice first.
pub(super) fn games(input: &str) -> Games {
    let game = TreeGame::new(&parse(input));
    let start = game.start();
    Games::new(vec![Games::case(game, start, PLAY_BUDGET)])
}

/// The oracle's answer as a result.
pub(super) fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(vec![GameResult::of(oracle(input)? == "Alice\n")])
}

/// The number of subtrees of `tree` holding vertex 0 (the positions the game can reach), capped
/// at `u128::MAX`: s(v) = Π over the children c of v of (1 + s(c)).
pub(super) fn positions(tree: &Tree) -> u128 {
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
pub(super) fn oracle(input: &str) -> Option<String> {
    let tree = parse(input);
    if tree.edges.len() > 128 || positions(&tree) > SEARCH_REACH {
        return None;
    }
    let wins = first_wins_brute(&tree)?;
    Some(if wins { "Alice\n" } else { "Bob\n" }.to_owned())
}

/// The Grundy value of the game on the subtree of `v` (rooted at `v`), by the oracle's win/lose
/// search alone: it is the k for which that subtree with a path of k more edges hung from its root
/// is lost (such a path is a Nim heap of k, and a game plus *k is lost iff its value is k).
pub(super) fn subtree_grundy(children: &[Vec<usize>], v: usize) -> u64 {
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
