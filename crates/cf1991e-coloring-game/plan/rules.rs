//! The game and the oracle: the rules, searched.

use super::Case;

/// The largest n the search decides (4^n colourings).
pub(super) const SEARCH_N: usize = 8;

/// The pairs Alice may name.
pub(super) const PAIRS: [(u8, u8); 3] = [(1, 2), (1, 3), (2, 3)];

/// The game search of one graph with n ≤ `SEARCH_N`, from the rules alone. A position is a
/// colouring, 2 bits a vertex (0 uncoloured); Alice names a pair and Bob paints.
pub(super) struct Search {
    n: usize,
    edges: Vec<(usize, usize)>,
    /// memo[s]: 0 not known yet, 1 Alice wins from s (her pair next), 2 Bob wins
    memo: Vec<u8>,
}

impl Search {
    pub fn new(case: &Case) -> Search {
        assert!(case.n <= SEARCH_N, "the search reaches n ≤ {SEARCH_N}");
        Search {
            n: case.n,
            edges: case.edges.clone(),
            memo: vec![0; 1 << (2 * case.n)],
        }
    }

    /// The colour of `v` in `s` (0: uncoloured).
    pub fn colour(s: u32, v: usize) -> u8 {
        (s >> (2 * v) & 3) as u8
    }

    /// True iff some edge has both ends of one colour in `s`.
    pub fn monochromatic(&self, s: u32) -> bool {
        self.edges.iter().any(|&(a, b)| {
            let c = Search::colour(s, a);
            c != 0 && c == Search::colour(s, b)
        })
    }

    /// Bob's paintings (vertex, colour) for `pair` in `s`, and the positions they leave.
    pub fn paintings(&self, s: u32, pair: (u8, u8)) -> Vec<(usize, u8, u32)> {
        let mut moves = Vec::new();
        for v in (0..self.n).filter(|&v| Search::colour(s, v) == 0) {
            for c in [pair.0, pair.1] {
                moves.push((v, c, s | u32::from(c) << (2 * v)));
            }
        }
        moves
    }

    /// True iff Alice wins from `s` with her pair next: a monochromatic edge already, or (some
    /// vertex uncoloured and) a pair after which every painting leaves a position she wins.
    pub fn alice_wins(&mut self, s: u32) -> bool {
        if self.monochromatic(s) {
            return true;
        }
        if (0..self.n).all(|v| Search::colour(s, v) != 0) {
            return false;
        }
        match self.memo[s as usize] {
            1 => return true,
            2 => return false,
            _ => {}
        }
        let wins = PAIRS.iter().any(|&pair| self.pair_wins(s, pair));
        self.memo[s as usize] = if wins { 1 } else { 2 };
        wins
    }

    /// True iff naming `pair` in `s` wins for Alice: every painting leaves a position she wins.
    pub fn pair_wins(&mut self, s: u32, pair: (u8, u8)) -> bool {
        self.paintings(s, pair)
            .into_iter()
            .all(|(_, _, after)| self.alice_wins(after))
    }
}

/// True iff Alice wins the game on `case` (n ≤ `SEARCH_N`), by the search.
pub(super) fn alice_wins_brute(case: &Case) -> bool {
    Search::new(case).alice_wins(0)
}

/// Every connected labelled graph on n vertices (its edges in the order of the pairs (a, b),
/// a < b, lexicographic), by the subsets of the pairs.
pub(super) fn connected_graphs(n: usize) -> Vec<Case> {
    let pairs: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .collect();
    let mut graphs = Vec::new();
    for mask in 0u32..1 << pairs.len() {
        let edges: Vec<(usize, usize)> = (0..pairs.len())
            .filter(|&k| mask >> k & 1 == 1)
            .map(|k| pairs[k])
            .collect();
        let case = Case { n, edges };
        if case.is_connected() {
            graphs.push(case);
        }
    }
    graphs
}
