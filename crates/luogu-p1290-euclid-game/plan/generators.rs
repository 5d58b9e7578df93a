//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::parse_games;
use super::{MAX_C, MAX_VALUE, input_of};
use plan_kit::Candidates;
use plan_kit::MaxInput;
use plan_kit::rng::Rng;

/// Every pair 1 ≤ M, N ≤ 100, by max(M, N) then (M, N), 100 games per input.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut games: Vec<(u64, u64)> = (1..=100)
        .flat_map(|m| (1..=100).map(move |n| (m, n)))
        .collect();
    games.sort_by_key(|&(m, n)| (m.max(n), m, n));
    games.chunks(100).map(input_of).collect()
}

/// `count` games drawn by `pair`.
pub(super) fn random_games(
    rng: &mut Rng,
    count: usize,
    mut pair: impl FnMut(&mut Rng) -> (u64, u64),
) -> Vec<(u64, u64)> {
    (0..count).map(|_| pair(rng)).collect()
}

/// A pair with both values ≤ `bound` whose quotients start with a run of up to `max_ones` 1s and
/// go on with a few random quotients (the last ≥ 2), scaled by a random factor that keeps it
/// within `bound`, in either order.
pub(super) fn random_quotient_pair_below(rng: &mut Rng, max_ones: usize, bound: u64) -> (u64, u64) {
    loop {
        let mut quotients = vec![1; rng.below(max_ones + 1)];
        for _ in 0..rng.below(4) {
            let top = if rng.chance(1, 2) { 3 } else { 1 << 10 };
            quotients.push(rng.range(1, top));
        }
        quotients.push(rng.range(2, 5));
        let Some((a, b)) = pair_of_quotients(&quotients, 1).filter(|&(a, _)| a <= bound) else {
            continue;
        };
        let g = if rng.chance(1, 3) {
            1
        } else {
            rng.range(1, bound / a)
        };
        let (a, b) = (a * g, b * g);
        return if rng.chance(1, 2) { (a, b) } else { (b, a) };
    }
}

/// Smaller inputs: each game alone, fewer games, then one number lowered (the others kept).
pub(super) fn shrink(input: &str) -> Vec<String> {
    let games = parse_games(input);
    let mut candidates = Candidates::default();
    for fewer in plan_kit::shrink_list(&games) {
        if !fewer.is_empty() {
            candidates.push(|| input_of(&fewer));
        }
    }
    for (i, &(m, n)) in games.iter().enumerate() {
        let lowered_m = plan_kit::shrink_value(m, 1).into_iter().map(|m| (m, n));
        for lower in lowered_m.chain(plan_kit::shrink_value(n, 1).into_iter().map(|n| (m, n))) {
            candidates.push(|| {
                let mut next = games.clone();
                next[i] = lower;
                input_of(&next)
            });
        }
    }
    candidates.into_vec()
}

/// The pair g·(a, b) whose continued fraction a / b has the quotients `quotients` (the last ≥ 2,
/// or the only one 1 for a = b), or `None` if it overflows u64.
pub(super) fn pair_of_quotients(quotients: &[u64], g: u64) -> Option<(u64, u64)> {
    // built from the last quotient: (a, b) = (q_k, 1), then (a, b) ← (q_i·a + b, a)
    let (&last, rest) = quotients.split_last()?;
    let (mut a, mut b) = (u128::from(last), 1u128);
    for &q in rest.iter().rev() {
        (a, b) = (u128::from(q) * a + b, a);
        if a > u128::from(u64::MAX) {
            return None;
        }
    }
    let g = u128::from(g);
    Some((u64::try_from(a * g).ok()?, u64::try_from(b * g).ok()?))
}

/// The largest pair of consecutive Fibonacci numbers (F_{k+1}, F_k) with F_{k+1} ≤ `max`: the
/// longest chain of quotients 1 below `max`.
pub(super) fn fibonacci_pair(max: u64) -> (u64, u64) {
    let (mut a, mut b) = (1u64, 1u64);
    while let Some(next) = a.checked_add(b).filter(|&next| next <= max) {
        (a, b) = (next, a);
    }
    (a, b)
}

/// C = 10^5 games, values below 2^31 (the statement's range, which the seed's `int` reads): half
/// of them long chains of quotient 1; and one of large first quotients (b ≤ 1000) and of pairs
/// with both numbers above 2^30, where `2 * b` overflows an `int`.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1290);
    let fibonacci_or_uniform: Vec<(u64, u64)> = (0..MAX_C)
        .map(|_| {
            if rng.chance(1, 2) {
                fibonacci_pair(rng.range(MAX_VALUE / 2, MAX_VALUE))
            } else {
                (rng.range(1, MAX_VALUE), rng.range(1, MAX_VALUE))
            }
        })
        .collect();
    let top = 1 << 30;
    let large_quotients_or_high: Vec<(u64, u64)> = (0..MAX_C)
        .map(|i| {
            let a = rng.range(top, MAX_VALUE);
            let b = if i % 2 == 0 {
                rng.range(1, 1000)
            } else {
                rng.range(top, MAX_VALUE)
            };
            if rng.chance(1, 2) { (a, b) } else { (b, a) }
        })
        .collect();
    vec![
        MaxInput {
            label: "C=10^5, values below 2^31, half Fibonacci pairs",
            input: input_of(&fibonacci_or_uniform),
        },
        MaxInput {
            label: "C=10^5, values below 2^31, half with b<=1000 (large quotients), half both above 2^30",
            input: input_of(&large_quotients_or_high),
        },
    ]
}
