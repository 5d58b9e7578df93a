//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{Instance, REACH};
use super::{MAX_A, MAX_K, MAX_N, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, multisets, shrink_list, shrink_value};

/// Every k ≤ 6 with one or two piles of 1 to 7 cows, then every k ≤ 4 with three piles of 1 to 6.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for k in 1..=6 {
        for count in 1..=2 {
            for piles in multisets(1, 7, count) {
                let piles: Vec<u32> = piles.iter().map(|&a| a as u32).collect();
                inputs.push(input_of(k, &piles));
            }
        }
    }
    for k in 1..=4 {
        for piles in multisets(1, 6, 3) {
            let piles: Vec<u32> = piles.iter().map(|&a| a as u32).collect();
            inputs.push(input_of(k, &piles));
        }
    }
    inputs
}

/// 1-3 piles of 1..=`size` cows, k ≤ 6.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(3);
    let k = rng.range(1, 6) as u32;
    let piles: Vec<u32> = (0..n).map(|_| rng.range(1, size as u64) as u32).collect();
    input_of(k, &piles)
}

/// 1..=`size` piles, k anywhere up to 10^9 (1 and 2 often), the piles a mix of small ones (where
/// the values are irregular), powers of two and their multiples, and uniform ones up to `REACH`;
/// half the time paired up, so that Nicky wins often.
pub(super) fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let k = match rng.below(4) {
        0 => 1,
        1 => 2,
        2 => rng.range(3, 20) as u32,
        _ => rng.range(1, MAX_K.into()) as u32,
    };
    let mut piles: Vec<u32> = (0..n)
        .map(|_| match rng.below(3) {
            0 => rng.range(1, 8) as u32,
            1 => (rng.range(1, 7) as u32) << rng.range(0, 17),
            _ => rng.range(1, REACH.into()) as u32,
        })
        .collect();
    if n > 1 && rng.chance(1, 2) {
        plan_kit::pair_up(&mut piles);
        if rng.chance(1, 2) {
            piles[0] = rng.range(1, 8) as u32;
        }
        rng.shuffle(&mut piles);
    }
    input_of(k, &piles)
}

/// Up to `size` piles of up to 10^9 cows, beyond the reference's table of 2^20: a power of two
/// times 1..7 up to 2^29 (the long halvings of odd k), a pile within 1000 of 10^9, uniform, or a
/// small pile of 1..7 (values 0, 1 and 2 for both parities of k); a third of the inputs hold 1–3
/// piles. Half of the inputs are paired but for two piles, a small one and the twin of the pair it
/// replaced: the answer is then whether those two piles' values differ, so a wrong value of one
/// large pile shows.
pub(super) fn random_beyond(rng: &mut Rng, size: usize) -> String {
    let n = if rng.chance(1, 3) {
        1 + rng.below(3.min(size))
    } else {
        1 + rng.below(size)
    };
    let k = match rng.below(4) {
        0 => 1,
        1 => 2,
        2 => rng.range(3, 20) as u32,
        _ => rng.range(1, MAX_K.into()) as u32,
    };
    let mut piles: Vec<u32> = (0..n)
        .map(|_| match rng.below(4) {
            0 => ((rng.range(1, 7) as u32) << rng.range(0, 29)).min(MAX_A),
            1 => MAX_A - rng.range(0, 1000) as u32,
            2 => rng.range(1, MAX_A.into()) as u32,
            _ => rng.range(1, 7) as u32,
        })
        .collect();
    if n > 1 && rng.chance(1, 2) {
        piles.truncate(n - n % 2);
        plan_kit::pair_up(&mut piles);
        piles[0] = rng.range(1, 7) as u32;
        rng.shuffle(&mut piles);
    }
    input_of(k, &piles)
}

/// Smaller inputs: single piles, fewer piles, a smaller k, then one pile lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let Instance { k, piles } = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&piles)
        .iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(k, fewer))
        .collect();
    for smaller in shrink_value(k.into(), 1) {
        candidates.push(input_of(smaller as u32, &piles));
    }
    for (i, &a) in piles.iter().enumerate().filter(|_| piles.len() <= 32) {
        for lower in shrink_value(a.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i] = lower as u32;
            candidates.push(input_of(k, &lowered));
        }
    }
    candidates
}

/// n = 10^5 piles near 10^9 with k odd and even, and the longest halving chains (2^29 and
/// 3 · 2^28, 29 and 28 halvings) with k = 10^9 − 1.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(603);
    let large: Vec<u32> = (0..MAX_N)
        .map(|_| rng.range(u64::from(MAX_A) - 1_000_000, MAX_A.into()) as u32)
        .collect();
    let chains: Vec<u32> = (0..MAX_N)
        .map(|i| if i % 2 == 0 { 1 << 29 } else { 3 << 28 })
        .collect();
    vec![
        MaxInput {
            label: "n=10^5, k=10^9-1, a_i in [10^9-10^6, 10^9]",
            input: input_of(MAX_K - 1, &large),
        },
        MaxInput {
            label: "n=10^5, k=10^9, a_i in [10^9-10^6, 10^9]",
            input: input_of(MAX_K, &large),
        },
        MaxInput {
            label: "n=10^5, k=10^9-1, a_i = 2^29 and 3*2^28",
            input: input_of(MAX_K - 1, &chains),
        },
    ]
}
