//! The game and the oracle: the rules, searched.

use std::collections::HashMap;

/// The largest N the `searched` strategy searches the game for.
pub(super) const SEARCH_N: usize = 8;

/// True iff the graph `adjacent` (lists on 0..=n, vertex 0 unused) with the edge i–j added has a
/// closed walk of odd length: a search of (vertex, parity of the length so far) from (i, even)
/// reaches (i, odd). The graph is connected (it holds a tree), so an odd closed walk anywhere
/// gives one through i.
pub(super) fn closes_odd_cycle(adjacent: &[Vec<usize>], i: usize, j: usize) -> bool {
    let n = adjacent.len();
    // seen[2v + p]: v reached by a walk of parity p
    let mut seen = vec![false; 2 * n];
    seen[2 * i] = true;
    let mut stack = vec![(i, 0usize)];
    while let Some((u, p)) = stack.pop() {
        let extra = if u == i {
            Some(j)
        } else if u == j {
            Some(i)
        } else {
            None
        };
        for &w in adjacent[u].iter().chain(extra.iter()) {
            let state = 2 * w + (1 - p);
            if !seen[state] {
                seen[state] = true;
                stack.push((w, 1 - p));
            }
        }
    }
    seen[2 * i + 1]
}

/// True iff (i, j) with 1 ≤ i < j ≤ n is a legal move by the rules: no edge yet, no odd cycle.
pub(super) fn legal_by_rules(adjacent: &[Vec<usize>], i: usize, j: usize) -> bool {
    !adjacent[i].contains(&j) && !closes_odd_cycle(adjacent, i, j)
}

/// The graph's state during a game: the adjacency lists and matrix on 1..=n.
#[derive(Clone)]
pub(super) struct Graph {
    pub n: usize,
    pub adjacent: Vec<Vec<usize>>,
    pub is_edge: Vec<Vec<bool>>,
}

impl Graph {
    /// The tree with `edges` on 1..=n.
    pub fn new(n: usize, edges: &[(usize, usize)]) -> Graph {
        let mut graph = Graph {
            n,
            adjacent: vec![Vec::new(); n + 1],
            is_edge: vec![vec![false; n + 1]; n + 1],
        };
        for &(a, b) in edges {
            graph.add(a, b);
        }
        graph
    }

    pub fn add(&mut self, a: usize, b: usize) {
        self.adjacent[a].push(b);
        self.adjacent[b].push(a);
        self.is_edge[a][b] = true;
        self.is_edge[b][a] = true;
    }

    /// Every legal pair by the rules ([`legal_by_rules`]), in increasing order: O(N²) searches.
    #[cfg(test)]
    pub fn legal_by_rules(&self) -> Vec<(usize, usize)> {
        let mut pairs = Vec::new();
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if legal_by_rules(&self.adjacent, i, j) {
                    pairs.push((i, j));
                }
            }
        }
        pairs
    }

    /// The parity of each vertex's distance from vertex 1 (a breadth-first search).
    pub fn parity_from_1(&self) -> Vec<bool> {
        let mut parity = vec![false; self.n + 1];
        let mut seen = vec![false; self.n + 1];
        seen[1] = true;
        let mut queue = std::collections::VecDeque::from([1]);
        while let Some(u) = queue.pop_front() {
            for &w in &self.adjacent[u] {
                if !seen[w] {
                    seen[w] = true;
                    parity[w] = !parity[u];
                    queue.push_back(w);
                }
            }
        }
        parity
    }

    /// The legal pairs in increasing order, listed quickly: no edge, and ends whose distances
    /// from vertex 1 differ in parity. Equal to [`Graph::legal_by_rules`] while the graph has no
    /// odd cycle (the tests check it at every step of many games).
    pub fn legal_quick(&self) -> Vec<(usize, usize)> {
        let parity = self.parity_from_1();
        let mut pairs = Vec::new();
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if parity[i] != parity[j] && !self.is_edge[i][j] {
                    pairs.push((i, j));
                }
            }
        }
        pairs
    }
}

/// The game searched from its rules on small graphs: a position is the set of edges (a bit per
/// pair of 1..=n), a move adds one pair that [`legal_by_rules`] allows.
pub(super) struct GameSearch {
    n: usize,
    /// wins, and the fewest and most moves left, of each position met
    memo: HashMap<u64, (bool, u32, u32)>,
}

impl GameSearch {
    /// A search on `n` ≤ 11 vertices (C(11, 2) = 55 pairs fit a word).
    pub fn new(n: usize) -> GameSearch {
        assert!(n <= 11, "the search keeps a pair a bit");
        GameSearch {
            n,
            memo: HashMap::new(),
        }
    }

    /// The bit of the pair (i, j), i < j.
    pub fn bit(&self, i: usize, j: usize) -> u64 {
        let (i, j) = (i.min(j) - 1, i.max(j) - 1);
        // pairs (0, 1), (0, 2), …, (0, n − 1), (1, 2), … numbered from 0
        1 << (i * (2 * self.n - i - 1) / 2 + (j - i - 1))
    }

    /// The position of `graph`.
    pub fn mask_of(&self, graph: &Graph) -> u64 {
        let mut mask = 0;
        for i in 1..=self.n {
            for &j in &graph.adjacent[i] {
                if i < j {
                    mask |= self.bit(i, j);
                }
            }
        }
        mask
    }

    /// The positions one legal move reaches from `mask`.
    fn successors(&self, mask: u64) -> Vec<u64> {
        let mut adjacent = vec![Vec::new(); self.n + 1];
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if mask & self.bit(i, j) != 0 {
                    adjacent[i].push(j);
                    adjacent[j].push(i);
                }
            }
        }
        let mut next = Vec::new();
        for i in 1..=self.n {
            for j in i + 1..=self.n {
                if legal_by_rules(&adjacent, i, j) {
                    next.push(mask | self.bit(i, j));
                }
            }
        }
        next
    }

    /// (the player to move wins, fewest moves left, most moves left) from `mask`, over every way
    /// the game may go on. The recursion is as deep as the game is long (≤ 30 moves at n ≤ 11).
    pub fn solve(&mut self, mask: u64) -> (bool, u32, u32) {
        if let Some(&known) = self.memo.get(&mask) {
            return known;
        }
        let next = self.successors(mask);
        let mut result = (false, u32::MAX, 0);
        if next.is_empty() {
            result.1 = 0;
        }
        for position in next {
            let (wins, fewest, most) = self.solve(position);
            result.0 |= !wins;
            result.1 = result.1.min(fewest + 1);
            result.2 = result.2.max(most + 1);
        }
        self.memo.insert(mask, result);
        result
    }

    /// True iff the player to move from `mask` wins.
    pub fn first_wins(&mut self, mask: u64) -> bool {
        self.solve(mask).0
    }
}
