//! AtCoder ABC206 F Interval Game 2: the game in the kit's words ([`Intervals`]: a move chooses an
//! interval and makes every interval that intersects it, as a half-open interval, itself and its
//! copies included, unchoosable), and the oracle, the kit's search of it on the set of intervals
//! still choosable. It knows nothing of free segments or Grundy values. There is no reference: the segment recurrence is the solution.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{
    beyond_mixed, beyond_short, exhaustive_inputs, max_inputs, random_dense, random_sparse, shrink,
};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::{Validator, ensure};
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};

pub const PLAN: Plan = Plan {
    name: "abc206f-interval-game-2",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "every non-empty set of distinct intervals [L, R) with 1 ≤ L < R ≤ 6 (32767 games, \
                20 per input)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "T ≤ 20 games of up to 12 random intervals anywhere in [1, 100]",
            generate: random_sparse,
            max_size: 12,
            cases: 150,
        },
        Generator {
            name: "T ≤ 20 games of up to 100 intervals inside a window of up to 9 coordinates \
                   (many copies)",
            generate: random_dense,
            max_size: 100,
            cases: 60,
        },
    ],
    beyond_reach: &[
        Generator {
            name: "T ≤ 20 games (20 at the largest size) of up to 100 intervals anywhere in \
                   [1, 100], half of any length, half short",
            generate: beyond_mixed,
            max_size: 100,
            cases: 40,
        },
        Generator {
            name: "T = 20 games of N = 100 distinct short intervals (1 to 2–10 long) across \
                   [1, 100]",
            generate: beyond_short,
            max_size: 9,
            cases: 30,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

const MAX_T: usize = 20;

const MAX_N: usize = 100;

const MAX_COORD: u64 = 100;

/// One test case: the half-open intervals [L, R) as (L, R).
type Case = Vec<(u64, u64)>;

/// `Ok` iff `input` is T ≤ 20 test cases, each N ≤ 100 and N lines `L R` with 1 ≤ L < R ≤ 100.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    let t = v.usize_line(1, MAX_T, "T")?;
    for case in 1..=t {
        let n = v.usize_line(1, MAX_N, || format!("N of test case {case}"))?;
        for i in 1..=n {
            let l = v.u64(1, MAX_COORD, || format!("L[{i}] of test case {case}"))?;
            v.space()?;
            let r = v.u64(1, MAX_COORD, || format!("R[{i}] of test case {case}"))?;
            ensure(l < r, || {
                format!("test case {case}, interval {i}: L = {l} is not below R = {r}")
            })?;
            v.eoln()?;
        }
    }
    v.eof()
}

/// The test cases of an input.
fn parse(input: &str) -> Vec<Case> {
    Tokens::new(input).cases(|tokens| {
        let n: usize = tokens.read();
        (0..n).map(|_| (tokens.read(), tokens.read())).collect()
    })
}

/// The input text of `cases`.
fn input_of(cases: &[Case]) -> String {
    use plan_kit::tokens::push_number;
    let mut text = format!("{}\n", cases.len());
    for case in cases {
        push_number(&mut text, case.len() as u64);
        text.push('\n');
        for &(l, r) in case {
            push_number(&mut text, l);
            text.push(' ');
            push_number(&mut text, r);
            text.push('\n');
        }
    }
    text
}
