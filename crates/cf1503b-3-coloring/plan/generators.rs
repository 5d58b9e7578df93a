//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{MAX_N, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_value};

/// Every list of colours for n = 2.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    (0..81)
        .map(|k: u32| {
            let list: Vec<u8> = (0..4).map(|t| (k / 3u32.pow(t) % 3) as u8 + 1).collect();
            input_of(2, &list)
        })
        .collect()
}

/// n = size + 1, every colour uniform.
pub(super) fn random_list(rng: &mut Rng, size: usize) -> String {
    let n = size + 1;
    let list: Vec<u8> = (0..n * n).map(|_| rng.range(1, 3) as u8).collect();
    input_of(n, &list)
}

/// n = size + 1: one colour throughout, two colours in two phases split at random, or a random
/// pattern of period 2 to 4 repeated.
pub(super) fn patterned_list(rng: &mut Rng, size: usize) -> String {
    let n = size + 1;
    let colour = |rng: &mut Rng| rng.range(1, 3) as u8;
    let list: Vec<u8> = match rng.below(3) {
        0 => vec![colour(rng); n * n],
        1 => {
            let (first, second) = (colour(rng), colour(rng));
            let split = rng.below(n * n + 1);
            (0..n * n)
                .map(|t| if t < split { first } else { second })
                .collect()
        }
        _ => {
            let length = rng.range(2, 4);
            let period: Vec<u8> = (0..length).map(|_| colour(rng)).collect();
            (0..n * n).map(|t| period[t % period.len()]).collect()
        }
    };
    input_of(n, &list)
}

/// A smaller n (the list cut to its first n² colours), then the list with its second half, its
/// last quarter or one colour set to 1.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let (n, list) = parse_input(input);
    let mut candidates: Vec<String> = shrink_value(n as u64, 2)
        .into_iter()
        .map(|m| input_of(m as usize, &list[..(m * m) as usize]))
        .collect();
    let len = list.len();
    for from in [len / 2, len - len / 4] {
        let mut ones = list.clone();
        ones[from..].fill(1);
        candidates.push(input_of(n, &ones));
    }
    if let Some(t) = list.iter().position(|&c| c != 1) {
        let mut lowered = list.clone();
        lowered[t] = 1;
        candidates.push(input_of(n, &lowered));
    }
    candidates.retain(|c| c != input);
    candidates
}

/// n = 100 with a uniform list, one colour, and the two phases; n = 99 (the classes differ in
/// size) with a uniform list.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1503);
    let uniform = |rng: &mut Rng, n: usize| -> Vec<u8> {
        (0..n * n).map(|_| rng.range(1, 3) as u8).collect()
    };
    let cells = MAX_N * MAX_N;
    let phases: Vec<u8> = (0..cells)
        .map(|t| if t < cells / 2 { 1 } else { 2 })
        .collect();
    vec![
        MaxInput {
            label: "n=100, a uniform list",
            input: input_of(MAX_N, &uniform(&mut rng, MAX_N)),
        },
        MaxInput {
            label: "n=100, all 1",
            input: input_of(MAX_N, &vec![1; cells]),
        },
        MaxInput {
            label: "n=100, 1 then 2",
            input: input_of(MAX_N, &phases),
        },
        MaxInput {
            label: "n=99, a uniform list",
            input: input_of(MAX_N - 1, &uniform(&mut rng, MAX_N - 1)),
        },
    ]
}
