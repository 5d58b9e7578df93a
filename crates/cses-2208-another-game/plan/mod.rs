//! CSES 2208 Another Game (a move takes one coin from each heap of a non-empty set of non-empty
//! heaps): the validator, the oracle (a win/lose search over heap vectors whose moves are every
//! non-empty subset of the non-empty heaps), the generators, the max inputs and the figure. The
//! oracle knows nothing of parity. The game is stated once ([`Another`]) for `judge play`; the
//! oracle keeps its own moves, which name a subset by how many heaps it takes from each group of
//! equal heaps: the kit's search of [`Another`] would list all 2^n − 1 subsets of n heaps first
//! (30 equal heaps: 2^30 − 1 subsets, 30 positions). A unit test checks that the two reach the
//! same positions.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_beyond, random_many, random_small, shrink};
use plan_kit::game::Play;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "cses-2208-another-game",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every vector of 1 to 4 heaps of 1 to 4 coins (340 vectors) and every multiset of \
                5 to 8 heaps of 1 to 4 coins (425 multisets), 100 test cases to an input",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "1-50 test cases of 1-6 heaps of up to 10 coins: all even, all even but one \
                   heap moved by one, or uniform",
            generate: random_small,
            max_size: 10,
            cases: 100,
        },
        Generator {
            name: "up to 2000 test cases of 1-3 heaps of 1-4 coins",
            generate: random_many,
            max_size: 2000,
            cases: 10,
        },
    ],
    beyond_reach: &[Generator {
        name: "1-2·10^5 test cases, up to 2·10^5 heaps in all, up to 10^9 coins: all even, all \
               even but one odd heap (first, last or anywhere), or uniform",
        generate: random_beyond,
        max_size: MAX_N,
        cases: 40,
    }],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The statement's limits: t test cases of n heaps of 1..=`MAX_X` coins, Σn ≤ `MAX_SUM_N`.
const MAX_T: usize = 200_000;

const MAX_N: usize = 200_000;

const MAX_SUM_N: usize = 200_000;

const MAX_X: u32 = 1_000_000_000;

/// `Ok` iff `input` is `t`, then t test cases of a line `n` and a line of n heaps, within the
/// limits: 1 ≤ t ≤ 2·10^5, 1 ≤ n, 1 ≤ x_i ≤ 10^9, Σn ≤ 2·10^5.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "t")?;
    let mut sum_n = 0;
    for case in 1..=t {
        let n = v.usize_line(1, MAX_N, "n")?;
        sum_n += n;
        ensure(sum_n <= MAX_SUM_N, || {
            format!("the sum of n passes {MAX_SUM_N} at test case {case}")
        })?;
        v.int_line(n, 1, MAX_X.into(), "x")?;
    }
    v.eof()
}

/// The test cases of a valid input, one heap vector each.
fn parse_input(input: &str) -> Vec<Vec<u32>> {
    plan_kit::cases::parse(input)
}

/// An input holding `cases`, one heap vector each.
fn input_of(cases: &[Vec<u32>]) -> String {
    plan_kit::cases::input_of(cases)
}
