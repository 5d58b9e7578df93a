//! CSES 1730 Nim Game I. The oracle searches the game tree over heap vectors with the search of
//! luogu-p2197-nim (take any positive number of sticks from one heap; no move loses) and knows
//! nothing of XOR. The reference reaches the large inputs by the mirror strategy alone: two equal
//! heaps cancel, and what is left is decided by one move or by the same search.
//!
//! The three CSES Nim-like problems (1730, 1098, 1099) share one input layout (t test cases, each
//! `n` and a line of n values, Σn ≤ 2·10^5); its validator, parser and shrinker are here.

use plan_kit::cases::{self, Cases, first_or_second, input_of, parse};
use plan_kit::game::{GameResult, Games, Kind, Play};
use plan_kit::inputs::positive_vectors;
use plan_kit::nim::{self, Nim, Search};
use plan_kit::rng::Rng;
use plan_kit::{Exhaustive, Figure, Generator, MaxInput, Plan};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "cses-1730-nim-game-1",
    validate: Some(validate),
    oracle: Some(oracle),
    reference: Some(reference),
    exhaustive: Some(Exhaustive {
        bound: "every position of 1 to 4 heaps of 1 to 6 sticks (1554 positions, 200 to an input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-20 test cases of 1-5 heaps of 1-12 sticks, often with repeated sizes, \
                   against the game search",
            generate: random_small,
            max_size: 12,
            cases: 100,
        },
        Generator {
            name: "1-100 test cases, up to 2·10^4 heaps in all: heaps up to 10^9 in equal pairs, \
                   beside 0-2 unpaired heaps up to 10^9 or 3-4 unpaired heaps up to 12, against \
                   the mirror reference",
            generate: random_paired,
            max_size: 20_000,
            cases: 30,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-2·10^5 test cases, up to 2·10^5 heaps in all, any heaps up to 10^9 (few \
               sticks, 2^k and 2^k − 1 up to 2^29, uniform), half of the cases made to XOR 0",
        generate: random_general,
        max_size: LAYOUT.max_length,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Without(
        "its lost positions are Nim's, pictured in luogu-p2197-nim (the losing third heap is a ⊕ b); \
         only the limits differ",
    ),
    play: Some(Play::new(games, Nim::NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: the CSES layout, heaps x from 1.
const LAYOUT: Cases = cases::cses("x", 1);

/// `Ok` iff `input` is t test cases of n heaps of 1 ≤ x_i ≤ 10^9 within the limits.
fn validate(input: &str) -> Result<(), String> {
    LAYOUT.validate(input)
}

fn shrink(input: &str) -> Vec<String> {
    cases::shrink(input, 1)
}

/// The most work the search takes on for one test case: C(m + n, n) positions (the multisets of
/// n heaps of at most m sticks) times the n·m moves from each.
const SEARCH_BUDGET: u64 = 20_000_000;

/// True iff the search over the multisets of `heaps.len()` heaps of at most max(heaps) sticks
/// stays within [`SEARCH_BUDGET`].
fn within_reach(heaps: &[u32]) -> bool {
    let n = heaps.len() as u64;
    let m = u64::from(heaps.iter().copied().max().unwrap_or(0));
    // C(m + n, n) = prod_{i=1..n} (m + i) / i, exact at every step
    let mut positions = 1u64;
    for i in 1..=n {
        match positions.checked_mul(m + i) {
            Some(p) => positions = p / i,
            None => return false,
        }
    }
    positions
        .checked_mul(n * m)
        .is_some_and(|work| work <= SEARCH_BUDGET)
}

/// The expected output by game search over heap vectors, or `None` if a test case is too large
/// to search.
fn oracle(input: &str) -> Option<String> {
    let mut search = Search::default();
    let mut out = String::new();
    for heaps in parse(input) {
        if !within_reach(&heaps) {
            return None;
        }
        writeln!(out, "{}", first_or_second(search.first_wins(&heaps))).unwrap();
    }
    Some(out)
}

/// The games of an input: each test case's heaps, Nim under normal play.
fn games(input: &str) -> Games {
    nim::games(input, Kind::Impartial)
}

/// The oracle's answer as results: `first` or `second` wins.
fn results(input: &str) -> Option<Vec<GameResult>> {
    Some(GameResult::per_line(&oracle(input)?, "first"))
}

/// The heaps of `heaps` that no equal heap pairs off: each size that occurs an odd number of
/// times, once, in increasing order.
fn unpaired(heaps: &[u32]) -> Vec<u32> {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    let mut left = Vec::new();
    for run in sorted.chunk_by(|a, b| a == b) {
        if run.len() % 2 == 1 {
            left.push(run[0]);
        }
    }
    left
}

/// The expected output by the mirror strategy: adding two equal heaps changes no outcome (the
/// winner of the rest answers a move on one twin by the same move on the other), so only the
/// unpaired heaps count. None left: the player to move loses. One: take it whole, leaving only
/// pairs. Two (unequal): cut the larger to the smaller, leaving only pairs. Three or more: the
/// game search on them, or `None` beyond its reach.
fn reference(input: &str) -> Option<String> {
    let mut search = Search::default();
    let mut out = String::new();
    for heaps in parse(input) {
        let left = unpaired(&heaps);
        let wins = match left.len() {
            0 => false,
            1 | 2 => true,
            _ if within_reach(&left) => search.first_wins(&left),
            _ => return None,
        };
        writeln!(out, "{}", first_or_second(wins)).unwrap();
    }
    Some(out)
}

/// Every position of 1 to 4 heaps of 1 to 6 sticks, smallest first, 200 to an input.
fn exhaustive_inputs() -> Vec<String> {
    positive_vectors(4, 6).chunks(200).map(input_of).collect()
}

/// 1-20 test cases of 1-5 heaps of 1..=`size` sticks, a third of them with two equal heaps.
fn random_small(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(20);
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(5);
            let mut heaps: Vec<u32> = (0..n).map(|_| rng.range(1, size as u64) as u32).collect();
            if n > 1 && rng.chance(1, 3) {
                let (i, j) = (rng.below(n), rng.below(n));
                heaps[i] = heaps[j];
            }
            heaps
        })
        .collect();
    input_of(&cases)
}

/// A heap size up to 10^9: a third of the time 10^9 itself or just below it.
fn large_heap(rng: &mut Rng) -> u32 {
    if rng.chance(1, 3) {
        LAYOUT.max_value - rng.range(0, 2) as u32
    } else {
        rng.range(1, LAYOUT.max_value.into()) as u32
    }
}

/// A test case of `pairs` equal pairs of large heaps and a few unpaired heaps (0-2 large ones,
/// or 3-4 of at most 12 sticks), shuffled.
fn paired_case(rng: &mut Rng, pairs: usize) -> Vec<u32> {
    let mut heaps = Vec::with_capacity(2 * pairs + 4);
    for _ in 0..pairs {
        let x = large_heap(rng);
        heaps.extend([x, x]);
    }
    match rng.below(4) {
        0 => {}
        1 => heaps.push(large_heap(rng)),
        2 => {
            let (a, b) = (large_heap(rng), large_heap(rng));
            heaps.extend([a, b]);
        }
        _ => {
            let count = 3 + rng.below(2);
            heaps.extend((0..count).map(|_| rng.range(1, 12) as u32));
        }
    }
    if heaps.is_empty() {
        heaps.push(large_heap(rng));
    }
    rng.shuffle(&mut heaps);
    heaps
}

/// 1-100 test cases holding up to about `size` heaps in all, each [`paired_case`].
fn random_paired(rng: &mut Rng, size: usize) -> String {
    let t = 1 + rng.below(100.min(size));
    let per_case = size / t / 2;
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let pairs = rng.below(per_case + 1);
            paired_case(rng, pairs)
        })
        .collect();
    input_of(&cases)
}

