//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{PLACEMENT_REACH, placements};
use super::{MAX_K, MAX_N, input_of, parse};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_value};

/// Every n ≤ 12, even k ≤ n, 1 ≤ d ≤ k.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for n in 2..=12 {
        for k in (2..=n).step_by(2) {
            for d in 1..=k {
                inputs.push(input_of(n, k, d));
            }
        }
    }
    inputs
}

/// n in [2, max(size, 2)], even k ≤ min(n, 8), d in 1..=k, within the oracle's reach.
pub(super) fn random_small_board(rng: &mut Rng, size: usize) -> String {
    loop {
        let n = rng.range(2, size.max(2) as u64) as usize;
        let k = 2 * rng.range(1, (n.min(8) / 2) as u64) as usize;
        let d = rng.range(1, k as u64) as usize;
        if placements(n, k) <= PLACEMENT_REACH {
            return input_of(n, k, d);
        }
    }
}

/// k = 2, n in [2, max(size, 2)], d in {1, 2}.
pub(super) fn random_one_pair(rng: &mut Rng, size: usize) -> String {
    let n = rng.range(2, size.max(2) as u64) as usize;
    input_of(n, 2, rng.range(1, 2) as usize)
}

/// Beyond the board search's reach: n log-uniform up to 10^`size` (≤ 10^4), an even k up to
/// min(n, 100) (k = min(n, 100) rounded down to even one time in three), d from 1 to k (1 or 2
/// one time in two).
pub(super) fn beyond_large(rng: &mut Rng, size: usize) -> String {
    let top = 10u64.pow(size.clamp(1, 4) as u32).min(MAX_N as u64);
    let bits = rng.range(1, u64::from(top.ilog2()));
    let n = rng.range(1 << bits, (2 << bits) - 1).clamp(2, top) as usize;
    let most = n.min(MAX_K) / 2;
    let k = if rng.chance(1, 3) {
        2 * most
    } else {
        2 * rng.range(1, most as u64) as usize
    };
    let d = if rng.chance(1, 2) {
        rng.range(1, 2).min(k as u64) as usize
    } else {
        rng.range(1, k as u64) as usize
    };
    input_of(n, k, d)
}

/// Smaller inputs: n lowered (k and d kept), then k lowered by 2 (d capped), then d lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let (n, k, d) = parse(input);
    let mut candidates: Vec<String> = shrink_value(n as u64, k as u64)
        .into_iter()
        .map(|n| input_of(n as usize, k, d))
        .collect();
    if k > 2 {
        candidates.push(input_of(n, k - 2, d.min(k - 2)));
    }
    candidates.extend(
        shrink_value(d as u64, 1)
            .into_iter()
            .map(|d| input_of(n, k, d as usize)),
    );
    candidates
}

/// n = 10^4 with k = 100 and d = 1 (the most digit counts), 49, 50 (only 0 and 51·j fit) and 100;
/// k = 2 with d = 1 and 2; and n = k = 100 (no empty cell).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    vec![
        MaxInput {
            label: "n=10^4, k=100, d=1",
            input: input_of(MAX_N, MAX_K, 1),
        },
        MaxInput {
            label: "n=10^4, k=100, d=49",
            input: input_of(MAX_N, MAX_K, 49),
        },
        MaxInput {
            label: "n=10^4, k=100, d=100",
            input: input_of(MAX_N, MAX_K, 100),
        },
        MaxInput {
            label: "n=10^4, k=2, d=1",
            input: input_of(MAX_N, 2, 1),
        },
        MaxInput {
            label: "n=10^4, k=2, d=2",
            input: input_of(MAX_N, 2, 2),
        },
        MaxInput {
            label: "n=k=100, d=50",
            input: input_of(MAX_K, MAX_K, 50),
        },
    ]
}
