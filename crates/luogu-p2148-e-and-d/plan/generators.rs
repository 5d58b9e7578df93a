//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{Pairs, REACH, first_wins, pair_value, uncancelled};
use super::{MAX_N, MAX_S, MAX_T, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput, shrink_list};

/// Groups `positions` into inputs of at most `MAX_T` tests.
fn inputs_of(positions: &[Pairs]) -> Vec<String> {
    positions.chunks(MAX_T).map(input_of).collect()
}

/// Every position of one pair of heaps ≤ 32, then every position of two pairs of heaps ≤ 6.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut positions: Vec<Pairs> = Vec::new();
    for x in 1..=32 {
        for y in 1..=32 {
            positions.push(vec![(x, y)]);
        }
    }
    for code in 0..6u32.pow(4) {
        let digit = |i: u32| code / 6u32.pow(i) % 6 + 1;
        positions.push(vec![(digit(3), digit(2)), (digit(1), digit(0))]);
    }
    inputs_of(&positions)
}

/// A heap ≤ `top`: uniform, log-uniform, or next to a power of two.
fn random_heap(rng: &mut Rng, top: u32) -> u32 {
    let heap = match rng.below(3) {
        0 => rng.range(1, top.into()),
        1 => {
            let bits = rng.range(1, u64::from(top.ilog2()));
            rng.range(1, 1 << bits)
        }
        _ => {
            let power = 1u64 << rng.range(0, u64::from(top.ilog2()));
            power + rng.range(0, 2) - 1
        }
    };
    (heap as u32).clamp(1, top)
}

/// A pair (x, y) with x, y ≤ 64 whose Grundy value is `value`, if there is one (by the table).
fn pair_of_value(value: u32) -> Option<(u32, u32)> {
    (1..=64)
        .flat_map(|x| (1..=64).map(move |y| (x, y)))
        .find(|&(x, y)| pair_value(x, y) == value)
}

/// 1..=4 pairs of heaps ≤ `top`; with `lost`, the last pair is chosen so that the XOR is 0 when the
/// table has such a pair.
fn random_pairs(rng: &mut Rng, count: usize, top: u32, lost: bool) -> Pairs {
    let mut pairs: Pairs = (0..count)
        .map(|_| (random_heap(rng, top), random_heap(rng, top)))
        .collect();
    if lost {
        let rest = pairs[1..]
            .iter()
            .fold(0, |sum, &(x, y)| sum ^ pair_value(x, y));
        if let Some(pair) = pair_of_value(rest) {
            pairs[0] = pair;
            rng.shuffle(&mut pairs);
        }
    }
    pairs
}

/// 1-20 tests of 1-4 pairs of heaps ≤ 8·`size`, a third of them made lost.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    let top = 8 * size as u32;
    let tests: Vec<Pairs> = (0..1 + rng.below(MAX_T))
        .map(|_| {
            let count = 1 + rng.below(4);
            let lost = rng.chance(1, 3);
            random_pairs(rng, count, top, lost)
        })
        .collect();
    input_of(&tests)
}

/// 1-20 tests of up to 2·`size` heaps in all (`size` ≤ 10^4 pairs): pairs of heaps ≤ `REACH`, and
/// equal pairs of pairs (in either order) of heaps up to 2·10^9, shuffled.
pub(super) fn random_large(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let tests: Vec<Pairs> = (0..t)
        .map(|i| {
            let count = if i == 0 { size } else { 1 + rng.below(size) };
            let core = (1 + rng.below(count.min(200))).min(count);
            let lost = rng.chance(1, 3);
            let mut pairs = random_pairs(rng, core, REACH, lost);
            while pairs.len() + 2 <= count {
                let x = random_heap(rng, MAX_S);
                let y = if rng.chance(1, 4) {
                    MAX_S - rng.range(0, 3) as u32
                } else {
                    random_heap(rng, MAX_S)
                };
                pairs.push((x, y));
                pairs.push(if rng.chance(1, 2) { (x, y) } else { (y, x) });
            }
            rng.shuffle(&mut pairs);
            pairs
        })
        .collect();
    input_of(&tests)
}

/// A pair of heaps at a power of two 2^k, k up to 30 (29 or 30 one time in two): (2^k, 2^k + 1),
/// (2^k, 1), (2^k + d, 2^k + e) with d, e in −1..=2, or 2^k + d beside any heap, in either order,
/// within [1, 2·10^9]: pairs whose S − 1 have their low bits all ones, up to the top bit, so that
/// values 29 to 31 meet in one test.
fn pair_near_power(rng: &mut Rng) -> (u32, u32) {
    let k = if rng.chance(1, 2) {
        rng.range(29, 30)
    } else {
        rng.range(0, 30)
    };
    let power = 1u64 << k;
    let near = |rng: &mut Rng| power + rng.range(0, 3) - 1;
    let (x, y) = match rng.below(4) {
        0 => (power, power + 1),
        1 => (power, 1),
        2 => (near(rng), near(rng)),
        _ => (near(rng), u64::from(random_heap(rng, MAX_S))),
    };
    let clamp = |h: u64| h.clamp(1, u64::from(MAX_S)) as u32;
    if rng.chance(1, 2) {
        (clamp(x), clamp(y))
    } else {
        (clamp(y), clamp(x))
    }
}

