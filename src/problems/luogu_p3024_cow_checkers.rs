//! Luogu P3024 [USACO11OPEN] Cow Checkers S (Wythoff's game). Three exact references, none of them
//! the solution's golden-ratio formula:
//! - [`brute`]: game search over the grid of positions, from the rules alone (coordinates ≤ 300);
//! - [`ColdPairs`]: the losing positions built one by one by the mex construction, checked against
//!   the search, for coordinates in the tens of millions;
//! - [`cold_by_zeckendorf`]: Silber's Fibonacci characterisation of the Wythoff pairs, checked
//!   against the mex construction, for every pair of u64.

use super::{Exhaustive, MaxInput, Spec};
use crate::rng::Rng;
use crate::tokens::Tokens;
use std::fmt::Write;

pub const SPEC: Spec = Spec {
    name: "luogu-p3024-cow-checkers",
    validate,
    oracle: brute,
    reference: None,
    checker: None,
    exhaustive: Exhaustive {
        bound: "(not stated yet)",
        inputs: Vec::new,
    },
    random: &[],
    shrink: |_| Vec::new(),
    max_inputs,
};

/// Not written yet: rejects every input.
pub fn validate(_input: &str) -> Result<(), String> {
    Err("no validator yet".to_owned())
}

/// The statement's limits: board sides up to `MAX_SIDE`, up to `MAX_T` queries.
pub const MAX_SIDE: u64 = 1_000_000;
pub const MAX_T: usize = 1000;

/// The largest coordinate the game search takes on.
pub const SEARCH_REACH: u64 = 300;

/// The statement's input: the board (M, N) and the queries (X, Y).
pub struct Input {
    pub board: (u64, u64),
    pub queries: Vec<(u64, u64)>,
}

/// The statement's input, parsed.
pub fn parse_input(input: &str) -> Input {
    let mut tokens = Tokens::new(input);
    let board = (tokens.read(), tokens.read());
    let t: usize = tokens.read();
    let queries = (0..t).map(|_| (tokens.read(), tokens.read())).collect();
    Input { board, queries }
}

/// The input text of `board` and `queries`.
pub fn input_of(board: (u64, u64), queries: &[(u64, u64)]) -> String {
    let mut input = format!("{} {}\n{}\n", board.0, board.1, queries.len());
    for (x, y) in queries {
        writeln!(input, "{x} {y}").unwrap();
    }
    input
}

/// The output line for a position: whether the first player (Bessie) wins.
pub fn verdict(first_wins: bool) -> &'static str {
    if first_wins { "Bessie" } else { "Farmer John" }
}

/// `wins[x][y]` for every x, y ≤ `reach`: true iff the player to move at (x, y) wins, i.e. some move
/// (left by i, down by i, or both by i, i ≥ 1, staying ≥ 0) reaches a position where the player to
/// move loses; at (0, 0) there is no move and the player to move loses.
pub fn search(reach: u64) -> Vec<Vec<bool>> {
    let n = reach as usize + 1;
    let mut wins = vec![vec![false; n]; n];
    for x in 0..n {
        for y in 0..n {
            let left = (1..=x).any(|i| !wins[x - i][y]);
            let down = (1..=y).any(|i| !wins[x][y - i]);
            let both = (1..=x.min(y)).any(|i| !wins[x - i][y - i]);
            wins[x][y] = left || down || both;
        }
    }
    wins
}

/// The expected output by game search, or `None` if a coordinate is beyond [`SEARCH_REACH`].
pub fn brute(input: &str) -> Option<String> {
    let Input { queries, .. } = parse_input(input);
    let reach = queries.iter().map(|&(x, y)| x.max(y)).max().unwrap_or(0);
    if reach > SEARCH_REACH {
        return None;
    }
    let wins = search(reach);
    let mut out = String::new();
    for (x, y) in queries {
        writeln!(out, "{}", verdict(wins[x as usize][y as usize])).unwrap();
    }
    Some(out)
}

/// The first losing positions (a_k, b_k), a_k ≤ b_k, of the mex construction: a_0 = b_0 = 0;
/// a_k = the smallest number in no earlier pair; b_k = a_k + k.
pub struct ColdPairs {
    /// lower[k] = a_k.
    pub lower: Vec<u64>,
}

impl ColdPairs {
    /// The pairs k = 0 .. `count`.
    pub fn new(count: usize) -> Self {
        let mut used = vec![false; 3 * count + 3];
        let mut lower = Vec::with_capacity(count);
        let mut mex = 0;
        for k in 0..count {
            while used[mex] {
                mex += 1;
            }
            lower.push(mex as u64);
            used[mex] = true;
            used[mex + k] = true;
        }
        ColdPairs { lower }
    }

    /// Whether the player to move loses at (x, y), or `None` if the difference is beyond the pairs
    /// built: the only losing position with x ≤ y and y - x = d is (a_d, b_d).
    pub fn loses(&self, x: u64, y: u64) -> Option<bool> {
        let (x, y) = (x.min(y), x.max(y));
        let d = usize::try_from(y - x).ok()?;
        self.lower.get(d).map(|&a| a == x)
    }
}

/// F_2 = 1, F_3 = 2, F_4 = 3, ...: every Fibonacci number that fits in a u64, `FIB[i] = F_{i+2}`.
fn fibonacci() -> Vec<u64> {
    let mut fib = vec![1u64, 2];
    while let Some(next) = fib[fib.len() - 1].checked_add(fib[fib.len() - 2]) {
        fib.push(next);
    }
    fib
}

