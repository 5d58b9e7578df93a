//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{ORACLE_REACH, grundy_by_definition};
use super::{LAYOUT, MAX_N, MAX_T};
use plan_kit::MaxInput;
use plan_kit::rng::Rng;

/// The lost heaps n ≤ `bound` (g(n) = 0), by the definition: what the generators aim next to.
fn lost_heaps(bound: usize) -> Vec<usize> {
    let grundy = grundy_by_definition(bound);
    (1..=bound).filter(|&n| grundy[n] == 0).collect()
}

/// Every n from 1 to 10^5, 1000 to an input, in order.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let all: Vec<usize> = (1..=ORACLE_REACH).collect();
    all.chunks(1000)
        .map(|heaps| LAYOUT.input_of(heaps))
        .collect()
}

/// 1..=1000 heaps of at most `bound` coins: uniform, or a lost heap of at most `bound` moved by
/// −3..=3, or 1..=3 coins (`small` of them in 8).
fn random_heaps(rng: &mut Rng, bound: usize, small: u64) -> String {
    let lost = lost_heaps(bound.min(1300));
    let t = 1 + rng.below(1000);
    let heaps: Vec<usize> = (0..t)
        .map(|_| {
            let roll = rng.range(0, 7);
            if roll < small {
                rng.range(1, 3.min(bound as u64)) as usize
            } else if roll < 4 {
                let near = lost[rng.below(lost.len())] as u64;
                rng.range(near.saturating_sub(3).max(1), (near + 3).min(bound as u64)) as usize
            } else {
                rng.range(1, bound as u64) as usize
            }
        })
        .collect();
    LAYOUT.input_of(&heaps)
}

/// Games on heaps up to `size` ≤ 10^5, within the oracle's reach.
pub(super) fn random_small(rng: &mut Rng, size: usize) -> String {
    random_heaps(rng, size, 1)
}

/// Games on heaps up to `size` ≤ 10^6, most beyond the oracle's reach.
pub(super) fn random_large(rng: &mut Rng, size: usize) -> String {
    random_heaps(rng, size, 0)
}

/// t = `size` games (10^5 at the largest size, the statement's bound) on heaps up to 10^6:
/// uniform, or a lost heap moved by −3..=3 (sparse method).
pub(super) fn random_many(rng: &mut Rng, size: usize) -> String {
    let lost = lost_heaps(1300);
    let t = size.clamp(1, MAX_T);
    let heaps: Vec<usize> = (0..t)
        .map(|_| {
            if rng.chance(1, 2) {
                let near = lost[rng.below(lost.len())] as u64;
                rng.range(near.saturating_sub(3).max(1), near + 3) as usize
            } else {
                rng.range(1, MAX_N as u64) as usize
            }
        })
        .collect();
    LAYOUT.input_of(&heaps)
}

/// Smaller inputs: each game alone, fewer games, then one heap made smaller.
pub(super) fn shrink(input: &str) -> Vec<String> {
    LAYOUT.shrink(input, 32)
}

/// t = 10^5 games each: n = 10^6; every n from 1 to 10^5; the lost heaps repeated; n = 1 and 2
/// (no move); random n ≤ 10^6.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let lost = lost_heaps(1300);
    let mut rng = Rng::new(2207);
    let random: Vec<usize> = (0..MAX_T)
        .map(|_| rng.range(1, MAX_N as u64) as usize)
        .collect();
    vec![
        MaxInput {
            label: "t=10^5, every n = 10^6",
            input: LAYOUT.input_of(&vec![MAX_N; MAX_T]),
        },
        MaxInput {
            label: "t=10^5, n = 1..10^5",
            input: LAYOUT.input_of(&(1..=MAX_T).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "t=10^5, the 41 lost heaps repeated",
            input: LAYOUT.input_of(&(0..MAX_T).map(|i| lost[i % lost.len()]).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "t=10^5, n = 1 and 2 (no move)",
            input: LAYOUT.input_of(&(0..MAX_T).map(|i| 1 + i % 2).collect::<Vec<_>>()),
        },
        MaxInput {
            label: "t=10^5, random n ≤ 10^6",
            input: LAYOUT.input_of(&random),
        },
    ]
}