/// Beyond the oracle's reach: 1-20 tests, each of 1-3 [`pair_near_power`]s, whose values reach
/// 30 and 31, so that the top bit decides the XOR; beside them up to `size` (≤ 4998) more pairs of pairs, equal (they cancel) or, one test
/// in three, any heaps up to 2·10^9; N ≤ 2·10^4.
pub(super) fn beyond_top_bits(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let tests: Vec<Pairs> = (0..t)
        .map(|_| {
            let mut pairs: Pairs = (0..1 + rng.below(3))
                .map(|_| pair_near_power(rng))
                .collect();
            let cancelling = !rng.chance(1, 3);
            for _ in 0..rng.below(size.min((MAX_N - 6) / 4) + 1) {
                let (x, y) = (random_heap(rng, MAX_S), random_heap(rng, MAX_S));
                pairs.push((x, y));
                pairs.push(if cancelling {
                    (y, x)
                } else {
                    (random_heap(rng, MAX_S), random_heap(rng, MAX_S))
                });
            }
            rng.shuffle(&mut pairs);
            pairs
        })
        .collect();
    input_of(&tests)
}

/// Smaller inputs within the oracle's reach: single tests, fewer tests, then a test without its
/// cancelling pairs, with fewer pairs, or with a heap lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let tests = parse_input(input);
    let in_reach: Vec<bool> = tests
        .iter()
        .map(|pairs| first_wins(pairs).is_some())
        .collect();
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&(0..tests.len()).collect::<Vec<_>>()) {
        if !fewer.is_empty() && fewer.iter().all(|&i| in_reach[i]) {
            let kept: Vec<Pairs> = fewer.iter().map(|&i| tests[i].clone()).collect();
            candidates.push(|| input_of(&kept));
        }
    }
    for (i, pairs) in tests.iter().enumerate() {
        if candidates.full() || in_reach.iter().enumerate().any(|(j, &r)| j != i && !r) {
            break;
        }
        // every test of `tests` but the i-th is in reach: offer it with the i-th replaced
        let offer = |candidates: &mut Candidates, replaced: Pairs| {
            if !candidates.full() && !replaced.is_empty() && first_wins(&replaced).is_some() {
                let mut next = tests.clone();
                next[i] = replaced;
                candidates.push(|| input_of(&next));
            }
        };
        let left = uncancelled(pairs);
        if left.len() < pairs.len() {
            offer(&mut candidates, left);
        }
        for fewer in shrink_list(pairs) {
            offer(&mut candidates, fewer);
        }
        for (j, &(x, y)) in pairs.iter().enumerate().take(32) {
            let lower_x = plan_kit::shrink_value(x.into(), 1)
                .into_iter()
                .map(|lower| (lower as u32, y));
            let lower_y = plan_kit::shrink_value(y.into(), 1)
                .into_iter()
                .map(|lower| (x, lower as u32));
            for lowered in lower_x.chain(lower_y) {
                let mut next = pairs.clone();
                next[j] = lowered;
                offer(&mut candidates, next);
            }
        }
    }
    candidates.into_vec()
}

/// T = 20 tests of N = 2·10^4 heaps: uniform near 2·10^9, and 2^k, 2^k + 1 (long runs of ones
/// in S − 1).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2148);
    let near_top: Vec<Pairs> = (0..MAX_T)
        .map(|_| {
            (0..MAX_N / 2)
                .map(|_| {
                    let mut heap = || rng.range(u64::from(MAX_S) - 10_000_000, MAX_S.into()) as u32;
                    (heap(), heap())
                })
                .collect()
        })
        .collect();
    let powers: Vec<Pairs> = (0..MAX_T)
        .map(|t| {
            (0..MAX_N / 2)
                .map(|i| {
                    let k = (i + t) % 31;
                    (1 << k, (1u32 << ((i / 31) % 31)) + (i % 2) as u32)
                })
                .collect()
        })
        .collect();
    vec![
        MaxInput {
            label: "T=20, N=2·10^4, S in [2·10^9 - 10^7, 2·10^9]",
            input: input_of(&near_top),
        },
        MaxInput {
            label: "T=20, N=2·10^4, S = 2^k and 2^k + 1 for k ≤ 30",
            input: input_of(&powers),
        },
    ]
}
