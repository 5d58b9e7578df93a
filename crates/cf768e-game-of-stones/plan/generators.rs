//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{MAX_N, MAX_S, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, all_vectors, shrink_list, shrink_value};

/// Every input of 1 to 3 piles of 1 to 7 stones, by length and then lexicographically.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    all_vectors(3, 6)
        .into_iter()
        .filter(|piles| !piles.is_empty())
        .map(|piles| input_of(&piles.iter().map(|&s| s + 1).collect::<Vec<u32>>()))
        .collect()
}

/// 1-4 piles of 1..=`size` stones.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(4);
    let piles: Vec<u32> = (0..n).map(|_| rng.range(1, size as u64) as u32).collect();
    input_of(&piles)
}

/// 1..=`size` piles of 1-60 stones, often near a boundary k(k+1)/2 of the Grundy values, and
/// half the time paired up so that the answer is often YES.
pub(super) fn random_large(rng: &mut Rng, size: usize) -> String {
    let n = 1 + rng.below(size);
    let mut piles: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(1, 2) {
                rng.range(1, MAX_S.into()) as u32
            } else {
                let k = rng.range(1, 10) as u32;
                (k * (k + 1) / 2 + rng.range(0, 2) as u32).clamp(1, MAX_S) - rng.range(0, 1) as u32
            }
        })
        .map(|s| s.max(1))
        .collect();
    if n > 1 && rng.chance(1, 2) {
        plan_kit::pair_up(&mut piles);
        rng.shuffle(&mut piles);
    }
    input_of(&piles)
}

/// n = `size` piles (10^6 at the largest size, the statement's bound) of 1-60 stones, half of
/// them next to a triangular number k(k+1)/2 up to 55, and in half of the draws paired up (the
/// second half a copy of the first) so that the XOR is often 0.
pub(super) fn random_huge(rng: &mut Rng, size: usize) -> String {
    let n = size.clamp(1, MAX_N);
    let mut piles: Vec<u32> = (0..n)
        .map(|_| {
            if rng.chance(1, 2) {
                rng.range(1, MAX_S.into()) as u32
            } else {
                let k = rng.range(1, 10) as u32;
                (k * (k + 1) / 2 + rng.range(0, 1) as u32 - rng.range(0, 1) as u32).clamp(1, MAX_S)
            }
        })
        .collect();
    if n > 1 && rng.chance(1, 2) {
        plan_kit::pair_up(&mut piles);
        rng.shuffle(&mut piles);
    }
    input_of(&piles)
}

/// Smaller inputs: single piles, fewer piles, then one pile lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&piles).iter().map(|p| input_of(p)).collect();
    for (i, &s) in piles.iter().enumerate() {
        for lower in shrink_value(s.into(), 1) {
            let mut lowered = piles.clone();
            lowered[i] = lower as u32;
            candidates.push(input_of(&lowered));
        }
    }
    candidates
}

/// n = 10^6 piles: all of 60, uniform in [1, 60].
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(768);
    let uniform: Vec<u32> = (0..MAX_N)
        .map(|_| rng.range(1, MAX_S.into()) as u32)
        .collect();
    vec![
        MaxInput {
            label: "n=10^6 piles of 60",
            input: input_of(&vec![MAX_S; MAX_N]),
        },
        MaxInput {
            label: "n=10^6 piles uniform in [1, 60]",
            input: input_of(&uniform),
        },
    ]
}
