//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{Case, MAX_COORD, MAX_N, MAX_T, input_of, parse};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_list};

/// Every non-empty set of distinct intervals with 1 ≤ L < R ≤ 6, 20 games per input, smaller sets
/// first.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<(u64, u64)> = (1..=6u64)
        .flat_map(|l| (l + 1..=6).map(move |r| (l, r)))
        .collect();
    let mut sets: Vec<u32> = (1..1u32 << all.len()).collect();
    sets.sort_by_key(|mask| (mask.count_ones(), *mask));
    let cases: Vec<Case> = sets
        .iter()
        .map(|mask| {
            (0..all.len())
                .filter(|i| mask >> i & 1 == 1)
                .map(|i| all[i])
                .collect()
        })
        .collect();
    cases.chunks(MAX_T).map(input_of).collect()
}

/// A random interval inside [lo, hi] (lo < hi).
fn random_interval(rng: &mut Rng, lo: u64, hi: u64) -> (u64, u64) {
    let a = rng.range(lo, hi);
    let mut b = rng.range(lo, hi);
    while b == a {
        b = rng.range(lo, hi);
    }
    (a.min(b), a.max(b))
}

/// 1–20 games of 1..=`size` (≤ 12) random intervals, short or long, anywhere in [1, 100].
pub(super) fn random_sparse(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(size.clamp(1, 12));
            (0..n)
                .map(|_| {
                    if rng.chance(1, 2) {
                        random_interval(rng, 1, MAX_COORD)
                    } else {
                        let l = rng.range(1, MAX_COORD - 1);
                        (l, (l + rng.range(1, 10)).min(MAX_COORD))
                    }
                })
                .collect()
        })
        .collect();
    input_of(&cases)
}

/// 1–20 games of 1..=`size` intervals inside one window of 2–9 coordinates placed anywhere (so
/// many copies of the same interval).
pub(super) fn random_dense(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(MAX_T);
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let width = rng.range(1, 8);
            let lo = rng.range(1, MAX_COORD - width);
            let n = 1 + rng.below(size.clamp(1, MAX_N));
            (0..n)
                .map(|_| random_interval(rng, lo, lo + width))
                .collect()
        })
        .collect();
    input_of(&cases)
}

/// 1–20 games (20 at the largest size) of up to `size` (≤ 100) intervals anywhere in [1, 100]:
/// half of them of any length, half short (1 to 1–10 long), beyond the search's reach.
pub(super) fn beyond_mixed(rng: &mut Rng, size: usize) -> String {
    let size = size.clamp(1, MAX_N);
    let t = if size == MAX_N {
        MAX_T
    } else {
        1 + rng.below(MAX_T)
    };
    let cases: Vec<Case> = (0..t)
        .map(|_| {
            let n = size / 2 + 1 + rng.below(size - size / 2);
            let longest = rng.range(1, 10);
            (0..n)
                .map(|_| {
                    if rng.chance(1, 2) {
                        random_interval(rng, 1, MAX_COORD)
                    } else {
                        let l = rng.range(1, MAX_COORD - 1);
                        (l, (l + rng.range(1, longest)).min(MAX_COORD))
                    }
                })
                .collect()
        })
        .collect();
    input_of(&cases)
}

/// T = 20 games of N = 100 distinct intervals drawn from the short ones (1 to `size` + 1 long,
/// `size` ≤ 9) across the whole range, so that the free segments' values grow large.
pub(super) fn beyond_short(rng: &mut Rng, size: usize) -> String {
    let longest = size.clamp(1, 9) as u64 + 1;
    let all: Vec<(u64, u64)> = (1..MAX_COORD)
        .flat_map(|l| (l + 1..=(l + longest).min(MAX_COORD)).map(move |r| (l, r)))
        .collect();
    let cases: Vec<Case> = (0..MAX_T)
        .map(|_| {
            let mut pool = all.clone();
            rng.shuffle(&mut pool);
            pool.truncate(MAX_N);
            pool
        })
        .collect();
    input_of(&cases)
}

/// At most this many shrinking candidates: the engine tries them all on each step.
pub(super) const SHRINK_LIMIT: usize = 200;

/// Smaller inputs, at most [`SHRINK_LIMIT`]: each test case alone and fewer test cases first, then
/// one test case with intervals removed, then (with at most 32 intervals in all) an interval
/// shortened by one at either end.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let cases = parse(input);
    let mut candidates: Vec<Vec<Case>> = shrink_list(&cases);
    for (k, case) in cases.iter().enumerate() {
        for smaller in shrink_list(case) {
            let mut next = cases.clone();
            next[k] = smaller;
            candidates.push(next);
        }
    }
    if cases.iter().map(Vec::len).sum::<usize>() <= 32 {
        for (k, case) in cases.iter().enumerate() {
            for (i, &(l, r)) in case.iter().enumerate() {
                for shorter in [(l + 1, r), (l, r - 1)] {
                    let mut next = cases.clone();
                    next[k][i] = shorter;
                    candidates.push(next);
                }
            }
        }
    }
    candidates.truncate(SHRINK_LIMIT);
    candidates.iter().map(|c| input_of(c)).collect()
}

/// T = 20 test cases of N = 100: random intervals; random short intervals; the 99 unit intervals
/// and one copy; nested intervals [i, 101 − i) twice; 100 copies of [1, 100).
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(206);
    let mut make = |draw: &mut dyn FnMut(&mut Rng) -> Case| -> String {
        let cases: Vec<Case> = (0..MAX_T).map(|_| draw(&mut rng)).collect();
        input_of(&cases)
    };
    let random = make(&mut |rng| {
        (0..MAX_N)
            .map(|_| random_interval(rng, 1, MAX_COORD))
            .collect()
    });
    let short = make(&mut |rng| {
        (0..MAX_N)
            .map(|_| {
                let l = rng.range(1, MAX_COORD - 1);
                (l, (l + rng.range(1, 5)).min(MAX_COORD))
            })
            .collect()
    });
    let units = make(&mut |rng| {
        let mut case: Case = (1..MAX_COORD).map(|l| (l, l + 1)).collect();
        case.push((rng.range(1, MAX_COORD - 1), 0));
        let last = case.len() - 1;
        case[last].1 = case[last].0 + 1;
        rng.shuffle(&mut case);
        case
    });
    let nested = make(&mut |rng| {
        let mut case: Case = (1..=50)
            .flat_map(|i| [(i, 101 - i), (i, 101 - i)])
            .collect();
        case.iter_mut().for_each(|iv| iv.1 = iv.1.min(MAX_COORD));
        rng.shuffle(&mut case);
        case
    });
    let full = make(&mut |_| vec![(1, MAX_COORD); MAX_N]);
    vec![
        MaxInput {
            label: "T=20, N=100 random intervals",
            input: random,
        },
        MaxInput {
            label: "T=20, N=100 random intervals of length <= 5",
            input: short,
        },
        MaxInput {
            label: "T=20, N=100: the 99 unit intervals and one copy",
            input: units,
        },
        MaxInput {
            label: "T=20, N=100: nested intervals [i, 101-i), each twice",
            input: nested,
        },
        MaxInput {
            label: "T=20, N=100 copies of [1, 100)",
            input: full,
        },
    ]
}
