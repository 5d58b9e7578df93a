//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::REACH;
use super::{MAX_T, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput, shrink_list, shrink_value};

/// Every pair a, b < 256, row by row, 4096 to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let pairs: Vec<(u64, u64)> = (0..REACH)
        .flat_map(|a| (0..REACH).map(move |b| (a, b)))
        .collect();
    pairs.chunks(4096).map(input_of).collect()
}

/// 1..=`size` pairs of uniform 64-bit values.
pub(super) fn uniform_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let pairs: Vec<(u64, u64)> = (0..t).map(|_| (rng.next_u64(), rng.next_u64())).collect();
    input_of(&pairs)
}

/// A value of a kind that stresses one part of the recursion.
pub(super) fn structured_value(rng: &mut Rng) -> u64 {
    let k = rng.range(0, 63) as u32;
    match rng.below(8) {
        // inside a subfield: below 2^8, 2^16 or 2^32
        0 => rng.next_u64() >> [56, 48, 32][rng.below(3)],
        1 => 1 << k,
        2 => (1u64 << k).wrapping_sub(1).max(1),
        3 => (1u64 << k) ^ rng.range(0, 3),
        // a Fermat 2-power F = 2^(2^e), F/2, or 3F/2 = F ⊕ F/2 = F ⊗ F
        4 => {
            let fermat = 1u64 << (1 << rng.range(0, 5));
            [fermat, fermat / 2, fermat | (fermat / 2)][rng.below(3)]
        }
        5 => u64::MAX - rng.range(0, 3),
        // few bits
        6 => rng.next_u64() & rng.next_u64() & rng.next_u64(),
        _ => rng.next_u64(),
    }
}

/// 1..=`size` pairs of structured values.
pub(super) fn structured_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let pairs: Vec<(u64, u64)> = (0..t)
        .map(|_| (structured_value(rng), structured_value(rng)))
        .collect();
    input_of(&pairs)
}

/// 1..=`size` pairs, more than the plain recursion's budget, each uniform or structured.
pub(super) fn mixed_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let value = |rng: &mut Rng| {
        if rng.chance(1, 2) {
            rng.next_u64()
        } else {
            structured_value(rng)
        }
    };
    let pairs: Vec<(u64, u64)> = (0..t).map(|_| (value(rng), value(rng))).collect();
    input_of(&pairs)
}

/// 1..=`size` pairs below 256.
pub(super) fn small_pairs(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let pairs: Vec<(u64, u64)> = (0..t)
        .map(|_| (rng.range(0, REACH - 1), rng.range(0, REACH - 1)))
        .collect();
    input_of(&pairs)
}

/// Smaller inputs: each pair alone, fewer pairs, then (for up to 4 pairs) a value cut to its low
/// 32, 16 or 8 bits (towards the definition's tables) or lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let pairs = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&pairs) {
        candidates.push(|| input_of(&fewer));
    }
    if pairs.len() <= 4 {
        for i in 0..pairs.len() {
            for side in 0..2 {
                let x = if side == 0 { pairs[i].0 } else { pairs[i].1 };
                let cut = [x & 0xffff_ffff, x & 0xffff, x & 0xff];
                let lower = cut.into_iter().filter(|&y| y < x).chain(shrink_value(x, 0));
                for y in lower {
                    candidates.push(|| {
                        let mut smaller = pairs.clone();
                        if side == 0 {
                            smaller[i].0 = y;
                        } else {
                            smaller[i].1 = y;
                        }
                        input_of(&smaller)
                    });
                }
            }
        }
    }
    candidates.into_vec()
}

/// The first `count` pairs (a, b) in order of a + b, then of a, from (0, 0) (Library Checker's
/// `small` generator; `large` takes 2^64 − 1 − a and 2^64 − 1 − b).
pub(super) fn walk(count: usize) -> Vec<(u64, u64)> {
    (0u64..)
        .flat_map(|s| (0..=s).map(move |a| (a, s - a)))
        .take(count)
        .collect()
}

/// T = 10^6 uniform pairs, the two walks, every (2^i, 2^j), and T = 10^6 pairs of 20-digit
/// values (the largest input: 42 MB).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(64);
    let uniform: Vec<(u64, u64)> = (0..MAX_T)
        .map(|_| (rng.next_u64(), rng.next_u64()))
        .collect();
    let small = walk(MAX_T);
    let large: Vec<(u64, u64)> = small
        .iter()
        .map(|&(a, b)| (u64::MAX - a, u64::MAX - b))
        .collect();
    let powers: Vec<(u64, u64)> = (0..64)
        .flat_map(|i| (0..64).map(move |j| (1 << i, 1 << j)))
        .collect();
    const SMALLEST_20_DIGITS: u64 = 10_000_000_000_000_000_000;
    let extremes = [
        u64::MAX,
        u64::MAX - 1,
        SMALLEST_20_DIGITS,
        SMALLEST_20_DIGITS + 1,
        1 << 63 | 1 << 62,
        u64::MAX << 32,
        u64::MAX ^ 1 << 62,
        11_290_409_524_105_353_207,
    ];
    let mut twenty_digits: Vec<(u64, u64)> = extremes
        .iter()
        .flat_map(|&a| extremes.iter().map(move |&b| (a, b)))
        .collect();
    while twenty_digits.len() < MAX_T {
        let mut value = || rng.range(SMALLEST_20_DIGITS, u64::MAX);
        twenty_digits.push((value(), value()));
    }
    vec![
        MaxInput {
            label: "T=10^6, A and B uniform below 2^64",
            input: input_of(&uniform),
        },
        MaxInput {
            label: "T=10^6, every (a, b) by a + b from (0, 0)",
            input: input_of(&small),
        },
        MaxInput {
            label: "T=10^6, (2^64-1-a, 2^64-1-b) by a + b",
            input: input_of(&large),
        },
        MaxInput {
            label: "T=4096, every (2^i, 2^j)",
            input: input_of(&powers),
        },
        MaxInput {
            label: "T=10^6, A and B of 20 digits",
            input: input_of(&twenty_digits),
        },
    ]
}
