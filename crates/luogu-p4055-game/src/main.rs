//! Luogu P4055 [JSOI2009] 游戏: https://www.luogu.com.cn/problem/P4055
//!
//! Game: AA puts a token on an open cell of an N×M maze; then YY and AA alternately (YY first) move
//!       it to an adjacent open cell never entered before; the player who cannot move loses.
//! Claim: AA wins from the cell s iff some maximum matching of the grid graph (open cells, edges
//!        between adjacent ones) leaves s unmatched.
//! Proof: if a maximum matching M misses s, AA answers every move onto w with the move onto M(w);
//!        YY entering an M-unmatched cell would close an augmenting path. If every maximum matching
//!        covers s, YY plays the same strategy from s. The cells some maximum matching misses are
//!        those an even alternating path reaches from an unmatched one. The README has the argument.
//! Time: O(E·√V) for Hopcroft–Karp from a greedy start (V ≤ 10^4 cells, E ≤ 2·10^4 edges), then
//!       one O(V + E) search.

use proconio::input;
use proconio::marker::Bytes;
use std::collections::VecDeque;
use std::io::{self, BufWriter, Write};

/// No partner: the cell is unmatched.
const NONE: usize = usize::MAX;

/// The grid graph: the open cells (row-major indices r·m + c), each with its open neighbours.
struct Graph {
    // adjacent[4v..4v + degree[v]] = the open neighbours of the cell v
    adjacent: Vec<usize>,
    degree: Vec<usize>,
}

impl Graph {
    /// The graph of the maze's open cells, an edge between every two adjacent ones.
    fn of_maze(n: usize, m: usize, maze: &[Vec<u8>]) -> Graph {
        let mut graph = Graph {
            adjacent: vec![0; 4 * n * m],
            degree: vec![0; n * m],
        };
        for r in 0..n {
            for c in 0..m {
                if maze[r][c] != b'.' {
                    continue;
                }
                let here = r * m + c;
                if r + 1 < n && maze[r + 1][c] == b'.' {
                    graph.join(here, here + m);
                }
                if c + 1 < m && maze[r][c + 1] == b'.' {
                    graph.join(here, here + 1);
                }
            }
        }
        graph
    }

    /// Adds the edge between the cells `v` and `w`.
    fn join(&mut self, v: usize, w: usize) {
        self.adjacent[4 * v + self.degree[v]] = w;
        self.degree[v] += 1;
        self.adjacent[4 * w + self.degree[w]] = v;
        self.degree[w] += 1;
    }

    /// The open neighbours of the cell `v`.
    fn around(&self, v: usize) -> &[usize] {
        &self.adjacent[4 * v..4 * v + self.degree[v]]
    }

    /// The number of cells, open or not.
    fn cells(&self) -> usize {
        self.degree.len()
    }
}

