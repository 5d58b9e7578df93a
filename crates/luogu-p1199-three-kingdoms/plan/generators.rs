//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{matrix_from_pairs, matrix_of, pairs};
use super::{MAX_VALUE, input_of};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput};
use std::collections::HashSet;

/// Every ordering of the six pair values of N = 4, spread over 0 to 10^9, one per input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    permutations(6)
        .iter()
        .map(|ranks| {
            let values: Vec<u32> = ranks.iter().map(|&r| r * 200_000_000).collect();
            input_of(&matrix_from_pairs(4, &values))
        })
        .collect()
}

/// The matrix of the generals `keep` of `value`, in their order.
fn submatrix(value: &[Vec<u32>], keep: &[usize]) -> Vec<Vec<u32>> {
    keep.iter()
        .map(|&i| keep.iter().map(|&j| value[i][j]).collect())
        .collect()
}

/// Smaller inputs: two generals fewer (every pair of them for N ≤ 12; the first or last half, or
/// the last two, beyond), the values replaced by their ranks, then one value lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let value = matrix_of(input);
    let n = value.len();
    let mut keeps: Vec<Vec<usize>> = Vec::new();
    if n <= 12 {
        for (i, j) in pairs(n) {
            keeps.push((0..n).filter(|&g| g != i && g != j).collect());
        }
    } else {
        let half = (n / 2).next_multiple_of(2);
        keeps.push((0..half).collect());
        keeps.push((n - half..n).collect());
        keeps.push((0..n - 2).collect());
    }
    let mut candidates = Candidates::default();
    for keep in keeps.iter().filter(|keep| keep.len() >= 4) {
        candidates.push(|| input_of(&submatrix(&value, keep)));
    }
    let pair_values: Vec<u32> = pairs(n).map(|(i, j)| value[i][j]).collect();
    let mut sorted = pair_values.clone();
    sorted.sort_unstable();
    let ranks: Vec<u32> = pair_values
        .iter()
        .map(|v| sorted.partition_point(|w| w < v) as u32)
        .collect();
    if ranks != pair_values {
        candidates.push(|| input_of(&matrix_from_pairs(n, &ranks)));
    }
    for (k, &v) in pair_values.iter().enumerate() {
        if candidates.full() {
            break;
        }
        for lower in plan_kit::shrink_value(u64::from(v), 0) {
            candidates.push(|| {
                let mut next = pair_values.clone();
                next[k] = lower as u32;
                input_of(&matrix_from_pairs(n, &next))
            });
        }
    }
    candidates.into_vec()
}

/// Every permutation of 0..k, in lexicographic order.
pub(super) fn permutations(k: usize) -> Vec<Vec<u32>> {
    let mut current: Vec<u32> = (0..k as u32).collect();
    let mut all = vec![current.clone()];
    // next permutation in lexicographic order, until the last one
    while let Some(i) = (1..k).rev().find(|&i| current[i - 1] < current[i]) {
        let j = (i..k)
            .rev()
            .find(|&j| current[j] > current[i - 1])
            .expect("current[i] qualifies");
        current.swap(i - 1, j);
        current[i..].reverse();
        all.push(current.clone());
    }
    all
}

/// `count` distinct values in `0..=max`, in random order (`count` ≤ max + 1).
fn distinct_values(rng: &mut Rng, count: usize, max: u32) -> Vec<u32> {
    assert!(count as u64 <= u64::from(max) + 1, "not enough values");
    let mut seen = HashSet::new();
    let mut values = Vec::with_capacity(count);
    while values.len() < count {
        let v = rng.range(0, u64::from(max)) as u32;
        if seen.insert(v) {
            values.push(v);
        }
    }
    values
}

/// A random instance of n generals with distinct values in `0..=max`.
pub(super) fn random_matrix(rng: &mut Rng, n: usize, max: u32) -> Vec<Vec<u32>> {
    matrix_from_pairs(n, &distinct_values(rng, n * (n - 1) / 2, max))
}

/// Beyond the oracle's reach: N = 2·`size` generals (4 to 500) with distinct values up to 10^9,
/// in random order or, one draw in two, increasing in input order (each value a new maximum of
/// both its rows, so the answer lies in the rows the input gives last, as columns).
pub(super) fn beyond_matrix(rng: &mut Rng, size: usize) -> String {
    let n = 2 * size.clamp(2, 250);
    let mut values = distinct_values(rng, n * (n - 1) / 2, MAX_VALUE);
    if rng.chance(1, 2) {
        values.sort_unstable();
    }
    input_of(&matrix_from_pairs(n, &values))
}

/// N = 500 with distinct values up to 10^9: in random order, then increasing in input order (each
/// value a new maximum of both its rows).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    const N: usize = 500;
    const PAIRS: usize = N * (N - 1) / 2;
    // value k lies in [8000 k, 8000 k + 7999]: distinct, and below 10^9 for k < 124 750
    let mut rng = Rng::new(1199);
    let mut spaced: Vec<u32> = (0..PAIRS as u32)
        .map(|k| k * 8000 + rng.range(0, 7999) as u32)
        .collect();
    let increasing = spaced.clone();
    rng.shuffle(&mut spaced);
    vec![
        MaxInput {
            label: "N=500, distinct values up to 10^9 in random order",
            input: input_of(&matrix_from_pairs(N, &spaced)),
        },
        MaxInput {
            label: "N=500, distinct values up to 10^9 increasing in input order",
            input: input_of(&matrix_from_pairs(N, &increasing)),
        },
    ]
}
