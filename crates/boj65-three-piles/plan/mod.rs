//! BOJ 65 three piles, take x and 2x: the game in the kit's words ([`ThreePiles`], its moves those
//! of [`takes`]), and the oracle, a search of the game tree over pile triples by those moves, with
//! a flat memo (the kit's hash-map search is too slow for its 10^6 positions); it knows nothing of
//! move lines or bitsets.

mod figure;
mod generators;
mod rules;
#[cfg(test)]
mod tests;

use figure::figure;
use generators::{exhaustive_inputs, max_inputs, random_reachable_triple, random_triple, shrink};
use plan_kit::game::Play;
use plan_kit::tokens::Tokens;
use plan_kit::validate::Validator;
use plan_kit::{Exhaustive, Figure, Generator, Plan};
use rules::{NOTATION, games, oracle, results};
use std::fmt::Write;

pub const PLAN: Plan = Plan {
    name: "boj65-three-piles",
    validate: Some(validate),
    oracle: Some(oracle),
    exhaustive: Some(Exhaustive {
        bound: "the input with no case; every ordered triple of piles ≤ 30 (29,790 lines); every sorted triple of piles ≤ 255 (2,829,055 lines, three inputs)",
        inputs: exhaustive_inputs,
    }),
    random: &[
        Generator {
            name: "125–500 random triples up to 255 with one pile ≤ 12 (memoised search)",
            generate: |rng, size| {
                let cases: Vec<[u32; 3]> = (0..125 * size)
                    .map(|_| random_reachable_triple(rng))
                    .collect();
                input_of(&cases, true)
            },
            max_size: 4,
            cases: 8,
        },
        Generator {
            name: "10,000–30,000 uniform triples up to 255 (bottom-up search)",
            generate: |rng, size| {
                let cases: Vec<[u32; 3]> = (0..10_000 * size).map(|_| random_triple(rng)).collect();
                input_of(&cases, true)
            },
            max_size: 3,
            cases: 3,
        },
    ],
    shrink: Some(shrink),
    max_inputs: Some(max_inputs),
    figure: Figure::Draw(figure),
    play: Some(Play::new(games, NOTATION, results)),
    ..Plan::NONE
};

/// The most lines before `0 0 0` the validator takes: the statement states no bound (the spec
/// assumes about 10^5; the largest max input has 10^6).
const MAX_LINES: usize = 1_000_000;

/// `Ok` iff `input` is lines `a b c` of piles in [0, 255], other than `0 0 0`, at most
/// [`MAX_LINES`] of them, then the line `0 0 0` and nothing after it.
fn validate(input: &str) -> Result<(), String> {
    let mut v = Validator::new(input);
    for _ in 0..=MAX_LINES {
        let piles = v.u64_line(3, 0, MAX_PILE.into(), "pile")?;
        if piles == [0, 0, 0] {
            return v.eof();
        }
    }
    Err(format!(
        "{}: more than {MAX_LINES} lines before `0 0 0`",
        v.position()
    ))
}

/// The largest pile the statement allows.
const MAX_PILE: u32 = 255;

/// The cases of an input: the triples before the line `0 0 0` (or before the end of the input).
fn cases_of(input: &str) -> Vec<[u32; 3]> {
    let mut tokens = Tokens::new(input);
    let mut cases = Vec::new();
    while let Some(a) = tokens.try_next::<u32>() {
        let piles = [a, tokens.read(), tokens.read()];
        if piles == [0, 0, 0] {
            break;
        }
        cases.push(piles);
    }
    cases
}

/// An input holding `cases`, one triple a line, ended by `0 0 0` if `terminated`.
fn input_of(cases: &[[u32; 3]], terminated: bool) -> String {
    let mut input = String::new();
    for [a, b, c] in cases {
        writeln!(input, "{a} {b} {c}").unwrap();
    }
    if terminated {
        input.push_str("0 0 0\n");
    }
    input
}
