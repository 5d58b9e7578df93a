//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{ColdPairs, SEARCH_REACH, cold_pairs};
use super::{Input, MAX_SIDE, MAX_T, input_of, parse_input};
use plan_kit::Candidates;
use plan_kit::MaxInput;
use plan_kit::rng::Rng;

/// The smallest board that holds every position of `queries`.
fn smallest_board(queries: &[(u64, u64)]) -> (u64, u64) {
    queries
        .iter()
        .fold((1, 1), |(m, n), &(x, y)| (m.max(x + 1), n.max(y + 1)))
}

/// Every position with both coordinates ≤ 60, by max(x, y) then (x, y), [`MAX_T`] per input: first
/// each on the smallest board that holds it, then on the largest board.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut all: Vec<(u64, u64)> = (0..=60)
        .flat_map(|x| (0..=60).map(move |y| (x, y)))
        .collect();
    all.sort_by_key(|&(x, y)| (x.max(y), x, y));
    let smallest = all
        .chunks(MAX_T)
        .map(|chunk| input_of(smallest_board(chunk), chunk));
    let largest = all
        .chunks(MAX_T)
        .map(|chunk| input_of((MAX_SIDE, MAX_SIDE), chunk));
    smallest.chain(largest).collect()
}

/// A board for `queries`: the smallest one or a random larger one.
fn random_board(rng: &mut Rng, queries: &[(u64, u64)]) -> (u64, u64) {
    let (m, n) = smallest_board(queries);
    if rng.chance(1, 2) {
        (m, n)
    } else {
        (rng.range(m, MAX_SIDE), rng.range(n, MAX_SIDE))
    }
}

/// Up to 100·`size` random positions with coordinates ≤ 30·`size` (≤ [`SEARCH_REACH`]).
pub(super) fn random_small_input(rng: &mut Rng, size: usize) -> String {
    let max = (30 * size as u64).min(SEARCH_REACH);
    let t = 1 + rng.below((100 * size).min(MAX_T));
    let queries: Vec<(u64, u64)> = (0..t)
        .map(|_| (rng.range(0, max), rng.range(0, max)))
        .collect();
    input_of(random_board(rng, &queries), &queries)
}

/// The number of losing pairs (a_k, b_k) with b_k < 10^6: k ≤ 381966.
const PAIRS_ON_BOARD: usize = 381_967;

/// Random losing pairs (a_k, b_k) with k < `size`/30 of those on the board, in both orders and
/// with their neighbours, then random positions near the diagonal: up to 1000 positions below 10^6.
pub(super) fn random_large_input(rng: &mut Rng, size: usize) -> String {
    let pairs = cold_pairs();
    let top = (PAIRS_ON_BOARD * size / 30).max(2);
    let mut queries = Vec::new();
    for _ in 0..40 {
        let k = rng.below(top);
        let a = pairs.lower[k];
        queries.extend(around(a, a + k as u64));
    }
    let reach = pairs.lower[top - 1] + top as u64;
    while queries.len() < 700 {
        let x = rng.range(0, reach);
        let y = rng.range(x.saturating_sub(top as u64), x + top as u64);
        queries.push((x, y));
    }
    queries.retain(|&(x, y)| x < MAX_SIDE && y < MAX_SIDE);
    queries.truncate(MAX_T);
    input_of(random_board(rng, &queries), &queries)
}

/// A losing pair (a, b) in both orders, and the positions one step off it in every direction.
pub(super) fn around(a: u64, b: u64) -> Vec<(u64, u64)> {
    let mut queries = vec![(a, b), (b, a)];
    for (da, db) in [(-1, 0), (1, 0), (0, -1), (0, 1), (-1, -1), (1, 1), (1, -1)] {
        if let (Some(x), Some(y)) = (a.checked_add_signed(da), b.checked_add_signed(db)) {
            queries.extend([(x, y), (y, x)]);
        }
    }
    queries
}

/// Smaller inputs: each query alone, fewer queries, the smallest board, then a coordinate lowered
/// (the board kept).
pub(super) fn shrink(input: &str) -> Vec<String> {
    let Input { board, queries } = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in plan_kit::shrink_list(&queries) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(board, &fewer));
        }
    }
    let (m, n) = smallest_board(&queries);
    for smaller in [(m, n), (m, board.1), (board.0, n)] {
        if smaller != board {
            candidates.push(|| input_of(smaller, &queries));
        }
    }
    for (i, &(x, y)) in queries.iter().enumerate() {
        let lowered = plan_kit::shrink_value(x, 0).into_iter().map(|x| (x, y));
        for lower in lowered.chain(plan_kit::shrink_value(y, 0).into_iter().map(|y| (x, y))) {
            candidates.push(|| {
                let mut next = queries.clone();
                next[i] = lower;
                input_of(board, &next)
            });
        }
    }
    candidates.into_vec()
}

/// Max-size inputs: a 10^6 × 10^6 board, T = 1000 queries; the losing pairs nearest the corner
/// (10^6, 10^6) in both orders, their neighbours, and random positions.
pub(super) fn max_inputs() -> Vec<MaxInput> {
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
