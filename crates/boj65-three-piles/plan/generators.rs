//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::rules::{SEARCH_BUDGET, reach};
use super::{MAX_PILE, cases_of, input_of};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_list, shrink_value};

/// The input with no case; every ordered triple up to 30; every sorted triple up to 255, in
/// three inputs.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut inputs = vec![input_of(&[], true), input_of(&all_triples(30), true)];
    let mut sorted = Vec::new();
    for a in 0..=MAX_PILE {
        for b in a..=MAX_PILE {
            for c in b..=MAX_PILE {
                if [a, b, c] != [0, 0, 0] {
                    sorted.push([a, b, c]);
                }
            }
        }
    }
    inputs.extend(
        sorted
            .chunks(sorted.len().div_ceil(3))
            .map(|chunk| input_of(chunk, true)),
    );
    inputs
}

/// Smaller inputs: fewer lines (each line alone first, while they are few); for one line, a pile
/// lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let cases = cases_of(input);
    if cases.len() > 1 {
        return shrink_list(&cases)
            .iter()
            .map(|c| input_of(c, true))
            .collect();
    }
    let Some(&piles) = cases.first() else {
        return Vec::new();
    };
    let mut candidates = Vec::new();
    for i in 0..3 {
        for lower in shrink_value(piles[i].into(), 0) {
            let mut next = piles;
            next[i] = lower as u32;
            candidates.push(input_of(&[next], true));
        }
    }
    candidates
}

/// Every triple of piles of at most `max_pile` stones, in every order, except (0, 0, 0) (which
/// would end the input).
pub(super) fn all_triples(max_pile: u32) -> Vec<[u32; 3]> {
    let sizes = 0..=max_pile;
    let mut all = Vec::new();
    for a in sizes.clone() {
        for b in sizes.clone() {
            for c in sizes.clone() {
                if [a, b, c] != [0, 0, 0] {
                    all.push([a, b, c]);
                }
            }
        }
    }
    all
}

/// A random triple with piles up to 255 that the search still reaches: one pile is small, the
/// other two anywhere in [0, 255], in a random order; sometimes two piles are equal.
pub(super) fn random_reachable_triple(rng: &mut Rng) -> [u32; 3] {
    loop {
        let small = rng.range(0, 12) as u32;
        let mut piles = [
            small,
            rng.range(0, u64::from(MAX_PILE)) as u32,
            rng.range(0, u64::from(MAX_PILE)) as u32,
        ];
        if rng.chance(1, 4) {
            piles[2] = piles[1];
        }
        rng.shuffle(&mut piles);
        if piles == [0, 0, 0] {
            continue;
        }
        if reach(piles) <= SEARCH_BUDGET {
            return piles;
        }
    }
}

/// A uniform triple of piles in [0, 255], never (0, 0, 0).
pub(super) fn random_triple(rng: &mut Rng) -> [u32; 3] {
    loop {
        let piles: [u32; 3] = std::array::from_fn(|_| rng.range(0, u64::from(MAX_PILE)) as u32);
        if piles != [0, 0, 0] {
            return piles;
        }
    }
}

/// 10^5 and 10^6 uniform lines, and one line, each ended by `0 0 0`.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(65);
    let mut lines =
        |n: usize| -> Vec<[u32; 3]> { (0..n).map(|_| random_triple(&mut rng)).collect() };
    vec![
        MaxInput {
            label: "10^5 lines of uniform piles in [0, 255]",
            input: input_of(&lines(100_000), true),
        },
        MaxInput {
            label: "one line: the table's cost alone",
            input: input_of(&[[255, 255, 255]], true),
        },
        MaxInput {
            label: "10^6 lines of uniform piles in [0, 255]",
            input: input_of(&lines(1_000_000), true),
        },
    ]
}