/// The Zeckendorf representation of n ≥ 1: the indices i (of F_i, F_2 = 1) of its sum of
/// non-consecutive Fibonacci numbers, descending.
fn zeckendorf(fib: &[u64], mut n: u64) -> Vec<usize> {
    let mut indices = Vec::new();
    for (j, &f) in fib.iter().enumerate().rev() {
        if f <= n {
            n -= f;
            indices.push(j + 2);
        }
    }
    indices
}

/// Whether the player to move loses at (x, y), by Silber's theorem (Fibonacci Quart. 14, 1976):
/// a ≥ 1 is a_k of some Wythoff pair iff its Zeckendorf representation's smallest index is even,
/// and then b_k is the sum of the next Fibonacci numbers (every index + 1).
pub fn cold_by_zeckendorf(x: u64, y: u64) -> bool {
    let (x, y) = (x.min(y), x.max(y));
    if x == 0 {
        return y == 0;
    }
    let fib = fibonacci();
    let indices = zeckendorf(&fib, x);
    if indices.last().is_none_or(|&i| i % 2 == 1) {
        return false;
    }
    upper_of(&fib, &indices) == Some(y)
}

/// Σ F_{i+1} over `indices`, or `None` if it overflows.
fn upper_of(fib: &[u64], indices: &[usize]) -> Option<u64> {
    indices
        .iter()
        .try_fold(0u64, |sum, &i| sum.checked_add(*fib.get(i - 1)?))
}

/// A random losing pair (a, b), a < b ≤ u64::MAX, with a ≤ `max_lower`, by Silber's theorem:
/// a random a whose smallest Zeckendorf index is even, and its shifted sum.
pub fn random_cold_pair(rng: &mut Rng, max_lower: u64) -> (u64, u64) {
    let fib = fibonacci();
    loop {
        let a = rng.range(1, max_lower);
        let indices = zeckendorf(&fib, a);
        if indices.last().is_some_and(|&i| i % 2 == 0)
            && let Some(b) = upper_of(&fib, &indices)
        {
            return (a, b);
        }
    }
}

/// Max-size inputs: a 10^6 × 10^6 board, T = 1000 queries; the losing pairs nearest the corner
/// (10^6, 10^6) in both orders, their neighbours, and random positions.
fn max_inputs() -> Vec<MaxInput> {
    let pairs = ColdPairs::new(400_000);
    let mut rng = Rng::new(3024);
    let mut queries = Vec::new();
    let top: Vec<(u64, u64)> = pairs
        .lower
        .iter()
        .enumerate()
        .map(|(k, &a)| (a, a + k as u64))
        .filter(|&(_, b)| b < MAX_SIDE)
        .rev()
        .take(100)
        .collect();
    for (a, b) in top {
        queries.extend([(a, b), (b, a), (a + 1, b), (a, b - 1), (a - 1, b - 1)]);
    }
    while queries.len() < MAX_T {
        queries.push((rng.range(0, MAX_SIDE - 1), rng.range(0, MAX_SIDE - 1)));
    }
    vec![MaxInput {
        label: "M=N=10^6, T=1000, losing pairs near the corner and their neighbours",
        input: input_of((MAX_SIDE, MAX_SIDE), &queries),
    }]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_search_knows_the_small_positions_by_hand() {
        let wins = search(13);
        for (x, y) in [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (6, 10), (8, 13)] {
            assert!(!wins[x][y], "({x}, {y}) loses");
        }
        for (x, y) in [(1, 1), (0, 5), (2, 2), (1, 3), (3, 4), (5, 8)] {
            assert!(wins[x][y], "({x}, {y}) wins");
        }
    }

    #[test]
    fn the_mex_construction_agrees_with_the_search() {
        let wins = search(SEARCH_REACH);
        let pairs = ColdPairs::new(SEARCH_REACH as usize + 1);
        for x in 0..=SEARCH_REACH {
            for y in 0..=SEARCH_REACH {
                assert_eq!(
                    pairs.loses(x, y),
                    Some(!wins[x as usize][y as usize]),
                    "({x}, {y})"
                );
            }
        }
    }

    #[test]
    fn silbers_theorem_agrees_with_the_mex_construction() {
        let pairs = ColdPairs::new(1_000_000);
        for (k, &a) in pairs.lower.iter().enumerate() {
            let b = a + k as u64;
            assert!(cold_by_zeckendorf(a, b), "({a}, {b})");
            assert!(!cold_by_zeckendorf(a, b + 1), "({a}, {})", b + 1);
            assert!(k == 0 || !cold_by_zeckendorf(a, b - 1), "({a}, {})", b - 1);
        }
        let mut rng = Rng::new(5);
        for _ in 0..100_000 {
            let x = rng.range(0, 1_500_000);
            let y = rng.range(x.saturating_sub(999_999), x + 999_999);
            assert_eq!(
                Some(cold_by_zeckendorf(x, y)),
                pairs.loses(x, y),
                "({x}, {y})"
            );
        }
    }

    #[test]
    fn silbers_theorem_reaches_the_top_of_u64() {
        let mut rng = Rng::new(6);
        let (a, b) = random_cold_pair(&mut rng, u64::MAX / 2);
        assert!(a < b && cold_by_zeckendorf(b, a));
        assert!(!cold_by_zeckendorf(0, u64::MAX));
        assert!(!cold_by_zeckendorf(u64::MAX, u64::MAX));
    }
}