/// A maximum matching of the bipartite graph whose left side is `left` (the cells with r + c
/// even): `partner[v]` is v's partner or `NONE`. Hopcroft–Karp, with an iterative search.
fn maximum_matching(graph: &Graph, left: &[usize]) -> Vec<usize> {
    let mut partner = vec![NONE; graph.cells()];
    // layer[u] for a left cell u: its distance from a free left cell in the alternating BFS
    let mut layer = vec![usize::MAX; graph.cells()];
    // next[u]: the first neighbour of u not yet tried in this phase's search
    let mut next = vec![0; graph.cells()];
    let mut queue = VecDeque::new();
    let mut stack: Vec<usize> = Vec::new();
    // a greedy start, dominoes laid in row-major order: a free cell takes its right neighbour if
    // free, else the one below (a full grid with an even side is matched at once)
    for u in 0..graph.cells() {
        if partner[u] != NONE {
            continue;
        }
        let later = graph
            .around(u)
            .iter()
            .filter(|&&v| v > u && partner[v] == NONE);
        if let Some(&v) = later.min() {
            partner[u] = v;
            partner[v] = u;
        }
    }
    loop {
        queue.clear();
        for &u in left {
            layer[u] = if partner[u] == NONE { 0 } else { usize::MAX };
            if partner[u] == NONE {
                queue.push_back(u);
            }
        }
        // limit = the layer of the left cells next to a free right cell: the shortest augmenting
        // paths end there, and no deeper layer is searched
        let mut limit = usize::MAX;
        while let Some(u) = queue.pop_front() {
            if layer[u] >= limit {
                continue;
            }
            for &v in graph.around(u) {
                let w = partner[v];
                if w == NONE {
                    limit = layer[u];
                } else if layer[w] == usize::MAX {
                    layer[w] = layer[u] + 1;
                    queue.push_back(w);
                }
            }
        }
        if limit == usize::MAX {
            return partner;
        }
        for &u in left {
            next[u] = 0;
        }
        for &root in left {
            if partner[root] != NONE {
                continue;
            }
            // stack = left cells of the alternating path from root, each to be joined to the
            // right cell it is trying; an augmenting path ends at a free right cell
            stack.clear();
            stack.push(root);
            while let Some(&u) = stack.last() {
                if next[u] == graph.around(u).len() {
                    layer[u] = usize::MAX;
                    stack.pop();
                    continue;
                }
                let v = graph.around(u)[next[u]];
                let w = partner[v];
                if w == NONE {
                    // augment along the stack: each left cell takes the right cell it tries
                    for &x in stack.iter().rev() {
                        let y = graph.around(x)[next[x]];
                        partner[x] = y;
                        partner[y] = x;
                    }
                    for &x in &stack {
                        layer[x] = usize::MAX;
                    }
                    break;
                }
                if layer[w] == layer[u] + 1 && layer[w] <= limit {
                    stack.push(w);
                } else {
                    next[u] += 1;
                }
            }
        }
    }
}

/// The open cells from which AA, placing the token, wins: those some maximum matching leaves
/// unmatched, in row-major order.
fn winning_starts(n: usize, m: usize, maze: &[Vec<u8>]) -> Vec<usize> {
    let graph = Graph::of_maze(n, m, maze);
    let open = |v: usize| maze[v / m][v % m] == b'.';
    let left: Vec<usize> = (0..n * m)
        .filter(|&v| open(v) && (v / m + v % m).is_multiple_of(2))
        .collect();
    let partner = maximum_matching(&graph, &left);
    // avoidable[v]: some maximum matching misses v, i.e. an even alternating path reaches v from
    // an unmatched cell (non-matching edge, then matching edge, repeated)
    let mut avoidable = vec![false; n * m];
    let mut queue: VecDeque<usize> = (0..n * m)
        .filter(|&v| open(v) && partner[v] == NONE)
        .collect();
    for &v in &queue {
        avoidable[v] = true;
    }
    while let Some(u) = queue.pop_front() {
        for &v in graph.around(u) {
            // v is matched, or M would not be maximum
            let w = partner[v];
            if !avoidable[w] {
                avoidable[w] = true;
                queue.push_back(w);
            }
        }
    }
    (0..n * m).filter(|&v| avoidable[v]).collect()
}

fn main() {
    input! {
        n: usize,
        m: usize,
        maze: [Bytes; n],
    }
    for (r, row) in maze.iter().enumerate() {
        assert!(
            row.len() == m && row.iter().all(|&b| b == b'.' || b == b'#'),
            "row {} must be {m} characters `.` or `#`",
            r + 1
        );
    }
    let starts = winning_starts(n, m, &maze);
    let mut out = BufWriter::new(io::stdout().lock());
    if starts.is_empty() {
        writeln!(out, "LOSE").unwrap();
    } else {
        writeln!(out, "WIN").unwrap();
        for v in starts {
            writeln!(out, "{} {}", v / m + 1, v % m + 1).unwrap();
        }
    }
}
