//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{MAX_PILE, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_value};

/// Every ordered start of three distinct piles from 1..=6.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = Vec::new();
    for a in 1..=6 {
        for b in 1..=6 {
            for c in 1..=6 {
                if a != b && b != c && a != c {
                    inputs.push(input_of([a, b, c]));
                }
            }
        }
    }
    inputs
}

/// Three distinct piles, each below 10^size (size ≤ 9; 10^9 itself at the top size).
pub(super) fn random_piles(rng: &mut Rng, size: usize) -> String {
    let top = 10u64.pow(size as u32).min(MAX_PILE);
    loop {
        let piles = [(); 3].map(|_| rng.range(1, top));
        if piles[0] != piles[1] && piles[1] != piles[2] && piles[0] != piles[2] {
            return input_of(piles);
        }
    }
}

/// Small gaps (up to `size`) or a progression, at the bottom (from 1) or the top (up to 10^9), in
/// a random order.
pub(super) fn tight_piles(rng: &mut Rng, size: usize) -> String {
    let gap = |rng: &mut Rng| rng.range(1, size as u64);
    let (d1, d2) = if rng.chance(1, 2) {
        let d = gap(rng);
        (d, d)
    } else {
        (gap(rng), gap(rng))
    };
    let low = if rng.chance(1, 2) {
        rng.range(1, 3)
    } else {
        MAX_PILE - d1 - d2 - rng.range(0, 2)
    };
    let mut piles = [low, low + d1, low + d1 + d2];
    rng.shuffle(&mut piles);
    input_of(piles)
}

/// Each pile lowered in turn (repeats are dropped by the validator).
pub(super) fn shrink(input: &str) -> Vec<String> {
    let piles = parse_input(input);
    let mut candidates = Vec::new();
    for i in 0..3 {
        for lower in shrink_value(piles[i], 1) {
            let mut lowered = piles;
            lowered[i] = lower;
            candidates.push(input_of(lowered));
        }
    }
    candidates
}

/// The extremes: the widest spread, the three largest piles, the three smallest.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    vec![
        MaxInput {
            label: "piles 10^9, 10^9-1, 1",
            input: input_of([MAX_PILE, MAX_PILE - 1, 1]),
        },
        MaxInput {
            label: "piles 10^9-2, 10^9, 10^9-1",
            input: input_of([MAX_PILE - 2, MAX_PILE, MAX_PILE - 1]),
        },
        MaxInput {
            label: "piles 1, 2, 3",
            input: input_of([1, 2, 3]),
        },
    ]
}