/// Up to `size` heaps in all, beyond the mirror reference: t log-uniform up to `size`, each heap
/// a few sticks, 2^k or 2^k − 1 (k ≤ 29), or up to 10^9; in half of the cases the last heap is
/// set to the XOR of the others (where that is a heap of 1 to 10^9), so that any wrong bit shows.
fn random_general(rng: &mut Rng, size: usize) -> String {
    let t = rng.log_uniform(size).min(LAYOUT.max_count);
    let per_case = size / t;
    let cases: Vec<Vec<u32>> = (0..t)
        .map(|_| {
            let n = 1 + rng.below(per_case);
            let mut heaps: Vec<u32> = (0..n)
                .map(|_| match rng.below(3) {
                    0 => rng.range(1, 3) as u32,
                    1 => ((1u32 << rng.range(0, 29)) - rng.range(0, 1) as u32).max(1),
                    _ => rng.range(1, LAYOUT.max_value.into()) as u32,
                })
                .collect();
            let rest = heaps[..n - 1].iter().fold(0, |x, &h| x ^ h);
            if n >= 2 && rng.chance(1, 2) && (1..=LAYOUT.max_value).contains(&rest) {
                heaps[n - 1] = rest;
            }
            heaps
        })
        .collect();
    input_of(&cases)
}

