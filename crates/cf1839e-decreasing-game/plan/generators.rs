//! The inputs the plan draws: exhaustive, random and max-size, and the shrinker.

use super::{MAX_A, MAX_N, input_of, parse_input};
use plan_kit::rng::Rng;
use plan_kit::{MaxInput, shrink_list, shrink_value};

/// Every array of n ≤ 3 entries in 1..=4 in every order; every sorted one of 4 entries ≤ 4 and
/// of 5 entries ≤ 3.
pub(super) fn exhaustive_inputs() -> Vec<String> {
    let mut arrays: Vec<Vec<u32>> = vec![Vec::new()];
    let mut inputs = Vec::new();
    for _ in 0..3 {
        arrays = arrays
            .iter()
            .flat_map(|a| {
                (1..=4).map(move |x| {
                    let mut next = a.clone();
                    next.push(x);
                    next
                })
            })
            .collect();
        inputs.extend(arrays.iter().map(|a| input_of(a)));
    }
    for (count, top) in [(4, 4), (5, 3)] {
        for m in plan_kit::multisets(1, top, count) {
            let a: Vec<u32> = m.into_iter().map(|x| x as u32).collect();
            inputs.push(input_of(&a));
        }
    }
    inputs
}

/// n ≤ `size` entries, each ≤ `size` (at least 2 so that both sides come up).
pub(super) fn random_array(rng: &mut Rng, size: usize) -> String {
    let n = rng.range(1, size as u64) as usize;
    let top = size.max(2) as u64;
    let a: Vec<u32> = (0..n).map(|_| rng.range(1, top) as u32).collect();
    input_of(&a)
}

/// Two parts of equal sum, shuffled: random entries ≤ max(`size`, 2), then entries added to the
/// lighter part (or raised in it) until the sums meet.
pub(super) fn split_array(rng: &mut Rng, size: usize) -> String {
    let top = size.max(2) as u32;
    let n = rng.range(2, size.max(2) as u64) as usize;
    let mut parts = [Vec::new(), Vec::new()];
    for k in 0..n {
        parts[k % 2].push(rng.range(1, u64::from(top)) as u32);
    }
    loop {
        let sums = parts.clone().map(|p| p.iter().sum::<u32>());
        if sums[0] == sums[1] {
            break;
        }
        let light = usize::from(sums[1] < sums[0]);
        let gap = sums[0].abs_diff(sums[1]);
        let len = parts[0].len() + parts[1].len();
        if len < MAX_N && (gap <= top || rng.chance(1, 2)) {
            parts[light].push(gap.min(top));
        } else if let Some(x) = parts[light].iter_mut().find(|x| **x < MAX_A) {
            *x += gap.min(MAX_A - *x);
        } else {
            let heavy = &mut parts[1 - light];
            let x = heavy.iter_mut().find(|x| **x > 1).expect("a part above 1");
            *x -= gap.min(*x - 1);
        }
    }
    let mut a: Vec<u32> = parts.concat();
    rng.shuffle(&mut a);
    input_of(&a)
}

/// An even sum and no split: one entry above the sum of the rest, or an odd count of entries
/// ≡ 2 (mod 4) and any number ≡ 0 (mod 4) (half the sum is odd, every subset sum even).
pub(super) fn no_split_array(rng: &mut Rng, size: usize) -> String {
    let n = rng.range(1, size as u64) as usize;
    let mut a: Vec<u32>;
    if rng.chance(1, 2) && n < 150 {
        a = (0..n).map(|_| rng.range(1, 2) as u32).collect();
        let rest: u32 = a.iter().sum();
        let big = rest + 2 * rng.range(1, 10) as u32;
        a.push(big.min(MAX_A - (MAX_A - big.min(MAX_A)) % 2).max(rest + 2));
        if a.iter().sum::<u32>() % 2 == 1 || a[n] > MAX_A {
            a[n] = rest + 2;
        }
    } else {
        let odd = (n - (n + 1) % 2).max(1);
        let two = |rng: &mut Rng| 4 * rng.range(0, 74) as u32 + 2;
        let four = |rng: &mut Rng| 4 * rng.range(1, 75) as u32;
        a = (0..odd).map(|_| two(rng)).collect();
        a.extend((odd..n).map(|_| four(rng)));
    }
    rng.shuffle(&mut a);
    input_of(&a)
}

/// Fewer entries (each alone, halves, one dropped), then one entry lowered.
pub(super) fn shrink(input: &str) -> Vec<String> {
    let a = parse_input(input);
    let mut candidates: Vec<String> = shrink_list(&a)
        .iter()
        .filter(|fewer| !fewer.is_empty())
        .map(|fewer| input_of(fewer))
        .collect();
    for (k, &x) in a.iter().enumerate().filter(|_| a.len() <= 12) {
        for lower in shrink_value(u64::from(x), 1) {
            let mut lowered = a.clone();
            lowered[k] = lower as u32;
            candidates.push(input_of(&lowered));
        }
    }
    candidates
}

/// n = 300 at the top: both sides, the longest games.
pub(super) fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1839);
    let all_top = vec![MAX_A; MAX_N];
    // 1, 2, …, 300 in a shuffled order: sum 45150, odd
    let mut ramp: Vec<u32> = (1..=MAX_A).collect();
    rng.shuffle(&mut ramp);
    // 299 entries ≡ 2 (mod 4) and one ≡ 0: even sum, no split
    let mut no_split: Vec<u32> = (0..MAX_N - 1).map(|k| 298 - 4 * (k as u32 % 74)).collect();
    no_split.push(300);
    let mut mixed: Vec<u32> = (0..MAX_N).map(|_| rng.range(150, 300) as u32).collect();
    if mixed.iter().sum::<u32>() % 2 == 1 {
        mixed[0] -= 1;
    }
    vec![
        MaxInput {
            label: "n=300, every entry 300 (a split: Second)",
            input: input_of(&all_top),
        },
        MaxInput {
            label: "n=300, 1..300 shuffled (odd sum: First)",
            input: input_of(&ramp),
        },
        MaxInput {
            label: "n=300, 299 entries = 2 mod 4 (even sum, no split: First)",
            input: input_of(&no_split),
        },
        MaxInput {
            label: "n=300, uniform in 150..300, even sum (a split: Second)",
            input: input_of(&mixed),
        },
    ]
}
