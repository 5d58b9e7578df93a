//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{MAX_N, MAX_T, MAX_X, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{Candidates, MaxInput, multisets, shrink_list};
use plan_kit::{all_vectors, shrink_value};

/// Every vector of 1 to 4 heaps of 1 to 4 coins, then every multiset of 5 to 8 heaps of 1 to 4
/// coins, 100 test cases to an input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut cases: Vec<Vec<u32>> = all_vectors(4, 3)
        .into_iter()
        .filter(|heaps| !heaps.is_empty())
        .map(|heaps| heaps.iter().map(|x| x + 1).collect())
        .collect();
    for n in 5..=8 {
        cases.extend(
            multisets(1, 4, n)
                .into_iter()
                .map(|heaps| heaps.iter().map(|&x| x as u32).collect::<Vec<u32>>()),
        );
    }
    cases.chunks(100).map(input_of).collect()
}

/// 1..=6 heaps of 1..=`max` coins: all even, all even but one heap moved by one, or uniform.
fn random_heaps(rng: &mut Rng, max: u32) -> Vec<u32> {
    let n = 1 + rng.below(6);
    let evens = max / 2;
    match rng.below(3) {
        0 if evens > 0 => (0..n)
            .map(|_| 2 * rng.range(1, evens.into()) as u32)
            .collect(),
        1 if evens > 0 => {
            let mut heaps: Vec<u32> = (0..n)
                .map(|_| 2 * rng.range(1, evens.into()) as u32)
                .collect();
            let i = rng.below(n);
            heaps[i] = if rng.chance(1, 2) && heaps[i] < max {
                heaps[i] + 1
            } else {
                heaps[i] - 1
            };
            heaps
        }
        _ => (0..n).map(|_| rng.range(1, max.into()) as u32).collect(),
    }
}

/// 1-50 test cases of 1-6 heaps of up to `size` coins.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(50);
    let cases: Vec<Vec<u32>> = (0..t).map(|_| random_heaps(rng, size as u32)).collect();
    input_of(&cases)
}

/// Up to `size` test cases of 1-3 heaps of 1-4 coins.
pub(super) fn random_many(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(size);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(3);
            (0..n).map(|_| rng.range(1, 4) as u32).collect()
        })
        .collect();
    input_of(&cases)
}

/// Up to `size` heaps in all, beyond the oracle's reach: t log-uniform up to `size`; each test
/// case all even heaps (2^k, near 10^9, or any even count), the same with one heap made odd (the
/// first, the last or any), or uniform heaps up to 10^9.
pub(super) fn random_beyond(rng: &mut Rng, size: usize) -> String {
    let t = rng.log_uniform(size).min(MAX_T);
    let per_case = size / t;
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(per_case);
            let shape = rng.below(3);
            let mut heaps: Vec<u32> = (0..n)
                .map(|_| match (shape, rng.below(3)) {
                    (2, _) => rng.range(1, MAX_X.into()) as u32,
                    (_, 0) => 2 << rng.range(0, 28),
                    (_, 1) => MAX_X - 2 * rng.range(0, 50) as u32,
                    _ => 2 * rng.range(1, u64::from(MAX_X / 2)) as u32,
                })
                .collect();
            if shape == 1 {
                let at = [0, n - 1, rng.below(n)][rng.below(3)];
                heaps[at] -= 1;
            }
            heaps
        })
        .collect();
    input_of(&cases)
}

/// Smaller inputs: each test case alone, fewer test cases, then one test case with a heap removed
/// or lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let cases = parse_input(input);
    let mut candidates = Candidates::default();
    for fewer in shrink_list(&cases) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (c, heaps) in cases.iter().enumerate() {
        if candidates.full() {
            break;
        }
        let with = |heaps: Vec<u32>| {
            let mut next = cases.clone();
            next[c] = heaps;
            input_of(&next)
        };
        for fewer in shrink_list(heaps) {
            if !fewer.is_empty() {
                candidates.push(|| with(fewer));
            }
        }
        for (i, &x) in heaps.iter().enumerate().take(32) {
            for lower in shrink_value(x.into(), 1) {
                candidates.push(|| {
                    let mut next = heaps.clone();
                    next[i] = lower as u32;
                    with(next)
                });
            }
        }
    }
    candidates.into_vec()
}

/// The statement's extremes: 2·10^5 test cases of one heap; one test case of 2·10^5 heaps, all
/// even (every heap must be read to answer `second`), all even but the last, and uniform.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(2208);
    let large = |rng: &mut Rng| rng.range(1, MAX_X.into()) as u32;
    let singles: Vec<Vec<u32>> = (0..MAX_T).map(|_| vec![large(&mut rng)]).collect();
    let evens: Vec<u32> = (0..MAX_N)
        .map(|_| 2 * rng.range(1, u64::from(MAX_X / 2)) as u32)
        .collect();
    let mut last_odd = evens.clone();
    *last_odd.last_mut().unwrap() -= 1;
    let uniform: Vec<u32> = (0..MAX_N).map(|_| large(&mut rng)).collect();
    vec![
        MaxInput {
            label: "t=2*10^5 test cases of one heap up to 10^9",
            input: input_of(&singles),
        },
        MaxInput {
            label: "t=1, n=2*10^5 even heaps up to 10^9",
            input: input_of(&[evens]),
        },
        MaxInput {
            label: "t=1, n=2*10^5 even heaps up to 10^9 but the last odd",
            input: input_of(&[last_odd]),
        },
        MaxInput {
            label: "t=1, n=2*10^5 heaps up to 10^9",
            input: input_of(&[uniform]),
        },
    ]
}