/// t = 2·10^5 single heaps up to 10^9; one test case of 2·10^5 heaps up to 10^9 in equal pairs
/// beside two unequal heaps (`first`); one of 2·10^5 heaps of 10^9 (`second`).
fn max_inputs() -> Vec<MaxInput> {
    let mut rng = Rng::new(1730);
    let singles: Vec<Vec<u32>> = (0..LAYOUT.max_count)
        .map(|_| vec![large_heap(&mut rng)])
        .collect();
    let mut paired: Vec<u32> = Vec::with_capacity(LAYOUT.max_length);
    while paired.len() < LAYOUT.max_length - 2 {
        let x = rng.range(1, LAYOUT.max_value.into()) as u32;
        paired.extend([x, x]);
    }
    paired.extend([LAYOUT.max_value, LAYOUT.max_value - 1]);
    rng.shuffle(&mut paired);
    vec![
        MaxInput {
            label: "t=2·10^5 test cases of one heap up to 10^9",
            input: input_of(&singles),
        },
        MaxInput {
            label: "t=1, n=2·10^5 heaps up to 10^9: equal pairs and two unequal heaps",
            input: input_of(&[paired]),
        },
        MaxInput {
            label: "t=1, n=2·10^5 heaps of 10^9",
            input: input_of(&[vec![LAYOUT.max_value; LAYOUT.max_length]]),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_oracle_answers_the_sample_and_gives_up_beyond_reach() {
        assert_eq!(
            oracle("3\n4\n5 7 2 5\n2\n4 1\n3\n3 5 6\n").as_deref(),
            Some("first\nfirst\nsecond\n")
        );
        assert_eq!(oracle("1\n2\n1000000000 1000000000\n"), None);
        assert_eq!(
            reference("1\n2\n1000000000 1000000000\n").as_deref(),
            Some("second\n")
        );
    }

    #[test]
    fn the_search_knows_small_positions_by_hand() {
        let mut search = Search::default();
        assert!(search.first_wins(&[1]), "take the only stick");
        assert!(!search.first_wins(&[1, 1]), "one stick each: two moves");
        assert!(search.first_wins(&[4, 1]), "the sample: leave (1, 1)");
        assert!(!search.first_wins(&[3, 5, 6]), "the sample");
        assert!(search.first_wins(&[5, 7, 2, 5]), "the sample: cut 7 to 2");
    }

    #[test]
    fn unpaired_keeps_the_sizes_of_odd_multiplicity() {
        assert_eq!(unpaired(&[5, 7, 2, 5]), [2, 7]);
        assert_eq!(unpaired(&[3, 3, 3, 1, 1]), [3]);
        assert!(unpaired(&[4, 4]).is_empty());
    }

    #[test]
    fn the_mirror_reference_agrees_with_the_search_wherever_both_reach() {
        let random = plan_kit::testing::drawn_inputs(random_small, 5, 12, 10);
        plan_kit::testing::assert_reference_agrees(&PLAN, random);
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn the_plan_is_valid_and_in_reach() {
        plan_kit::testing::assert_plan_reaches(&PLAN);
        assert_eq!(
            exhaustive_inputs().len(),
            8,
            "1554 positions, 200 to an input"
        );
        let mut rng = Rng::new(2);
        for size in [1, 2, 100, 5_000, 20_000] {
            let input = random_paired(&mut rng, size);
            assert_eq!(validate(&input), Ok(()));
            assert!(reference(&input).is_some(), "{input}");
        }
        for max in max_inputs() {
            let answer = reference(&max.input).expect("the mirror reference reaches it");
            assert!(
                answer
                    .lines()
                    .all(|line| line == "first" || line == "second")
            );
        }
    }

    #[test]
    fn the_validator_takes_the_limits_and_nothing_else() {
        assert_eq!(validate("1\n3\n1 5 1000000000\n"), Ok(()));
        let many = format!("200000\n{}", "1\n1\n".repeat(LAYOUT.max_count));
        assert_eq!(validate(&many), Ok(()));
        let too_many = format!("200001\n{}", "1\n1\n".repeat(LAYOUT.max_count + 1));
        let sum_over = format!(
            "2\n200000\n{}1\n1\n",
            "1 ".repeat(LAYOUT.max_length - 1) + "1\n"
        );
        for bad in [
            "0\n",
            too_many.as_str(),
            sum_over.as_str(),
            "1\n0\n\n",
            "1\n1\n0\n",
            "1\n1\n1000000001\n",
            "1\n2\n1\n",
            "1\n2\n1 2 3\n",
            "1\n2\n1  2\n",
            "1\n2\n1 2",
            "2\n1\n1\n",
            "1\n1\n1\n1\n1\n",
            "1\n1\n-1\n",
            "1\n1\n01\n",
        ] {
            assert!(
                validate(bad).is_err(),
                "accepted {:?}",
                &bad[..bad.len().min(40)]
            );
        }
    }

    #[test]
    #[ignore = "deep: cargo verify runs it (a search over many instances)"]
    fn shrinking_tries_single_cases_first_then_heaps() {
        let candidates = shrink("2\n2\n3 4\n1\n5\n");
        assert_eq!(candidates[..2], ["1\n2\n3 4\n", "1\n1\n5\n"]);
        assert!(candidates.contains(&"2\n1\n4\n1\n5\n".to_owned()));
        assert!(candidates.contains(&"2\n2\n3 3\n1\n5\n".to_owned()));
        assert!(candidates.contains(&"2\n2\n3 4\n1\n1\n".to_owned()));
        assert!(
            !candidates.iter().any(|c| c.contains("\n0")),
            "heaps stay ≥ 1"
        );
        let max = &max_inputs()[0].input;
        let shrunk = shrink(max);
        assert!(shrunk.len() <= plan_kit::Candidates::MAX_COUNT);
    }
}
